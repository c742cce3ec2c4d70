// How the Coins view is sorted: the metric names the service's `sort` parameter takes.
import * as l10n from '../format/l10n';
import type { Coin } from '../../service/api/types';
import { figure } from '../figures/catalogue';
import { formatFigure } from '../figures/format';

export type CoinSortKey =
  | 'market_cap' | 'price' | 'percent_change_24h' | 'volume_24h' | 'galaxy_score' | 'alt_rank' | 'social_volume_24h';

export interface CoinSortOption {
  key: CoinSortKey;
  /** The figure's label from the catalogue (src/shared/figures). */
  readonly label: string;
  /** The order that puts the most interesting coins first. */
  desc: boolean;
  /** The coin's value for this metric, for descriptions. */
  value(coin: Coin): string;
}

/** A sort by a figure of the catalogue read from the coin's field of the same name; ranks best (lowest) first. */
function bySort(key: CoinSortKey): CoinSortOption {
  const def = figure(key);
  return { key, desc: def.better !== 'lower', value: (c) => formatFigure(key, c[key], { compact: true }), get label() { return def.label; } };
}

export const COIN_SORTS: readonly CoinSortOption[] = (['market_cap', 'price', 'percent_change_24h', 'volume_24h', 'galaxy_score', 'alt_rank', 'social_volume_24h'] as const).map(bySort);

export interface CoinSort {
  key: CoinSortKey;
  desc: boolean;
}

export const DEFAULT_COIN_SORT: CoinSort = { key: 'market_cap', desc: true };

export function sortOption(key: CoinSortKey): CoinSortOption {
  return COIN_SORTS.find((o) => o.key === key) ?? COIN_SORTS[0]!;
}

/** Guards a sort read back from state. */
export function isCoinSort(value: unknown): value is CoinSort {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return COIN_SORTS.some((o) => o.key === v.key) && typeof v.desc === 'boolean';
}

/** "Market cap, highest first": one message per order, so a translation sets the words around the label. */
export function describeSort(sort: CoinSort): string {
  const { label } = sortOption(sort.key);
  // AltRank 1 is the best; "highest first" would read backwards for it
  if (sort.key === 'alt_rank') return sort.desc ? l10n.t('{0}, worst first', label) : l10n.t('{0}, best first', label);
  return sort.desc ? l10n.t('{0}, highest first', label) : l10n.t('{0}, lowest first', label);
}

export interface OrderChoice {
  label: string;
  desc: boolean;
  /** The order that puts the most interesting coins first; offered first. */
  recommended: boolean;
}

export function orderChoices(key: CoinSortKey): OrderChoice[] {
  const option = sortOption(key);
  const choices: OrderChoice[] = key === 'alt_rank'
    ? [{ label: l10n.t('Best first (AltRank 1 at the top)'), desc: false, recommended: true }, { label: l10n.t('Worst first'), desc: true, recommended: false }]
    : [{ label: l10n.t('Highest first'), desc: true, recommended: option.desc }, { label: l10n.t('Lowest first'), desc: false, recommended: !option.desc }];
  return choices.sort((a, b) => Number(b.recommended) - Number(a.recommended));
}
