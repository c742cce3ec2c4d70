// Activation builds the shared services (log, settings, keys, the one connection, status bar)
// and hands them to each feature's `register`. Everything is registered synchronously; nothing is
// read or sent here: settings when first asked for, the client on the first request. The panels,
// the chat and the editor's prompts (keys, plan, details, the alerts' wizard) register stand-ins
// that load their code on first use (src/main/onDemand).
import { testL10nBundle } from './l10nTestBundle';
import { useBundle } from '../shared/format/l10n';
import { useNotesZone, useTimeZone } from '../shared/format/time';
import * as vscode from 'vscode';
import type { CacheSize, QuotaStatus } from '../service/api/service';
import { registerAddressSettings } from '../features/palette/addressSettings';
import { registerShowLog } from '../features/palette/showLog';
import { offerWalkthroughOnce, registerWalkthrough } from '../features/palette/walkthrough';
import { FileCacheStore } from '../editor/connection/cacheStore';
import { loadClient, loadEmulator } from '../editor/connection/bundles';
import { checkConnection, type ConnectionCheck } from '../editor/connection/check';
import { Connection } from '../editor/connection/connection';
import type { ConnectionState } from '../editor/connection/types';
import { registerAlerts } from '../features/alerts/register';
import { KeyManager, type KeyStore } from '../editor/keys/keyManager';
import { registerReadKeysAgain, UnreadableKeys } from '../editor/keys/unreadable';
import type { Verdict } from '../editor/keys/verify';
import { componentLogger } from '../service/log';
import { registerMcp } from '../features/mcp/register';
import { asOwn } from '../editor/ownInvocation';
import { LastNote } from '../editor/toNotes/lastNote';
import { registerChatOnDemand, type ChatHandle } from './onDemand/chat';
import { registerCommandsOnDemand } from './onDemand/commands';
import { registerDigestOnDemand } from './onDemand/digest';
import { registerPanelsOnDemand } from './onDemand/panels';
import { registerSerializers } from './onDemand/serializers';
import { registerSearches } from '../features/searches/register';
import type { Services } from '../editor/services';
import { Settings } from '../editor/settings';
import type { SettingsValues } from '../editor/settingsCheck';
import { SYNCED_KEYS } from '../editor/syncedKeys';
import { StatusBar, type StatusView } from '../features/status/statusBar';
import { registerTrees } from '../features/trees/register';
import { registerHoversOnDemand } from './onDemand/hovers';
import { WatchlistFigures } from '../editor/watchlist/figures';
import { WatchlistStore } from '../editor/watchlist/store';
import { registerTicker } from '../features/ticker/register';
import { registerNotebookOnDemand } from './onDemand/notebook';
import { windowState } from '../editor/windowState';
import { WorkspaceOverrides } from '../features/workspaceOverrides';

/**
 * What activate returns to the integration tests (extension mode Test only: other extensions
 * get nothing, since it can add, replace and remove keys). It offers no way to read a key back:
 * the key store masks, the connection has no `bearer`.
 */
export interface SocialPulseApi {
  readonly keys: KeyStore;
  readonly connection: {
    readonly state: ConnectionState;
    readonly onDidChangeState: vscode.Event<ConnectionState>;
    quota(): QuotaStatus | undefined;
    address(): string;
    markdownUrl(): string;
    mcpUrl(): string;
    check(): Promise<ConnectionCheck>;
    verifyKey(secret: string): Promise<Verdict>;
    /** The shared client's cache: entries, bytes held and its bound (the memory bench reads it). */
    cacheSize(): Promise<CacheSize>;
    /** Drops the cached answers (the memory bench: what the rest holds without them). */
    clearCache(): Promise<void>;
  };
  readonly status: StatusView;
  /** Key-routing settings a workspace tried to set, reported and ignored. */
  readonly workspaceOverrides: { readonly ignored: readonly string[] };
  /** How long activate() took, in ms (the extension activates at startup, for the alerts). */
  readonly activateMs: number;
  /** The editor layer ran from the code V8 compiled for it at an earlier start (src/main/startup). */
  readonly fromSavedCode: boolean;
  /** The @pulse participant (its handler is called directly by the chat tests). */
  readonly chat: ChatHandle;
  /**
   * Marks an argument as made by the extension's own UI, as a tree row is: a command given it
   * acts without asking (src/editor/ownInvocation). Reachable only through this API, never by a link.
   */
  ownUi<T extends object>(arg: T): T;
}

/** How dist/extension.js loaded this bundle (src/main/startup/main.ts). */
export interface StartupInfo {
  readonly fromSavedCode: boolean;
}

let connectionForShutdown: Connection | undefined;

