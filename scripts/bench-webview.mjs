// Builds dist/webview/webview.js and its CSS as shipped (minified, options as in esbuild.mjs) and runs the
// webview rendering benchmark in headless Chromium. Only the webview bundle is built, so the
// figures do not depend on the rest of the extension building.
//   npm run bench:webview [-- --runs N --coins N --points N]
import * as esbuild from 'esbuild';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

await esbuild.build({
  absWorkingDir: root,
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  logLevel: 'warning',
  entryPoints: { webview: 'src/webview/main.ts' },
  outdir: 'dist/webview',
  loader: { '.ttf': 'file' },
});

const run = spawnSync(process.execPath, [path.join(root, 'bench', 'webview-bench.mjs'), ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(run.status ?? 1);
