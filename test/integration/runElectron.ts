// Runs the extension-host tests in a desktop VS Code downloaded by @vscode/test-electron
// (needs internet; offline machines use scripts/run-integration.mjs on code-server).
//   npm run test:electron        env: VSCODE_VERSION (default 'stable'), MOCHA_GREP
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { runTests } from '@vscode/test-electron';

async function main(): Promise<void> {
  const root = path.resolve(__dirname, '../../..');
  const workspace = fs.mkdtempSync(path.join(os.tmpdir(), 'social-pulse-electron-'));
  try {
    await runTests({
      version: process.env.VSCODE_VERSION ?? 'stable',
      extensionDevelopmentPath: root,
      extensionTestsPath: path.join(__dirname, 'index.js'),
      launchArgs: [workspace, '--disable-extensions', '--disable-workspace-trust', '--skip-welcome'],
      // a 3 s plan minute, as in scripts/run-integration.mjs (src/service/api/pacing.ts)
      extensionTestsEnv: { SOCIAL_PULSE_TEST_RESULTS: path.join(root, 'test-results'), SOCIAL_PULSE_TEST_MINUTE_MS: '3000' },
    });
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  } finally {
    fs.rmSync(workspace, { recursive: true, force: true });
  }
}

void main();
