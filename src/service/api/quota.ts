// Paces requests to the plan's limits before they leave, so the service never has to refuse.
// Windows are fixed like the service's: the minute window turns at a minute boundary (or at
// the instant the service's reset header names), the day window at midnight UTC. The service's
// `x-rate-limit-*` headers are the truth and override the local counts (another window of the
// editor may share the key). Pure: time comes from the injected Clock, nothing touches the network.
import { AbortedError } from './clock';
import { ServiceError } from './errors';
import { pacingMinuteMs } from './pacing';
import { keyPlanOf, type Plan } from './plans';
import { PRIORITY_RANK } from './request';
import type { Clock, Priority, QuotaStatus } from './service';

const DAY = 86_400_000;
/** Turn a window this long after its nominal reset: the two clocks may disagree a little. */
export const ROLL_MARGIN_MS = 250;
/**
 * Share of the daily quota that background requests leave for the person's own actions.
 * The one rule for background work: it may spend the day only down to this reserve. The client
 * refuses background requests below it (`dayRefusal`), and the watchlist plans its refresh
 * rounds from the same `backgroundAllowance`, so the two never disagree.
 */
export const USER_RESERVE = 0.2;

/**
 * Share of each minute's requests kept for what is on screen: requests for sections out of
 * view and background work stop taking the minute once only this share of it is left, so a
 * click finds room instead of waiting for the next minute behind them.
 */
export const VIEW_MINUTE_SHARE = 0.5;

/** Requests of a minute that those not on screen may take (at least one). */
export function offscreenMinute(perMinute: number): number {
  return Math.max(1, perMinute - Math.ceil(perMinute * VIEW_MINUTE_SHARE));
}

/** Requests of a day's quota kept for what the person opens. */
export function userReserve(perDay: number): number {
  return Math.ceil(perDay * USER_RESERVE);
}

/** Requests background work may still send today (0 when only the reserve is left). */
export function backgroundAllowance(status: Pick<QuotaStatus, 'plan' | 'dayUsed'>): number {
  return Math.max(0, status.plan.perDay - status.dayUsed - userReserve(status.plan.perDay));
}

/** What a response's rate-limit headers say, already parsed. Reset instants are ms since epoch. */
export interface RateHeaders {
  minuteLimit?: number;
  minuteRemaining?: number;
  minuteResetAt?: number;
  dayLimit?: number;
  dayRemaining?: number;
  dayResetAt?: number;
}

/**
 * What the queue looks at, read again each time it orders itself: a shared request takes the
 * priority of its most urgent caller, a section scrolled into view moves ahead.
 */
export interface QuotaTicket {
  priority: Priority;
}

/**
 * Asked just before a request would leave: an error refuses it there without spending quota
 * (an operation the plan was found to lack while the request waited).
 */
export type Gate = () => ServiceError | undefined;

export interface Admission {
  /** Order in which requests left; ties header observations to what was sent after. */
  seq: number;
  waitedMs: number;
}

interface Window {
  used: number;
  resetAt: number;
}

interface Waiter {
  ticket: QuotaTicket;
  gate?: Gate;
  since: number;
  order: number;
  resolve(a: Admission): void;
  reject(e: unknown): void;
  cleanup(): void;
}

function nextMinute(now: number, phase: number, minute: number): number {
  return Math.floor((now - phase) / minute) * minute + minute + phase;
}

export function nextUtcMidnight(now: number): number {
  return Math.floor(now / DAY) * DAY + DAY;
}

/** A reset header may be an epoch in s or ms, or seconds from now. */
export function parseResetHeader(value: string | undefined, now: number): number | undefined {
  const n = parseCount(value);
  if (n === undefined) return undefined;
  if (n > 1e12) return n;
  if (n > 1e9) return n * 1000;
  return now + n * 1000;
}

export function parseCount(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value.trim());
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** `Retry-After` in seconds or as an HTTP date. */
export function parseRetryAfter(value: string | undefined, now: number): number | undefined {
  if (!value) return undefined;
  const secs = parseCount(value);
  if (secs !== undefined) return now + secs * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : date;
}

