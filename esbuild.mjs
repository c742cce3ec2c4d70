// Builds the bundles, each loaded only by what needs it:
//   dist/extension.js    what the editor loads: dist/editor.js, from the code V8 compiled for it
//                        at an earlier start (src/main/startup), and nothing else
//   dist/editor.js       the editor layer, loaded on activation (kept small: no HTTP stack, no panels)
//   dist/panels.js       the panels and what opens or fills them (lookups, reports, comparisons,
//                        data changes), loaded on first use (src/main/onDemand/panels.ts)
//   dist/chat.js         the language model tools and @pulse, loaded on the first call (src/main/onDemand/chat.ts)
//   dist/commands.js     the editor's prompts (keys, plan, demo data, the connection's details, the
//                        MCP check, saved searches' and alerts' commands, the alerts' wizard with its pickers),
//                        loaded on first use (src/main/onDemand/commands.ts)
//   dist/digest.js      the daily digest: its commands and its writing into today's note, loaded
//                        when first asked for or due (src/main/onDemand/digest.ts)
//   dist/hovers.js       hovers where a person writes (cashtags, opted-in #topics, the service's
//                        addresses in markdown), loaded on the first such hover (src/main/onDemand/hovers.ts)
//   dist/client.js       the service client and the part of undici it uses, loaded on the first request
//   dist/emulator.js     the local emulator (src/service/demo) with its MCP endpoint: demo mode and tests only
//   dist/mcp-probe.js    the MCP SDK client (with zod and ajv), loaded by the MCP check only
//   dist/llhttp-wasm.js  undici's HTTP parser for hosts without WebAssembly SIMD, required only there
//   dist/notebook.js     Pulse notebooks: the serializer's work, the controller, their commands and the
//                        cell language, loaded when a notebook first opens (src/main/onDemand/notebook.ts)
//   dist/notebookRenderer/ the notebook renderer's browser code (tables and charts of a cell's answer)
//   dist/webview/        browser code for webview panels, its CSS and font: all a panel may load
// The editor layer requires the node bundles by computed paths (src/editor/connection/bundles.ts), so
// none of them is pulled into another.
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';

const production = process.argv.includes('--production');
const watch = process.argv.includes('--watch');

/**
 * undici parses HTTP with WebAssembly and carries the parser twice (with and without SIMD, 72 KB
 * each); the one without SIMD is needed only where SIMD is missing, so it is its own file.
 */
const llhttpWithoutSimd = {
  name: 'llhttp-without-simd',
  setup(build) {
    build.onResolve({ filter: /llhttp-wasm\.js$/ }, () => ({ path: './llhttp-wasm.js', external: true }));
  },
};

/**
 * `import * as vscode from 'vscode'` in each of our files would become its own
 * `__toESM(require('vscode'))`: a copy of the API's hundreds of names per file (29 in the editor
 * layer: about 10 ms of loading it in the host, bench:activation). Every such import resolves here to one module
 * that takes the API once.
 */
const vscodeOnce = {
  name: 'vscode-once',
  setup(build) {
    build.onResolve({ filter: /^vscode$/ }, (args) =>
      (args.namespace === 'vscode-once' ? { path: 'vscode', external: true } : { path: 'vscode', namespace: 'vscode-once' }));
    build.onLoad({ filter: /.*/, namespace: 'vscode-once' }, () => ({ contents: "export * from 'vscode';", loader: 'js' }));
  },
};

const node = {
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  external: ['vscode'],
  minify: production,
  sourcemap: !production,
  logLevel: 'warning',
  metafile: true,
  // ESM entry points first: some packages' UMD builds (jsonc-parser) require files esbuild cannot see
  mainFields: ['module', 'main'],
  plugins: [vscodeOnce],
};

