// The page the Coins and Stocks views and the lookup's trending coins ask for: the same page, so one
// cache entry. A constant only: the editor's views load this at activation.
/** A page of the Coins and Stocks views: within the stock list's limit of 100 a page. */
export const COIN_PAGE_SIZE = 50;
