// The market tables' filters on figures: a minimum market cap, a minimum 24 h volume, and hiding
// stablecoins. Pure: the webview (screen) and the host (CSV, markdown) apply the same, so an
// export holds exactly the rows a person sees.
import type { FigureId } from '../figures/catalogue';
import { formatFigure } from '../figures/format';
import * as l10n from '../format/l10n';
import { formatNumber } from '../format/numbers';
import { parseTypedNumber, typedNumberProblem } from '../format/typedNumber';
import type { CoinsView } from './views';

/** What the figure filters read of a row. */
export interface FilterableRow {
  symbol?: string;
  categories?: string;
}

/**
 * Stablecoins by symbol, for a row whose `categories` name no sector: the service's list items put a
 * coin's sectors in `categories` ("stablecoin,ethereum-ecosystem"), which is what decides when a
 * row has it. These are the largest dollar- and euro-pegged coins by market cap (2025).
 */
export const STABLECOIN_SYMBOLS: ReadonlySet<string> = new Set([
  'USDT', 'USDC', 'DAI', 'USDE', 'USDS', 'FDUSD', 'TUSD', 'PYUSD', 'USDD', 'FRAX', 'BUSD', 'USDP', 'GUSD', 'LUSD', 'EURC', 'RLUSD', 'USD1', 'USDB',
]);

/** The sectors that name a stablecoin in `categories`. */
const STABLE_SECTORS: ReadonlySet<string> = new Set(['stablecoin', 'stablecoins']);

/**
 * A stablecoin by its sectors (`categories`) when the row names at least one, else by its symbol
 * (STABLECOIN_SYMBOLS): an empty `categories` ("" or " , ") says nothing about the coin.
 */
export function isStablecoin(row: FilterableRow): boolean {
  const sectors = (row.categories ?? '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
  if (sectors.length) return sectors.some((s) => STABLE_SECTORS.has(s));
  return typeof row.symbol === 'string' && STABLECOIN_SYMBOLS.has(row.symbol.trim().toUpperCase());
}

/** The view's figure filters are set (a row may be hidden by them). */
export function hasFigureFilters(view: CoinsView): boolean {
  return view.minMarketCap !== undefined || view.minVolume !== undefined || view.hideStablecoins === true;
}

function atLeast(row: object, key: string, min: number | undefined): boolean {
  if (min === undefined) return true;
  const v = Object.prototype.hasOwnProperty.call(row, key) ? (row as Record<string, unknown>)[key] : undefined;
  // a row without the figure cannot be shown to reach the minimum
  return typeof v === 'number' && v >= min;
}

/** Whether `row` passes the view's figure filters. */
export function passesFigureFilters(row: FilterableRow, view: CoinsView): boolean {
  if (view.hideStablecoins === true && isStablecoin(row)) return false;
  return atLeast(row, 'market_cap', view.minMarketCap) && atLeast(row, 'volume_24h', view.minVolume);
}

/** "1 hidden by filters", "12 hidden by filters": the rows the view's filters leave out. */
export function hiddenWords(rows: number): string {
  return rows === 1 ? l10n.t('1 hidden by filters') : l10n.t('{0} hidden by filters', formatNumber(rows));
}

/** The view without its filters (text, sector and figures); its sort stays. */
export function clearedFilters(view: CoinsView): CoinsView {
  return { sort: view.sort, desc: view.desc, filter: '', sector: '' };
}

/** The rules of a minimum in dollars. */
const RULES = { min: 0, unit: 'dollars' } as const;

/** The minimum in a box: undefined when empty; a message when it cannot be read. */
export function readMinimum(text: string): { value: number | undefined } | { problem: string } {
  if (!text.trim()) return { value: undefined };
  const problem = typedNumberProblem(text, RULES);
  return problem === undefined ? { value: parseTypedNumber(text, RULES) } : { problem };
}

/**
 * A saved minimum of figure `id` as the box shows it again, in the figure's own format to every
 * digit typed ("$80K", "$0.001", "$1E27"), which reads back as the same minimum.
 */
export function minimumText(id: FigureId, value: number | undefined): string {
  return value === undefined ? '' : formatFigure(id, value, { precise: true });
}
