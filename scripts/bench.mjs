// Request economy and client overhead: bundles bench/client-bench.ts with esbuild and runs it
// against the emulator on loopback. Figures are printed, not asserted.
//   npm run bench
import * as esbuild from 'esbuild';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outfile = path.join(root, 'out', 'bench', 'client-bench.js');

await esbuild.build({
  entryPoints: [path.join(root, 'bench', 'client-bench.ts')],
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
