// A `*.pulse.md` file as cells. A query is a ```pulse fenced block at the margin; the saved outputs
// after it are blocks between `<!-- pulse-output … -->` and `<!-- /pulse-output -->` (the markdown,
// then the data comment: payload.ts); everything
// else is prose, split into cells at `<!-- pulse-cell -->`. Fences of other languages are followed
// (a ```pulse inside a ```markdown example stays prose), as a forge would read them. What is not
// recognised stays prose, and the lines around each cell are kept when they are not the writer's.
import { BLANK, closingLine, isPulseInfo, openingFence } from './lines';
import { CELL_SEPARATOR, type Gap, OUTPUT_END, type PulseCell, type PulseFile, type QueryCell, type SavedOutput } from './model';
import { dataCommentAt, dataOfComment, dataOfStart, isEarlierStart, isNoAnswerData, isStartComment } from './payload';
import { BOM, canonicalGap, queryLines } from './write';

interface Pending {
  lines: string[];
  /** Indices in `lines` of separator lines (outside any fence). */
  separators: number[];
}

/** The markdown inside an output block: without the one blank line the writer puts at each end. */
function outputMarkdown(content: readonly string[]): string {
  const padded = content.length >= 2 && content[0] === '' && content[content.length - 1] === '';
  const inner = padded ? content.slice(1, -1) : content;
  let start = 0;
  let end = inner.length;
  while (start < end && BLANK.test(inner[start]!)) start++;
  while (end > start && BLANK.test(inner[end - 1]!)) end--;
  return inner.slice(start, end).join('\n');
}

function readOutput(lines: readonly string[], start: number, end: number): SavedOutput {
  const raw = lines.slice(start, end + 1);
  const content = lines.slice(start + 1, end);
  // the earlier format carried the data on the start comment; now it follows the markdown
  const at = isEarlierStart(lines[start]!) ? -1 : dataCommentAt(content);
  const markdown = outputMarkdown(at < 0 ? content : content.slice(0, at));
  const data = at < 0 ? dataOfStart(lines[start]!, markdown) : dataOfComment(content.slice(at), markdown);
  if (data === undefined) return { markdown, raw };
  return isNoAnswerData(data) ? { noAnswer: true, markdown, raw } : { data, markdown, raw };
}

/**
 * The end comment of an output starting at `start`, or -1. An output whose end comment was
 * deleted by hand ends nowhere: the search stops at the next output's start, so the cells up to
 * it are not swallowed into this one (a query fence may sit inside an output's markdown).
 */
function outputEnd(lines: readonly string[], start: number): number {
  for (let i = start + 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === OUTPUT_END) return i;
    if (isStartComment(line)) return -1;
  }
  return -1;
}

export function readPulseFile(content: string): PulseFile {
  const bom = content.startsWith(BOM);
  const text = bom ? content.slice(BOM.length) : content;
  const crlf = text.includes('\r\n') && !/(^|[^\r])\n/.test(text);
  const lines = (crlf ? text.replace(/\r\n/g, '\n') : text).split('\n');
  const cells: PulseCell[] = [];
  let gap: Gap = [];
  let pending: Pending = { lines: [], separators: [] };

  const withGap = <T extends PulseCell>(cell: T): T => {
    const previous = cells[cells.length - 1];
    const canonical = canonicalGap(previous, cell);
    const same = gap.length === canonical.length && gap.every((l, i) => l === canonical[i]);
    if (!same) cell.gapBefore = gap;
    gap = [];
    return cell;
  };

  const flushProse = (): void => {
    const bounds = [-1, ...pending.separators, pending.lines.length];
    for (let s = 0; s + 1 < bounds.length; s++) {
      const from = bounds[s]! + 1;
      const to = bounds[s + 1]!;
      let start = from;
      let end = to;
      while (start < end && BLANK.test(pending.lines[start]!)) start++;
      while (end > start && BLANK.test(pending.lines[end - 1]!)) end--;
      gap.push(...pending.lines.slice(from, start));
      if (start < end) cells.push(withGap({ kind: 'prose', source: pending.lines.slice(start, end).join('\n') }));
      gap.push(...pending.lines.slice(end, to));
      if (to < pending.lines.length) gap.push(pending.lines[to]!);
    }
    pending = { lines: [], separators: [] };
  };

  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    const fence = openingFence(line);
    if (!fence) {
      if (line === CELL_SEPARATOR) pending.separators.push(pending.lines.length);
      pending.lines.push(line);
      i++;
      continue;
    }
    const close = closingLine(lines, i + 1, fence);
    if (close < 0 || !isPulseInfo(fence.info)) {
      const last = close < 0 ? lines.length - 1 : close;
      pending.lines.push(...lines.slice(i, last + 1));
      i = last + 1;
      continue;
    }
    flushProse();
    const body = lines.slice(i + 1, close);
    const cell: QueryCell = withGap({ kind: 'query', source: body.join('\n'), outputs: [] });
    if (body.length === 0) cell.bare = true;
    const written = queryLines(cell.source);
    if (line !== written[0] || lines[close] !== written[written.length - 1]) cell.fence = { open: line, close: lines[close]! };
    cells.push(cell);
    i = close + 1;
    for (;;) {
      let k = i;
      while (k < lines.length && BLANK.test(lines[k]!)) k++;
      const end = k < lines.length && isStartComment(lines[k]!) ? outputEnd(lines, k) : -1;
      if (end < 0) break;
      const output = readOutput(lines, k, end);
      const between = lines.slice(i, k);
      if (between.length !== 1 || between[0] !== '') output.gapBefore = between;
      cell.outputs.push(output);
      i = end + 1;
    }
  }
  flushProse();
  const file: PulseFile = { cells };
  // what follows the last cell, up to and with the text after the last line break
  if (gap.length !== 1 || gap[0] !== '') file.tail = gap;
  if (crlf) file.crlf = true;
  if (bom) file.bom = true;
  return file;
}
