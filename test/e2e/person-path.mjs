// A person's path (issue 3): from the welcome to demo data, a pin, a key of their own and the
// status bar; then the same window in the dark and the light theme.
import {
  answerInput, clickInlineAction, clickNotificationButton, findInWebviews, notification, openContainer,
  runCommand, setColorTheme, statusBarItem, treeRows, viewHeader, viewPane, waitForTreeItems, waitInputClosed,
  welcomeButton,
} from '../../scripts/real-vscode/workbench.mjs';
import { emulatorSettings } from './lib/social.mjs';

export const name = 'a person\'s path';

const KEY = 'e2e-secret-key-0001';
const KEY_LABEL = 'e2e key';

export async function setup(h) {
  // The key typed later must be accepted: a standalone emulator stands in for the service. Its
  // seed differs from the built-in demo data's, so what the trees show tells the two apart.
  const emulator = await h.startEmulator({ key: KEY, plan: 'builder', seed: 7 });
  return { settings: emulatorSettings(emulator) };
}

export async function run(h) {
  const { page } = h;
  const topLevel = () => treeRows(page, 'Trending Topics').and(page.locator('[aria-level="1"]'));
  const labelOf = async (row) => (await row.locator('.label-name').first().textContent()).trim();
  const topicsShown = () => topLevel().evaluateAll((rows) => rows.map((r) => r.getAttribute('aria-label')).join('\n'));
  let demoTopics = '';

  await h.step('the Social Pulse container welcomes a person without a key', async () => {
    await openContainer(page, 'Social Pulse');
    await welcomeButton(page, 'Trending Topics', 'Set API Key').waitFor();
    await welcomeButton(page, 'Trending Topics', 'Explore Demo Data').waitFor();
    h.mark('welcome visible');
    await h.shot('welcome');
  });

  await h.step('Explore Demo Data fills Trending Topics', async () => {
    await welcomeButton(page, 'Trending Topics', 'Explore Demo Data').click();
    await waitForTreeItems(page, 'Trending Topics', { min: 3 });
    h.mark('tree items visible');
    demoTopics = await topicsShown();
    await h.shot('trending-topics');
  });

  await h.step('a topic expands to its details', async () => {
    const row = topLevel().and(page.locator('[aria-expanded="false"]')).first();
    const label = await labelOf(row);
    await row.locator('.monaco-tl-twistie').click();
    await treeRows(page, 'Trending Topics').filter({ hasText: label }).and(page.locator('[aria-expanded="true"]'))
      .waitFor();
    await treeRows(page, 'Trending Topics').and(page.locator('[aria-level="2"]')).first().waitFor();
    await h.shot('topic-expanded');
  });

  await h.step('the inline pin puts a topic in the Watchlist', async () => {
    const row = topLevel().first();
    const name = (await labelOf(row)).replace(/^#\d+\s+/, '');   // "#1 Bitcoin": rank, then the name
    await clickInlineAction(row, 'Pin to Watchlist');
    await viewPane(page, 'Watchlist').getByRole('treeitem').filter({ hasText: name }).first().waitFor();
    await h.shot('watchlist');
  });

  await h.step('Set API Key from the palette takes the key first (a password box), then its label', async () => {
    await runCommand(page, 'Social Pulse: Set API Key');
    await answerInput(page, KEY, { password: true });
    await answerInput(page, KEY_LABEL, { password: false });
    await waitInputClosed(page);
    // the extension checks the key with the service (the emulator) before it keeps it
    await notification(page, `key "${KEY_LABEL}" saved and in use`).waitFor();
    await notification(page, 'checking the key').waitFor({ state: 'hidden' });
    await h.shot('key-saved');
  });

  await h.step('the status bar shows the key in use, never the key itself', async () => {
    await clickNotificationButton(page, `key "${KEY_LABEL}" saved`, 'Turn Off Demo Data');
    const item = statusBarItem(page, KEY_LABEL);
    await item.waitFor();
    const text = await item.innerText();
    if (text.includes(KEY)) throw new Error(`the status bar shows the key: ${text}`);
    await h.shot('status-bar');
  });

  await h.step('with the key, Trending Topics load from the service', async () => {
    await viewHeader(page, 'Trending Topics').and(page.locator(':not([aria-label*="Demo data"])')).waitFor();
    // in the page: the accessible names of the view's top-level rows, as topicsShown reads them
    await page.waitForFunction((demo) => {
      const pane = [...document.querySelectorAll('.pane')].find((p) => p.querySelector('.pane-header[aria-label="Trending Topics Section"], .pane-header[aria-label^="Trending Topics - "]'));
      const rows = [...(pane?.querySelectorAll('[role="treeitem"][aria-level="1"]') ?? [])];
      return rows.map((r) => r.getAttribute('aria-label')).join('\n') !== demo;
    }, demoTopics, { timeout: 30000 }).catch((e) => {
      throw e.name === 'TimeoutError' ? new Error('Trending Topics still show the demo data') : e;
    });
    await waitForTreeItems(page, 'Trending Topics', { min: 3 });
    await h.shot('topics-with-key');
  });

  await h.step('a topic opens in its panel', async () => {
    const row = topLevel().first();
    const name = (await labelOf(row)).replace(/^#\d+\s+/, '');
    await row.locator('.label-name').click();
    await findInWebviews(page, 'h1', { text: name });
    h.mark('topic panel visible');
    await h.shot('topic-panel');
  });

  // VS Code 1.139 names the themes "Dark Modern" / "Light Modern" (once "Default Dark Modern").
  for (const [theme, shot] of [['Dark Modern', 'dark-theme'], ['Light Modern', 'light-theme']]) {
    await h.step(`the same window in ${theme}`, async () => {
      await setColorTheme(page, theme);
      await h.shot(shot);
    });
  }
}
