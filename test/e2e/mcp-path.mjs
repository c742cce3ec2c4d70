// The tool endpoint (MCP) in the editor's own list: with AI features on and demo data, "MCP: List
// Servers" shows "Social Pulse" (from the extension's server definition provider); started, it
// runs against the built-in emulator and discovers its tools.
import { runCommand, waitInputClosed } from '../../scripts/real-vscode/workbench.mjs';
import { assertAlive, until } from './lib/social.mjs';

export const name = 'MCP server in the editor';

export async function setup() {
  return { settings: { 'chat.disableAIFeatures': false, 'socialPulse.demo': true } };
}

export async function run(h) {
  const { page } = h;
  const rows = page.locator('.quick-input-list .monaco-list-row');
  const server = rows.filter({ hasText: 'Social Pulse' }).first();
  /** The list fades in: pictures wait until it is fully drawn. */
  const listShown = () => until(page, 'the list is fully shown', () => page.locator('.quick-input-widget')
    .evaluate((w) => getComputedStyle(w).opacity === '1'));

  await h.step('MCP: List Servers shows Social Pulse', async () => {
    // the extension's contributions are registered once its activity bar entry shows
    await page.locator('.activitybar a.action-label[aria-label^="Social Pulse"]').waitFor();
    // The list activates the extensions' server collections once, when it opens; one opened while
    // the remote extensions are still being registered misses ours, and opening it again finds it.
    for (let attempt = 1; ; attempt++) {
      await runCommand(page, 'MCP: List Servers');
      const shown = await server.waitFor({ timeout: 10000 }).then(() => true, () => false);
      if (shown) break;
      if (attempt === 3) throw new Error('MCP: List Servers does not list Social Pulse');
      await page.keyboard.press('Escape');
      await waitInputClosed(page);
    }
    await listShown();
    await h.shot('mcp-servers');
  });

  await h.step('started from the list, it runs with the emulator\'s tools discovered', async () => {
    await server.click();
    await rows.filter({ hasText: /^\s*Start Server/ }).first().click();
    await waitInputClosed(page);
    // VS Code shows the server's output as it starts (Monaco draws spaces as no-break spaces)
    const output = page.locator('.part.panel .view-lines');
    await output.filter({ hasText: /Connection\sstate:\sRunning/ }).waitFor({ timeout: 60000 });
    await output.filter({ hasText: /Discovered\s\d+\stools/ }).waitFor({ timeout: 30000 });
    await h.shot('mcp-output');
    await page.locator('.part.editor').click();   // the palette opens from the editor, not the output
    await runCommand(page, 'MCP: List Servers');
    await until(page, 'the list says the server is running', async () => /Running/i.test(await server.innerText()));
    await listShown();
    await h.shot('mcp-running');
    await page.keyboard.press('Escape');
    await assertAlive(page);
  });
}
