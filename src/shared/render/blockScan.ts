// Where a markdown text's code blocks are as VS Code's preview (markdown-it) finds them: fenced
// blocks at the top level and inside block quotes and list items, and indented ones. A line scan
// cannot tell (fences.ts): a fence in a quote or list item ends with its container, a line
// continues a list item by its indentation, a quote takes lazy lines, a tab counts to its stop. So
// markdown-it's block rules are followed here as it runs them, as far as they decide where a block
// opens and ends: tables, indented code, fences, quotes, thematic breaks, lists, HTML blocks (when
// asked: the notes guard leaves none outside code), headings, setext headings and paragraphs. Link
// reference definitions are read as paragraphs: a text through the notes guard has none, and in a
// note they differ only where a list item that could not interrupt a paragraph follows one.
import type { Fence } from './fences';

export interface ScannedFence {
  fence: Fence;
  /** Line of the opening fence. */
  open: number;
  /** Line of the closing fence; absent when its container or the text ends it first. */
  close?: number;
  /** The line after the block: after its closing fence, or where it ended without one. */
  end: number;
  /** A line that closes it where it ended: its containers continued, then its fence. */
  closing: string;
  /** What follows the opening fence on its line. */
  info: string;
  /** The block's text as the previewer shows it (markdown-it's token content). */
  content: string;
}

export interface LineRange {
  open: number;
  /** The line after the block. */
  end: number;
}

export interface Block extends LineRange {
  content: string;
}

export interface ScannedHeading {
  /** First and last line: a setext heading's text may span lines, then its underline. */
  first: number;
  last: number;
  level: number;
  /** Outside any quote or list. */
  topLevel: boolean;
  /**
   * Where its text begins on each of its lines up to a setext underline, after the quote and list
   * markers they are in (an ATX heading's one line: where its `#` run begins).
   */
  textStarts: number[];
}

export interface BlockScan {
  fences: ScannedFence[];
  /** ATX and setext headings, in their order. */
  headings: ScannedHeading[];
  /** Indented code blocks. */
  indented: Block[];
  /** Raw HTML blocks (when read). */
  html: Block[];
  /** The blocks at the top level, outside any quote or list: a list or a quote is one. */
  topLevel: LineRange[];
}

/** As VS Code's preview: markdown-it's default nesting limit. */
const MAX_NESTING = 100;
const TAB = 0x09;
const SPACE = 0x20;
const isSpace = (code: number): boolean => code === TAB || code === SPACE;

type Parent = 'root' | 'blockquote' | 'list' | 'paragraph' | 'table';
type Rule = (s: State, startLine: number, endLine: number, silent: boolean) => boolean;

class State {
  readonly bMarks: number[] = [];
  readonly eMarks: number[] = [];
  readonly tShift: number[] = [];
  readonly sCount: number[] = [];
  readonly bsCount: number[] = [];
  blkIndent = 0;
  line = 0;
  lineMax: number;
  listIndent = -1;
  parentType: Parent = 'root';
  level = 0;
  readonly fences: ScannedFence[] = [];
  readonly headings: ScannedHeading[] = [];
  readonly indented: Block[] = [];
  readonly html: Block[] = [];
  readonly topLevel: LineRange[] = [];
  /** What continues each open quote and list item on a line of its own: `> `, or the item's indentation. */
  readonly containers: string[] = [];
  /** Where each line begins in `src` (`bMarks` move past a quote's or list item's markers while it is read). */
  readonly lineStarts: readonly number[];

  constructor(readonly src: string, readonly readsHtml: boolean) {
    const s = src;
    for (let start = 0, pos = 0, indent = 0, offset = 0, len = s.length, found = false; pos < len; pos++) {
      const ch = s.charCodeAt(pos);
      if (!found) {
        if (isSpace(ch)) {
          indent++;
          offset += ch === TAB ? 4 - (offset % 4) : 1;
          continue;
        }
        found = true;
      }
      if (ch === 0x0a || pos === len - 1) {
        if (ch !== 0x0a) pos++;
        this.bMarks.push(start);
        this.eMarks.push(pos);
        this.tShift.push(indent);
        this.sCount.push(offset);
        this.bsCount.push(0);
        found = false;
        indent = 0;
        offset = 0;
        start = pos + 1;
      }
    }
    this.bMarks.push(s.length);
    this.eMarks.push(s.length);
    this.tShift.push(0);
    this.sCount.push(0);
    this.bsCount.push(0);
    this.lineMax = this.bMarks.length - 1;
    this.lineStarts = [...this.bMarks];
  }

