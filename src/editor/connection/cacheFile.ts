// The client's saved cache when it is on this machine's disk: read directly (the editor's file
// service takes a round trip to the window, 60-90 ms measured in code-server, and the first request
// waits for this read), written whole through a temporary file beside it (src/editor/fileWrite.ts), so a
// window killed in the middle of a write leaves the last whole cache. Plain Node: the crash bench
// (bench/crash-bench.ts) kills a process in the middle of this very write.
import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import { writeFileWhole } from '../fileWrite';

export class CacheFile {
  constructor(readonly file: string) {}

  /** The saved text; undefined when there is none. */
  async read(): Promise<Uint8Array | undefined> {
    try {
      return await fs.readFile(this.file);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw e;
    }
  }

  async write(data: Uint8Array): Promise<void> {
    await fs.mkdir(path.dirname(this.file), { recursive: true });
    await writeFileWhole(this.file, data);
  }
}
