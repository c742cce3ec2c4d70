// The one shared client. It is created on the first request (loading dist/client.js then, not
// at activation) and follows settings and key changes in place; in demo mode it talks to the
// emulator of demoServer.ts.
import * as vscode from 'vscode';
import { ServiceError } from '../../service/api/errors';
import { resolvePlan } from '../../service/api/plans';
import type { ClientSettings, Logger, QuotaStatus, SocialClient } from '../../service/api/service';
import type { Emulator } from '../../service/demo/server';
import { verifyKey, type PlanMismatch, type Verdict } from '../keys/verify';
import type { KeyManager } from '../keys/keyManager';
import { keysUnreadable, noKeySet } from '../keys/wording';
import { componentLogger, errorText, logRequest } from '../../service/log';
import type { Settings } from '../settings';
import type { ClientModule, EmulatorModule } from './bundles';
import type { FileCacheStore } from './cacheStore';
import { DEMO_PLAN, DemoServer } from './demoServer';
import { PlanNotice, type KeyTold } from './planNotice';
import type { ConnectionApi, ConnectionState } from './types';

export interface ConnectionDeps {
  settings: Settings;
  keys: KeyManager;
  /** The log output channel; the connection adds its component prefixes. */
  log: Logger;
  store: FileCacheStore;
  loadClient: () => ClientModule;
  loadEmulator: () => EmulatorModule;
}

