// The scheduled digest's choices, on a stand-in of the `vscode` module (settings as VS Code reports
// them, the manifest's defaults included; notifications and the status bar recorded), loaded for
// this file alone and forgotten after it; against the emulator, and a real temporary folder as the
// workspace. A note that cannot be written is refused before any request is spent, and said once;
// a morning offline leaves the day to a later look; the digest's own settings are checked when the
// feature starts and when they change; the Foam template's offer is for a target the person never set.
import * as assert from 'node:assert/strict';
import { promises as fs, readFileSync } from 'node:fs';
import Module from 'node:module';
import * as os from 'node:os';
import * as path from 'node:path';
import { createClient } from '../../src/service/api/client';
import { VirtualClock } from '../../src/service/api/clock';
import { PLANS } from '../../src/service/api/plans';
import type { SocialClient } from '../../src/service/api/service';
import { startEmulator, type Emulator } from '../../src/service/demo/server';
import type { Memento } from '../../src/editor/machineState';
import type { ItemRef } from '../../src/shared/items';

type Resolve = (request: string, ...rest: unknown[]) => string;
const loader = Module as unknown as { _resolveFilename: Resolve };
const KEY = 'scheduled-digest-key';
const PINS: readonly ItemRef[] = [{ kind: 'coin', id: '1', title: 'Bitcoin (BTC)' }, { kind: 'topic', id: 'bitcoin', title: 'Bitcoin' }];

type Properties = { properties: Record<string, { default?: unknown }> };
const manifest = JSON.parse(readFileSync(path.join(__dirname, '../../../package.json'), 'utf8')) as { contributes: { configuration: Properties | Properties[] } };
/** The settings' defaults as the manifest declares them, which VS Code reports as each one's defaultValue. */
const DEFAULTS = Object.assign({}, ...[manifest.contributes.configuration].flat().map((c) => c.properties)) as Properties['properties'];

function memento(): Memento {
  const values = new Map<string, unknown>();
  return { get: <T>(key: string) => values.get(key) as T | undefined, update: async (key, value) => { values.set(key, value); } };
}

interface Said { message: string; buttons: unknown[] }

/** What the stand-in records, and the person's user settings it serves. */
interface Editor {
  user: Record<string, unknown>;
  warnings: Said[];
  status: string[];
  commands: Map<string, (...args: unknown[]) => unknown>;
  changed(setting: string): void;
  /** The folder the person picks when asked which holds the notes. */
  pick?: unknown;
}

function standIn(folder: string, editor: Editor): unknown {
  const uri = (fsPath: string) => ({ scheme: 'file', fsPath, path: fsPath, toString: () => `file://${fsPath}` });
  const listeners: ((e: { affectsConfiguration(s: string): boolean }) => void)[] = [];
  editor.changed = (setting) => listeners.forEach((l) => l({ affectsConfiguration: (s) => setting === s || setting.startsWith(`${s}.`) }));
  const disposable = { dispose() { /* nothing held */ } };
  const workspaceFolder = { name: 'notes', index: 0, uri: uri(folder) };
  class RelativePattern {
    constructor(readonly base: { uri: { fsPath: string } }, readonly pattern: string) {}
  }
  return {
    RelativePattern,
    Range: class { /* only passed on */ },
    WorkspaceEdit: class { replace() { /* refused by applyEdit */ } },
    languages: {
      // VS Code's glob engine stands in as the exact path: the tests name the note itself
      match: ({ pattern }: { pattern: RelativePattern | string }, document: { uri: { fsPath: string } }) => Number(typeof pattern === 'string'
        ? pattern === document.uri.fsPath : path.join(pattern.base.uri.fsPath, pattern.pattern) === document.uri.fsPath),
    },
    workspace: {
      workspaceFolders: [workspaceFolder],
      getConfiguration: (section: string) => ({
        inspect: (key: string) => ({ key: `${section}.${key}`, defaultValue: DEFAULTS[`${section}.${key}`]?.default, globalValue: editor.user[`${section}.${key}`] }),
        get: (key: string) => editor.user[`${section}.${key}`] ?? DEFAULTS[`${section}.${key}`]?.default,
      }),
      textDocuments: [],
      getWorkspaceFolder: (u: { fsPath: string }) => (u.fsPath.startsWith(`${folder}${path.sep}`) ? workspaceFolder : undefined),
      // an open note whose edit the editor refuses (one it holds read-only)
      applyEdit: async () => false,
      asRelativePath: (u: { fsPath: string }) => path.relative(folder, u.fsPath),
      onDidChangeConfiguration: (l: (typeof listeners)[number]) => {
        listeners.push(l);
        return { dispose: () => listeners.splice(listeners.indexOf(l), 1) };
      },
      registerTextDocumentContentProvider: () => disposable,
    },
    window: {
      showWarningMessage: async (message: string, ...buttons: unknown[]) => { editor.warnings.push({ message, buttons }); return undefined; },
      showInformationMessage: async () => undefined,
      showWorkspaceFolderPick: async () => editor.pick,
      setStatusBarMessage: (message: string) => { editor.status.push(message); return disposable; },
      visibleTextEditors: [],
      withProgress: (_o: unknown, task: (p: unknown, t: unknown) => unknown) => task({ report() { /* none */ } }, { isCancellationRequested: false, onCancellationRequested: () => disposable }),
    },
    commands: {
      registerCommand: (id: string, handler: (...args: unknown[]) => unknown) => { editor.commands.set(id, handler); return disposable; },
      executeCommand: async () => undefined,
    },
    Uri: { file: uri },
    Disposable: { from: (...all: { dispose(): void }[]) => ({ dispose: () => all.forEach((d) => d.dispose()) }) },
    ProgressLocation: { Notification: 15 },
  };
}

