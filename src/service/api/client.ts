// The service client: every operation of the table as a typed method, all going through one
// request path: check input -> cache -> shared flight -> quota -> network -> decode -> cache.
import { AnswerCache, expiryOf } from './cache';
import { systemClock } from './clock';
import { decodeBody, parseJson } from './decode';
import { generatedSeconds } from './epochTime';
import { costing, ERROR_POLICY, isServiceError, quotaRefusal, ServiceError } from './errors';
import type { AddressSetting } from './errors';
import { Emitter } from './events';
import { errorBodyMessage, errorForAnswer, isPageForSuccess, MISSING_KEY_MESSAGE, rateHeaders } from './failures';
import { Flights } from './flights';
import { DEFAULT_MAX_BYTES, DEFAULT_TIMEOUT_MS, neverSent, send } from './http';
import type { HttpResponse } from './http';
import type { OperationMethods } from './operation-types';
import { OPERATION_LIST, OPERATIONS, pathParams } from './operations';
import type { Lifetime, Operation, OperationId } from './operations';
import { resolvePlan } from './plans';
import { chooseProxy } from './proxy';
import type { ProxyChoice } from './proxy';
import { PlanRefusals } from './planRefusals';
import { Quota } from './quota';
import type { Gate, QuotaTicket } from './quota';
import { checkReport, REPORT_LIFETIME, reportTarget } from './report';
import { isStoredAnswer, isStoredReport } from './stored';
import type {
  CacheSize, ClientOptions, ClientSettings, Clock, Logger, QuotaStatus, RequestLogEntry, RequestOptions, SocialClient,
} from './service';
import type { Answer, AnswerSource, Delivery, Report, ReportFormat, ReportSubject } from './types';
import { identifier, keyOf, operationUrl } from './urls';
import type { QueryValues } from './urls';

/**
 * A user request refused for the minute is sent again once, after waiting for the reset, when
 * that is at most this far away; otherwise (and always for background work) the error goes
 * back to the caller with `retryAt`. A refusal for the day is never retried.
 */
export const RETRY_PATIENCE_MS = 65_000;

const NOT_SENT = 'not sent: the service refused this for your plan earlier';

/** A request that waited while the key, mode, plan or address changed: it never leaves. */
function superseded(): ServiceError {
  return new ServiceError('superseded', 'The API key, plan or service address changed while this request waited, so it was not sent. Try again.');
}

const silent: Logger = { trace() {}, debug() {}, info() {}, warn() {}, error() {} };

/** An answer as the cache keeps it: without what one call says of its delivery. */
type Stored = Omit<Answer<unknown>, keyof Delivery | 'fromCache' | 'stale' | 'staleError'>;
type StoredReport = Omit<Report, keyof Delivery>;

interface Fetched<T> {
  value: T;
  /** Set when the request failed and the last good answer stands in: why. */
  staleError?: ServiceError;
  status?: number;
  notes: string[];
}

/** A value with one call's account of it. */
interface Delivered<T> {
  value: T;
  source: AnswerSource;
  requests: number;
  staleError?: ServiceError;
}

/** Requests admitted against the quota for one call's own flight. */
interface Spent {
  requests: number;
}

interface Exchange {
  url: URL;
  accept: string;
  title: string;
  signal: AbortSignal;
  ticket: QuotaTicket;
  notes: string[];
  spent: Spent;
  /** The account generation the call started in (see ServiceClient.generation). */
  generation: number;
  /** The setting the URL's address comes from, and whether JSON was asked for (see FailureContext). */
  setting: AddressSetting;
  json: boolean;
  /** Whether a refusal for the minute may be sent again once (see RETRY_PATIENCE_MS). */
  retry: boolean;
  gate?: Gate;
}

/** How the client treats an operation's requests. */
interface Handling {
  /** How long answers are kept; none: never read from or written to the cache. */
  lifetime?: Lifetime;
  /** Callers asking at the same time share one request. */
  share: boolean;
  /** A refusal for the minute is sent again once. */
  retry: boolean;
  /** The last good answer stands in, marked stale, when the service fails. */
  stale: boolean;
}