  /** Where the text of `line` begins in it, past the markers of the quotes and list items it is in. */
  textStart(line: number): number {
    return this.bMarks[line]! + this.tShift[line]! - this.lineStarts[line]!;
  }

  code(at: number): number {
    return this.src.charCodeAt(at);
  }

  isEmpty(line: number): boolean {
    return this.bMarks[line]! + this.tShift[line]! >= this.eMarks[line]!;
  }

  skipEmptyLines(from: number): number {
    while (from < this.lineMax && this.isEmpty(from)) from++;
    return from;
  }

  skipSpaces(pos: number): number {
    while (pos < this.src.length && isSpace(this.code(pos))) pos++;
    return pos;
  }

  skipChars(pos: number, code: number): number {
    while (pos < this.src.length && this.code(pos) === code) pos++;
    return pos;
  }

  /** Lines `begin` to `end` without their containers and `indent` columns (markdown-it's getLines). */
  getLines(begin: number, end: number, indent: number, keepLastLF: boolean): string {
    const out: string[] = [];
    for (let line = begin; line < end; line++) {
      let lineIndent = 0;
      const lineStart = this.bMarks[line]!;
      let first = lineStart;
      const last = line + 1 < end || keepLastLF ? this.eMarks[line]! + 1 : this.eMarks[line]!;
      while (first < last && lineIndent < indent) {
        const ch = this.code(first);
        if (isSpace(ch)) lineIndent += ch === TAB ? 4 - ((lineIndent + this.bsCount[line]!) % 4) : 1;
        else if (first - lineStart < this.tShift[line]!) lineIndent++;
        else break;
        first++;
      }
      out.push(`${lineIndent > indent ? ' '.repeat(lineIndent - indent) : ''}${this.src.slice(first, last)}`);
    }
    return out.join('');
  }

  /** The line's text after its containers and indentation. */
  text(line: number): string {
    return this.src.slice(this.bMarks[line]! + this.tShift[line]!, this.eMarks[line]!);
  }
}

function terminates(rules: readonly Rule[], s: State, line: number, endLine: number): boolean {
  return rules.some((rule) => rule(s, line, endLine, true));
}

function escapedSplit(str: string): string[] {
  const result: string[] = [];
  let current = '';
  let lastPos = 0;
  let escaped = false;
  for (let pos = 0; pos < str.length; pos++) {
    const ch = str.charCodeAt(pos);
    if (ch === 0x7c) {
      if (!escaped) {
        result.push(current + str.substring(lastPos, pos));
        current = '';
        lastPos = pos + 1;
      } else {
        current += str.substring(lastPos, pos - 1);
        lastPos = pos;
      }
    }
    escaped = ch === 0x5c;
  }
  result.push(current + str.substring(lastPos));
  return result;
}

function cells(line: string): number {
  const columns = escapedSplit(line);
  if (columns.length && columns[0] === '') columns.shift();
  if (columns.length && columns[columns.length - 1] === '') columns.pop();
  return columns.length;
}

const DELIMITER_CELL = /^:?-+:?$/;
const MAX_AUTOCOMPLETED_CELLS = 0x10000;

