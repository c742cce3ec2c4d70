// The pulse cell language in the real extension host: a cell's problems are diagnostics before
// anything runs, completions offer the metrics of the subject's kind, hover says what a metric is.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { SocialPulseApi } from '../../src/main/extension';
import { activateOnDemo, resetCore, waitFor } from './coreHelpers';

const NOTEBOOK_TYPE = 'pulse-notebook';

async function openCells(queries: readonly string[]): Promise<vscode.NotebookDocument> {
  const data = new vscode.NotebookData(queries.map((q) => new vscode.NotebookCellData(vscode.NotebookCellKind.Code, q, 'pulse')));
  const doc = await vscode.workspace.openNotebookDocument(NOTEBOOK_TYPE, data);
  await vscode.window.showNotebookDocument(doc);
  return doc;
}

function hoverText(hovers: readonly vscode.Hover[]): string {
  return hovers.flatMap((h) => h.contents.map((c) => (typeof c === 'string' ? c : c.value))).join('\n');
}

describe('notebook cell language', function () {
  this.timeout(60_000);
  let api: SocialPulseApi;

  before(async () => {
    api = await activateOnDemo();
  });
  after(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await resetCore(api);
  });

  it('diagnoses, completes and explains a cell in-process', async () => {
    const doc = await openCells(['topic bitcoin series interactions,sentimnt 1m', 'coins top 10 by ', 'topic bitcoin series interactions',
      'compare solana, ethereum on interactions', 'topic ']);
    const bad = doc.cellAt(0).document;
    await waitFor('the cell diagnosed', () => vscode.languages.getDiagnostics(bad.uri).length > 0);
    const [problem] = vscode.languages.getDiagnostics(bad.uri);
    assert.equal(problem!.severity, vscode.DiagnosticSeverity.Error);
    assert.match(problem!.message, /Did you mean "sentiment"\?/);
    assert.equal(bad.getText(problem!.range), 'sentimnt');
    assert.deepEqual(vscode.languages.getDiagnostics(doc.cellAt(2).document.uri), []);

    const list = doc.cellAt(1).document;
    const completions = await vscode.commands.executeCommand<vscode.CompletionList>('vscode.executeCompletionItemProvider', list.uri, list.positionAt(list.getText().length));
    const labels = completions.items.map((i) => (typeof i.label === 'string' ? i.label : i.label.label));
    assert.ok(labels.includes('galaxy_score') && labels.includes('alt_rank'), labels.join(', '));

    const good = doc.cellAt(2).document;
    const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', good.uri, good.positionAt(good.getText().indexOf('interactions') + 3));
    assert.match(hoverText(hovers), /Interactions \(interactions\), a count/);

    const fresh = doc.cellAt(4).document;
    const mentioned = await vscode.commands.executeCommand<vscode.CompletionList>('vscode.executeCompletionItemProvider', fresh.uri, fresh.positionAt(6));
    const subjects = mentioned.items.map((i) => (typeof i.label === 'string' ? i.label : i.label.label));
    assert.ok(subjects.includes('solana') && subjects.includes('bitcoin'), `subjects other cells name: ${subjects.join(', ')}`);

    const edit = new vscode.WorkspaceEdit();
    edit.replace(bad.uri, new vscode.Range(bad.positionAt(0), bad.positionAt(bad.getText().length)), 'topic bitcoin series interactions,sentiment 1m');
    await vscode.workspace.applyEdit(edit);
    await waitFor('the fixed cell has no problem', () => vscode.languages.getDiagnostics(bad.uri).length === 0);
  });
});
