// The public face of the client: what the editor layer, panels, reports and tests use.
// Implemented by `ServiceClient` (client.ts). Types only; no runtime code here.
import type { Event } from './events';
import type { OperationMethods, OperationParams } from './operation-types';
import type { OperationId } from './operations';
import type { Access, Plan, PlanId, PlanLimits } from './plans';
import type { RequestOptions } from './request';
import type { NetworkStack } from './transport';
import type { AnswerSource, Report, ReportFormat, ReportSubject } from './types';

export type { Priority, RequestOptions } from './request';

/** The parameters of the coin lists. */
export type ListParams = OperationParams<'coinsList'>;

/**
 * One method per operation of the table, named by its id (`topic(topic)`,
 * `coinsListV2({ limit })`...), and the markdown reference variant.
 */
export interface SocialApi extends OperationMethods {
  report(subject: ReportSubject, format: ReportFormat, o?: RequestOptions): Promise<Report>;
}

export interface QuotaStatus {
  /** The plan setting's plan, with the limits the service's headers gave for the key. */
  plan: Plan;
  /** The named plan those limits are, when it is not the plan setting's (below or above it). */
  keyPlan?: Plan;
  /**
   * The lowest tier of operations the service refused for the key's plan (its 402), since the
   * plan, key or address last changed. When the plan setting includes it, the key is on a lower plan.
   */
  planRefused?: Access;
  minuteUsed: number;
  dayUsed: number;
  /** ms since epoch when the minute / day window resets */
  minuteResetAt: number;
  dayResetAt: number;
  /** Requests waiting for quota right now. */
  waiting: number;
  /** When the first waiting request may go, ms since epoch; undefined when none waits. */
  waitingUntil?: number;
  /** Requests sent and not yet answered. */
  inFlight?: number;
}

export interface RequestLogEntry {
  operation: OperationId | 'report';
  /** Path and query without credentials. */
  path: string;
  outcome: AnswerSource;
  status?: number;
  ms: number;
  /** Why it waited, was served from cache, or failed; for the log. */
  note?: string;
}

export interface ClientSettings {
  baseUrl: string;
  markdownUrl: string;
  plan: PlanId;
  customLimits?: Partial<PlanLimits>;
  /** The network stack: the editor's in the extension host, our own (the default) in plain Node. */
  network?: NetworkStack;
  /** Proxy address of our own stack (e.g. from `http.proxy`); HTTPS_PROXY/HTTP_PROXY are read when unset. */
  proxy?: string;
  /** Hosts that bypass the proxy (NO_PROXY syntax). */
  noProxy?: string;
  timeoutMs?: number;
  maxResponseBytes?: number;
  /**
   * Whose answers the cache holds, stamped on the saved file: an opaque fingerprint that is
   * never the key and cannot be worked back into it (the editor gives the mode, the active key
   * entry's id and how often its secret was replaced, and the plan). A saved file stamped for
   * another account is not read; a new account here drops the cached answers.
   */
  account?: string;
}

export interface SocialClient extends SocialApi {
  readonly onQuotaChange: Event<QuotaStatus>;
  readonly onRequest: Event<RequestLogEntry>;
  quota(): QuotaStatus;
  /** Apply new settings in place; keeps the cache and quota counters. */
  configure(settings: Partial<ClientSettings>): void;
  /** Drop cached answers (e.g. after the active key changes plan). */
  clearCache(): void;
  /** Another key or demo data is in use: the quota counts of the one before do not apply. */
  accountChanged(): void;
  /** Read the saved answers now (the first request waits for them otherwise). */
  prepare(): Promise<void>;
  /** Write the cache to its store now (also done on a debounce). */
  flush(): Promise<void>;
  /** What the cache holds now, against its bound. */
  cacheSize(): CacheSize;
  dispose(): void;
}

/** Bytes: each answer's body as received plus its key; the least recently used go first past `maxBytes`. */
export interface CacheSize {
  entries: number;
  bytes: number;
  maxBytes: number;
}

/** Where the cache persists between reloads; the editor layer backs it with a file. */
export interface CacheStore {
  read(): Promise<string | undefined>;
  write(text: string): Promise<void>;
}

export interface Clock {
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export interface Logger {
  trace(message: string): void;
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface ClientOptions extends ClientSettings {
  /** Asked before every request; the key is held only as long as the call. */
  getKey(): Promise<string | undefined>;
  clock?: Clock;
  store?: CacheStore;
  /** The cache's bound in bytes (cache.ts DEFAULT_CACHE_BYTES when unset). */
  cacheMaxBytes?: number;
  logger?: Logger;
}
