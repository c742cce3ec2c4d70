// The links of a coin's meta a person may open: http(s) only, each named by what it is.
import * as l10n from '../format/l10n';
import type { CoinMeta } from '../../service/api/types-market';
import { safeLinkUrl } from './display';

// labels looked up when shown, once the person's language is installed
const LINKS: readonly { key: keyof CoinMeta & `${string}_link`; label: () => string }[] = [
  { key: 'website_link', label: () => l10n.t('Website') },
  { key: 'whitepaper_link', label: () => l10n.t('Whitepaper') },
  { key: 'github_link', label: () => l10n.t('GitHub') },
  { key: 'twitter_link', label: () => l10n.t('X (Twitter)') },
  { key: 'reddit_link', label: () => l10n.t('Reddit') },
  { key: 'coingecko_link', label: () => l10n.t('CoinGecko') },
  { key: 'coinmarketcap_link', label: () => l10n.t('CoinMarketCap') },
];

export interface CoinLink {
  label: string;
  url: string;
}

export function coinLinks(meta: CoinMeta): CoinLink[] {
  return LINKS.flatMap(({ key, label }) => {
    const url = safeLinkUrl(meta[key]);
    return url ? [{ label: label(), url }] : [];
  });
}
