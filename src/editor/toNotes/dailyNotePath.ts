// Where today's note is on disk, checked before anything is written: the pattern's path joined to
// the workspace folder, and then, with the links on disk followed (fs.realpath), still inside that
// folder. A folder or note that is a symlink out of the workspace is refused, as is `..` or an
// absolute path (dailyNote.ts patternProblem), as is a path through a file where a folder goes; and
// whether its permissions let the note be written (noteWriteProblem). Plain Node: tested against a real temporary folder.
import { constants as fsConstants, promises as fs } from 'node:fs';
import * as path from 'node:path';
import * as l10n from '../../shared/format/l10n';
import { writeFailureCause, writeRefusalCause } from '../fileWrite';
import { expandPattern, patternProblem, type Day } from './dailyNote';

export type NotePath =
  | { ok: true; /** Absolute path of the note (its links resolved). */ file: string; /** As the pattern names it, `/`-separated. */ relative: string; exists: boolean }
  | { ok: false; reason: string };

function inside(folder: string, target: string): boolean {
  const rel = path.relative(folder, target);
  // a name that only starts with dots (`..notes`) is inside; another drive (Windows) gives an absolute path
  return rel !== '' && rel !== '..' && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel);
}

/** The deepest part of `target` that exists, resolved, and the rest of the path below it. */
async function resolveExisting(target: string): Promise<{ real: string; rest: string[] }> {
  const rest: string[] = [];
  let at = target;
  for (;;) {
    try {
      return { real: await fs.realpath(at), rest };
    } catch {
      const parent = path.dirname(at);
      if (parent === at) throw new Error(`nothing of ${target} exists`);
      rest.unshift(path.basename(at));
      at = parent;
    }
  }
}

/**
 * Today's note in `folder` (a local workspace folder's path) for `pattern` and `day`, or why it is
 * refused. A link that dangles (its target missing) is refused too: writing through it would
 * create a file wherever it points.
 */
export async function resolveDailyNote(folder: string, pattern: string, day: Day): Promise<NotePath> {
  const problem = patternProblem(pattern);
  if (problem) return { ok: false, reason: l10n.t('socialPulse.digest.target "{0}" is refused: {1}.', pattern, problem) };
  const relative = expandPattern(pattern, day);
  let root: string;
  try {
    root = await fs.realpath(folder);
  } catch {
    return { ok: false, reason: l10n.t('the workspace folder {0} cannot be read.', folder) };
  }
  const joined = path.join(root, ...relative.split('/'));
  if (!inside(root, joined)) return { ok: false, reason: l10n.t('{0} is not inside the workspace folder.', relative) };
  const link = await fs.lstat(joined).then((s) => s.isSymbolicLink(), () => false);
  const { real, rest } = await resolveExisting(joined);
  if (link && rest.length) return { ok: false, reason: l10n.t('{0} is a link to a file that does not exist.', relative) };
  const file = path.join(real, ...rest);
  if (!inside(root, file)) return { ok: false, reason: l10n.t('{0} leads outside the workspace folder (a symbolic link).', relative) };
  if (!/\.md$/i.test(file)) return { ok: false, reason: l10n.t('{0} leads to a file that is not markdown (.md).', relative) };
  if (rest.length && !(await fs.stat(real)).isDirectory()) return { ok: false, reason: l10n.t('{0} cannot be made: {1} is a file, not a folder.', relative, path.relative(root, real).split(path.sep).join('/')) };
  if (rest.length === 0 && !(await fs.stat(file)).isFile()) return { ok: false, reason: l10n.t('{0} is not a file.', relative) };
  return { ok: true, file, relative, exists: rest.length === 0 };
}

/**
 * Why the resolved note (`file`, as resolveDailyNote gives it) may not be written on disk, or
 * undefined: checked before a digest spends its requests. Permissions only (fs.access): the note,
 * if there, must not be marked read-only nor refused to this account, and this account must be
 * allowed new files in the folder it is written in (a new file goes beside it first; a folder
 * still to be made is made in its nearest existing one). A full disk or a used-up disk quota is
 * met only by the write itself (a lasting NoteNotWritten).
 */
export async function noteWriteProblem(file: string, relative: string): Promise<string | undefined> {
  const exists = await fs.stat(file).then(() => true, () => false);
  const refused = exists ? await writeRefusalCause(file) : undefined;
  if (refused) return l10n.t('{0} cannot be written: {1}.', relative, refused);
  try {
    let dir = path.dirname(file);
    while (!(await fs.stat(dir).then(() => true, () => false)) && path.dirname(dir) !== dir) dir = path.dirname(dir);
    await fs.access(dir, fsConstants.W_OK);
    return undefined;
  } catch (e) {
    return l10n.t('{0} cannot be written: {1}.', relative, writeFailureCause(e));
  }
}
