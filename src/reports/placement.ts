// Blank lines around a block inserted at the cursor, so its heading starts a paragraph and the
// text after it is not glued to its last line. Only the text beside the cursor matters.

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
