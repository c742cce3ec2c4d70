// Runs a TypeScript benchmark of bench/: bundles bench/<name>.ts with esbuild and runs it against
// the emulator on loopback. Figures are printed, not asserted.
//   npm run bench         (client-bench: request economy and client overhead)
//   npm run bench:quota   (quota-bench: a simulated working day under Hobby and Individual limits;
//                          test/unit/quota-day.test.ts asserts the same day)
import * as esbuild from 'esbuild';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [name, ...args] = process.argv.slice(2);
const entry = path.join(root, 'bench', `${name}.ts`);
if (!name || !fs.existsSync(entry)) {
  console.error(`run-bench: no benchmark bench/${name ?? '<name>'}.ts`);
  process.exit(2);
}
const outfile = path.join(root, 'out', 'bench', `${name}.js`);
// a benchmark that runs part of itself in child processes keeps that part in bench/<name>.child.ts
const child = path.join(root, 'bench', `${name}.child.ts`);

await esbuild.build({
  entryPoints: { [name]: entry, ...(fs.existsSync(child) ? { [`${name}.child`]: child } : {}) },
  outdir: path.dirname(outfile),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  external: ['vscode'],
  sourcemap: 'inline',
  logLevel: 'warning',
});

const run = spawnSync(process.execPath, ['--enable-source-maps', outfile, ...args], { cwd: root, stdio: 'inherit' });
process.exit(run.status ?? 1);
