// Where a child process of the crash bench kills itself: every file-system call our write code makes
// (node:fs, its promises and the handles they open), every write of globalState and every
// notification is a numbered step; the plan names the step before which the process takes SIGKILL,
// or a write that is cut in half first (a torn write). A run without a plan lists the steps.
// the module object itself (a namespace import is a copy whose properties cannot be replaced)
import fs from 'node:fs';

export type StepKind = 'read' | 'write';

export interface Step {
  kind: StepKind;
  name: string;
}

export interface KillPlan {
  /** SIGKILL just before this step (counted from start()); none: the run ends unkilled. */
  at?: number;
  /** At that step, a write of data puts half its bytes on disk, then SIGKILL. */
  torn?: boolean;
}

/** SIGKILL to this very process: nothing after it runs, no handler, no flush. */
export function die(): never {
  process.kill(process.pid, 'SIGKILL');
  // the signal is delivered on the way back from the kernel; never return meanwhile
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10_000);
  throw new Error('SIGKILL did not end the process');
}

const WRITES = new Set(['open-write', 'writeFile', 'appendFile', 'rename', 'link', 'rm', 'unlink', 'mkdir', 'handle.writeFile', 'handle.write', 'handle.sync', 'handle.datasync']);

export class Steps {
  readonly seen: Step[] = [];
  private counting = false;

  constructor(private readonly plan: KillPlan) {}

  /** The operation starts: steps are counted from here. */
  start(): void {
    this.counting = true;
  }

  /** Called before each step; dies there when the plan says so. */
  step(kind: StepKind, name: string): void {
    if (!this.counting) return;
    const at = this.seen.length;
    this.seen.push({ kind, name });
    if (this.plan.at === at && !this.plan.torn) die();
  }

  /** Whether the step just counted is the one to tear. */
  tearsNow(): boolean {
    return this.counting && this.plan.torn === true && this.plan.at === this.seen.length - 1;
  }

  /** Counts every call of node:fs the product's write code makes. */
  instrument(): void {
    const p = fs.promises as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
    for (const name of ['readFile', 'stat', 'realpath', 'readdir', 'writeFile', 'appendFile', 'rename', 'link', 'rm', 'unlink', 'mkdir']) {
      const original = p[name]!.bind(fs.promises);
      p[name] = (...args: unknown[]) => {
        this.step(WRITES.has(name) ? 'write' : 'read', name);
        return original(...args);
      };
    }
    const open = fs.promises.open.bind(fs.promises);
    p.open = async (...args: unknown[]) => {
      const flags = typeof args[1] === 'string' ? args[1] : 'r';
      this.step(flags === 'r' ? 'read' : 'write', flags === 'r' ? 'open-read' : 'open-write');
      const handle = await open(...(args as Parameters<typeof open>));
      return this.handle(handle);
    };
    const s = fs as unknown as Record<string, (...args: unknown[]) => unknown>;
    for (const name of ['readFileSync', 'statSync']) {
      const original = s[name]!.bind(fs);
      s[name] = (...args: unknown[]) => {
        this.step('read', name);
        return original(...args);
      };
    }
  }

  private handle(handle: fs.promises.FileHandle): fs.promises.FileHandle {
    const writeFile = handle.writeFile.bind(handle);
    const sync = handle.sync.bind(handle);
    return Object.assign(handle, {
      writeFile: async (data: Uint8Array | string, options?: unknown) => {
        this.step('write', 'handle.writeFile');
        if (this.tearsNow()) {
          const bytes = typeof data === 'string' ? Buffer.from(data) : Buffer.from(data);
          await writeFile(bytes.subarray(0, Math.floor(bytes.length / 2)));
          die();
        }
        return writeFile(data, options as Parameters<typeof writeFile>[1]);
      },
      sync: async () => {
        this.step('write', 'handle.sync');
        return sync();
      },
    });
  }
}
