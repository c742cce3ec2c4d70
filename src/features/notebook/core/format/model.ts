// A Pulse notebook file (`*.pulse.md`) as plain data: its cells, each with the exact text around
// it when that text differs from what the writer would put there, so that a file opened and saved
// unchanged is written back byte for byte. The VS Code serializer (../serializer.ts) maps this to
// NotebookData; everything here is pure.

/** The lines between two cells: blank lines, and between two prose cells the separator comment. */
export type Gap = string[];

export interface SavedOutput {
  /** The answer as data (a CellOutput), present only when it still matches its markdown. */
  data?: unknown;
  /** The output as the file shows it. */
  markdown: string;
  /** Words in place of an answer (why the cell could not run, was stopped, or its problems): not an answer. */
  noAnswer?: true;
  /** The block's exact lines as read (start comment to end comment): written back as they were. */
  raw?: string[];
  /** The lines between the query (or the output before) and this one, when not one blank line. */
  gapBefore?: Gap;
}

export interface ProseCell {
  kind: 'prose';
  source: string;
  gapBefore?: Gap;
}

export interface QueryCell {
  kind: 'query';
  source: string;
  gapBefore?: Gap;
  /** The fence lines as read, when not those the writer would choose. */
  fence?: { open: string; close: string };
  /** The block had no line at all between its fences (an empty source is otherwise one empty line). */
  bare?: boolean;
  outputs: SavedOutput[];
}

export type PulseCell = ProseCell | QueryCell;

export interface PulseFile {
  cells: PulseCell[];
  /** Lines after the last cell; absent for one line break at the end. */
  tail?: string[];
  /** Every line break was `\r\n`. */
  crlf?: boolean;
  /** The file began with a byte-order mark (U+FEFF), which the cells do not hold. */
  bom?: boolean;
}

/** Between two prose cells: without it they would read back as one. */
export const CELL_SEPARATOR = '<!-- pulse-cell -->';
export const OUTPUT_END = '<!-- /pulse-output -->';
export const OUTPUT_START_PREFIX = '<!-- pulse-output';