/**
 * The one place that decides it. An operation that changes state on the service (the table's
 * `mutates`: creating, updating, deleting a saved search, GETs though they are) is its own
 * request every time: never cached, never shared with another call, never repeated, never
 * covered by an old answer.
 */
function handlingOf(op: Operation): Handling {
  if (op.mutates) return { share: false, retry: false, stale: false };
  return { lifetime: op.lifetime, share: true, retry: true, stale: true };
}

export function createClient(options: ClientOptions): SocialClient {
  return new ServiceClient(options);
}

// the typed methods of the table, installed on the prototype below (see the static block)
interface ServiceClient extends OperationMethods {}

class ServiceClient implements SocialClient {
  private settings: ClientSettings;
  private proxy: ProxyChoice;
  private readonly getKey: () => Promise<string | undefined>;
  private readonly clock: Clock;
  private readonly logger: Logger;
  private readonly cache: AnswerCache;
  private readonly flights = new Flights();
  private readonly limiter: Quota;
  private readonly quotaEvents = new Emitter<QuotaStatus>();
  private readonly requestEvents = new Emitter<RequestLogEntry>();
  private readonly warned = new Set<string>();
  private readonly refusedForPlan = new PlanRefusals();
  /** Refusals given while a request waited for quota, so it never left. */
  private readonly unsent = new WeakSet<ServiceError>();
  /** 429s in a row, for backoff when the service does not say when to come back. */
  private refusals = 0;
  /**
   * Which account requests are for, bumped when the key, mode, plan or address changes
   * (accountChanged, clearCache). A call keeps the generation it started in. One of an older
   * generation is never joined by a newer caller, never leaves once the change is made (it is
   * refused while it waits for quota), and what it brings back is neither cached, nor
   * remembered as a plan refusal, nor counted against the quota of the account now in use.
   */
  private generation = 0;

  readonly onQuotaChange = this.quotaEvents.event;
  readonly onRequest = this.requestEvents.event;

  constructor(options: ClientOptions) {
    const { getKey, clock, store, logger, cacheMaxBytes, ...settings } = options;
    this.settings = settings;
    this.getKey = getKey;
    this.clock = clock ?? systemClock;
    this.logger = logger ?? silent;
    this.proxy = chooseProxy(settings);
    this.cache = new AnswerCache(this.clock, this.logger, store, { maxBytes: cacheMaxBytes, account: () => this.settings.account });
    this.limiter = new Quota(resolvePlan(settings.plan, settings.customLimits), this.clock, (s) => this.quotaEvents.fire(this.withRefusals(s)));
  }

  static {
    for (const op of OPERATION_LIST) {
      Object.defineProperty(ServiceClient.prototype, op.id, {
        value(this: ServiceClient, ...args: unknown[]) {
          return this.call(op, args);
        },
        writable: true,
        configurable: true,
      });
    }
  }

  async report(subject: ReportSubject, format: ReportFormat, o: RequestOptions = {}): Promise<Report> {
    const started = this.clock.now();
    const target = reportTarget(this.settings.markdownUrl, subject, format);
    const key = keyOf(target.url);
    const generation = this.generation;
    const got = await this.through('report', target.url, started, o, { cache: true, share: true, generation }, isStoredReport, (signal, ticket, spent) =>
      this.fetchWithFallback(key, async (notes) => {
        const res = await this.exchange({
          url: target.url, accept: target.accept, title: target.title, signal, ticket, notes, spent, generation, retry: true,
          setting: 'socialPulse.markdownUrl', json: format === 'json',
        });
        const receivedAt = this.clock.now();
        const report: StoredReport = { subject, format, text: checkReport(res, format), receivedAt };
        if (generation === this.generation) {
          this.cache.put(key, report, receivedAt, expiryOf(REPORT_LIFETIME, receivedAt / 1000, receivedAt), res.text.length);
        }
        return { value: report, status: res.status };
      }),
    (cached) => cached as StoredReport);
    return { ...got.value, url: key, source: got.source, requests: got.requests };
  }

