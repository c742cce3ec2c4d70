// Runs the extension-host tests in a real VS Code (code-server) offline, the way
// @vscode/test-electron does on a desktop (see real-vscode/extensionTests.mjs). Exit code = result.
//   node scripts/run-integration.mjs [--extension DIR] [--tests out/test/integration/index.js]
//   node scripts/run-integration.mjs --network-setups   (test/network-setups: see networkSetups.mjs)
// env: MOCHA_GREP (filter), INTEGRATION_TIMEOUT_MS (default 600000), KEEP_RUNS=1 (keep the profile)
// The extension host runs with a 3 s plan minute (see TEST_MINUTE_MS below).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runExtensionTests } from './real-vscode/extensionTests.mjs';
import { startNetworkSetups } from './real-vscode/networkSetups.mjs';
import { repoRoot } from './real-vscode/tools.mjs';

const { values } = parseArgs({ options: {
  extension: { type: 'string', default: repoRoot },
  tests: { type: 'string' },
  'network-setups': { type: 'boolean', default: false },
} });
const suite = values['network-setups'] ? 'network-setups' : 'integration';
const extension = path.resolve(values.extension);
const tests = path.resolve(values.tests ?? path.join(repoRoot, `out/test/${suite}/index.js`));
for (const [what, file, fix] of [['tests index', tests, 'npm run compile-tests'],
  ['extension manifest', path.join(extension, 'package.json'), 'check --extension']]) {
  if (!fs.existsSync(file)) {
    console.error(`run-integration: no ${what} at ${file} (${fix})`);
    process.exit(2);
  }
}
const timeoutMs = Number(process.env.INTEGRATION_TIMEOUT_MS || 600000);
const t0 = Date.now();
const elapsed = () => `${((Date.now() - t0) / 1000).toFixed(1)} s`;

const results = path.join(repoRoot, 'test-results');
fs.mkdirSync(results, { recursive: true });
// The report is private to this run (runs may overlap); a copy is kept in test-results/.
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'social-pulse-integration-'));
const report = path.join(reportDir, 'report.txt');
// Read inside the extension host: the tests index writes its report there, tests record figures.
// Optional, for suites that need them (e.g. the chat suite's local model vendor):
// INTEGRATION_EXTENSIONS (extension folders, comma-separated) and INTEGRATION_SETTINGS (JSON).
const extraExtensions = (process.env.INTEGRATION_EXTENSIONS ?? '').split(',').filter(Boolean).map((p) => path.resolve(p));
const extraSettings = process.env.INTEGRATION_SETTINGS ? JSON.parse(process.env.INTEGRATION_SETTINGS) : undefined;
// The suites check what a used-up minute does, not its length (the pacing arithmetic is checked
// in plain Node, test/unit/quota*.ts): the client and the emulators in this extension host count
// a 3 s minute, so Hobby's 4 a minute hold a panel back 3 s, not 60 (src/service/api/pacing.ts).
const TEST_MINUTE_MS = '3000';
let code = 1;
let setups;
try {
  // the editor's environment for the set-ups a machine makes (a proxy, a company authority)
  setups = values['network-setups'] ? await startNetworkSetups() : undefined;
  const { result, hostErrors, work } = await runExtensionTests({ label: suite, extension, tests, timeoutMs,
    extensions: extraExtensions, settings: extraSettings,
    env: { SOCIAL_PULSE_TEST_OUTPUT: report, SOCIAL_PULSE_TEST_RESULTS: results, SOCIAL_PULSE_TEST_MINUTE_MS: TEST_MINUTE_MS,
      ...setups?.env } });
  if (result === 'timeout') console.error(`run-integration: no result after ${timeoutMs} ms`);
  else code = result;
  if (fs.existsSync(report)) {
    process.stdout.write(fs.readFileSync(report, 'utf8'));
    fs.copyFileSync(report, path.join(results, `${suite}-report.txt`));
  } else console.error('run-integration: the tests index wrote no report (did run() start?)');
  if (code !== 0 && hostErrors.length) console.error(`errors logged by the workbench:\n${hostErrors.join('\n')}`);
  console.log(`run-integration: extension host exited with ${result} after ${elapsed()}`);
  if (code !== 0) console.error(`run-integration: profile and server log kept in ${work}`);
} catch (e) {
  console.error(`run-integration: ${e instanceof Error ? e.message : e}`);
} finally {
  await setups?.close();
  fs.rmSync(reportDir, { recursive: true, force: true });
}
process.exit(code);
