// Builds dist/webview/webview.js and its CSS as shipped (minified, options as in esbuild.mjs), and the
// baselines the benchmark measures them against (out/webview-bench/baselines.js and the topic
// panel's bare page, out/webview-bench/bare-topic.js, built the same way), then runs the webview
// rendering benchmark in headless Chromium. Only these bundles are built, so the figures do not
// depend on the rest of the extension building.
//   npm run bench:webview [-- --runs N --coins N --points N]
// With --profile the bundles keep their names (not minified identifiers), for the profile to name functions.
import * as esbuild from 'esbuild';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const shipped = {
  absWorkingDir: root,
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2022',
  logLevel: 'warning',
  ...(process.argv.includes('--profile') ? { minifyWhitespace: true, minifySyntax: true } : { minify: true }),
};
await esbuild.build({ ...shipped, entryPoints: { webview: 'src/browser/webview/main.ts' }, outdir: 'dist/webview', loader: { '.ttf': 'file' } });
await esbuild.build({ ...shipped, entryPoints: { baselines: 'bench/webview-baselines.mjs', 'bare-topic': 'bench/webview-bare-topic.mjs' }, outdir: 'out/webview-bench' });

const run = spawnSync(process.execPath, [path.join(root, 'bench', 'webview-bench.mjs'), ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(run.status ?? 1);