  quota(): QuotaStatus {
    return this.withRefusals(this.limiter.status());
  }

  configure(settings: Partial<ClientSettings>): void {
    const before = this.settings;
    this.settings = { ...before, ...settings };
    const plan = resolvePlan(this.settings.plan, this.settings.customLimits);
    const was = resolvePlan(before.plan, before.customLimits);
    // an unchanged plan keeps what the service's headers taught the quota
    if (plan.id !== was.id || plan.perMinute !== was.perMinute || plan.perDay !== was.perDay) {
      this.refusedForPlan.clear();
      this.limiter.setPlan(plan);
    }
    if ('proxy' in settings || 'noProxy' in settings) this.proxy = chooseProxy(this.settings);
    // the answers held are the account's before: never stamped as the new one's
    if (this.settings.account !== before.account) this.clearCache();
  }

  clearCache(): void {
    this.generation++;
    this.cache.clear();
    this.refusedForPlan.clear();
    // what waits for quota under the old generation is refused now
    this.limiter.recheck();
  }

  accountChanged(): void {
    this.generation++;
    this.limiter.forgetCounts();
  }

  prepare(): Promise<void> {
    return this.cache.ready();
  }

  flush(): Promise<void> {
    return this.cache.flush();
  }

  cacheSize(): CacheSize {
    return this.cache.size;
  }

  dispose(): void {
    this.limiter.dispose();
    this.flights.abortAll();
    void this.cache.flush();
    this.cache.dispose();
    this.quotaEvents.dispose();
    this.requestEvents.dispose();
  }

  /**
   * The one request path every operation takes. `args` are a method's: the path's
   * identifiers in order, then the parameters when the operation takes any, then the options.
   */
  private async call(op: Operation, args: readonly unknown[]): Promise<Answer<unknown>> {
    const started = this.clock.now();
    const generation = this.generation;
    const id = op.id;
    const names = pathParams(op);
    const ids = Object.fromEntries(names.map((name, i) => [name, args[i]]));
    const rest = args.slice(names.length);
    const values = ((op.params.length ? rest.shift() : undefined) ?? {}) as QueryValues;
    const o = (rest.shift() ?? {}) as RequestOptions;
    const url = operationUrl(this.settings.baseUrl, op, ids, values);
    const key = keyOf(url);
    const last = names.at(-1);
    const subject = last === undefined ? undefined : identifier(last, ids[last]);
    const refused = this.refusedForPlan.refusal(op, url.pathname);
    if (refused) {
      this.log({ operation: id, path: url.pathname + url.search, outcome: 'cache', status: refused.status, ms: 0, note: NOT_SENT });
      throw costing(refused, 0);
    }
    const handling = handlingOf(op);
    try {
      const stored = (v: unknown): boolean => isStoredAnswer(op.shape, v);
      const mode = { cache: !!handling.lifetime, share: handling.share, generation };
      const got = await this.through(id, url, started, o, mode, stored, (signal, ticket, spent) =>
        this.fetchWithFallback(key, (notes) => this.fetchAnswer(op, url, key, values, subject, handling, { signal, ticket, notes, spent, generation }),
          handling.stale ? stored : undefined),
      (cached) => cached as Stored);
      if (op.invalidates) this.forget(op.invalidates, ids);
      const why = got.staleError;
      const flags = { fromCache: got.source === 'cache' || !!why, stale: !!why, ...(why ? { staleError: why } : {}) };
      return { ...got.value, ...flags, url: key, source: got.source, requests: got.requests };
    } catch (e) {
      // a refusal of the key in use before a change says nothing of the one in use now
      if (isServiceError(e) && e.status === 402 && generation === this.generation) {
        const lacked = this.refusedForPlan.lacks;
        this.refusedForPlan.remember(op, e);
        if (this.refusedForPlan.lacks !== lacked) this.quotaEvents.fire(this.quota());
      }
      throw e;
    }
  }

