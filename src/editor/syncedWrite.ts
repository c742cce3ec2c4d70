// The pins, rules and fired history stay in globalState: Settings Sync carries them (syncedKeys.ts).
// But VS Code writes an extension's globalState as one value from each window's copy, so a window
// whose copy had not yet received a change made in another window can write it back to what it was
// (any write of any key does). So each change of a synced key is also a revision, kept beside it
// (`<key>.rev`, this machine's only), and once the windows have had time to hear of it, the writer
// reads the revision back: taken back to an older one, or overtaken by another window's write of
// the same revision, the change is made again on what is there now. A revision another window
// wrote after seeing ours is left alone, as is a value Settings Sync brings (it leaves the revision).
// Pure: memento, this window's id and the settling wait are passed in.
import { Emitter } from '../service/api/events';

export interface SyncedMemento {
  get<T>(key: string): T | undefined;
  update(key: string, value: unknown): Thenable<void>;
}

interface Revision {
  n: number;
  by: string;
}

/** Long enough for a write of one window to reach the others (VS Code passes it through the main process). */
export const SETTLE_MS = 2_000;

/** How many times a change taken back is made again. */
const ATTEMPTS = 3;

function readRevision(value: unknown): Revision | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  return typeof v.n === 'number' && Number.isInteger(v.n) && typeof v.by === 'string' ? { n: v.n, by: v.by } : undefined;
}

export class SyncedWriter {
  private checks: Promise<void>[] = [];
  private disposed = false;
  private readonly remade = new Emitter<string>();
  /** A change of this key was made again (the stores tell their views). */
  readonly onDidRemake = this.remade.event;

  constructor(
    private readonly memento: SyncedMemento,
    readonly id: string,
    /** Waits for a write of this window to reach the others, and theirs to reach this one. */
    private readonly settle: () => Promise<void>,
  ) {}

  private revision(key: string): Revision | undefined {
    return readRevision(this.memento.get<unknown>(`${key}.rev`));
  }

  /** Writes what `change` makes of the key's value, and makes it again if another window's stale copy takes it back. */
  async change(key: string, change: (current: unknown) => unknown): Promise<void> {
    await this.start(key, change);
  }

  /**
   * As `change`, for a change the person is told of (an item added): resolves after the first write
   * (rejecting with what `change` throws on the value there then), so that it is shown and told at
   * once. `refused` then says, once the change is checked, whether it could not be made again on what
   * another window wrote meanwhile (a list it filled): then it is not stored, and the person is to be
   * told so.
   */
  async confirmed(key: string, change: (current: unknown) => unknown): Promise<{ refused: Promise<Error | undefined> }> {
    const { check } = await this.start(key, change);
    return { refused: check.then(() => undefined, (e: unknown) => (e instanceof Error ? e : new Error(String(e)))) };
  }

  /** The first write, and its check (made again where taken back); `check` rejects when `change` refuses on what is there then. */
  private async start(key: string, change: (current: unknown) => unknown): Promise<{ check: Promise<void> }> {
    const written = await this.write(key, change(this.memento.get<unknown>(key)));
    if (this.disposed) return { check: Promise.resolve() };
    const check = this.check(key, change, written, 1);
    // a change refused when made again is the caller's to say (confirmed); here it leaves what is there
    const tracked: Promise<void> = check.catch(() => undefined).finally(() => {
      this.checks = this.checks.filter((c) => c !== tracked);
    });
    this.checks.push(tracked);
    return { check };
  }

  private async write(key: string, value: unknown): Promise<Revision> {
    const mine: Revision = { n: (this.revision(key)?.n ?? 0) + 1, by: this.id };
    // one write of the window's copy carries both
    await Promise.all([this.memento.update(key, value), this.memento.update(`${key}.rev`, mine)]);
    return mine;
  }

  private async check(key: string, change: (current: unknown) => unknown, mine: Revision, attempt: number): Promise<void> {
    await this.settle();
    if (this.disposed) return;
    const now = this.revision(key);
    const takenBack = !now || now.n < mine.n || (now.n === mine.n && now.by !== mine.by);
    if (!takenBack || attempt > ATTEMPTS) return;
    // throws when the change cannot be made on what is there now (another window filled the list)
    const value = change(this.memento.get<unknown>(key));
    let again: Revision;
    try {
      again = await this.write(key, value);
    } catch {
      // the window closing: the change stays as it was written
      return;
    }
    this.remade.fire(key);
    await this.check(key, change, again, attempt + 1);
  }

  /** Resolves when every change made so far has been checked (and made again where needed). */
  async settled(): Promise<void> {
    while (this.checks.length) {
      const pending = this.checks;
      this.checks = [];
      await Promise.all(pending);
    }
  }

  dispose(): void {
    this.disposed = true;
    this.remade.dispose();
  }
}
