// A cell's answer as VS Code's output: the data for the renderer (CELL_OUTPUT_MIME) and its
// markdown as the fallback (text/markdown, through the notes guard), which is also what the file
// saves. A saved output read from a file (anyone's text) is shown through the guard too; metadata
// keeps the block as read, so the file is written back unchanged.
import * as vscode from 'vscode';
import { CELL_OUTPUT_MIME, type CellOutput } from '../../shared/protocol/cellOutput';
import { isCellOutput } from '../../shared/protocol/cellOutputCheck';
import { cellMarkdown } from './core/cellMarkdown';
import { safeMarkdown } from '../../shared/render/safeMarkdown';
import type { SavedOutput } from './core/format/model';

export const MARKDOWN_MIME = 'text/markdown';

const decoder = new TextDecoder();

/** Output metadata: the saved block as read (absent on an output made by a run). */
interface SavedLayout {
  raw?: string[];
  gapBefore?: string[];
}

/** `run` names the run that made it (see PulseController's unsaved answers); the file does not keep it. */
export function answerOutput(answer: CellOutput, run?: string): vscode.NotebookCellOutput {
  return new vscode.NotebookCellOutput([
    vscode.NotebookCellOutputItem.json(answer, CELL_OUTPUT_MIME),
    vscode.NotebookCellOutputItem.text(cellMarkdown(answer), MARKDOWN_MIME),
  ], run ? { pulseRun: run } : undefined);
}

/** The answer an output shows and the run that made it, when a run in this window made it. */
export function runAnswer(output: vscode.NotebookCellOutput): { run: string; answer: CellOutput } | undefined {
  const run: unknown = output.metadata?.pulseRun;
  const item = output.items.find((i) => i.mime === CELL_OUTPUT_MIME);
  if (typeof run !== 'string' || !item) return undefined;
  try {
    const answer: unknown = JSON.parse(decoder.decode(item.data));
    return isCellOutput(answer) ? { run, answer } : undefined;
  } catch {
    return undefined;
  }
}

/** Output metadata: the output is words in place of an answer (SavedOutput's noAnswer). */
const NO_ANSWER = 'pulseNoAnswer';

/** Words in place of an answer (a failure, a stop, a cell's problems), written (and saved) as markdown. */
export function markdownOutput(markdown: string): vscode.NotebookCellOutput {
  return new vscode.NotebookCellOutput([vscode.NotebookCellOutputItem.text(markdown, MARKDOWN_MIME)], { [NO_ANSWER]: true });
}

export function restoredOutput(saved: SavedOutput): vscode.NotebookCellOutput {
  const items = [vscode.NotebookCellOutputItem.text(safeMarkdown(saved.markdown), MARKDOWN_MIME)];
  if (isCellOutput(saved.data)) items.unshift(vscode.NotebookCellOutputItem.json(saved.data, CELL_OUTPUT_MIME));
  const layout: SavedLayout = { raw: saved.raw, ...(saved.gapBefore ? { gapBefore: saved.gapBefore } : {}) };
  return new vscode.NotebookCellOutput(items, { pulse: layout, ...(saved.noAnswer ? { [NO_ANSWER]: true } : {}) });
}

function isLines(v: unknown): v is string[] {
  return Array.isArray(v) && v.every((l) => typeof l === 'string');
}

/** What the file saves of an output; undefined for an output of another kind (none is made here). */
export function savedOutput(output: vscode.NotebookCellOutput): SavedOutput | undefined {
  const markdownItem = output.items.find((i) => i.mime === MARKDOWN_MIME);
  const dataItem = output.items.find((i) => i.mime === CELL_OUTPUT_MIME);
  if (!markdownItem && !dataItem) return undefined;
  let data: unknown;
  if (dataItem) {
    try {
      data = JSON.parse(decoder.decode(dataItem.data)) as unknown;
    } catch {
      data = undefined;
    }
  }
  const markdown = markdownItem ? decoder.decode(markdownItem.data) : isCellOutput(data) ? cellMarkdown(data) : '';
  const layout = (output.metadata?.pulse ?? {}) as SavedLayout;
  const saved: SavedOutput = { markdown };
  if (isCellOutput(data)) saved.data = data;
  else if (output.metadata?.[NO_ANSWER] === true) saved.noAnswer = true;
  if (isLines(layout.raw)) saved.raw = layout.raw;
  if (isLines(layout.gapBefore)) saved.gapBefore = layout.gapBefore;
  return saved;
}
