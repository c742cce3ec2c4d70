// One error type for everything the client can fail with. `message` is short and tells a
// person what to do; it never contains the key (constructors never receive it).

export type ServiceErrorKind =
  | 'invalid-input'
  | 'unauthorized'
  | 'plan'
  | 'not-found'
  /** The address in the settings does not lead to the service: nothing there has the operation, or it sends us elsewhere. */
  | 'address'
  | 'rate-limited-minute'
  | 'rate-limited-day'
  | 'server'
  | 'network'
  | 'timeout'
  | 'cancelled'
  /**
   * Not the caller's cancel: the API key, mode, plan or service address changed while the request
   * waited (see the client's account generation), so it was never sent. Trying again sends it for
   * the account now in use.
   */
  | 'superseded'
  | 'bad-response';

/** The settings that hold the service's addresses: the one a person corrects for an 'address' error. */
export type AddressSetting = 'socialPulse.baseUrl' | 'socialPulse.markdownUrl';

export interface ServiceErrorDetails {
  status?: number;
  /** Milliseconds since the epoch when a retry may succeed (rate limits). */
  retryAt?: number;
  /** The `{"error": ...}` text the service sent, if any. */
  serviceMessage?: string;
  /** The operation path without query or credentials, for logs. */
  path?: string;
  /** Requests the failed call counted against the plan's quota (see Delivery.requests); 0 when unset. */
  requests?: number;
  /** For an 'address' error: the setting that holds the wrong address. */
  setting?: AddressSetting;
  /** The message without its retry time, for a place that says `retryAt` in its own words and zone. */
  reason?: string;
  cause?: unknown;
}

export class ServiceError extends Error {
  override readonly name = 'ServiceError';
  readonly kind: ServiceErrorKind;
  readonly status?: number;
  readonly retryAt?: number;
  readonly serviceMessage?: string;
  readonly path?: string;
  /** Requests this call counted against the plan's quota before it failed (0 when it never left). */
  readonly requests: number;
  /** For an 'address' error: the setting that holds the wrong address. */
  readonly setting?: AddressSetting;
  /** The message without its retry time (ServiceErrorDetails.reason). */
  readonly reason?: string;

  constructor(kind: ServiceErrorKind, message: string, details: ServiceErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = kind;
    this.status = details.status;
    this.retryAt = details.retryAt;
    this.serviceMessage = details.serviceMessage;
    this.path = details.path;
    this.requests = details.requests ?? 0;
    if (details.setting !== undefined) this.setting = details.setting;
    if (details.reason !== undefined) this.reason = details.reason;
  }

  /** Worth retrying later without changing anything (network blips, 5xx, rate limits). */
  get transient(): boolean {
    return ERROR_POLICY[this.kind].transient;
  }
}

/** What the person can do about an error: the key, the plan, the service address in the settings, or trying again. */
export type ErrorFix = 'key' | 'plan' | 'address' | 'retry';

/** The quota window that refused a request. */
export type QuotaWindow = 'minute' | 'day';

export interface ErrorPolicy {
  /** Likely to pass by itself: retrying later without changing anything may succeed. */
  transient: boolean;
  /** The last good answer may stand in, marked stale (the client serves it; views say so). */
  staleOk: boolean;
  /** What a view offers; none when nothing but other input helps (or nothing went wrong). */
  fix?: ErrorFix;
  /** The plan's request quota refused it, for this window (the service's 429, or the client's own count). */
  quota?: QuotaWindow;
}

/** The one place that decides, per kind of error, what callers do with it. */
export const ERROR_POLICY: Readonly<Record<ServiceErrorKind, ErrorPolicy>> = {
  'invalid-input': { transient: false, staleOk: false },
  'unauthorized': { transient: false, staleOk: false, fix: 'key' },
  'plan': { transient: false, staleOk: false, fix: 'plan' },
  'not-found': { transient: false, staleOk: false },
  // old data would hide that every request goes to the wrong place
  'address': { transient: false, staleOk: false, fix: 'address' },
  'rate-limited-minute': { transient: true, staleOk: true, fix: 'retry', quota: 'minute' },
  'rate-limited-day': { transient: true, staleOk: true, fix: 'retry', quota: 'day' },
  'server': { transient: true, staleOk: true, fix: 'retry' },
  'network': { transient: true, staleOk: true, fix: 'retry' },
  'timeout': { transient: true, staleOk: true, fix: 'retry' },
  'cancelled': { transient: false, staleOk: false },
  // trying again at once works; the last data is the account's before, which must not stand in
  'superseded': { transient: false, staleOk: false, fix: 'retry' },
  // an answer we could not read may read next time, and old data is better than none meanwhile
  'bad-response': { transient: false, staleOk: true, fix: 'retry' },
};

/** Errors only the person can fix (a rejected key, a plan without the endpoint, a wrong address): retrying will not help. */
export function needsPerson(e: unknown): boolean {
  if (!isServiceError(e)) return false;
  const fix = ERROR_POLICY[e.kind].fix;
  return fix === 'key' || fix === 'plan' || fix === 'address';
}

/** A request the client refused because the account changed while it waited (never sent). */
export function isSuperseded(e: unknown): boolean {
  return isServiceError(e) && e.kind === 'superseded';
}

/**
 * A call its caller gave up (cancelled, or aborted before the client saw it): not a failure to
 * show. A call the client refused because the account changed ('superseded') is not one.
 */
export function isCancellation(e: unknown): boolean {
  if (isServiceError(e) && e.kind === 'cancelled') return true;
  return typeof e === 'object' && e !== null && (e as { name?: unknown }).name === 'AbortError';
}

/** The plan does not include what was asked: a variant the plan has may stand in. */
export function isPlanRefusal(e: unknown): e is ServiceError {
  return isServiceError(e) && ERROR_POLICY[e.kind].fix === 'plan';
}

/** The quota window that refused `e`, if the quota did. */
export function quotaRefusal(e: unknown): QuotaWindow | undefined {
  return isServiceError(e) ? ERROR_POLICY[e.kind].quota : undefined;
}

/** The same error, saying what the call that receives it cost (callers sharing a request pay once). */
export function costing(e: ServiceError, requests: number): ServiceError {
  if (e.requests === requests) return e;
  const copy = new ServiceError(e.kind, e.message, {
    status: e.status, retryAt: e.retryAt, serviceMessage: e.serviceMessage, path: e.path, requests, setting: e.setting, reason: e.reason, cause: e.cause,
  });
  copy.stack = e.stack;
  return copy;
}

const KINDS: ReadonlySet<string> = new Set(Object.keys(ERROR_POLICY));

/**
 * Recognises a ServiceError by its shape, not `instanceof`: the client runs from its own bundle
 * (dist/client.js; the MCP probe and the emulator have theirs), so its ServiceError is a
 * different class from the editor bundle's.
 */
export function isServiceError(e: unknown): e is ServiceError {
  if (e instanceof ServiceError) return true;
  if (typeof e !== 'object' || e === null) return false;
  const v = e as Record<string, unknown>;
  return v.name === 'ServiceError' && typeof v.message === 'string' && typeof v.kind === 'string' && KINDS.has(v.kind);
}
