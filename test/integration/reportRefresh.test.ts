// "Add today's figures" in the real extension host, on demo data: a report inserted into a note
// offers the CodeLens, which writes a second dated section under the report and leaves the first
// byte for byte; one undo removes it. A block that does not say what it is on is left as it is.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { SocialPulseApi } from '../../src/main/extension';
import { activateOnDemo, discardNotes, note, resetCore, waitFor } from './coreHelpers';
import { MemoryFs } from './memoryFs';

const HEADINGS = /^## Bitcoin \(BTC\) — Social Pulse report, \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\n<!-- social-pulse:report topic\/bitcoin -->$/gm;
const SOURCE = 'Source: the Social Pulse emulator (demo data)\n';
const bitcoin = { kind: 'topic', id: 'bitcoin', title: 'Bitcoin' };

describe('report refresh: add today\'s figures', () => {
  let api: SocialPulseApi;

  before(async () => {
    api = await activateOnDemo();
  });

  afterEach(discardNotes);

  after(async () => {
    await resetCore(api);
  });

  it('adds a second dated section under an inserted report from its CodeLens, the first byte for byte; one undo removes it', async () => {
    const editor = await note('# My notes\n\nFirst line.\nLast line.\n');
    editor.selection = new vscode.Selection(2, 11, 2, 11);
    await vscode.commands.executeCommand('socialPulse.insertReport', bitcoin);
    const before = editor.document.getText();
    assert.equal([...before.matchAll(HEADINGS)].length, 1, before.slice(0, 300));
    const blockEnd = before.indexOf(SOURCE) + SOURCE.length;
    assert.ok(before.endsWith(`${SOURCE}\nLast line.\n`), before.slice(-200));

    const heading = editor.document.positionAt(before.search(HEADINGS)).line;
    const lens = await waitFor('the CodeLens on the report\'s heading', async () => {
      const lenses = await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', editor.document.uri);
      return lenses.find((l) => l.command?.command === 'socialPulse.addTodaysFigures' && l.range.start.line === heading);
    }, 20_000);
    assert.equal(lens.command?.title, 'Add today\'s figures');
    const added = await vscode.commands.executeCommand<boolean>(lens.command!.command, ...(lens.command!.arguments ?? []));
    assert.equal(added, true);

    const after = editor.document.getText();
    assert.equal(after.slice(0, blockEnd), before.slice(0, blockEnd), 'the first block and what is before it, byte for byte');
    assert.equal([...after.matchAll(HEADINGS)].length, 2);
    assert.ok(after.slice(blockEnd).startsWith('\n## Bitcoin (BTC) — Social Pulse report, '), after.slice(blockEnd, blockEnd + 200));
    assert.ok(after.endsWith(`${SOURCE}\nLast line.\n`), after.slice(-200));

    await vscode.window.showTextDocument(editor.document);
    await vscode.commands.executeCommand('undo');
    assert.equal(editor.document.getText(), before);
  });

  it('adds today\'s figures from the editor\'s context menu, which passes only the note: the report is the one at the cursor', async () => {
    const editor = await note('# My notes\n\nFirst line.\n');
    editor.selection = new vscode.Selection(2, 11, 2, 11);
    await vscode.commands.executeCommand('socialPulse.insertReport', bitcoin);
    const before = editor.document.getText();
    const heading = editor.document.positionAt(before.search(HEADINGS)).line;
    editor.selection = new vscode.Selection(heading, 3, heading, 3);
    const added = await vscode.commands.executeCommand<boolean>('socialPulse.addTodaysFigures', editor.document.uri);
    assert.equal(added, true);
    assert.equal([...editor.document.getText().matchAll(HEADINGS)].length, 2);
  });

  it('offers the CodeLens on a note of any writable file system (a virtual workspace\'s), and none on a read-only one', async () => {
    const text = '# Notes\n\n## Bitcoin (BTC) — Social Pulse report, 2026-11-22 14:05 UTC\n<!-- social-pulse:report topic/bitcoin -->\n\nFigures.\n\nSource: the Social Pulse emulator (demo data)\n';
    const writable = new MemoryFs('pulse-vfs-test');
    const readOnly = new MemoryFs('pulse-vfs-readonly-test');
    const registered = [writable.register(), vscode.workspace.registerFileSystemProvider(readOnly.scheme, readOnly, { isCaseSensitive: true, isReadonly: true })];
    try {
      const lensesOf = async (fs: MemoryFs): Promise<vscode.CodeLens[]> => {
        fs.put('/notes.md', text);
        const editor = await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(fs.uri('/notes.md')), { preview: false });
        assert.equal(editor.document.languageId, 'markdown');
        const all = await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', editor.document.uri);
        return all.filter((l) => l.command?.command === 'socialPulse.addTodaysFigures');
      };
      const lens = await waitFor('the CodeLens on the virtual note\'s report', async () => (await lensesOf(writable))[0], 20_000);
      assert.equal(lens.range.start.line, 2);
      assert.deepEqual(await lensesOf(readOnly), [], 'no lens where the note cannot be changed');
    } finally {
      for (const r of registered) r.dispose();
    }
  });

  it('offers no CodeLens on a note made read-only by files.readonlyInclude, and adds nothing there; the lens comes back with the setting gone', async () => {
    const text = '# Notes\n\n## Bitcoin (BTC) — Social Pulse report, 2026-11-22 14:05 UTC\n<!-- social-pulse:report topic/bitcoin -->\n\nFigures.\n\nSource: the Social Pulse emulator (demo data)\n';
    const file = path.join(vscode.workspace.workspaceFolders![0]!.uri.fsPath, 'read-only-report-note.md');
    fs.writeFileSync(file, text);
    const files = vscode.workspace.getConfiguration('files');
    try {
      const editor = await vscode.window.showTextDocument(vscode.Uri.file(file), { preview: false });
      const lenses = async (): Promise<vscode.CodeLens[]> => (await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', editor.document.uri))
        .filter((l) => l.command?.command === 'socialPulse.addTodaysFigures');
      await waitFor('the CodeLens on the writable note', async () => (await lenses())[0], 20_000);
      await files.update('readonlyInclude', { '**/read-only-report-note.md': true }, vscode.ConfigurationTarget.Global);
      await waitFor('no CodeLens once the note is read-only', async () => (await lenses()).length === 0, 10_000);
      const window = vscode.window as unknown as Record<'showWarningMessage', unknown>;
      const real = window.showWarningMessage;
      const said: string[] = [];
      window.showWarningMessage = async (message: string) => { said.push(message); return undefined; };
      try {
        assert.equal(await vscode.commands.executeCommand<boolean>('socialPulse.addTodaysFigures', editor.document.uri, 2), false);
      } finally {
        window.showWarningMessage = real;
      }
      // the digest's words (failed before: "cannot be changed here (a read-only file or view?)")
      assert.deepEqual(said, ['Social Pulse: read-only-report-note.md cannot be written: VS Code\'s settings make it read-only (files.readonlyInclude).']);
      assert.equal(editor.document.getText(), text);
      await files.update('readonlyInclude', undefined, vscode.ConfigurationTarget.Global);
      await waitFor('the CodeLens with the setting gone', async () => (await lenses())[0], 10_000);
    } finally {
      await files.update('readonlyInclude', undefined, vscode.ConfigurationTarget.Global);
      fs.rmSync(file, { force: true });
    }
  });

  it('changes nothing in a block that does not say what it is on', async () => {
    const text = '## Bitcoin — Social Pulse report, 2026-11-22 14:05 UTC\n\nFigures.\n\nSource: the Social Pulse emulator (demo data)\n';
    const editor = await note(text);
    assert.equal(await vscode.commands.executeCommand<boolean>('socialPulse.addTodaysFigures', editor.document.uri, 0), false);
    assert.equal(editor.document.getText(), text);
  });
});
