// What feature folders (trees, panels, reports, commands) need from the shared connection.
// Implemented by `Connection` (connection.ts); every feature gets the one instance.
import type * as vscode from 'vscode';
import type { Plan } from '../../service/api/plans';
import type { QuotaStatus, SocialClient } from '../../service/api/service';
import type { PlanMismatch } from '../keys/verify';
import type { KeyTold } from './planNotice';

/** demo: the in-process emulator; key: the service with the active key; none: neither yet. */
export type ConnectionMode = 'demo' | 'key' | 'none';

export interface ConnectionState {
  mode: ConnectionMode;
  plan: Plan;
  /** Label of the active key (never the key), or undefined. */
  keyLabel?: string;
}

export interface ConnectionApi {
  /**
   * Taken when first read, from the settings and the saved keys. Read it from `ready()` on, not
   * during activation: activation reads nothing.
   */
  readonly state: ConnectionState;
  /** Resolves once the saved keys are read: from then on, `state` is what it says. */
  ready(): Promise<void>;
  /** Fires when mode, key, plan or addresses change: views should reload. */
  readonly onDidChangeState: vscode.Event<ConnectionState>;
  /** Fires when only the active key's name changed: what shows it re-renders, nothing reloads. */
  readonly onDidChangeLabel: vscode.Event<ConnectionState>;
  readonly onDidChangeQuota: vscode.Event<QuotaStatus>;
  /**
   * The one shared client, created on first use (loading the HTTP stack lazily) and pointed at
   * the emulator in demo mode. Rejects with a ServiceError of kind 'unauthorized' in mode 'none',
   * and of kind 'cancelled' when `signal` aborts while it waits for the keys or the emulator.
   */
  client(signal?: AbortSignal): Promise<SocialClient>;
  /** Addresses in use (the emulator's in demo mode). */
  address(): string;
  markdownUrl(): string;
  mcpUrl(): string;
  /** The bearer token for the current mode, for the MCP definition only. */
  bearer(): Promise<string | undefined>;
  /** Counters of the shared client; undefined until the first request created it. */
  quota(): QuotaStatus | undefined;
  /**
   * A key's save message said its limits were another plan's: the lower-plan warning does not
   * say it again for that secret.
   */
  planToldAtSave(key: KeyTold, plans: PlanMismatch): void;
}

/** The answer cache on disk, as the quota and connection details report it. */
export interface CacheInfo {
  /** Whether answers are saved between reloads (not in demo mode). */
  persisted: boolean;
  /** Size of the saved cache when known. */
  bytes?: number;
}
