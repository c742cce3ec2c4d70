// A report's headings moved under the dated heading it is inserted with: every heading shifts by
// the same amount, so the report's top level sits one below the dated heading and its outline
// keeps its shape. ATX headings (also in quotes and list items) change their `#` run; setext
// headings become ATX ones of the new level, in the quote or list item they are in. Fenced code keeps its lines (callers pass text whose
// fences are all at the margin, see fences.ts). Markdown has no level below 6: deeper headings
// stay at 6.
import { scanBlocks, type ScannedHeading } from '../../../shared/render/blockScan';

/** Quote and list markers, up to three spaces, then the `#` run. */
const ATX = /^((?:[ \t]*(?:>[ \t]?|[-+*][ \t]+|\d{1,9}[.)][ \t]+))*[ ]{0,3})(#{1,6})(?=[ \t]|$)/;

/** The headings as VS Code's preview finds them (blockScan.ts) that can be rewritten here: ATX headings whose line this file's pattern reads, and setext headings. */
function findHeadings(lines: readonly string[]): ScannedHeading[] {
  return scanBlocks(lines, false).headings.filter((h) => h.first !== h.last || ATX.test(lines[h.first]!));
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
    // its text on one line after the first line's quote and list markers; its other lines go
    const text = lines.slice(h.first, h.last).map((l, i) => l.slice(h.textStarts[i]).trim()).join(' ');
    out.fill(undefined, h.first, h.last + 1);
    out[h.first] = `${lines[h.first]!.slice(0, h.textStarts[0])}${marks} ${text}`;
  }
  return out.filter((l): l is string => l !== undefined);
}
