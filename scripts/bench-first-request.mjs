// First request in real mode: in a fresh Node process, load the client bundle as the extension
// does (src/main/startup/codeCache.ts: from the code V8 compiled at an earlier start), create the client
// and ask the emulator (on loopback, started here so its load is not counted) for one coin; the
// baseline is the same request with Node's built-in fetch in a fresh process (Node's own modules
// come with their compiled code too). Median of 5 each, run alternately after one warm-up run of
// each, which also saves the compiled code. The first start after an install or an update has no
// saved code: 5 runs of that are printed too. Prints the bytes of JS the client process loaded
// before its answer, both times (from the call, module load included, to the decoded answer) and
// their ratio.
//   npm run bench:first-request                   (production build first)
// The client uses the network stack the extension uses (--network editor: the global fetch, which
// VS Code replaces with its own in the extension host); --network undici measures our own stack.
//   node scripts/bench-first-request.mjs --client <bundle.js> [--no-build] [--network editor|undici]
//     measures another bundle that exports createClient (e.g. the dist/service.js of an older build)
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = 5;
const GOAL_BYTES = 350 * 1024;
const GOAL_RATIO = 1.3;
const KEY = 'bench-first-request-key';

const args = process.argv.slice(2);
const at = args.indexOf('--client');
const clientBundle = path.resolve(at >= 0 ? args[at + 1] : path.join(root, 'dist', 'client.js'));
const network = args.includes('--network') ? args[args.indexOf('--network') + 1] : 'editor';
if (!args.includes('--no-build')) execFileSync(process.execPath, ['esbuild.mjs', '--production'], { cwd: root, stdio: 'inherit' });

// Runs in the measured process: everything from the require to the decoded answer is timed.
const CLIENT_CHILD = `
const started = performance.now();
const { exports: { createClient }, fromCache } = require(process.env.LOADER).requireWithCodeCache(process.env.BUNDLE, Number(process.env.SAVE_AFTER_MS));
const client = createClient({ network: process.env.NETWORK, baseUrl: process.env.BASE_URL, markdownUrl: process.env.MARKDOWN_URL, plan: 'builder', getKey: async () => process.env.KEY });
let requested;
client.onRequest((entry) => { requested = entry.path; });
client.coinsList({ limit: 1 }).then((answer) => {
  const ms = performance.now() - started;
  if (answer.data.length !== 1) throw new Error('expected one coin');
  const files = Object.keys(require.cache);
  const bytes = files.reduce((sum, f) => sum + require('node:fs').statSync(f).size, 0);
  console.log(JSON.stringify({ ms, bytes, files, requested, fromCache }));
  // a warm-up run stays until its compiled code (the request's too) has been saved
  setTimeout(() => process.exit(0), process.env.WARM_UP ? Number(process.env.SAVE_AFTER_MS) + 100 : 0);
});`;

const FETCH_CHILD = `
const started = performance.now();
fetch(process.env.URL, { headers: { authorization: 'Bearer ' + process.env.KEY, accept: 'application/json' } })
  .then((res) => res.json())
  .then((body) => {
    const ms = performance.now() - started;
    if (body.data.length !== 1) throw new Error('expected one coin');
    console.log(JSON.stringify({ ms }));
    process.exit(0);
  });`;

// asynchronous: the emulator in this process must keep answering while the child runs
async function child(code, env) {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['-e', code], { env: { ...process.env, ...env, KEY } });
    return JSON.parse(stdout.trim().split('\n').pop());
  } catch (e) {
    // the end of what it printed: a minified bundle's failing line would drown the error
    throw new Error(`the measured process failed:\n${String(e.stderr ?? e).slice(-1500)}`);
  }
}

/** The loader the extension uses for its bundles, built for this script (out/ is the tests' build). */
async function buildLoader() {
  const outfile = path.join(root, 'out', 'bench-first-request', 'codeCache.js');
  await esbuild.build({ entryPoints: [path.join(root, 'src', 'main', 'startup', 'codeCache.ts')], bundle: true, platform: 'node', format: 'cjs',
    target: 'node20', outfile, logLevel: 'warning' });
  return outfile;
}

