// Where a block inserted at the cursor goes, and the blank lines around it, so its heading starts
// a paragraph and the text after it is not glued to its last line.
import { scanBlocks, type LineRange } from '../../../shared/render/blockScan';

function trailingNewlines(text: string): number {
  const m = /(?:\r?\n)*$/.exec(text);
  return m ? m[0].split('\n').length - 1 : 0;
}

/**
 * `before`: the document up to the cursor; `after`: from the cursor on. `block` ends with one
 * line break. Returns what to insert.
 */
export function placeBlock(before: string, after: string, block: string): string {
  const atStart = before.length === 0;
  const newlines = trailingNewlines(before);
  const prefix = atStart || newlines >= 2 ? '' : newlines === 1 ? '\n' : '\n\n';
  const suffix = after.length === 0 || /^\r?\n/.test(after) ? '' : '\n';
  return `${prefix}${block}${suffix}`;
}

interface Lines {
  lines: string[];
  /** Where each line starts in the text. */
  starts: number[];
}

function linesOf(text: string): Lines {
  const lines: string[] = [];
  const starts: number[] = [];
  let from = 0;
  for (const m of text.matchAll(/\r\n?|\n/g)) {
    lines.push(text.slice(from, m.index));
    starts.push(from);
    from = m.index + m[0].length;
  }
  lines.push(text.slice(from));
  starts.push(from);
  return { lines, starts };
}

interface Held {
  /** Its first line and the line after it. */
  range: LineRange;
  /** What it reads as: its kind, a fence's info string, its text as the previewer shows it. */
  shape: string;
}

interface NoteScan {
  /** The blocks whose lines a previewer reads as code, raw HTML or front matter, in the order of the text. */
  held: Held[];
  topLevel: LineRange[];
}

const FRONT_MATTER_FENCE = /^---\s*$/;

/** VS Code's preview reads a first line `---` up to the next `---` at the margin as front matter, not markdown. */
function frontMatterEnd(lines: readonly string[]): number {
  if (!FRONT_MATTER_FENCE.test(lines[0] ?? '')) return 0;
  const close = lines.findIndex((l, i) => i > 0 && FRONT_MATTER_FENCE.test(l));
  return close < 0 ? 0 : close + 1;
}

function scanNote(lines: readonly string[]): NoteScan {
  const from = frontMatterEnd(lines);
  const scan = scanBlocks(lines.slice(from), true);
  const at = (r: LineRange): LineRange => ({ open: r.open + from, end: r.end + from });
  const held = [
    ...(from ? [{ range: { open: 0, end: from }, shape: `front matter\n${lines.slice(0, from).join('\n')}` }] : []),
    ...scan.fences.map((f): Held => ({ range: at(f), shape: `fence ${f.fence.char.repeat(f.fence.length)}${f.info}\n${f.content}` })),
    ...scan.indented.map((b): Held => ({ range: at(b), shape: `indented\n${b.content}` })),
    ...scan.html.map((b): Held => ({ range: at(b), shape: `html\n${b.content}` })),
  ].sort((a, b) => a.range.open - b.range.open);
  return { held, topLevel: scan.topLevel.map(at) };
}

function heldBlocks(lines: readonly string[]): Held[] {
  return scanNote(lines).held;
}

function shapes(held: readonly Held[]): string[] {
  return held.map((h) => h.shape);
}

/**
 * Whether `block` placed at `at` keeps every code block and HTML block of the note as it was, and
 * adds its own unchanged: none split, none ending elsewhere, none taking in what follows.
 */
function keepsBlocks(text: string, note: Lines, held: readonly Held[], at: number, block: string): boolean {
  const before = held.filter((h) => note.starts[h.range.end - 1]! + note.lines[h.range.end - 1]!.length <= at);
  const after = held.filter((h) => note.starts[h.range.open]! >= at);
  if (before.length + after.length !== held.length) return false;
  const expected = [...shapes(before), ...shapes(heldBlocks(linesOf(block).lines)), ...shapes(after)];
  const found = shapes(heldBlocks(linesOf(`${text.slice(0, at)}${placeBlock(text.slice(0, at), text.slice(at), block)}${text.slice(at)}`).lines));
  return found.length === expected.length && found.every((s, i) => s === expected[i]);
}

/**
 * Where `block` goes for the cursor at `offset` of `text`: the first of these places that splits
 * no code block, HTML block or front matter of the note (a fenced block with its fence lines, at
 * the top level or in a quote or list item, as VS Code's preview reads them; an indented one) and
 * makes no text code: the cursor; the end of its line (whose rest could open a fence of its own);
 * after the code block the cursor is in; after the top-level block (a whole list or quote) it is
 * in; before that block, when it runs to the end of the text and has no after; the top of the
 * note, after its front matter. The report's own fences are closed before it is inserted
 * (safeMarkdown.ts), so the fences around it keep their pairs.
 */
export function insertionOffset(text: string, offset: number, block: string): number {
  const note = linesOf(text);
  const { lines, starts } = note;
  let line = 0;
  while (line + 1 < starts.length && starts[line + 1]! <= offset) line++;
  const endOf = (n: number): number => starts[n]! + lines[n]!.length;
  const lastWritten = (range: LineRange): number => {
    let last = range.end - 1;
    while (last > range.open && /^[ \t]*$/.test(lines[last]!)) last--;
    return endOf(last);
  };
  const { held, topLevel } = scanNote(lines);
  const holding = (ranges: readonly LineRange[]): LineRange | undefined => ranges.filter((r) => r.open <= line && line < r.end).pop();
  const code = holding(held.map((h) => h.range));
  const top = holding(topLevel);
  // in a code block, the report goes after it; the top of the note is the last resort (a fence
  // its list item leaves open takes in the blank lines before a report placed after it)
  const firstFree = starts[frontMatterEnd(lines)] ?? text.length;
  const candidates = [...(code ? [lastWritten(code)] : [offset, endOf(line)]), ...(top ? [lastWritten(top), starts[top.open]!] : []), firstFree];
  return candidates.find((at) => keepsBlocks(text, note, held, at, block)) ?? firstFree;
}
