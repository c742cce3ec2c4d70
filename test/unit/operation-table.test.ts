// The operation table as the compiler sees it: the data each operation answers (a contract
// written out here, so a row given a wrong shape fails to compile), rows that break the rules
// across their fields (each `@ts-expect-error` below fails to compile the day the table stops
// refusing such a row), and method signatures that refuse wrong arguments.
import * as assert from 'node:assert/strict';
import { createClient } from '../../src/service/api/client';
import type { Shape } from '../../src/service/api/decode';
import type { CheckedRows, DataOf, OperationData } from '../../src/service/api/operation-types';
import { OPERATION_LIST, type OperationRow, type OperationTable } from '../../src/service/api/operations';
import type { SocialClient } from '../../src/service/api/service';
import type {
  CategoryListItem, CategorySummary, CategoryTopicItem, Coin, Creator, Post, TimeSeriesPoint, TopicListItem, TopicSummary, Whatsup,
} from '../../src/service/api/types';
import type { CoinMeta, Nft, NftSeries, Stock } from '../../src/service/api/types-market';
import type { CreatorListItem, CreatorPoint, CreatorProfile, PostDetail } from '../../src/service/api/types-people';
import type { SavedSearch, SearchDeletion, SearchSummary, SystemChange } from '../../src/service/api/types-searches';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;
type Expect<T extends true> = T;

/** What each operation answers, written out independently of the table. */
interface Contract {
  topicsList: TopicListItem[];
  topicWhatsup: Whatsup;
  topic: TopicSummary;
  topicTimeSeriesV2: TimeSeriesPoint[];
  topicTimeSeries: TimeSeriesPoint[];
  topicPosts: Post[];
  topicNews: Post[];
  topicCreators: Creator[];
  category: CategorySummary;
  categoryTopics: CategoryTopicItem[];
  categoryTimeSeries: TimeSeriesPoint[];
  categoryPosts: Post[];
  categoryNews: Post[];
  coinsList: Coin[];
  categoryCreators: Creator[];
  categoriesList: CategoryListItem[];
  coinsListV2: Coin[];
  coin: Coin;
  creatorsList: CreatorListItem[];
  creator: CreatorProfile;
  creatorTimeSeries: CreatorPoint[];
  creatorPosts: Post[];
  post: PostDetail;
  postTimeSeries: TimeSeriesPoint[];
  searchPosts: Post[];
  searchesList: SavedSearch[];
  searchCreate: SavedSearch;
  searchUpdate: SavedSearch;
  searchDelete: SearchDeletion;
  search: SearchSummary;
  systemChanges: SystemChange[];
  coinTimeSeriesV2: TimeSeriesPoint[];
  coinMeta: CoinMeta;
  stocksList: Stock[];
  stocksListV2: Stock[];
  stock: Stock;
  stockTimeSeriesV2: TimeSeriesPoint[];
  nftsList: Nft[];
  nftsListV2: Nft[];
  nft: Nft;
  nftTimeSeriesV2: TimeSeriesPoint[];
  nftTimeSeries: NftSeries;
}

export type TableAnswersTheContract = Expect<Equal<OperationData, Contract>>;

type WithShape<R extends OperationRow, S extends Shape> = Omit<R, 'shape'> & { shape: S };
// the example: the coin row given the topic list's shape no longer answers a Coin
// @ts-expect-error
export type CoinRowWithTopicListShape = Expect<Equal<DataOf<WithShape<OperationTable['coin'], 'topicList'>>, Coin>>;

const FIXED = { kind: 'fixed', seconds: 60 } as const;

// @ts-expect-error a shape no decoder has
export const unknownShape = { path: '/public/coins/{coin}/v1', params: [], shape: 'coins', access: 'market', lifetime: FIXED, title: 'x' } as const satisfies OperationRow;

// @ts-expect-error a change on the service is never cached, so it has no lifetime
export const mutationWithLifetime = { path: '/public/searches/create', params: [], shape: 'savedSearch', access: 'limited', mutates: true, invalidates: [], lifetime: FIXED, title: 'x' } as const satisfies OperationRow;