/** The compiled code saved for the measured bundle (dist/.code-cache), as after an install. */
function forgetCompiledCode() {
  const dir = path.join(path.dirname(clientBundle), '.code-cache');
  if (!fs.existsSync(dir)) return;
  for (const name of fs.readdirSync(dir)) if (name.startsWith(`${path.basename(clientBundle)}-`)) fs.rmSync(path.join(dir, name));
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n) => `${n.toFixed(1)} ms`;

const { startEmulator } = createRequire(import.meta.url)(path.join(root, 'dist', 'emulator.js'));
const emulator = await startEmulator({ keys: { [KEY]: { plan: 'builder', perMinute: 1e6, perDay: 1e6 } } });
try {
  // never saved in the measured runs: they end before the timer
  const clientEnv = { NETWORK: network, BUNDLE: clientBundle, BASE_URL: emulator.baseUrl, MARKDOWN_URL: emulator.markdownUrl, LOADER: await buildLoader(), SAVE_AFTER_MS: '60000' };
  // one run of each first, not counted: it pays for reading node and the bundle from disk, and
  // saves the compiled code, as an earlier start of the extension would have
  forgetCompiledCode();
  const { requested } = await child(CLIENT_CHILD, { ...clientEnv, SAVE_AFTER_MS: '1000', WARM_UP: '1' });
  // the very request the client sent, so both sides ask for the same answer
  const fetchEnv = { URL: new URL(requested, emulator.origin).href };
  await child(FETCH_CHILD, fetchEnv);
  const clientRuns = [];
  const fetchRuns = [];
  for (let i = 0; i < RUNS; i++) {
    clientRuns.push(await child(CLIENT_CHILD, clientEnv));
    fetchRuns.push(await child(FETCH_CHILD, fetchEnv));
  }
  const firstStartRuns = [];
  for (let i = 0; i < RUNS; i++) {
    forgetCompiledCode();
    firstStartRuns.push(await child(CLIENT_CHILD, clientEnv));
  }
  if (!clientRuns.every((r) => r.fromCache) || firstStartRuns.some((r) => r.fromCache)) {
    throw new Error(`expected the runs to use the saved compiled code, the first starts not to (${clientRuns.map((r) => r.fromCache)}; ${firstStartRuns.map((r) => r.fromCache)})`);
  }
  const bytes = median(clientRuns.map((r) => r.bytes));
  const clientMs = median(clientRuns.map((r) => r.ms));
  const fetchMs = median(fetchRuns.map((r) => r.ms));
  const ratio = clientMs / fetchMs;
  const shown = (f) => path.relative(root, f) || f;
  console.log(`first request in real mode: ${requested} on loopback, ${network} network stack, median of ${RUNS} fresh processes (Node ${process.versions.node})`);
  console.log(`  JS loaded before the answer  ${kb(bytes).padStart(10)}  goal <= ${kb(GOAL_BYTES)}  ${bytes <= GOAL_BYTES ? 'met' : 'NOT met'}`);
  for (const f of clientRuns[0].files) console.log(`    ${shown(f)}`);
  console.log(`  client (load + request)      ${ms(clientMs).padStart(10)}  runs: ${clientRuns.map((r) => r.ms.toFixed(0)).join(', ')}`);
  console.log(`    first start after an install or update, no saved compiled code: ${ms(median(firstStartRuns.map((r) => r.ms)))}  runs: ${firstStartRuns.map((r) => r.ms.toFixed(0)).join(', ')} (${(median(firstStartRuns.map((r) => r.ms)) / fetchMs).toFixed(2)}x)`);
  console.log(`  built-in fetch (baseline)    ${ms(fetchMs).padStart(10)}  runs: ${fetchRuns.map((r) => r.ms.toFixed(0)).join(', ')}`);
  console.log(`  ratio                        ${`${ratio.toFixed(2)}x`.padStart(10)}  goal <= ${GOAL_RATIO}x  ${ratio <= GOAL_RATIO ? 'met' : 'NOT met'}`);
} finally {
  await emulator.close();
}
