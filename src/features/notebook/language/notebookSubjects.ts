// The subjects a cell's notebook already names (its other cells' questions, the topics its saved
// answers list) and the sectors its coins lists show: completions offer them without asking the service.
import * as vscode from 'vscode';
import type { ItemRef } from '../../../shared/items';
import { CELL_OUTPUT_MIME, type CellOutput } from '../../../shared/protocol/cellOutput';
import { isCellOutput } from '../../../shared/protocol/cellOutputCheck';
import { outputRefs, outputSectors, parseCell, queryRefs } from '../core/cells';
import { CELL_LANGUAGE } from '../serializer';

function answers(cell: vscode.NotebookCell): CellOutput[] {
  return cell.outputs.flatMap((o) => o.items).filter((i) => i.mime === CELL_OUTPUT_MIME).flatMap((i) => {
    try {
      const value: unknown = JSON.parse(new TextDecoder().decode(i.data));
      return isCellOutput(value) ? [value] : [];
    } catch {
      return [];
    }
  });
}

function pulseCells(doc: vscode.TextDocument): vscode.NotebookCell[] {
  const notebook = vscode.workspace.notebookDocuments.find((nb) => nb.getCells().some((c) => c.document === doc));
  return notebook ? notebook.getCells().filter((c) => c.document.languageId === CELL_LANGUAGE) : [];
}

export function notebookSubjects(doc: vscode.TextDocument): ItemRef[] {
  return pulseCells(doc).flatMap((cell) => {
    const query = cell.document === doc ? undefined : parseCell(cell.document.getText()).query;
    return [...(query ? queryRefs(query) : []), ...answers(cell).flatMap(outputRefs)];
  });
}

/** The sectors the notebook's coins lists show. */
export function notebookSectors(doc: vscode.TextDocument): string[] {
  return pulseCells(doc).flatMap((cell) => answers(cell).flatMap(outputSectors));
}
