// UI end to end in a real VS Code (code-server) driven through headless chromium.
//   node test/e2e/run.mjs [--extension DIR|file.vsix] [--jobs N] [scenario.mjs ...]
// --extension: by default the working folder, copied as the .vsix would hold it; `npm test` gives
// the .vsix `npm run package` makes, installed once with code-server --install-extension and copied
// into each scenario's profile.
// --jobs: how many scenarios run at once, each in its own editor, browser and emulators (default
// E2E_JOBS or 1). A scenario mostly waits on the editor, so two share a 2-core machine, but on a
// busy one a hover-click of the Foam scenario timed out with two: one until that is made sure.
// Each scenario's lines are printed together when it ends.
// Scenarios are the other .mjs files of this folder. Each exports `name`, an optional
// `setup(h)` returning { settings } for the profile (and { extensions }: more extension folders
// to install; { proposedApi }: ids of fixture extensions allowed proposed APIs), and `run(h)` made of `h.step(...)` calls; one exporting `last = true` runs after
// the others (it inspects what they left, `h.runs`). One exporting `minuteMs` runs its editor and
// its emulators on a plan minute that long (src/service/api/pacing.ts): for a scenario that checks what a
// used-up minute does, not how long it lasts. One exporting `hourTurnMinutes` (it waits, with
// clearOfTheHourTurn, until the hour has that many minutes left) is run later when it would wait.
// A step is one test: the summary counts them like mocha does ("N passing", "N failing").
// Screenshots: test-results/screenshots/NN-name.png; timings: test-results/e2e-timings.json.
// With every screenshot the HTML of every frame is saved into the run's folder (e2e-capture/),
// and at a scenario's end the browser's storage too, for the secrets scan.
// env: KEEP_RUNS=1 keeps profiles and logs; UI_TIMEOUT_MS (default 30000) per wait.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { launchBrowser } from '../../scripts/real-vscode/browser.mjs';
import { freePort, startCodeServer } from '../../scripts/real-vscode/server.mjs';
import { repoRoot } from '../../scripts/real-vscode/tools.mjs';
import { openWorkbench, screenshot } from '../../scripts/real-vscode/workbench.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values, positionals } = parseArgs({ allowPositionals: true,
  options: { extension: { type: 'string', default: repoRoot }, jobs: { type: 'string', default: process.env.E2E_JOBS || '1' } } });
const jobs = Number(values.jobs);
if (!(Number.isInteger(jobs) && jobs >= 1)) {
  console.error(`e2e: --jobs takes a whole number from 1 (got ${values.jobs})`);
  process.exit(2);
}
const extension = path.resolve(values.extension);

/** Minutes a scenario takes to reach its `clearOfTheHourTurn` wait, on a busy machine. */
const REACHES_ITS_WAIT = 2;

const scenarioFiles = positionals.length ? positionals.map((p) => path.resolve(p))
  : fs.readdirSync(here).filter((f) => f.endsWith('.mjs') && f !== 'run.mjs').sort().map((f) => path.join(here, f));
const results = path.join(repoRoot, 'test-results');
const shotsDir = path.join(results, 'screenshots');
fs.rmSync(shotsDir, { recursive: true, force: true });

if (extension.endsWith('.vsix')) {
  if (!fs.existsSync(extension)) {
    console.error(`e2e: ${extension} is missing (npm run package)`);
    process.exit(2);
  }
} else {
  const main = JSON.parse(fs.readFileSync(path.join(extension, 'package.json'), 'utf8')).main;
  if (main && !fs.existsSync(path.join(extension, main))) {
    console.error(`e2e: ${path.join(extension, main)} is missing (npm run build)`);
    process.exit(2);
  }
}

let passed = 0, failed = 0, skipped = 0, shotNo = 0;
const timings = {};
/** Seconds per scenario: in all, and in starting (set-up, code-server, browser) and stopping it. */
const durations = [];
const failures = [];
const tStart = Date.now();
/** Work folders (profile, logs, captures) of the finished scenarios, removed at the very end. */
const runs = [];
/** Every key an emulator was started with: the keys the scenarios type into the editor. */
const secrets = new Set();
/** What this runner and its emulators printed, for the secrets scan. */
const output = [];
const emulatorOutput = [];
const say = (text = '') => { output.push(text); console.log(text); };

const loaded = [];
for (const file of scenarioFiles) loaded.push(await import(pathToFileURL(file).href));
await inLanes(loaded.filter((s) => !s.last), jobs, runScenario);
for (const scenario of loaded.filter((s) => s.last)) await runScenario(scenario);

