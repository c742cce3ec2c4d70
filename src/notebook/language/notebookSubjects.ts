// The subjects a cell's notebook already names (its other cells' questions, the topics its saved
// answers list): completions offer them without asking the service.
import * as vscode from 'vscode';
import type { ItemRef } from '../../items';
import { CELL_OUTPUT_MIME } from '../../protocol/cellOutput';
import { isCellOutput } from '../../protocol/cellOutputCheck';
import { outputRefs, parseCell, queryRefs } from '../../queries/cells';
import { CELL_LANGUAGE } from '../serializer';

function answerRefs(cell: vscode.NotebookCell): ItemRef[] {
  return cell.outputs.flatMap((o) => o.items).filter((i) => i.mime === CELL_OUTPUT_MIME).flatMap((i) => {
    try {
      const value: unknown = JSON.parse(new TextDecoder().decode(i.data));
      return isCellOutput(value) ? outputRefs(value) : [];
    } catch {
      return [];
    }
  });
}

export function notebookSubjects(doc: vscode.TextDocument): ItemRef[] {
  const notebook = vscode.workspace.notebookDocuments.find((nb) => nb.getCells().some((c) => c.document === doc));
  if (!notebook) return [];
  return notebook.getCells().filter((c) => c.document.languageId === CELL_LANGUAGE).flatMap((cell) => {
    const query = cell.document === doc ? undefined : parseCell(cell.document.getText()).query;
    return [...(query ? queryRefs(query) : []), ...answerRefs(cell)];
  });
}
