// The pages the views ask for, with the same parameters wherever the same page is meant, so it
// is one cache entry. Constants only: the editor's views and alerts load this at activation.
import type { ListParams } from '../api/service';

/** A page of the Coins and Stocks views: within the stock list's limit of 100 a page. */
export const COIN_PAGE_SIZE = 50;

/**
 * Pinned coins, stocks and NFT collections are looked up in one page of their live list (the
 * largest by market cap), so a refresh costs one request per kind for all of them; only those
 * outside the page are asked for alone. The watchlist and the alerts read the same page.
 */
export const PINNED_COINS_PAGE: Readonly<ListParams> = { sort: 'market_cap', desc: true, limit: 100 };
