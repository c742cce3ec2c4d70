// Activation, tree and memory, measured in a real VS Code (code-server) side by side: the same
// VS Code is started with the minimal extension (bench/fixtures/minimal-extension: one command, one
// static three-item tree, Social Pulse's activation events), with the registrations floor (every
// contribution of Social Pulse's manifest registered with a handler that does nothing, and Trending
// Topics' and Categories' first rows shown static, as Social Pulse builds them from the same answers:
// bench/fixtures/registrations-floor) and with Social Pulse, in turns.
// In each start, bench/vscode/probe.ts runs in the extension host (as the extension-tests module):
//  - activate(): VS Code's own marks around loading the extension's code and its activate() call;
//  - tree: the driver clicks the view container's icon and times, in the page, the first rows
//    (Social Pulse: Trending Topics in real mode, with a key, from the emulator that this script
//    runs in a process of its own, so one loopback request as a real service would be);
//  - memory: extension-host heap after a scripted browsing session (Social Pulse: trees expanded,
//    topic, category and coin panels, the coins table, two reports) and after closing everything.
// Figures are printed (ratios against the minimal extension of the same run), not asserted.
//   npm run bench:activation             (production build, compiles the probe, then: --runs 3)
//   node scripts/bench-activation.mjs [--runs N] [--extension DIR] [--before DIR]
//     --extension: another built checkout of Social Pulse measured instead of this one
//     --before: another built checkout started in turns too (a column of its own: a change's before and after in one run)
//   node scripts/bench-activation.mjs --quick   bundle sizes and the last figures, no VS Code (npm test)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { runExtensionTests } from './real-vscode/extensionTests.mjs';
import { repoRoot } from './real-vscode/tools.mjs';
import { expandFirstRow, timeContainerToRows, waitForQuietPage } from './real-vscode/workbench.mjs';

const { values } = parseArgs({ options: { quick: { type: 'boolean' }, runs: { type: 'string', default: '3' },
  extension: { type: 'string', default: repoRoot }, before: { type: 'string' } } });
const pulseDir = path.resolve(values.extension);
const beforeDir = values.before && path.resolve(values.before);
const resultsDir = path.join(repoRoot, 'test-results');
const saved = path.join(resultsDir, 'vscode-bench.json');

const minimalDir = path.join(repoRoot, 'bench', 'fixtures', 'minimal-extension');
const kinds = {
  minimal: { label: 'minimal extension', extension: minimalDir, target: 'socialpulse-bench.minimal-extension',
    container: 'Minimal Bench', view: 'Static Items', session: false },
  floor: { label: 'registrations floor', extension: undefined, target: 'socialpulse-bench.registrations-floor',
    container: 'Social Pulse', view: 'Trending Topics', session: false },
  pulse: { label: 'Social Pulse', extension: pulseDir, target: 'socialpulse.social-pulse',
    container: 'Social Pulse', view: 'Trending Topics', session: true },
  before: { label: 'Social Pulse before', extension: beforeDir, target: 'socialpulse.social-pulse',
    container: 'Social Pulse', view: 'Trending Topics', session: true },
};
const measured = ['minimal', 'floor', 'pulse', ...(beforeDir ? ['before'] : [])];

if (values.quick) {
  quick();
} else {
  const figures = await measure(Number(values.runs));
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(saved, `${JSON.stringify({ ...figures, at: new Date().toISOString() }, null, 2)}\n`);
  print(figures);
  // every VS Code, browser and emulator it started is stopped by now; a pipe of the last start's
  // children can still hold the event loop open, and the figures are out
  process.exit(0);
}

