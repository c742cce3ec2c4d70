// A pulse cell's problems as the editor's diagnostics, from its text alone (no request): set when
// a cell opens or changes, cleared when it closes.
import * as vscode from 'vscode';
import { parseCell } from '../core/cells';
import { CELL_LANGUAGE } from '../serializer';

function isPulseCell(doc: vscode.TextDocument): boolean {
  return doc.languageId === CELL_LANGUAGE;
}

function diagnosticsOf(doc: vscode.TextDocument): vscode.Diagnostic[] {
  return parseCell(doc.getText()).problems.map((p) => {
    const range = new vscode.Range(doc.positionAt(p.start), doc.positionAt(p.end));
    const d = new vscode.Diagnostic(range, p.message, p.severity === 'error' ? vscode.DiagnosticSeverity.Error : vscode.DiagnosticSeverity.Warning);
    d.source = 'Social Pulse';
    return d;
  });
}

export function registerCellDiagnostics(): vscode.Disposable {
  const collection = vscode.languages.createDiagnosticCollection('pulse');
  const update = (doc: vscode.TextDocument): void => {
    if (isPulseCell(doc)) collection.set(doc.uri, diagnosticsOf(doc));
    else collection.delete(doc.uri);
  };
  vscode.workspace.textDocuments.forEach(update);
  return vscode.Disposable.from(
    collection,
    vscode.workspace.onDidOpenTextDocument(update),
    vscode.workspace.onDidChangeTextDocument((e) => update(e.document)),
    vscode.workspace.onDidCloseTextDocument((doc) => collection.delete(doc.uri)),
  );
}
