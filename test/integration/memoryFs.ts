// A file system in memory under its own scheme, as a remote window's storage is not this machine's
// disk: what goes through `vscode.workspace.fs` on a non-file scheme is tested against it. Each
// file's modification time may be set, to stand for a file an earlier window left, and its clock
// may be off this machine's, as a remote machine's or a network share's is.
import * as vscode from 'vscode';

interface Entry {
  type: vscode.FileType;
  data: Uint8Array;
  mtime: number;
}

export class MemoryFs implements vscode.FileSystemProvider {
  private readonly entries = new Map<string, Entry>([['/', { type: vscode.FileType.Directory, data: new Uint8Array(), mtime: Date.now() }]]);
  private readonly changed = new vscode.EventEmitter<vscode.FileChangeEvent[]>();
  readonly onDidChangeFile = this.changed.event;

  /** How far this file system's clock is ahead of this machine's (behind: negative). */
  skewMs = 0;

  constructor(readonly scheme: string) {}

  /** The time on this file system's clock. */
  now(): number {
    return Date.now() + this.skewMs;
  }

  register(): vscode.Disposable {
    return vscode.workspace.registerFileSystemProvider(this.scheme, this, { isCaseSensitive: true });
  }

  uri(path: string): vscode.Uri {
    return vscode.Uri.from({ scheme: this.scheme, path });
  }

  /** Puts a file at `path` (its folder must exist), last modified at `mtime`. */
  put(path: string, text: string, mtime = this.now()): void {
    this.entries.set(path, { type: vscode.FileType.File, data: new TextEncoder().encode(text), mtime });
  }

  names(dir: string): string[] {
    return this.readDirectory(this.uri(dir)).map(([name]) => name).sort();
  }

  text(path: string): string {
    return new TextDecoder().decode(this.readFile(this.uri(path)));
  }

  watch(): vscode.Disposable {
    return new vscode.Disposable(() => undefined);
  }

  stat(uri: vscode.Uri): vscode.FileStat {
    const e = this.get(uri);
    return { type: e.type, ctime: e.mtime, mtime: e.mtime, size: e.data.byteLength };
  }

  readDirectory(uri: vscode.Uri): [string, vscode.FileType][] {
    const prefix = uri.path.endsWith('/') ? uri.path : `${uri.path}/`;
    this.get(uri);
    return [...this.entries].filter(([p]) => p.startsWith(prefix) && p !== prefix && !p.slice(prefix.length).includes('/'))
      .map(([p, e]) => [p.slice(prefix.length), e.type]);
  }

  createDirectory(uri: vscode.Uri): void {
    this.entries.set(uri.path, { type: vscode.FileType.Directory, data: new Uint8Array(), mtime: Date.now() });
  }

  readFile(uri: vscode.Uri): Uint8Array {
    return this.get(uri).data;
  }

  writeFile(uri: vscode.Uri, content: Uint8Array): void {
    this.entries.set(uri.path, { type: vscode.FileType.File, data: content, mtime: this.now() });
  }

  delete(uri: vscode.Uri): void {
    this.get(uri);
    this.entries.delete(uri.path);
  }

  rename(from: vscode.Uri, to: vscode.Uri): void {
    const e = this.get(from);
    this.entries.delete(from.path);
    this.entries.set(to.path, e);
  }

  private get(uri: vscode.Uri): Entry {
    const e = this.entries.get(uri.path);
    if (!e) throw vscode.FileSystemError.FileNotFound(uri);
    return e;
  }
}
