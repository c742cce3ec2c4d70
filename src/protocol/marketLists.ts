// The market tables (coins, stocks, NFT collections): their columns and the sort and filter both
// the webview (screen) and the host (CSV, markdown) apply, so an export holds exactly the rows a
// person sees. One model for the three kinds; each kind only names its columns.
import * as l10n from '../format/l10n';
import {
  formatCompact, formatCompactMoney, formatNumber, formatPercent, formatPrice,
} from '../format/numbers';
import type { CoinsView } from './views';

export type CellFormat = 'number' | 'price' | 'money' | 'compact' | 'change' | 'percent' | 'text';

export interface MarketColumn {
  key: string;
  label: string;
  format: CellFormat;
}

export type MarketListKind = 'coin' | 'stock' | 'nft';

/** A row of any market list, as the tables read it (numbers and text by field name). */
export interface ListRow {
  id: string | number;
  name?: string;
  symbol?: string;
  categories?: string;
}

export interface MarketList {
  kind: MarketListKind;
  /** "coins", "stocks", "NFT collections" */
  noun: string;
  columns: readonly MarketColumn[];
}

const RANK: MarketColumn = { key: 'market_cap_rank', label: l10n.t('Rank'), format: 'number' };
const SYMBOL: MarketColumn = { key: 'symbol', label: l10n.t('Symbol'), format: 'text' };
const NAME: MarketColumn = { key: 'name', label: l10n.t('Name'), format: 'text' };
const PRICE: MarketColumn = { key: 'price', label: l10n.t('Price'), format: 'price' };
const CHANGE_24H: MarketColumn = { key: 'percent_change_24h', label: '24 h', format: 'change' };
const MARKET_CAP: MarketColumn = { key: 'market_cap', label: l10n.t('Market cap'), format: 'money' };
const VOLUME: MarketColumn = { key: 'volume_24h', label: l10n.t('Volume 24 h'), format: 'money' };
const GALAXY: MarketColumn = { key: 'galaxy_score', label: l10n.t('Galaxy score'), format: 'number' };
const ALT_RANK: MarketColumn = { key: 'alt_rank', label: l10n.t('Alt rank'), format: 'number' };
const SENTIMENT: MarketColumn = { key: 'sentiment', label: l10n.t('Sentiment'), format: 'percent' };
const SOCIAL_VOLUME: MarketColumn = { key: 'social_volume_24h', label: l10n.t('Social volume 24 h'), format: 'compact' };
const SOCIAL_DOMINANCE: MarketColumn = { key: 'social_dominance', label: l10n.t('Social dominance'), format: 'percent' };
const SECTORS: MarketColumn = { key: 'categories', label: l10n.t('Sectors'), format: 'text' };

export const MARKET_LISTS: Readonly<Record<MarketListKind, MarketList>> = {
  coin: {
    kind: 'coin',
    noun: 'coins',
    columns: [RANK, SYMBOL, NAME, PRICE, CHANGE_24H, { key: 'percent_change_7d', label: '7 d', format: 'change' },
      MARKET_CAP, VOLUME, GALAXY, ALT_RANK, SENTIMENT, SOCIAL_VOLUME, SOCIAL_DOMINANCE, SECTORS],
  },
  stock: {
    kind: 'stock',
    noun: 'stocks',
    columns: [RANK, SYMBOL, NAME, PRICE, CHANGE_24H, MARKET_CAP, VOLUME, GALAXY, ALT_RANK, SENTIMENT, SOCIAL_VOLUME,
      SOCIAL_DOMINANCE, SECTORS],
  },
  nft: {
    kind: 'nft',
    noun: 'NFT collections',
    columns: [NAME, { key: 'floor_price', label: l10n.t('Floor'), format: 'number' }, { key: 'base_crypto', label: l10n.t('In'), format: 'text' },
      CHANGE_24H, MARKET_CAP, VOLUME, GALAXY, ALT_RANK, { key: 'social_contributors', label: l10n.t('Contributors'), format: 'compact' },
      SOCIAL_VOLUME, SOCIAL_DOMINANCE],
  },
};

/** A row's value of a column (own fields only: a column key never reaches the prototype). */
export function cellValue(row: object, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(row, key) ? (row as Record<string, unknown>)[key] : undefined;
}

/** A cell as text (service text unchanged: the caller renders or escapes it). */
export function cellText(col: MarketColumn, value: unknown): string {
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

/** The sectors of a row (`categories` is a comma-separated string). */
export function rowSectors(row: ListRow): string[] {
  if (typeof row.categories !== 'string') return [];
  return row.categories.split(',').map((s) => s.trim()).filter((s) => s.length > 0);
}

/** Every sector in the list, sorted, for the sector filter. */
export function allSectors(rows: readonly ListRow[]): string[] {
  // thousands of rows share a few dozen `categories` strings: each is split once
  const lists = new Set<string>();
  for (const r of rows) if (typeof r.categories === 'string') lists.add(r.categories);
  const set = new Set<string>();
  for (const categories of lists) for (const s of rowSectors({ id: '', categories })) set.add(s);
  return [...set].sort((a, b) => a.localeCompare(b));
}

// made on first use: an Intl object costs milliseconds to make, and module load is activation time
let collator: Intl.Collator | undefined;

/** Missing values last whatever the direction. */
function compareCells(a: unknown, b: unknown, desc: boolean): number {
  const aMissing = a === undefined || a === null || a === '';
  const bMissing = b === undefined || b === null || b === '';
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  let r: number;
  if (typeof a === 'number' && typeof b === 'number') r = a - b;
  else r = (collator ??= new Intl.Collator(undefined, { sensitivity: 'base', numeric: true })).compare(String(a), String(b));
  return desc ? -r : r;
}

/** The rows matching the filter and sector, sorted on one of `columns` (stable: ties keep the service's order). */
export function viewRows<T extends ListRow>(rows: readonly T[], columns: readonly MarketColumn[], view: CoinsView): readonly T[] {
  const needle = view.filter.trim().toLowerCase();
  // thousands of rows: each pass over them, each copy, counts when a panel is drawn
  const shown = !needle && !view.sector ? rows : rows.filter((r) => {
    if (view.sector && !rowSectors(r).includes(view.sector)) return false;
    if (!needle) return true;
    return String(r.symbol ?? '').toLowerCase().includes(needle) || String(r.name ?? '').toLowerCase().includes(needle);
  });
  const key = view.sort;
  if (!columns.some((c) => c.key === key)) return shown;
  // the service's order is often the one asked for (by rank): checked in one pass, then kept
  let inOrder = true;
  let previous = shown.length ? cellValue(shown[0]!, key) : undefined;
  for (let i = 1; i < shown.length && inOrder; i++) {
    const value = cellValue(shown[i]!, key);
    inOrder = compareCells(previous, value, view.desc) <= 0;
    previous = value;
  }
  if (inOrder) return shown;
  const values = shown.map((r) => cellValue(r, key));
  const order = shown.map((_, i) => i).sort((a, b) => compareCells(values[a], values[b], view.desc) || a - b);
  return order.map((i) => shown[i]!);
}
