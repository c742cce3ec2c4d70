// Cells back to a `*.pulse.md` file: each query as a ```pulse block, its outputs as readable
// markdown between the comments the reader recognises, prose as written. What the reader kept of a
// file (the lines between cells, fence lines, an output's block) is written back as it was, so a
// file opened and saved unchanged stays byte for byte the same.
import { closes, fenceLeftOpen, openingFence, queryFence } from './lines';
import { CELL_SEPARATOR, type Gap, OUTPUT_END, type PulseCell, type PulseFile, type QueryCell, type SavedOutput } from './model';
import { dataComment, isDataStart, isStartComment, NO_ANSWER_DATA, startComment } from './payload';

/** The byte-order mark: kept off the cells (in the first line it would hide a query's fence), written back. */
export const BOM = '\uFEFF';

/** The lines the writer puts before `cell` when it follows `previous`. */
export function canonicalGap(previous: PulseCell | undefined, cell: PulseCell): Gap {
  if (!previous) return [];
  return previous.kind === 'prose' && cell.kind === 'prose' ? ['', CELL_SEPARATOR, ''] : [''];
}

export function queryLines(source: string, bare = false): string[] {
  const body = bare && source === '' ? [] : source.split('\n');
  const fence = queryFence(body);
  return [`${fence}pulse`, ...body, fence];
}

function gapBefore(previous: PulseCell | undefined, cell: PulseCell): Gap {
  const kept = cell.gapBefore;
  // two prose cells with no separator between them would read back as one
  if (!kept || (previous?.kind === 'prose' && cell.kind === 'prose' && !kept.includes(CELL_SEPARATOR))) return canonicalGap(previous, cell);
  return kept;
}

/**
 * A markdown line that would end the block early, or start another (the reader stops at one, for
 * an output whose end was deleted by hand), is written in its entity form, which reads the same.
 */
function blockSafe(line: string): string {
  return line === OUTPUT_END || isStartComment(line) || isDataStart(line) ? `&lt;${line.slice(1)}` : line;
}

/** The readable markdown first; the data, when there is any, after it, out of the way. */
function outputLines(o: SavedOutput): string[] {
  if (o.raw) return o.raw;
  const markdown = o.markdown.split('\n').map(blockSafe).join('\n');
  const data = o.data !== undefined ? dataComment(markdown, o.data) : o.noAnswer ? dataComment(markdown, NO_ANSWER_DATA) : [];
  return [startComment(), '', ...markdown.split('\n'), '', ...data, OUTPUT_END];
}

function queryCellLines(cell: QueryCell): string[] {
  const written = queryLines(cell.source, cell.bare);
  const body = written.slice(1, -1);
  const kept = cell.fence && openingFence(cell.fence.open);
  // the fence read from the file, unless the source now holds a line that would close it
  if (cell.fence && kept && closes(cell.fence.close, kept) && !body.some((l) => closes(l, kept))) {
    written[0] = cell.fence.open;
    written[written.length - 1] = cell.fence.close;
  }
  const out = [...written];
  for (const o of cell.outputs) out.push(...(o.gapBefore ?? ['']), ...outputLines(o));
  return out;
}

function proseLines(source: string, last: boolean): string[] {
  const lines = source.split('\n');
  // a fence left open would take in the cells after it: it ends with its cell
  const open = last ? undefined : fenceLeftOpen(lines);
  return open ? [...lines, open.char.repeat(open.length)] : lines;
}

export function writePulseFile(file: PulseFile): string {
  const lines: string[] = [];
  file.cells.forEach((cell, i) => {
    const previous = file.cells[i - 1];
    lines.push(...gapBefore(previous, cell));
    lines.push(...(cell.kind === 'query' ? queryCellLines(cell) : proseLines(cell.source, i === file.cells.length - 1)));
  });
  lines.push(...(file.tail ?? ['']));
  const text = lines.join('\n');
  return `${file.bom ? BOM : ''}${file.crlf ? text.replace(/\n/g, '\r\n') : text}`;
}
