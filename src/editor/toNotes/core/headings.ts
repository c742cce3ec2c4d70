// A report's headings moved under the dated heading it is inserted with: every heading shifts by
// the same amount, so the report's top level sits one below the dated heading and its outline
// keeps its shape. ATX headings (also in quotes and list items) change their `#` run; setext
// headings become ATX ones of the new level. Fenced code keeps its lines (callers pass text whose
// fences are all at the margin, see fences.ts). Markdown has no level below 6: deeper headings
// stay at 6.
import { fencedBlocks, fencedLines } from '../../../shared/render/fences';

/** Quote and list markers, up to three spaces, then the `#` run. */
const ATX = /^((?:[ \t]*(?:>[ \t]?|[-+*][ \t]+|\d{1,9}[.)][ \t]+))*[ ]{0,3})(#{1,6})(?=[ \t]|$)/;
const SETEXT_UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
const BLANK = /^[ \t]*$/;
/** Lines that start some other block, so they are no setext heading's text. */
const OTHER_BLOCK = /^(?: {0,3}(?:[>#]|[-+*](?:[ \t]|$)|\d{1,9}[.)](?:[ \t]|$)|(?:[-*_][ \t]*){3,}$)| {4}|\t)/;
/** Blocks a top-level paragraph may follow directly; after a list item or quote it would be their continuation. */
const ENDS_BLOCK = /^ {0,3}(?:#{1,6}(?:[ \t]|$)|(?:[-*_][ \t]*){3,}$|=+[ \t]*$)/;

interface Heading {
  /** First and last line of the heading (a setext heading's text may span lines, then its underline). */
  first: number;
  last: number;
  level: number;
}

function findHeadings(lines: readonly string[]): Heading[] {
  const fenced = fencedLines(lines.length, fencedBlocks(lines));
  const headings: Heading[] = [];
  lines.forEach((line, i) => {
    if (fenced[i]) return;
    const atx = ATX.exec(line);
    if (atx) {
      headings.push({ first: i, last: i, level: atx[2]!.length });
      return;
    }
    const underline = SETEXT_UNDERLINE.exec(line);
    if (!underline) return;
    let first = i;
    const paragraphLine = (n: number): boolean => !fenced[n] && !BLANK.test(lines[n]!) && !OTHER_BLOCK.test(lines[n]!)
      && !headings.some((h) => h.last === n);
    while (first > 0 && paragraphLine(first - 1)) first--;
    const before = lines[first - 1];
    const topLevel = before === undefined || fenced[first - 1] || BLANK.test(before) || ENDS_BLOCK.test(before);
    if (first < i && topLevel) headings.push({ first, last: i, level: underline[1]![0] === '=' ? 1 : 2 });
  });
  return headings;
}

/** The lines with the top heading level moved to `top` (1-6). */
export function shiftHeadings(lines: readonly string[], top: number): string[] {
  const headings = findHeadings(lines);
  if (headings.length === 0) return [...lines];
  const shift = top - Math.min(...headings.map((h) => h.level));
  if (shift === 0) return [...lines];
  const out: (string | undefined)[] = [...lines];
  for (const h of headings) {
    const marks = '#'.repeat(Math.min(6, Math.max(1, h.level + shift)));
    if (h.first === h.last) {
      out[h.first] = lines[h.first]!.replace(ATX, (_m, prefix: string) => `${prefix}${marks}`);
      continue;
    }
    const text = lines.slice(h.first, h.last).map((l) => l.trim()).join(' ');
    out.fill(undefined, h.first, h.last + 1);
    out[h.first] = `${marks} ${text}`;
  }
  return out.filter((l): l is string => l !== undefined);
}
