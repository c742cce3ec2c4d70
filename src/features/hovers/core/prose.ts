// Whether a column of a markdown document is prose, where a cashtag or hashtag names a subject:
// not code (a fenced or indented block, an inline span), not math (`$…$`, `$$…$$`, `\(…\)`), not
// an address. Pure.
import { inBlock } from './blocks';

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