export function activate(context: vscode.ExtensionContext, startup: StartupInfo = { fromSavedCode: false }): SocialPulseApi | undefined {
  const started = Date.now();
  useBundle(testL10nBundle() ?? vscode.l10n.bundle);
  const log = vscode.window.createOutputChannel('Social Pulse', { log: true });
  context.subscriptions.push(log);
  const settings = new Settings(componentLogger(log, 'settings'));
  const overrides = new WorkspaceOverrides(componentLogger(log, 'settings'));
  const keys = new KeyManager(context.secrets, componentLogger(log, 'keys'));
  const store = new FileCacheStore(context.globalStorageUri, () => !settings.current.demo, componentLogger(log, 'cache'));
  const connection = new Connection({ settings, keys, log, store, loadClient, loadEmulator });
  connectionForShutdown = connection;
  const status = new StatusBar(connection);
  context.subscriptions.push(settings, overrides, keys, connection, status);

  const setContext = (key: string, value: boolean): void => {
    void vscode.commands.executeCommand('setContext', key, value);
  };
  const syncContext = (): void => {
    setContext('socialPulse.hasKey', keys.list().length > 0);
    setContext('socialPulse.demo', connection.state.mode === 'demo');
  };
  context.subscriptions.push(connection.onDidChangeState(syncContext), keys.onDidChange(syncContext));
  // before 'ready' below: a locked keyring's welcome, not "set a key", from the first moment
  const unreadable = new UnreadableKeys(keys, setContext);
  context.subscriptions.push(unreadable, registerReadKeysAgain(unreadable, keys));

  context.subscriptions.push(registerShowLog(log), registerAddressSettings(), registerWalkthrough(context));

  // the one call: each call replaces the list of keys Settings Sync carries
  context.globalState.setKeysForSync(SYNCED_KEYS);
  const windows = windowState(context);
  const services: Services = { context, log, connection, settings, windows };
  // one store of the pins: the trees pin and unpin, the alerts' rounds count what is pinned
  const watchlist = new WatchlistStore(context.globalState, windows.synced);
  // what the Watchlist's loads read for each pin: the ticker shows it without asking again
  const pinnedFigures = new WatchlistFigures();
  context.subscriptions.push(pinnedFigures);
  const alerts = registerAlerts(services, watchlist);
  registerTrees(services, watchlist, pinnedFigures, alerts.round);
  registerTicker(services, watchlist, pinnedFigures);
  registerHoversOnDemand(services);
  const lastNote = new LastNote();
  context.subscriptions.push(lastNote);
  const panels = registerPanelsOnDemand(services, lastNote);
  const searches = { panels, view: registerSearches(services) };
  const commands = registerCommandsOnDemand({ services, keys, store, settings, verify: (secret) => connection.verifyKey(secret), searches, alerts: alerts.core });
  registerSerializers(services, { panel: (viewType, panel, state) => panels.restore(viewType, panel, state), backtest: (panel, state) => commands.restoreBacktest(panel, state) });
  registerMcp(services);
  const chat = registerChatOnDemand(services, alerts.core);
  registerNotebookOnDemand({ services, watchlist: () => watchlist.items() }, lastNote);
  registerDigestOnDemand(services, watchlist);

  // Settings and the connection's state are read from here on, not in activate(). The welcome
  // views wait for 'ready': before the saved keys are read, "no key" is not known yet. With a key
  // (saved, or just set), the client is loaded before the first view asks for data.
  const prepare = (): void => void connection.prepare();
  // the notes' day follows the user settings' zone only (a cloned folder's must not move it)
  const useZones = (values: SettingsValues): void => {
    useTimeZone(values.timeZone);
    useNotesZone(values.notesTimeZone);
  };
  void connection.ready().then(() => {
    // every time a person reads is written in the zone of `socialPulse.timeZone`, and says it
    useZones(settings.current);
    syncContext();
    setContext('socialPulse.ready', true);
    prepare();
    overrides.watch();
    void offerWalkthroughOnce(context, keys.list().length > 0);
  });
  context.subscriptions.push(connection.onDidChangeState(prepare), settings.onDidChange(useZones));

  const activateMs = Date.now() - started;
  log.info(`[activate] Activated in ${activateMs} ms${startup.fromSavedCode ? ', from the code compiled at an earlier start' : ''}.`);
  return context.extensionMode === vscode.ExtensionMode.Test
    ? testApi(connection, keys, status, overrides, chat, { activateMs, fromSavedCode: startup.fromSavedCode })
    : undefined;
}

export async function deactivate(): Promise<void> {
  await connectionForShutdown?.shutdown();
  connectionForShutdown = undefined;
}

function testApi(connection: Connection, keys: KeyManager, status: StatusBar, overrides: WorkspaceOverrides, chat: ChatHandle,
  started: { activateMs: number; fromSavedCode: boolean }): SocialPulseApi {
  return {
    ...started,
    chat,
    ownUi: asOwn,
    keys: {
      onDidChange: keys.onDidChange,
      whenReady: () => keys.whenReady(),
      list: () => keys.list(),
      active: () => keys.active(),
      masked: (id) => keys.masked(id),
      problemWithNew: (label, secret) => keys.problemWithNew(label, secret),
      problemWithLabel: (label, o) => keys.problemWithLabel(label, o),
      problemWithReplacement: (id, secret) => keys.problemWithReplacement(id, secret),
      add: (label, secret) => keys.add(label, secret),
      rename: (id, label) => keys.rename(id, label),
      setActive: (id) => keys.setActive(id),
      replace: (id, secret) => keys.replace(id, secret),
      remove: (id) => keys.remove(id),
    },
    connection: {
      get state() {
        return connection.state;
      },
      onDidChangeState: connection.onDidChangeState,
      quota: () => connection.quota(),
      address: () => connection.address(),
      markdownUrl: () => connection.markdownUrl(),
      mcpUrl: () => connection.mcpUrl(),
      check: () => checkConnection(connection),
      verifyKey: (secret) => connection.verifyKey(secret),
      cacheSize: async () => (await connection.client()).cacheSize(),
      clearCache: async () => (await connection.client()).clearCache(),
    },
    status: {
      get text() {
        return status.text;
      },
      get visible() {
        return status.visible;
      },
    },
    workspaceOverrides: {
      get ignored() {
        return overrides.ignored;
      },
    },
  };
}
