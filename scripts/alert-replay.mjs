// Prints issue 25's alert replay (bench/alert-replay.ts): firings per condition over 30 days of
// emulator data, and requests a day of a person's rules on Hobby and Individual.
//   node scripts/alert-replay.mjs
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = spawnSync(process.execPath, [path.join(root, 'scripts', 'run-bench.mjs'), 'alert-replay'], { cwd: root, stdio: 'inherit' });
process.exit(run.status ?? 1);
