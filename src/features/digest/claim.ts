// One window writes the day's digest, once: as the alerts elect the window that checks
// (src/features/alerts/core/election.ts), a window claims the day in this machine's state (MachineState, shared
// by the profile's windows; not globalState, where another window's write of any key could take
// the claim back), waits for the claim to settle, and reads it back: the window whose claim did
// not stick steps back. A claim left by a window that closed or hung while writing expires; a written day
// is never claimed again. Pure: memento, clock and the settling wait passed in.
import type { Memento } from '../../editor/machineState';

export const CLAIM_KEY = 'socialPulse.digest.claim';
/** The last digest written: its day, when (ms), and from when its alerts were taken. */
export const WRITTEN_AT_KEY = 'socialPulse.digest.writtenAt';
/** A window writing a digest is done within this, or gone. */
export const CLAIM_MS = 10 * 60_000;

interface Claim {
  day: string;
  holder: string;
  at: number;
  written: boolean;
  /** The note refused the day's digest: where (a folder and its path pattern); no window tries that place again that day. */
  refused?: string;
}

interface Written {
  day: string;
  at: number;
  /** The alerts of that day's digest were those fired after this (ms); none: the last 24 h. */
  since?: number;
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function readWritten(value: unknown): Written | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v.day !== 'string' || !finite(v.at)) return undefined;
  return finite(v.since) ? { day: v.day, at: v.at, since: v.since } : { day: v.day, at: v.at };
}

function readClaim(value: unknown): Claim | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v.day !== 'string' || typeof v.holder !== 'string' || !finite(v.at) || typeof v.written !== 'boolean') return undefined;
  const claim = { day: v.day, holder: v.holder, at: v.at, written: v.written };
  return typeof v.refused === 'string' ? { ...claim, refused: v.refused } : claim;
}

export class DayClaim {
  constructor(
    private readonly memento: Memento,
    private readonly now: () => number,
    readonly id: string,
    /** Waits for another window's write of the same key to reach this one. */
    private readonly settle: () => Promise<void>,
  ) {}

  /** The day of the last digest written (the scheduled one or by command). */
  lastDay(): string | undefined {
    const c = readClaim(this.memento.get<unknown>(CLAIM_KEY));
    return c?.written ? c.day : undefined;
  }

  /**
   * The alerts `day`'s digest lists are those fired after this (ms): the last digest's time, or,
   * when today's is written again, what the first one of the day took, so none it showed is lost.
   */
  alertsSince(day: string): number | undefined {
    const last = readWritten(this.memento.get<unknown>(WRITTEN_AT_KEY));
    if (!last) return undefined;
    return last.day === day ? last.since : last.at;
  }

  /**
   * Claims `day` for this window, to write it at `place` (a folder and the note's path pattern).
   * `written`: the day is done; `refused`: that place refused it today, and that was said once;
   * `held`: another window is writing it (it may yet fail, or its window may be gone: a later look
   * tries again once the claim expires).
   */
  async claim(day: string, place: string): Promise<'claimed' | 'written' | 'refused' | 'held'> {
    const current = readClaim(this.memento.get<unknown>(CLAIM_KEY));
    if (current?.day === day && current.written) return 'written';
    if (current?.day === day && current.refused === place) return 'refused';
    if (current?.day === day && current.holder !== this.id && current.at + CLAIM_MS > this.now()) return 'held';
    // a place refused today stays refused while another place tries the day
    const refused = current?.day === day ? current.refused : undefined;
    await this.memento.update(CLAIM_KEY, { day, holder: this.id, at: this.now(), written: false, ...(refused === undefined ? {} : { refused }) } satisfies Claim);
    await this.settle();
    const after = readClaim(this.memento.get<unknown>(CLAIM_KEY));
    if (after?.day === day && after.holder === this.id && !after.written) return 'claimed';
    return after?.day === day && after.written ? 'written' : 'held';
  }

  /**
   * The day is written (by this window, scheduled or by command): no window writes it again.
   * `composedAt`: when its alerts were read; the next digest takes those fired after it (an alert
   * fired while this one was fetched and written is in the next).
   */
  async written(day: string, composedAt: number = this.now()): Promise<void> {
    const at = composedAt;
    const since = this.alertsSince(day);
    // the time first: a window killed between the two writes leaves the day unwritten, so it is
    // written again (the note's section replaced, its alerts from the same time), never a day
    // marked written whose time, and so the next digest's alerts, is the day before's
    await this.memento.update(WRITTEN_AT_KEY, { day, at, ...(since === undefined ? {} : { since }) } satisfies Written);
    await this.memento.update(CLAIM_KEY, { day, holder: this.id, at, written: true } satisfies Claim);
  }

  /**
   * The note at `place` refused the day: no window tries that place again today. The day is held by
   * no one (`at` 0): a window writing to another place may claim it at once.
   */
  async refused(day: string, place: string): Promise<void> {
    const current = readClaim(this.memento.get<unknown>(CLAIM_KEY));
    if (current?.day === day && current.holder === this.id && !current.written) {
      await this.memento.update(CLAIM_KEY, { ...current, at: 0, refused: place } satisfies Claim);
    }
  }

  /** Writing failed, or this window cannot write: a later look (here or in another window) may try again; a place refused today stays so. */
  async release(day: string): Promise<void> {
    const current = readClaim(this.memento.get<unknown>(CLAIM_KEY));
    if (current?.day !== day || current.holder !== this.id || current.written) return;
    await this.memento.update(CLAIM_KEY, current.refused === undefined ? undefined : { ...current, at: 0 } satisfies Claim);
  }
}
