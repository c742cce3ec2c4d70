// Pulse notebooks in the real extension host: a *.pulse.md file opens as a notebook with its saved
// outputs and is saved back byte for byte; cells run against the emulator over loopback on the
// shared connection (outputs, requests spent); a cell's stop aborts its request; Run All on Hobby
// fits the plan's minute, a refused cell saying why while the rest still run.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { SocialPulseApi } from '../../src/main/extension';
import { makeReadOnly } from '../shared/readOnlyFolder';
import { CELL_OUTPUT_MIME, type CellOutput } from '../../src/shared/protocol/cellOutput';
import { activateOnDemo, discardNotes, type Emulator, EXTENSION_ID, fakeKey, holdUnsavedEdits, note, onOwnEmulator, resetCore, setSetting, turnOnDemo, waitFor } from './coreHelpers';

const NOTEBOOK_TYPE = 'pulse-notebook';
const CONTROLLER_ID = 'socialPulse.notebookController';

const SAVED_OUTPUT: CellOutput = {
  v: 1, title: 'Saved answer', generated: 1_795_000_000, requests: 1, demo: true, notes: [],
  table: { columns: [{ key: 'name', label: 'Name', kind: 'text' }, { key: 'n', label: 'N', kind: 'count' }], rows: [['a | b', 12]] },
};

function queryCells(queries: readonly string[]): vscode.NotebookData {
  return new vscode.NotebookData(queries.map((q) => new vscode.NotebookCellData(vscode.NotebookCellKind.Code, q, 'pulse')));
}

async function openUntitled(queries: readonly string[]): Promise<vscode.NotebookDocument> {
  const doc = await vscode.workspace.openNotebookDocument(NOTEBOOK_TYPE, queryCells(queries));
  const editor = await vscode.window.showNotebookDocument(doc);
  await vscode.commands.executeCommand('notebook.selectKernel', { notebookEditor: editor, id: CONTROLLER_ID, extension: EXTENSION_ID });
  return doc;
}

function ended(cell: vscode.NotebookCell): boolean {
  return cell.executionSummary?.success !== undefined || (cell.executionSummary?.timing?.endTime ?? 0) > 0;
}

async function execute(doc: vscode.NotebookDocument, start: number, end: number): Promise<void> {
  await vscode.commands.executeCommand('notebook.cell.execute', { ranges: [{ start, end }], document: doc.uri });
}

function answerOf(cell: vscode.NotebookCell): CellOutput | undefined {
  const item = cell.outputs[0]?.items.find((i) => i.mime === CELL_OUTPUT_MIME);
  return item && JSON.parse(new TextDecoder().decode(item.data)) as CellOutput;
}

function markdownOf(cell: vscode.NotebookCell): string {
  const item = cell.outputs[0]?.items.find((i) => i.mime === 'text/markdown');
  return item ? new TextDecoder().decode(item.data) : '';
}

async function closeAll(): Promise<void> {
  await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor').then(undefined, () => undefined);
  await vscode.commands.executeCommand('workbench.action.closeAllEditors');
}

