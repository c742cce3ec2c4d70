// Number formatting for trees, tooltips and panels. One cached Intl.NumberFormat per style:
// constructing them is the expensive part, formatting with a cached one is cheap.

/** Shown wherever a figure is missing or unreadable. */
export const MISSING = '—';

const LOCALE = 'en-US';
const formats = new Map<string, Intl.NumberFormat>();

/**
 * The en-US number format of these options, made once per `key`. A value that rounds to zero
 * reads "0", never "-0" (unless the options choose their own sign display).
 */
export function cachedFormat(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(LOCALE, { signDisplay: 'negative', ...options });
    formats.set(key, f);
  }
  return f;
}

function usable(n: number | undefined): n is number {
  return typeof n === 'number' && Number.isFinite(n);
}

/** 1234 -> "1.2K", 3_400_000 -> "3.4M", 1.2e9 -> "1.2B"; below 1,000 to one place (12.5). */
export function formatCompact(n: number | undefined): string {
  if (!usable(n)) return MISSING;
  return cachedFormat('compact', { notation: 'compact', compactDisplay: 'short', maximumFractionDigits: 1 }).format(n);
}

/** Full figure with grouping: 1234567 -> "1,234,567" (fractions to two places). */
export function formatNumber(n: number | undefined): string {
  if (!usable(n)) return MISSING;
  return cachedFormat('number', { maximumFractionDigits: 2 }).format(n);
}

/**
 * `n` is already a percentage (2.5 means 2.5 %). `signed` shows "+" for gains, as for changes.
 */
export function formatPercent(n: number | undefined, signed = false): string {
  if (!usable(n)) return MISSING;
  const f = signed
    ? cachedFormat('percent-signed', { style: 'percent', maximumFractionDigits: 2, minimumFractionDigits: 2, signDisplay: 'exceptZero' })
    : cachedFormat('percent', { style: 'percent', maximumFractionDigits: 2 });
  return f.format(n / 100);
}

/**
 * US dollars: cents from $1, four significant digits below (coins trade at fractions of a cent),
 * and never fewer than a cent's two places: "$0.30", not "$0.3"; "$1.00", not "$1".
 */
export function formatPrice(n: number | undefined): string {
  if (!usable(n)) return MISSING;
  const cents = cachedFormat('price', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  if (Math.abs(n) >= 1 || n === 0) return cents.format(n);
  const parts = cachedFormat('price-small', { style: 'currency', currency: 'USD', maximumSignificantDigits: 4 }).formatToParts(n);
  const places = parts.find((p) => p.type === 'fraction')?.value.length ?? 0;
  return places >= 2 ? parts.map((p) => p.value).join('') : cents.format(n);
}

/** Past this, a compact amount runs to many digits before its T ("$1,000,000,000,000,000T"): a power of ten reads better. */
const COMPACT_LIMIT = 1e15;

/**
 * A dollar amount as compact as `formatCompactMoney` writes it, to every digit a person would type
 * (fifteen significant): "$80K", "$1.234567M", "$0.001", and from a thousand trillion on as a power
 * of ten, "$1.234E27". Each reads back as the same amount (format/typedNumber.ts).
 */
export function formatPreciseMoney(n: number | undefined): string {
  if (!usable(n)) return MISSING;
  const huge = Math.abs(n) >= COMPACT_LIMIT;
  return cachedFormat(huge ? 'money-scientific' : 'money-precise', {
    style: 'currency', currency: 'USD', notation: huge ? 'scientific' : 'compact', maximumSignificantDigits: 15,
  }).format(n);
}

/** Dollar amounts such as market cap and volume, compact: "$1.2B". */
export function formatCompactMoney(n: number | undefined): string {
  if (!usable(n)) return MISSING;
  // a currency's own two places would otherwise leave an empty decimal: "$84.0K", "$0.0"
  return cachedFormat('money-compact', { style: 'currency', currency: 'USD', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 }).format(n);
}
