// The market panel of a coin, a stock or an NFT collection: what its sections carry and the key
// figures of its quote, shown (webview), copied (markdown) and exported (CSV) from one list.
import * as l10n from '../format/l10n';
import type { Coin } from '../api/types';
import type { CoinMeta, Nft, Stock } from '../api/types-market';
import type { ItemRef } from '../items';
import type { CellFormat } from './marketLists';

export type MarketKind = 'coin' | 'stock' | 'nft';

export function isMarketKind(kind: string): kind is MarketKind {
  return kind === 'coin' || kind === 'stock' || kind === 'nft';
}

/** The asset's social data, a link away: its topic, and whether the plan includes it. */
export interface SocialLink {
  topic: string;
  /** False on plans without social data (Hobby): the panel says so instead of opening a topic that would refuse. */
  allowed: boolean;
}

export interface QuoteData {
  kind: MarketKind;
  /** The single coin, stock or NFT collection answer. */
  item: Coin | Stock | Nft;
  social?: SocialLink;
}

export type MetaData = CoinMeta;

export interface Figure {
  key: string;
  label: string;
  format: CellFormat;
}

/** Every figure a quote may carry, in the order shown; a quote shows those its answer has. */
export const QUOTE_FIGURES: readonly Figure[] = [
  { key: 'price', label: l10n.t('Price'), format: 'price' },
  { key: 'floor_price', label: l10n.t('Floor price'), format: 'number' },
  { key: 'close', label: l10n.t('Last daily close'), format: 'price' },
  { key: 'price_btc', label: l10n.t('Price in BTC'), format: 'number' },
  { key: 'percent_change_1h', label: l10n.t('Change 1 h'), format: 'change' },
  { key: 'percent_change_24h', label: l10n.t('Change 24 h'), format: 'change' },
  { key: 'percent_change_7d', label: l10n.t('Change 7 d'), format: 'change' },
  { key: 'percent_change_30d', label: l10n.t('Change 30 d'), format: 'change' },
  { key: 'market_cap', label: l10n.t('Market cap'), format: 'money' },
  { key: 'market_cap_rank', label: l10n.t('Market cap rank'), format: 'number' },
  { key: 'volume_24h', label: l10n.t('Volume 24 h'), format: 'money' },
  { key: 'circulating_supply', label: l10n.t('Circulating supply'), format: 'compact' },
  { key: 'max_supply', label: l10n.t('Max supply'), format: 'compact' },
  { key: 'galaxy_score', label: l10n.t('Galaxy Score'), format: 'number' },
  { key: 'alt_rank', label: l10n.t('AltRank'), format: 'number' },
  { key: 'volatility', label: l10n.t('Volatility'), format: 'number' },
  { key: 'sentiment', label: l10n.t('Sentiment'), format: 'percent' },
  { key: 'social_dominance', label: l10n.t('Social dominance'), format: 'percent' },
];

/** The figures the quote has, with their values. */
export function quoteFigures(item: object): { figure: Figure; value: number }[] {
  const values = item as Record<string, unknown>;
  return QUOTE_FIGURES.flatMap((figure) => {
    const value = Object.prototype.hasOwnProperty.call(values, figure.key) ? values[figure.key] : undefined;
    return typeof value === 'number' && Number.isFinite(value) ? [{ figure, value }] : [];
  });
}

/** "Bitcoin (BTC)", "CryptoPunks": the name the answer gives, else the ref's title. */
export function quoteTitle(item: { name?: string; symbol?: string }, ref: ItemRef): string {
  const name = typeof item.name === 'string' ? item.name.trim() : '';
  const symbol = typeof item.symbol === 'string' ? item.symbol.trim() : '';
  if (name && symbol && name.toLowerCase() !== symbol.toLowerCase()) return `${name} (${symbol})`;
  return name || symbol || ref.title || ref.id;
}
