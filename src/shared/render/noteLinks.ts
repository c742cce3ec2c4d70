// Links and images of one run of markdown lines, rewritten for a note: a link is kept only when
// its address is http(s), written again from the checked address; any other link becomes its text;
// an image becomes a link to it (or its text), so previewing the note fetches nothing. The scan
// follows markdown-it's inline rules for what it rewrites (escapes, code spans, nested labels,
// reference links, autolinks); what it misjudges is caught afterwards by `guard` in safeMarkdown.ts.
import { ASCII_PUNCTUATION, mdDestination } from '../format/markdown';
import { safeLinkUrl } from '../protocol/display';

/** Output text, and whether it is markup written here around a checked address. */
export interface Piece {
  text: string;
  trusted: boolean;
}

/** Reference labels (normalised) and their http(s) address, or undefined for any other. */
export type Definitions = ReadonlyMap<string, string | undefined>;

type Construct =
  | { kind: 'skip'; end: number }
  | { kind: 'autolink'; end: number; url: string | undefined }
  | { kind: 'link' | 'image'; end: number; labelStart: number; labelEnd: number; url: string | undefined };

const AUTOLINK = /^[a-zA-Z][a-zA-Z0-9+.-]{1,31}:[^<>\x00-\x20]*$/;
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
/** Deeper nesting is left to the guard: a hostile `[[[[…` must not exhaust the stack. */
const MAX_DEPTH = 32;
const MAX_PARENS = 32;
const ENTITY = /\\([!-/:-@[-`{-~])|&(?:#(\d{1,7})|#[xX]([\da-fA-F]{1,6})|(amp|lt|gt|quot|apos));/g;
const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** CommonMark's label matching: case-folded, inner whitespace collapsed. */
export function normalizeLabel(label: string): string {
  return label.trim().replace(/\s+/g, ' ').toLowerCase().toUpperCase();
}

function codePoint(n: number): string {
  return n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '\ufffd';
}

/** A destination as markdown reads it: backslash escapes and common character references decoded. */
export function destinationUrl(raw: string): string | undefined {
  const decoded = raw.replace(ENTITY, (_m, escaped: string | undefined, dec: string | undefined, hex: string | undefined, named: string | undefined) =>
    escaped ?? (dec ? codePoint(Number(dec)) : hex ? codePoint(parseInt(hex, 16)) : NAMED[named!]!));
  return safeLinkUrl(decoded);
}

function isBlank(ch: string | undefined): boolean {
  return ch === ' ' || ch === '\t' || ch === '\n';
}

export class LinkRewriter {
  private readonly found = new Map<number, Construct | undefined>();
  /** Labels being scanned now: each may scan the labels nested in it. */
  private scanning = 0;
  /** The next `>` at or after the last autolink tried (so a text full of `<` is read once). */
  private nextGt = -1;

  constructor(private readonly src: string, private readonly definitions: Definitions, private readonly depth = 0) {}

  /** `inLink`: inside a kept link's text, where no link or image may be. */
  rewrite(inLink = false): Piece[] {
    const pieces: Piece[] = [];
    let plainFrom = 0;
    for (let pos = 0; pos < this.src.length;) {
      const c = this.construct(pos);
      if (!c || c.kind === 'skip') {
        pos = c?.end ?? pos + 1;
        continue;
      }
      if (pos > plainFrom) pieces.push({ text: this.src.slice(plainFrom, pos), trusted: false });
      pieces.push(...this.replacement(c, pos, inLink));
      pos = plainFrom = c.end;
    }
    if (plainFrom < this.src.length) pieces.push({ text: this.src.slice(plainFrom), trusted: false });
    return pieces;
  }

  private replacement(c: Exclude<Construct, { kind: 'skip' }>, pos: number, inLink: boolean): Piece[] {
    if (c.kind === 'autolink') {
      return [c.url && !inLink ? { text: `<${c.url}>`, trusted: true } : { text: this.src.slice(pos, c.end), trusted: false }];
    }
    const label = new LinkRewriter(this.src.slice(c.labelStart, c.labelEnd), this.definitions, this.depth + 1);
    if (!c.url || inLink) return label.rewrite(inLink || c.kind === 'image');
    const text = label.rewrite(true);
    const shown = text.some((p) => p.text.trim()) ? text : [{ text: c.kind, trusted: true }];
    return [{ text: '[', trusted: true }, ...shown, { text: `](${mdDestination(c.url)})`, trusted: true }];
  }

  /** What starts at `pos`, in markdown-it's order of inline rules; memoised as markdown-it does. */
  private construct(pos: number): Construct | undefined {
    if (this.found.has(pos)) return this.found.get(pos);
    const c = this.scan(pos);
    this.found.set(pos, c);
    return c;
  }

  private scan(pos: number): Construct | undefined {
    const src = this.src;
    switch (src[pos]) {
      case '\\':
        return pos + 1 < src.length && (src[pos + 1] === '\n' || ASCII_PUNCTUATION.test(src[pos + 1]!)) ? { kind: 'skip', end: pos + 2 } : undefined;
      case '`':
        return { kind: 'skip', end: this.codeSpanEnd(pos) };
      case '!':
        return src[pos + 1] === '[' ? this.link(pos + 1, 'image') : undefined;
      case '[':
        return this.link(pos, 'link');
      case '<':
        return this.autolink(pos);
      default:
        return undefined;
    }
  }

  /** The end of the code span opened at `pos`, or of the backtick run when nothing closes it. */
  private codeSpanEnd(pos: number): number {
    const src = this.src;
    let end = pos;
    while (src[end] === '`') end++;
    const length = end - pos;
    for (let at = src.indexOf('`', end); at >= 0; at = src.indexOf('`', at)) {
      let close = at;
      while (src[close] === '`') close++;
      if (close - at === length) return close;
      at = close;
    }
    return end;
  }

  private autolink(pos: number): Construct | undefined {
    if (this.nextGt <= pos) {
      const gt = this.src.indexOf('>', pos + 1);
      this.nextGt = gt < 0 ? this.src.length : gt;
    }
    const end = this.nextGt;
    const lt = this.src.indexOf('<', pos + 1);
    if (end === this.src.length || (lt >= 0 && lt < end)) return undefined;
    const content = this.src.slice(pos + 1, end);
    const isLink = AUTOLINK.test(content);
    if (!isLink && !EMAIL.test(content)) return undefined;
    return { kind: 'autolink', end: end + 1, url: isLink ? safeLinkUrl(content) : undefined };
  }

  /** Where the label opened by the `[` at `open` ends (its `]`), or -1; links never nest. */
  private labelEnd(open: number, disableNested: boolean): number {
    if (this.depth + this.scanning >= MAX_DEPTH) return -1;
    this.scanning++;
    try {
      let level = 1;
      for (let pos = open + 1; pos < this.src.length;) {
        const ch = this.src[pos];
        if (ch === ']' && --level === 0) return pos;
        const from = pos;
        pos = (ch === ']' ? undefined : this.construct(pos))?.end ?? pos + 1;
        if (ch === '[') {
          if (pos === from + 1) level++;
          else if (disableNested) return -1;
        }
      }
      return -1;
    } finally {
      this.scanning--;
    }
  }

  private link(open: number, kind: 'link' | 'image'): Construct | undefined {
    const labelEnd = this.labelEnd(open, kind === 'link');
    if (labelEnd < 0) return undefined;
    const base = { kind, labelStart: open + 1, labelEnd };
    if (this.src[labelEnd + 1] === '(') {
      const inline = this.inlineTarget(labelEnd + 1);
      if (inline) return { ...base, end: inline.end, url: destinationUrl(inline.destination) };
      // markdown-it tries an unparsable `(…)` after a link as a shortcut reference; not after an image
      if (kind === 'image') return undefined;
      return this.reference(base, labelEnd + 1, false);
    }
    return this.reference(base, labelEnd + 1, true);
  }

  /** A reference link: `[text][label]` or `[label][]` when `full`, else `[label]`; only to a definition. */
  private reference(base: { kind: 'link' | 'image'; labelStart: number; labelEnd: number }, after: number, full: boolean): Construct | undefined {
    let label = '';
    let end = after;
    if (full && this.src[after] === '[') {
      const close = this.labelEnd(after, false);
      if (close >= 0) {
        label = this.src.slice(after + 1, close);
        end = close + 1;
      }
    }
    const key = normalizeLabel(label || this.src.slice(base.labelStart, base.labelEnd));
    if (!key || !this.definitions.has(key)) return undefined;
    return { ...base, end, url: this.definitions.get(key) };
  }

  /** `(destination "title")` from the `(` at `open`: the destination as written, and the end. */
  private inlineTarget(open: number): { destination: string; end: number } | undefined {
    const src = this.src;
    let pos = open + 1;
    while (isBlank(src[pos])) pos++;
    let destination = '';
    if (src[pos] === '<') {
      const close = this.angleEnd(pos);
      if (close < 0) return undefined;
      destination = src.slice(pos + 1, close);
      pos = close + 1;
    } else if (src[pos] !== ')') {
      const end = this.rawDestinationEnd(pos);
      if (end < 0) return undefined;
      destination = src.slice(pos, end);
      pos = end;
    }
    const beforeTitle = pos;
    while (isBlank(src[pos])) pos++;
    if (pos > beforeTitle && (src[pos] === '"' || src[pos] === "'" || src[pos] === '(')) {
      const titleEnd = this.titleEnd(pos);
      if (titleEnd >= 0) {
        pos = titleEnd;
        while (isBlank(src[pos])) pos++;
      }
    }
    return src[pos] === ')' ? { destination, end: pos + 1 } : undefined;
  }

  private angleEnd(open: number): number {
    for (let pos = open + 1; pos < this.src.length; pos++) {
      const ch = this.src[pos];
      if (ch === '\n' || ch === '<') return -1;
      if (ch === '>') return pos;
      if (ch === '\\') pos++;
    }
    return -1;
  }

  private rawDestinationEnd(start: number): number {
    let level = 0;
    let pos = start;
    for (; pos < this.src.length; pos++) {
      const code = this.src.charCodeAt(pos);
      if (code <= 0x20 || code === 0x7f) break;
      if (code === 0x5c && pos + 1 < this.src.length) {
        // as markdown-it: a backslash takes the next character along, unless that is a space
        if (this.src[pos + 1] !== ' ') pos++;
        continue;
      }
      if (code === 0x28 && ++level > MAX_PARENS) return -1;
      if (code === 0x29) {
        if (level === 0) break;
        level--;
      }
    }
    return pos === start || level !== 0 ? -1 : pos;
  }

  private titleEnd(open: number): number {
    const close = this.src[open] === '(' ? ')' : this.src[open];
    for (let pos = open + 1; pos < this.src.length; pos++) {
      const ch = this.src[pos];
      if (ch === close) return pos + 1;
      if (close === ')' && ch === '(') return -1;
      if (ch === '\\') pos++;
    }
    return -1;
  }
}
