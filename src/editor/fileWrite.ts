// How a file of the person's is written: whole or not at all. The new content goes to a temporary
// file beside the target, flushed to disk, then renamed over it, so a crash, a sync client or an
// editor reading it never sees half a file. A file read before it is changed (a note) is checked
// again just before the rename: if it changed since it was read (a sync client, another editor),
// nothing is replaced, and the change is read and applied again. A file that was absent is created
// only if it is still absent. Plain Node: tested against a real temporary folder.
import { randomBytes } from 'node:crypto';
import { constants as fsConstants, promises as fs } from 'node:fs';
import * as path from 'node:path';
import { errorText } from '../service/log';
import { capNamePart } from '../shared/format/fileName';
import * as l10n from '../shared/format/l10n';

/** The file is not as it was read: another writer changed, created or removed it meanwhile. */
export class FileChanged extends Error {
  constructor(readonly file: string) {
    super(`${file} changed while it was being written`);
  }
}

/** How many times a change is read and applied again when the file keeps changing under it. */
const ATTEMPTS = 3;
/** A temporary file this old was left by a writer that died (killed mid-write): a write takes milliseconds. */
const LEFTOVER_MS = 60_000;
/** Windows refuses a rename over a file another process holds open for a moment (a virus scanner, the indexer, another window reading it). */
const RENAME_WAITS_MS = [20, 50, 100, 200, 400, 800];
const UTF8_BOM = Uint8Array.of(0xef, 0xbb, 0xbf);

const errno = (e: unknown): string | undefined => (e as NodeJS.ErrnoException | undefined)?.code;

async function readOrAbsent(file: string): Promise<Buffer | undefined> {
  try {
    return await fs.readFile(file);
  } catch (e) {
    if (errno(e) === 'ENOENT') return undefined;
    throw e;
  }
}

function sameBytes(a: Uint8Array | undefined, b: Uint8Array | undefined): boolean {
  return a === undefined || b === undefined ? a === b : Buffer.compare(a, b) === 0;
}

/** The part of a temporary file's name that names `file`: its name, cut so that the temporary name stays within a file system's limit. */
const namedAfter = (file: string): string => capNamePart(path.basename(file));
/** `.name.<12 hex digits>.tmp`, beside `name`. */
const temporaryName = (file: string, tag: string): string => `.${namedAfter(file)}.${tag}.tmp`;
const TEMPORARY = /^\.(.+)\.[0-9a-f]{12}\.tmp$/;

/**
 * Removes the temporary files of `file` that a writer killed in the middle of a write left beside
 * it (a hidden file in the person's notes folder, in sync clients and `git status`); one being
 * written now by another window is too young to be taken. Ages are read on the file system's own
 * clock, the time of the write that just made `file`: a network share's clock minutes off this
 * machine's would otherwise make another window's temporary file look old, and take it mid-write.
 */
async function removeLeftovers(file: string): Promise<void> {
  const dir = path.dirname(file);
  const names = await fs.readdir(dir).catch((): string[] => []);
  const left = names.filter((n) => TEMPORARY.exec(n)?.[1] === namedAfter(file));
  if (left.length === 0) return;
  const written = await fs.stat(file).catch(() => undefined);
  if (!written) return;
  await Promise.all(left.map(async (name) => {
    const temp = path.join(dir, name);
    const stat = await fs.stat(temp).catch(() => undefined);
    if (stat && written.mtimeMs - stat.mtimeMs > LEFTOVER_MS) await fs.rm(temp, { force: true });
  }));
}

