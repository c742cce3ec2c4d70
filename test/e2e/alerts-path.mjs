// An alert created from the tree fires when the emulator's data is driven across its line, and its
// notification opens the panel; then a comparison of three topics, in the light and dark themes.
import {
  answerInput, notification, openContainer, pickQuickItem, runCommand, setColorTheme, viewHeader, waitForTreeItems, waitInputClosed,
} from '../../scripts/real-vscode/workbench.mjs';
import { emulatorSettings, freshKey, panelFrame, rowsText, rowWith, setKeyFromPalette, topRows, until, widenSideBar } from './lib/social.mjs';

export const name = 'alerts and compare';

const KEY = freshKey('alerts');
let emulator;

export async function setup(h) {
  emulator = await h.startEmulator({ key: KEY, plan: 'builder', seed: 7, control: true });
  return { settings: emulatorSettings(emulator) };
}

async function override(body) {
  const res = await fetch(`${emulator.origin}/__emulator/overrides`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`the emulator refused the override: ${res.status} ${await res.text()}`);
}

export async function run(h) {
  const { page } = h;
  const clearToasts = () => runCommand(page, 'Notifications: Clear All Notifications');

  await h.step('a key set from the palette loads the trending topics', async () => {
    await openContainer(page, 'Social Pulse');
    await widenSideBar(page, 480);
    await setKeyFromPalette(page, 'alerts test key', KEY);
    await waitForTreeItems(page, 'Trending Topics', { min: 5 });
    await clearToasts();
    // room for the Alerts view under the others
    for (const v of ['Categories', 'Watchlist']) await viewHeader(page, v).click();
  });

  await h.step('Add Alert… from the context menu of a topic: rank above #1, checked at once and armed', async () => {
    await topRows(page, 'Trending Topics').filter({ hasText: '#1 Bitcoin' }).locator('.label-name').click({ button: 'right' });
    const item = page.locator('.context-view .monaco-menu .action-label', { hasText: 'Add Alert...' });
    await item.hover();
    // the menu acts on the highlighted entry: Enter runs it (a synthetic click may not reach it)
    await page.keyboard.press('Enter');
    // the subject comes from the tree: five steps, each numbered; the line's prompt says where the rank is now
    await page.locator('.quick-input-widget .quick-input-title', { hasText: 'Add Alert: Bitcoin (1/5)' }).waitFor();
    await pickQuickItem(page, 'Topic rank');
    await page.locator('.quick-input-widget .quick-input-title', { hasText: '(2/5)' }).waitFor();
    await pickQuickItem(page, 'Goes above');
    await answerInput(page, '1', { prompt: /\(3\/5\).*The line \(Topic rank; now #1\)/ });
    await answerInput(page, 'Bitcoin leaves #1', { prompt: /\(4\/5\).*Name of the alert/ });
    await answerInput(page, '0', { prompt: /\(5\/5\).*Cool-down/ });
    await waitInputClosed(page);
    await until(page, 'the Alerts view lists the rule, armed', async () => (await rowsText(page, 'Alerts')).some((t) => /^Bitcoin leaves #1 — armed · Topic rank #1/.test(t)));
    await clearToasts();
    await h.shot('alerts-armed');
  });

  await h.step('the emulator drives the rank across the line: the alert fires, says from what to what, Open opens the panel', async () => {
    await override({ kind: 'topic', id: 'bitcoin', field: 'topic_rank', value: 4 });
    await runCommand(page, 'Social Pulse: Check Alerts Now');
    const toast = notification(page, 'Social Pulse alert: Bitcoin: Topic rank above #1 (from #1 to #4).');
    await toast.waitFor({ timeout: 30000 });
    await until(page, 'the rule shows it fired', async () => (await rowsText(page, 'Alerts')).some((t) => /^Bitcoin leaves #1 — fired at \d\d:\d\d UTC/.test(t)));
    await h.shot('alerts-fired-notification');
    await toast.getByRole('button', { name: 'Open' }).click();
    const frame = await panelFrame(page, 'Bitcoin');
    await frame.locator('.section-summary .figure').first().waitFor();
    await h.shot('alerts-opened-panel');
    if (!(await rowWith(page, 'Alerts', 'Fired alerts (1)').count())) throw new Error('the history does not list the fired alert');
  });

  await h.step('Add Alert… from the topic panel, and Alert Me When… on a chart point prefilled with its metric and value', async () => {
    const frame = await panelFrame(page, 'Bitcoin', { view: 'topic' });
    await frame.locator('.page-head button', { hasText: 'Add Alert…' }).click();
    await page.locator('.quick-input-widget .quick-input-title', { hasText: 'Add Alert: Bitcoin' }).waitFor();
    await pickQuickItem(page, 'Topic rank');
    // the next step of the flow is up before it is cancelled
    await page.locator('.quick-input-list .monaco-list-row', { hasText: 'Enters the top N' }).waitFor();
    await page.keyboard.press('Escape');
    await waitInputClosed(page);
    // sentiment alone on the chart: a line with an alert metric of its own
    const series = frame.locator('.section-series');
    await series.locator('.metrics label', { hasText: /^Sentiment$/ }).click();
    await series.locator('.metrics label', { hasText: /^Interactions$/ }).click();
    const over = series.locator('.u-over');
    await over.waitFor();
    const [width, height] = await over.evaluate((el) => [el.clientWidth, el.clientHeight]);
    await over.click({ button: 'right', position: { x: Math.round(width / 2), y: Math.round(height / 2) } });
    const item = page.locator('.context-view .monaco-menu .action-label', { hasText: 'Alert Me When...' });
    await item.waitFor();
    await h.shot('chart-point-menu');
    await item.hover();
    await page.keyboard.press('Enter');
    const title = page.locator('.quick-input-widget .quick-input-title', { hasText: 'Alert me when… Bitcoin: Sentiment, ' });
    await title.waitFor();
    const shown = /, ([\d.,]+)% on the chart/.exec(await title.innerText());
    if (!shown) throw new Error(`the prompt does not say the point's value: ${await title.innerText()}`);
    await pickQuickItem(page, 'Goes below');
    // the pick gives way to the input box of the line
    const input = page.locator('.quick-input-widget input').first();
    await until(page, 'the box of the line shows a value', async () => (await input.inputValue()) !== '');
    const value = await input.inputValue();
    if (Math.abs(Number(value) - Number(shown[1].replace(/,/g, ''))) > 0.01) throw new Error(`the line is prefilled with ${value}, the point was ${shown[1]}%`);
    await h.shot('chart-point-prefilled');
    await page.keyboard.press('Escape');
    await waitInputClosed(page);
  });

  await h.step('Compare… three topics: one chart, figures with leaders, sentiment by network (light theme)', async () => {
    await override({ clear: true });
    await runCommand(page, 'Social Pulse: Compare...');
    await pickQuickItem(page, 'Topics');
    // one multi-select list: the three are selected, then Enter (Escape would only close it)
    await page.locator('.quick-input-widget .quick-input-title', { hasText: 'select 2 to 5 (0 selected)' }).waitFor();
    for (const topic of ['Bitcoin', 'Ethereum', 'Solana']) {
      const row = page.locator('.quick-input-list .monaco-list-row').filter({ hasText: topic }).first();
      await row.locator('[role="checkbox"], input[type="checkbox"]').first().click();
    }
    await page.locator('.quick-input-widget .quick-input-title', { hasText: 'Enter compares these 3' }).waitFor();
    await h.shot('compare-picker');
    // Enter from the input box (a focused checkbox would take it as a toggle)
    await page.locator('.quick-input-widget input').first().click();
    await page.keyboard.press('Enter');
    const frame = await panelFrame(page, 'Compare:', { view: 'compare', timeout: 30000 });
    const chart = frame.locator('.compare-chart');
    await chart.locator('.u-over').waitFor();
    const title = await frame.locator('.page-head h1').innerText();
    if (!/Bitcoin · Ethereum · Solana/.test(title)) throw new Error(`compared the wrong topics: ${title}`);
    // the legend lists the time and one line per topic; normalised, one value axis
    const series = await chart.locator('.u-legend .u-series').count();
    if (series !== 4) throw new Error(`the chart has ${series - 1} lines, not 3`);
    if ((await chart.locator('.u-axis').count()) !== 2) throw new Error('normalised, the chart should have one value axis');
    const leaders = await frame.locator('td.leader').count();
    if (leaders < 5) throw new Error(`only ${leaders} rows mark a leader`);
    await frame.locator('.section-head h2', { hasText: 'Sentiment by network' }).waitFor();
    if ((await frame.locator('.section-compare table.data').count()) !== 2) throw new Error('key figures and sentiment by network should be two tables');
    await page.mouse.move(700, 880);
    await h.shot('compare-light');
    await setColorTheme(page, 'Dark Modern');
    await h.shot('compare-dark');
    await frame.locator('label', { hasText: 'Raw (two axes)' }).click();
    await frame.locator('.axis-note', { hasText: 'Left axis: Bitcoin. Right axis: Ethereum, Solana.' }).waitFor();
    const axes = await chart.locator('.u-axis').count();
    if (axes !== 3) throw new Error(`raw, the chart should have a left and a right value axis (${axes - 1} value axes)`);
    await h.shot('compare-dark-raw');
  });
}