const table: Rule = (s, startLine, endLine, silent) => {
  if (startLine + 2 > endLine) return false;
  let next = startLine + 1;
  if (s.sCount[next]! < s.blkIndent || s.sCount[next]! - s.blkIndent >= 4) return false;
  let pos = s.bMarks[next]! + s.tShift[next]!;
  if (pos >= s.eMarks[next]!) return false;
  const first = s.code(pos++);
  if (first !== 0x7c && first !== 0x2d && first !== 0x3a) return false;
  if (pos >= s.eMarks[next]!) return false;
  const second = s.code(pos++);
  if (second !== 0x7c && second !== 0x2d && second !== 0x3a && !isSpace(second)) return false;
  if (first === 0x2d && isSpace(second)) return false;
  for (; pos < s.eMarks[next]!; pos++) {
    const ch = s.code(pos);
    if (ch !== 0x7c && ch !== 0x2d && ch !== 0x3a && !isSpace(ch)) return false;
  }
  const delimiters = s.text(startLine + 1).split('|');
  let aligns = 0;
  for (let i = 0; i < delimiters.length; i++) {
    const t = delimiters[i]!.trim();
    if (!t) {
      if (i === 0 || i === delimiters.length - 1) continue;
      return false;
    }
    if (!DELIMITER_CELL.test(t)) return false;
    aligns++;
  }
  const head = s.text(startLine).trim();
  if (!head.includes('|') || s.sCount[startLine]! - s.blkIndent >= 4) return false;
  const columnCount = cells(head);
  if (columnCount === 0 || columnCount !== aligns) return false;
  if (silent) return true;
  const oldParent = s.parentType;
  s.parentType = 'table';
  let autocompleted = 0;
  for (next = startLine + 2; next < endLine; next++) {
    if (s.sCount[next]! < s.blkIndent) break;
    if (terminates(BLOCKQUOTE_TERMINATORS, s, next, endLine)) break;
    const line = s.text(next).trim();
    if (!line || s.sCount[next]! - s.blkIndent >= 4) break;
    autocompleted += columnCount - cells(line);
    if (autocompleted > MAX_AUTOCOMPLETED_CELLS) break;
  }
  s.parentType = oldParent;
  s.line = next;
  return true;
};

const code: Rule = (s, startLine, endLine) => {
  if (s.sCount[startLine]! - s.blkIndent < 4) return false;
  let next = startLine + 1;
  let last = next;
  while (next < endLine) {
    if (s.isEmpty(next)) {
      next++;
      continue;
    }
    if (s.sCount[next]! - s.blkIndent >= 4) {
      next++;
      last = next;
      continue;
    }
    break;
  }
  s.line = last;
  s.indented.push({ open: startLine, end: last, content: `${s.getLines(startLine, last, 4 + s.blkIndent, false)}\n` });
  return true;
};

const fence: Rule = (s, startLine, endLine, silent) => {
  let pos = s.bMarks[startLine]! + s.tShift[startLine]!;
  let max = s.eMarks[startLine]!;
  if (s.sCount[startLine]! - s.blkIndent >= 4 || pos + 3 > max) return false;
  const marker = s.code(pos);
  if (marker !== 0x7e && marker !== 0x60) return false;
  const at = pos;
  pos = s.skipChars(pos, marker);
  const length = pos - at;
  if (length < 3) return false;
  const info = s.src.slice(pos, max);
  if (marker === 0x60 && info.includes('`')) return false;
  if (silent) return true;
  let next = startLine;
  let closed = false;
  for (;;) {
    next++;
    if (next >= endLine) break;
    pos = s.bMarks[next]! + s.tShift[next]!;
    const from = pos;
    max = s.eMarks[next]!;
    if (pos < max && s.sCount[next]! < s.blkIndent) break;
    if (s.code(pos) !== marker || s.sCount[next]! - s.blkIndent >= 4) continue;
    pos = s.skipChars(pos, marker);
    if (pos - from < length) continue;
    if (s.skipSpaces(pos) < max) continue;
    closed = true;
    break;
  }
  s.line = next + (closed ? 1 : 0);
  s.fences.push({
    fence: { char: marker === 0x60 ? '`' : '~', length },
    open: startLine,
    ...(closed ? { close: next } : {}),
    end: s.line,
    closing: `${s.containers.join('')}${' '.repeat(s.sCount[startLine]! - s.blkIndent)}${String.fromCharCode(marker).repeat(length)}`,
    info,
    content: s.getLines(startLine + 1, next, s.sCount[startLine]!, true),
  });
  return true;
};