  /** The quota's status with the tier the service refused for the plan, if it refused one. */
  private withRefusals(status: QuotaStatus): QuotaStatus {
    const refused = this.refusedForPlan.lacks;
    return refused === undefined ? status : { ...status, planRefused: refused };
  }

  /** After a change on the service: forgets the cached answers of `targets` for the same identifiers. */
  private forget(targets: readonly string[], ids: Readonly<Record<string, unknown>>): void {
    for (const target of targets) {
      const op = OPERATIONS[target as OperationId];
      // a search just created has no answers yet
      if (!pathParams(op).every((name) => name in ids)) continue;
      this.cache.drop(keyOf(operationUrl(this.settings.baseUrl, op, ids, {})));
    }
  }

  /**
   * Cache (`cache`), then a flight shared with other callers (`share`); logs one entry per
   * caller and says, per caller, where the value came from and what it cost (a failure says
   * its cost too). `accept`: the form cached values have. Callers share a flight only within
   * one account generation.
   */
  private async through<T>(
    operation: RequestLogEntry['operation'], url: URL, started: number, o: RequestOptions,
    mode: { cache: boolean; share: boolean; generation: number },
    accept: (value: unknown) => boolean,
    start: (signal: AbortSignal, ticket: QuotaTicket, spent: Spent) => Promise<Fetched<T>>,
    fromCache: (value: unknown) => T,
  ): Promise<Delivered<T>> {
    const path = url.pathname + url.search;
    const key = keyOf(url);
    await this.cache.ready();
    if (mode.cache && !o.refresh) {
      const hit = this.cache.get(key, accept);
      const now = this.clock.now();
      const fresh = hit !== undefined && this.cache.isFresh(hit);
      if (hit && (fresh || (o.maxAge !== undefined && now - hit.receivedAt <= o.maxAge))) {
        const note = fresh ? `cache hit, fresh for ${Math.round((hit.expiresAt - now) / 1000)} s` : `cache hit, ${Math.round((now - hit.receivedAt) / 1000)} s old (the caller takes up to ${Math.round(o.maxAge! / 1000)} s)`;
        this.log({ operation, path, outcome: 'cache', ms: now - started, note });
        return { value: fromCache(hit.value), source: 'cache', requests: 0 };
      }
    }
    if (o.cacheOnly) throw new ServiceError('cancelled', 'Not in the cache.', { path });
    // only the caller whose flight starts spends; those who join it pay nothing
    const spent: Spent = { requests: 0 };
    const { shared, promise } = this.flights.run(mode.share ? `${mode.generation} ${key}` : undefined, o.priority ?? 'view', o.signal,
      (signal, ticket) => start(signal, ticket, spent));
    try {
      const got = await promise;
      const why = !mode.cache ? 'changes state: sent on its own' : o.refresh ? 'refresh' : 'cache miss';
      const notes = shared ? ['joined a request already in flight'] : [why, ...got.notes];
      const source: AnswerSource = shared ? 'shared' : got.staleError ? 'stale' : 'network';
      this.log({ operation, path, outcome: source, status: got.status, ms: this.clock.now() - started, note: notes.join('; ') });
      return { value: got.value, source, requests: spent.requests, ...(got.staleError ? { staleError: got.staleError } : {}) };
    } catch (e) {
      const err = isServiceError(e) ? e : new ServiceError('bad-response', 'Something unexpected went wrong reading the answer.', { cause: e });
      const ms = this.clock.now() - started;
      if (!shared && this.unsent.has(err)) this.log({ operation, path, outcome: 'cache', status: err.status, ms, note: NOT_SENT });
      else this.log({ operation, path, outcome: shared ? 'shared' : 'network', status: err.status, ms, note: `failed: ${err.kind}: ${err.message}` });
      throw costing(err, spent.requests);
    }
  }

