// What Social Pulse keeps about this machine and shares between the profile's windows: the alerts'
// lease and rule states, the digest's claim of the day, the firings already notified. Each piece
// is a file of its own in the extension's global storage, written whole (fileWrite.ts). Not in
// globalState: VS Code writes an extension's globalState as one value, every key at once, from the
// window's copy, so a window writing any key (a lease heartbeat every 30 s) could write back a pin
// or a rule another window had just changed, before that change reached it. A file is read from
// disk each time, so every window sees the last write at once. Plain Node: tested against a real
// temporary folder.
import { readFileSync, promises as fs } from 'node:fs';
import * as path from 'node:path';
import { FileChanged, replaceFile, writeFileWhole } from './fileWrite';

const KEY = /^[\w.-]+$/;
/** Markers of what happened once are kept this long, then dropped. */
const ONCE_MS = 7 * 86_400_000;

const errno = (e: unknown): string | undefined => (e as NodeJS.ErrnoException | undefined)?.code;

/**
 * A piece an earlier version kept in globalState, moved to this machine's state (once: a piece
 * already there wins), and dropped from globalState.
 */
export async function moveToMachine(globalState: { get<T>(key: string): T | undefined; update(key: string, value: unknown): Thenable<void> }, machine: MachineState, key: string): Promise<void> {
  const old = globalState.get<unknown>(key);
  if (old === undefined) return;
  if (machine.get<unknown>(key) === undefined) await machine.update(key, old);
  await globalState.update(key, undefined);
}

export class MachineState {
  private pruned = false;

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

  /** The piece as last written by any window; undefined when absent or unreadable. */
  get<T>(key: string): T | undefined {
    const bytes = this.readBytes(key);
    if (!bytes) return undefined;
    try {
      return JSON.parse(bytes.toString('utf8')) as T;
    } catch {
      return undefined;
    }
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
   * Writes what `change` makes of the piece, unless another window wrote it meanwhile: then
   * `change` is applied again to what that window wrote. Returns what was written.
   */
  async change<T>(key: string, change: (current: T | undefined) => T | undefined): Promise<T | undefined> {
    const file = this.file(key);
    await fs.mkdir(this.dir, { recursive: true });
    for (;;) {
      const before = this.readBytes(key);
      let current: T | undefined;
      try {
        current = before ? JSON.parse(before.toString('utf8')) as T : undefined;
      } catch {
        current = undefined;
      }
      const next = change(current);
      try {
        if (next === undefined) {
          if (before !== undefined) await fs.rm(file, { force: true });
        } else {
          await replaceFile(file, before, Buffer.from(JSON.stringify(next), 'utf8'));
        }
        return next;
      } catch (e) {
        if (!(e instanceof FileChanged)) throw e;
      }
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
    if (!this.pruned) {
      this.pruned = true;
      await this.prune(dir);
    }
    try {
      await fs.writeFile(path.join(dir, name), String(Date.now()), { flag: 'wx' });
      return true;
    } catch (e) {
      if (errno(e) === 'EEXIST') return false;
      throw e;
    }
  }

  private async prune(dir: string): Promise<void> {
    const now = Date.now();
    for (const name of await fs.readdir(dir)) {
      const file = path.join(dir, name);
      const stat = await fs.stat(file).catch(() => undefined);
      if (stat && now - stat.mtimeMs > ONCE_MS) await fs.rm(file, { force: true });
    }
  }
}
