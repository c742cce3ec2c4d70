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
    const written = await this.write(key, change);
    if (this.disposed) return;
    // a check that fails (the window closing) leaves the change as it was written
    const check: Promise<void> = this.check(key, change, written, 1).catch(() => undefined).finally(() => {
      this.checks = this.checks.filter((c) => c !== check);
    });
    this.checks.push(check);
  }

  private async write(key: string, change: (current: unknown) => unknown): Promise<Revision> {
    const mine: Revision = { n: (this.revision(key)?.n ?? 0) + 1, by: this.id };
    // one write of the window's copy carries both
    await Promise.all([this.memento.update(key, change(this.memento.get<unknown>(key))), this.memento.update(`${key}.rev`, mine)]);
    return mine;
  }

  private async check(key: string, change: (current: unknown) => unknown, mine: Revision, attempt: number): Promise<void> {
    await this.settle();
    if (this.disposed) return;
    const now = this.revision(key);
    const takenBack = !now || now.n < mine.n || (now.n === mine.n && now.by !== mine.by);
    if (!takenBack || attempt > ATTEMPTS) return;
    const again = await this.write(key, change);
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
