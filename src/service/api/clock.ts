// Time for the quota and the cache. The system clock in the product; a virtual clock in tests
// and the benchmark, so minute and day windows can pass in milliseconds of real time.
import type { Clock } from './service';

export class AbortedError extends Error {
  override readonly name = 'AbortedError';
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) {
        reject(new AbortedError('aborted'));
        return;
      }
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, Math.max(0, ms));
      const onAbort = (): void => {
        clearTimeout(timer);
        reject(new AbortedError('aborted'));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
    }),
};

interface Timer {
  at: number;
  resolve(): void;
}

export interface AutoAdvance {
  /** While this says work is under way (e.g. requests in flight), time stands still. */
  busy(): boolean;
}

/**
 * A clock that only moves when told to (`advance`, `set`), or, with `auto`, jumps forward to
 * the earliest sleeper as soon as nothing else is under way.
 */
export class VirtualClock implements Clock {
  private t: number;
  private readonly timers = new Set<Timer>();
  private autoScheduled = false;

  constructor(start: number, private readonly auto?: AutoAdvance) {
    this.t = start;
  }

  now(): number {
    return this.t;
  }

  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      if (signal?.aborted) {
        reject(new AbortedError('aborted'));
        return;
      }
      const timer: Timer = {
        at: this.t + Math.max(0, ms),
        resolve: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
      };
      const onAbort = (): void => {
        this.timers.delete(timer);
        reject(new AbortedError('aborted'));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.timers.add(timer);
      this.fireDue();
      if (this.auto) this.scheduleAuto();
    });
  }

  /** Moves time forward by `ms`, waking every sleeper that is due. */
  advance(ms: number): void {
    this.set(this.t + ms);
  }

  set(t: number): void {
    this.t = Math.max(this.t, t);
    this.fireDue();
  }

  /** Sleepers not yet woken. */
  pending(): number {
    return this.timers.size;
  }

  private fireDue(): void {
    for (const timer of [...this.timers].sort((a, b) => a.at - b.at)) {
      if (timer.at > this.t) break;
      this.timers.delete(timer);
      timer.resolve();
    }
  }

  private scheduleAuto(): void {
    if (this.autoScheduled) return;
    this.autoScheduled = true;
    // a short real pause lets answers on their way arrive before time jumps
    setTimeout(() => {
      this.autoScheduled = false;
      const next = Math.min(...[...this.timers].map((x) => x.at));
      if (Number.isFinite(next) && !this.auto?.busy()) this.set(next);
      if (this.timers.size) this.scheduleAuto();
    }, 1);
  }
}