const blockquote: Rule = (s, startLine, endLine, silent) => {
  let pos = s.bMarks[startLine]! + s.tShift[startLine]!;
  const oldLineMax = s.lineMax;
  if (s.sCount[startLine]! - s.blkIndent >= 4 || s.code(pos) !== 0x3e) return false;
  if (silent) return true;
  const saved: { line: number; bMark: number; bsCount: number; sCount: number; tShift: number }[] = [];
  const save = (line: number): void => {
    saved.push({ line, bMark: s.bMarks[line]!, bsCount: s.bsCount[line]!, sCount: s.sCount[line]!, tShift: s.tShift[line]! });
  };
  const oldParent = s.parentType;
  s.parentType = 'blockquote';
  let lastLineEmpty = false;
  let next: number;
  for (next = startLine; next < endLine; next++) {
    const outdented = s.sCount[next]! < s.blkIndent;
    pos = s.bMarks[next]! + s.tShift[next]!;
    const max = s.eMarks[next]!;
    if (pos >= max) break;
    if (s.code(pos++) === 0x3e && !outdented) {
      let initial = s.sCount[next]! + 1;
      let spaceAfterMarker = false;
      let adjustTab = false;
      if (s.code(pos) === SPACE) {
        pos++;
        initial++;
        spaceAfterMarker = true;
      } else if (s.code(pos) === TAB) {
        spaceAfterMarker = true;
        if ((s.bsCount[next]! + initial) % 4 === 3) {
          pos++;
          initial++;
        } else {
          adjustTab = true;
        }
      }
      let offset = initial;
      save(next);
      s.bMarks[next] = pos;
      while (pos < max) {
        const ch = s.code(pos);
        if (!isSpace(ch)) break;
        offset += ch === TAB ? 4 - ((offset + s.bsCount[next]! + (adjustTab ? 1 : 0)) % 4) : 1;
        pos++;
      }
      lastLineEmpty = pos >= max;
      s.bsCount[next] = s.sCount[next]! + 1 + (spaceAfterMarker ? 1 : 0);
      s.sCount[next] = offset - initial;
      s.tShift[next] = pos - s.bMarks[next]!;
      continue;
    }
    if (lastLineEmpty) break;
    if (terminates(BLOCKQUOTE_TERMINATORS, s, next, endLine)) {
      s.lineMax = next;
      if (s.blkIndent !== 0) {
        save(next);
        s.sCount[next] = s.sCount[next]! - s.blkIndent;
      }
      break;
    }
    save(next);
    // a lazy line: it continues a paragraph of the quote, and nothing else
    s.sCount[next] = -1;
  }
  const oldIndent = s.blkIndent;
  s.blkIndent = 0;
  s.level++;
  s.containers.push('> ');
  tokenize(s, startLine, next);
  s.containers.pop();
  s.level--;
  s.lineMax = oldLineMax;
  s.parentType = oldParent;
  for (const v of saved) {
    s.bMarks[v.line] = v.bMark;
    s.tShift[v.line] = v.tShift;
    s.sCount[v.line] = v.sCount;
    s.bsCount[v.line] = v.bsCount;
  }
  s.blkIndent = oldIndent;
  return true;
};

const hr: Rule = (s, startLine, _endLine, silent) => {
  const max = s.eMarks[startLine]!;
  if (s.sCount[startLine]! - s.blkIndent >= 4) return false;
  let pos = s.bMarks[startLine]! + s.tShift[startLine]!;
  const marker = s.code(pos++);
  if (marker !== 0x2a && marker !== 0x2d && marker !== 0x5f) return false;
  let count = 1;
  while (pos < max) {
    const ch = s.code(pos++);
    if (ch !== marker && !isSpace(ch)) return false;
    if (ch === marker) count++;
  }
  if (count < 3) return false;
  if (!silent) s.line = startLine + 1;
  return true;
};

function skipBulletMarker(s: State, line: number): number {
  const max = s.eMarks[line]!;
  let pos = s.bMarks[line]! + s.tShift[line]!;
  const marker = s.code(pos++);
  if (marker !== 0x2a && marker !== 0x2d && marker !== 0x2b) return -1;
  if (pos < max && !isSpace(s.code(pos))) return -1;
  return pos;
}