  /**
   * Runs `fetch`; when it fails in a way old data may cover and `stale` (the form cached values
   * have) is given, serves the last answer with the reason. Reports have no `stale`: text pasted
   * into notes must be current.
   */
  private async fetchWithFallback<T>(
    key: string,
    fetch: (notes: string[]) => Promise<{ value: T; status?: number }>,
    stale?: (value: unknown) => boolean,
  ): Promise<Fetched<T>> {
    const notes: string[] = [];
    try {
      const got = await fetch(notes);
      return { value: got.value, status: got.status, notes };
    } catch (e) {
      const old = stale && this.cache.get(key, stale);
      if (!old || !isServiceError(e) || !ERROR_POLICY[e.kind].staleOk) throw e;
      const ageMin = Math.round((this.clock.now() - old.receivedAt) / 60_000);
      notes.push(`served the answer from ${ageMin} min ago: ${e.kind}`);
      // why only: every view states the age itself, from receivedAt, and keeps it current
      return { value: old.value as T, staleError: e, status: e.status, notes };
    }
  }

  private async fetchAnswer(
    op: Operation, url: URL, key: string, values: QueryValues, subject: string | undefined, handling: Handling,
    x: { signal: AbortSignal; ticket: QuotaTicket; notes: string[]; spent: Spent; generation: number },
  ): Promise<{ value: Stored; status: number }> {
    const gate = (): ServiceError | undefined => {
      const refused = this.refusedForPlan.refusal(op, url.pathname);
      if (refused) this.unsent.add(refused);
      return refused;
    };
    const res = await this.exchange({
      url, accept: 'application/json', title: op.title, retry: handling.retry, gate, setting: 'socialPulse.baseUrl', json: true, ...x,
    });
    const receivedAt = this.clock.now();
    let decoded;
    try {
      decoded = decodeBody(op.shape, parseJson(res.text), subject, receivedAt);
    } catch (e) {
      throw isServiceError(e) ? new ServiceError(e.kind, e.message, { status: res.status, path: url.pathname }) : e;
    }
    for (const odd of decoded.oddities) this.warnOnce(`${op.title}: ${odd}`);
    const generated = decoded.config.generated ?? generatedHeader(res, receivedAt) ?? Math.floor(receivedAt / 1000);
    const answer: Stored = { data: decoded.data, config: decoded.config, generated, receivedAt, oddities: decoded.oddities };
    if (handling.lifetime && x.generation === this.generation) {
      const bucket = decoded.config.bucket ?? (typeof values.bucket === 'string' ? values.bucket : undefined);
      this.cache.put(key, answer, receivedAt, expiryOf(handling.lifetime, generated, receivedAt, bucket), res.text.length);
    }
    return { value: answer, status: res.status };
  }

