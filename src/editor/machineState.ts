// What Social Pulse keeps about this machine and shares between the profile's windows: the alerts'
// lease and rule states, the digest's claim of the day, the firings already notified. Each piece
// is a file of its own in the extension's global storage, written whole (fileWrite.ts). Not in
// globalState: VS Code writes an extension's globalState as one value, every key at once, from the
// window's copy, so a window writing any key (a lease heartbeat every 30 s) could write back a pin
// or a rule another window had just changed, before that change reached it. A file is read from
// disk each time, so every window sees the last write at once. Plain Node: tested against a real
// temporary folder.
import { randomBytes } from 'node:crypto';
import { readFileSync, statSync, promises as fs } from 'node:fs';
import * as path from 'node:path';
import { writeFileWhole } from './fileWrite';

/** What pure code asks of stored state: VS Code's globalState, or this machine's (MachineState). */
export interface Memento {
  get<T>(key: string): T | undefined;
  update(key: string, value: unknown): Thenable<void>;
}

const KEY = /^[\w.-]+$/;
/** Markers of what happened once are kept this long, then dropped. */
const ONCE_MS = 7 * 86_400_000;
/** A change holds its piece's lock for milliseconds: a holder seen this long was left by a window that died. */
const LOCK_STALE_MS = 10_000;
/** The longest pause between two looks at a lock another window holds. */
const LOCK_POLL_MAX_MS = 50;

const errno = (e: unknown): string | undefined => (e as NodeJS.ErrnoException | undefined)?.code;

/**
 * A piece an earlier version kept in globalState, moved to this machine's state (once: a piece
 * already there wins), and dropped from globalState.
 */
export async function moveToMachine(globalState: Memento, machine: MachineState, key: string): Promise<void> {
  const old = globalState.get<unknown>(key);
  if (old === undefined) return;
  if (machine.get<unknown>(key) === undefined) await machine.update(key, old);
  await globalState.update(key, undefined);
}

/**
 * Whether the window that wrote the lock has ended (killed in the middle of a change): its lock
 * is left at once, not after LOCK_STALE_MS. The state is this machine's, so the lock's process id
 * is one of this machine's. Unsure (no id, no permission to ask): not dead.
 */
