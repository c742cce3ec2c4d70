// Whether a column of a markdown document is prose, where a cashtag or hashtag names a subject:
// not code (a fenced or indented block, an inline span), not math (`$…$`, `$$…$$`, `\(…\)`), not
// an address. Pure.

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const MATH_BLOCK = /^\s*\$\$/;
/** Indented four spaces or a tab: code after a blank line, outside a list (CommonMark's indented code block). */
const INDENTED = /^(?: {4}|\t)/;
const LIST_ITEM = /^ {0,3}(?:[-+*]|\d{1,9}[.)])(?:\s|$)/;
const HEADING = /^ {0,3}#{1,6}(?:\s|$)/;
/** On one line: inline code, display and inline math, addresses (bare, autolinks, link targets). */
const NOT_PROSE = [
  /(`+)(?!`).*?(?<!`)\1(?!`)/g,
  /\$\$.+?\$\$/g,
  // pandoc's rule: `$` then no space, closed by a `$` after no space, which a letter or digit does not follow (`$5 or $BTC` is no math)
  /(?<![\\$])\$(?=[^\s$])(?:\\.|[^$\\])*?(?<=[^\s\\])\$(?![\p{L}\p{N}$])/gu,
  /\\\(.*?\\\)/g,
  /<[a-z][a-z0-9+.-]*:[^\s<>]*>/gi,
  /\]\([^)\s]*/g,
  /\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.)[^\s<>]*/gi,
];

/** Whether line `line` of `lines` is inside a code block (fenced or indented) or a `$$` math block (its fences included). */
function inBlock(lines: readonly string[], line: number): boolean {
  let fence: string | undefined;
  let math = false;
  /** No paragraph goes on here (the start, a blank line, a heading, a block's end): an indented line starts code. */
  let codeMayStart = true;
  /** The line before was blank: a line that is not indented ends a list. */
  let afterBlank = true;
  let indentedCode = false;
  /** Inside a list item: its indented lines are the item's text, not code. */
  let list = false;
  for (let i = 0; i <= line; i++) {
    const text = lines[i] ?? '';
    if (fence === undefined && !math) {
      if (text.trim() === '') {
        codeMayStart = afterBlank = true;
        continue;
      }
      if (INDENTED.test(text) && (indentedCode || (codeMayStart && !list))) {
        indentedCode = true;
        codeMayStart = afterBlank = false;
        if (i === line) return true;
        continue;
      }
      indentedCode = false;
      if (LIST_ITEM.test(text)) list = true;
      // a line at the margin after a blank one ends the list; an indented one is an item's next paragraph
      else if (afterBlank && /^\S/.test(text)) list = false;
      codeMayStart = HEADING.test(text);
      afterBlank = false;
    }
    if (fence !== undefined) {
      const m = FENCE.exec(text);
      if (i === line) return true;
      if (m && m[1]![0] === fence[0] && m[1]!.length >= fence.length && text.trim() === m[1]) {
        fence = undefined;
        codeMayStart = true;
      }
      continue;
    }
    if (math) {
      if (i === line) return true;
      if (text.includes('$$')) math = false;
      codeMayStart = !math;
      continue;
    }
    const m = FENCE.exec(text);
    if (m) {
      if (i === line) return true;
      fence = m[1]!;
    } else if (MATH_BLOCK.test(text)) {
      if (i === line) return true;
      math = !/\$\$.*\$\$/.test(text.trim());
    }
  }
  return false;
}

/** Whether the text at `column` of line `line` is prose. */
export function isProse(lines: readonly string[], line: number, column: number): boolean {
  if (inBlock(lines, line)) return false;
  const text = lines[line] ?? '';
  for (const re of NOT_PROSE) {
    for (const m of text.matchAll(re)) {
      if (column >= m.index && column < m.index + m[0].length) return false;
    }
  }
  return true;
}
