// Pulse notebooks (issue 24) in the real workbench, on a standalone emulator with a Builder key:
// "New Pulse Notebook" shows its starter cells; a *.pulse.md file opens as a notebook, a query is
// typed with completion and run; the renderer draws the table and the chart (screenshots in the
// dark and the light theme); the notebook is saved, closed and opened again: its outputs are back
// without a request; the saved file, read as text, is a markdown report with its tables.
import fs from 'node:fs';
import path from 'node:path';
import { findInWebviews, openContainer, runCommand, setColorTheme, waitInputClosed } from '../../scripts/real-vscode/workbench.mjs';
import { emulatorSettings, freshKey, setKeyFromPalette, until } from './lib/social.mjs';

export const name = 'Pulse notebooks';

const KEY = freshKey('notebook');
const FILE = 'research.pulse.md';
const SERIES = 'topic bitcoin series interactions,sentiment 1w by day';
let emulator;

export async function setup(h) {
  emulator = await h.startEmulator({ key: KEY, plan: 'builder' });
  return { settings: emulatorSettings(emulator) };
}

/** Requests the emulator has counted for the key so far, this probe included. */
async function countedByService() {
  const res = await fetch(`${emulator.baseUrl}/public/categories/list/v1`, { headers: { authorization: `Bearer ${KEY}` } });
  if (!res.ok) throw new Error(`the emulator's count probe got ${res.status}`);
  return Number(res.headers.get('x-rate-limit-day')) - Number(res.headers.get('x-rate-limit-day-remaining'));
}

/**
 * Turns the mouse wheel over the notebook and waits until its cells have moved and stand still
 * (two frames alike), and `shown` (in the outputs' frame) is shown: the notebook hides the outputs
 * out of view.
 */
async function wheelNotebook(page, deltaY, shown) {
  const cells = page.locator('.notebook-editor .cell-list-container .monaco-list-rows').first();
  const before = await cells.evaluate((el) => el.getBoundingClientRect().top);
  const box = await page.locator('.notebook-editor').first().boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, deltaY);
  await page.waitForFunction((from) => {
    const top = document.querySelector('.notebook-editor .cell-list-container .monaco-list-rows')?.getBoundingClientRect().top;
    const still = top === window.e2eLastTop;
    window.e2eLastTop = top;
    return top !== undefined && top !== from && still;
  }, before);
  await shown.waitFor();
}

async function quickOpen(page, file) {
  await page.keyboard.press('Control+P');
  const input = page.locator('.quick-input-widget input');
  await input.waitFor();
  await input.fill(file);
  await page.locator('.quick-input-list .monaco-list-row').filter({ hasText: file }).first().waitFor();
  await input.press('Enter');
  await waitInputClosed(page);
}