/** `temp` renamed over `target`, tried again for a moment while Windows holds the target open. */
async function renameOver(temp: string, target: string): Promise<void> {
  for (const wait of [...RENAME_WAITS_MS, undefined]) {
    try {
      await fs.rename(temp, target);
      return;
    } catch (e) {
      const held = ['EPERM', 'EACCES', 'EBUSY'].includes(errno(e) ?? '');
      if (!held || wait === undefined) throw e;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/** The permissions of `file`, if it exists, for the file that replaces it. */
function modeOf(file: string): Promise<number | undefined> {
  return fs.stat(file).then((s) => s.mode & 0o7777, () => undefined);
}

/** A file the person marked read-only: a file system's refusal (EACCES), which says what to do. */
export class ReadOnlyFile extends Error {
  readonly code = 'EACCES';
  // by name, not class: each bundle holding this module has a class of its own
  override readonly name = 'ReadOnlyFile';
  constructor(readonly file: string) {
    super(`${file} is read-only`);
  }
}

const isReadOnlyFile = (e: unknown): boolean => e instanceof Error && e.name === 'ReadOnlyFile';

/**
 * Throws EACCES, as a write into it would, when `file` (of permissions `mode`) may not be written:
 * no one may (`chmod a-w`, Windows' read-only mark: how a person locks a file; refused also to an
 * administrator, who may write anything), or this account may not. A rename over it would replace
 * it anyway, since its folder is writable.
 */
async function refuseLocked(file: string, mode: number): Promise<void> {
  if ((mode & 0o222) === 0) throw new ReadOnlyFile(file);
  await fs.access(file, fsConstants.W_OK).catch((e: unknown) => {
    // a file gone meanwhile is no refusal: the check before the rename finds it changed
    if (errno(e) !== 'ENOENT') throw e;
  });
}

/** A new file beside `file` holding `data`, on disk before it is used. */
async function writeTemporary(file: string, data: Uint8Array, mode?: number): Promise<string> {
  const temp = path.join(path.dirname(file), temporaryName(file, randomBytes(6).toString('hex')));
  const handle = await fs.open(temp, 'wx', mode);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  return temp;
}

/**
 * Replaces `file` with `data` when it still holds `expected` (undefined: when it is still absent);
 * else throws FileChanged and leaves it as it is. A file that may not be written is left as it is (EACCES).
 */
export async function replaceFile(file: string, expected: Uint8Array | undefined, data: Uint8Array): Promise<void> {
  const mode = expected === undefined ? undefined : await modeOf(file);
  if (mode !== undefined) await refuseLocked(file, mode);
  const temp = await writeTemporary(file, data, mode);
  try {
    if (expected === undefined) {
      // a hard link is made only where no file is: created whole, and never over another's
      try {
        await fs.link(temp, file);
      } catch (e) {
        if (errno(e) === 'EEXIST') throw new FileChanged(file);
        // a file system without hard links: the check just before the rename has to do
        if ((await readOrAbsent(file)) !== undefined) throw new FileChanged(file);
        await renameOver(temp, file);
      }
    } else {
      if (!sameBytes(await readOrAbsent(file), expected)) throw new FileChanged(file);
      await renameOver(temp, file);
    }
  } finally {
    await fs.rm(temp, { force: true });
  }
  await removeLeftovers(file);
}

/**
 * Writes `data` to `file` whole, replacing what is there with its permissions (a file the person
 * chose to write; through its link, if it is one). A file that may not be written is left as it is (EACCES).
 */
export async function writeFileWhole(file: string, data: Uint8Array): Promise<void> {
  const real = await fs.realpath(file).catch(() => file);
  const mode = await modeOf(real);
  if (mode !== undefined) await refuseLocked(real, mode);
  const temp = await writeTemporary(real, data, mode);
  try {
    await renameOver(temp, real);
  } finally {
    await fs.rm(temp, { force: true });
  }
  await removeLeftovers(real);
}

/**
 * A note's bytes as text, when they are UTF-8 (with or without its byte-order mark). Other bytes
 * (Windows-1252, UTF-16) would come back changed if written again as UTF-8: they are refused,
 * with what to do, and the file is left as it is.
 */
function utf8Text(bytes: Uint8Array, file: string): string {
  const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  try {
    if (!utf16 && !bytes.includes(0)) return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // not UTF-8: said below
  }
  throw new Error(l10n.t('{0} is not UTF-8 text (another encoding, such as Windows-1252 or UTF-16?), so Social Pulse left it as it was. Save it as UTF-8 (the status bar\'s encoding) to write into it.', file));
}

export interface Updated {
  /** The file did not exist: it was made. */
  created: boolean;
  /** Its text as written. */
  text: string;
}

/**
 * Reads `file` (undefined text: absent), writes what `change` makes of it, and applies the change
 * again to what is there when the file changed in between. A file that keeps changing is left as
 * the other writer left it, with a message saying so.
 */
export async function updateFile(file: string, change: (text: string | undefined) => string): Promise<Updated> {
  for (let attempt = 1; ; attempt++) {
    const before = await readOrAbsent(file);
    // a note that starts with a byte-order mark keeps it: the change reads the text after it
    const bom = before !== undefined && sameBytes(before.subarray(0, 3), UTF8_BOM);
    const text = change(before === undefined ? undefined : utf8Text(before, file));
    if (before === undefined) await fs.mkdir(path.dirname(file), { recursive: true });
    const encoded = new TextEncoder().encode(text);
    try {
      await replaceFile(file, before, bom ? Buffer.concat([UTF8_BOM, encoded]) : encoded);
      return { created: before === undefined, text };
    } catch (e) {
      if (!(e instanceof FileChanged) || attempt >= ATTEMPTS) {
        throw e instanceof FileChanged ? new Error(l10n.t('{0} kept changing while it was written (a sync client or another editor?); it was left as they wrote it. Try again.', file)) : e;
      }
    }
  }
}

/** A write's failure in plain words, by its code: Node's (EACCES…) or VS Code's file system's (NoPermissions…). */
const CAUSES: Readonly<Record<string, () => string>> = {
  EACCES: () => l10n.t('permission denied (this account may not write there)'),
  EPERM: () => l10n.t('permission denied (this account may not write there)'),
  NoPermissions: () => l10n.t('permission denied (this account may not write there)'),
  ENOSPC: () => l10n.t('no space left on the disk'),
  EDQUOT: () => l10n.t('no space left on the disk (the disk quota is used up)'),
  EROFS: () => l10n.t('the disk or folder is read-only'),
  ENOENT: () => l10n.t('the folder does not exist'),
  FileNotFound: () => l10n.t('the folder does not exist'),
  ENOTDIR: () => l10n.t('a part of the path is a file, not a folder'),
  FileNotADirectory: () => l10n.t('a part of the path is a file, not a folder'),
  EISDIR: () => l10n.t('a folder of that name is there'),
  FileIsADirectory: () => l10n.t('a folder of that name is there'),
  ENAMETOOLONG: () => l10n.t('the name is too long for the file system'),
  Unavailable: () => l10n.t('the file system is not available'),
};

/** Whether `e` is a file system's failure (it has a code), not our own words about the file (writeFailureText would repeat them). */
export function isFileSystemError(e: unknown): boolean {
  return typeof (e as { code?: unknown } | undefined)?.code === 'string';
}

/**
 * Why `file` may not be written, in the words a write of ours refused there says
 * (writeFailureCause); undefined when nothing stops it. For a save the editor made and failed,
 * whose error is not ours to read.
 */
export async function writeRefusalCause(file: string): Promise<string | undefined> {
  const real = await fs.realpath(file).catch(() => file);
  const mode = await modeOf(real);
  const refusal = await (mode === undefined ? fs.access(real, fsConstants.W_OK) : refuseLocked(real, mode)).then(() => undefined, (e: unknown) => e);
  return refusal === undefined ? undefined : writeFailureCause(refusal);
}

/** The failures a later try would meet again: the person's to fix (permissions, a read-only or full disk, a file where a folder goes). */
const LASTING: ReadonlySet<string> = new Set([
  'EACCES', 'EPERM', 'NoPermissions', 'EROFS', 'ENOSPC', 'EDQUOT', 'ENOTDIR', 'FileNotADirectory', 'EISDIR', 'FileIsADirectory', 'ENAMETOOLONG',
]);

/** Whether writing failed in a way that trying again will not mend (LASTING). */
export function isLastingWriteFailure(e: unknown): boolean {
  const code = (e as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && LASTING.has(code);
}

/** What a person is told when writing `file` failed: that it was not saved, where, and why in plain words (the system's message when no words fit). */
export function writeFailureText(e: unknown, file: string): string {
  return l10n.t('Social Pulse could not write {0}, so it is not saved: {1}.', file, writeFailureCause(e));
}

/** Why a write failed in plain words, by its code (the system's message when no words fit). */
export function writeFailureCause(e: unknown): string {
  if (isReadOnlyFile(e)) return l10n.t('permission denied: the file is marked read-only; make it writable and try again, or choose another file');
  const code = (e as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && Object.hasOwn(CAUSES, code) ? CAUSES[code]() : errorText(e);
}
