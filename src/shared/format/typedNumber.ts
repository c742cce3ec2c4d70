// A number as a person types it into a box: `80k`, `1.2M`, `2.5%`, `$80,000`, `1,234.5`, `-3%`,
// `80 000`, `80 k`, and `10 ETH` where a box takes an amount in a currency of its own. One reader
// for every box of ours that takes a number (an alert's level and cool-down, the backtest panel's
// numbers, the plan's limits), so each box takes the same writing and refuses with the same words. Pure and browser-safe (the webview reads its boxes with it).
import * as l10n from './l10n';
import { formatNumber } from './numbers';

export interface TypedNumber {
  value: number;
  /** Typed with a % sign. */
  percent: boolean;
  /** Typed with a $ sign. */
  dollars: boolean;
  /** The currency's code typed after the number ("ETH" of `10 eth`), where the box takes one. */
  currency?: string;
}

/**
 * What a box holds: dollars take `$`, percentages take `%`, plain numbers take neither; `crypto`,
 * an amount in an NFT collection's own currency, takes its code after the number (`10 ETH`) and
 * refuses `$`, which would be another currency.
 */
export type NumberUnit = 'dollars' | 'percent' | 'plain' | 'crypto';

export interface NumberRules {
  min?: number;
  max?: number;
  integer?: boolean;
  /** Refuse the sign of another unit; without it `$` and `%` are both read and dropped. */
  unit?: NumberUnit;
  /** The currency of a `crypto` box when known ("ETH"): a code typed after the number must be it. */
  currency?: string;
}

/** Powers of ten of the suffixes, either case: `k` thousand, `M` million, `B` billion, `T` trillion. */
const SCALES: Readonly<Record<string, number>> = { k: 3, m: 6, b: 9, t: 12 };

/** Longer is no number a person means (and the pattern need not try it). */
const MAX_LENGTH = 40;
const EXAMPLES = '80000, 80k, 1.2M, 2.5% or $80,000';

// spaces of any width: a pasted figure may group its thousands with a no-break space
const SPACE = String.raw`[\s\u00a0\u202f]`;
const SHAPE = new RegExp(String.raw`^([-+\u2212]?)${SPACE}*(\$?)${SPACE}*([-+\u2212]?)${SPACE}*([\d.,\s\u00a0\u202f]*\d[\d.,]*(?:e[-+]?\d+)?|\.\d+(?:e[-+]?\d+)?)${SPACE}*([a-z]*)${SPACE}*(%?)$`, 'i');
/** Digits grouped by thousands with commas or spaces (never both), or not grouped; then the decimals. */
const GROUPED = /^(?:\d{1,3}(?:,\d{3})+|\d{1,3}(?:[\s\u00a0\u202f]\d{3})+|\d*)(?:\.\d*)?(?:e[-+]?\d+)?$/i;

/**
 * The number in `text`, or why it cannot be read (a message for the box). `currency`: the box
 * takes a currency's code after the number (`10 ETH`), read into `currency`.
 */
export function readTypedNumber(text: string, currency = false): TypedNumber | string {
  const trimmed = text.trim();
  if (!trimmed) return l10n.t('Type a number, e.g. {0}.', EXAMPLES);
  const m = trimmed.length <= MAX_LENGTH ? SHAPE.exec(trimmed) : null;
  if (!m) return l10n.t('Type the number in digits, e.g. {0}.', EXAMPLES);
  const [, sign1 = '', dollar = '', sign2 = '', digits = '', suffix = '', percent = ''] = m;
  if (sign1 && sign2) return l10n.t('Type one sign at most, e.g. -3% or -$500.');
  if (dollar && percent) return l10n.t('A number is in dollars ($80,000) or a percentage (2.5%), not both.');
  // a suffix that is no size is, where the box takes one, the currency's code
  const code = currency && suffix && SCALES[suffix.toLowerCase()] === undefined && /^[a-z]{2,10}$/i.test(suffix) ? suffix.toUpperCase() : undefined;
  const scale = code ? 0 : suffix ? SCALES[suffix.toLowerCase()] : 0;
  if (scale === undefined) return l10n.t('"{0}" is not a size Social Pulse reads: use k (thousand), M (million), B (billion) or T (trillion), e.g. 80k or 1.2M.', suffix);
  if (!GROUPED.test(digits) || !/\d/.test(digits)) {
    return /,\d{1,2}$|,\d{4,}/.test(digits)
      ? l10n.t('Write decimals with a point (1.5); a comma only groups thousands (1,234.5).')
      : l10n.t('Type the number in digits, e.g. {0}.', EXAMPLES);
  }
  const plain = digits.replace(/[,\s\u00a0\u202f]/g, '');
  if (scale && /e/i.test(plain)) return l10n.t('Type the number in digits, e.g. {0}.', EXAMPLES);
  // the suffix moves the exponent: 1.2M is read as 1.2e6, exactly, not 1.2 × 1,000,000
  const magnitude = Number(scale ? `${plain}e${scale}` : plain);
  if (!Number.isFinite(magnitude)) return l10n.t('That number is too large.');
  const negative = ['-', '\u2212'].includes(sign1 || sign2);
  return { value: negative && magnitude !== 0 ? -magnitude : magnitude, percent: percent === '%', dollars: dollar === '$', ...(code ? { currency: code } : {}) };
}

/** Why `text` does not fit `rules` (a message for the box), or undefined when it does. */
export function typedNumberProblem(text: string, rules: NumberRules = {}): string | undefined {
  const read = readTypedNumber(text, rules.unit === 'crypto');
  if (typeof read === 'string') return read;
  if (read.percent && rules.unit && rules.unit !== 'percent') return l10n.t('This number is not a percentage: leave out the %.');
  if (rules.unit === 'crypto') {
    const known = rules.currency?.trim().toUpperCase();
    // a dollar amount is not an amount of ETH: refused, never converted nor read as one
    if (read.dollars) {
      return known
        ? l10n.t('This number is in {0}, the collection\'s own currency, not in dollars: leave out the $ (e.g. 10 or 10 {0}).', known)
        : l10n.t('This number is in the collection\'s own currency, not in dollars: leave out the $ (e.g. 10).');
    }
    if (read.currency && known && read.currency !== known) return l10n.t('This number is in {0}, the collection\'s own currency, not in {1}: type it in {0} (e.g. 10 or 10 {0}).', known, read.currency);
  }
  if (read.dollars && rules.unit && rules.unit !== 'dollars') return l10n.t('This number is not in dollars: leave out the $.');
  if (rules.integer && !Number.isInteger(read.value)) return l10n.t('Type a whole number.');
  if (rules.min !== undefined && read.value < rules.min) return l10n.t('Type a number of at least {0}.', formatNumber(rules.min));
  if (rules.max !== undefined && read.value > rules.max) return l10n.t('Type a number of at most {0}.', formatNumber(rules.max));
  return undefined;
}

/** The number in `text` when it fits `rules`, else undefined (`typedNumberProblem` says why). */
export function parseTypedNumber(text: string, rules: NumberRules = {}): number | undefined {
  const read = readTypedNumber(text, rules.unit === 'crypto');
  return typeof read === 'string' || typedNumberProblem(text, rules) !== undefined ? undefined : read.value;
}
