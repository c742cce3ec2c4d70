// A simulated working day under the Hobby and Individual quotas: bundles bench/quota-bench.ts
// with esbuild and prints the requests per hour (user, background, cache hits). Not asserted
// here: test/unit/quota-day.test.ts asserts the same day.
//   npm run bench:quota
import * as esbuild from 'esbuild';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outfile = path.join(root, 'out', 'bench', 'quota-bench.js');

await esbuild.build({
  entryPoints: [path.join(root, 'bench', 'quota-bench.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  external: ['vscode'],
  sourcemap: 'inline',
  logLevel: 'warning',
});

const run = spawnSync(process.execPath, ['--enable-source-maps', outfile, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(run.status ?? 1);
