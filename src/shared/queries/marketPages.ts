// Every page of a market table (coins, stocks, NFT collections) in turn, each shown as it
// arrives. Pure: the client is passed in.
import type { ListParams, RequestOptions, SocialApi } from '../../service/api/service';
import type { Answer, Coin } from '../../service/api/types';
import type { Nft, Stock } from '../../service/api/types-market';
import { OPERATIONS } from '../../service/api/operations';
import { metaOf } from './answerMeta';
import type { AnswerMeta, ListProgress } from '../protocol/messages';
import { IncompleteLoad } from './incomplete';
import type { CoinSource } from '../protocol/views';

/** A coins table's page: the largest `limit` the list takes (1,000). */
export const COINS_PAGE_SIZE = OPERATIONS.coinsList.maxLimit;
/** 30,000 coins: far above the several thousand the service tracks; stops a runaway loop. */
const MAX_COIN_PAGES = 30;
/** Stocks and NFT collections alike: the largest `limit` their lists take (100). */
const MARKET_PAGE_SIZE = OPERATIONS.stocksList.maxLimit;
/** Stocks and NFT collections come 100 a page: 5,000 is far above the several hundred of each. */
const MAX_MARKET_PAGES = 50;

export interface ListPage<T> {
  rows: T[];
  page: number;
  /** No more pages follow. */
  complete: boolean;
  total?: number;
}

interface Pager<T> {
  /** The operation's largest `limit` (coins 1000, stocks and NFTs 100). */
  pageSize: number;
  /** Stops a runaway loop far above the rows the service tracks. */
  maxPages: number;
  fetch(page: number): Promise<Answer<T[]>>;
  emit(page: ListPage<T>, meta: AnswerMeta): void;
  progress(progress: ListProgress): void;
}

/** A page after the first: its failure leaves the pages before it shown (`IncompleteLoad`). */
async function laterPage<T>(p: Pager<T>, page: number): Promise<Answer<T[]>> {
  try {
    return await p.fetch(page);
  } catch (e) {
    throw new IncompleteLoad(e);
  }
}

/** Every page of a list, each shown as it arrives. */
async function loadPages<T>(p: Pager<T>): Promise<void> {
  let loaded = 0;
  for (let page = 0; page < p.maxPages; page++) {
    const answer = page === 0 ? await p.fetch(page) : await laterPage(p, page);
    loaded += answer.data.length;
    const total = typeof answer.config.total_rows === 'number' ? answer.config.total_rows : undefined;
    const complete = answer.data.length < p.pageSize || (total !== undefined && loaded >= total) || page === p.maxPages - 1;
    const data: ListPage<T> = { rows: answer.data, page, complete };
    if (total !== undefined) data.total = total;
    p.emit(data, metaOf(answer));
    if (complete) return;
    p.progress(total === undefined ? { loaded } : { loaded, total });
  }
}

export type MarketList = 'coins' | 'stocks' | 'nfts';
type Row<L extends MarketList> = L extends 'coins' ? Coin : L extends 'stocks' ? Stock : Nft;

/** Where a market table's pages go as they arrive, and its progress ("2,000 of 6,700 coins loaded…"). */
export interface PageSink<T> {
  emit(page: ListPage<T>, meta: AnswerMeta): void;
  progress(progress: ListProgress): void;
}

/**
 * A table shows its first page's rows; the pages after it add rows below the screen, so when
 * the quota is short they wait like a section out of view (background work stays background).
 */
function pageOptions(options: RequestOptions, page: number): RequestOptions {
  return page === 0 || options.priority === 'background' ? options : { ...options, priority: 'offscreen' };
}

/** The list operations, v1 and v2, of the three markets. */
export type MarketListClient = Pick<SocialApi, 'coinsList' | 'coinsListV2' | 'stocksList' | 'stocksListV2' | 'nftsList' | 'nftsListV2'>;

const LISTS: { [L in MarketList]: { pageSize: number; maxPages: number; fetch(client: MarketListClient, source: CoinSource, params: ListParams, options: RequestOptions): Promise<Answer<Row<L>[]>> } } = {
  coins: {
    pageSize: COINS_PAGE_SIZE, maxPages: MAX_COIN_PAGES,
    fetch: (c, source, params, o) => (source === 'v2' ? c.coinsListV2(params, o) : c.coinsList(params, o)),
  },
  stocks: {
    pageSize: MARKET_PAGE_SIZE, maxPages: MAX_MARKET_PAGES,
    fetch: (c, source, params, o) => (source === 'v2' ? c.stocksListV2(params, o) : c.stocksList(params, o)),
  },
  nfts: {
    pageSize: MARKET_PAGE_SIZE, maxPages: MAX_MARKET_PAGES,
    fetch: (c, source, params, o) => (source === 'v2' ? c.nftsListV2(params, o) : c.nftsList(params, o)),
  },
};

/** One page of a market list as asked (`sort`, `desc`, `limit`, a coins `filter`): a notebook's top N. */
export function fetchMarketPage<L extends MarketList>(client: MarketListClient, list: L, source: CoinSource, params: ListParams, options: RequestOptions): Promise<Answer<Row<L>[]>> {
  return LISTS[list].fetch(client, source, params, options);
}

/**
 * Every page of a market table (v1: cached hourly; v2: live), each emitted as it arrives. A later
 * page's failure rejects with an `IncompleteLoad`: the pages emitted before it stand.
 */
export function loadMarketList<L extends MarketList>(client: SocialApi, list: L, source: CoinSource, options: RequestOptions, sink: PageSink<Row<L>>): Promise<void> {
  const { pageSize, maxPages, fetch } = LISTS[list];
  return loadPages({
    pageSize, maxPages,
    fetch: (page) => fetch(client, source, { limit: pageSize, page }, pageOptions(options, page)),
    emit: sink.emit,
    progress: sink.progress,
  });
}
