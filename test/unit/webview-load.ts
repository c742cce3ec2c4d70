// Loads a module of the panels' page into this Node process as esbuild bundles it for the page
// (its stylesheets left out), to run against fake-dom.ts. The webview's code is typed against the
// DOM, which the tests' own compilation has not: the test says which of its exports it uses.
import * as esbuild from 'esbuild';
import path from 'node:path';
import './fake-dom';

const ROOT = path.resolve(__dirname, '../../..');

/** The exports of `entries` (paths under src/browser/webview), bundled together: one copy of the page's modules they share. */
export function loadWebview(...entries: string[]): Record<string, unknown> {
  return bundle(entries, {});
}

/** As loadWebview, with uPlot played by fake-uplot.ts, whose `fakePlots` are among the exports. */
export function loadWebviewWithFakeUplot(...entries: string[]): Record<string, unknown> {
  const fake = path.join(ROOT, 'test/unit/fake-uplot.ts');
  return bundle([...entries, path.relative(path.join(ROOT, 'src/browser/webview'), fake)], { uplot: fake });
}

function bundle(entries: string[], alias: Record<string, string>): Record<string, unknown> {
  const built = esbuild.buildSync({
    stdin: { contents: entries.map((e) => `export * from './${e.replace(/\.ts$/, '')}';`).join('\n'), resolveDir: path.join(ROOT, 'src/browser/webview'), loader: 'ts' },
    alias, bundle: true, write: false, format: 'cjs', platform: 'node', target: 'es2022', loader: { '.css': 'empty' }, logLevel: 'silent',
  });
  const module = { exports: {} as Record<string, unknown> };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  new Function('module', 'exports', 'require', built.outputFiles[0]!.text)(module, module.exports, require);
  return module.exports;
}
