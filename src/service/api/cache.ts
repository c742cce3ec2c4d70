// Answers kept for their lifetime, keyed by full URL (which never holds the key), bounded by
// size (least recently used out first) and persisted through a CacheStore so that reloading
// the editor costs no quota. Expired answers are kept a while longer: they are what the client
// serves, marked stale, when the service cannot be reached.
import type { Lifetime } from './operations';
import type { CacheSize, CacheStore, Clock, Logger } from './service';

export const CACHE_VERSION = 1;
/** The default bound on the bodies kept (and on the saved file, MAX_FILE_FACTOR times it). */
export const DEFAULT_CACHE_BYTES = 20 * 1024 * 1024;
/** Nothing is fetched again sooner than this after it arrived, whatever `generated` says. */
export const MIN_LIFETIME_MS = 30_000;
/** Hourly points are recomputed a little after the hour turns. */
export const HOUR_MARGIN_MS = 90_000;
const HOUR = 3_600_000;
/** No answer is fresh longer than this: a saved entry claiming more would pin old data. */
const MAX_FRESH_MS = 24 * HOUR;
/** A saved answer received later than this after now comes from a clock since set back. */
const MAX_SKEW_MS = 5 * 60_000;
/** A saved file this many times the cache's size was not written by it: not even read. */
const MAX_FILE_FACTOR = 2;

export interface CacheEntry {
  /** JSON-safe: an Answer without its per-call flags, or a Report. */
  value: unknown;
  receivedAt: number;
  expiresAt: number;
  bytes: number;
}

export interface CacheOptions {
  maxBytes?: number;
  writeDelayMs?: number;
  /** Expired answers older than this are dropped instead of served stale. */
  maxStaleMs?: number;
  /** Whose answers these are now (ClientSettings.account): stamped on the saved file, checked when it is read. */
  account?: () => string | undefined;
}

/**
 * When an answer stops being fresh. Measured from `generated` (seconds), never sooner than
 * MIN_LIFETIME_MS after receipt and never later than the lifetime after receipt (a clock far
 * ahead must not pin old data). Hour-bucketed series live until the next hour boundary after
 * `generated`, plus a margin.
 */
export function expiryOf(lifetime: Lifetime, generatedSec: number, receivedAt: number, bucket?: string): number {
  const generated = generatedSec * 1000;
  const hourly = lifetime.kind === 'bucketed' && (bucket ?? 'hour') === 'hour';
  const nominal = hourly ? Math.floor(generated / HOUR) * HOUR + HOUR + HOUR_MARGIN_MS : generated + lifetime.seconds * 1000;
  const longest = receivedAt + (hourly ? HOUR + HOUR_MARGIN_MS : lifetime.seconds * 1000);
  return Math.max(receivedAt + MIN_LIFETIME_MS, Math.min(nominal, longest));
}

interface Persisted {
  version: number;
  /** The account the answers were for (ClientSettings.account); absent when none was given. */
  account?: string;
  entries: [string, { value: unknown; receivedAt: number; expiresAt: number }][];
}

function isPersisted(v: unknown): v is Persisted {
  if (typeof v !== 'object' || v === null) return false;
  const p = v as Partial<Persisted>;
  return p.version === CACHE_VERSION && Array.isArray(p.entries) && (p.account === undefined || typeof p.account === 'string');
}

/** A saved entry this cache could have written by `now`, with believable times. */
function isEntry(v: unknown, now: number): v is [string, { value: unknown; receivedAt: number; expiresAt: number }] {
  if (!Array.isArray(v) || v.length !== 2 || typeof v[0] !== 'string') return false;
  const e = v[1] as Record<string, unknown> | null;
  if (typeof e !== 'object' || e === null || !('value' in e)) return false;
  const { receivedAt, expiresAt } = e;
  return typeof receivedAt === 'number' && typeof expiresAt === 'number' && Number.isFinite(receivedAt)
    && receivedAt <= now + MAX_SKEW_MS && expiresAt >= receivedAt && expiresAt - receivedAt <= MAX_FRESH_MS;
}

export class AnswerCache {
  private readonly entries = new Map<string, CacheEntry>();
  /** Keys read back from the saved file whose values no caller who knows their form has checked. */
  private readonly unchecked = new Set<string>();
  private bytes = 0;
  private loaded?: Promise<void>;
  /** Times the answers were dropped: a file read across a drop is another account's. */
  private clears = 0;
  private timer?: NodeJS.Timeout;
  private writing: Promise<void> = Promise.resolve();
  private readonly maxBytes: number;
  private readonly writeDelayMs: number;
  private readonly maxStaleMs: number;
  private readonly account: () => string | undefined;

  constructor(
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly store?: CacheStore,
    options: CacheOptions = {},
  ) {
    this.maxBytes = options.maxBytes ?? DEFAULT_CACHE_BYTES;
    this.writeDelayMs = options.writeDelayMs ?? 2000;
    this.maxStaleMs = options.maxStaleMs ?? 7 * 24 * HOUR;
    this.account = options.account ?? (() => undefined);
  }

