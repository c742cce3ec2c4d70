// A folder nothing may be written in, for real: chmod, and for root (whom chmod does not stop, as in
// CI containers) the immutable attribute as well. Returns how to make it writable again.
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';

export function makeReadOnly(dir: string): () => void {
  fs.chmodSync(dir, 0o555);
  const root = process.getuid?.() === 0;
  if (root) execFileSync('chattr', ['+i', dir]);
  return () => {
    if (root) execFileSync('chattr', ['-i', dir]);
    fs.chmodSync(dir, 0o755);
  };
}
