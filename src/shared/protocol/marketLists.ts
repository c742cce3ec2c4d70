// The market tables (coins, stocks, NFT collections): their columns and the sort and filter both
// the webview (screen) and the host (CSV, markdown) apply, so an export holds exactly the rows a
// person sees. One model for the three kinds; each kind only names its columns.
import * as l10n from '../format/l10n';
import { figure, type FigureFormat, type FigureId } from '../figures/catalogue';
import { currencyCode, formatFigure } from '../figures/format';
import { formatNumber } from '../format/numbers';
import { hasFigureFilters, passesFigureFilters } from './marketFilters';
import type { CoinsView } from './views';

/** How a cell reads: its figure's format (src/shared/figures), or service text. */
export type CellFormat = FigureFormat | 'text';

export interface MarketColumn {
  key: string;
  /** The figure's label from the catalogue, or the text column's own. */
  readonly label: string;
  /** The figure a numeric column holds (label, format and definition from the catalogue); none for text. */
  figure?: FigureId;
  format: CellFormat;
}

export type MarketListKind = 'coin' | 'stock' | 'nft';

/** A row of any market list, as the tables read it (numbers and text by field name). */
export interface ListRow {
  id: string | number;
  name?: string;
  symbol?: string;
  categories?: string;
  /** The currency an NFT collection's floor price is in. */
  base_crypto?: string;
}

export interface MarketList {
  kind: MarketListKind;
  /** What its rows are called in a sentence, in the person's language: "coins", "stocks", "NFT collections". */
  readonly noun: string;
  /** Its name as a heading: "Coins", "Stocks", "NFT collections". */
  readonly title: string;
  /** Its rows counted, each count its own sentence to translate: "1 coin", "12 coins". */
  count(n: number): string;
  /** Some of its rows shown: "0 of 1 coin", "1 of 3 coins". */
  countOf(shown: number, total: number): string;
  /** The service's answer held none of its rows: "The service sent no coins." */
  readonly none: string;
  columns: readonly MarketColumn[];
}

/** A column of figure `id` read from the row's field `key` (the field is the figure's id unless the answer names it otherwise). */
function figureColumn(id: FigureId, key: string = id): MarketColumn {
  const def = figure(id);
  return { key, figure: id, format: def.format, get label() { return def.label; } };
}

function textColumn(key: string, label: () => string): MarketColumn {
  return { key, format: 'text', get label() { return label(); } };
}

const RANK = figureColumn('market_cap_rank');
const SYMBOL = textColumn('symbol', () => l10n.t('Symbol'));
const NAME = textColumn('name', () => l10n.t('Name'));
const PRICE = figureColumn('price');
const CHANGE_24H = figureColumn('percent_change_24h');
const MARKET_CAP = figureColumn('market_cap');
const VOLUME = figureColumn('volume_24h');
const GALAXY = figureColumn('galaxy_score');
const ALT_RANK = figureColumn('alt_rank');
const ALT_RANK_BEFORE = figureColumn('alt_rank_previous');
const SENTIMENT = figureColumn('sentiment');
const SOCIAL_VOLUME = figureColumn('social_volume_24h');
const SOCIAL_DOMINANCE = figureColumn('social_dominance');
const SECTORS = textColumn('categories', () => l10n.t('Sectors'));