// @ts-expect-error a parameter the client does not know
export const unknownParam = { path: '/public/coins/list/v1', params: ['colour'], shape: 'coinList', access: 'market', lifetime: FIXED, title: 'x' } as const satisfies OperationRow;

const unknownIdentifier = { path: '/public/stocks/{ticker}/v1', params: [], shape: 'stock', access: 'market', lifetime: FIXED, title: 'x' } as const;
const limitWithoutMax = { path: '/public/stocks/list/v1', params: ['limit'], shape: 'stockList', access: 'market', lifetime: FIXED, title: 'x' } as const;
const requiresWhatItLacks = { path: '/public/searches/create', params: ['name'], required: ['search_json'], shape: 'savedSearch', access: 'limited', mutates: true, invalidates: [], title: 'x' } as const;
const invalidatesNothingKnown = { path: '/public/searches/create', params: [], shape: 'savedSearch', access: 'limited', mutates: true, invalidates: ['savedSearchList'], title: 'x' } as const;
const fine = { path: '/public/stocks/{stock}/v1', params: [], shape: 'stock', access: 'market', lifetime: FIXED, title: 'x' } as const;

export const checkedFine: CheckedRows<{ fine: typeof fine }> = { fine };
// @ts-expect-error the path names {ticker}, an identifier with no rule
export const checkedIdentifier: CheckedRows<{ row: typeof unknownIdentifier }> = { row: unknownIdentifier };
// @ts-expect-error a row that takes "limit" must say its largest
export const checkedLimit: CheckedRows<{ row: typeof limitWithoutMax }> = { row: limitWithoutMax };
// @ts-expect-error "required" names a parameter the row does not take
export const checkedRequired: CheckedRows<{ row: typeof requiresWhatItLacks }> = { row: requiresWhatItLacks };
// @ts-expect-error "invalidates" names an operation that is not in the table
export const checkedInvalidates: CheckedRows<{ row: typeof invalidatesNothingKnown }> = { row: invalidatesNothingKnown };

/** Never called: the calls are checked by the compiler. */
export function signatures(client: SocialClient): void {
  void client.creator('twitter', 'elonmusk');
  // @ts-expect-error a creator's network is one of five
  void client.creator('mastodon', 'x');
  // @ts-expect-error a post needs its type and id
  void client.post('tweet');
  void client.stocksList({ limit: 100, sort: 'price', desc: true, page: 1 });
  // @ts-expect-error stock lists take no filter
  void client.stocksList({ filter: 'ai' });
  void client.searchCreate({ name: 'n', search_json: { terms: ['a'] } });
  // @ts-expect-error a saved search needs its terms
  void client.searchCreate({ name: 'n' });
  // @ts-expect-error and its parameters
  void client.searchCreate();
  void client.searchUpdate('slug', { search_json: { terms: ['a'] } });
  // @ts-expect-error an update sends the terms, changed or not, as the service requires
  void client.searchUpdate('slug', { name: 'n' });
  void client.searchPosts({ term: 'a' });
  void client.searchPosts({ search_json: '{"terms":["a"]}' });
  // @ts-expect-error a term or search_json, not both
  void client.searchPosts({ term: 'a', search_json: { terms: ['a'] } });
  // @ts-expect-error nor neither
  void client.searchPosts({});
  // @ts-expect-error the v2 topic series takes only a bucket
  void client.topicTimeSeriesV2('bitcoin', { interval: '1w' });
}

describe('operation table', () => {
  it('gives every row a method of the client, named by its id', () => {
    const client = createClient({ baseUrl: 'http://127.0.0.1:9/api4', markdownUrl: 'http://127.0.0.1:9/ai', plan: 'builder', getKey: async () => undefined });
    for (const op of OPERATION_LIST) assert.equal(typeof (client as unknown as Record<string, unknown>)[op.id], 'function', op.id);
    assert.equal(OPERATION_LIST.length, 42);
    client.dispose();
  });

  it('marks exactly the saved-search changes as mutations, with nothing to cache', () => {
    assert.deepEqual(OPERATION_LIST.filter((op) => op.mutates).map((op) => op.id), ['searchCreate', 'searchUpdate', 'searchDelete']);
    for (const op of OPERATION_LIST) assert.equal(op.lifetime === undefined, op.mutates === true, op.id);
  });
});
