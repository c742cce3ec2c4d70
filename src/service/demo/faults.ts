// Injected faults for tests: set in-process through `emulator.faults`, or over HTTP at
// POST /__emulator/faults when the emulator was started with `control: true`.

interface FaultBase {
  /** Applies only to requests whose path (with query) contains this text. */
  match?: string;
  /** Applies to this many requests, then removes itself. Unlimited when absent. */
  times?: number;
}

export type Fault = FaultBase & (
  /** Waits before answering normally (combines with one other fault). */
  | { kind: 'latency'; ms: number }
  /** Destroys the socket without an answer. */
  | { kind: 'reset' }
  /** Answers with this status (e.g. 500, 502, 503, 504); body defaults to `{"error": ...}`. */
  | { kind: 'status'; status: number; body?: string; contentType?: string; headers?: Record<string, string> }
  /** 200 with a body that is not valid JSON. */
  | { kind: 'malformed' }
  /** The real answer with a Content-Length larger than what is sent, then the socket closes. */
  | { kind: 'truncated' }
  /** 200 with an empty body. */
  | { kind: 'empty' }
  /** 200 with `bytes` bytes of valid JSON. */
  | { kind: 'oversize'; bytes: number }
  /** The real answer dripped `chunkBytes` every `intervalMs`. */
  | { kind: 'slow'; chunkBytes?: number; intervalMs?: number }
  /** Never answers (until the client gives up or the emulator closes). */
  | { kind: 'hang' }
  /** A forced 429 for the minute or the day, with rate-limit headers and optionally Retry-After. */
  | { kind: 'rate-limit'; window: 'minute' | 'day'; retryAfter?: number }
);

type FaultKind = Fault['kind'];

export interface FaultController {
  /** Replaces the active faults. */
  set(fault: Fault | readonly Fault[]): void;
  /** Adds a fault after the active ones. */
  add(fault: Fault): void;
  clear(): void;
  /** The active faults (with `times` counting down). */
  list(): readonly Fault[];
}

export class Faults implements FaultController {
  private active: Fault[] = [];

  set(fault: Fault | readonly Fault[]): void {
    this.active = (Array.isArray(fault) ? fault : [fault]).map((f: Fault) => ({ ...f }));
  }

  add(fault: Fault): void {
    this.active.push({ ...fault });
  }

  clear(): void {
    this.active = [];
  }

  list(): readonly Fault[] {
    return this.active.map((f) => ({ ...f }));
  }

  /**
   * The faults for a request: any latency, then at most one other fault. Each one taken
   * counts down its `times`.
   */
  take(path: string): { latency: number; fault?: Fault } {
    let latency = 0;
    let fault: Fault | undefined;
    for (const f of [...this.active]) {
      if (f.match !== undefined && !path.includes(f.match)) continue;
      if (f.kind === 'latency') latency += f.ms;
      else if (fault) continue;
      else fault = f;
      if (f.times !== undefined && --f.times <= 0) this.active.splice(this.active.indexOf(f), 1);
    }
    return { latency, fault };
  }
}

const KINDS: readonly FaultKind[] = ['latency', 'reset', 'status', 'malformed', 'truncated', 'empty', 'oversize', 'slow', 'hang', 'rate-limit'];

function isCount(v: unknown, min: number, max: number): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
}

/** Checks a fault that arrived as JSON; returns the fault or what is wrong with it. */
export function parseFault(value: unknown): Fault | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'A fault is a JSON object.';
  const v = value as Record<string, unknown>;
  if (!KINDS.includes(v.kind as FaultKind)) return `"kind" must be one of: ${KINDS.join(', ')}.`;
  if (v.match !== undefined && typeof v.match !== 'string') return '"match" must be a string.';
  if (v.times !== undefined && !isCount(v.times, 1, 1e9)) return '"times" must be a positive integer.';
  switch (v.kind) {
    case 'latency': if (!isCount(v.ms, 0, 600_000)) return '"ms" must be an integer from 0 to 600000.'; break;
    case 'status':
      if (!isCount(v.status, 100, 599)) return '"status" must be an HTTP status code.';
      if (v.body !== undefined && typeof v.body !== 'string') return '"body" must be a string.';
      if (v.contentType !== undefined && typeof v.contentType !== 'string') return '"contentType" must be a string.';
      if (v.headers !== undefined && (typeof v.headers !== 'object' || v.headers === null
        || !Object.values(v.headers).every((h) => typeof h === 'string'))) return '"headers" must map names to strings.';
      break;
    case 'oversize': if (!isCount(v.bytes, 16, 2 ** 31)) return '"bytes" must be an integer of at least 16.'; break;
    case 'slow':
      if (v.chunkBytes !== undefined && !isCount(v.chunkBytes, 1, 1 << 20)) return '"chunkBytes" must be a positive integer.';
      if (v.intervalMs !== undefined && !isCount(v.intervalMs, 0, 60_000)) return '"intervalMs" must be an integer from 0 to 60000.';
      break;
    case 'rate-limit':
      if (v.window !== 'minute' && v.window !== 'day') return '"window" must be "minute" or "day".';
      if (v.retryAfter !== undefined && !isCount(v.retryAfter, 0, 86_400)) return '"retryAfter" must be seconds (0 to 86400).';
      break;
    default: break;
  }
  return value as Fault;
}