const builds = {
  extension: { ...node, entryPoints: { extension: 'src/main/startup/main.ts' }, outdir: 'dist' },
  editor: { ...node, entryPoints: { editor: 'src/main/extension.ts' }, outdir: 'dist' },
  panels: { ...node, entryPoints: { panels: 'src/main/bundles/panels.ts' }, outdir: 'dist' },
  chat: { ...node, entryPoints: { chat: 'src/main/bundles/chat.ts' }, outdir: 'dist' },
  commands: { ...node, entryPoints: { commands: 'src/main/bundles/commands.ts' }, outdir: 'dist' },
  digest: { ...node, entryPoints: { digest: 'src/main/bundles/digest.ts' }, outdir: 'dist' },
  hovers: { ...node, entryPoints: { hovers: 'src/main/bundles/hovers.ts' }, outdir: 'dist' },
  client: { ...node, entryPoints: { client: 'src/service/api/client.ts' }, outdir: 'dist', plugins: [vscodeOnce, llhttpWithoutSimd] },
  emulator: { ...node, entryPoints: { emulator: 'src/service/demo/server.ts' }, outdir: 'dist' },
  'mcp-probe': { ...node, entryPoints: { 'mcp-probe': 'src/editor/connection/mcpProbe.ts' }, outdir: 'dist' },
  'llhttp-wasm': { ...node, entryPoints: { 'llhttp-wasm': 'node_modules/undici/lib/llhttp/llhttp-wasm.js' }, outdir: 'dist' },
  notebook: { ...node, entryPoints: { notebook: 'src/main/bundles/notebook.ts' }, outdir: 'dist' },
  // a notebook renderer is an ES module exporting `activate`; uPlot's CSS goes in as text it adds once
  'notebook-renderer': { bundle: true, format: 'esm', platform: 'browser', target: 'es2022', minify: production, sourcemap: !production, logLevel: 'warning',
    metafile: true, entryPoints: { renderer: 'src/features/notebookRenderer/main.ts' }, outdir: 'dist/notebookRenderer', loader: { '.css': 'text' } },
  webview: { bundle: true, format: 'iife', platform: 'browser', target: 'es2022', minify: production,
    sourcemap: !production, logLevel: 'warning', metafile: true, entryPoints: { webview: 'src/browser/webview/main.ts' }, outdir: 'dist/webview',
    // CSS imported by the webview goes to dist/webview/webview.css; the codicon font it names, beside it
    loader: { '.ttf': 'file' } },
};

/** What each bundle must not contain: whoever loads it would pay for code it never runs. */
const UNDICI = 'node_modules/undici/';
const DEMO = 'src/service/demo/';
const MCP_SDK = 'node_modules/@modelcontextprotocol/';
const ZOD = 'node_modules/zod/';
const AJV = 'node_modules/ajv';
const CLIENT = ['src/service/api/client.ts', 'src/service/api/http.ts'];
const PROBE = 'src/editor/connection/mcpProbe.ts';
/** Loaded on first use; the chat's specs (tool names, participant id) are registered at activation. */
const ON_DEMAND = ['src/features/panels/', 'src/features/reports/', 'src/features/compare/', 'src/features/changes/', 'src/features/palette/lookups.ts', 'src/features/chat/participant.ts', 'src/features/chat/pulseModel.ts', 'src/features/chat/dataAnswer.ts',
  'src/features/chat/toolRounds.ts', 'src/features/chat/freeAnswer.ts', 'src/features/chat/turnResults.ts', 'src/features/chat/tools.ts', 'src/features/chat/core/run.ts', 'src/features/chat/core/tools/',
  // the floors only these stand on: the panels' queries, markdown and shell, a report's way into a note
  'src/shared/render/', 'src/editor/panelHost/', 'src/shared/queries/report', 'src/shared/queries/market', 'src/shared/queries/changes.ts', 'src/shared/queries/indentJson.ts',
  'src/editor/toNotes/insert.ts', 'src/editor/toNotes/actions.ts', 'src/editor/toNotes/core/',
  // dist/commands.js: the prompts, and the pickers and link parsing only the alerts' wizard uses
  'src/editor/keys/commands.ts', 'src/editor/keys/flows.ts', 'src/features/palette/plan.ts', 'src/features/palette/demo.ts', 'src/features/status/showQuota.ts',
  'src/features/status/details.ts', 'src/features/mcp/check.ts', 'src/features/searches/commands.ts', 'src/features/searches/flows.ts', 'src/features/alerts/commands.ts',
  'src/features/alerts/prompt.ts', 'src/features/alerts/core/flow.ts', 'src/features/alerts/confirm.ts',
  'src/editor/pickers/', 'src/shared/lookup/',
  // dist/notebook.js: Pulse notebooks and their cell language
  'src/features/notebook/',
  // dist/digest.js: all of the digest but the schedule's maths and the day's claim (its trigger)
  'src/features/digest/register.ts', 'src/features/digest/compose.ts', 'src/features/digest/settings.ts', 'src/features/digest/config.ts', 'src/features/digest/foam',
  'src/features/digest/core/', 'src/editor/toNotes/dailyNote',
  // dist/hovers.js: hovers where a person writes
  'src/features/hovers/'];
