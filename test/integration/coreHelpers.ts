// Shared by the suites: the extension's exported API (fresh, on demo data, or on an emulator of the
// suite's own with a key), a standalone emulator and client from the built bundles, settings writes,
// waiting for a condition, and untitled notes opened and discarded.
import * as assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import * as os from 'node:os';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { PlanId } from '../../src/service/api/plans';
import type { Logger } from '../../src/service/api/service';
import type { ClientModule, EmulatorModule, McpProbeModule } from '../../src/editor/connection/bundles';
import { FileCacheStore } from '../../src/editor/connection/cacheStore';
import { Connection, type ConnectionDeps } from '../../src/editor/connection/connection';
import { KeyManager } from '../../src/editor/keys/keyManager';
import { Settings } from '../../src/editor/settings';
import type { SocialPulseApi } from '../../src/main/extension';

export const EXTENSION_ID = 'socialpulse.social-pulse';

export type Emulator = Awaited<ReturnType<EmulatorModule['startEmulator']>>;
type EmulatorOptions = NonNullable<Parameters<EmulatorModule['startEmulator']>[0]>;

export async function activateApi(): Promise<SocialPulseApi> {
  const ext = vscode.extensions.getExtension<SocialPulseApi>(EXTENSION_ID);
  assert.ok(ext, `${EXTENSION_ID} is not installed`);
  const api = await ext.activate();
  assert.ok(api, 'the extension returns its test API only in extension mode Test');
  await api.keys.whenReady();
  return api;
}

/** A bundle of the installed extension, the very file it loads lazily. */
function bundle(file: string): unknown {
  const ext = vscode.extensions.getExtension(EXTENSION_ID);
  assert.ok(ext, `${EXTENSION_ID} is not installed`);
  return require(path.join(ext.extensionPath, 'dist', file));
}

/** dist/emulator.js, to run an emulator of our own. */
export const emulatorBundle = (): EmulatorModule => bundle('emulator.js') as EmulatorModule;
/** dist/client.js, for a client of our own. */
export const clientBundle = (): ClientModule => bundle('client.js') as ClientModule;
/** dist/mcp-probe.js, to check an MCP endpoint the way the extension does. */
export const mcpProbeBundle = (): McpProbeModule => bundle('mcp-probe.js') as McpProbeModule;

/** A made-up key that passes the format checks; never printed by the tests. */
export function fakeKey(): string {
  return `sp-test-${randomUUID()}`;
}

/** Writes a `socialPulse.*` setting in the user settings (undefined removes it). */
export async function setSetting(key: string, value: unknown): Promise<void> {
  await vscode.workspace.getConfiguration('socialPulse').update(key, value, vscode.ConfigurationTarget.Global);
}

export async function pointAt(emulator: Emulator | undefined): Promise<void> {
  await setSetting('baseUrl', emulator?.baseUrl);
  await setSetting('markdownUrl', emulator?.markdownUrl);
  await setSetting('mcpUrl', emulator?.mcpUrl);
}

