// Markdown building blocks for tool results: compact tables with what was left out counted,
// service text made inert, times in the zone times are shown in (socialPulse.timeZone), named,
// with their age. Every block is MarkdownText (the chat sink takes nothing else), and the types
// keep service text out unless a neutraliser wrote it: words written here must be string literals
// (a value read from the service is a `string`), figures come from numbers, and service text comes
// through cell(), prose() or serviceMarkdown(). Pure.
import * as l10n from '../../../shared/format/l10n';
import { figure as catalogued, type FigureId } from '../../../shared/figures/catalogue';
import { figureChange, formatFigure } from '../../../shared/figures/format';
import { mdCode, mdInline, truncate, visibleText } from '../../../shared/format/markdown';
import { formatCompact, formatCompactMoney, formatNumber, formatPercent, formatPrice, MISSING } from '../../../shared/format/numbers';
import { currentTimeZone, formatAge, formatStamp, isoTime } from '../../../shared/format/time';
import type { ShownZone } from '../../../shared/format/zone';
import { mdTable } from '../../../shared/render/markdownParts';
import { safeMarkdown } from '../../../shared/render/safeMarkdown';
import { markdownText, ownMarkdown, type MarkdownText } from '../../../editor/sinks/neutral';

export type { MarkdownText };

/** A string literal (or a union of them) or MarkdownText; a plain `string` (text read at run time) is refused. */
export type Own<T> = T extends number ? T : T extends string ? (string extends T ? never : T) : never;

/** Words written here, as markdown: only a literal type-checks. */
export function own<T extends string>(text: Own<T>): MarkdownText {
  return ownMarkdown(text);
}

/** Markdown written here: the literal parts as written; every value a literal, a number or MarkdownText. */
export function md<const V extends readonly unknown[]>(strings: TemplateStringsArray, ...values: { readonly [K in keyof V]: Own<V[K]> }): MarkdownText {
  return ownMarkdown(strings.reduce((out, part, i) => out + part + (i < values.length ? String(values[i]) : ''), ''));
}

/**
 * Our words in the person's language: `words` is `l10n.t('…')`, each `{n}` filled with values[n],
 * markdown written or neutralised here (a plain `string` read at run time is refused), in one pass
 * after the words, so a translation cannot place anything else.
 */
export function say(words: string, ...values: readonly (MarkdownText | number)[]): MarkdownText {
  return ownMarkdown(words.split(/(\{\d+\})/).map((part) => {
    const slot = /^\{(\d+)\}$/.exec(part);
    return slot && Number(slot[1]) < values.length ? String(values[Number(slot[1])]) : part;
  }).join(''));
}

/** Service text in a table cell or a line: one line, cut, every markdown character escaped. */
export function cell(value: unknown, max = 80): MarkdownText {
  return markdownText(truncate(value, max));
}

/** Service text (an id, a name) as code in a line or a heading: one line, cut, shown as written (mdCode). */
export function code(value: unknown, max = 80): MarkdownText {
  return ownMarkdown(mdCode(value, max));
}

/** Service text as code in a table's cell (or its heading): code(), with a `|` kept from ending the cell. */
export function codeCell(value: unknown, max = 80): MarkdownText {
  return ownMarkdown(mdCode(value, max, true));
}

/**
 * A sentence that quotes text from elsewhere (a message, an input): one line, cut, escaped only
 * where a character would act, so it reads as written (a model reads it too).
 */
export function prose(value: unknown, max = 400): MarkdownText {
  return ownMarkdown(mdInline(truncate(value, max)));
}

/**
 * Markdown written by the service (a report): only http(s) links stay live, images become plain
 * links, raw HTML shows as text (the notes guard), and bidi and control characters go.
 */
export function serviceMarkdown(text: string): MarkdownText {
  return ownMarkdown(visibleText(safeMarkdown(text)));
}

