// Background refresh of the watchlist: on a timer, only while the view is visible (a refresh
// missed while hidden happens when it is shown again), with 'background' priority. Time comes
// from a Clock, so a test can run a whole day of refreshes on a virtual one.
import { systemClock } from '../../service/api/clock';
import type { Clock, QuotaStatus } from '../../service/api/service';
import { backgroundDelayMs } from '../../editor/background/refreshPolicy';

/** Timers longer than this overflow (~24.8 days): wake at least daily and check. */
const LONGEST_SLEEP_MS = 86_400_000;

export interface RefresherDeps {
  minutes(): number;
  /** Requests one refresh sends when nothing is cached (see `watchlistRequests`). */
  cost(): number;
  quota(): QuotaStatus | undefined;
  visible(): boolean;
  /** May return the load it started: the next delay is planned after it settles. */
  refresh(): unknown;
  clock?: Clock;
}

export class BackgroundRefresher {
  private timer: AbortController | undefined;
  private dueAt = 0;
  private missed = false;
  private disposed = false;
  private readonly clock: Clock;

  constructor(private readonly deps: RefresherDeps) {
    this.clock = deps.clock ?? systemClock;
  }

  /** (Re)start the timer from now, e.g. after a setting, the pins or the quota changed a lot. */
  schedule(): void {
    this.stop();
    if (this.disposed) return;
    const now = this.clock.now();
    const delay = backgroundDelayMs(this.deps.minutes(), this.deps.cost(), this.deps.quota(), now);
    if (delay === undefined) return;
    this.dueAt = now + delay;
    this.arm();
  }

  private arm(): void {
    const timer = new AbortController();
    this.timer = timer;
    this.clock.sleep(Math.min(Math.max(0, this.dueAt - this.clock.now()), LONGEST_SLEEP_MS), timer.signal).then(
      () => {
        if (this.timer === timer) void this.tick();
      },
      () => undefined,
    );
  }

  /** The view became visible: catch up on a refresh missed while it was hidden. */
  shown(): void {
    if (!this.missed) return;
    this.missed = false;
    void this.run();
  }

  private async tick(): Promise<void> {
    if (this.clock.now() < this.dueAt) {
      this.arm();
      return;
    }
    this.timer = undefined;
    if (this.deps.visible()) await this.run();
    else {
      this.missed = true;
      this.schedule();
    }
  }

  private async run(): Promise<void> {
    this.stop();
    try {
      await this.deps.refresh();
    } catch {
      // the view shows what failed; the next refresh is planned all the same
    }
    this.schedule();
  }

  stop(): void {
    this.timer?.abort();
    this.timer = undefined;
  }

  dispose(): void {
    this.disposed = true;
    this.stop();
  }
}