/** Polls until `probe` returns something truthy; fails with `what` after the timeout. */
export async function waitFor<T>(what: string, probe: () => T | Promise<T>, timeoutMs = 10_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export async function removeAllKeys(api: SocialPulseApi): Promise<void> {
  for (const k of [...api.keys.list()]) await api.keys.remove(k.id);
}

/** Turns demo data on and waits for the connection to switch to it. */
export async function turnOnDemo(api: SocialPulseApi): Promise<void> {
  await setSetting('demo', true);
  await waitFor('demo mode', () => api.connection.state.mode === 'demo');
}

/** No key, no demo data, default addresses and plan: the state a new user starts from. */
export async function resetCore(api: SocialPulseApi): Promise<void> {
  await removeAllKeys(api);
  await setSetting('demo', undefined);
  await setSetting('plan', undefined);
  await setSetting('enterpriseLimits', undefined);
  await pointAt(undefined);
  await waitFor('mode none', () => api.connection.state.mode === 'none');
}

/** The extension's API, in the state a new user starts from (resetCore). */
export async function activateFresh(): Promise<SocialPulseApi> {
  const api = await activateApi();
  await resetCore(api);
  return api;
}

/** The extension's API from that fresh state, on demo data. */
export async function activateOnDemo(): Promise<SocialPulseApi> {
  const api = await activateFresh();
  await turnOnDemo(api);
  return api;
}

/**
 * Starts an emulator of the suite's own where `key` is on `plan`, and waits until the extension
 * uses it with that key, saved as `label` (demo data off). Resetting the core and closing the
 * emulator are the suite's.
 */
export async function onOwnEmulator(api: SocialPulseApi, key: string, plan: PlanId, label: string, options: Omit<EmulatorOptions, 'keys'> = {}): Promise<Emulator> {
  const emulator = await emulatorBundle().startEmulator({ keys: { [key]: plan }, ...options });
  await setSetting('demo', undefined);
  await pointAt(emulator);
  await api.keys.add(label, key);
  await setSetting('plan', plan);
  await waitFor(`key mode on ${plan}`, () => api.connection.state.mode === 'key' && api.connection.state.plan.id === plan);
  return emulator;
}

/** The editor's secret storage API, in memory: a suite's own connection keeps its keys apart from the extension's. */
export class MemorySecrets implements vscode.SecretStorage {
  private readonly values = new Map<string, string>();
  private readonly changed = new vscode.EventEmitter<vscode.SecretStorageChangeEvent>();
  readonly onDidChange = this.changed.event;

  async get(key: string): Promise<string | undefined> {
    return this.values.get(key);
  }

  async store(key: string, value: string): Promise<void> {
    this.values.set(key, value);
    this.changed.fire({ key });
  }

  async delete(key: string): Promise<void> {
    this.values.delete(key);
    this.changed.fire({ key });
  }
}

/** A log that keeps every line: a suite checks at its end that the key never reached it. */
export function recordingLog(): { log: Logger; lines: string[] } {
  const lines: string[] = [];
  const add = (m: string): void => {
    lines.push(m);
  };
  return { lines, log: { trace: add, debug: add, info: add, warn: add, error: add } };
}

/** A suite's own Connection over `secrets`, with its own settings and keys: the extension's is left alone. */
export interface OwnConnection {
  settings: Settings;
  keys: KeyManager;
  connection: Connection;
  /** Shuts the connection down and disposes all three. */
  close(): Promise<void>;
}

/** A Connection over these secrets; the bundles it loads are the built ones unless `load` says otherwise. */
export function connectionOver(secrets: vscode.SecretStorage, log: Logger, load: Partial<Pick<ConnectionDeps, 'loadClient' | 'loadEmulator'>> = {}): OwnConnection {
  const settings = new Settings(log);
  const keys = new KeyManager(secrets, log);
  const connection = new Connection({
    settings, keys, log, store: new FileCacheStore(vscode.Uri.file(os.tmpdir()), () => false, log),
    loadClient: load.loadClient ?? clientBundle,
    loadEmulator: load.loadEmulator ?? emulatorBundle,
  });
  return {
    settings, keys, connection,
    close: async () => {
      await connection.shutdown();
      connection.dispose();
      keys.dispose();
      settings.dispose();
    },
  };
}

/**
 * Auto save off (true) or back to the default (false). An edit stays unsaved only with auto save
 * off: this VS Code's default saves a second after an edit, so a test of unsaved changes would
 * pass or fail by how long the machine took.
 */
export async function holdUnsavedEdits(hold: boolean): Promise<void> {
  await vscode.workspace.getConfiguration('files').update('autoSave', hold ? 'off' : undefined, vscode.ConfigurationTarget.Global);
}

/** A new untitled document (a markdown note by default) holding `content`, in an editor of its own. */
export async function note(content: string, language = 'markdown'): Promise<vscode.TextEditor> {
  // an untitled document just reverted and closed can still be handed back for a moment with
  // its old text: open another until the new one holds what was asked for
  const doc = await waitFor('a fresh untitled note', async () => {
    const d = await vscode.workspace.openTextDocument({ language, content });
    return d.getText() === content ? d : undefined;
  });
  return vscode.window.showTextDocument(doc, { preview: false });
}

/** Closes every editor and waits until none is left. */
export async function closeAll(): Promise<void> {
  await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  await waitFor('editors to close', () => vscode.window.visibleTextEditors.length === 0 && vscode.window.tabGroups.all.every((g) => g.tabs.length === 0));
}

/** Reverts the untitled notes left unsaved (they would ask to be saved), then closes every editor. */
export async function discardNotes(): Promise<void> {
  for (const doc of vscode.workspace.textDocuments) {
    if (doc.isUntitled && doc.isDirty) {
      await vscode.window.showTextDocument(doc);
      await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
    }
  }
  await closeAll();
}
