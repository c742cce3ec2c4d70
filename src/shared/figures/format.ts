// The one formatter of figures, by context. On screen (a panel's cell, a tree row, a chat answer,
// an alert's words) a figure reads the way its catalogue entry says: a price to the cent, a dollar
// amount compact with its own letter ("$1.7T", "$88.5B", in any column), a sentiment as a whole
// percent. A report or CSV keeps the exact value and puts the unit in the header. Pure.
import * as l10n from '../format/l10n';
import { cachedFormat as cached, formatCompact, formatCompactMoney, formatNumber, formatPercent, formatPreciseMoney, formatPrice, MISSING } from '../format/numbers';
import { rankMove } from '../format/rank';
import { figure, type FigureId, type FigureUnit } from './catalogue';
import { percentChange } from './derive';

/** Whether a figure is given: null (the service's own "none"), NaN and the infinities are not, as undefined is not; each formats as —. */
export const hasFigure = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

export interface FigureOptions {
  /** The currency of a `crypto` figure (an NFT collection's `base_crypto`). */
  currency?: string;
  /** A narrow place (a tree row's description): counts and supplies compact ("1.2M"). */
  compact?: boolean;
  /** Every digit a box reads back (a filter's minimum shown again): a dollar amount to fifteen significant digits. */
  precise?: boolean;
}

/**
 * An amount in a collection's own currency when the answer did not name it (the collection's own
 * answer sends no `base_crypto`): said in words, as a report's header says "collection currency",
 * never a bare "8.96".
 */
export function inCollectionCurrency(amount: string): string {
  return l10n.t('{0} in the collection\'s currency', amount);
}

/**
 * A currency's code as service data names it ("eth" → "ETH"), or undefined when the text is not
 * one: a stranger's text never stands where a unit is read.
 */
export function currencyCode(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const code = value.trim().toUpperCase();
  return /^[A-Z0-9]{2,12}$/.test(code) ? code : undefined;
}

/** A price in a currency of its own: "8.96 ETH", "0.00001234 BTC", "8.96 in the collection's currency". */
function crypto(n: number, unit: FigureUnit, currency: string | undefined): string {
  const amount = Math.abs(n) >= 1 ? cached('crypto', { maximumFractionDigits: 4 }).format(n) : cached('crypto-small', { maximumSignificantDigits: 4 }).format(n);
  const code = unit === 'btc' ? 'BTC' : currencyCode(currency);
  return code ? `${amount} ${code}` : inCollectionCurrency(amount);
}

/** The figure as a person reads it on screen. */
export function formatFigure(id: FigureId, n: number | null | undefined, o: FigureOptions = {}): string {
  if (!hasFigure(n)) return MISSING;
  const def = figure(id);
  switch (def.format) {
    case 'price': return formatPrice(n);
    case 'money': return o.precise ? formatPreciseMoney(n) : formatCompactMoney(n);
    case 'crypto': return crypto(n, def.unit, o.currency);
    case 'share': return formatPercent(n);
    case 'change': return formatPercent(n, true);
    case 'sentiment': return `${Math.round(Math.min(100, Math.max(0, n)))}%`;
    case 'count': return o.compact ? formatCompact(Math.round(n)) : formatNumber(Math.round(n));
    case 'supply': return formatCompact(n);
    case 'score': return cached('score', { maximumFractionDigits: 1 }).format(n);
    case 'rank': return `#${formatNumber(Math.round(n))}`;
    case 'stars': return l10n.t('{0} of 5', cached('score', { maximumFractionDigits: 1 }).format(n));
    case 'correlation': {
      // as shown, to two places: what rounds to zero is 0.00, with no sign ("-0.00" read as a weak negative)
      const r = Math.round(n * 100) / 100;
      return r === 0 ? '0.00' : `${r > 0 ? '+' : ''}${r.toFixed(2)}`;
    }
    // three significant digits keep a small fraction's (0.0123); from 100 on they would round away whole units
    case 'measure': return Math.abs(n) >= 100 ? cached('score', { maximumFractionDigits: 1 }).format(n) : cached('measure', { maximumSignificantDigits: 3 }).format(n);
  }
}

/** The figure in a narrow place (a tree row, a picker, a panel's heading): "+1.20% 24 h", "floor 8.96 ETH". */
export function briefFigure(id: FigureId, n: number | null | undefined, o: FigureOptions = {}): string {
  const value = formatFigure(id, n, o);
  return figure(id).brief?.(value) ?? value;
}

/** "74% positive": a sentiment in words (a row of figures, a sentence); other figures as formatFigure. */
export function figureWords(id: FigureId, n: number | null | undefined, o: FigureOptions = {}): string {
  if (hasFigure(n) && figure(id).format === 'sentiment') return l10n.t('{0} positive', formatFigure(id, n, o));
  return formatFigure(id, n, o);
}

/**
 * How a figure moved from `first` to `last`, as its nature reads: a percent (a sentiment, a share)
 * in percentage points ("+6 points"), a rank in places with its direction ("up 50 places": lower is
 * better), anything else in percent of the first value ("+10.00%").
 */
export function figureChange(id: FigureId, first: number | null | undefined, last: number | null | undefined): string {
  if (!hasFigure(first) || !hasFigure(last)) return MISSING;
  const { unit } = figure(id);
  if (unit === 'rank') return rankMove(last, first)?.words ?? MISSING;
  if (unit !== 'percent') return formatPercent(percentChange(first, last), true);
  const points = Math.round((last - first) * 100) / 100;
  const signed = cached('points', { maximumFractionDigits: 2, signDisplay: 'exceptZero' }).format(points);
  return Math.abs(points) === 1 ? l10n.t('{0} point', signed) : l10n.t('{0} points', signed);
}

/**
 * The exact value for a report's table: every digit the service sent, grouped; no unit (the header
 * has it). A whole number in full (a supply of eighteen digits); a fraction to fifteen significant
 * digits, not a number of places: a price of a billionth keeps the digits the screen shows, and a
 * float's noise (0.30000000000000004) is left off.
 */
export function exactFigure(n: number | null | undefined): string {
  if (!hasFigure(n)) return MISSING;
  return Number.isInteger(n) ? cached('exact-whole', { maximumFractionDigits: 0 }).format(n) : cached('exact', { maximumSignificantDigits: 15 }).format(n);
}

/** A unit as a report's or CSV's header says it; undefined when the label says it all (counts, scores, ranks). */
function unitWords(unit: FigureUnit, currency: string | undefined): string | undefined {
  switch (unit) {
    case 'usd': return 'USD';
    case 'btc': return 'BTC';
    case 'crypto': return currencyCode(currency) ?? l10n.t('collection currency');
    case 'percent': return '%';
    default: return undefined;
  }
}

/** A report's column header: the label and the unit its exact values are in ("Market cap (USD)"). */
export function reportHeader(id: FigureId, o: FigureOptions = {}): string {
  const def = figure(id);
  const unit = unitWords(def.unit, o.currency);
  return unit ? l10n.t('{0} ({1})', def.label, unit) : def.label;
}

const CSV_SUFFIX: Partial<Record<FigureUnit, string>> = { usd: '_usd', btc: '_btc', percent: '_percent' };

/** A CSV column's name: the figure's id with its unit ("market_cap_usd", "sentiment_percent"), read by spreadsheets and scripts. */
export function csvColumn(id: FigureId): string {
  const suffix = CSV_SUFFIX[figure(id).unit] ?? '';
  return suffix && id.includes(suffix.slice(1)) ? id : `${id}${suffix}`;
}
