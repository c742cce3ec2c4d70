// With several windows open, one checks the rules and notifies: the holder of a lease kept in this
// machine's state (MachineState: a file of its own, shared by the profile's windows; never in
// globalState, where each heartbeat would write every key back from this window's copy). The
// holder renews it on every heartbeat; another window takes it only when it has expired (its
// holder closed or hung) or when the process that holds it is gone (its extension host was killed
// or crashed: the window started again has a new id, and would otherwise wait out the lease before
// checking anything), so a leader stays leader. Two windows starting at once may both write:
// each re-reads before acting (`confirm`), and the one whose write did not stick steps down; a
// firing is notified by one window whatever happens (checker.ts `once`). Pure: memento and clock
// passed in.
import type { Clock } from '../../../service/api/service';
import type { Memento } from '../../../editor/machineState';

export const LEASE_KEY = 'socialPulse.alerts.lease';
export const HEARTBEAT_MS = 30_000;
/** Three missed heartbeats: the holder is gone. */
export const LEASE_MS = 3 * HEARTBEAT_MS;

interface Lease {
  holder: string;
  until: number;
  /** The holder's process (the lease is this machine's: its processes are the ones to ask). */
  pid?: number;
}

/** This extension host's process, and whether another one still runs. */
export interface Processes {
  pid: number;
  alive(pid: number): boolean;
}

const thisMachine: Processes = {
  pid: process.pid,
  alive(pid) {
    try {
      process.kill(pid, 0);
      return true;
    } catch (e) {
      // EPERM: it runs, as another user
      return (e as NodeJS.ErrnoException).code === 'EPERM';
    }
  },
};

function readLease(value: unknown): Lease | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v.holder !== 'string' || typeof v.until !== 'number' || !Number.isFinite(v.until)) return undefined;
  return Number.isSafeInteger(v.pid) && (v.pid as number) > 0 ? { holder: v.holder, until: v.until, pid: v.pid as number } : { holder: v.holder, until: v.until };
}

export class LeaderElection {
  private leading = false;

  constructor(
    private readonly memento: Memento,
    private readonly clock: Pick<Clock, 'now'>,
    readonly id: string,
    private readonly leaseMs = LEASE_MS,
    private readonly processes: Processes = thisMachine,
  ) {}

  get isLeader(): boolean {
    return this.leading;
  }

  /** The heartbeat: renew our lease, or take an expired one. Returns whether we lead now. */
  async tick(): Promise<boolean> {
    const now = this.clock.now();
    const lease = readLease(this.memento.get<unknown>(LEASE_KEY));
    const holderGone = lease?.pid !== undefined && lease.pid !== this.processes.pid && !this.processes.alive(lease.pid);
    if (lease && lease.holder !== this.id && lease.until > now && !holderGone) {
      this.leading = false;
      return false;
    }
    await this.memento.update(LEASE_KEY, { holder: this.id, until: now + this.leaseMs, pid: this.processes.pid } satisfies Lease);
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