describe('digest: the scheduled digest and its note', function () {
  this.timeout(60_000);
  const resolve = loader._resolveFilename;
  let cached: Set<string>;
  let root: string;
  let emulator: Emulator;
  let client: SocialClient;
  let editor: Editor;

  before(async () => {
    cached = new Set(Object.keys(require.cache));
    root = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'sp-scheduled-')));
    editor = { user: {}, warnings: [], status: [], commands: new Map(), changed: () => undefined };
    loader._resolveFilename = function (this: unknown, request: string, ...rest: unknown[]): string {
      return request === 'vscode' ? 'vscode' : resolve.call(this, request, ...rest);
    };
    require.cache.vscode = { id: 'vscode', filename: 'vscode', loaded: true, exports: standIn(root, editor) } as NodeJS.Module;
  });

  after(async () => {
    loader._resolveFilename = resolve;
    for (const key of Object.keys(require.cache)) if (!cached.has(key)) delete require.cache[key];
    await fs.rm(root, { recursive: true, force: true });
  });

  beforeEach(async () => {
    for (const name of await fs.readdir(root)) await fs.rm(path.join(root, name), { recursive: true, force: true });
    editor.user = {};
    editor.warnings.length = 0;
    editor.status.length = 0;
    emulator = await startEmulator({ keys: { [KEY]: 'builder' } });
    client = createClient({ baseUrl: emulator.baseUrl, markdownUrl: emulator.markdownUrl, plan: 'builder', getKey: async () => KEY });
  });

  afterEach(async () => {
    client.dispose();
    await emulator.close();
  });

  function start(machine: Memento = memento()) {
    const { startDigest } = require('../../src/features/digest/register') as typeof import('../../src/features/digest/register');
    const { DayClaim } = require('../../src/features/digest/claim') as typeof import('../../src/features/digest/claim');
    const logs: string[] = [];
    const log = { info: (m: string) => logs.push(m), warn: (m: string) => logs.push(m), error: (m: string) => logs.push(m) };
    const claim = new DayClaim(memento(), () => Date.now(), 'this-window', async () => undefined);
    const services = {
      connection: { ready: async () => undefined, state: { mode: 'key', plan: PLANS.builder }, client: async () => client, quota: () => client.quota() },
      log, context: { globalState: memento(), workspaceState: memento() }, settings: { current: { notesTimeZone: 'UTC' } }, windows: { machine },
    };
    const feature = startDigest({ services: services as never, watchlist: { items: () => PINS } as never, claim });
    return { feature, claim, logs };
  }

  it('a note that cannot be written: refused before any request, said once in a warning that opens the setting (failed before: composed, then "again" every look)', async () => {
    await fs.writeFile(path.join(root, 'journal'), 'a file where the journal folder goes');
    const { feature } = start();
    try {
      assert.equal(await feature.scheduled(), 'refused');
      assert.equal(emulator.requests(), 0, 'no request spent on a note that cannot take it');
      assert.equal(editor.warnings.length, 1);
      assert.match(editor.warnings[0]!.message, /^Social Pulse: today's scheduled digest was not written: journal\/\d{4}-\d\d-\d\d\.md cannot be made: journal is a file, not a folder\./);
      assert.deepEqual(editor.warnings[0]!.buttons, ['Open Settings']);
      assert.equal(await feature.scheduled(), 'refused', 'the place stays refused today');
      assert.equal(editor.warnings.length, 1, 'said once');
    } finally {
      feature.dispose();
    }
  });

  it('a note the write itself finds read-only is a refusal of the person\'s to fix, not a failure to try again', async () => {
    const { writeDatedSection, isLastingNoteFailure } = require('../../src/editor/toNotes/dailyNoteWrite') as typeof import('../../src/editor/toNotes/dailyNoteWrite');
    const vscode = require('vscode') as typeof import('vscode');
    const note = path.join(root, 'locked.md');
    await fs.writeFile(note, '# locked\n');
    await fs.chmod(note, 0o444);
    const failed = await writeDatedSection(vscode.Uri.file(note), { title: 'Social Pulse digest', day: { year: 2026, month: 12, day: 3 }, body: 'x' }, 'replace').then(() => undefined, (e: unknown) => e);
    assert.ok(isLastingNoteFailure(failed), String(failed));
    assert.match((failed as Error).message, /permission denied: the file is marked read-only/);
  });

  it('a note VS Code\'s settings make read-only (files.readonlyInclude): refused before any request, not written on disk (failed before: written behind the setting)', async () => {
    const day = new Date().toISOString().slice(0, 10);
    editor.user['files.readonlyInclude'] = { [`journal/${day}.md`]: true };
    const { feature } = start();
    try {
      assert.equal(await feature.scheduled(), 'refused');
      assert.equal(emulator.requests(), 0, 'no request spent on a note that cannot take it');
      assert.deepEqual(await fs.readdir(root), [], 'nothing written');
      assert.match(editor.warnings[0]?.message ?? '', /journal\/\d{4}-\d\d-\d\d\.md cannot be written: VS Code's settings make it read-only \(files\.readonlyInclude\)\./);
    } finally {
      feature.dispose();
    }
  });

  it('an open note whose edit the editor refuses is a refusal of the person\'s to fix, not a failure to try again (failed before: tried again every look)', async () => {
    const { writeDatedSection, isLastingNoteFailure } = require('../../src/editor/toNotes/dailyNoteWrite') as typeof import('../../src/editor/toNotes/dailyNoteWrite');
    const vscode = require('vscode') as typeof import('vscode');
    const note = path.join(root, 'open.md');
    const uri = vscode.Uri.file(note);
    const documents = vscode.workspace.textDocuments as import('vscode').TextDocument[];
    documents.push({ uri, isDirty: false, getText: () => '# open\n', positionAt: (offset: number) => offset } as unknown as import('vscode').TextDocument);
    try {
      const failed = await writeDatedSection(uri, { title: 'Social Pulse digest', day: { year: 2026, month: 12, day: 3 }, body: 'x' }, 'replace').then(() => undefined, (e: unknown) => e);
      assert.ok(isLastingNoteFailure(failed), String(failed));
    } finally {
      documents.length = 0;
    }
  });

  it('offline, nothing read: no note, the day left for a later look (failed before: a note of "could not load" rows, the day marked written)', async () => {
    await emulator.close();
    const { feature, claim } = start();
    try {
      assert.equal(await feature.scheduled(), 'again');
      assert.deepEqual(await fs.readdir(root), [], 'nothing written');
      assert.equal(claim.lastDay(), undefined, 'the day is not marked written');
      assert.equal(await claim.claim(new Date().toISOString().slice(0, 10), 'elsewhere'), 'claimed', 'the claim was released');
    } finally {
      feature.dispose();
    }
  });

  it('offline with yesterday\'s answers kept: no note, the day left for a later look; by command written with their age (failed before: yesterday\'s figures written and the day marked done)', async () => {
    const clock = new VirtualClock(Date.now(), { busy: () => false });
    client.dispose();
    client = createClient({ baseUrl: emulator.baseUrl, markdownUrl: emulator.markdownUrl, plan: 'builder', getKey: async () => KEY, clock });
    const yesterday = start();
    const warm = await editor.commands.get('socialPulse.writeDigest')!() as { written?: { uri: { fsPath: string } } };
    yesterday.feature.dispose();
    assert.ok(warm.written);
    await fs.rm(path.join(root, 'journal'), { recursive: true });
    await emulator.close();
    clock.advance(86_400_000);
    const { feature, claim } = start();
    try {
      assert.equal(await feature.scheduled(), 'again');
      assert.deepEqual(await fs.readdir(root), [], 'nothing written');
      assert.equal(claim.lastDay(), undefined, 'the day is not marked written');
      editor.warnings.length = 0;
      const outcome = await editor.commands.get('socialPulse.writeDigest')!() as { written?: { uri: { fsPath: string } } };
      assert.ok(outcome.written);
      assert.match(await fs.readFile(outcome.written.uri.fsPath, 'utf8'), /\(as of \d{4}-\d\d-\d\d \d\d:\d\d UTC; /);
      assert.deepEqual(editor.warnings, [], 'not said to be without figures');
    } finally {
      feature.dispose();
      emulator = await startEmulator({ keys: { [KEY]: 'builder' } });
    }
  });

  it('offline, by command: the digest is written, and the warning says it has no figures and why', async () => {
    await emulator.close();
    const { feature } = start();
    try {
      const outcome = await editor.commands.get('socialPulse.writeDigest')!() as { written?: { uri: { fsPath: string } } };
      assert.ok(outcome.written);
      await fs.access(outcome.written.uri.fsPath);
      assert.equal(editor.warnings.length, 1);
      assert.match(editor.warnings[0]!.message, /^Social Pulse: today's digest is in journal\/.*\.md, without figures: nothing could be read from the service: Could not connect/);
    } finally {
      feature.dispose();
    }
  });

  it('says a problem of the digest\'s own settings when it starts and when they change, once each (failed before: only when written by command)', () => {
    editor.user['socialPulse.digest.maxRequests'] = -3;
    const { feature } = start();
    try {
      assert.deepEqual(editor.warnings.map((w) => w.message), ['Social Pulse: socialPulse.digest.maxRequests must be a whole number from 0 to 1000; using 20.']);
      editor.user['socialPulse.digest.sections'] = ['gossip'];
      editor.changed('socialPulse.digest.sections');
      editor.changed('socialPulse.digest.sections');
      assert.equal(editor.warnings.length, 2, 'the new problem said, the old one not again');
      assert.match(editor.warnings[1]!.message, /socialPulse\.digest\.sections must list only/);
      assert.deepEqual(editor.warnings[1]!.buttons, ['Open Settings']);
    } finally {
      feature.dispose();
    }
  });

  it('the target the person never set is Foam\'s default, so a Foam template may be offered (failed before: the manifest\'s default read as theirs)', () => {
    const { dailyNoteTarget } = require('../../src/editor/toNotes/dailyNoteTarget') as typeof import('../../src/editor/toNotes/dailyNoteTarget');
    const unset = dailyNoteTarget();
    assert.ok(typeof unset !== 'string');
    assert.deepEqual([unset.pattern, unset.isDefault], ['journal/${year}-${month}-${day}.md', true]);
    editor.user['socialPulse.digest.target'] = 'journal/${year}-${month}-${day}.md';
    const set = dailyNoteTarget();
    assert.ok(typeof set !== 'string');
    assert.equal(set.isDefault, false, 'the same pattern, set by the person, is theirs');
  });

  it('the notes folder: Write Digest Now in a window of two folders asks which holds the notes, writes there and remembers it; the scheduled digest then goes there, and a window without it leaves the day (failed before: the first folder of whichever window claimed the day)', async () => {
    const vscode = require('vscode') as typeof import('vscode');
    const { NOTES_FOLDER_KEY } = require('../../src/editor/toNotes/notesFolder') as typeof import('../../src/editor/toNotes/notesFolder');
    const folders = vscode.workspace.workspaceFolders as import('vscode').WorkspaceFolder[];
    const original = [...folders];
    const code = path.join(root, 'code');
    const notes = path.join(root, 'notes');
    await fs.mkdir(code);
    await fs.mkdir(notes);
    const codeFolder = { name: 'code', index: 0, uri: vscode.Uri.file(code) };
    const notesFolder = { name: 'notes', index: 1, uri: vscode.Uri.file(notes) };
    const machine = memento();
    const started: { dispose(): void }[] = [];
    try {
      folders.splice(0, folders.length, codeFolder, notesFolder);
      editor.pick = notesFolder;
      started.push(start(machine).feature);
      const outcome = await editor.commands.get('socialPulse.writeDigest')!() as { written?: { uri: { fsPath: string } } };
      assert.ok(outcome.written?.uri.fsPath.startsWith(path.join(notes, 'journal')), `written in the folder picked: ${outcome.written?.uri.fsPath}`);
      assert.equal(machine.get(NOTES_FOLDER_KEY), notesFolder.uri.toString(), 'the notes folder is remembered');
      await fs.rm(path.join(notes, 'journal'), { recursive: true });

      folders.splice(0, folders.length, codeFolder);
      const codeWindow = start(machine);
      started.push(codeWindow.feature);
      const before = emulator.requests();
      assert.equal(await codeWindow.feature.scheduled(), 'again', 'a window without the notes folder leaves the day');
      assert.equal(emulator.requests(), before, 'no request spent there');
      assert.deepEqual(await fs.readdir(code), [], 'nothing written in the code folder');

      folders.splice(0, folders.length, codeFolder, notesFolder);
      const notesWindow = start(machine);
      started.push(notesWindow.feature);
      assert.equal(await notesWindow.feature.scheduled(), 'done');
      assert.deepEqual(await fs.readdir(code), [], 'the code folder, first in this window, is left alone');
      assert.equal((await fs.readdir(path.join(notes, 'journal'))).length, 1, 'the scheduled digest is in the notes folder');
    } finally {
      for (const f of started) f.dispose();
      folders.splice(0, folders.length, ...original);
      editor.pick = undefined;
    }
  });
});
