// With several windows open, one checks the rules and notifies: the holder of a lease kept in this
// machine's state (MachineState: a file of its own, shared by the profile's windows; never in
// globalState, where each heartbeat would write every key back from this window's copy). The
// holder renews it on every heartbeat; another window takes it only when it has expired (its
// holder closed or hung), so a leader stays leader. Two windows starting at once may both write:
// each re-reads before acting (`confirm`), and the one whose write did not stick steps down; a
// firing is notified by one window whatever happens (checker.ts `once`). Pure: memento and clock
// passed in.
import type { Clock } from '../api/service';
import type { AlertMemento } from './store';

export const LEASE_KEY = 'socialPulse.alerts.lease';
export const HEARTBEAT_MS = 30_000;
/** Three missed heartbeats: the holder is gone. */
export const LEASE_MS = 3 * HEARTBEAT_MS;

interface Lease {
  holder: string;
  until: number;
}

function readLease(value: unknown): Lease | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  return typeof v.holder === 'string' && typeof v.until === 'number' && Number.isFinite(v.until) ? { holder: v.holder, until: v.until } : undefined;
}

export class LeaderElection {
  private leading = false;

  constructor(
    private readonly memento: AlertMemento,
    private readonly clock: Pick<Clock, 'now'>,
    readonly id: string,
    private readonly leaseMs = LEASE_MS,
  ) {}

  get isLeader(): boolean {
    return this.leading;
  }

  /** The heartbeat: renew our lease, or take an expired one. Returns whether we lead now. */
  async tick(): Promise<boolean> {
    const now = this.clock.now();
    const lease = readLease(this.memento.get<unknown>(LEASE_KEY));
    if (lease && lease.holder !== this.id && lease.until > now) {
      this.leading = false;
      return false;
    }
    await this.memento.update(LEASE_KEY, { holder: this.id, until: now + this.leaseMs });
    return this.confirm();
  }

  /** Whether the stored lease is still ours and current (checked again before notifying). */
  confirm(): boolean {
    const lease = readLease(this.memento.get<unknown>(LEASE_KEY));
    this.leading = !!lease && lease.holder === this.id && lease.until > this.clock.now();
    return this.leading;
  }

  /** On window close: let another window take over at its next heartbeat. */
  async release(): Promise<void> {
    const lease = readLease(this.memento.get<unknown>(LEASE_KEY));
    this.leading = false;
    if (lease?.holder === this.id) await this.memento.update(LEASE_KEY, undefined);
  }
}