export async function run(h) {
  const { page } = h;
  const cellEditors = () => page.locator('.notebook-editor .cell-editor-container .monaco-editor');
  const file = () => path.join(h.server.workspace, FILE);

  await h.step('a key on the Builder plan', async () => {
    await openContainer(page, 'Social Pulse');
    await setKeyFromPalette(page, 'Builder', KEY);
  });

  await h.step('New Pulse Notebook opens a starter cell for each kind of question', async () => {
    await runCommand(page, 'Social Pulse: New Pulse Notebook');
    await page.locator('.notebook-editor .view-lines').filter({ hasText: /topic[\s\u00a0]bitcoin/ }).first().waitFor();
    await page.locator('.notebook-editor .view-lines').filter({ hasText: /coins[\s\u00a0]top[\s\u00a0]10/ }).first().waitFor();
    h.mark('starter notebook shown');
    await page.locator('.tab', { hasText: /Research-\d+\.pulse\.md/ }).first().waitFor();
    await h.shot('notebook-starter');
    await runCommand(page, 'View: Revert and Close Editor');
    await page.locator('.notebook-editor').waitFor({ state: 'detached' });
  });

  await h.step('a saved *.pulse.md file opens as a notebook; a query is typed with completion', async () => {
    fs.writeFileSync(file(), `# Research\n\nThis week's figures.\n\n\`\`\`pulse\n${SERIES}\n\`\`\`\n\n\`\`\`pulse\n\n\`\`\`\n`);
    await quickOpen(page, FILE);
    await until(page, 'the notebook\'s two query cells', async () => (await cellEditors().count()) >= 2);
    await cellEditors().nth(1).click();
    await page.keyboard.type('coins top 5 by mark');
    await page.keyboard.press('Control+Space');
    const offered = page.locator('.suggest-widget .monaco-list-row').filter({ has: page.locator('.label-name', { hasText: /^market_cap$/ }) }).first();
    await offered.waitFor();
    await h.shot('notebook-completion');
    await offered.click();
    await page.locator('.notebook-editor .view-lines').filter({ hasText: /coins[\s\u00a0]top[\s\u00a0]5[\s\u00a0]by[\s\u00a0]market_cap/ }).first().waitFor();
    await page.keyboard.press('Escape');
  });

  await h.step('Run All draws the table and the chart, each saying when its data was generated and what it cost', async () => {
    await runCommand(page, 'Notebook: Run All');
    await findInWebviews(page, '.pulse-answer table td', { timeout: 60000 });
    const { frame } = await findInWebviews(page, '.pulse-answer .pulse-chart canvas', { timeout: 60000 });
    await findInWebviews(page, '.pulse-answer .pulse-meta', { text: 'Generated' });
    h.mark('outputs drawn');
    // the outputs take the theme with their frame's body class; the chart is drawn again then
    const chart = frame.locator('.pulse-answer .pulse-chart canvas').first();
    const table = frame.locator('.pulse-answer > .pulse-table-box table').last();
    await setColorTheme(page, 'Dark Modern');
    await frame.locator('body.vscode-dark').waitFor({ state: 'attached' });
    await h.shot('notebook-dark-chart');
    await wheelNotebook(page, 480, table);
    await h.shot('notebook-dark-table');
    await setColorTheme(page, 'Light Modern');
    await frame.locator('body.vscode-light').waitFor({ state: 'attached' });
    await h.shot('notebook-light-table');
    await wheelNotebook(page, -480, chart);
    await h.shot('notebook-light-chart');
  });

  await h.step('the sort buttons of a table are reachable with the keyboard', async () => {
    const { frame } = await findInWebviews(page, '.pulse-answer th button');
    const header = frame.locator('.pulse-answer table').last().locator('th button').last();
    await header.focus();
    await header.press('Enter');
    const sorted = await frame.locator('.pulse-answer table').last().locator('th').last().getAttribute('aria-sort');
    if (sorted !== 'descending' && sorted !== 'ascending') throw new Error(`aria-sort is ${sorted}`);
  });

  await h.step('saved: the file read as text is a markdown report with the tables', async () => {
    // the keyboard back to the notebook from the output's sort button
    await cellEditors().nth(1).click();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+S');
    await until(page, 'the outputs in the saved file', () => fs.readFileSync(file(), 'utf8').includes('<!-- /pulse-output -->'));
    const text = fs.readFileSync(file(), 'utf8');
    for (const want of ['# Research', '```pulse\ncoins top 5 by market_cap\n```', '| --- |', 'Chart: ', 'Generated ']) {
      if (!text.includes(want)) throw new Error(`the saved file lacks ${JSON.stringify(want)}:\n${text.slice(0, 1500)}`);
    }
    h.note(`saved ${text.length} characters, ${text.split('\n').filter((l) => l.startsWith('| ')).length} table lines`);
  });

  await h.step('closed and opened again: the outputs are back without a request', async () => {
    await waitInputClosed(page);
    await runCommand(page, 'View: Close All Editors');
    await page.locator('.notebook-editor').waitFor({ state: 'detached' }).catch(() => undefined);
    const before = await countedByService();
    await quickOpen(page, FILE);
    await findInWebviews(page, '.pulse-answer table td', { timeout: 60000 });
    await findInWebviews(page, '.pulse-answer .pulse-chart canvas');
    // the notebook has opened through to its kernel, which VS Code chooses last
    await page.locator('.kernel-action-view-item .kernel-label', { hasText: 'Social Pulse' }).waitFor();
    const after = await countedByService();
    if (after - before !== 1) throw new Error(`${after - before - 1} requests on reopening`);
    await h.shot('notebook-reopened');
  });
}
