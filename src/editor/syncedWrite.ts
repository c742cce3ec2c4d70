// The pins, rules and fired history stay in globalState: Settings Sync carries them (syncedKeys.ts).
// But VS Code writes an extension's globalState as one value from each window's copy, so a window
// whose copy had not yet received a change made in another window can write it back to what it was
// (any write of any key does). So each change of a synced key is also a revision, kept beside it
// (`<key>.rev`, this machine's only): for each window, the count of its writes the value includes.
// Once the windows have had time to hear of it, the writer reads the revision back: if the value
// there no longer includes this write, the change is made again on what is there now. A value that
// includes it is left alone, whoever wrote it since, as is a value Settings Sync brings (it leaves
// the revision). One count (not a single number for all windows) because a window that writes twice
// in a row moves a shared number past a write of another window it never heard of.
// A change is told at its first write; what becomes of it is a verdict given later, for every
// change: one that could not be made again, or was taken back each time, is not stored, and the
// person who made it is to be told.
// Pure: memento, this window's id and the settling wait are passed in.
import { Emitter } from '../service/api/events';
import * as l10n from '../shared/format/l10n';
import type { Memento } from './machineState';

/** For each window, how many of its writes the value includes. */
type Revision = Record<string, number>;

/** Long enough for a write of one window to reach the others (VS Code passes it through the main process). */
export const SETTLE_MS = 2_000;

/**
 * How many times a change taken back is made again. Each wait is twice the one before
 * (settleWait): the change is given 2 + 4 + 8 + 16 + 32 s, about a minute. A window merely slow to
 * hear of a write has heard by then; one that still writes its old copy over the change does not
 * hear at all (its extension host hung), and more tries would only write on while the person
 * believes the change made. So then the person is told, and can make it again.
 */
export const REMAKES = 4;

/** The wait before the `attempt`th check of a change (the first follows its first write): SETTLE_MS, doubled at each try. */
export function settleWait(attempt: number): number {
  return SETTLE_MS * 2 ** (attempt - 1);
}

/** What became of a change told at its first write: undefined once it stands, else why it is not stored (our words). */
export interface Written {
  readonly refused: Promise<Error | undefined>;
}

function readRevision(value: unknown): Revision {
  const seen = typeof value === 'object' && value !== null ? (value as { seen?: unknown }).seen : undefined;
  if (typeof seen !== 'object' || seen === null) return {};
  return Object.fromEntries(Object.entries(seen).filter((e): e is [string, number] => typeof e[1] === 'number' && Number.isInteger(e[1])));
}

/**
 * Every window that ever wrote would stay in the revision (a window's id is new each time it
 * opens): the 32 that wrote last are kept, this one last. A window dropped (31 others wrote
 * since its change) checks that change as one taken back, and makes it again on what is there.
 */
const WINDOWS_KEPT = 32;

function withLatest(seen: Revision, id: string, count: number): Revision {
  const others = Object.entries(seen).filter(([w]) => w !== id).slice(-(WINDOWS_KEPT - 1));
  return Object.fromEntries([...others, [id, count]]);
}

export class SyncedWriter {
  private checks: Promise<void>[] = [];
  /** This window's writes per key: its copy can be taken back to fewer, and a count must not be given twice. */
  private readonly counts = new Map<string, number>();
  /** Per key and own write, the own write its copy included then: a copy taken back drops the writes after it. */
  private readonly bases = new Map<string, Map<number, number>>();
  private disposed = false;
  private readonly remade = new Emitter<string>();
  /** A change of this key was made again (the stores tell their views). */
  readonly onDidRemake = this.remade.event;

  constructor(
    private readonly memento: Memento,
    readonly id: string,
    /** Waits, before the `attempt`th check of a change, for its write to reach the other windows, and theirs to reach this one. */
    private readonly settle: (attempt: number) => Promise<void>,
  ) {}

  private revision(key: string): Revision {
    return readRevision(this.memento.get<unknown>(`${key}.rev`));
  }

  /**
   * Writes what `change` makes of the key's value, and resolves after that first write (rejecting
   * with what `change` throws on the value there then), so that the change is shown and told at
   * once. Taken back by another window's stale copy, it is made again on what is there then;
   * `refused` says, once it is checked, why it is not stored after all: `change` threw on what
   * another window wrote meanwhile (a list it filled), or it was taken back each time.
   */
  async change(key: string, change: (current: unknown) => unknown): Promise<Written> {
    const written = await this.write(key, change(this.memento.get<unknown>(key)));
    if (this.disposed) return { refused: Promise.resolve(undefined) };
    const refused = this.check(key, change, written, 1).then(() => undefined, (e: unknown) => (e instanceof Error ? e : new Error(String(e))));
    const tracked: Promise<void> = refused.then(() => {
      this.checks = this.checks.filter((c) => c !== tracked);
    });
    this.checks.push(tracked);
    return { refused };
  }

  /** Whether a value that includes own write `latest` includes own write `mine` (each was made on the copy of the one before it). */
  private includes(key: string, latest: number, mine: number): boolean {
    let n = latest;
    while (n > mine) n = this.bases.get(key)?.get(n) ?? 0;
    return n === mine;
  }

  /** Resolves with this write's count. */
  private async write(key: string, value: unknown): Promise<number> {
    const seen = this.revision(key);
    const mine = Math.max(this.counts.get(key) ?? 0, seen[this.id] ?? 0) + 1;
    this.counts.set(key, mine);
    const bases = this.bases.get(key) ?? new Map<number, number>();
    bases.set(mine, seen[this.id] ?? 0);
    this.bases.set(key, bases);
    // one write of the window's copy carries both
    await Promise.all([this.memento.update(key, value), this.memento.update(`${key}.rev`, { seen: withLatest(seen, this.id, mine) })]);
    return mine;
  }

  /** Resolves once the change stands (or the window closes); rejects when it is not stored. */
  private async check(key: string, change: (current: unknown) => unknown, mine: number, attempt: number): Promise<void> {
    await this.settle(attempt);
    if (this.disposed) return;
    if (this.includes(key, this.revision(key)[this.id] ?? 0, mine)) return;
    if (attempt > REMAKES) throw new Error(l10n.t('Another VS Code window kept writing over it; make the change again.'));
    // throws when the change cannot be made on what is there now (another window filled the list)
    const value = change(this.memento.get<unknown>(key));
    let again: number;
    try {
      again = await this.write(key, value);
    } catch {
      // the window closing: nobody is left to tell
      if (this.disposed) return;
      throw new Error(l10n.t('It could not be written again; make the change again.'));
    }
    this.remade.fire(key);
    await this.check(key, change, again, attempt + 1);
  }

  /** Resolves when every change made so far has its verdict (made again where needed). */
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
