// Starts the service emulator for manual use:
//   npm run emulator -- --port 4000 --plan builder --key KEY [--seed N] [--hostile] [--no-quirks] [--control]
// --control exposes POST /__emulator/faults (fault injection for tests in another process).
// Builds dist/emulator.js first when it is missing or older than the sources.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bundle = path.join(root, 'dist', 'emulator.js');
const PLANS = ['hobby', 'individual', 'builder', 'scale', 'enterprise'];
const USAGE = 'Usage: npm run emulator -- [--port 4000] [--plan builder] [--key KEY] [--seed 1] [--hostile] [--no-quirks] [--control]';

function fail(message) {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

function parseArgs(argv) {
  const opts = { port: 4000, plan: 'builder', seed: 1, hostile: false, quirks: true, control: false, key: undefined };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined || v.startsWith('--')) fail(`${arg} needs a value.`);
      return v;
    };
    switch (arg) {
      case '--port': opts.port = Number(value()); break;
      case '--plan': opts.plan = value(); break;
      case '--key': opts.key = value(); break;
      case '--seed': opts.seed = Number(value()); break;
      case '--hostile': opts.hostile = true; break;
      case '--no-quirks': opts.quirks = false; break;
      case '--control': opts.control = true; break;
      case '--help': case '-h': console.log(USAGE); process.exit(0); break;
      default: fail(`Unknown option ${arg}.`);
    }
  }
  if (!Number.isInteger(opts.port) || opts.port < 0 || opts.port > 65535) fail('--port must be 0 to 65535 (0 picks a free port).');
  if (!Number.isInteger(opts.seed)) fail('--seed must be a whole number.');
  if (!PLANS.includes(opts.plan)) fail(`--plan must be one of ${PLANS.join(', ')}.`);
  return opts;
}

function newestSource(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(p));
    else if (entry.name.endsWith('.ts')) newest = Math.max(newest, fs.statSync(p).mtimeMs);
  }
  return newest;
}

function ensureBundle() {
  const built = fs.existsSync(bundle) ? fs.statSync(bundle).mtimeMs : 0;
  if (built > newestSource(path.join(root, 'src'))) return;
  console.log('Building dist/emulator.js...');
  const run = spawnSync(process.execPath, ['esbuild.mjs'], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

const opts = parseArgs(process.argv.slice(2));
ensureBundle();
const { startEmulator } = createRequire(import.meta.url)(bundle);
// A key made up here is a local demo key, not the user's secret, so it may be shown.
const generated = opts.key === undefined;
const key = opts.key ?? `demo-${randomBytes(12).toString('hex')}`;
let emulator;
try {
  emulator = await startEmulator({ port: opts.port, seed: opts.seed, hostile: opts.hostile, quirks: opts.quirks, control: opts.control, keys: { [key]: opts.plan } });
} catch (e) {
  fail(e && e.code === 'EADDRINUSE' ? `Port ${opts.port} is in use: choose another with --port (0 picks a free one).` : String(e));
}
console.log(`Social Pulse emulator: plan ${opts.plan}, seed ${opts.seed}${opts.hostile ? ', hostile text' : ''}${opts.quirks ? '' : ', no quirks'}`);
if (emulator.minuteMs !== 60000) console.log(`  Minute:    ${emulator.minuteMs / 1000} s (a test's short minute, from SOCIAL_PULSE_TEST_MINUTE_MS)`);
console.log(`  API:       ${emulator.baseUrl}`);
console.log(`  Markdown:  ${emulator.markdownUrl}`);
console.log(`  MCP:       ${emulator.mcpUrl}`);
if (opts.control) console.log(`  Faults:    POST ${emulator.origin}/__emulator/faults (a fault, a list of faults, or {"clear": true})`);
console.log(generated ? `  Key:       ${key} (generated for this run; pass --key to choose one)` : '  Key:       the one you passed with --key');
console.log('Try:');
console.log(`  curl -H "Authorization: Bearer ${generated ? key : '<your key>'}" ${emulator.baseUrl}/public/topics/list/v1`);
console.log('Press Ctrl+C to stop.');

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await emulator.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
