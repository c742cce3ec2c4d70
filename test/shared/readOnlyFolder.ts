// A folder or file nothing may be written in, for real: chmod, and for root (whom chmod does not
// stop, as in CI containers) the immutable attribute as well. Returns how to make it writable again.
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';

function readOnly(target: string, locked: number, open: number): () => void {
  fs.chmodSync(target, locked);
  const root = process.getuid?.() === 0;
  if (root) execFileSync('chattr', ['+i', target]);
  return () => {
    if (root) execFileSync('chattr', ['-i', target]);
    fs.chmodSync(target, open);
  };
}

export const makeReadOnly = (dir: string): (() => void) => readOnly(dir, 0o555, 0o755);

export const makeFileReadOnly = (file: string): (() => void) => readOnly(file, 0o444, 0o644);
