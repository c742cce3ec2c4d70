// The daily digest in the real extension host, against an emulator of the suite's own (its request
// count is exact): Write Today's Digest Now creates the day's note in the workspace folder with the
// requests it says it sent; a second run the same day replaces it (from the cache); a note open
// with unsaved changes (also through a symbolic link) is edited in the editor, not on disk, and
// one Undo removes the digest.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { SocialPulseApi } from '../../src/main/extension';
import { currentNotesZone, currentTimeZone } from '../../src/shared/format/time';
import { dayIn, isoDay } from '../../src/editor/toNotes/dailyNote';
import { activateFresh, type Emulator, emulatorBundle, fakeKey, holdUnsavedEdits, pointAt, removeAllKeys, resetCore, turnOnDemo, waitFor } from './coreHelpers';
import { makeFileReadOnly } from '../shared/readOnlyFolder';

interface Outcome {
  written?: { uri: vscode.Uri; created: boolean; inEditor: boolean; unsaved?: string };
  composed?: { body: string; spending: { spent: number; cached: number; budget: number; leftOut: string[] } };
  refused?: string;
  settingProblems?: string[];
}

const PINS = [
  { kind: 'topic', id: 'bitcoin', title: 'Bitcoin' },
  { kind: 'topic', id: 'ethereum', title: 'Ethereum' },
  { kind: 'coin', id: '1', title: 'Bitcoin (BTC)' },
];

function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

async function setDigest(key: string, value: unknown): Promise<void> {
  await vscode.workspace.getConfiguration('socialPulse.digest').update(key, value, vscode.ConfigurationTarget.Global);
}

async function writeNow(): Promise<Outcome> {
  return (await vscode.commands.executeCommand<Outcome>('socialPulse.writeDigest')) ?? {};
}

/**
 * Writes the digest and names the day it should have taken: the day just before or just after the write
 * (a midnight between our reading and the extension's is not a failure), the one the note was written for.
 */
async function writeOnDayOf(dayNow: () => string): Promise<{ outcome: Outcome; day: string }> {
  const before = dayNow();
  const outcome = await writeNow();
  const after = dayNow();
  const written = outcome.written && path.basename(outcome.written.uri.fsPath, '.md');
  return { outcome, day: written === after ? after : before };
}

