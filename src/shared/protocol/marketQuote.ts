// The market panel of a coin, a stock or an NFT collection: what its sections carry and the key
// figures of its quote, shown (webview), copied (markdown) and exported (CSV) from one list.
import { figure, type FigureId } from '../figures/catalogue';
import type { Coin } from '../../service/api/types';
import type { CoinMeta, Nft, Stock } from '../../service/api/types-market';
import type { ItemRef } from '../items';
import type { MarketColumn } from './marketLists';

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

/** A figure of a quote: the catalogue's figure read from the answer's field of the same name. */
export interface Figure extends MarketColumn {
  figure: FigureId;
}

const QUOTE_IDS = [
  'price', 'floor_price', 'close', 'price_btc', 'percent_change_1h', 'percent_change_24h', 'percent_change_7d', 'percent_change_30d',
  'market_cap', 'market_cap_rank', 'volume_24h', 'circulating_supply', 'max_supply', 'galaxy_score', 'alt_rank', 'volatility',
  'sentiment', 'social_dominance',
] as const satisfies readonly FigureId[];

/** Every figure a quote may carry, in the order shown; a quote shows those its answer has. */
export const QUOTE_FIGURES: readonly Figure[] = QUOTE_IDS.map((id) => {
  const def = figure(id);
  return { key: id, figure: id, format: def.format, get label() { return def.label; } };
});

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
