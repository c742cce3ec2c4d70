// Where a snapshot goes: after the block the hovered line belongs to (its paragraph, table or
// list with what its items hold, or the code block an address is in), so it never splits a
// sentence, a table's rows or a list item from its code, and never goes into code. Pure.
import { lineBlocks } from './blocks';

/** The index of the last line of the block holding line `line` of `lines`. */
export function blockEnd(lines: readonly string[], line: number): number {
  const blocks = lineBlocks(lines);
  const block = blocks[line]?.block;
  let end = line;
  // blank lines between a list item's parts have no block: the next line says whether it goes on
  for (let i = line + 1; i < blocks.length && block !== undefined && (blocks[i]!.block ?? block) === block; i++) {
    if (blocks[i]!.block === block) end = i;
  }
  return end;
}
