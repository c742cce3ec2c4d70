// Checks every active rule in one pass: each subject is fetched once however many rules watch
// it, as the round's plan says (../needs.ts: its summary if a rule reads it, one series request per
// bucket; background priority, so the client never spends the reserve kept for the person's
// clicks on it), every rule evaluated against the part it reads, states and fired alerts saved.
// A subject the quota holds back leaves its rules "paused because of the quota" until the day
// turns. States are read and written for the source the pass began on; a pass that ends on
// another source (demo data turned on or off meanwhile) keeps nothing. Each firing is handed to
// `notify` once, by the pass that found it, however many callers joined that pass; with several
// windows, by the one window that claims it first (`once`, by the rule and the state it fired
// from), should two windows ever check at the same time. A caller's cancel ends its own wait at
// once; one asking for fresh answers while a pass without them runs gets the next pass. Pure: the
// client and the clock are passed in; the editor layer shows the notifications.
import { createHash } from 'node:crypto';
import * as l10n from '../../../shared/format/l10n';
import { formatClock } from '../../../shared/format/time';
import { isSuperseded, quotaRefusal, ServiceError } from '../../../service/api/errors';
import { backgroundAllowance } from '../../../service/api/quota';
import type { Clock, QuotaStatus, RequestOptions } from '../../../service/api/service';
import { errorMessage, isCancellation } from '../../../editor/errorPolicy';
import { readSeries } from '../conditions/judge';
import type { Fired, Observation, RuleState } from './evaluate';
import { evaluate, initialState } from './evaluate';
import type { AlertRule } from './model';
import { METRIC_INFO } from './model';
import { needOf, roundPlan } from '../needs';
import type { AlertSource } from '../source';
import { isPinnedMarketKind, PINNED_PAGE_SIZE, pinnedFinders } from '../../../shared/queries/pinned';
import { singleAnswerHas } from './snapshot';
import type { AlertStore } from './store';
import type { SubjectClient, SubjectData } from '../subject';
import { fetchSubject } from '../subject';

type Client = SubjectClient & { quota?(): QuotaStatus };

export interface CheckerDeps {
  store: AlertStore;
  client(signal?: AbortSignal): Promise<Client>;
  clock: Pick<Clock, 'now'>;
  /** Where the client's data comes from now (demo data: fired alerts say so). */
  source(): AlertSource;
  /** Asked again just before saving what fired (the window may have lost the election). */
  mayNotify?(): boolean;
  /** What a pass fired, once a pass (after it is saved). */
  notify?(fired: readonly Fired[]): void;
  /** True for the one window that asks first for this firing (of every window of the profile). */
  once?(firing: string): Promise<boolean>;
}

export interface CheckReport {
  /** Subjects asked for (each once). */
  subjects: number;
  fired: Fired[];
  /** Subjects whose data could not be had. */
  failed: number;
  /** Subjects held back by the quota's reserve. */
  heldBack: number;
  at: number;
}

/** The state a rule gets when its subject's data could not be had this time. */
function failedState(prev: RuleState, error: unknown, now: number): RuleState {
  const base = { ...prev, checkedAt: now };
  if (heldBackByQuota(error)) {
    const note = l10n.t('Paused because of the quota: the rest of today\'s requests are kept for what you open.');
    return { ...base, status: 'quota', note: error.retryAt ? `${note} ${l10n.t('Checks resume after {0}.', formatClock(error.retryAt))}` : note };
  }
  return { ...base, status: 'waiting', note: errorMessage(error) };
}

/** A firing's name: the same in every window that works it out from the same state. */
function firingName(source: string, ruleId: string, from: RuleState): string {
  return `fired-${createHash('sha256').update(JSON.stringify([source, ruleId, from])).digest('hex').slice(0, 32)}`;
}

function heldBackByQuota(error: unknown): error is ServiceError {
  return quotaRefusal(error) === 'day';
}

/**
 * What a rule reads of its subject's data this round: an observation, or the error of the
 * answer it needed (a series rule reads its bucket's series, any other its subject's summary).
 */
