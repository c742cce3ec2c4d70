// Whether a column of a markdown document is prose, where a cashtag names a subject: not code
// (a fenced block or an inline span), not math (`$…$`, `$$…$$`, `\(…\)`), not an address. Pure.

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const MATH_BLOCK = /^\s*\$\$/;
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

/** Whether line `line` of `lines` is inside a fenced code block or a `$$` math block (its fences included). */
function inBlock(lines: readonly string[], line: number): boolean {
  let fence: string | undefined;
  let math = false;
  for (let i = 0; i <= line; i++) {
    const text = lines[i] ?? '';
    if (fence !== undefined) {
      const m = FENCE.exec(text);
      if (i === line) return true;
      if (m && m[1]![0] === fence[0] && m[1]!.length >= fence.length && text.trim() === m[1]) fence = undefined;
      continue;
    }
    if (math) {
      if (i === line) return true;
      if (text.includes('$$')) math = false;
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
