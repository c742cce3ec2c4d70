// Runs an extension-host "tests" module in a real VS Code (code-server) offline, the way
// @vscode/test-electron does on a desktop: VS Code's smoke-test driver loads the extension under
// development and calls run() of the tests module inside the extension host; its result arrives
// as the exit code. Used by the integration suite and the VS Code benches.
import { launchBrowser } from './browser.mjs';
import { remoteUri, startCodeServer } from './server.mjs';

/**
 * @param {object} o
 * @param {string} o.label prefix of the work folder
 * @param {string} o.extension folder of the extension under development
 * @param {string} o.tests the tests module (exports run())
 * @param {number} o.timeoutMs
 * @param {string[]} [o.extensions] more extensions to install (folders or .vsix)
 * @param {Record<string, unknown>} [o.settings] user settings
 * @param {Record<string, string>} [o.env] environment of the server and its extension host
 * @param {(page: import('playwright-core').Page, server: object) => Promise<void>} [o.whileRunning]
 *   drives the workbench while run() is under way (e.g. clicks that the tests module waits for)
 * @returns {Promise<{ result: number | 'timeout', hostErrors: string[], driverError?: string, work: string }>}
 *   the profile and server log in `work` are kept when the result is not 0
 */
export async function runExtensionTests(o) {
  const server = await startCodeServer({ label: o.label, smokeTestDriver: true,
    extensions: o.extensions, settings: o.settings, env: o.env });
  const hostErrors = [];
  const browser = await launchBrowser(server);
  let result = 1;
  let driverError;
  try {
    const { page } = browser;
    // The workbench forwards its log, including the extension host's console, to codeAutomationLog.
    await page.exposeFunction('codeAutomationLog', (level, message) => {
      if (level === 'error') hostErrors.push(String(message));
    });
    const exit = new Promise((resolve) => page.exposeFunction('codeAutomationExit', (c) => resolve(Number(c))));
    await page.goto(server.url([
      ['extensionDevelopmentPath', remoteUri(o.extension)],
      ['extensionTestsPath', remoteUri(o.tests)],
      ['skipWelcome', 'true'],
    ]), { waitUntil: 'commit', timeout: 120000 });
    const driving = o.whileRunning?.(page, server).catch((e) => {
      driverError = e instanceof Error ? e.message : String(e);
    });
    result = await Promise.race([exit, new Promise((r) => setTimeout(() => r('timeout'), o.timeoutMs))]);
    await driving;
  } finally {
    await browser.close();
    await server.stop({ keep: result !== 0 });
  }
  return { result, hostErrors, driverError, work: server.work };
}