function skipOrderedMarker(s: State, line: number): number {
  const start = s.bMarks[line]! + s.tShift[line]!;
  const max = s.eMarks[line]!;
  let pos = start;
  if (pos + 1 >= max) return -1;
  let ch = s.code(pos++);
  if (ch < 0x30 || ch > 0x39) return -1;
  for (;;) {
    if (pos >= max) return -1;
    ch = s.code(pos++);
    if (ch >= 0x30 && ch <= 0x39) {
      if (pos - start >= 10) return -1;
      continue;
    }
    if (ch === 0x29 || ch === 0x2e) break;
    return -1;
  }
  if (pos < max && !isSpace(s.code(pos))) return -1;
  return pos;
}

const list: Rule = (s, startLine, endLine, silent) => {
  let next = startLine;
  if (s.sCount[next]! - s.blkIndent >= 4) return false;
  if (s.listIndent >= 0 && s.sCount[next]! - s.listIndent >= 4 && s.sCount[next]! < s.blkIndent) return false;
  // an empty item, or one numbered other than 1, does not interrupt a paragraph
  const interruptsParagraph = silent && s.parentType === 'paragraph' && s.sCount[next]! >= s.blkIndent;
  let ordered: boolean;
  let afterMarker = skipOrderedMarker(s, next);
  if (afterMarker >= 0) {
    ordered = true;
    const start = s.bMarks[next]! + s.tShift[next]!;
    if (interruptsParagraph && Number(s.src.slice(start, afterMarker - 1)) !== 1) return false;
  } else {
    afterMarker = skipBulletMarker(s, next);
    if (afterMarker < 0) return false;
    ordered = false;
  }
  if (interruptsParagraph && s.skipSpaces(afterMarker) >= s.eMarks[next]!) return false;
  if (silent) return true;
  const markerChar = s.code(afterMarker - 1);
  const oldParent = s.parentType;
  s.parentType = 'list';
  while (next < endLine) {
    let pos = afterMarker;
    const max = s.eMarks[next]!;
    const initial = s.sCount[next]! + afterMarker - (s.bMarks[next]! + s.tShift[next]!);
    let offset = initial;
    while (pos < max) {
      const ch = s.code(pos);
      if (ch === TAB) offset += 4 - ((offset + s.bsCount[next]!) % 4);
      else if (ch === SPACE) offset++;
      else break;
      pos++;
    }
    const contentStart = pos;
    let indentAfterMarker = contentStart >= max ? 1 : offset - initial;
    if (indentAfterMarker > 4) indentAfterMarker = 1;
    const indent = initial + indentAfterMarker;
    const oldTShift = s.tShift[next]!;
    const oldSCount = s.sCount[next]!;
    const oldListIndent = s.listIndent;
    s.listIndent = s.blkIndent;
    s.blkIndent = indent;
    s.tShift[next] = contentStart - s.bMarks[next]!;
    s.sCount[next] = offset;
    s.level += 2;
    s.containers.push(' '.repeat(indent - s.listIndent));
    if (contentStart >= max && s.isEmpty(next + 1)) s.line = Math.min(s.line + 2, endLine);
    else tokenize(s, next, endLine);
    s.containers.pop();
    s.level -= 2;
    s.blkIndent = s.listIndent;
    s.listIndent = oldListIndent;
    s.tShift[next] = oldTShift;
    s.sCount[next] = oldSCount;
    next = s.line;
    if (next >= endLine) break;
    if (s.sCount[next]! < s.blkIndent || s.sCount[next]! - s.blkIndent >= 4) break;
    if (terminates(LIST_TERMINATORS, s, next, endLine)) break;
    afterMarker = ordered ? skipOrderedMarker(s, next) : skipBulletMarker(s, next);
    if (afterMarker < 0 || markerChar !== s.code(afterMarker - 1)) break;
  }
  s.line = next;
  s.parentType = oldParent;
  return true;
};

