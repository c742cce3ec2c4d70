// One error type for everything the client can fail with. `message` is short and tells a
// person what to do; it never contains the key (constructors never receive it).

export type ServiceErrorKind =
  | 'invalid-input'
  | 'unauthorized'
  | 'plan'
  | 'not-found'
  | 'rate-limited-minute'
  | 'rate-limited-day'
  | 'server'
  | 'network'
  | 'timeout'
  | 'cancelled'
  | 'bad-response';

export interface ServiceErrorDetails {
  status?: number;
  /** Milliseconds since the epoch when a retry may succeed (rate limits). */
  retryAt?: number;
  /** The `{"error": ...}` text the service sent, if any. */
  serviceMessage?: string;
  /** The operation path without query or credentials, for logs. */
  path?: string;
  cause?: unknown;
}

export class ServiceError extends Error {
  override readonly name = 'ServiceError';
  readonly kind: ServiceErrorKind;
  readonly status?: number;
  readonly retryAt?: number;
  readonly serviceMessage?: string;
  readonly path?: string;

  constructor(kind: ServiceErrorKind, message: string, details: ServiceErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = kind;
    this.status = details.status;
    this.retryAt = details.retryAt;
    this.serviceMessage = details.serviceMessage;
    this.path = details.path;
  }

  /** Worth retrying later without changing anything (network blips, 5xx, rate limits). */
  get transient(): boolean {
    return ['network', 'timeout', 'server', 'rate-limited-minute', 'rate-limited-day'].includes(this.kind);
  }
}

const KINDS: ReadonlySet<string> = new Set<ServiceErrorKind>([
  'invalid-input', 'unauthorized', 'plan', 'not-found', 'rate-limited-minute', 'rate-limited-day',
  'server', 'network', 'timeout', 'cancelled', 'bad-response',
]);

/**
 * Recognises a ServiceError by its shape, not `instanceof`: the client runs from its own bundle
 * (dist/service.js), so its ServiceError is a different class from the editor bundle's.
 */
export function isServiceError(e: unknown): e is ServiceError {
  if (e instanceof ServiceError) return true;
  if (typeof e !== 'object' || e === null) return false;
  const v = e as Record<string, unknown>;
  return v.name === 'ServiceError' && typeof v.message === 'string' && typeof v.kind === 'string' && KINDS.has(v.kind);
}