async function measure(runs) {
  const manifest = (dir) => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const events = (dir) => JSON.stringify([...manifest(dir).activationEvents].sort());
  if (events(minimalDir) !== events(pulseDir)) {
    console.error('bench-activation: the minimal extension must have Social Pulse\'s activation events; copy them into bench/fixtures/minimal-extension/package.json');
    process.exit(2);
  }
  const probe = path.join(repoRoot, 'out', 'bench', 'vscode', 'probe.js');
  const bundles = [pulseDir, ...(beforeDir ? [beforeDir] : [])].map((dir) => [path.join(dir, 'dist', 'extension.js'), 'npm run build']);
  for (const [file, fix] of [[probe, 'npm run compile-tests'], ...bundles]) {
    if (!fs.existsSync(file)) {
      console.error(`bench-activation: no ${path.relative(repoRoot, file)} (${fix})`);
      process.exit(2);
    }
  }
  const emulator = await startEmulator();
  kinds.floor.extension = floorExtension(await firstRows(emulator));
  const samples = Object.fromEntries(measured.map((name) => [name, []]));
  try {
    for (let i = 0; i < runs; i++) {
      for (const name of measured) {
        process.stderr.write(`bench-activation: start ${i + 1}/${runs}, ${kinds[name].label}\n`);
        samples[name].push(await oneStart(kinds[name], probe, kinds[name].session ? emulator : undefined));
      }
    }
  } finally {
    emulator.stop();
    fs.rmSync(kinds.floor.extension, { recursive: true, force: true });
  }
  const vscode = samples.pulse[0].activation.vscode;
  const summary = (list) => ({
    loadMs: median(list.map((s) => s.activation.loadMs)),
    activateMs: median(list.map((s) => s.activation.activateMs)),
    ownMs: median(list.map((s) => s.activation.ownMs)),
    treeMs: median(list.map((s) => s.treeMs)),
    loopbackMs: median(list.map((s) => s.activation.loopbackMs)),
    beforeMb: median(list.map((s) => s.memory.beforeMb)),
    afterSessionMb: median(list.map((s) => s.memory.afterSessionMb)),
    afterCloseMb: median(list.map((s) => s.memory.afterCloseMb)),
    afterClearMb: list[0].memory.afterClearMb === undefined ? undefined : median(list.map((s) => s.memory.afterClearMb)),
    panels: list[0].memory.panels,
    gc: list[0].memory.gc,
    // Social Pulse's client cache (the minimal extension has none)
    cacheMb: list[0].memory.cacheMb === undefined ? undefined : median(list.map((s) => s.memory.cacheMb)),
    cacheBoundMb: list[0].memory.cacheBoundMb,
  });
  return { vscode, runs, extension: pulseDir, build: buildKind(), minimal: summary(samples.minimal), floor: summary(samples.floor),
    pulse: summary(samples.pulse), before: samples.before && summary(samples.before), beforeExtension: beforeDir, samples };
}

/**
 * Trending Topics' and Categories' first rows, built by Social Pulse's own tree code (compiled to
 * out/ with the tests) from the emulator's answers: what the floor shows without a request.
 */
async function firstRows(emulator) {
  const { topicListNode, categoryListNode } = createRequire(import.meta.url)(path.join(repoRoot, 'out', 'src', 'features', 'trees', 'socialNodes.js'));
  const list = async (operation) => {
    const answer = await fetch(`${emulator.settings['socialPulse.baseUrl']}/public/${operation}/list/v1`, { headers: { Authorization: `Bearer ${emulator.key}` } });
    return (await answer.json()).data;
  };
  const row = (node) => ({ id: node.id, label: node.label, description: node.description, a11y: node.a11y, icon: node.icon, contextValue: `${node.pin.kind} pinnable` });
  return {
    'socialPulse.topics': (await list('topics')).map((item) => row(topicListNode('topics', item))),
    'socialPulse.categories': (await list('categories')).map((item) => row(categoryListNode('categories', item))),
  };
}

/** The registrations floor: its extension.js and `rows` beside Social Pulse's manifest (renamed) and icons. */
function floorExtension(rows) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'social-pulse-floor-'));
  const manifest = JSON.parse(fs.readFileSync(path.join(pulseDir, 'package.json'), 'utf8'));
  Object.assign(manifest, { name: 'registrations-floor', publisher: 'socialpulse-bench', displayName: 'Social Pulse bench: registrations floor',
    main: './extension.js', private: true });
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
  fs.copyFileSync(path.join(repoRoot, 'bench', 'fixtures', 'registrations-floor', 'extension.js'), path.join(dir, 'extension.js'));
  fs.writeFileSync(path.join(dir, 'rows.json'), JSON.stringify(rows));
  fs.cpSync(path.join(pulseDir, 'media'), path.join(dir, 'media'), { recursive: true });
  // the manifest's %key% strings
  for (const f of fs.readdirSync(pulseDir).filter((n) => /^package\.nls(\.[\w-]+)?\.json$/.test(n))) fs.copyFileSync(path.join(pulseDir, f), path.join(dir, f));
  return dir;
}

/**
 * The service emulator in a process of its own (scripts/run-emulator.mjs, which knows where it is
 * built), with a made-up key on the Builder plan; warmed up by one request.
 */