describe('notebooks', function () {
  this.timeout(120_000);
  let api: SocialPulseApi;
  let dir: string;

  before(async () => {
    api = await activateOnDemo();
    await holdUnsavedEdits(true);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pulse-notebook-'));
  });
  afterEach(closeAll);
  after(async () => {
    await holdUnsavedEdits(false);
    await resetCore(api);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('opens a *.pulse.md file as a notebook with its saved outputs, and saves it back byte for byte', async () => {
    const { writePulseFile } = await import('../../src/features/notebook/core/format/write');
    const { cellMarkdown } = await import('../../src/features/notebook/core/cellMarkdown');
    const text = writePulseFile({ cells: [
      { kind: 'prose', source: '# Weekly\n\nSome | pipes and <!-- a comment --> in prose.' },
      { kind: 'query', source: 'topic bitcoin', outputs: [{ data: SAVED_OUTPUT, markdown: cellMarkdown(SAVED_OUTPUT) }] },
    ], tail: ['', ''] });
    const file = path.join(dir, 'weekly.pulse.md');
    fs.writeFileSync(file, text);
    const doc = await vscode.workspace.openNotebookDocument(vscode.Uri.file(file));
    assert.equal(doc.notebookType, NOTEBOOK_TYPE);
    assert.deepEqual(doc.getCells().map((c) => [c.kind, c.document.languageId]), [[vscode.NotebookCellKind.Markup, 'markdown'], [vscode.NotebookCellKind.Code, 'pulse']]);
    const query = doc.cellAt(1);
    assert.deepEqual(query.outputs[0]?.items.map((i) => i.mime), [CELL_OUTPUT_MIME, 'text/markdown']);
    assert.equal(answerOf(query)?.title, 'Saved answer');
    // an edit undone leaves the notebook dirty with the same content: saving writes what was read
    const editor = await vscode.window.showNotebookDocument(doc);
    const add = new vscode.WorkspaceEdit();
    add.set(doc.uri, [vscode.NotebookEdit.insertCells(2, [new vscode.NotebookCellData(vscode.NotebookCellKind.Markup, 'extra', 'markdown')])]);
    await vscode.workspace.applyEdit(add);
    const remove = new vscode.WorkspaceEdit();
    remove.set(doc.uri, [vscode.NotebookEdit.deleteCells(new vscode.NotebookRange(2, 3))]);
    await vscode.workspace.applyEdit(remove);
    assert.ok(doc.isDirty && editor);
    const written = fs.statSync(file).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.ok(await doc.save());
    assert.ok(fs.statSync(file).mtimeMs > written, 'written again');
    assert.equal(fs.readFileSync(file, 'utf8'), text);
  });

  it('opens a *.pulse.md file saved with a byte-order mark with its first query cell, and saves the mark back', async () => {
    const text = '\uFEFF```pulse\ntopic bitcoin\n```\n\nSome prose.\n';
    const file = path.join(dir, 'bom.pulse.md');
    fs.writeFileSync(file, text);
    const doc = await vscode.workspace.openNotebookDocument(vscode.Uri.file(file));
    assert.deepEqual(doc.getCells().map((c) => [c.kind, c.document.getText()]), [[vscode.NotebookCellKind.Code, 'topic bitcoin'], [vscode.NotebookCellKind.Markup, 'Some prose.']]);
    await vscode.window.showNotebookDocument(doc);
    const edit = new vscode.WorkspaceEdit();
    edit.set(doc.uri, [vscode.NotebookEdit.insertCells(2, [new vscode.NotebookCellData(vscode.NotebookCellKind.Markup, 'More.', 'markdown')])]);
    await vscode.workspace.applyEdit(edit);
    assert.ok(await doc.save());
    assert.equal(fs.readFileSync(file, 'utf8'), '\uFEFF```pulse\ntopic bitcoin\n```\n\nSome prose.\n\n<!-- pulse-cell -->\n\nMore.\n');
  });

  it('shows a saved file\'s outputs through the notes guard, and still saves the file back unchanged', async () => {
    const { writePulseFile } = await import('../../src/features/notebook/core/format/write');
    // a .pulse.md from a cloned repository: its outputs' markdown is anyone's text
    const hostile = '<img src=x onerror=alert(1)>\n\n[run](command:workbench.action.terminal.new)\n\n  ```\n  a fence never closed';
    const text = writePulseFile({ cells: [{ kind: 'query', source: 'topic bitcoin', outputs: [{ markdown: hostile }] }] });
    const file = path.join(dir, 'cloned.pulse.md');
    fs.writeFileSync(file, text);
    const doc = await vscode.workspace.openNotebookDocument(vscode.Uri.file(file));
    const shown = markdownOf(doc.cellAt(0));
    assert.ok(!/(?<!\\)<img/.test(shown), shown);
    assert.ok(!/(?<!\\)\]\(command:/.test(shown), shown);
    assert.ok(shown.endsWith('  ```\n  a fence never closed\n  ```'), `the fence is closed: ${shown}`);
    await vscode.window.showNotebookDocument(doc);
    const add = new vscode.WorkspaceEdit();
    add.set(doc.uri, [vscode.NotebookEdit.insertCells(1, [new vscode.NotebookCellData(vscode.NotebookCellKind.Markup, 'extra', 'markdown')])]);
    await vscode.workspace.applyEdit(add);
    const remove = new vscode.WorkspaceEdit();
    remove.set(doc.uri, [vscode.NotebookEdit.deleteCells(new vscode.NotebookRange(1, 2))]);
    await vscode.workspace.applyEdit(remove);
    assert.ok(await doc.save());
    assert.equal(fs.readFileSync(file, 'utf8'), text, 'the saved block is written back as it was read');
  });

  it('New Pulse Notebook opens an untitled *.pulse.md with a starter cell per kind of question', async () => {
    const uri = await vscode.commands.executeCommand<string>('socialPulse.newNotebook');
    const doc = vscode.workspace.notebookDocuments.find((d) => d.uri.toString() === uri);
    assert.ok(doc?.isUntitled && /\.pulse\.md$/.test(doc.uri.path), uri);
    const queries = doc.getCells().filter((c) => c.kind === vscode.NotebookCellKind.Code).map((c) => c.document.getText());
    assert.ok(queries.length >= 6 && queries.includes('topic bitcoin') && queries.some((q) => q.startsWith('coins top')), queries.join(' / '));
  });

  it('runs a cell against the demo emulator: a table, its markdown, when and what it cost, counted in the quota', async () => {
    const doc = await openUntitled(['coins top 3 by market_cap']);
    const before = api.connection.quota()?.dayUsed ?? 0;
    await execute(doc, 0, 1);
    const cell = await waitFor('the cell to end', () => (ended(doc.cellAt(0)) ? doc.cellAt(0) : undefined));
    assert.equal(cell.executionSummary?.success, true, markdownOf(cell));
    assert.ok((cell.executionSummary?.executionOrder ?? 0) > 0, 'numbered');
    const answer = answerOf(cell);
    assert.equal(answer?.table?.rows.length, 3);
    assert.equal(answer?.demo, true);
    assert.equal((api.connection.quota()?.dayUsed ?? 0) - before, answer?.requests);
    assert.match(markdownOf(cell), /\n\| .* \|\n\| (---|--:)/);
    assert.match(markdownOf(cell), /Generated \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC · (1 request|from the cache)/);
  });

  it('Insert Notebook into Note and Export as Markdown write the questions and their answers, without the data comments', async () => {
    const doc = await openUntitled(['coins top 2 by market_cap']);
    await execute(doc, 0, 1);
    await waitFor('the cell to end', () => ended(doc.cellAt(0)));
    const inserted = await vscode.commands.executeCommand<string>('socialPulse.insertNotebookIntoNote');
    const note = vscode.workspace.textDocuments.find((d) => d.uri.toString() === inserted);
    const text = note?.getText() ?? '';
    assert.match(text, /^## .* — Social Pulse notebook, \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\n\n```pulse\ncoins top 2 by market_cap\n```\n\n\*\*/);
    assert.match(text, /\n\| .* \|\n\| (---|--:)/);
    assert.ok(!text.includes('<!--'), 'no comment in the note');
    await vscode.window.showNotebookDocument(doc);
    const target = vscode.Uri.file(path.join(dir, 'exported.md'));
    await vscode.commands.executeCommand('socialPulse.exportNotebookMarkdown', undefined, target);
    const exported = fs.readFileSync(target.fsPath, 'utf8');
    assert.ok(exported.startsWith('```pulse\ncoins top 2 by market_cap\n```\n\n**'), exported.slice(0, 200));
    assert.ok(!exported.includes('<!--'));
    if (note?.isDirty) {
      await vscode.window.showTextDocument(note);
      await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
    }
  });

  it('Export as Markdown into a read-only folder says it failed, and returns no file, never "exported"', async () => {
    const doc = await openUntitled(['coins top 2 by market_cap']);
    await vscode.window.showNotebookDocument(doc);
    const locked = path.join(dir, 'locked');
    fs.mkdirSync(locked, { recursive: true });
    const writable = makeReadOnly(locked);
    try {
      const target = vscode.Uri.file(path.join(locked, 'exported.md'));
      const exported = await vscode.commands.executeCommand<string | undefined>('socialPulse.exportNotebookMarkdown', undefined, target);
      assert.equal(exported, undefined);
      assert.ok(!fs.existsSync(target.fsPath));
    } finally {
      writable();
    }
  });

  it('Insert Notebook into Note from a cell being edited goes into the note edited last, not a new document', async () => {
    const journal = await note('# Journal\n\nToday.\n');
    journal.selection = new vscode.Selection(2, 6, 2, 6);
    const doc = await openUntitled(['coins top 2 by market_cap']);
    await execute(doc, 0, 1);
    await waitFor('the cell to end', () => ended(doc.cellAt(0)));
    await vscode.commands.executeCommand('notebook.cell.edit');
    await waitFor('a cell editor active', () => vscode.window.activeTextEditor?.document.uri.scheme === 'vscode-notebook-cell');
    const inserted = await vscode.commands.executeCommand<string>('socialPulse.insertNotebookIntoNote', { notebookEditor: { notebookUri: doc.uri } });
    assert.equal(inserted, journal.document.uri.toString());
    assert.match(journal.document.getText(), /^# Journal\n\nToday\.\n[\s\S]*\n## .* — Social Pulse notebook, /);
    await discardNotes();
  });

  it('Insert Notebook into Note refuses a note VS Code\'s settings make read-only, in the digest\'s words, and leaves it as it was (failed before: the answers written into it)', async () => {
    const file = path.join(vscode.workspace.workspaceFolders![0]!.uri.fsPath, 'read-only-journal.md');
    fs.writeFileSync(file, '# Journal\n');
    const files = vscode.workspace.getConfiguration('files');
    const window = vscode.window as unknown as Record<'showWarningMessage', unknown>;
    const real = window.showWarningMessage;
    const said: string[] = [];
    try {
      const journal = await vscode.window.showTextDocument(vscode.Uri.file(file), { preview: false });
      await files.update('readonlyInclude', { '**/read-only-journal.md': true }, vscode.ConfigurationTarget.Global);
      const doc = await openUntitled(['coins top 2 by market_cap']);
      await execute(doc, 0, 1);
      await waitFor('the cell to end', () => ended(doc.cellAt(0)));
      await vscode.commands.executeCommand('notebook.cell.edit');
      await waitFor('a cell editor active', () => vscode.window.activeTextEditor?.document.uri.scheme === 'vscode-notebook-cell');
      window.showWarningMessage = async (message: string) => { said.push(message); return undefined; };
      const inserted = await vscode.commands.executeCommand<string | undefined>('socialPulse.insertNotebookIntoNote', { notebookEditor: { notebookUri: doc.uri } });
      assert.equal(inserted, undefined);
      assert.deepEqual(said, ['Social Pulse: read-only-journal.md cannot be written: VS Code\'s settings make it read-only (files.readonlyInclude).']);
      assert.equal(journal.document.getText(), '# Journal\n');
    } finally {
      window.showWarningMessage = real;
      await files.update('readonlyInclude', undefined, vscode.ConfigurationTarget.Global);
      await discardNotes();
      fs.rmSync(file, { force: true });
    }
  });

  it('demo data turned off clears the demo answers not yet saved, and keeps the saved ones', async () => {
    const { writePulseFile } = await import('../../src/features/notebook/core/format/write');
    const file = path.join(dir, 'switch.pulse.md');
    fs.writeFileSync(file, writePulseFile({ cells: [{ kind: 'query', source: 'coins top 2 by market_cap', outputs: [] }], tail: [''] }));
    const saved = await vscode.workspace.openNotebookDocument(vscode.Uri.file(file));
    const savedEditor = await vscode.window.showNotebookDocument(saved);
    await vscode.commands.executeCommand('notebook.selectKernel', { notebookEditor: savedEditor, id: CONTROLLER_ID, extension: EXTENSION_ID });
    await execute(saved, 0, 1);
    await waitFor('the saved notebook\'s cell to end', () => ended(saved.cellAt(0)));
    assert.ok(await saved.save());
    const unsaved = await openUntitled(['coins top 3 by market_cap']);
    await execute(unsaved, 0, 1);
    await waitFor('the untitled cell to end', () => ended(unsaved.cellAt(0)));
    assert.equal(answerOf(unsaved.cellAt(0))?.demo, true);
    try {
      await setSetting('demo', false);
      await waitFor('demo data off', () => api.connection.state.mode !== 'demo');
      await waitFor('the unsaved demo answer cleared', () => answerOf(unsaved.cellAt(0)) === undefined);
      assert.match(markdownOf(unsaved.cellAt(0)), /came from demo data, which is off now: run the cell again/);
      assert.equal(answerOf(saved.cellAt(0))?.demo, true, 'the saved answer is the person\'s note: it stays');
      assert.equal(saved.isDirty, false);
    } finally {
      await turnOnDemo(api);
    }
  });

  it('shows a cell\'s problems in place without asking the service', async () => {
    const doc = await openUntitled(['topic bitcoin series not_a_metric']);
    const before = api.connection.quota()?.dayUsed ?? 0;
    await execute(doc, 0, 1);
    const cell = await waitFor('the cell to end', () => (ended(doc.cellAt(0)) ? doc.cellAt(0) : undefined));
    assert.equal(cell.executionSummary?.success, false);
    assert.match(markdownOf(cell), /nothing was asked of the service/);
    assert.equal(api.connection.quota()?.dayUsed ?? 0, before);
  });

  describe('on the service with a key', () => {
    let emulator: Emulator;
    const key = fakeKey();

    before(async () => {
      emulator = await onOwnEmulator(api, key, 'hobby', 'notebook test');
    });
    after(async () => {
      await resetCore(api);
      await emulator.close();
    });

    it('Run All on Hobby fits the minute: a cell the plan refuses says why, the cells after it still run', async () => {
      emulator.resetQuotas();
      const doc = await openUntitled(['coins top 3 by market_cap', 'topic bitcoin', 'stocks top 2 by market_cap']);
      const before = emulator.requests();
      const started = Date.now();
      await vscode.commands.executeCommand('notebook.execute', doc.uri);
      await waitFor('every cell to end', () => doc.getCells().every(ended), 60_000);
      assert.ok(Date.now() - started < 60_000);
      const [coins, topic, stocks] = doc.getCells();
      assert.equal(coins!.executionSummary?.success, true, markdownOf(coins!));
      assert.equal(topic!.executionSummary?.success, false);
      assert.match(markdownOf(topic!), /could not run \(plan\)/);
      assert.match(markdownOf(topic!), /Your plan does not include/);
      assert.equal(stocks!.executionSummary?.success, true, markdownOf(stocks!));
      const spent = emulator.requests() - before;
      assert.ok(spent <= 4, `${spent} requests`);
      // the refused request counts too, and the failed cell says so
      const refused = Number(/The attempt spent (\d+) request/.exec(markdownOf(topic!))?.[1] ?? 0);
      assert.equal(spent, (answerOf(coins!)?.requests ?? 0) + refused + (answerOf(stocks!)?.requests ?? 0));
      const orders = doc.getCells().map((c) => c.executionSummary?.executionOrder ?? 0);
      assert.ok(orders[0]! < orders[1]! && orders[1]! < orders[2]!, `order ${orders.join(',')}`);
    });

    it('the cell\'s stop aborts its request in flight', async () => {
      emulator.resetQuotas();
      emulator.faults.set({ kind: 'latency', ms: 8000, match: '/coins/list' });
      try {
        const doc = await openUntitled(['coins top 4 by volume_24h']);
        const before = emulator.requests();
        const started = Date.now();
        void execute(doc, 0, 1);
        await waitFor('the request to reach the emulator', () => emulator.requests() > before);
        assert.ok((api.connection.quota()?.inFlight ?? 0) > 0, 'in flight');
        await vscode.commands.executeCommand('notebook.cell.cancelExecution', { ranges: [{ start: 0, end: 1 }], document: doc.uri });
        const cell = await waitFor('the cell to end', () => (ended(doc.cellAt(0)) ? doc.cellAt(0) : undefined));
        assert.ok(Date.now() - started < 4000, `took ${Date.now() - started} ms`);
        assert.equal(cell.executionSummary?.success, false);
        assert.match(markdownOf(cell), /Stopped: its requests were cancelled/);
        assert.equal(api.connection.quota()?.inFlight ?? 0, 0, 'nothing left in flight');
      } finally {
        emulator.faults.clear();
      }
    });

    it('interrupting a run of several cells cancels the cells still queued: they send nothing', async () => {
      emulator.resetQuotas();
      emulator.faults.set({ kind: 'latency', ms: 8000, match: '/coins/list' });
      try {
        const doc = await openUntitled(['coins top 4 by volume_24h', 'stocks top 3']);
        const before = emulator.requests();
        void execute(doc, 0, 2);
        await waitFor('the first request to reach the emulator', () => emulator.requests() > before);
        await vscode.commands.executeCommand('notebook.cell.cancelExecution', { ranges: [{ start: 0, end: 2 }], document: doc.uri });
        await waitFor('the first cell to end', () => (ended(doc.cellAt(0)) ? doc.cellAt(0) : undefined));
        await new Promise((resolve) => setTimeout(resolve, 1000));
        assert.equal(emulator.requests() - before, 1, 'only the first cell\'s request');
        assert.equal(doc.cellAt(1).outputs.length, 0, 'the queued cell did not run');
      } finally {
        emulator.faults.clear();
      }
    });

    it('Insert Notebook into Note leaves out a question whose cell failed (the plan refused it), saved or not', async () => {
      emulator.resetQuotas();
      const file = path.join(dir, 'failed.pulse.md');
      const { writePulseFile } = await import('../../src/features/notebook/core/format/write');
      fs.writeFileSync(file, writePulseFile({ cells: [{ kind: 'query', source: 'coins top 2 by market_cap', outputs: [] }, { kind: 'query', source: 'topic bitcoin', outputs: [] }], tail: [''] }));
      let doc = await vscode.workspace.openNotebookDocument(vscode.Uri.file(file));
      const editor = await vscode.window.showNotebookDocument(doc);
      await vscode.commands.executeCommand('notebook.selectKernel', { notebookEditor: editor, id: CONTROLLER_ID, extension: EXTENSION_ID });
      await execute(doc, 0, 2);
      await waitFor('both cells to end', () => ended(doc.cellAt(0)) && ended(doc.cellAt(1)), 30_000);
      assert.equal(doc.cellAt(1).executionSummary?.success, false, markdownOf(doc.cellAt(1)));
      assert.ok(await doc.save());
      for (const when of ['as run', 'as saved and opened again']) {
        if (when !== 'as run') {
          await closeAll();
          doc = await vscode.workspace.openNotebookDocument(vscode.Uri.file(file));
          await vscode.window.showNotebookDocument(doc);
        }
        const inserted = await vscode.commands.executeCommand<string>('socialPulse.insertNotebookIntoNote', { notebookEditor: { notebookUri: doc.uri } });
        const text = vscode.workspace.textDocuments.find((d) => d.uri.toString() === inserted)?.getText() ?? '';
        assert.match(text, /```pulse\ncoins top 2 by market_cap\n```/, when);
        assert.ok(!text.includes('topic bitcoin') && !text.includes('could not run'), `${when}: ${text}`);
        await discardNotes();
      }
    });

    it('a queued cell edited before its turn runs as it reads at its turn, as VS Code\'s own kernels read a cell', async () => {
      emulator.resetQuotas();
      emulator.faults.set({ kind: 'latency', ms: 3000, match: '/coins/list' });
      try {
        const doc = await openUntitled(['coins top 4 by volume_24h', 'stocks top 3']);
        const before = emulator.requests();
        void execute(doc, 0, 2);
        await waitFor('the first request to reach the emulator', () => emulator.requests() > before);
        const queued = doc.cellAt(1).document;
        const edit = new vscode.WorkspaceEdit();
        edit.replace(queued.uri, new vscode.Range(0, 0, queued.lineCount, 0), 'stocks top 2');
        assert.ok(await vscode.workspace.applyEdit(edit));
        await waitFor('both cells to end', () => ended(doc.cellAt(0)) && ended(doc.cellAt(1)), 30_000);
        assert.equal(doc.cellAt(1).executionSummary?.success, true, markdownOf(doc.cellAt(1)));
        assert.equal(answerOf(doc.cellAt(1))?.table?.rows.length, 2, markdownOf(doc.cellAt(1)));
      } finally {
        emulator.faults.clear();
      }
    });

    it('asks before a run that may cost more than a few requests (the test host refuses to ask: nothing runs)', async () => {
      const doc = await openUntitled(['coins top 3', 'stocks top 3', 'nfts top 3', 'coins top 5 by volume_24h']);
      const before = emulator.requests();
      const asked = await Promise.resolve(vscode.commands.executeCommand('notebook.execute', doc.uri)).then(() => 'ran', (e: unknown) => String(e));
      await new Promise((resolve) => setTimeout(resolve, 500));
      assert.equal(emulator.requests(), before, `no request (${asked})`);
      assert.ok(doc.getCells().every((c) => c.outputs.length === 0));
    });
  });
});
