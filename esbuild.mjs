// Builds three bundles:
//   dist/extension.js  the editor layer, loaded on activation (kept small: no HTTP stack)
//   dist/service.js    the client and the emulator, required lazily on the first request
//   dist/webview/      browser code for webview panels, its CSS and font: all a panel may load
import * as esbuild from 'esbuild';

const production = process.argv.includes('--production');
const watch = process.argv.includes('--watch');

const node = {
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  external: ['vscode', './service.js'],
  minify: production,
  sourcemap: !production,
  logLevel: 'warning',
  metafile: true,
  // ESM entry points first: some packages' UMD builds (jsonc-parser) require files esbuild cannot see
  mainFields: ['module', 'main'],
};

const builds = [
  { ...node, entryPoints: { extension: 'src/extension.ts' }, outdir: 'dist' },
  { ...node, entryPoints: { service: 'src/service.ts' }, outdir: 'dist' },
  { bundle: true, format: 'iife', platform: 'browser', target: 'es2022', minify: production,
    sourcemap: !production, logLevel: 'warning', entryPoints: { webview: 'src/webview/main.ts' }, outdir: 'dist/webview',
    // CSS imported by the webview goes to dist/webview/webview.css; the codicon font it names, beside it
    loader: { '.ttf': 'file' } },
];

if (watch) {
  for (const b of builds) await (await esbuild.context(b)).watch();
} else {
  const results = await Promise.all(builds.map((b) => esbuild.build(b)));
  // The editor bundle must not pull in the HTTP stack: activation would pay for it.
  const inputs = Object.keys(results[0].metafile.inputs);
  const leaked = inputs.filter((p) => p.includes('node_modules/undici') || p.startsWith('src/demo/'));
  if (leaked.length) {
    console.error(`dist/extension.js must not contain the client or emulator runtime:\n  ${leaked.join('\n  ')}`);
    process.exit(1);
  }
}
