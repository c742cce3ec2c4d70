// Pinned coins, stocks and NFT collections are looked up in one page of their live list (the
// largest by market cap), so a refresh costs one request per kind for all of them; only those
// outside the page are asked for alone. The watchlist and the alerts' checks read the same page
// (one cache entry) and note which items were off it, for their cost estimates. Pure: the client
// is passed in.
import { isServiceError } from '../../service/api/errors';
import type { OperationId } from '../../service/api/operations';
import type { ListParams, RequestOptions, SocialApi } from '../../service/api/service';
import type { Answer, Coin } from '../../service/api/types';
import type { Nft, Stock } from '../../service/api/types-market';

/** How many of a list's largest items the one page holds. */
export const PINNED_PAGE_SIZE = 100;
export const PINNED_COINS_PAGE: Readonly<ListParams> = { sort: 'market_cap', desc: true, limit: PINNED_PAGE_SIZE };

export type PinnedMarketKind = 'coin' | 'stock' | 'nft';
export type PinnedRow<K extends PinnedMarketKind> = K extends 'coin' ? Coin : K extends 'stock' ? Stock : Nft;

export function isPinnedMarketKind(kind: string): kind is PinnedMarketKind {
  return kind === 'coin' || kind === 'stock' || kind === 'nft';
}
export type PinnedClient = Pick<SocialApi, 'coinsListV2' | 'stocksListV2' | 'nftsListV2' | 'coin' | 'stock' | 'nft'>;

const SOURCES: { [K in PinnedMarketKind]: {
  page(client: PinnedClient, options: RequestOptions): Promise<Answer<PinnedRow<K>[]>>;
  single(client: PinnedClient, id: string, options: RequestOptions): Promise<Answer<PinnedRow<K>>>;
} } = {
  coin: { page: (c, o) => c.coinsListV2(PINNED_COINS_PAGE, o), single: (c, id, o) => c.coin(id, o) },
  stock: { page: (c, o) => c.stocksListV2(PINNED_COINS_PAGE, o), single: (c, id, o) => c.stock(id, o) },
  nft: { page: (c, o) => c.nftsListV2(PINNED_COINS_PAGE, o), single: (c, id, o) => c.nft(id, o) },
};

/** The operations a kind's items are read from: its page of the live list, or the item's own answer. */
export const PINNED_OPERATIONS = {
  coin: { page: 'coinsListV2', single: 'coin' },
  stock: { page: 'stocksListV2', single: 'stock' },
  nft: { page: 'nftsListV2', single: 'nft' },
} as const satisfies { readonly [K in PinnedMarketKind]: { page: OperationId; single: OperationId } };

/**
 * The fields an item's own answer carries, by kind (the field notes: a shorter shape than its row
 * of the list): an item off the page has these only. A stock's and an NFT collection's lack every
 * social figure (Galaxy Score, AltRank, sentiment, social dominance); a coin's keeps its Galaxy
 * Score and AltRank, not its sentiment nor social dominance.
 */
export const SINGLE_ANSWER_FIELDS: { readonly [K in PinnedMarketKind]: ReadonlySet<string> } = {
  coin: new Set([
    'id', 'name', 'symbol', 'price', 'price_btc', 'market_cap', 'percent_change_24h', 'percent_change_7d', 'percent_change_30d', 'volume_24h',
    'max_supply', 'circulating_supply', 'close', 'galaxy_score', 'alt_rank', 'volatility', 'market_cap_rank',
  ]),
  stock: new Set(['id', 'name', 'symbol', 'price', 'market_cap', 'percent_change_24h', 'volume_24h', 'close', 'market_cap_rank']),
  nft: new Set(['id', 'name', 'floor_price', 'market_cap', 'percent_change_24h', 'volume_24h']),
};

/** How an item off its page is noted: its kind and its id in lower case. */
export function offPageKey(kind: PinnedMarketKind, id: string): string {
  return `${kind}:${id.trim().toLowerCase()}`;
}

