// The links of a coin's meta a person may open: http(s) only, each named by what it is.
import type { CoinMeta } from '../api/types-market';
import { safeLinkUrl } from './display';

const LINKS: readonly { key: keyof CoinMeta & `${string}_link`; label: string }[] = [
  { key: 'website_link', label: 'Website' },
  { key: 'whitepaper_link', label: 'Whitepaper' },
  { key: 'github_link', label: 'GitHub' },
  { key: 'twitter_link', label: 'X (Twitter)' },
  { key: 'reddit_link', label: 'Reddit' },
  { key: 'coingecko_link', label: 'CoinGecko' },
  { key: 'coinmarketcap_link', label: 'CoinMarketCap' },
];

export interface CoinLink {
  label: string;
  url: string;
}

export function coinLinks(meta: CoinMeta): CoinLink[] {
  return LINKS.flatMap(({ key, label }) => {
    const url = safeLinkUrl(meta[key]);
    return url ? [{ label, url }] : [];
  });
}