export const MARKET_LISTS: Readonly<Record<MarketListKind, MarketList>> = {
  coin: {
    kind: 'coin',
    get noun() { return l10n.t('coins'); },
    get title() { return l10n.t('Coins'); },
    count: (n) => (n === 1 ? l10n.t('1 coin') : l10n.t('{0} coins', formatNumber(n))),
    countOf: (shown, total) => (total === 1 ? l10n.t('{0} of 1 coin', formatNumber(shown)) : l10n.t('{0} of {1} coins', formatNumber(shown), formatNumber(total))),
    get none() { return l10n.t('The service sent no coins.'); },
    columns: [RANK, SYMBOL, NAME, PRICE, CHANGE_24H, figureColumn('percent_change_7d'),
      MARKET_CAP, VOLUME, GALAXY, ALT_RANK, ALT_RANK_BEFORE, SENTIMENT, SOCIAL_VOLUME, SOCIAL_DOMINANCE, SECTORS],
  },
  stock: {
    kind: 'stock',
    get noun() { return l10n.t('stocks'); },
    get title() { return l10n.t('Stocks'); },
    count: (n) => (n === 1 ? l10n.t('1 stock') : l10n.t('{0} stocks', formatNumber(n))),
    countOf: (shown, total) => (total === 1 ? l10n.t('{0} of 1 stock', formatNumber(shown)) : l10n.t('{0} of {1} stocks', formatNumber(shown), formatNumber(total))),
    get none() { return l10n.t('The service sent no stocks.'); },
    columns: [RANK, SYMBOL, NAME, PRICE, CHANGE_24H, MARKET_CAP, VOLUME, GALAXY, ALT_RANK, ALT_RANK_BEFORE, SENTIMENT, SOCIAL_VOLUME,
      SOCIAL_DOMINANCE, SECTORS],
  },
  nft: {
    kind: 'nft',
    get noun() { return l10n.t('NFT collections'); },
    get title() { return l10n.t('NFT collections'); },
    count: (n) => (n === 1 ? l10n.t('1 NFT collection') : l10n.t('{0} NFT collections', formatNumber(n))),
    countOf: (shown, total) => (total === 1
      ? l10n.t('{0} of 1 NFT collection', formatNumber(shown))
      : l10n.t('{0} of {1} NFT collections', formatNumber(shown), formatNumber(total))),
    get none() { return l10n.t('The service sent no NFT collections.'); },
    columns: [NAME, figureColumn('floor_price'), CHANGE_24H, MARKET_CAP, VOLUME, GALAXY, ALT_RANK, figureColumn('num_contributors', 'social_contributors'),
      SOCIAL_VOLUME, SOCIAL_DOMINANCE],
  },
};

/** A row's value of a column (own fields only: a column key never reaches the prototype). */
export function cellValue(row: object, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(row, key) ? (row as Record<string, unknown>)[key] : undefined;
}

/** A row's currency for its `crypto` figures (an NFT collection's floor price). */
export function rowCurrency(row: object): string | undefined {
  return currencyCode(cellValue(row, 'base_crypto'));
}

/** A cell as text (service text unchanged: the caller renders or escapes it). */
export function cellText(col: MarketColumn, value: unknown, currency?: string): string {
  if (!col.figure) return typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
  return formatFigure(col.figure, typeof value === 'number' ? value : undefined, { currency });
}

/**
 * One formatter per column. A dollar amount reads compact with its own letter ("$1.7T", "$9.1B"):
 * a column spanning a trillion to a thousand has no one scale that fits it. Text columns as cellText.
 */
export function columnTexts(columns: readonly MarketColumn[]): ((row: object) => string)[] {
  return columns.map((col) => (col.figure && figure(col.figure).format === 'crypto'
    ? (row) => cellText(col, cellValue(row, col.key), rowCurrency(row))
    : (row) => cellText(col, cellValue(row, col.key))));
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

/**
 * The rows matching the filter, the sector and the figure filters (marketFilters.ts), sorted on
 * one of `columns` (stable: ties keep the service's order).
 */
export function viewRows<T extends ListRow>(rows: readonly T[], columns: readonly MarketColumn[], view: CoinsView): readonly T[] {
  const needle = view.filter.trim().toLowerCase();
  const figures = hasFigureFilters(view);
  // thousands of rows: each pass over them, each copy, counts when a panel is drawn
  const shown = !needle && !view.sector && !figures ? rows : rows.filter((r) => {
    if (view.sector && !rowSectors(r).includes(view.sector)) return false;
    if (figures && !passesFigureFilters(r, view)) return false;
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
