// A new empty folder for each test of a describe block, removed after it.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

/** Call inside a describe: `.dir` is that test's own folder while it runs. */
export function folderEachTest(prefix: string): { readonly dir: string } {
  const current = { dir: '' };
  beforeEach(() => {
    current.dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  });
  afterEach(() => fs.rmSync(current.dir, { recursive: true, force: true }));
  return current;
}