describe('daily digest', () => {
  let api: SocialPulseApi;
  let emulator: Emulator;
  let folder: string;
  const made: string[] = [];

  before(async function () {
    this.timeout(60_000);
    api = await activateFresh();
    const key = fakeKey();
    emulator = await emulatorBundle().startEmulator({ keys: { [key]: 'builder' } });
    await pointAt(emulator);
    await vscode.workspace.getConfiguration('socialPulse').update('plan', 'builder', vscode.ConfigurationTarget.Global);
    await api.keys.add('Digest test', key);
    await waitFor('the key in use', () => api.connection.address() === emulator.baseUrl && api.connection.state.mode === 'key');
    for (const pin of PINS) await vscode.commands.executeCommand('socialPulse.pin', api.ownUi({ ...pin }));
    const ws = vscode.workspace.workspaceFolders?.[0];
    assert.ok(ws, 'the test window has a workspace folder');
    folder = ws.uri.fsPath;
    await holdUnsavedEdits(true);
  });

  /** A note in the workspace, made the digest's target and open in the editor. */
  async function openTargetNote(name: string, text: string): Promise<{ note: string; editor: vscode.TextEditor }> {
    const note = path.join(folder, name);
    made.push(note);
    fs.writeFileSync(note, text);
    await setDigest('target', name);
    return { note, editor: await vscode.window.showTextDocument(vscode.Uri.file(note)) };
  }

  after(async () => {
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
    await holdUnsavedEdits(false);
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    for (const pin of PINS) await vscode.commands.executeCommand('socialPulse.unpin', api.ownUi({ ...pin }));
    await setDigest('target', undefined);
    for (const file of made) fs.rmSync(file, { force: true });
    fs.rmSync(path.join(folder, 'journal'), { recursive: true, force: true });
    await resetCore(api);
    await emulator.close();
  });

  // first: no digest is written today before it (a written day is not due again)
  it('the scheduled digest with a note it may not write says why in a warning that opens the setting, once; the setting fixed, it is written the same day', async function () {
    this.timeout(90_000);
    const window = vscode.window as unknown as Record<'showWarningMessage', unknown>;
    const real = window.showWarningMessage;
    const said: { message: string; buttons: unknown[] }[] = [];
    window.showWarningMessage = async (message: string, ...buttons: unknown[]) => { said.push({ message, buttons }); return undefined; };
    try {
      await setDigest('target', '../outside-${year}.md');
      // due since midnight every day of the week (a Saturday too), and not written today: this window writes it now
      await setDigest('days', ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
      await setDigest('time', '00:00');
      const warning = await waitFor('the scheduled digest\'s warning', () => said.find((s) => /scheduled digest/.test(s.message)), 30_000);
      assert.match(warning.message, /^Social Pulse: today's scheduled digest was not written: socialPulse\.digest\.target "\.\.\/outside-\$\{year\}\.md" is refused: .*leaves the workspace folder/);
      assert.deepEqual(warning.buttons, ['Open Settings']);
      assert.equal(fs.readdirSync(path.dirname(folder)).some((f) => f.startsWith('outside-')), false);
      // another setting changed: the refusal is not said again
      await setDigest('maxRequests', 30);
      // the place fixed: today's digest is written there, not tomorrow
      const fixed = path.join(folder, 'scheduled-fixed.md');
      made.push(fixed);
      await setDigest('target', 'scheduled-fixed.md');
      await waitFor('the scheduled digest in the fixed note', () => fs.existsSync(fixed) && fs.readFileSync(fixed, 'utf8').includes('## Social Pulse digest'), 60_000);
      assert.equal(said.filter((s) => /scheduled digest/.test(s.message)).length, 1, 'the refusal was said once');
      // the next test counts a digest's requests from an empty cache
      await api.connection.clearCache();
    } finally {
      await setDigest('maxRequests', undefined);
      await setDigest('days', undefined);
      window.showWarningMessage = real;
      await setDigest('time', undefined);
      await setDigest('target', undefined);
    }
  });

  it('writes the day\'s note in the workspace folder, with the requests it counted; a second run replaces it from the cache', async function () {
    this.timeout(60_000);
    const before = emulator.requests();
    const { outcome: first, day } = await writeOnDayOf(today);
    const sent = emulator.requests() - before;
    const note = path.join(folder, 'journal', `${day}.md`);
    made.push(note);
    assert.ok(first.written, `written (${first.refused ?? 'no outcome'})`);
    assert.equal(first.written.created, true);
    // two topics and the coins' page for the watchlist, the trending list, what's up and posts per topic
    assert.equal(sent, 8);
    assert.equal(first.composed!.spending.spent, sent, 'the digest counted the requests the emulator received');
    const text = fs.readFileSync(note, 'utf8');
    assert.ok(text.startsWith(`# ${day}\n\n## Social Pulse digest — ${day}\n`), text.slice(0, 200));
    assert.match(text, /### Watchlist[\s\S]*\| Bitcoin \(topic\) \| Topic rank #\d+/);

    fs.writeFileSync(note, `${text}\n## My own notes\n\nwritten by hand\n`);
    const again = emulator.requests();
    const second = await writeNow();
    assert.equal(emulator.requests() - again, 0, 'every answer of the second run came from the cache');
    assert.equal(second.composed!.spending.cached > 0, true);
    const replaced = fs.readFileSync(note, 'utf8');
    assert.equal(replaced.match(/## Social Pulse digest/g)?.length, 1, 'replaced, not added twice');
    assert.match(replaced, /## My own notes\n\nwritten by hand/);
  });

  it("follows a zone named in socialPulse.timeZone (a remote window's host runs in another): the note's day and its time are that zone's", async function () {
    this.timeout(60_000);
    // 26 hours apart: at any moment one of the two is on another day than this machine
    const zone = ['Pacific/Kiritimati', 'Etc/GMT+12'].find((z) => isoDay(dayIn(Date.now(), z)) !== today())!;
    await vscode.workspace.getConfiguration('socialPulse').update('timeZone', zone, vscode.ConfigurationTarget.Global);
    try {
      await waitFor('the zone in use', () => currentNotesZone() === zone);
      const { outcome, day } = await writeOnDayOf(() => isoDay(dayIn(Date.now(), zone)));
      const note = path.join(folder, 'journal', `${day}.md`);
      made.push(note);
      assert.ok(outcome.written, outcome.refused);
      assert.equal(outcome.written.uri.fsPath, note, `the note of ${day} in ${zone}, not of this machine's ${today()}`);
      const text = fs.readFileSync(note, 'utf8');
      assert.ok(text.startsWith(`# ${day}\n\n## Social Pulse digest — ${day}\n`), text.slice(0, 200));
      const zoneName = zone === 'Etc/GMT+12' ? 'GMT-12' : 'GMT+14';
      assert.match(text, new RegExp(`Written by Social Pulse at \\d\\d:\\d\\d ${zoneName.replace('+', '\\+')}\\.`));
    } finally {
      await vscode.workspace.getConfiguration('socialPulse').update('timeZone', undefined, vscode.ConfigurationTarget.Global);
    }
  });

  it("a zone set by the workspace's settings changes the times shown, not the digest's day: a cloned folder does not choose its note", async function () {
    this.timeout(60_000);
    const zone = ['Pacific/Kiritimati', 'Etc/GMT+12'].find((z) => isoDay(dayIn(Date.now(), z)) !== today())!;
    const settingsFile = path.join(folder, '.vscode', 'settings.json');
    const settingsBefore = fs.existsSync(settingsFile) ? fs.readFileSync(settingsFile, 'utf8') : undefined;
    await vscode.workspace.getConfiguration('socialPulse').update('timeZone', zone, vscode.ConfigurationTarget.Workspace);
    try {
      await waitFor('the zone shown', () => currentTimeZone() === zone);
      assert.equal(currentNotesZone(), undefined, "the notes' day is not the workspace's zone's");
      const { outcome, day } = await writeOnDayOf(today);
      const note = path.join(folder, 'journal', `${day}.md`);
      made.push(note);
      assert.ok(outcome.written, outcome.refused);
      assert.equal(outcome.written.uri.fsPath, note, `the note of this machine's ${day}, not of ${isoDay(dayIn(Date.now(), zone))} in ${zone}`);
      assert.match(fs.readFileSync(note, 'utf8'), new RegExp(`## Social Pulse digest — ${day}\n`));
    } finally {
      await vscode.workspace.getConfiguration('socialPulse').update('timeZone', undefined, vscode.ConfigurationTarget.Workspace);
      if (settingsBefore === undefined) fs.rmSync(settingsFile, { force: true });
      else fs.writeFileSync(settingsFile, settingsBefore);
    }
  });

  it('names a sections or budget setting it cannot read, and writes the digest with their defaults', async function () {
    this.timeout(60_000);
    await setDigest('sections', ['watchlist', 'gossip']);
    await setDigest('maxRequests', -3);
    try {
      const outcome = await writeNow();
      assert.ok(outcome.written, outcome.refused);
      assert.deepEqual(outcome.settingProblems, [
        'socialPulse.digest.maxRequests must be a whole number from 0 to 1000; using 20.',
        'socialPulse.digest.sections must list only watchlist, movers, whatsup, alerts, posts; using watchlist, movers, whatsup, alerts, posts.',
      ]);
      assert.equal(outcome.composed!.spending.budget, 20);
      assert.match(fs.readFileSync(outcome.written.uri.fsPath, 'utf8'), /### Watchlist[\s\S]*### Top movers among trending topics/);
    } finally {
      await setDigest('sections', undefined);
      await setDigest('maxRequests', undefined);
    }
  });

  it('edits an open note with unsaved changes in the editor, not on disk; one Undo removes the digest', async function () {
    this.timeout(60_000);
    const { note, editor } = await openTargetNote('running-notes.md', '# Running notes\n\nsaved line\n');
    await editor.edit((e) => e.insert(new vscode.Position(3, 0), 'unsaved line\n'));
    const dirtyText = editor.document.getText();
    assert.equal(editor.document.isDirty, true);

    const outcome = await writeNow();
    assert.equal(outcome.written?.inEditor, true, outcome.refused);
    assert.match(outcome.written.unsaved ?? '', /in the editor, unsaved/, 'not saved by the digest');
    assert.match(editor.document.getText(), /unsaved line\n\n## Social Pulse digest — /);
    assert.equal(editor.document.isDirty, true, 'the person\'s unsaved changes are not saved for them');
    assert.equal(fs.readFileSync(note, 'utf8'), '# Running notes\n\nsaved line\n', 'nothing written on disk');

    await vscode.window.showTextDocument(editor.document);
    await vscode.commands.executeCommand('undo');
    await waitFor('the digest undone', () => editor.document.getText() === dirtyText);
  });

  it('a read-only note open without unsaved changes: the digest is in the editor and the message says it is not saved, and so does Save Note when it fails (failed before: "which has unsaved changes", and a failed Save Note said nothing)', async function () {
    this.timeout(60_000);
    const { note, editor } = await openTargetNote('read-only-notes.md', '# Read-only notes\n');
    const writable = makeFileReadOnly(note);
    // the notice is VS Code's: the suite reads it
    const window = vscode.window as unknown as Record<'showWarningMessage' | 'showInformationMessage', unknown>;
    const real = { warning: window.showWarningMessage, info: window.showInformationMessage };
    const said: string[] = [];
    // the person presses Save Note on the digest's message
    window.showWarningMessage = async (message: string) => { said.push(message); return /digest is in/.test(message) ? 'Save Note' : undefined; };
    window.showInformationMessage = async (message: string) => { said.push(message); return undefined; };
    try {
      const outcome = await writeNow();
      assert.equal(outcome.written?.inEditor, true, outcome.refused);
      await waitFor('the digest told', () => said.find((m) => /digest is in/.test(m)));
      assert.deepEqual(said.filter((m) => /digest is in/.test(m)), [
        `Social Pulse: today's digest is in read-only-notes.md, not saved: it is in the editor, but saving the note failed: permission denied: the file is marked read-only; make it writable and try again, or choose another file.`,
      ]);
      assert.match(editor.document.getText(), /# Read-only notes\n\n## Social Pulse digest — /);
      assert.equal(editor.document.isDirty, true, 'the digest is in the editor, unsaved');
      assert.equal(fs.readFileSync(note, 'utf8'), '# Read-only notes\n', 'nothing on disk');
      await waitFor('Save Note\'s failure told', () => said.find((m) => /is not saved/.test(m)));
      assert.deepEqual(said.filter((m) => /is not saved/.test(m)), ['Social Pulse: read-only-notes.md is not saved: permission denied: the file is marked read-only; make it writable and try again, or choose another file.']);
      assert.equal(editor.document.isDirty, true);
    } finally {
      window.showWarningMessage = real.warning;
      window.showInformationMessage = real.info;
      writable();
      await vscode.window.showTextDocument(editor.document);
      await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
    }
  });

  it('edits a note open through a symbolic link in the editor, not on disk behind it', async function () {
    this.timeout(60_000);
    const real = path.join(folder, 'linked-notes-real');
    const link = path.join(folder, 'linked-notes');
    fs.mkdirSync(real, { recursive: true });
    fs.symlinkSync(real, link, 'dir');
    fs.writeFileSync(path.join(real, 'note.md'), '# Linked\n');
    try {
      await setDigest('target', 'linked-notes/note.md');
      const editor = await vscode.window.showTextDocument(vscode.Uri.file(path.join(link, 'note.md')));
      await editor.edit((e) => e.insert(new vscode.Position(1, 0), 'unsaved line\n'));
      const outcome = await writeNow();
      assert.equal(outcome.written?.inEditor, true, outcome.refused);
      assert.match(editor.document.getText(), /unsaved line\n\n## Social Pulse digest — /);
      assert.equal(fs.readFileSync(path.join(real, 'note.md'), 'utf8'), '# Linked\n', 'nothing written on disk behind the editor');
      await vscode.window.showTextDocument(editor.document);
      await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
    } finally {
      fs.rmSync(link, { force: true });
      fs.rmSync(real, { recursive: true, force: true });
    }
  });

  it('Preview Digest opens the digest in a markdown preview of a read-only document, leaves no unsaved tab, and writes nothing', async function () {
    this.timeout(30_000);
    await setDigest('target', 'preview-only.md');
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await vscode.commands.executeCommand('socialPulse.previewDigest');
    const shown = await waitFor('the digest in a read-only markdown document', () =>
      vscode.workspace.textDocuments.find((d) => d.uri.scheme === 'social-pulse-digest' && d.getText().startsWith('## Social Pulse digest — ')));
    assert.equal(shown.languageId, 'markdown');
    assert.equal(shown.isDirty, false);
    const tabs = (): vscode.Tab[] => vscode.window.tabGroups.all.flatMap((g) => g.tabs);
    await waitFor('the preview\'s tab', () => tabs().some((t) => t.input instanceof vscode.TabInputWebview && /markdown\.preview/.test(t.input.viewType)));
    assert.deepEqual(tabs().filter((t) => t.isDirty || (t.input instanceof vscode.TabInputText && t.input.uri.scheme === 'untitled')).map((t) => t.label), [],
      'no unsaved or untitled tab');
    assert.equal(vscode.workspace.textDocuments.some((d) => d.isUntitled), false, 'no untitled document behind the preview');
    assert.equal(fs.existsSync(path.join(folder, 'preview-only.md')), false);
  });

  it('refuses a note VS Code\'s settings make read-only, open or not, before any request, and leaves it as it was (failed before: the editor refused the edit, said as a failure; closed, written on disk)', async function () {
    this.timeout(60_000);
    const { note } = await openTargetNote('readonly-note.md', '# kept\n');
    const files = vscode.workspace.getConfiguration('files');
    await files.update('readonlyInclude', { 'readonly-note.md': true }, vscode.ConfigurationTarget.Global);
    try {
      await api.connection.clearCache();
      const before = emulator.requests();
      const open = await writeNow();
      assert.match(open.refused ?? '', /^readonly-note\.md cannot be written: VS Code's settings make it read-only \(files\.readonlyInclude\)\.$/);
      await vscode.commands.executeCommand('workbench.action.closeAllEditors');
      const closed = await writeNow();
      assert.match(closed.refused ?? '', /^readonly-note\.md cannot be written: VS Code's settings make it read-only/);
      assert.equal(emulator.requests(), before, 'no request spent on it');
      assert.equal(fs.readFileSync(note, 'utf8'), '# kept\n');
    } finally {
      await files.update('readonlyInclude', undefined, vscode.ConfigurationTarget.Global);
      await setDigest('target', undefined);
    }
  });

  it('refuses a target outside the workspace folder and writes nothing', async function () {
    this.timeout(30_000);
    await setDigest('target', '../outside-${year}.md');
    const outcome = await writeNow();
    assert.match(outcome.refused ?? '', /leaves the workspace folder/);
    assert.equal(fs.readdirSync(path.dirname(folder)).some((f) => f.startsWith('outside-')), false);
  });

  it('takes its schedule, budget and note from the user settings only: a folder\'s settings are ignored and said so', async function () {
    this.timeout(60_000);
    await setDigest('target', undefined);
    const settingsFile = path.join(folder, '.vscode', 'settings.json');
    const settingsBefore = fs.existsSync(settingsFile) ? fs.readFileSync(settingsFile, 'utf8') : undefined;
    const tracked = path.join(folder, 'tracked-by-the-repo.md');
    made.push(tracked);
    fs.writeFileSync(tracked, '# Team notes\n');
    try {
      fs.mkdirSync(path.dirname(settingsFile), { recursive: true });
      fs.writeFileSync(settingsFile, JSON.stringify({
        'socialPulse.digest.time': '00:00',
        'socialPulse.digest.maxRequests': 1000,
        'socialPulse.digest.target': 'tracked-by-the-repo.md',
      }, null, 2));
      // the folder's values are named as ignored; being machine settings, VS Code keeps them out of the configuration
      await waitFor('the folder\'s digest settings reported as ignored', () =>
        ['socialPulse.digest.time', 'socialPulse.digest.maxRequests', 'socialPulse.digest.target'].every((n) => api.workspaceOverrides.ignored.includes(n)), 15_000);
      assert.equal(vscode.workspace.getConfiguration('socialPulse.digest').inspect('maxRequests')?.workspaceValue, undefined);
      const { outcome, day } = await writeOnDayOf(today);
      made.push(path.join(folder, 'journal', `${day}.md`));
      assert.ok(outcome.written, outcome.refused);
      assert.equal(path.relative(folder, outcome.written.uri.fsPath), path.join('journal', `${day}.md`), 'written to the default note, not the folder\'s');
      assert.equal(fs.readFileSync(tracked, 'utf8'), '# Team notes\n', 'nothing written into the file the folder named');
      assert.equal(outcome.composed!.spending.budget <= 20, true, `the budget of the user settings (default 20), not the folder's 1000: ${outcome.composed!.spending.budget}`);
    } finally {
      if (settingsBefore === undefined) fs.rmSync(settingsFile, { force: true });
      else fs.writeFileSync(settingsFile, settingsBefore);
    }
  });

  it('on demo data writes a digest marked as demo data; with no key and no demo data writes nothing', async function () {
    this.timeout(60_000);
    const note = path.join(folder, 'demo-digest.md');
    made.push(note);
    await setDigest('target', 'demo-digest.md');
    await removeAllKeys(api);
    await waitFor('mode none', () => api.connection.state.mode === 'none');
    assert.equal(await vscode.commands.executeCommand('socialPulse.writeDigest'), undefined);
    assert.equal(fs.existsSync(note), false, 'nothing written without data');
    await turnOnDemo(api);
    const outcome = await writeNow();
    assert.ok(outcome.written, outcome.refused);
    assert.match(fs.readFileSync(note, 'utf8'), /## Social Pulse digest — [\d-]+\n\n\*\*Demo data\*\*: generated by the Social Pulse emulator/);
  });
});
