// Service text goes into tooltips as Markdown. It is written as text: every character that
// Markdown (or an HTML-capable renderer) could act on is escaped, and line breaks are folded.

const SPECIAL = /[\\`*_{}[\]()#+\-.!|<>~&"'=:]/g;

/** Text safe to place anywhere in Markdown; shows exactly as written, on one line. */
export function mdText(value: unknown): string {
  return oneLine(value).replace(SPECIAL, (ch) => `\\${ch}`);
}

/**
 * Characters that change how the text around them shows without showing themselves: bidi
 * embeddings, overrides, isolates and marks (a right-to-left override reverses the rest of a
 * line, figures included), control characters other than whitespace, and the zero-width space,
 * word joiner and byte order mark, which make a name that reads as another ("Bit\u200Bcoin").
 * The zero-width joiner and non-joiner stay: emoji and some scripts are written with them.
 */
const INVISIBLE = /[\u0000-\u0008\u000E-\u001F\u007F-\u009F\u061C\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/gu;

/** Drops bidi, control and zero-width characters (INVISIBLE); whitespace stays. */
export function visibleText(text: string): string {
  return text.replace(INVISIBLE, '');
}

/** Collapses whitespace (newlines, tabs) to single spaces, drops bidi and control characters, and trims. */
export function oneLine(value: unknown): string {
  const s = typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
  return visibleText(s).replace(/\s+/gu, ' ').trim();
}

/** Whether text shows nothing: only whitespace, bidi, control and format characters (zero-width spaces and joiners, soft hyphens). */
export function showsNothing(value: unknown): boolean {
  return !oneLine(value).replace(/\p{Cf}/gu, '');
}

/** One line, at most `max` characters (by code point, so emoji are not split), with an ellipsis. */
export function truncate(value: unknown, max: number): string {
  const chars = [...oneLine(value)];
  return chars.length <= max ? chars.join('') : `${chars.slice(0, Math.max(1, max - 1)).join('').trimEnd()}…`;
}

/**
 * Text as an inline code span, on one line and cut at `max`, shown exactly as written: a span
 * takes no backslash escapes (they would show), so nothing in it is escaped; its fence is a
 * backtick run longer than any in the text, with a space inside each end when the text starts or
 * ends with a backtick (CommonMark drops one such space each side). `inTable`: a `|` escaped, as
 * a table row is split into cells before the span is read (GFM turns the `\|` back into `|`), and
 * the backslashes just before it doubled: GitHub's reader takes `\\` as a pair, so a lone `\`
 * before the `\|` would leave the pipe bare and split the cell (VS Code's only looks at the one
 * character before the pipe); those backslashes then show doubled, alike in both. Empty text
 * gives '' (an empty span shows its backticks).
 */
export function mdCode(value: unknown, max: number, inTable = false): string {
  const text = truncate(value, max);
  if (!text) return '';
  const fence = '`'.repeat(Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length)) + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${inTable ? text.replace(/(\\*)\|/g, '$1$1\\|') : text}${pad}${fence}`;
}

/** Lines of a tooltip, joined with hard line breaks; empty entries are dropped. */
export function mdLines(lines: readonly (string | undefined)[]): string {
  return lines.filter((l): l is string => !!l).join('  \n');
}

