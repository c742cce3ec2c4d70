// Where a block inserted at the cursor goes, and the blank lines around it, so its heading starts
// a paragraph and the text after it is not glued to its last line.
import { fencedBlocks, opensFence } from '../render/fences';

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

/**
 * Where a block goes for the cursor at `offset` of `text`. When the cursor's line belongs to a
 * fenced code block of the note (its fence lines included), the block goes after that block, so
 * the note's fence is neither closed nor split; a block running to the end of the text has no
 * after, so the report goes before its opening fence. A cursor in the middle of a line whose rest
 * would open a fence on a line of its own moves to the end of that line. The report's own fences
 * are closed before it is inserted (safeMarkdown.ts), so the fences around it keep their pairs.
 */
export function insertionOffset(text: string, offset: number): number {
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
  let line = 0;
  while (line + 1 < starts.length && starts[line + 1]! <= offset) line++;
  const block = fencedBlocks(lines).find((b) => b.open <= line && line <= (b.close ?? lines.length - 1));
  if (block) return block.close === undefined ? starts[block.open]! : starts[block.close]! + lines[block.close]!.length;
  const end = starts[line]! + lines[line]!.length;
  return opensFence(text.slice(offset, end)) ? end : offset;
}
