// Where a snapshot goes: after the block the hovered line belongs to (its paragraph, table or
// list), so it never splits a sentence or a table's rows. Pure.

/** A line that starts a block of its own: a heading or a code fence. */
const OWN_BLOCK = /^ {0,3}(#{1,6}(\s|$)|`{3,}|~{3,})/;

/** The index of the last line of the block holding line `line` of `lines`. */
export function blockEnd(lines: readonly string[], line: number): number {
  if (OWN_BLOCK.test(lines[line] ?? '')) return line;
  let end = line;
  while (end + 1 < lines.length && lines[end + 1]!.trim() !== '' && !OWN_BLOCK.test(lines[end + 1]!)) end++;
  return end;
}
