// The `pulse-notebook` type's serializer: a `*.pulse.md` file to cells and back (core/format/read.ts,
// core/format/write.ts). Markdown cells are the prose, code cells of language `pulse` the queries; the
// lines the reader kept to write the file back unchanged ride in the cells' metadata.
import * as vscode from 'vscode';
import type { Gap, PulseCell, PulseFile, QueryCell, SavedOutput } from './core/format/model';
import { readPulseFile } from './core/format/read';
import { writePulseFile } from './core/format/write';
import { restoredOutput, savedOutput } from './outputs';

export const NOTEBOOK_TYPE = 'pulse-notebook';
export const CELL_LANGUAGE = 'pulse';

/** Cell metadata: the layout read from the file (core/format/model.ts), absent where it is the writer's. */
interface CellLayout {
  gapBefore?: Gap;
  fence?: { open: string; close: string };
  bare?: boolean;
}

interface FileLayout {
  tail?: string[];
  crlf?: boolean;
  bom?: boolean;
}

function cellData(cell: PulseCell): vscode.NotebookCellData {
  const layout: CellLayout = {};
  if (cell.gapBefore) layout.gapBefore = cell.gapBefore;
  let data: vscode.NotebookCellData;
  if (cell.kind === 'prose') {
    data = new vscode.NotebookCellData(vscode.NotebookCellKind.Markup, cell.source, 'markdown');
  } else {
    data = new vscode.NotebookCellData(vscode.NotebookCellKind.Code, cell.source, CELL_LANGUAGE);
    if (cell.fence) layout.fence = cell.fence;
    if (cell.bare) layout.bare = true;
    data.outputs = cell.outputs.map(restoredOutput);
  }
  if (Object.keys(layout).length) data.metadata = { pulse: layout };
  return data;
}

/** The notebook's cells as the pure model. */
export function fileOf(data: vscode.NotebookData): PulseFile {
  const cells = data.cells.map((c): PulseCell => {
    const layout = (c.metadata?.pulse ?? {}) as CellLayout;
    const gapBefore = Array.isArray(layout.gapBefore) ? { gapBefore: layout.gapBefore } : {};
    if (c.kind === vscode.NotebookCellKind.Markup) return { kind: 'prose', source: c.value, ...gapBefore };
    const outputs = (c.outputs ?? []).map(savedOutput).filter((o): o is SavedOutput => !!o);
    const query: QueryCell = { kind: 'query', source: c.value, outputs, ...gapBefore };
    if (layout.fence && typeof layout.fence.open === 'string' && typeof layout.fence.close === 'string') query.fence = layout.fence;
    if (layout.bare === true) query.bare = true;
    return query;
  });
  const layout = (data.metadata?.pulse ?? {}) as FileLayout;
  const file: PulseFile = { cells };
  if (Array.isArray(layout.tail)) file.tail = layout.tail;
  if (layout.crlf === true) file.crlf = true;
  if (layout.bom === true) file.bom = true;
  return file;
}

export function notebookData(file: PulseFile): vscode.NotebookData {
  const data = new vscode.NotebookData(file.cells.map(cellData));
  const layout: FileLayout = {};
  if (file.tail) layout.tail = file.tail;
  if (file.crlf) layout.crlf = true;
  if (file.bom) layout.bom = true;
  if (Object.keys(layout).length) data.metadata = { pulse: layout };
  return data;
}

export class PulseSerializer implements vscode.NotebookSerializer {
  // a byte-order mark stays in the text: the reader takes it off the first cell and remembers it
  private readonly decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  private readonly encoder = new TextEncoder();

  deserializeNotebook(content: Uint8Array): vscode.NotebookData {
    return notebookData(readPulseFile(this.decoder.decode(content)));
  }

  serializeNotebook(data: vscode.NotebookData): Uint8Array {
    return this.encoder.encode(writePulseFile(fileOf(data)));
  }
}
