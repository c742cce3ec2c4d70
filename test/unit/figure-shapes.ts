// What a figure looks like on screen, by the catalogue's format (src/shared/figures/catalogue.ts),
// and a reader of every figure a text names: a label of the catalogue followed by a value must be
// the catalogue's label, exactly, with a value in that figure's format. Shared by the unit tests
// (the surfaces' texts over the emulator) and the e2e (what a real VS Code shows), which require
// it from out/test/unit/figure-shapes.js.
import { allFigures, type FigureDef, type FigureFormat } from '../../src/shared/figures/catalogue';
import { inCollectionCurrency } from '../../src/shared/figures/format';

/** Labels the code had before the catalogue, for the same figures: none may come back. */
export const RETIRED_LABELS: readonly string[] = [
  'Posts active', 'Posts (active)', 'Posts (new)', 'Posts created', 'Contributors active', 'Contributors (active)', 'Contributors created',
  'Galaxy score', 'Alt rank', 'Sentiment (% positive)', 'Interactions (24 h)', 'Posts (24 h)', 'Volume (24 h)', 'Social volume (24 h)',
  '24 h change', '% change 24 h', '% change (24 h)', 'Last daily close', 'Spam', 'Sentiment (1–5)', 'Posts with interactions (24 h)',
];

const GROUPED = '\\d{1,3}(?:,\\d{3})*';
const COMPACT = '\\d{1,3}(?:\\.\\d)?[KMBT]?';
const SIGN = '[+\\-−]';
const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** What follows an NFT price whose currency is not known: " in the collection's currency". */
const UNKNOWN_CURRENCY = escape(inCollectionCurrency('\u0000').split('\u0000')[1]!);
/** A currency's code, in capitals: "ETH", "SOL". */
const CODE = '[A-Z][A-Z0-9]{1,9}';

/**
 * Each format's shape, whole: "$88,279.80" and "$0.0001234" (price), "$1.8T" (money), "8.96 ETH"
 * or the amount with words when the currency is not known (crypto), "8.31%" (share), "+1.20%"
 * (change), "79%" or "79% positive" (sentiment), "1,234" or compact "1.2M" (count), "#4" (rank),
 * "0.0123" (measure).
 */
export const FORMAT_SHAPES: Readonly<Record<FigureFormat, RegExp>> = {
  price: new RegExp(`^-?\\$(?:${GROUPED}\\.\\d{2}|0\\.\\d*[1-9]\\d{0,3})$`),
  money: new RegExp(`^-?\\$${COMPACT}$`),
  crypto: new RegExp(`^\\d[\\d,]*(?:\\.\\d+)?(?: ${CODE}|${UNKNOWN_CURRENCY})$`),
  share: new RegExp(`^${GROUPED}(?:\\.\\d{1,2})?%$`),
  change: new RegExp(`^(?:${SIGN}${GROUPED}\\.\\d{2}|0\\.00)%$`),
  sentiment: /^(?:\d|[1-9]\d|100)%(?: positive)?$/,
  count: new RegExp(`^-?(?:${GROUPED}|${COMPACT})$`),
  supply: new RegExp(`^${COMPACT}$`),
  score: new RegExp(`^-?${GROUPED}(?:\\.\\d)?$`),
  rank: new RegExp(`^#${GROUPED}$`),
  stars: /^\d(?:\.\d)? of 5$/,
  correlation: /^(?:[+-])?[01]\.\d{2}$/,
  measure: new RegExp(`^-?${GROUPED}(?:\\.\\d+)?$`),
};

const MISSING = '—';

/** Whether `shown` is the figure's value as the catalogue formats it (or the mark of a missing one). */
export function inFormat(def: Pick<FigureDef, 'format'>, shown: string): boolean {
  const v = shown.trim();
  return v === MISSING || FORMAT_SHAPES[def.format].test(v);
}

/** A figure read in a text: the label as written, the value after it, and what is wrong with them. */
export interface Reading {
  label: string;
  value: string;
  problem?: string;
}

/** Where a value starts after a label: "**Label**: ", "Label ", "Label: ". */
const JOIN = '\\**:?\\**[ \\t\\u00a0]+';
/**
 * A value: a number with its sign, currency, letter or percent, and the words some formats end
 * with ("ETH", "positive", "of 5", "in the collection's currency"); then no letter or digit.
 */
const VALUE = `([$#+\\-−]?\\$?\\d(?:[\\d.,]*\\d)?(?:\\s?[KMBT%])?(?: ${CODE}| positive| of 5|${UNKNOWN_CURRENCY})?)(?=$|[\\s)·|,;:—*\\]])`;

/** A label in any letter case ("Galaxy score" for "Galaxy Score"), the rest of the pattern keeping its own. */
const anyCase = (label: string): string => escape(label).replace(/\p{L}/gu, (c) => `[${c.toLowerCase()}${c.toUpperCase()}]`);

/**
 * A label and the value shown beside it: undefined when the label names no figure; else the
 * reading, with its problem when the label is a variant or a retired one, or the value (its words
 * in brackets after it left out: "#7 (▼1 in 1 h)", "$1.2M (coins list, 14:00 UTC)") is not in the
 * figure's format.
 */
export function checkShown(label: string, shown: string): Reading | undefined {
  const defs = allFigures();
  const value = shown.replace(/\s+/g, ' ').trim();
  const def = defs.find((d) => d.label === label);
  if (!def) {
    const named = defs.find((d) => d.label.toLowerCase() === label.toLowerCase());
    const retired = RETIRED_LABELS.some((r) => r.toLowerCase() === label.toLowerCase());
    if (named) return { label, value, problem: `"${label}" is not the catalogue's "${named.label}"` };
    return retired ? { label, value, problem: `a retired label "${label}"` } : undefined;
  }
  const bare = value.replace(/ \((?![^()]*currency)[^()]*\)$/, '');
  return { label, value, ...(inFormat(def, bare) ? {} : { problem: `${label} "${value}" is not in the ${def.format} format` }) };
}

/**
 * Every figure `text` names with a value after it: a catalogue label, a case variant of one or a
 * retired label, followed by a number. A figure's label must be the catalogue's exactly and its
 * value in its format; words in prose ("Sentiment leaves neutral posts out") are no reading.
 */
export function readingsIn(text: string): Reading[] {
  const names = [...new Set([...allFigures().map((d) => d.label), ...RETIRED_LABELS])].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`(?<![\\p{L}\\d])(${names.map(anyCase).join('|')})${JOIN}${VALUE}`, 'gu');
  const out: Reading[] = [];
  for (const m of text.matchAll(pattern)) {
    const label = m[1]!;
    // "Interactions 24 h |": the longer label, which is no reading here, not "Interactions" 24
    const at = text.slice(m.index);
    if (names.some((n) => n.length > label.length && at.toLowerCase().startsWith(n.toLowerCase()))) continue;
    const reading = checkShown(label, m[2]!);
    if (reading) out.push(reading);
  }
  return out;
}