/** Runs one scenario in its own editor and browser; its lines are printed together at its end. */
async function runScenario(scenario) {
  const lines = [`\n  ${scenario.name}`];
  const say = (text = '') => { lines.push(text); };
  const cleanups = [];
  let server, browser, aborted = false;
  const marks = (timings[scenario.name] = {});
  const tScenario = Date.now();
  let tStarted = tScenario, tStopping = tScenario;
  const env = { ...(scenario.minuteMs ? { SOCIAL_PULSE_TEST_MINUTE_MS: String(scenario.minuteMs) } : {}), ...scenario.env };
  let t0 = Date.now();
  const h = {
    page: undefined,
    server: undefined,
    browser: undefined,
    extension,
    runs,
    secrets,
    /** Everything printed so far by this runner (failures included) and by its emulators. */
    output: () => [...output, ...failures.map((f) => String(f.error?.stack ?? f.error)), ...emulatorOutput.map((o) => o.text)].join('\n'),
    /** Prints a line under the current step (part of the output the secrets scan reads). */
    note(text) { say(`      ${text}`); },
    /** Milliseconds since the workbench was requested, recorded under `label`. */
    mark(label) { marks[label] = Date.now() - t0; return marks[label]; },
    async shot(name) {
      shotNo += 1;
      const file = await screenshot(h.page, shotsDir, `${String(shotNo).padStart(2, '0')}-${name}`);
      await captureFrames(h.page, path.join(h.server.work, 'e2e-capture'), `${String(shotNo).padStart(2, '0')}-${name}`);
      return file;
    },
    async step(title, fn) {
      if (aborted) { skipped += 1; say(`    - ${title} (skipped)`); return; }
      const started = Date.now();
      try {
        await fn();
        passed += 1;
        say(`    ✔ ${title} (${Date.now() - started} ms)`);
      } catch (e) {
        failed += 1;
        aborted = true;   // later steps build on this one
        failures.push({ scenario: scenario.name, title, error: e });
        say(`    ✖ ${title}`);
        if (h.page) await screenshot(h.page, shotsDir, `failure-${slug(scenario.name)}`).catch(() => undefined);
      }
    },
    startEmulator: (o) => startEmulator(o, env, cleanups),
    /** Saves every frame's HTML and the browser's storage now (the runner does at the end too). */
    capture: (label) => captureRun(h.page, h.server.work, label),
  };
  try {
    const { settings, extensions = [], proposedApi } = (await scenario.setup?.(h)) ?? {};
    // short: chromium's socket lives under the work folder, and a socket path has at most 107 bytes
    server = await startCodeServer({ label: `e2e-${slug(scenario.name).slice(0, 12)}`, extensions: [extension, ...extensions], settings, proposedApi, env });
    browser = await launchBrowser(server);
    Object.assign(h, { page: browser.page, server, browser });
    t0 = tStarted = Date.now();
    await h.step('workbench opens', async () => {
      await openWorkbench(browser.page, server.url());
      h.mark('workbench visible');
    });
    await scenario.run(h);
  } catch (e) {
    failed += 1;
    failures.push({ scenario: scenario.name, title: 'set-up', error: e });
    say('    ✖ set-up');
  } finally {
    tStopping = Date.now();
    if (browser && server) await captureRun(browser.page, server.work, 'end');
    await browser?.close();
    await server?.stop({ keep: true });
    if (server) runs.push({ scenario: scenario.name, work: server.work });
    for (const c of cleanups.reverse()) await c();
    const s = (ms) => (ms / 1000).toFixed(1);
    durations.push(`${scenario.name}: ${s(Date.now() - tScenario)} s (starting ${s(tStarted - tScenario)} s, stopping ${s(Date.now() - tStopping)} s)`);
    for (const line of lines) { output.push(line); console.log(line); }
  }
}

/**
 * The next scenario to run, taken from `queue`: one that would wait for the hour to turn (it
 * exports `hourTurnMinutes`, the minutes its `clearOfTheHourTurn` asks for) is put off while any
 * other can run, so the run rarely waits at all.
 */
function nextScenario(queue) {
  const left = 60 - (Date.now() % 3_600_000) / 60_000;
  const i = queue.findIndex((s) => !s.hourTurnMinutes || left > s.hourTurnMinutes + REACHES_ITS_WAIT);
  return queue.splice(i === -1 ? 0 : i, 1)[0];
}

/** Runs `work` on every scenario, at most `lanes` at a time. */
async function inLanes(items, lanes, work) {
  const queue = [...items];
  const lane = async () => {
    for (let item = nextScenario(queue); item; item = nextScenario(queue)) await work(item);
  };
  await Promise.all(Array.from({ length: Math.min(lanes, items.length) }, lane));
}

if (failures.length || process.env.KEEP_RUNS) {
  for (const r of runs) say(`  ${r.scenario}: profile, logs and captures kept in ${r.work}`);
} else {
  for (const r of runs) fs.rmSync(r.work, { recursive: true, force: true, maxRetries: 3 });
}

