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
  /** Typed with a $ sign (or, where the box reads a currency's code, in dollars by name: `10 usd`, `US$10`). */
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

/** The power of ten of a suffix; own keys only, so `constructor` is no size. */
function scaleOf(word: string): number | undefined {
  const w = word.toLowerCase();
  return Object.hasOwn(SCALES, w) ? SCALES[w] : undefined;
}

/** Longer is no number a person means (and the pattern need not try it). */
const MAX_LENGTH = 40;
/** What a box may be shown as examples, by its unit, each with the number it reads as. */
const EXAMPLES: Readonly<Record<NumberUnit | 'any', readonly (readonly [string, number])[]>> = {
  any: [['80000', 8e4], ['80k', 8e4], ['1.2M', 1.2e6], ['2.5%', 2.5], ['$80,000', 8e4]],
  dollars: [['80000', 8e4], ['80k', 8e4], ['1.2M', 1.2e6], ['$80,000', 8e4]],
  percent: [['2.5', 2.5], ['0.5', 0.5], ['2.5%', 2.5]],
  plain: [['10', 10], ['2.5', 2.5], ['80k', 8e4], ['1.2M', 1.2e6]],
  crypto: [['10', 10], ['1.5k', 1500], ['10 ETH', 10]],
};

/**
 * The examples a box of `rules` is shown: only what it takes (a box in dollars is never offered
 * "2.5%", which it refuses; a whole number of minutes up to a week never "1.2M").
 */
function examplesOf(rules: NumberRules): string {
  const all = EXAMPLES[rules.unit ?? 'any'];
  const fit = all.filter(([, v]) => (rules.min === undefined || v >= rules.min) && (rules.max === undefined || v <= rules.max) && (!rules.integer || Number.isInteger(v)));
  // an amount in a currency of its own, in the box's currency when known ("10 SOL", not "10 ETH")
  const code = rules.currency?.trim().toUpperCase();
  const shown = fit.map(([text]) => (code && /^[A-Z0-9]{2,12}$/.test(code) ? text.replace('ETH', code) : text));
  // a range none of the usual examples fits: its own bound, which it takes
  if (!shown.length) shown.push(String(rules.min ?? rules.max ?? 0));
  const last = shown.pop()!;
  return shown.length ? l10n.t('{0} or {1}', shown.reduce((a, b) => l10n.t('{0}, {1}', a, b)), last) : last;
}

// spaces of any width: a pasted figure may group its thousands with a no-break space
const SPACE = String.raw`[\s\u00a0\u202f]`;
// sign, `$` (or `US$`), sign, digits, a size or a code (or a size then a code: `1.2k ETH`), `$`, `%`
const SHAPE = new RegExp(String.raw`^([-+\u2212]?)${SPACE}*((?:us)?\$)?${SPACE}*([-+\u2212]?)${SPACE}*([\d.,\s\u00a0\u202f]*\d[\d.,]*(?:e[-+]?\d+)?|\.\d+(?:e[-+]?\d+)?)${SPACE}*([a-z]*)${SPACE}*(?:([a-z]+)${SPACE}*)?(\$?)${SPACE}*(%?)$`, 'i');
/** Digits grouped by thousands with commas or spaces (never both), or not grouped; then the decimals. */
const GROUPED = /^(?:\d{1,3}(?:,\d{3})+|\d{1,3}(?:[\s\u00a0\u202f]\d{3})+|\d*)(?:\.\d*)?(?:e[-+]?\d+)?$/i;
/** Dollars by name after the number, where a box reads a currency's code there ("10 usd", "10 dollars"). */
const DOLLAR_WORDS = /^(?:usd|(?:us )?dollars?)$/i;

/**
 * The number in `text`, or why it cannot be read (a message for the box, with examples of what a
 * box of `rules` takes). A `crypto` box takes a currency's code after the number (`10 ETH`, `1.2k
 * eth`), read into `currency`; dollars, however said (`$10`, `US$10`, `10$`, `10 usd`, `10
 * dollars`), are read as dollars, never as a code.
 */
export function readTypedNumber(text: string, rules: NumberRules = {}): TypedNumber | string {
  const currency = rules.unit === 'crypto';
  const examples = examplesOf(rules);
  const trimmed = text.trim();
  if (!trimmed) return l10n.t('Type a number, e.g. {0}.', examples);
  const m = trimmed.length <= MAX_LENGTH ? SHAPE.exec(trimmed) : null;
  if (!m) return l10n.t('Type the number in digits, e.g. {0}.', examples);
  const [, sign1 = '', lead = '', sign2 = '', digits = '', word1 = '', word2 = '', trail = '', percent = ''] = m;
  // a box that takes no code reads one `$`, before the number, and one size after it
  if (!currency && (lead.length > 1 || trail || word2)) return l10n.t('Type the number in digits, e.g. {0}.', examples);
  if (sign1 && sign2) return currency ? l10n.t('Type the number in digits, e.g. {0}.', examples) : l10n.t('Type one sign at most, e.g. -3% or -$500.');
  // a size, then (where the box takes one) the currency's code: "1.2k ETH"; a word that is no size is the code
  const sized = scaleOf(word1) !== undefined;
  const size = sized ? word1 : word2 ? '' : currency ? '' : word1;
  const words = sized ? word2 : word2 ? `${word1} ${word2}` : word1;
  const dollars = !!lead || !!trail || (currency && DOLLAR_WORDS.test(words));
  if (dollars && percent && !currency) return l10n.t('A number is in dollars ($80,000) or a percentage (2.5%), not both.');
  let code: string | undefined;
  if (currency && words && !dollars) {
    if (/^[a-z]{2,10}$/i.test(words)) code = words.toUpperCase();
    else if (word2) return l10n.t('Type the number in digits, e.g. {0}.', examples);
    else return l10n.t('"{0}" is not a size Social Pulse reads: use k (thousand), M (million), B (billion) or T (trillion), e.g. 80k or 1.2M.', words);
  }
  const scale = size ? scaleOf(size) : 0;
  if (scale === undefined) return l10n.t('"{0}" is not a size Social Pulse reads: use k (thousand), M (million), B (billion) or T (trillion), e.g. 80k or 1.2M.', size);
  if (!GROUPED.test(digits) || !/\d/.test(digits)) {
    return /,\d{1,2}$|,\d{4,}/.test(digits)
      ? l10n.t('Write decimals with a point (1.5); a comma only groups thousands (1,234.5).')
      : l10n.t('Type the number in digits, e.g. {0}.', examples);
  }
  const plain = digits.replace(/[,\s\u00a0\u202f]/g, '');
  if (scale && /e/i.test(plain)) return l10n.t('Type the number in digits, e.g. {0}.', examples);
  // the suffix moves the exponent: 1.2M is read as 1.2e6, exactly, not 1.2 × 1,000,000
  const magnitude = Number(scale ? `${plain}e${scale}` : plain);
  if (!Number.isFinite(magnitude)) return l10n.t('That number is too large.');
  const negative = ['-', '\u2212'].includes(sign1 || sign2);
  return { value: negative && magnitude !== 0 ? -magnitude : magnitude, percent: percent === '%', dollars, ...(code ? { currency: code } : {}) };
}

/** Why `text` does not fit `rules` (a message for the box), or undefined when it does. */
export function typedNumberProblem(text: string, rules: NumberRules = {}): string | undefined {
  const read = readTypedNumber(text, rules);
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
  const read = readTypedNumber(text, rules);
  return typeof read === 'string' || typedNumberProblem(text, rules) !== undefined ? undefined : read.value;
}