/** Columns of figures, by their heading: right-aligned. */
const FIGURE_HEADING = /^(#|rank|.*[0-9%$]|price|change|interactions|posts|contributors|followers|score|cap|volume|sentiment)/i;

/** Headings that name a figure of the catalogue (label()): right-aligned too. */
const figureHeadings = new Set<string>();

/** A figure's label, from the catalogue (src/shared/figures), as a heading or in a line. */
export function label(id: FigureId): MarkdownText {
  const text = markdownText(catalogued(id).label);
  figureHeadings.add(text);
  return text;
}

/** A figure's value as the catalogue formats it on screen; counts compact (a chat answer is read at a glance). */
export function value(id: FigureId, n: number | undefined): MarkdownText {
  return ownMarkdown(formatFigure(id, n, { compact: true }));
}

/** A markdown table (the shared writer); headings written here, `rows` already formatted; `empty` instead when there are no rows. */
export function table<const H extends readonly unknown[]>(headers: { readonly [K in keyof H]: Own<H[K]> }, rows: readonly (readonly MarkdownText[])[], empty: MarkdownText): MarkdownText {
  if (!rows.length) return empty;
  const heads = headers as readonly string[];
  return ownMarkdown(mdTable(heads, rows, heads.map((h) => (FIGURE_HEADING.test(h) || figureHeadings.has(h) ? 'right' : 'left'))));
}

/** "Showing 10 of 60; 50 more left out (…)." or nothing when all are shown. */
export function leftOut<T extends string>(shown: number, total: number, how: Own<T>): MarkdownText | undefined {
  if (total <= shown) return undefined;
  return say(l10n.t('_Showing {0} of {1}; {2} left out ({3})._'), shown, count(total), count(total - shown), ownMarkdown(how));
}

/** `2026-11-23 11:34 GMT+1`: in `zone` (by default the one times are shown in), which it names. */
export function stamp(ms: number, zone: ShownZone = currentTimeZone()): MarkdownText {
  return ownMarkdown(formatStamp(ms, zone));
}

/** `2026-11-23`: the UTC calendar day of `ms` (the service's days are UTC days; the caller says so). */
export function utcDay(ms: number): MarkdownText {
  return ownMarkdown(isoTime(ms)?.slice(0, 10) ?? MISSING);
}

/** `5 min ago`. */
export function ago(ms: number, now: number): MarkdownText {
  return ownMarkdown(formatAge(ms, now));
}

/** `2026-11-23 11:34 GMT+1 (5 min ago)`. */
export function when(ms: number, now: number, zone: ShownZone = currentTimeZone()): MarkdownText {
  return md`${stamp(ms, zone)} (${ago(ms, now)})`;
}

/** `1,234`. */
export function count(n: number): MarkdownText {
  return ownMarkdown(n.toLocaleString('en-US'));
}

/** `1 request`, `3 requests`. */
export function plural<T extends string>(n: number, one: Own<T>): MarkdownText {
  return ownMarkdown(`${n.toLocaleString('en-US')} ${n === 1 ? one : `${one}s`}`);
}

/** Joins non-empty lines and blocks with blank lines between blocks. */
export function blocks(parts: readonly (MarkdownText | undefined | false)[]): MarkdownText {
  return ownMarkdown(parts.filter((p): p is MarkdownText => typeof p === 'string' && p.length > 0).join('\n\n'));
}

/** Pieces joined with `separator` (written here). */
export function joined<T extends string>(parts: readonly (MarkdownText | undefined | false)[], separator: Own<T>): MarkdownText {
  return ownMarkdown(parts.filter((p): p is MarkdownText => typeof p === 'string' && p.length > 0).join(separator));
}

/** How a figure moved between two values, as the catalogue reads its kind: points, places or percent; or '—'. */
export function change(id: FigureId, first: number | undefined, last: number | undefined): MarkdownText {
  return ownMarkdown(figureChange(id, first, last));
}

// Figures: the display formatters write them from numbers, never from service text.
export const missing = ownMarkdown(MISSING);
export const compact = (n: number | undefined): MarkdownText => ownMarkdown(formatCompact(n));
export const money = (n: number | undefined): MarkdownText => ownMarkdown(formatCompactMoney(n));
export const figure = (n: number | undefined): MarkdownText => ownMarkdown(formatNumber(n));
export const percent = (n: number | undefined, signed = false): MarkdownText => ownMarkdown(formatPercent(n, signed));
export const price = (n: number | undefined): MarkdownText => ownMarkdown(formatPrice(n));