fs.mkdirSync(results, { recursive: true });
fs.writeFileSync(path.join(results, 'e2e-timings.json'), JSON.stringify(timings, null, 2));
say('\n  timings (ms since the workbench was requested):');
for (const [name, m] of Object.entries(timings)) {
  for (const [label, ms] of Object.entries(m)) say(`    ${name}: ${label} ${ms}`);
}
say('\n  time per scenario:');
for (const d of durations) say(`    ${d}`);
say(`\n  ${passed} passing (${((Date.now() - tStart) / 1000).toFixed(1)}s)`);
if (skipped) say(`  ${skipped} pending`);
if (failed) say(`  ${failed} failing`);
failures.forEach(({ scenario, title, error }, i) => {
  say(`\n  ${i + 1}) ${scenario}\n       ${title}:\n     ${error?.stack ?? error}`);
});
if (fs.existsSync(shotsDir)) say(`\n  screenshots: ${shotsDir}`);
process.exit(failed ? 1 : 0);

/**
 * Starts the extension's emulator as its own process (scripts/run-emulator.mjs of the extension
 * folder under test), the way a person runs it, and resolves with its addresses once it answers.
 * `control` adds `faults(fault | fault[])` and `clearFaults()` (POST /__emulator/faults);
 * `hostile` puts script and markup payloads into every text field.
 */
async function startEmulator({ key, plan, seed, control, hostile }, env, cleanups) {
  const root = extension.endsWith('.vsix') ? repoRoot : extension;
  const script = path.join(root, 'scripts', 'run-emulator.mjs');
  if (!fs.existsSync(script)) throw new Error(`no emulator script at ${script}`);
  secrets.add(key);
  const port = await freePort();
  const args = [script, '--port', String(port), '--key', key];
  if (plan) args.push('--plan', plan);
  if (seed !== undefined) args.push('--seed', String(seed));
  if (control) args.push('--control');
  if (hostile) args.push('--hostile');
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  const printed = { text: '' };
  emulatorOutput.push(printed);
  child.stdout.on('data', (d) => { printed.text += d; });
  child.stderr.on('data', (d) => { printed.text += d; });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  cleanups.push(async () => { child.kill(); await exited; });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20000;
  for (;;) {
    try { await fetch(origin); break; } catch { /* not listening yet */ }
    if (child.exitCode !== null || Date.now() > deadline) {
      const shown = args.map((a) => (a === key ? '<key>' : a));
      throw new Error(`emulator did not start (${shown.join(' ')}):\n${printed.text}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const post = async (body) => {
    const res = await fetch(`${origin}/__emulator/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`the emulator refused the faults: ${res.status} ${await res.text()}`);
    return (await res.json()).faults;
  };
  return { origin, baseUrl: `${origin}/api4`, markdownUrl: `${origin}/ai`, mcpUrl: `${origin}/mcp`, key,
    ...(control ? { faults: (f) => post(f), clearFaults: () => post({ clear: true }) } : {}) };
}

/** Frames and browser storage into the run's e2e-capture folder. */
async function captureRun(page, work, label) {
  const capture = path.join(work, 'e2e-capture');
  await captureFrames(page, capture, label);
  await dumpBrowserStorage(page, path.join(capture, `${label}-browser-storage.json`));
}

/** Saves the HTML of every frame (workbench and webviews) as `dir/<label>-<n>.html`. */
async function captureFrames(page, dir, label) {
  fs.mkdirSync(dir, { recursive: true });
  const frames = page.frames();
  for (const [i, frame] of frames.entries()) {
    const html = await frame.content().catch(() => undefined);   // a frame may go away meanwhile
    if (html !== undefined) fs.writeFileSync(path.join(dir, `${label}-${i}.html`), html);
  }
}

/**
 * Saves what the workbench keeps in the browser (localStorage, sessionStorage, every IndexedDB
 * database: VS Code's state in code-server) as JSON, bytes decoded as UTF-8; on-disk LevelDB
 * tables are compressed, so the secrets scan reads this logical copy as well as the raw files.
 */
async function dumpBrowserStorage(page, file) {
  const dump = await page.evaluate(async () => {
    const plain = (v) => {
      if (v instanceof ArrayBuffer || ArrayBuffer.isView(v)) return { utf8: new TextDecoder().decode(v) };
      if (Array.isArray(v)) return v.map(plain);
      if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, plain(x)]));
      return v;
    };
    const request = (r) => new Promise((resolve, reject) => { r.onsuccess = () => resolve(r.result); r.onerror = () => reject(r.error); });
    const entries = (s) => Object.fromEntries(Array.from({ length: s.length }, (_, i) => [s.key(i), s.getItem(s.key(i))]));
    const out = { localStorage: entries(localStorage), sessionStorage: entries(sessionStorage), indexedDB: {} };
    for (const { name } of await indexedDB.databases()) {
      const db = await request(indexedDB.open(name));
      const stores = {};
      for (const store of db.objectStoreNames) {
        const os = db.transaction(store, 'readonly').objectStore(store);
        const [keys, values] = await Promise.all([request(os.getAllKeys()), request(os.getAll())]);
        stores[store] = keys.map((k, i) => [plain(k), plain(values[i])]);
      }
      db.close();
      out.indexedDB[name] = stores;
    }
    return out;
  }).catch((e) => ({ error: String(e) }));
  fs.writeFileSync(file, JSON.stringify(dump, null, 1));
}

function slug(s) {
  return s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