/** A pinned id is the item's id (as coinRef makes it), or a symbol typed by hand. */
function isItem(row: { id: string | number; symbol?: string }, id: string): boolean {
  const want = id.trim().toLowerCase();
  return String(row.id).toLowerCase() === want || (!/^\d+$/.test(want) && String(row.symbol ?? '').toLowerCase() === want);
}

/**
 * Looks pinned items of one kind up in its page (asked when first needed, then shared by every
 * lookup of this finder), else alone; `offPage` learns which were not on it.
 */
export function pinnedLookup<K extends PinnedMarketKind>(client: PinnedClient, kind: K, options: RequestOptions, offPage: Set<string>): (id: string) => Promise<Answer<PinnedRow<K>>> {
  const source = SOURCES[kind];
  let page: Promise<Answer<PinnedRow<K>[]>> | undefined;
  return async (id) => {
    page ??= source.page(client, options);
    const list = await page;
    const row = list.data.find((r) => isItem(r, id));
    if (row) {
      offPage.delete(offPageKey(kind, id));
      return { ...list, data: row };
    }
    offPage.add(offPageKey(kind, id));
    const single = await source.single(client, id, options);
    // pinned by another name the service takes (an NFT collection's slug): its row, found by the
    // id the service answered with, has the figures the item's own answer lacks (the currency)
    const answered = String(single.data.id ?? '').trim();
    const known = answered && answered.toLowerCase() !== id.trim().toLowerCase() ? list.data.find((r) => isItem(r, answered)) : undefined;
    return known ? { ...list, data: known, requests: list.requests + single.requests } : single;
  };
}

/** One finder per market kind, each sharing its page among every lookup of that kind. */
export type PinnedFinders = { readonly [K in PinnedMarketKind]: (id: string) => Promise<Answer<PinnedRow<K>>> };

/** A finder per market kind (pinnedLookup): one page request per kind asked for, whatever the number of items. */
export function pinnedFinders(client: PinnedClient, options: RequestOptions, offPage: Set<string>): PinnedFinders {
  return {
    coin: pinnedLookup(client, 'coin', options, offPage),
    stock: pinnedLookup(client, 'stock', options, offPage),
    nft: pinnedLookup(client, 'nft', options, offPage),
  };
}

/** The operation a pinned item's answer came from (its page of the live list, or its own quote): where its figures were read. */
export function pinnedOperation(kind: PinnedMarketKind, answer: Pick<Answer<unknown>, 'url'>): 'coinsListV2' | 'stocksListV2' | 'nftsListV2' | 'coin' | 'stock' | 'nft' {
  const onPage = /\/list\/v2(?:[?#]|$)/.test(answer.url);
  return onPage ? PINNED_OPERATIONS[kind].page : PINNED_OPERATIONS[kind].single;
}

/**
 * An NFT collection's currency (`base_crypto`), which the collection's own answer does not send:
 * read from its row of the page the Watchlist and the NFT picker read, when that page is in the
 * cache; undefined otherwise (no request is spent on a currency). `options.cacheOnly: false`
 * asks for the page when it is not cached (at the priority the options give); a refusal for the
 * minute is then waited out once, since the client retries no background request and nothing
 * asks for this page again.
 */
export async function nftCurrencyOnPage(client: Pick<SocialApi, 'nftsListV2'>, id: string, options: RequestOptions): Promise<string | undefined> {
  const page = (): Promise<Answer<Nft[]>> => client.nftsListV2(PINNED_COINS_PAGE, { ...options, cacheOnly: options.cacheOnly ?? true });
  try {
    // the quota holds the second request until the minute the refusal named
    const answer = await page().catch((e: unknown) => {
      if (isServiceError(e) && e.kind === 'rate-limited-minute') return page();
      throw e;
    });
    return answer.data.find((r) => isItem(r, id))?.base_crypto;
  } catch {
    return undefined;
  }
}