function heldByTheDead(holder: string): boolean {
  const pid = Number(holder.split(' ')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (e) {
    return errno(e) === 'ESRCH';
  }
}

/**
 * How long this window has seen the same holder of a lock, on its own clock: the lock file's time
 * is the file system's, and a profile on a network share minutes off this machine's clock would
 * make a live holder's lock look stale.
 */
class HolderWatch {
  private seen: { holder: string; since: number } | undefined;

  /** Whether `holder` differs from the one seen last (and starts watching it). */
  isNew(holder: string): boolean {
    const fresh = this.seen?.holder !== holder;
    this.since(holder);
    return fresh;
  }

  /** Whether `holder`'s window has ended, or has held on longer than a change takes. */
  isGone(holder: string): boolean {
    return performance.now() - this.since(holder) > LOCK_STALE_MS || heldByTheDead(holder);
  }

  private since(holder: string): number {
    if (this.seen?.holder !== holder) this.seen = { holder, since: performance.now() };
    return this.seen.since;
  }
}

/**
 * Removes `lock` if `stale` still holds it; true when the lock may be tried again. Windows that
 * judge the same lock stale break it one at a time, under `<lock>.break`, and look at the holder
 * again under it: otherwise one could remove the lock another had just taken in its place, and
 * both would change the piece at once. A `.break` left by a window that ended while breaking (or
 * hung) is removed the same way as a stale lock.
 */
async function breakLock(lock: string, stale: string, token: string, breaker: HolderWatch): Promise<boolean> {
  const guard = `${lock}.break`;
  try {
    await fs.writeFile(guard, token, { flag: 'wx' });
  } catch (e) {
    if (errno(e) !== 'EEXIST') throw e;
    const other = await fs.readFile(guard, 'utf8').catch(() => '');
    if (!breaker.isGone(other)) return false;
    // looked at again first: a guard that replaced it since is left (this narrows the window of
    // two windows both clearing a dead breaker's guard; it cannot close it)
    if (await fs.readFile(guard, 'utf8').catch(() => undefined) === other) await fs.rm(guard, { force: true });
    return true;
  }
  try {
    if (await fs.readFile(lock, 'utf8').catch(() => undefined) === stale) await fs.rm(lock, { force: true });
  } finally {
    // only our own guard: one another window made after judging ours stale is its own
    if (await fs.readFile(guard, 'utf8').catch(() => undefined) === token) await fs.rm(guard, { force: true });
  }
  return true;
}

export class MachineState {
  private pruned = false;
  /** What each piece read as, by the file it was read from: a file replaced is a new one (a rename). */
  private readonly read = new Map<string, { stamp: string; value: unknown }>();

  constructor(private readonly dir: string) {}

  private file(key: string): string {
    if (!KEY.test(key)) throw new Error(`not a state key: ${key}`);
    return path.join(this.dir, `${key}.json`);
  }

  private readBytes(key: string): Buffer | undefined {
    try {
      return readFileSync(this.file(key));
    } catch (e) {
      if (errno(e) === 'ENOENT') return undefined;
      throw e;
    }
  }

  /**
   * The piece as last written by any window; undefined when absent or unreadable. Read again only
   * when its file changed (the views ask often); what is returned is shared: not to be changed.
   */
  get<T>(key: string): T | undefined {
    let stamp: string;
    try {
      const s = statSync(this.file(key));
      stamp = `${s.ino}:${s.size}:${s.mtimeMs}:${s.ctimeMs}`;
    } catch (e) {
      if (errno(e) === 'ENOENT') return undefined;
      throw e;
    }
    const known = this.read.get(key);
    if (known?.stamp === stamp) return known.value as T | undefined;
    const bytes = this.readBytes(key);
    let value: unknown;
    try {
      value = bytes ? JSON.parse(bytes.toString('utf8')) as unknown : undefined;
    } catch {
      value = undefined;
    }
    this.read.set(key, { stamp, value });
    return value as T | undefined;
  }

  /** Writes the piece whole (undefined: removes it). */
  async update(key: string, value: unknown): Promise<void> {
    const file = this.file(key);
    if (value === undefined) {
      await fs.rm(file, { force: true });
      return;
    }
    await fs.mkdir(this.dir, { recursive: true });
    await writeFileWhole(file, Buffer.from(JSON.stringify(value), 'utf8'));
  }

  /**
   * Writes what `change` makes of the piece as it is now, holding the piece's lock from the read to
   * the write, so that changes made by several windows at once are made one after the other and
   * all stay. Returns what was written.
   */
  async change<T>(key: string, change: (current: T | undefined) => T | undefined): Promise<T | undefined> {
    const file = this.file(key);
    await fs.mkdir(this.dir, { recursive: true });
    const lock = `${file}.lock`;
    const token = await this.lock(lock);
    try {
      const before = this.readBytes(key);
      let current: T | undefined;
      try {
        current = before ? JSON.parse(before.toString('utf8')) as T : undefined;
      } catch {
        current = undefined;
      }
      const next = change(current);
      if (next === undefined) await fs.rm(file, { force: true });
      else await writeFileWhole(file, Buffer.from(JSON.stringify(next), 'utf8'));
      return next;
    } finally {
      // only our own lock: one taken from us as stale belongs to the window that took it
      if (await fs.readFile(lock, 'utf8').catch(() => undefined) === token) await fs.rm(lock, { force: true });
    }
  }

  /** Takes a lock file (made only where none is), waiting while another window holds it; returns what it wrote in it. */
  private async lock(lock: string): Promise<string> {
    const token = `${process.pid} ${randomBytes(6).toString('hex')}`;
    const holder = new HolderWatch();
    const breaker = new HolderWatch();
    // a change holds a lock for milliseconds: look again soon, then less often while the same one is held
    let pause = 2;
    for (;;) {
      try {
        await fs.writeFile(lock, token, { flag: 'wx' });
        return token;
      } catch (e) {
        if (errno(e) !== 'EEXIST') throw e;
      }
      const current = await fs.readFile(lock, 'utf8').catch(() => '');
      if (holder.isNew(current)) pause = 2;
      if (holder.isGone(current) && await breakLock(lock, current, token, breaker)) continue;
      await new Promise((resolve) => setTimeout(resolve, pause + Math.random() * pause));
      pause = Math.min(LOCK_POLL_MAX_MS, pause * 2);
    }
  }

  /**
   * True for the one window (of any number, at any time) that asks first for `name`, false for
   * every other: a marker file made only where none is.
   */
  async once(name: string): Promise<boolean> {
    if (!KEY.test(name)) throw new Error(`not a marker name: ${name}`);
    const dir = path.join(this.dir, 'once');
    await fs.mkdir(dir, { recursive: true });
    const marker = path.join(dir, name);
    try {
      await fs.writeFile(marker, String(Date.now()), { flag: 'wx' });
    } catch (e) {
      if (errno(e) === 'EEXIST') return false;
      throw e;
    }
    if (!this.pruned) {
      this.pruned = true;
      // the marker is had: tidying that fails (a share gone for a moment) must not undo that
      await this.prune(dir, marker).catch(() => undefined);
    }
    return true;
  }

  /**
   * Drops the markers older than ONCE_MS, aged on the file system's clock (the time of `own`, the
   * marker just made): a profile on a network share has a clock of its own, and a marker taken
   * for old too soon would let a second window have it.
   */
  private async prune(dir: string, own: string): Promise<void> {
    const now = (await fs.stat(own)).mtimeMs;
    for (const name of await fs.readdir(dir)) {
      const file = path.join(dir, name);
      const stat = await fs.stat(file).catch(() => undefined);
      if (file !== own && stat && now - stat.mtimeMs > ONCE_MS) await fs.rm(file, { force: true });
    }
  }
}