/** Exponential backoff with jitter when a 429 says nothing about when to come back. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(60_000, 1000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.8 + 0.4 * random()));
}

export class Quota {
  private plan: Plan;
  private learned: { perMinute?: number; perDay?: number } = {};
  /** Offset of the service's minute boundary from ours, learned from its reset header. */
  private minutePhase = 0;
  private minute: Window;
  private day: Window;
  /** After a 429 for the minute: nothing leaves before this instant. */
  private blockedUntil = 0;
  private sent = 0;
  /**
   * The last admission before the counts started again (forgetCounts): what those requests
   * bring back (headers, refusals, refunds) speaks of another key and is not applied.
   */
  private before = 0;
  /** Admitted and not yet answered: at the turn of a window they may land in the new one. */
  private readonly inFlight = new Set<number>();
  private observedSeq = 0;
  /** Refunded admissions after the last observed one: not among those the service will count. */
  private readonly refunded = new Set<number>();
  private order = 0;
  private readonly queue: Waiter[] = [];
  private wake?: { at: number; stop: AbortController };

  constructor(
    plan: Plan,
    private readonly clock: Clock,
    private readonly onChange: (status: QuotaStatus) => void,
    /** Length of the minute window (see pacing.ts). */
    private readonly minuteMs = pacingMinuteMs(),
  ) {
    this.plan = plan;
    const now = clock.now();
    this.minute = { used: 0, resetAt: nextMinute(now, 0, minuteMs) };
    this.day = { used: 0, resetAt: nextUtcMidnight(now) };
  }

  /**
   * Another key, or demo data: the service counts per key, so the counts start again (the
   * service's headers correct them on the first answer). Requests already admitted count for
   * the key they left with: their answers, refusals and refunds no longer touch these counts.
   * What waits stays in line, unless its gate now refuses it.
   */
  forgetCounts(): void {
    const now = this.clock.now();
    this.minute = { used: 0, resetAt: nextMinute(now, 0, this.minuteMs) };
    this.day = { used: 0, resetAt: nextUtcMidnight(now) };
    this.learned = {};
    this.minutePhase = 0;
    this.blockedUntil = 0;
    this.before = this.sent;
    this.observedSeq = this.sent;
    this.inFlight.clear();
    this.refunded.clear();
    this.pump();
    this.emit();
  }

  /** What the gates of waiting requests answer may have changed: they are asked again now. */
  recheck(): void {
    this.pump();
    this.emit();
  }

  /** A new plan keeps the counts: the service counts per key, not per setting. */
  setPlan(plan: Plan): void {
    this.plan = plan;
    this.learned = {};
    this.pump();
    this.emit();
  }

  get perMinute(): number {
    return this.learned.perMinute ?? this.plan.perMinute;
  }

  get perDay(): number {
    return this.learned.perDay ?? this.plan.perDay;
  }

  status(): QuotaStatus {
    this.roll();
    const head = this.queue.length ? this.readyAt() : undefined;
    return {
      plan: { ...this.plan, perMinute: this.perMinute, perDay: this.perDay },
      keyPlan: keyPlanOf(this.plan.id, this.learned),
      minuteUsed: this.minute.used,
      dayUsed: this.day.used,
      minuteResetAt: this.minute.resetAt,
      dayResetAt: this.day.resetAt,
      waiting: this.queue.length,
      waitingUntil: head,
      inFlight: this.inFlight.size,
    };
  }

  /**
   * Resolves when the request may leave (counting it), waiting in line if the minute is used
   * up. Rejects at once when the day is used up (or, for background requests, nearly so) or
   * `gate` refuses, and with 'cancelled' when `signal` aborts while waiting.
   */
  acquire(ticket: QuotaTicket, signal?: AbortSignal, gate?: Gate): Promise<Admission> {
    if (signal?.aborted) return Promise.reject(cancelled());
    return new Promise<Admission>((resolve, reject) => {
      const onAbort = (): void => {
        const i = this.queue.indexOf(waiter);
        if (i < 0) return;
        this.queue.splice(i, 1);
        reject(cancelled());
        this.pump();
        this.emit();
      };
      const waiter: Waiter = {
        ticket,
        gate,
        since: this.clock.now(),
        order: this.order++,
        resolve,
        reject,
        cleanup: () => signal?.removeEventListener('abort', onAbort),
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.queue.push(waiter);
      this.pump();
      this.emit();
    });
  }

  /** The request admitted as `seq` was answered or failed. */
  settled(seq: number): void {
    this.inFlight.delete(seq);
  }

  /**
   * The request admitted as `seq` (still in flight) did not count on the service: it never
   * reached it, or the service refused its key. It gives back its place in the minute and the day.
   */
  refund(seq: number): void {
    if (seq <= this.before) return;
    this.roll();
    this.minute.used = Math.max(0, this.minute.used - 1);
    this.day.used = Math.max(0, this.day.used - 1);
    if (seq > this.observedSeq) this.refunded.add(seq);
    this.pump();
    this.emit();
  }

  /** Corrects the counts from a response's headers; `seq` is the admission it answers. */
  observe(seq: number, h: RateHeaders): void {
    if (seq <= this.before) return;
    if (h.minuteLimit && h.minuteLimit > 0) this.learned.perMinute = h.minuteLimit;
    if (h.dayLimit && h.dayLimit > 0) this.learned.perDay = h.dayLimit;
    const now = this.clock.now();
    if (h.minuteResetAt !== undefined && h.minuteResetAt > now && h.minuteResetAt - now <= this.minuteMs + 5000) {
      this.minute.resetAt = h.minuteResetAt;
      this.minutePhase = ((h.minuteResetAt % this.minuteMs) + this.minuteMs) % this.minuteMs;
    }
    if (h.dayResetAt !== undefined && h.dayResetAt > now && h.dayResetAt - now <= DAY + 60_000) {
      this.day.resetAt = h.dayResetAt;
    }
    // An older answer knows less than one already applied.
    if (seq >= this.observedSeq) {
      this.observedSeq = seq;
      this.roll();
      for (const r of this.refunded) if (r <= seq) this.refunded.delete(r);
      // sent after the answered one and counted by the service, which the headers do not know yet
      const sentSince = this.sent - seq - this.refunded.size;
      if (h.minuteRemaining !== undefined) {
        this.minute.used = Math.max(0, this.perMinute - h.minuteRemaining) + sentSince;
      }
      if (h.dayRemaining !== undefined) {
        this.day.used = Math.max(0, this.perDay - h.dayRemaining) + sentSince;
      }
    }
    this.pump();
    this.emit();
  }

  /** The service refused the request admitted as `seq` with 429: honour it for everyone until `retryAt`. */
  rateLimited(seq: number, scope: 'minute' | 'day', retryAt: number): void {
    if (seq <= this.before) return;
    this.roll();
    if (scope === 'day') {
      this.day.used = Math.max(this.day.used, this.perDay);
      if (retryAt > this.day.resetAt) this.day.resetAt = retryAt;
    } else {
      this.minute.used = Math.max(this.minute.used, this.perMinute);
      this.blockedUntil = Math.max(this.blockedUntil, retryAt);
    }
    this.pump();
    this.emit();
  }

  /** Stops the wake-up timer and refuses every waiting request. */
  dispose(): void {
    this.wake?.stop.abort();
    this.wake = undefined;
    for (const w of this.queue.splice(0)) {
      w.cleanup();
      w.reject(cancelled());
    }
  }

  private roll(): void {
    const now = this.clock.now();
    // requests still on their way may be counted by the service in the new window
    const pending = this.inFlight.size;
    if (now >= this.minute.resetAt + ROLL_MARGIN_MS) {
      this.minute = { used: pending, resetAt: nextMinute(now, this.minutePhase, this.minuteMs) };
    }
    if (now >= this.day.resetAt + ROLL_MARGIN_MS) {
      this.day = { used: pending, resetAt: nextUtcMidnight(now) };
    }
  }

  /** When the minute allows the next request again. */
  private readyAt(): number {
    return Math.max(this.minute.resetAt + ROLL_MARGIN_MS, this.blockedUntil);
  }

  private dayRefusal(ticket: QuotaTicket): ServiceError | undefined {
    const left = this.perDay - this.day.used;
    const retryAt = this.day.resetAt;
    if (left <= 0) {
      const reason = 'The daily request quota of your plan is used up.';
      return new ServiceError('rate-limited-day', `${reason} It resets at ${hhmm(retryAt)} UTC.`, { retryAt, reason });
    }
    if (ticket.priority === 'background' && left <= userReserve(this.perDay)) {
      return new ServiceError('rate-limited-day', 'Background refresh paused: the rest of the daily quota is kept for what you open yourself.', { retryAt });
    }
    return undefined;
  }

  private pump(): void {
    this.roll();
    const now = this.clock.now();
    // a refusal found while they wait (a plan found lacking, another account now) ends every
    // such wait at once, not when its turn comes
    for (const w of [...this.queue]) {
      const refusal = w.gate?.();
      if (!refusal) continue;
      this.queue.splice(this.queue.indexOf(w), 1);
      w.cleanup();
      w.reject(refusal);
    }
    this.queue.sort((a, b) => rank(a) - rank(b) || a.order - b.order);
    while (this.queue.length) {
      const head = this.queue[0]!;
      const refusal = this.dayRefusal(head.ticket) ?? head.gate?.();
      if (refusal) {
        this.queue.shift();
        head.cleanup();
        head.reject(refusal);
        continue;
      }
      const room = head.ticket.priority === 'view' ? this.perMinute : offscreenMinute(this.perMinute);
      // the queue is in order of priority: nothing after the head may go either
      if (this.minute.used >= room || now < this.blockedUntil) break;
      this.queue.shift();
      head.cleanup();
      this.minute.used++;
      this.day.used++;
      const seq = ++this.sent;
      this.inFlight.add(seq);
      head.resolve({ seq, waitedMs: now - head.since });
    }
    if (this.queue.length) this.scheduleWake(this.readyAt());
  }

  private scheduleWake(at: number): void {
    if (this.wake && this.wake.at <= at) return;
    this.wake?.stop.abort();
    const wake = { at, stop: new AbortController() };
    this.wake = wake;
    this.clock.sleep(Math.max(0, at - this.clock.now()), wake.stop.signal).then(
      () => {
        if (this.wake !== wake) return;
        this.wake = undefined;
        this.pump();
        this.emit();
      },
      (e: unknown) => {
        if (!(e instanceof AbortedError) && this.wake === wake) this.wake = undefined;
      },
    );
  }

  private emit(): void {
    this.onChange(this.status());
  }
}

function rank(w: Waiter): number {
  return PRIORITY_RANK[w.ticket.priority];
}

function cancelled(): ServiceError {
  return new ServiceError('cancelled', 'Cancelled.');
}

function hhmm(ms: number): string {
  return new Date(ms).toISOString().slice(11, 16);
}
