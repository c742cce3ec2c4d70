// Background refresh of the watchlist: on a timer, with 'background' priority. The view reloads
// only while it is visible; a round it missed while hidden is caught up when it is shown again.
// Work that cannot wait for the view (alert rules to check) runs hidden too. Time comes from a
// Clock, so a test can run a whole day of refreshes on a virtual one.
import { systemClock } from '../../service/api/clock';
import type { Clock, QuotaStatus } from '../../service/api/service';
import { backgroundDelayMs } from '../../editor/background/refreshPolicy';

/** Timers longer than this overflow (~24.8 days): wake at least daily and check. */
const LONGEST_SLEEP_MS = 86_400_000;

export interface RefresherDeps {
  minutes(): number;
  /** Requests one refresh sends when nothing is cached (see src/editor/background/roundCost.ts). */
  cost(): number;
  quota(): QuotaStatus | undefined;
  /** Whether the Watchlist view is visible. */
  visible(): boolean;
  /** Whether a round has work while the view is hidden (alert rules to check): it then runs without the view. */
  hiddenWork?(): boolean;
  /**
   * One round; `view` says whether it reloads the view (it is visible). May return the load it
   * started: the next delay is planned after it settles.
   */
  refresh(view: boolean): unknown;
  /** The view's reload alone: shown again after a round that ran while it was hidden. */
  reloadView?(): unknown;
  clock?: Clock;
}

/** What the view missed while hidden: the whole round, or only its own reload (the round ran hidden). */
type Missed = 'round' | 'view' | undefined;

export class BackgroundRefresher {
  private timer: AbortController | undefined;
  private dueAt = 0;
  private missed: Missed;
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
    const missed = this.missed;
    this.missed = undefined;
    if (missed === 'round' || (missed === 'view' && !this.deps.reloadView)) void this.run(true);
    else if (missed === 'view') void this.settle(() => this.deps.reloadView?.());
  }

  private async tick(): Promise<void> {
    if (this.clock.now() < this.dueAt) {
      this.arm();
      return;
    }
    this.timer = undefined;
    if (this.deps.visible()) await this.run(true);
    else if (this.deps.hiddenWork?.()) {
      // the rules are checked now; the view catches up when shown
      this.missed = 'view';
      await this.run(false);
    } else {
      this.missed = 'round';
      this.schedule();
    }
  }

  private async run(view: boolean): Promise<void> {
    this.stop();
    if (view) this.missed = undefined;
    await this.settle(() => this.deps.refresh(view));
    this.schedule();
  }

  private async settle(work: () => unknown): Promise<void> {
    try {
      await work();
    } catch {
      // the view shows what failed; the next refresh is planned all the same
    }
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
