// Per-key request counters: a minute window that resets at the minute boundary and a day
// window that resets at UTC midnight, both read from the emulator's clock. The minute may be
// a test's shorter one (api/pacing.ts).
import { MINUTE_MS } from '../api/pacing';
import type { PlanLimits } from '../api/plans';

interface Usage {
  minute: number;
  minuteUsed: number;
  day: number;
  dayUsed: number;
}

export type Window = 'minute' | 'day';

export interface QuotaCheck {
  /** The window that is exhausted, if any (the day first). */
  exceeded?: Window;
  headers: Record<string, string>;
}

const DAY_MS = 86_400_000;

export class QuotaBook {
  private readonly usage = new Map<string, Usage>();

  constructor(private readonly now: () => number, private readonly minuteMs = MINUTE_MS) {}

  private current(id: string): Usage {
    const now = this.now();
    const minute = Math.floor(now / this.minuteMs);
    const day = Math.floor(now / DAY_MS);
    let u = this.usage.get(id);
    if (!u) this.usage.set(id, (u = { minute, minuteUsed: 0, day, dayUsed: 0 }));
    if (u.minute !== minute) Object.assign(u, { minute, minuteUsed: 0 });
    if (u.day !== day) Object.assign(u, { day, dayUsed: 0 });
    return u;
  }

  /** Counts one request unless a window is exhausted; either way returns the headers to send. */
  take(id: string, limits: PlanLimits): QuotaCheck {
    const u = this.current(id);
    const exceeded: Window | undefined = u.dayUsed >= limits.perDay ? 'day' : u.minuteUsed >= limits.perMinute ? 'minute' : undefined;
    if (!exceeded) {
      u.minuteUsed++;
      u.dayUsed++;
    }
    return { exceeded, headers: this.headers(u, limits) };
  }

  /** The headers as they stand, without counting. */
  peek(id: string, limits: PlanLimits): Record<string, string> {
    return this.headers(this.current(id), limits);
  }

  /** Headers of an exhausted window without counting (for an injected rate-limit fault). */
  exhausted(id: string, limits: PlanLimits, window: Window): Record<string, string> {
    const u = { ...this.current(id) };
    if (window === 'minute') u.minuteUsed = limits.perMinute;
    else u.dayUsed = limits.perDay;
    return this.headers(u, limits);
  }

  private headers(u: Usage, limits: PlanLimits): Record<string, string> {
    return {
      'x-rate-limit-minute': String(limits.perMinute),
      'x-rate-limit-minute-remaining': String(Math.max(0, limits.perMinute - u.minuteUsed)),
      'x-rate-limit-minute-reset': String(((u.minute + 1) * this.minuteMs) / 1000),
      'x-rate-limit-day': String(limits.perDay),
      'x-rate-limit-day-remaining': String(Math.max(0, limits.perDay - u.dayUsed)),
      'x-rate-limit-day-reset': String(((u.day + 1) * DAY_MS) / 1000),
    };
  }

  reset(): void {
    this.usage.clear();
  }
}