const BLOCK_TAGS = [
  'address', 'article', 'aside', 'base', 'basefont', 'blockquote', 'body', 'caption', 'center', 'col', 'colgroup', 'dd',
  'details', 'dialog', 'dir', 'div', 'dl', 'dt', 'fieldset', 'figcaption', 'figure', 'footer', 'form', 'frame', 'frameset',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'head', 'header', 'hr', 'html', 'iframe', 'legend', 'li', 'link', 'main', 'menu',
  'menuitem', 'nav', 'noframes', 'ol', 'optgroup', 'option', 'p', 'param', 'search', 'section', 'summary', 'table', 'tbody',
  'td', 'tfoot', 'th', 'thead', 'title', 'tr', 'track', 'ul',
];
const OPEN_TAG = '<[A-Za-z][A-Za-z0-9\\-]*(?:\\s+[a-zA-Z_:][a-zA-Z0-9:._-]*(?:\\s*=\\s*(?:[^"\'=<>`\\x00-\\x20]+|\'[^\']*\'|"[^"]*"))?)*\\s*\\/?>';
const CLOSE_TAG = '<\\/[A-Za-z][A-Za-z0-9\\-]*\\s*>';
/** markdown-it's HTML blocks: how one starts, what ends it, and whether it may interrupt a paragraph. */
const HTML_SEQUENCES: readonly [RegExp, RegExp, boolean][] = [
  [/^<(script|pre|style|textarea)(?=(\s|>|$))/i, /<\/(script|pre|style|textarea)>/i, true],
  [/^<!--/, /-->/, true],
  [/^<\?/, /\?>/, true],
  [/^<![A-Za-z]/, />/, true],
  [/^<!\[CDATA\[/, /\]\]>/, true],
  [new RegExp(`^</?(${BLOCK_TAGS.join('|')})(?=(\\s|/?>|$))`, 'i'), /^$/, true],
  [new RegExp(`^(?:${OPEN_TAG}|${CLOSE_TAG})\\s*$`), /^$/, false],
];

const htmlBlock: Rule = (s, startLine, endLine, silent) => {
  if (!s.readsHtml || s.sCount[startLine]! - s.blkIndent >= 4) return false;
  let text = s.text(startLine);
  if (text.charCodeAt(0) !== 0x3c) return false;
  const sequence = HTML_SEQUENCES.find(([start]) => start.test(text));
  if (!sequence) return false;
  if (silent) return sequence[2];
  let next = startLine + 1;
  const endsOnBlankLine = sequence[1].test('');
  if (!sequence[1].test(text)) {
    for (; next < endLine; next++) {
      if (s.sCount[next]! < s.blkIndent && (endsOnBlankLine || !s.isEmpty(next))) break;
      text = s.text(next);
      if (sequence[1].test(text)) {
        if (text.length !== 0) next++;
        break;
      }
    }
  }
  s.line = next;
  s.html.push({ open: startLine, end: next, content: s.getLines(startLine, next, s.blkIndent, true) });
  return true;
};

const heading: Rule = (s, startLine, _endLine, silent) => {
  let pos = s.bMarks[startLine]! + s.tShift[startLine]!;
  const max = s.eMarks[startLine]!;
  if (s.sCount[startLine]! - s.blkIndent >= 4) return false;
  if (s.code(pos) !== 0x23 || pos >= max) return false;
  let level = 1;
  let ch = s.code(++pos);
  while (ch === 0x23 && pos < max && level <= 6) {
    level++;
    ch = s.code(++pos);
  }
  if (level > 6 || (pos < max && !isSpace(ch))) return false;
  if (!silent) {
    s.line = startLine + 1;
    s.headings.push({ first: startLine, last: startLine, level, topLevel: s.level === 0, textStarts: [s.textStart(startLine)] });
  }
  return true;
};

/** A paragraph's lines, up to a line that starts another block; a setext underline ends it as a heading. */
function paragraphEnd(s: State, startLine: number, endLine: number, setext: boolean): number | undefined {
  const oldParent = s.parentType;
  s.parentType = 'paragraph';
  let next = startLine + 1;
  let underline = false;
  for (; next < endLine && !s.isEmpty(next); next++) {
    if (s.sCount[next]! - s.blkIndent > 3) continue;
    if (setext && s.sCount[next]! >= s.blkIndent) {
      let pos = s.bMarks[next]! + s.tShift[next]!;
      const max = s.eMarks[next]!;
      const marker = s.code(pos);
      if (pos < max && (marker === 0x2d || marker === 0x3d)) {
        pos = s.skipSpaces(s.skipChars(pos, marker));
        if (pos >= max) {
          underline = true;
          break;
        }
      }
    }
    if (s.sCount[next]! < 0) continue;
    if (terminates(PARAGRAPH_TERMINATORS, s, next, endLine)) break;
  }
  s.parentType = oldParent;
  if (setext) return underline ? next + 1 : undefined;
  return next;
}

