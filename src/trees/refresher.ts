// Background refresh of the watchlist: on a timer, only while the view is visible (a refresh
// missed while hidden happens when it is shown again), with 'background' priority.
import type { QuotaStatus } from '../api/service';
import { backgroundDelayMs } from './refreshPolicy';

export interface RefresherDeps {
  minutes(): number;
  pins(): number;
  quota(): QuotaStatus | undefined;
  visible(): boolean;
  refresh(): void;
  now?: () => number;
}

export class BackgroundRefresher {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private dueAt = 0;
  private missed = false;

  constructor(private readonly deps: RefresherDeps) {}

  private now(): number {
    return (this.deps.now ?? Date.now)();
  }

  /** (Re)start the timer from now, e.g. after a setting, the pins or the quota changed a lot. */
  schedule(): void {
    this.stop();
    const now = this.now();
    const delay = backgroundDelayMs(this.deps.minutes(), this.deps.pins(), this.deps.quota(), now);
    if (delay === undefined) return;
    this.dueAt = now + delay;
    this.arm();
  }

  private arm(): void {
    // setTimeout overflows past ~24.8 days: wake at least daily and check
    this.timer = setTimeout(() => this.tick(), Math.min(Math.max(0, this.dueAt - this.now()), 86_400_000));
  }

  /** The view became visible: catch up on a refresh missed while it was hidden. */
  shown(): void {
    if (!this.missed) return;
    this.missed = false;
    this.deps.refresh();
    this.schedule();
  }

  private tick(): void {
    if (this.now() < this.dueAt) {
      this.arm();
      return;
    }
    if (this.deps.visible()) this.deps.refresh();
    else this.missed = true;
    this.schedule();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  dispose(): void {
    this.stop();
  }
}