async function startEmulator() {
  const key = `bench-${randomBytes(12).toString('hex')}`;
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'run-emulator.mjs'), '--port', '0', '--plan', 'builder', '--key', key],
    { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  const address = (name) => out.match(new RegExp(`${name}:\\s+(\\S+)`))?.[1];
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => {
      out += d;
      if (address('MCP')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the emulator exited (${code}) before it listened`)));
  });
  const settings = { 'socialPulse.baseUrl': address('API'), 'socialPulse.markdownUrl': address('Markdown'),
    'socialPulse.mcpUrl': address('MCP'), 'socialPulse.plan': 'builder' };
  await fetch(`${settings['socialPulse.baseUrl']}/public/topics/list/v1`, { headers: { Authorization: `Bearer ${key}` } });
  return { key, settings, stop: () => child.kill() };
}

/** One VS Code start: the probe in the extension host, the driver timing the tree in the page. */
async function oneStart(kind, probe, emulator) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'social-pulse-bench-'));
  const read = (name) => JSON.parse(fs.readFileSync(path.join(dir, `${name}.json`), 'utf8'));
  try {
    let treeMs;
    const { result, hostErrors, driverError, work } = await runExtensionTests({
      label: 'bench', extension: kind.extension, tests: probe, timeoutMs: 180_000, settings: emulator?.settings,
      env: { BENCH_TARGET: kind.target, BENCH_DIR: dir, BENCH_SESSION: kind.session ? '1' : '0', BENCH_KEY: emulator?.key ?? '' },
      whileRunning: async (page) => {
        // the container is opened once the extension is active: the tree, not activation, is timed
        await until(() => fs.existsSync(path.join(dir, 'activation.json')), 90_000, 'the probe\'s activation figures');
        try {
          await waitForQuietPage(page);
          treeMs = await timeContainerToRows(page, kind.container, kind.view);
          if (kind.session) {
            await expandFirstRow(page, 'Trending Topics');
            await expandFirstRow(page, 'Categories');
          }
        } finally {
          fs.writeFileSync(path.join(dir, 'tree.json'), JSON.stringify({ treeMs }));   // the probe goes on
        }
      },
    });
    if (result !== 0 || driverError) {
      const why = [driverError && `driver: ${driverError}`, ...hostErrors].filter(Boolean).join('\n');
      throw new Error(`the ${kind.label} start ended with ${result}${why ? `:\n${why}` : ''}\n(profile kept in ${work})`);
    }
    return { activation: read('activation'), treeMs, memory: read('memory') };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function until(condition, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A development build points at its source maps; a production build does not. */
function buildKind(dir = pulseDir) {
  const bundle = path.join(dir, 'dist', 'extension.js');
  return fs.existsSync(bundle) && fs.readFileSync(bundle, 'utf8').includes('//# sourceMappingURL=') ? 'development build' : 'production build';
}

function median(list) {
  const sorted = [...list].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function print(f) {
  const { minimal: m, floor: fl, pulse: p, before: b } = f;
  const ms = (n) => (n === undefined ? '–' : `${Math.round(n)} ms`).padStart(9);
  const mb = (n) => (n === undefined ? '–' : `${n.toFixed(1)} MB`).padStart(9);
  const ratio = (a, b) => `${(a / Math.max(b, 1)).toFixed(2)}×`;
  // the floor column is missing from figures saved before it existed
  const row = (name, pick, fmt, extra = '') =>
    console.log(`${name.padEnd(34)}${fmt(pick(m))}  ${fmt(fl && pick(fl))}  ${fmt(pick(p))}  ${b ? `${fmt(pick(b))}  ` : ''}${extra}`);
  console.log(`VS Code ${f.vscode} (code-server, real extension host), Social Pulse ${f.build}${f.extension && f.extension !== repoRoot ? ` from ${f.extension}` : ''}, median of ${f.runs} starts each`);
  console.log(`${''.padEnd(34)}${'minimal'.padStart(9)}  ${'floor'.padStart(9)}  ${'Pulse'.padStart(9)}  ${b ? `${'before'.padStart(9)}` : ''}`);
  if (b) console.log(`  (before: ${f.beforeExtension}, started in turns with the others; the ratios below are Pulse's)`);
  row('load extension code', (k) => k.loadMs, ms);
  row('activate()', (k) => k.activateMs, ms,
    `${ratio(p.activateMs, m.activateMs)} (goal ≤ 1.5×: ${p.activateMs <= 1.5 * Math.max(m.activateMs, 1) ? 'met' : 'not met'})${fl ? `; ${ratio(p.activateMs, fl.activateMs)} the floor` : ''}`);
  row('code load + activate()', (k) => k.ownMs, ms, ratio(p.ownMs, m.ownMs));
  if (fl) console.log(`  (floor: the same contributions registered with handlers that do nothing; its activate() is ${ratio(fl.activateMs, m.activateMs)} the minimal's)`);
  if (f.samples) {
    const each = (name, pick) => `${name} ${(f.samples[name] ?? []).map(pick).map(Math.round).join(', ')}`;
    const all = (pick) => ['minimal', 'floor', 'pulse', 'before'].filter((k) => f.samples[k]).map((k) => each(k, pick)).join('; ');
    console.log(`  each start, activate(): ${all((s) => s.activation.activateMs)}`);
    console.log(`  each start, first rows: ${all((s) => s.treeMs)}`);
    // src/main/startup/codeCache.ts: a build from before it reports nothing
    const saved = f.samples.pulse.map((s) => s.activation.fromSavedCode);
    if (saved.some((x) => x !== undefined)) {
      console.log(`  Pulse's editor layer: ${saved.map((x) => (x ? 'saved code' : 'compiled')).join(', ')} (saved code: what V8 compiled at an earlier start)`);
    }
  }
  // the tree goal: at most 1.2× a static tree, plus the one loopback request the data needs
  const treeGoal = (base) => {
    const allowance = 1.2 * base.treeMs + p.loopbackMs;
    return `(goal ≤ 1.2× + 1 loopback request = ${Math.round(allowance)} ms: ${p.treeMs <= allowance ? 'met' : 'not met'})`;
  };
  row('container click → first rows', (k) => k.treeMs, ms,
    `${ratio(p.treeMs, m.treeMs)} ${treeGoal(m)}${fl ? `; ${ratio(p.treeMs, fl.treeMs)} the floor ${treeGoal(fl)}` : ''}`);
  console.log(`  (clicked once the workbench had no long task for 1 s; Pulse's first rows: real mode, a key set after`);
  console.log(`   activation, the emulator in another process: one request on loopback; one loopback request alone`);
  console.log(`   in that extension host: ${p.loopbackMs.toFixed(1)} ms; the minimal extension's: three static rows in a container`);
  console.log(`   of one view; the floor's: Social Pulse's first rows of Trending Topics and Categories, static, in its container)`);
  if (p.beforeMb !== undefined) row(`host heap before the session${p.gc === 'yes' ? ' + GC' : ' (no GC)'}`, (k) => k.beforeMb, mb, '(after the tree\'s first rows)');
  row(`host heap after the session${p.gc === 'yes' ? ' + GC' : ' (no GC)'}`, (k) => k.afterSessionMb, mb,
    `(Pulse: ${p.panels} panels and reports open, two trees expanded; the others: idle)`);
  row(`host heap after closing${p.gc === 'yes' ? ' + GC' : ' (no GC)'}`, (k) => k.afterCloseMb, mb);
  if (p.afterClearMb !== undefined) row('  then without the cached answers', (k) => k.afterClearMb, mb, '(Pulse: its client cache emptied)');
  if (p.cacheMb === undefined) return;
  // the bound counts answers as received: what they hold in the heap says whether it bounds memory
  const held = p.afterClearMb === undefined ? '' : `; emptying it freed ${(p.afterCloseMb - p.afterClearMb).toFixed(1)} MB of heap (${((p.afterCloseMb - p.afterClearMb) / p.cacheMb).toFixed(2)}× what it counts)`;
  console.log(`client cache after the session             ${p.cacheMb.toFixed(1)} MB of its bound, ${p.cacheBoundMb.toFixed(1)} MB${held}`);
}

function quick() {
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const dist = path.join(repoRoot, 'dist');
  console.log(`bundles (${buildKind(repoRoot)}; npm run build:prod for shipped sizes)`);
  const bundles = fs.existsSync(dist)
    ? fs.readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js')).sort()
    : [];
  if (!bundles.length) console.log('dist/ has no bundles (npm run build)');
  for (const bundle of bundles) {
    const body = fs.readFileSync(path.join(dist, bundle));
    console.log(`${`dist/${bundle}`.padEnd(26)} ${kb(body.length).padStart(9)}  (${kb(gzipSync(body).length)} gzip)`);
  }
  const figure = path.join(resultsDir, 'activation.json');
  if (fs.existsSync(figure)) {
    const { activateMs, vscode, at } = JSON.parse(fs.readFileSync(figure, 'utf8'));
    console.log(`${'activate()'.padEnd(26)} ${`${activateMs} ms`.padStart(9)}  (VS Code ${vscode}, integration run, ${at})`);
  } else {
    console.log('activate()                 not measured yet (npm run test:integration records it)');
  }
  if (fs.existsSync(saved)) {
    const last = JSON.parse(fs.readFileSync(saved, 'utf8'));
    console.log(`\nlast side-by-side figures (npm run bench:activation, ${last.at}):`);
    print(last);
  } else {
    console.log('side by side with a minimal extension: npm run bench:activation');
  }
}
