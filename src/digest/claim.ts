// One window writes the day's digest, once: as the alerts elect the window that checks
// (src/alerts/election.ts), a window claims the day in globalState (shared by the profile's
// windows), waits for the claim to settle, and reads it back: the window whose claim did not stick
// steps back. A claim left by a window that closed or hung while writing expires; a written day
// is never claimed again. Pure: memento, clock and the settling wait passed in.

export const CLAIM_KEY = 'socialPulse.digest.claim';
/** When the last digest was written (ms): the alerts fired after it go into the next. */
export const WRITTEN_AT_KEY = 'socialPulse.digest.writtenAt';
/** A window writing a digest is done within this, or gone. */
export const CLAIM_MS = 10 * 60_000;

export interface ClaimMemento {
  get<T>(key: string): T | undefined;
  update(key: string, value: unknown): Thenable<void>;
}

interface Claim {
  day: string;
  holder: string;
  at: number;
  written: boolean;
}

function readClaim(value: unknown): Claim | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  return typeof v.day === 'string' && typeof v.holder === 'string' && typeof v.at === 'number' && Number.isFinite(v.at) && typeof v.written === 'boolean'
    ? { day: v.day, holder: v.holder, at: v.at, written: v.written }
    : undefined;
}

export class DayClaim {
  constructor(
    private readonly memento: ClaimMemento,
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

  /** When the last digest was written (ms), for the alerts fired since. */
  lastWrittenAt(): number | undefined {
    const at = this.memento.get<unknown>(WRITTEN_AT_KEY);
    return typeof at === 'number' && Number.isFinite(at) ? at : undefined;
  }

  /** Claims `day` for this window; false when it is written or another window is writing it. */
  async claim(day: string): Promise<boolean> {
    const current = readClaim(this.memento.get<unknown>(CLAIM_KEY));
    if (current?.day === day && (current.written || (current.holder !== this.id && current.at + CLAIM_MS > this.now()))) return false;
    await this.memento.update(CLAIM_KEY, { day, holder: this.id, at: this.now(), written: false } satisfies Claim);
    await this.settle();
    const after = readClaim(this.memento.get<unknown>(CLAIM_KEY));
    return after?.day === day && after.holder === this.id && !after.written;
  }

  /** The day is written (by this window, scheduled or by command): no window writes it again. */
  async written(day: string): Promise<void> {
    const at = this.now();
    await this.memento.update(CLAIM_KEY, { day, holder: this.id, at, written: true } satisfies Claim);
    await this.memento.update(WRITTEN_AT_KEY, at);
  }

  /** Writing failed or was refused: a later look (here or in another window) may try again. */
  async release(day: string): Promise<void> {
    const current = readClaim(this.memento.get<unknown>(CLAIM_KEY));
    if (current?.day === day && current.holder === this.id && !current.written) await this.memento.update(CLAIM_KEY, undefined);
  }
}