function observe(rule: AlertRule, data: SubjectData, demo: boolean): { obs: Observation } | { error: unknown } {
  const need = needOf(rule);
  if (!need) {
    const summary = data.summary;
    if (!summary) return { error: new Error(l10n.t('The subject\'s summary was not asked for.')) };
    if (summary.status === 'rejected') return { error: summary.reason };
    const snap = summary.value;
    // the currency a floor is counted in, when the data said (the collection's `base_crypto`)
    const currency = METRIC_INFO[rule.metric].unit === 'crypto' ? snap.currency : undefined;
    const value = snap.values[rule.metric];
    // an item off its list's first page is read from its own answer, which lacks the social figures
    // (a figure it carries, a price or a floor, is only missing this time: said as any other)
    const kind = rule.subject.kind;
    const missing = value === undefined && snap.offPage && isPinnedMarketKind(kind) && !singleAnswerHas(kind, rule.metric)
      ? l10n.t('No {0}: this item is not on the first page of its list (the {1} largest by market cap), and the service\'s answer for a single item does not carry this figure. It is read again each round.', METRIC_INFO[rule.metric].label, PINNED_PAGE_SIZE)
      : undefined;
    return { obs: { value, at: snap.receivedAt, stale: snap.stale, demo, ...(currency ? { currency } : {}), ...(missing ? { missing } : {}) } };
  }
  const part = data.series[need.bucket];
  if (!part) return { error: new Error(need.bucket === 'day' ? l10n.t('The daily series was not asked for.') : l10n.t('The hourly series was not asked for.')) };
  if (part.status === 'rejected') return { error: part.reason };
  const reading = readSeries(rule, { [need.bucket]: part.value.points });
  return { obs: { value: reading.value, verdict: reading.verdict, at: part.value.receivedAt, stale: part.value.stale, demo } };
}

/** A pass and the callers waiting on it: it is given up only when every one of them has cancelled. */
interface Pass {
  report: Promise<CheckReport>;
  refresh: boolean;
  waiting: number;
  stop: AbortController;
}

/** What a cancelled caller's wait ends with. */
function cancelled(): ServiceError {
  return new ServiceError('cancelled', l10n.t('The check was cancelled.'));
}

export class AlertChecker {
  private running: Pass | undefined;
  /** A pass with refresh, asked for while one without it ran: it starts when that one ends. */
  private queued: Pass | undefined;
  private readonly offPage = new Set<string>();

  constructor(private readonly deps: CheckerDeps) {}

  /**
   * Coins, stocks and NFT collections (offPageKey: `kind:id`) the last pass found outside the
   * shared top page of their kind (each costs a request of its own).
   */
  get itemsOffPage(): ReadonlySet<string> {
    return this.offPage;
  }

  /**
   * One pass; a pass asked for while one runs joins it (and shares its report), unless it asks for
   * `refresh` and that one did not: then it gets the next pass, with refresh, once that one ends.
   * A caller's `signal` ends its own wait at once; the pass goes on for the others, and stops
   * only when every caller waiting on it has cancelled.
   */
  check(options: Pick<RequestOptions, 'signal' | 'refresh'> = {}): Promise<CheckReport> {
    return this.wait(this.passFor(options.refresh === true), options.signal);
  }

  private passFor(refresh: boolean): Pass {
    if (this.queued) return this.queued;
    if (!this.running) return (this.running = this.start(refresh));
    if (!refresh || this.running.refresh) return this.running;
    return (this.queued = this.start(true, this.running.report));
  }

  /** A pass now, or (`after`) once the pass under way has ended. */
  private start(refresh: boolean, after?: Promise<unknown>): Pass {
    const stop = new AbortController();
    const pass: Pass = { refresh, waiting: 0, stop, report: this.begin(() => pass, stop.signal, refresh, after) };
    // every caller may have left a pass that then fails: nobody is there to hear it
    pass.report.catch(() => undefined);
    return pass;
  }

  private async begin(self: () => Pass, signal: AbortSignal, refresh: boolean, after?: Promise<unknown>): Promise<CheckReport> {
    if (after) {
      await after.catch(() => undefined);
      // every caller left it while it waited: it is not run
      if (signal.aborted) return { subjects: 0, fired: [], failed: 0, heldBack: 0, at: this.deps.clock.now() };
      this.running = self();
      this.queued = undefined;
    }
    try {
      return await this.run({ signal, ...(refresh ? { refresh } : {}) });
    } finally {
      if (this.running === self()) this.running = undefined;
    }
  }