/** What a backslash escapes in markdown. */
export const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;
/** What CommonMark decodes as a character reference. */
const ENTITY = /^&(?:#\d{1,7}|#[xX][\da-fA-F]{1,6}|[A-Za-z][A-Za-z\d]{1,31});/;
/** A tag, comment or declaration, or an autolink (`<scheme:…>`, `<name@host>`). */
const TAG_OR_AUTOLINK = /^<(?:[A-Za-z/!?]|[^<>\x00-\x20]*>)/;
const WORD_CHAR = /[\p{L}\p{N}]/u;

/** Where each run of `ch` in `text` starts and how long it is. */
function runs(text: string, ch: string): { start: number; length: number }[] {
  return [...text.matchAll(new RegExp(`\\${ch}+`, 'g'))].map((m) => ({ start: m.index, length: m[0].length }));
}

/** Whether a run of `*` or `_` could open or close emphasis (CommonMark's flanking, erring towards yes). */
function delimiterActs(ch: string, before: string | undefined, after: string | undefined): boolean {
  const space = (c: string | undefined): boolean => c !== undefined && /\s/.test(c);
  if (space(before) && space(after)) return false;
  return !(ch === '_' && before !== undefined && after !== undefined && WORD_CHAR.test(before) && WORD_CHAR.test(after));
}

/**
 * The `$`s of `text` that could pair as math (`$PEPE$ Punks`), as VS Code's preview and notebooks
 * read it (markdown-it-katex): one that could open (not before white space) with one after it that
 * could close (not after white space, nor before a digit), and that one. `$5 or $10` is no math.
 */
function mathDollars(text: string): number[] {
  const at = [...text.matchAll(/\$/g)].map((m) => m.index);
  const opens = (i: number): boolean => i + 1 < text.length && !/\s/u.test(text[i + 1]!);
  const closes = (i: number): boolean => i > 0 && !/\s/u.test(text[i - 1]!) && !/\d/.test(text[i + 1] ?? '');
  return at.filter((i) => (opens(i) && at.some((j) => j > i && closes(j))) || (closes(i) && at.some((j) => j < i && opens(j))));
}

/**
 * One line of service text inside an ATX heading (possibly at its end) or between emphasis marks,
 * escaped only where a character would act there, so the raw note reads as the text: `Bitcoin
 * (BTC)` stays as it is; a `[` with a `]` after it, a `<` opening a tag or autolink, an entity, an
 * emphasis run that could open or close, backticks when more than one run could pair, tildes when
 * two could strike through, `$`s that could pair as math, a backslash before punctuation and a
 * closing `#` sequence are escaped.
 */
export function mdInline(value: unknown): string {
  const text = oneLine(value);
  const escape = new Array<boolean>(text.length).fill(false);
  // an escaped backtick still closes a code span, so either every backtick is escaped or none
  const ticks = runs(text, '`');
  if (ticks.length > 1) for (const r of ticks) escape.fill(true, r.start, r.start + r.length);
  for (const ch of ['*', '_']) {
    for (const r of runs(text, ch)) {
      if (delimiterActs(ch, text[r.start - 1], text[r.start + r.length])) escape.fill(true, r.start, r.start + r.length);
    }
  }
  for (const i of mathDollars(text)) escape[i] = true;
  const tildes = (text.match(/~/g) ?? []).length;
  const lastClose = text.lastIndexOf(']');
  const closing = /(?:^| )(#+)$/.exec(text);
  for (let i = 0; i < text.length; i++) {
    switch (text[i]) {
      case '\\': escape[i] = i + 1 === text.length || ASCII_PUNCTUATION.test(text[i + 1]!); break;
      case '~': escape[i] = tildes > 1; break;
      case '[': escape[i] = lastClose > i; break;
      case '<': escape[i] = TAG_OR_AUTOLINK.test(text.slice(i)); break;
      case '&': escape[i] = ENTITY.test(text.slice(i)); break;
      case '#': escape[i] = !!closing && i === text.length - closing[1]!.length; break;
    }
  }
  let out = '';
  for (let i = 0; i < text.length; i++) out += escape[i] ? `\\${text[i]}` : text[i];
  return out;
}

/**
 * Service text as a link's text: escaped as inline text is (mdInline), and every bracket too, as
 * one would end the link's text or open a link inside it. `Bitcoin (BTC) hits $100k!` stays as it reads.
 */
export function mdLinkText(value: unknown): string {
  return mdInline(value).replace(/(\\*)([[\]])/g, (m, slashes: string, bracket: string) => (slashes.length % 2 ? m : `${slashes}\\${bracket}`));
}

/**
 * Inline markdown (mdInline's) placed where a line or a list item's content starts, where a
 * leading `>`, `#`, `-`, `+`, `*`, a fence's backticks or tildes, or `1.` / `1)` would open a block
 * (a quote, a heading, a nested list, code): that marker escaped (`\>`, `1\.`); elsewhere as it was.
 */
export function mdAtLineStart(inline: string): string {
  return inline.replace(/^[>#+\-*`~]/, (ch) => `\\${ch}`).replace(/^(\d{1,9})([.)])(?=\s|$)/, '$1\\$2');
}

/**
 * A link destination for an address already checked (a URL's `href`): in angle brackets, which
 * allow parentheses; backslashes and entity-like `&` escaped, so markdown decodes nothing in it.
 */
export function mdDestination(href: string): string {
  return `<${href.replace(/\\/g, '\\\\').replace(/&(?=#?[A-Za-z\d]+;)/g, '\\&')}>`;
}