const lheading: Rule = (s, startLine, endLine) => {
  if (s.sCount[startLine]! - s.blkIndent >= 4) return false;
  const end = paragraphEnd(s, startLine, endLine, true);
  if (end === undefined) return false;
  s.line = end;
  const underline = s.code(s.bMarks[end - 1]! + s.tShift[end - 1]!);
  const textStarts: number[] = [];
  for (let line = startLine; line < end - 1; line++) textStarts.push(s.textStart(line));
  s.headings.push({ first: startLine, last: end - 1, level: underline === 0x3d ? 1 : 2, topLevel: s.level === 0, textStarts });
  return true;
};

const paragraph: Rule = (s, startLine, endLine) => {
  s.line = paragraphEnd(s, startLine, endLine, false)!;
  return true;
};

const RULES: readonly Rule[] = [table, code, fence, blockquote, hr, list, htmlBlock, heading, lheading, paragraph];
/** The rules that may interrupt a paragraph (markdown-it's `alt` lists). */
const PARAGRAPH_TERMINATORS: readonly Rule[] = [table, fence, blockquote, hr, list, htmlBlock, heading];
const BLOCKQUOTE_TERMINATORS: readonly Rule[] = [fence, blockquote, hr, list, htmlBlock, heading];
const LIST_TERMINATORS: readonly Rule[] = [fence, blockquote, hr];

function tokenize(s: State, startLine: number, endLine: number): void {
  let line = startLine;
  while (line < endLine) {
    s.line = line = s.skipEmptyLines(line);
    if (line >= endLine || s.sCount[line]! < s.blkIndent) break;
    if (s.level >= MAX_NESTING) {
      s.line = endLine;
      break;
    }
    for (const rule of RULES) if (rule(s, line, endLine, false)) break;
    if (s.level === 0) s.topLevel.push({ open: line, end: s.line });
    line = s.line;
    if (line < endLine && s.isEmpty(line)) s.line = ++line;
  }
}

/**
 * The code blocks of `lines` (split at line breaks). `html`: whether raw HTML blocks are read, as
 * in a note; the notes guard escapes every one outside code, so its output is scanned without.
 */
export function scanBlocks(lines: readonly string[], html: boolean): BlockScan {
  const s = new State(lines.join('\n'), html);
  tokenize(s, 0, s.lineMax);
  return { fences: s.fences, headings: s.headings, indented: s.indented, html: s.html, topLevel: s.topLevel };
}

/**
 * The lines that close the fenced blocks left open (by their container or the end of the text),
 * by the line each goes after: a block's last line that is not blank, in its containers.
 */
export function closingsAfter(lines: readonly string[], fences: readonly ScannedFence[]): Map<number, string[]> {
  const closings = new Map<number, string[]>();
  for (const f of fences) {
    if (f.close !== undefined) continue;
    const after = lastFencedLine(f, lines);
    closings.set(after, [...(closings.get(after) ?? []), f.closing]);
  }
  return closings;
}

/** A person's markdown with every fence it leaves open closed where it ends, and nothing else changed. */
export function withFencesClosed(markdown: string): string {
  const lines = markdown.split(/\r\n?|\n/);
  const closings = closingsAfter(lines, scanBlocks(lines, true).fences);
  return closings.size ? lines.flatMap((line, i) => [line, ...(closings.get(i) ?? [])]).join('\n') : markdown;
}

/** The last line of a fenced block: its closing fence, else its last line that is not blank. */
export function lastFencedLine(block: ScannedFence, lines: readonly string[]): number {
  if (block.close !== undefined) return block.close;
  let last = block.end - 1;
  while (last > block.open && /^[ \t]*$/.test(lines[last]!)) last--;
  return last;
}