  /** Loads the persisted answers once; a bad file is discarded, never fatal. */
  ready(): Promise<void> {
    this.loaded ??= this.load();
    return this.loaded;
  }

  /**
   * The entry for `key`. `accept` tells whether a value read back from the saved file is still
   * in the form the caller stores (the file may hold anything); one that is not is discarded.
   */
  get(key: string, accept?: (value: unknown) => boolean): CacheEntry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (accept && this.unchecked.has(key)) {
      if (!accept(entry.value)) {
        this.remove(key);
        this.logger.info(`cache: the saved answer for ${key} was not in the expected form and was discarded`);
        return undefined;
      }
      this.unchecked.delete(key);
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  isFresh(entry: CacheEntry): boolean {
    return this.clock.now() < entry.expiresAt;
  }

  /** `bytes`: the size of the answer as received, when known (saves measuring it again). */
  put(key: string, value: unknown, receivedAt: number, expiresAt: number, bytes?: number): void {
    this.insert(key, { value, receivedAt, expiresAt, bytes: bytes ?? 0 });
    this.scheduleWrite();
  }

  /** Forgets one answer (the service changed what it said). */
  drop(key: string): void {
    if (!this.entries.has(key)) return;
    this.remove(key);
    this.scheduleWrite();
  }

  clear(): void {
    this.clears++;
    this.entries.clear();
    this.unchecked.clear();
    this.bytes = 0;
    this.scheduleWrite();
  }

  get size(): CacheSize {
    return { entries: this.entries.size, bytes: this.bytes, maxBytes: this.maxBytes };
  }

  /** Writes now instead of after the debounce. */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
      return this.write();
    }
    return this.writing;
  }

  private insert(key: string, entry: CacheEntry): void {
    const bytes = key.length + (entry.bytes || JSON.stringify(entry.value).length);
    this.remove(key);
    if (bytes > this.maxBytes) {
      this.logger.debug(`cache: ${key} is larger than the whole cache (${bytes} bytes); not kept`);
      return;
    }
    this.entries.set(key, { ...entry, bytes });
    this.bytes += bytes;
    for (const [oldKey] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldKey);
    }
  }

  private remove(key: string): void {
    this.unchecked.delete(key);
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytes -= old.bytes;
  }

  private async load(): Promise<void> {
    if (!this.store) return;
    const clears = this.clears;
    let text: string | undefined;
    try {
      text = await this.store.read();
    } catch (e) {
      this.logger.warn(`cache: could not read the saved answers (${String(e)}); starting empty`);
      return;
    }
    if (!text) return;
    if (text.length > MAX_FILE_FACTOR * this.maxBytes) {
      this.logger.info(`cache: the saved answers (${Math.round(text.length / 1048576)} MB) were more than the cache holds and were discarded`);
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      this.logger.info('cache: the saved answers were unreadable and were discarded');
      return;
    }
    if (!isPersisted(parsed)) {
      this.logger.info('cache: the saved answers were from another version and were discarded');
      return;
    }
    // another key's answers (a switch made while nothing was saved, a window closed before the
    // cleared cache was written), or read while the account changed: never served to this one
    if (parsed.account !== this.account() || this.clears !== clears) {
      this.logger.info('cache: the saved answers were for another API key or plan and were discarded');
      return;
    }
    const now = this.clock.now();
    const oldest = now - this.maxStaleMs;
    const unreadable = parsed.entries.filter((item) => !isEntry(item, now)).length;
    if (unreadable) this.logger.info(`cache: ${unreadable} saved answers were unreadable and were discarded`);
    for (const item of parsed.entries) {
      if (!isEntry(item, now)) continue;
      const [key, e] = item;
      // answers that arrived while loading are newer than the saved ones
      if (e.receivedAt >= oldest && !this.entries.has(key)) {
        this.insert(key, { value: e.value, receivedAt: e.receivedAt, expiresAt: e.expiresAt, bytes: 0 });
        if (this.entries.has(key)) this.unchecked.add(key);
      }
    }
  }

  private scheduleWrite(): void {
    if (!this.store || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.write();
    }, this.writeDelayMs);
    this.timer.unref();
  }

  private write(): Promise<void> {
    const store = this.store;
    if (!store) return Promise.resolve();
    const oldest = this.clock.now() - this.maxStaleMs;
    const account = this.account();
    const snapshot: Persisted = {
      version: CACHE_VERSION,
      ...(account === undefined ? {} : { account }),
      entries: [...this.entries]
        .filter(([, e]) => e.receivedAt >= oldest)
        .map(([k, e]) => [k, { value: e.value, receivedAt: e.receivedAt, expiresAt: e.expiresAt }]),
    };
    // one write at a time, in order: the last one wins
    this.writing = this.writing.then(() => store.write(JSON.stringify(snapshot))).catch((e: unknown) => {
      this.logger.warn(`cache: could not save answers (${String(e)})`);
    });
    return this.writing;
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
