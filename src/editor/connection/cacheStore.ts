// The client's cache, kept in a file in the extension's global storage so that a reload costs
// no quota. Demo answers are not kept: they come from a local emulator on a new port each time.
import * as vscode from 'vscode';
import type { CacheStore, Logger } from '../../service/api/service';
import { errorText } from '../../service/log';
import { CacheFile } from './cacheFile';
import type { CacheInfo } from './types';

/** `cache.<pid>.tmp`: the temporary file of a write outside this machine's disk (a remote window). */
const TEMPORARY = /^cache\.\d+\.tmp$/;
/** A temporary file this old was left by a window killed in the middle of a write: a write takes milliseconds. */
const LEFTOVER_MS = 60_000;

export class FileCacheStore implements CacheStore {
  private readonly file: vscode.Uri;
  /** The file when it is on this machine's disk. */
  private readonly disk?: CacheFile;
  private bytes?: number;
  /** Writes one at a time: each replaces the file whole. */
  private writing: Promise<void> = Promise.resolve();
  /** Leftovers of killed windows are looked for once, before the first write outside the disk. */
  private tidied?: Promise<void>;

  constructor(private readonly dir: vscode.Uri, private readonly persist: () => boolean, private readonly log: Logger) {
    this.file = vscode.Uri.joinPath(dir, 'cache.json');
    if (this.file.scheme === 'file') this.disk = new CacheFile(this.file.fsPath);
  }

  async read(): Promise<string | undefined> {
    if (!this.persist()) return undefined;
    try {
      const data = this.disk ? await this.disk.read() : await vscode.workspace.fs.readFile(this.file);
      if (!data) return undefined;
      this.bytes = data.byteLength;
      return new TextDecoder().decode(data);
    } catch (e) {
      const missing = (e instanceof vscode.FileSystemError && e.code === 'FileNotFound') || (e as NodeJS.ErrnoException).code === 'ENOENT';
      if (!missing) {
        this.log.warn(`Could not read the saved cache, starting empty: ${errorText(e)}`);
      }
      return undefined;
    }
  }

  write(text: string): Promise<void> {
    if (!this.persist()) return Promise.resolve();
    this.writing = this.writing.then(() => this.replace(text));
    return this.writing;
  }

  info(): CacheInfo {
    return { persisted: this.persist(), bytes: this.persist() ? this.bytes : undefined };
  }

  private async replace(text: string): Promise<void> {
    const data = new TextEncoder().encode(text);
    try {
      if (this.disk) await this.disk.write(data);
      else {
        // write beside, then rename: a reload in the middle never finds half a file
        const temp = vscode.Uri.joinPath(this.dir, `cache.${process.pid}.tmp`);
        await vscode.workspace.fs.createDirectory(this.dir);
        await vscode.workspace.fs.writeFile(temp, data);
        await (this.tidied ??= this.removeLeftovers(temp));
        await vscode.workspace.fs.rename(temp, this.file, { overwrite: true });
      }
      this.bytes = data.byteLength;
    } catch (e) {
      this.log.warn(`Could not save the cache: ${errorText(e)}`);
    }
  }

  /**
   * Removes the temporary files that windows killed in the middle of a write left beside the cache;
   * another window's write now is too young to be taken. Ages are read on the file system's clock,
   * the time of our own temporary file just written (`own`): a profile on a network share has a
   * clock of its own.
   */
  private async removeLeftovers(own: vscode.Uri): Promise<void> {
    const fs = vscode.workspace.fs;
    const now = await fs.stat(own).then((s) => s.mtime, () => undefined);
    if (now === undefined) return;
    const entries = await fs.readDirectory(this.dir).then(undefined, (): [string, vscode.FileType][] => []);
    for (const [name] of entries) {
      const temp = vscode.Uri.joinPath(this.dir, name);
      if (!TEMPORARY.test(name) || temp.toString() === own.toString()) continue;
      const stat = await fs.stat(temp).then(undefined, () => undefined);
      if (stat && now - stat.mtime > LEFTOVER_MS) await fs.delete(temp).then(undefined, () => undefined);
    }
  }
}