/** `wait`, or a 'cancelled' ServiceError as soon as `signal` aborts. */
function unlessAborted<T>(wait: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return wait;
  const cancelled = (): ServiceError => new ServiceError('cancelled', 'Cancelled.');
  if (signal.aborted) return Promise.reject(cancelled());
  return new Promise<T>((resolve, reject) => {
    const abort = (): void => reject(cancelled());
    signal.addEventListener('abort', abort, { once: true });
    wait.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

export class Connection implements ConnectionApi, vscode.Disposable {
  /** The state and what it is compared by, taken when first asked for (not at activation). */
  private known?: { state: ConnectionState; account: string; cache: string; view: string };
  private readonly stateChanged = new vscode.EventEmitter<ConnectionState>();
  readonly onDidChangeState = this.stateChanged.event;
  private readonly labelChanged = new vscode.EventEmitter<ConnectionState>();
  readonly onDidChangeLabel = this.labelChanged.event;
  private readonly quotaChanged = new vscode.EventEmitter<QuotaStatus>();
  readonly onDidChangeQuota = this.quotaChanged.event;
  private shared?: SocialClient;
  private readonly demo: DemoServer;
  private readonly planNotice = new PlanNotice();
  private readonly subscriptions: vscode.Disposable[];
  private readonly log: Logger;
  private readonly http: Logger;
  private closing?: Promise<void>;

  constructor(private readonly deps: ConnectionDeps) {
    this.log = componentLogger(deps.log, 'connection');
    this.http = componentLogger(deps.log, 'http');
    this.demo = new DemoServer({
      loadEmulator: deps.loadEmulator,
      log: componentLogger(deps.log, 'demo'),
      onListening: () => this.shared?.configure(this.clientSettings()),
    });
    this.subscriptions = [
      deps.settings.onDidChange(() => this.update(false)),
      deps.keys.onDidChange((change) => this.update(change.activeKey)),
    ];
  }

  get state(): ConnectionState {
    return this.current;
  }

  ready(): Promise<void> {
    return this.deps.keys.whenReady();
  }

  private get current(): ConnectionState {
    this.known ??= this.take();
    return this.known.state;
  }

  async client(signal?: AbortSignal): Promise<SocialClient> {
    await unlessAborted(this.deps.keys.whenReady(), signal);
    if (this.current.mode === 'none') {
      // keys that could not be read are not missing: said so, and read again at each request
      const unreadable = await unlessAborted(this.deps.keys.readAgain(), signal);
      if (unreadable !== undefined) throw new ServiceError('unauthorized', keysUnreadable(unreadable));
    }
    if (this.current.mode === 'none') throw new ServiceError('unauthorized', noKeySet());
    if (this.current.mode === 'demo') await unlessAborted(this.demo.start(), signal);
    return this.ensureClient();
  }

  /**
   * With a key, loads the client and its saved answers ahead of the first request, which then
   * waits for neither (the first rows of a view come 35-45 ms sooner). Demo mode waits: the
   * emulator is a large bundle, started only when something asks for data.
   */
  async prepare(): Promise<void> {
    await this.deps.keys.whenReady();
    if (this.current.mode !== 'key' || this.closing) return;
    try {
      await this.ensureClient().prepare();
    } catch (e) {
      this.log.warn(`Could not load the client ahead of the first request: ${errorText(e)}`);
    }
  }

  planToldAtSave(key: KeyTold, plans: PlanMismatch): void {
    this.planNotice.toldAtSave(key, plans);
  }

  /** The service address requests go to now (the emulator's in demo mode). */
  address(): string {
    return this.runningDemo()?.baseUrl ?? this.deps.settings.current.baseUrl;
  }

  markdownUrl(): string {
    return this.runningDemo()?.markdownUrl ?? this.deps.settings.current.markdownUrl;
  }

  /** In demo mode the emulator's address once it runs: `bearer()` starts it. */
  mcpUrl(): string {
    return this.runningDemo()?.mcpUrl ?? this.deps.settings.current.mcpUrl;
  }

  async bearer(): Promise<string | undefined> {
    await this.deps.keys.whenReady();
    if (this.current.mode === 'demo') {
      await this.demo.start();
      return this.demo.token;
    }
    return this.current.mode === 'key' ? this.deps.keys.activeSecret() : undefined;
  }

  /** Counters of the shared client; undefined until the first request created it. */
  quota(): QuotaStatus | undefined {
    return this.shared?.quota();
  }

  /** Asks the configured service (never the emulator) whether it accepts `secret`. */
  async verifyKey(secret: string): Promise<Verdict> {
    let clientModule: ClientModule;
    try {
      clientModule = this.deps.loadClient();
    } catch (e) {
      return { kind: 'unverified', reason: errorText(e) };
    }
    const s = this.deps.settings.current;
    const settings: ClientSettings = {
      baseUrl: s.baseUrl,
      markdownUrl: s.markdownUrl,
      plan: s.plan,
      customLimits: s.plan === 'enterprise' ? s.enterpriseLimits : undefined,
      network: 'editor',
    };
    return verifyKey(clientModule, settings, secret, componentLogger(this.deps.log, 'keys'));
  }

  /** Saves the cache and stops the emulator; for deactivate, which VS Code awaits. */
  shutdown(): Promise<void> {
    this.closing ??= (async () => {
      const client = this.shared;
      this.shared = undefined;
      try {
        await client?.flush();
      } catch (e) {
        this.log.warn(`Could not save the cache: ${errorText(e)}`);
      }
      client?.dispose();
      await this.demo.stop();
    })();
    return this.closing;
  }

  dispose(): void {
    void this.shutdown();
    for (const s of this.subscriptions) s.dispose();
    this.stateChanged.dispose();
    this.labelChanged.dispose();
    this.quotaChanged.dispose();
  }

  private computeState(): ConnectionState {
    const s = this.deps.settings.current;
    if (s.demo) return { mode: 'demo', plan: DEMO_PLAN };
    const plan = resolvePlan(s.plan, s.enterpriseLimits);
    const active = this.deps.keys.active();
    return active ? { mode: 'key', plan, keyLabel: active.label } : { mode: 'none', plan };
  }

  private clientSettings(): ClientSettings {
    const s = this.deps.settings.current;
    const demo = this.runningDemo();
    const plan = this.current.plan;
    return {
      baseUrl: demo?.baseUrl ?? s.baseUrl,
      markdownUrl: demo?.markdownUrl ?? s.markdownUrl,
      plan: plan.id,
      customLimits: plan.id === 'enterprise' ? { perMinute: plan.perMinute, perDay: plan.perDay } : undefined,
      // VS Code's network stack: its proxies (and their logins) and the system's certificates
      network: 'editor',
      account: this.known!.account,
    };
  }

  /**
   * The state now, and what makes cached answers void (`cache`) or views reload (`view`) when it
   * changes; not the active key's name, which only the places that show it follow (a rename reads
   * nothing again). `account`, whose answers the cache holds, is stamped on the saved cache and checked
   * when it is read (cache.ts): the mode, the active key entry's id and how often its secret was
   * replaced, and the plan. Never the key, nor anything the key can be worked out from. A file
   * the clear of a switch never reached (the switch was made with demo data on, whose answers are
   * not saved, or the window closed within the write delay) then holds another account's answers
   * and is not read: checked where the file is read, this holds however the file came to be.
   */
  private take(): NonNullable<Connection['known']> {
    const state = this.computeState();
    const s = this.deps.settings.current;
    const key = state.mode === 'key' ? this.deps.keys.active() : undefined;
    const account = JSON.stringify([state.mode, key?.id ?? '', key?.rotation ?? 0, state.plan.id, state.plan.perMinute, state.plan.perDay]);
    const addresses = state.mode === 'demo' ? [] : [s.baseUrl, s.markdownUrl];
    const cache = JSON.stringify([account, ...addresses]);
    const view = JSON.stringify([cache, s.mcpUrl, s.proxy ?? '', s.noProxy ?? '']);
    return { state, account, cache, view };
  }

  private update(activeKeyChanged: boolean): void {
    const before = this.known;
    // nothing has used the state yet (no client, no emulator, no view): it is taken when asked for
    if (!before) return;
    const now = this.take();
    this.known = now;
    if (before.state.mode === 'demo' && now.state.mode !== 'demo') void this.demo.stop();
    this.shared?.configure(this.clientSettings());
    if (activeKeyChanged || before.state.mode !== now.state.mode) this.shared?.accountChanged();
    if (now.cache !== before.cache || activeKeyChanged) {
      this.shared?.clearCache();
      this.log.info(`Mode ${now.state.mode}, plan ${now.state.plan.id}${activeKeyChanged ? ', active key changed' : ''}: cached answers dropped.`);
    }
    if (now.view !== before.view || activeKeyChanged) this.stateChanged.fire(now.state);
    else if (now.state.keyLabel !== before.state.keyLabel) this.labelChanged.fire(now.state);
  }

  private ensureClient(): SocialClient {
    if (this.closing) throw new ServiceError('cancelled', 'Social Pulse is shutting down.');
    if (!this.shared) {
      const client = this.deps.loadClient().createClient({
        ...this.clientSettings(),
        getKey: () => this.currentKey(),
        store: this.deps.store,
        logger: componentLogger(this.deps.log, 'client'),
      });
      client.onQuotaChange((q) => {
        const key = this.current.mode === 'key' ? this.deps.keys.active() : undefined;
        this.planNotice.check(key, this.current.plan, q);
        this.quotaChanged.fire(q);
      });
      client.onRequest((entry) => logRequest(this.http, entry));
      this.shared = client;
      this.log.info(`Client ready: mode ${this.current.mode}, plan ${this.current.plan.id}, service ${this.address()}.`);
    }
    return this.shared;
  }

  /** Asked before every request: the demo token goes only to the emulator, the key only to the service. */
  private async currentKey(): Promise<string | undefined> {
    if (this.current.mode === 'demo') return this.runningDemo() ? this.demo.token : undefined;
    return this.current.mode === 'key' ? this.deps.keys.activeSecret() : undefined;
  }

  private runningDemo(): Emulator | undefined {
    return this.current.mode === 'demo' ? this.demo.running : undefined;
  }
}