  /**
   * Quota, key, network and status (or the service's error object), for one URL. Waits for
   * quota (visible in the status), reads the key only once the request may leave (a key
   * switched meanwhile is the one sent), retries a minute refusal at most once (see
   * RETRY_PATIENCE_MS), and hides the key from every message that comes back. A request whose
   * account generation is over never leaves, and its answer is not counted for the one now in use.
   */
  private async exchange(x: Exchange): Promise<HttpResponse> {
    // no key, or one that cannot be sent: said at once, not after a wait for quota
    await this.readKey();
    const current = (): boolean => x.generation === this.generation;
    const gate: Gate = () => (current() ? x.gate?.() : superseded());
    /** Each key sent: none of them may show in what comes back. */
    const sent = new Set<string>();
    try {
      for (let attempt = 0; ; attempt++) {
        const admitted = await this.limiter.acquire(x.ticket, x.signal, gate);
        // admitted is counted against the minute and the day, whatever comes back
        x.spent.requests++;
        if (admitted.waitedMs >= 1000) x.notes.push(`waited ${Math.round(admitted.waitedMs / 1000)} s for quota`);
        /** The service did not count the request: its place in the minute and the day is given back. */
        const uncounted = (): void => {
          this.limiter.refund(admitted.seq);
          x.spent.requests--;
        };
        let res: HttpResponse;
        let left = false;
        try {
          const key = await this.readKey();
          if (!current()) throw superseded();
          sent.add(key);
          left = true;
          res = await send({
            url: x.url, key, accept: x.accept, network: this.settings.network ?? 'undici', proxy: this.proxy, signal: x.signal,
            timeoutMs: this.settings.timeoutMs ?? DEFAULT_TIMEOUT_MS,
            maxBytes: this.settings.maxResponseBytes ?? DEFAULT_MAX_BYTES,
          });
        } catch (e) {
          // no such host, nobody listening: failures that repeat until the address or the
          // connection changes, and must not fill the plan's minute meanwhile
          if (!left || neverSent(e)) uncounted();
          throw e;
        } finally {
          this.limiter.settled(admitted.seq);
        }
        const now = this.clock.now();
        const headers = rateHeaders(res.headers, now);
        // the headers of another account's answer say nothing of the one in use now
        if (current()) this.limiter.observe(admitted.seq, headers);
        // a 2xx answer whose body is the service's error object is a refusal like any other, and
        // one that is a web page is another site's
        if (res.status >= 200 && res.status < 300 && errorBodyMessage(res.text) === undefined && !isPageForSuccess(res, x.json)) {
          if (current()) this.refusals = 0;
          return res;
        }
        const err = errorForAnswer(res, { path: x.url.pathname, title: x.title, now, attempt: this.refusals, setting: x.setting, json: x.json });
        // a key the service does not know has no quota to count against (unless its headers say otherwise)
        if (err.kind === 'unauthorized' && headers.minuteRemaining === undefined && headers.dayRemaining === undefined) uncounted();
        const window = quotaRefusal(err);
        if (window && err.retryAt !== undefined && current()) {
          this.refusals++;
          this.limiter.rateLimited(admitted.seq, window, err.retryAt);
          const patient = x.retry && window === 'minute' && attempt === 0 && x.ticket.priority !== 'background'
            && err.retryAt - now <= RETRY_PATIENCE_MS;
          if (patient) {
            x.notes.push('429 for the minute; retried once');
            continue;
          }
        }
        throw err;
      }
    } catch (e) {
      throw [...sent].reduce(redact, e);
    }
  }

  /** The key to send, trimmed; a ServiceError when there is none or it cannot go into a header. */
  private async readKey(): Promise<string> {
    let key: string | undefined;
    try {
      key = await this.getKey();
    } catch {
      throw new ServiceError('unauthorized', "Could not read the API key from the editor's secret storage. Set it again (Social Pulse: Set API Key).");
    }
    key = key?.trim();
    if (!key) throw new ServiceError('unauthorized', MISSING_KEY_MESSAGE);
    // a pasted key with a line break or a non-ASCII character cannot go into a header
    if (!/^[\x21-\x7e]+$/.test(key)) {
      throw new ServiceError('unauthorized', 'The API key contains spaces, line breaks or other characters a key cannot have. Set it again (Social Pulse: Set API Key).');
    }
    return key;
  }

  private warnOnce(message: string): void {
    if (this.warned.has(message)) return;
    this.warned.add(message);
    this.logger.warn(`odd answer: ${message}`);
  }

  private log(entry: RequestLogEntry): void {
    this.logger.debug(`${entry.operation} ${entry.path} ${entry.outcome}${entry.status ? ` ${entry.status}` : ''} ${entry.ms} ms${entry.note ? ` (${entry.note})` : ''}`);
    this.requestEvents.fire(entry);
  }
}

function generatedHeader(res: HttpResponse, receivedAt: number): number | undefined {
  return generatedSeconds(Number(res.headers['x-lunar-generated']), receivedAt)?.seconds;
}

/** A ServiceError whose texts cannot contain the key, even if the service echoed it. */
function redact(e: unknown, key: string): unknown {
  if (!isServiceError(e)) return e;
  const hide = (s: string | undefined): string | undefined => s?.split(key).join('[key hidden]');
  const leaks = e.message.includes(key) || !!e.serviceMessage?.includes(key) || String(e.cause ?? '').includes(key);
  if (!leaks) return e;
  return new ServiceError(e.kind, hide(e.message)!, {
    status: e.status, retryAt: e.retryAt, serviceMessage: hide(e.serviceMessage), path: e.path, requests: e.requests, setting: e.setting, reason: hide(e.reason),
  });
}
