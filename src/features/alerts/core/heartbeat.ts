// The lease's heartbeat (election.ts): it beats while this window has rules, and only then.
// The first rule this window sees starts it; when the last is deleted (here or in another
// window) it stops and the lease is given up, so that no window writes a lease every 30 s for
// nothing. Pure: the timer is passed in.
import { HEARTBEAT_MS } from './election';

export interface Timer {
  setInterval(beat: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface HeartbeatDeps {
  hasRules(): boolean;
  /** Renews (or takes) the lease; `first`: the beat that starts the heartbeat. */
  beat(first: boolean): void;
  /** Gives the lease up, when it is this window's. */
  release(): void;
  timer?: Timer;
}

const realTimer: Timer = {
  setInterval: (beat, ms) => setInterval(beat, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

export class RulesHeartbeat {
  private handle: unknown;

  constructor(private readonly deps: HeartbeatDeps) {}

  /** Called whenever the rules may have changed: starts the heartbeat, or stops it when none are left. */
  follow(): void {
    const timer = this.deps.timer ?? realTimer;
    if (!this.deps.hasRules()) {
      if (this.handle === undefined) return;
      timer.clearInterval(this.handle);
      this.handle = undefined;
      this.deps.release();
      return;
    }
    if (this.handle !== undefined) return;
    this.handle = timer.setInterval(() => this.deps.beat(false), HEARTBEAT_MS);
    this.deps.beat(true);
  }

  /** On window close (the lease is released there too). */
  dispose(): void {
    if (this.handle !== undefined) (this.deps.timer ?? realTimer).clearInterval(this.handle);
    this.handle = undefined;
  }
}