const FORBIDDEN = {
  editor: [...CLIENT, PROBE, UNDICI, DEMO, MCP_SDK, ZOD, AJV, ...ON_DEMAND],
  panels: [...CLIENT, PROBE, UNDICI, DEMO, MCP_SDK, ZOD, AJV],
  chat: [...CLIENT, PROBE, UNDICI, DEMO, MCP_SDK, ZOD, AJV],
  commands: [...CLIENT, PROBE, UNDICI, DEMO, MCP_SDK, ZOD, AJV],
  notebook: [...CLIENT, PROBE, UNDICI, DEMO, MCP_SDK, ZOD, AJV],
  digest: [...CLIENT, PROBE, UNDICI, DEMO, MCP_SDK, ZOD, AJV],
  hovers: [...CLIENT, PROBE, UNDICI, DEMO, MCP_SDK, ZOD, AJV],
  client: [DEMO, MCP_SDK, ZOD, AJV],
  'mcp-probe': [DEMO, UNDICI],
};
/** What a bundle may contain, and nothing else: the editor loads dist/extension.js before anything. */
const ONLY = { extension: ['src/main/startup/'] };

if (watch) {
  for (const b of Object.values(builds)) await (await esbuild.context(b)).watch();
} else {
  const names = Object.keys(builds);
  const results = await Promise.all(names.map((name) => esbuild.build(builds[name])));
  let failed = false;
  for (const [name, forbidden] of Object.entries(FORBIDDEN)) {
    const inputs = Object.keys(results[names.indexOf(name)].metafile.inputs);
    const leaked = inputs.filter((p) => forbidden.some((f) => p.startsWith(f) || p.includes(`/${f}`)));
    if (leaked.length) {
      console.error(`dist/${name}.js must not contain ${forbidden.join(', ')}:\n  ${leaked.join('\n  ')}`);
      failed = true;
    }
  }
  for (const [name, allowed] of Object.entries(ONLY)) {
    const others = Object.keys(results[names.indexOf(name)].metafile.inputs).filter((p) => !allowed.some((a) => p.startsWith(a)));
    if (others.length) {
      console.error(`dist/${name}.js must contain only ${allowed.join(', ')}:\n  ${others.join('\n  ')}`);
      failed = true;
    }
  }
  if (failed) process.exit(1);
  // what an earlier build left (a bundle since renamed, a development build's source maps) would
  // ship in the .vsix or pass for this build's output
  const written = new Set(results.flatMap((r) => Object.keys(r.metafile.outputs)).map((f) => path.resolve(f)));
  for (const dir of ['dist', 'dist/webview', 'dist/notebookRenderer']) {
    for (const name of fs.readdirSync(dir)) {
      const file = path.resolve(dir, name);
      if (fs.statSync(file).isFile() && !written.has(file)) fs.rmSync(file);
    }
  }
}
