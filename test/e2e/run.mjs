// UI end to end in a real VS Code (code-server) driven through headless chromium.
//   node test/e2e/run.mjs [--extension DIR|file.vsix] [scenario.mjs ...]
// Scenarios are the other .mjs files of this folder. Each exports `name`, an optional
// `setup(h)` returning { settings } for the profile, and `run(h)` made of `h.step(...)` calls.
// A step is one test: the summary counts them like mocha does ("N passing", "N failing").
// Screenshots: test-results/screenshots/NN-name.png; timings: test-results/e2e-timings.json.
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
  options: { extension: { type: 'string', default: repoRoot } } });
const extension = path.resolve(values.extension);
const scenarioFiles = positionals.length ? positionals.map((p) => path.resolve(p))
  : fs.readdirSync(here).filter((f) => f.endsWith('.mjs') && f !== 'run.mjs').sort().map((f) => path.join(here, f));
const results = path.join(repoRoot, 'test-results');
const shotsDir = path.join(results, 'screenshots');
fs.rmSync(shotsDir, { recursive: true, force: true });

if (!extension.endsWith('.vsix')) {
  const main = JSON.parse(fs.readFileSync(path.join(extension, 'package.json'), 'utf8')).main;
  if (main && !fs.existsSync(path.join(extension, main))) {
    console.error(`e2e: ${path.join(extension, main)} is missing (npm run build)`);
    process.exit(2);
  }
}

let passed = 0, failed = 0, skipped = 0, shotNo = 0;
const timings = {};
const failures = [];
const tStart = Date.now();

for (const file of scenarioFiles) {
  const scenario = await import(pathToFileURL(file).href);
  console.log(`\n  ${scenario.name}`);
  const cleanups = [];
  let server, browser, aborted = false;
  const marks = (timings[scenario.name] = {});
  let t0 = Date.now();
  const h = {
    page: undefined,
    server: undefined,
    extension,
    /** Milliseconds since the workbench was requested, recorded under `label`. */
    mark(label) { marks[label] = Date.now() - t0; return marks[label]; },
    async shot(name) { shotNo += 1; return screenshot(h.page, shotsDir, `${String(shotNo).padStart(2, '0')}-${name}`); },
    async step(title, fn) {
      if (aborted) { skipped += 1; console.log(`    - ${title} (skipped)`); return; }
      const started = Date.now();
      try {
        await fn();
        passed += 1;
        console.log(`    ✔ ${title} (${Date.now() - started} ms)`);
      } catch (e) {
        failed += 1;
        aborted = true;   // later steps build on this one
        failures.push({ scenario: scenario.name, title, error: e });
        console.log(`    ✖ ${title}`);
        if (h.page) await screenshot(h.page, shotsDir, `failure-${slug(scenario.name)}`).catch(() => undefined);
      }
    },
    startEmulator: (o) => startEmulator(o, cleanups),
  };
  try {
    const { settings } = (await scenario.setup?.(h)) ?? {};
    server = await startCodeServer({ label: `e2e-${slug(scenario.name)}`, extensions: [extension], settings });
    browser = await launchBrowser(server);
    Object.assign(h, { page: browser.page, server });
    t0 = Date.now();
    await h.step('workbench opens', async () => {
      await openWorkbench(browser.page, server.url());
      h.mark('workbench visible');
    });
    await scenario.run(h);
  } catch (e) {
    failed += 1;
    failures.push({ scenario: scenario.name, title: 'set-up', error: e });
    console.log('    ✖ set-up');
  } finally {
    await browser?.close();
    await server?.stop({ keep: failures.length > 0 });
    for (const c of cleanups.reverse()) await c();
    if (failures.length && server) console.log(`    profile and logs kept in ${server.work}`);
  }
}

fs.mkdirSync(results, { recursive: true });
fs.writeFileSync(path.join(results, 'e2e-timings.json'), JSON.stringify(timings, null, 2));
console.log('\n  timings (ms since the workbench was requested):');
for (const [name, m] of Object.entries(timings)) {
  for (const [label, ms] of Object.entries(m)) console.log(`    ${name}: ${label} ${ms}`);
}
console.log(`\n  ${passed} passing (${((Date.now() - tStart) / 1000).toFixed(1)}s)`);
if (skipped) console.log(`  ${skipped} pending`);
if (failed) console.log(`  ${failed} failing`);
failures.forEach(({ scenario, title, error }, i) => {
  console.log(`\n  ${i + 1}) ${scenario}\n       ${title}:\n     ${error?.stack ?? error}`);
});
if (fs.existsSync(shotsDir)) console.log(`\n  screenshots: ${shotsDir}`);
process.exit(failed ? 1 : 0);

/**
 * Starts the extension's emulator as its own process (scripts/run-emulator.mjs of the extension
 * folder under test), the way a person runs it, and resolves with its addresses once it answers.
 */
async function startEmulator({ key, plan, seed }, cleanups) {
  const root = extension.endsWith('.vsix') ? repoRoot : extension;
  const script = path.join(root, 'scripts', 'run-emulator.mjs');
  if (!fs.existsSync(script)) throw new Error(`no emulator script at ${script}`);
  const port = await freePort();
  const args = [script, '--port', String(port), '--key', key];
  if (plan) args.push('--plan', plan);
  if (seed !== undefined) args.push('--seed', String(seed));
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => { output += d; });
  child.stderr.on('data', (d) => { output += d; });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  cleanups.push(async () => { child.kill(); await exited; });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20000;
  for (;;) {
    try { await fetch(origin); break; } catch { /* not listening yet */ }
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`emulator did not start (${args.join(' ')}):\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { origin, baseUrl: `${origin}/api4`, markdownUrl: `${origin}/ai`, mcpUrl: `${origin}/mcp`, key };
}

function slug(s) {
  return s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
