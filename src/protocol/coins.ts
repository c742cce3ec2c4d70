// The coins table: its columns and the sort and filter both the webview (screen) and the host
// (CSV, markdown) apply, so an export holds exactly the rows a person sees.
import type { Coin } from '../api/types';
import {
  formatCompact, formatCompactMoney, formatNumber, formatPercent, formatPrice,
} from '../format/numbers';
import type { CoinsView } from './views';

export type CoinFormat = 'number' | 'price' | 'money' | 'compact' | 'change' | 'percent' | 'text';

export interface CoinColumn {
  key: keyof Coin & string;
  label: string;
  format: CoinFormat;
}

export const COIN_COLUMNS: readonly CoinColumn[] = [
  { key: 'market_cap_rank', label: 'Rank', format: 'number' },
  { key: 'symbol', label: 'Symbol', format: 'text' },
  { key: 'name', label: 'Name', format: 'text' },
  { key: 'price', label: 'Price', format: 'price' },
  { key: 'percent_change_24h', label: '24 h', format: 'change' },
  { key: 'percent_change_7d', label: '7 d', format: 'change' },
  { key: 'market_cap', label: 'Market cap', format: 'money' },
  { key: 'volume_24h', label: 'Volume 24 h', format: 'money' },
  { key: 'galaxy_score', label: 'Galaxy score', format: 'number' },
  { key: 'alt_rank', label: 'Alt rank', format: 'number' },
  { key: 'sentiment', label: 'Sentiment', format: 'percent' },
  { key: 'social_volume_24h', label: 'Social volume 24 h', format: 'compact' },
  { key: 'social_dominance', label: 'Social dominance', format: 'percent' },
  { key: 'categories', label: 'Sectors', format: 'text' },
];

/** A cell as text (service text unchanged: the caller renders or escapes it). */
export function coinCell(col: CoinColumn, value: unknown): string {
  if (col.format === 'text') return typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
  const n = typeof value === 'number' ? value : undefined;
  switch (col.format) {
    case 'price': return formatPrice(n);
    case 'money': return formatCompactMoney(n);
    case 'compact': return formatCompact(n);
    case 'change': return formatPercent(n, true);
    case 'percent': return formatPercent(n);
    case 'number': return formatNumber(n);
  }
}

export function isCoinColumn(key: string): boolean {
  return COIN_COLUMNS.some((c) => c.key === key);
}

/** The sectors of a coin (`categories` is a comma-separated string). */
export function coinSectors(coin: Coin): string[] {
  if (typeof coin.categories !== 'string') return [];
  return coin.categories.split(',').map((s) => s.trim()).filter((s) => s.length > 0);
}

/** Every sector in the list, sorted, for the sector filter. */
export function allSectors(coins: readonly Coin[]): string[] {
  const set = new Set<string>();
  for (const c of coins) for (const s of coinSectors(c)) set.add(s);
  return [...set].sort((a, b) => a.localeCompare(b));
}

/** The topic a coin opens: its `topic` field, else its symbol in lower case. */
export function coinTopic(coin: Pick<Coin, 'topic' | 'symbol'>): string {
  const topic = typeof coin.topic === 'string' ? coin.topic.trim().toLowerCase() : '';
  return topic || String(coin.symbol ?? '').trim().toLowerCase();
}

function cellValue(coin: Coin, key: string): unknown {
  return (coin as unknown as Record<string, unknown>)[key];
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** Missing values last whatever the direction. */
function compareCells(a: unknown, b: unknown, desc: boolean): number {
  const aMissing = a === undefined || a === null || a === '';
  const bMissing = b === undefined || b === null || b === '';
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  let r: number;
  if (typeof a === 'number' && typeof b === 'number') r = a - b;
  else r = collator.compare(String(a), String(b));
  return desc ? -r : r;
}

/** The rows matching the filter and sector, sorted (stable: ties keep the service's order). */
export function viewCoins(coins: readonly Coin[], view: CoinsView): Coin[] {
  const needle = view.filter.trim().toLowerCase();
  const rows = coins.filter((c) => {
    if (view.sector && !coinSectors(c).includes(view.sector)) return false;
    if (!needle) return true;
    return String(c.symbol ?? '').toLowerCase().includes(needle) || String(c.name ?? '').toLowerCase().includes(needle);
  });
  if (!isCoinColumn(view.sort)) return rows;
  return rows.sort((a, b) => compareCells(cellValue(a, view.sort), cellValue(b, view.sort), view.desc));
}
