// Runs the extension-host tests in a real VS Code (code-server) offline, the way
// @vscode/test-electron does on a desktop: VS Code's smoke-test driver loads the extension under
// development and calls run() of the tests index inside the extension host. Exit code = result.
//   node scripts/run-integration.mjs [--extension DIR] [--tests out/test/integration/index.js]
// env: MOCHA_GREP (filter), INTEGRATION_TIMEOUT_MS (default 300000), KEEP_RUNS=1 (keep the profile)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser } from './real-vscode/browser.mjs';
import { remoteUri, startCodeServer } from './real-vscode/server.mjs';
import { repoRoot } from './real-vscode/tools.mjs';

const { values } = parseArgs({ options: {
  extension: { type: 'string', default: repoRoot },
  tests: { type: 'string', default: path.join(repoRoot, 'out/test/integration/index.js') },
} });
const extension = path.resolve(values.extension);
const tests = path.resolve(values.tests);
for (const [what, file, fix] of [['tests index', tests, 'npm run compile-tests'],
  ['extension manifest', path.join(extension, 'package.json'), 'check --extension']]) {
  if (!fs.existsSync(file)) {
    console.error(`run-integration: no ${what} at ${file} (${fix})`);
    process.exit(2);
  }
}
const timeoutMs = Number(process.env.INTEGRATION_TIMEOUT_MS || 300000);
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
const server = await startCodeServer({ label: 'integration', smokeTestDriver: true,
  extensions: extraExtensions, settings: extraSettings,
  env: { SOCIAL_PULSE_TEST_OUTPUT: report, SOCIAL_PULSE_TEST_RESULTS: results } });
const hostErrors = [];
const browser = await launchBrowser(server);
let code = 1;
try {
  const { page } = browser;
  // The workbench forwards its log, including the extension host's console, to codeAutomationLog.
  await page.exposeFunction('codeAutomationLog', (level, message) => {
    if (level === 'error') hostErrors.push(String(message));
  });
  const exit = new Promise((resolve) => page.exposeFunction('codeAutomationExit', (c) => resolve(c)));
  await page.goto(server.url([
    ['extensionDevelopmentPath', remoteUri(extension)],
    ['extensionTestsPath', remoteUri(tests)],
    ['skipWelcome', 'true'],
  ]));
  const result = await Promise.race([exit, new Promise((r) => setTimeout(() => r('timeout'), timeoutMs))]);
  if (result === 'timeout') console.error(`run-integration: no result after ${timeoutMs} ms`);
  else code = Number(result);
  if (fs.existsSync(report)) {
    process.stdout.write(fs.readFileSync(report, 'utf8'));
    fs.copyFileSync(report, path.join(results, 'integration-report.txt'));
  } else console.error('run-integration: the tests index wrote no report (did run() start?)');
  if (code !== 0 && hostErrors.length) console.error(`errors logged by the workbench:\n${hostErrors.join('\n')}`);
  console.log(`run-integration: extension host exited with ${result} after ${elapsed()}`);
} catch (e) {
  console.error(`run-integration: ${e instanceof Error ? e.message : e}`);
} finally {
  await browser.close();
  await server.stop({ keep: code !== 0 });
  fs.rmSync(reportDir, { recursive: true, force: true });
  if (code !== 0) console.error(`run-integration: profile and server log kept in ${server.work}`);
}
process.exit(code);