  private wait(pass: Pass, signal: AbortSignal | undefined): Promise<CheckReport> {
    if (signal?.aborted) return Promise.reject(cancelled());
    pass.waiting++;
    if (!signal) return pass.report;
    return new Promise<CheckReport>((resolve, reject) => {
      const leave = (): void => {
        reject(cancelled());
        if (--pass.waiting > 0) return;
        pass.stop.abort();
        if (this.queued === pass) this.queued = undefined;
      };
      signal.addEventListener('abort', leave, { once: true });
      pass.report.then(resolve, reject).finally(() => signal.removeEventListener('abort', leave));
    });
  }

  private async run(options: Pick<RequestOptions, 'signal' | 'refresh'>): Promise<CheckReport> {
    const { store, clock } = this.deps;
    const source = this.deps.source();
    const rules = store.rules();
    const subjects = roundPlan(rules);
    const report: CheckReport = { subjects: subjects.size, fired: [], failed: 0, heldBack: 0, at: clock.now() };
    if (!subjects.size) {
      await this.savePaused(source.id, rules);
      return report;
    }
    const client = await this.deps.client(options.signal);
    const request: RequestOptions = { ...options, priority: 'background' };
    const find = pinnedFinders(client, request, this.offPage);
    const demo = source.demo;
    const access = client.quota?.().plan.access;
    const results = await Promise.all([...subjects.values()].map((s) => fetchSubject(client, s, request, find, access)));
    // aborted, or the answers are of a source no longer in use: nothing is fired, armed or disarmed
    if (options.signal?.aborted || this.deps.source().id !== source.id) return report;
    const now = clock.now();
    report.at = now;
    const quota = client.quota?.();
    const starved = !!quota && now < quota.dayResetAt && backgroundAllowance(quota) <= 0;
    const states = store.states(source.id);
    const next: Record<string, RuleState> = { ...states };
    // a rule paused, edited or deleted while the answers came keeps what that change wrote; the
    // next round checks it as it is now
    const current = new Map(store.rules().map((r) => [r.id, JSON.stringify(r)]));
    const unchanged = (rule: AlertRule): boolean => current.get(rule.id) === JSON.stringify(rule);
    [...subjects.values()].forEach((subject, i) => {
      const data = results[i]!;
      let failed = false;
      let heldBack = false;
      for (const rule of subject.rules.filter(unchanged)) {
        const prev = states[rule.id] ?? initialState();
        const seen = observe(rule, data, demo);
        if ('error' in seen) {
          // a cancel, or a request a change of key or plan stopped: the next round checks the rule as it is
          if (isCancellation(seen.error) || isSuperseded(seen.error)) continue;
          failed = true;
          heldBack ||= heldBackByQuota(seen.error);
          next[rule.id] = failedState(prev, seen.error, now);
          continue;
        }
        if (seen.obs.stale && starved) {
          // the client answered from its cache because the quota held the request back
          heldBack = true;
          const held = new ServiceError('rate-limited-day', l10n.t('The rest of the day\'s quota is kept for what you open.'), { retryAt: quota?.dayResetAt });
          next[rule.id] = failedState(prev, held, now);
          continue;
        }
        const { state, fired } = evaluate(rule, prev, seen.obs, now);
        next[rule.id] = state;
        if (fired) report.fired.push({ ...fired, key: firingName(source.id, rule.id, prev) });
      }
      if (failed) report.failed++;
      if (heldBack) report.heldBack++;
    });
    for (const rule of store.rules()) if (rule.paused) next[rule.id] = { ...(next[rule.id] ?? initialState()), status: 'paused', note: undefined };
    if (this.deps.mayNotify && !this.deps.mayNotify()) {
      // another window leads now: it will fire these itself; keep nothing of this pass
      return { ...report, fired: [] };
    }
    // in this order, a window killed at any moment loses no firing and notifies none twice: the
    // firings are in the history first; the states come last, so a restart before them works the
    // same firings out again from the same states, by the same names, which the history keeps once
    // and the markers notify once
    await store.addHistory(report.fired);
    const once = this.deps.once;
    const claimed = once ? await Promise.all(report.fired.map((f) => once(f.key!))) : report.fired.map(() => true);
    const fired = report.fired.filter((_, i) => claimed[i]);
    if (fired.length) this.deps.notify?.(fired);
    await store.saveStates(source.id, next, states);
    return { ...report, fired };
  }

  private async savePaused(source: string, rules: readonly AlertRule[]): Promise<void> {
    if (!rules.length) return;
    const states = this.deps.store.states(source);
    for (const rule of rules) states[rule.id] = { ...(states[rule.id] ?? initialState()), status: 'paused', note: undefined };
    await this.deps.store.saveStates(source, states);
  }
}
