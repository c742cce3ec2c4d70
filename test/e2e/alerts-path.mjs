// An alert created from the tree fires when the emulator's data is driven across its line, and its
// notification opens the panel; the level box takes a price as people type it (80k); then a
// comparison of three topics picked with the mouse and Enter, in the light and dark themes:
// leaders only on figures that rank subjects, the return and r of each over the period.
import {
  answerInput, clickNotificationButton, collapseView, expandView, notification, openContainer, pickQuickItem, runCommand, setColorTheme,
  waitForTreeItems, waitInputClosed,
} from '../../scripts/real-vscode/workbench.mjs';
import { compareFromPalette, emulatorSettings, freshKey, panelFrame, rowsText, rowWith, scrollPanelTo, setKeyFromPalette, topRows, until, widenSideBar } from './lib/social.mjs';

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
    for (const v of ['Categories', 'Watchlist']) await collapseView(page, v);
    await expandView(page, 'Alerts');
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
    await pickQuickItem(page, 'Gets worse than');
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
    const alert = 'Social Pulse alert: Bitcoin: Topic rank worse than #1 (a number above 1) (from #1 to #4).';
    await notification(page, alert).waitFor({ timeout: 30000 });
    await until(page, 'the rule shows it fired', async () => (await rowsText(page, 'Alerts')).some((t) => /^Bitcoin leaves #1 — fired at \d\d:\d\d UTC/.test(t)));
    await h.shot('alerts-fired-notification');
    await clickNotificationButton(page, alert, 'Open');
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
    // a topic's hourly sentiment (the chart's) is watched by its turns; the line of a topic is Sentiment across networks
    await pickQuickItem(page, 'Turns through a level (by hour)');
    await pickQuickItem(page, 'Turns down through the level');
    // the pick gives way to the input box of the level
    const input = page.locator('.quick-input-widget input').first();
    await until(page, 'the box of the level shows a value', async () => (await input.inputValue()) !== '');
    const value = await input.inputValue();
    if (Math.abs(Number(value) - Number(shown[1].replace(/,/g, ''))) > 0.01) throw new Error(`the level is prefilled with ${value}, the point was ${shown[1]}%`);
    await h.shot('chart-point-prefilled');
    await page.keyboard.press('Escape');
    await waitInputClosed(page);
  });

  await h.step('Add Alert… on a coin\'s price: the level box refuses 2.5% with what to type, takes 80k as $80,000', async () => {
    await runCommand(page, 'Social Pulse: Add Alert...');
    const title = (text) => page.locator('.quick-input-widget .quick-input-title', { hasText: text });
    await title('what to watch (1/7)').waitFor();
    await pickQuickItem(page, 'Coin');
    await title('pick a coin (2/7)').waitFor();
    await pickQuickItem(page, 'Bitcoin');
    await title('(3/7)').waitFor();
    await pickQuickItem(page, 'Price');
    await title('(4/7)').waitFor();
    await pickQuickItem(page, 'Goes above');
    await title('(5/7)').waitFor();
    const input = page.locator('.quick-input-widget input').first();
    const message = page.locator('.quick-input-widget .quick-input-message');
    await input.fill('2.5%');
    await message.filter({ hasText: 'This number is not a percentage: leave out the %.' }).waitFor();
    await input.fill('eighty');
    await message.filter({ hasText: 'Type the number in digits, e.g. 80000, 80k, 1.2M or $80,000.' }).waitFor();
    await h.shot('alert-level-refused');
    await input.fill('80k');
    await message.filter({ hasText: /The line \(Price; now \$/ }).waitFor();
    await input.press('Enter');
    await title('(6/7)').waitFor();
    await until(page, 'the name says the line typed as 80k', async () => /^(BTC|Bitcoin) > \$80K$/.test(await input.inputValue()));
    await page.keyboard.press('Escape');
    await waitInputClosed(page);
  });

  await h.step('Compare… three topics ticked with the mouse, then Enter: one chart, leaders only where figures rank, the period\'s return and r (light theme)', async () => {
    await override({ clear: true });
    await compareFromPalette(page, 'Topics');
    // one multi-select list: the three are ticked with the mouse, then Enter (Escape would only close it)
    await page.locator('.quick-input-widget .quick-input-title', { hasText: 'select 2 to 5 (0 selected)' }).waitFor();
    for (const topic of ['Bitcoin', 'Ethereum', 'Solana']) {
      const row = page.locator('.quick-input-list .monaco-list-row').filter({ hasText: topic }).first();
      await row.locator('[role="checkbox"], input[type="checkbox"]').first().click();
    }
    await page.locator('.quick-input-widget .quick-input-title', { hasText: 'Enter compares these 3' }).waitFor();
    await h.shot('compare-picker');
    // Enter right after the last tick: the title says it compares these 3, so it must (it unticked Solana)
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
    // a count measures size: no star; each figure says what it is
    const row = (label) => frame.locator('.compare-table tr').filter({ has: frame.locator('th', { hasText: label }) }).first();
    if (await row('Interactions 24 h').locator('td.leader').count()) throw new Error('interactions (a size) mark a leader');
    const definition = await row('Topic rank').locator('th').getAttribute('title');
    if (!/among all topics, as the service ranks them now; 1 is first/.test(definition ?? '')) throw new Error(`the topic rank's definition: ${definition}`);
    await frame.locator('.section-head h2', { hasText: 'Sentiment by network' }).waitFor();
    await frame.locator('.section-head h2', { hasText: 'Over the period' }).waitFor();
    if ((await frame.locator('.section-compare table.data').count()) !== 3) throw new Error('key figures, sentiment by network and the period should be three tables');
    // the three are assets: a return and an r over so many hours for each
    const cells = async (label) => (await row(label).locator('td').allInnerTexts()).map((t) => t.split('\n')[0].trim());
    const returns = await cells('Return over the period');
    if (returns.length !== 3 || !returns.every((t) => /^[+-]?\d[\d,.]*%/.test(t))) throw new Error(`returns over the period: ${returns.join(' | ')}`);
    const r = await cells('Price vs interactions (r)');
    if (!r.every((t) => /^[+-]\d\.\d\d$/.test(t))) throw new Error(`r of price and interactions: ${r.join(' | ')}`);
    const hours = await cells('Hours in r');
    if (!hours.every((t) => Number(t.replace(/,/g, '')) >= 24)) throw new Error(`hours in r: ${hours.join(' | ')}`);
    const note = await frame.locator('.period-note').innerText();
    if (!/^From \d{4}-\d\d-\d\d \d\d:\d\d UTC to .* by hour: \d+ hours.*Pearson/.test(note)) throw new Error(`the period's note: ${note}`);
    h.note(`returns ${returns.join(' | ')}; r ${r.join(' | ')} over ${hours.join(' | ')} hours`);
    await scrollPanelTo(frame, '.period-note');
    await h.shot('compare-period');
    await scrollPanelTo(frame, '.page-head');
    await page.mouse.move(700, 880);
    await h.shot('compare-light');
    await setColorTheme(page, 'Dark Modern');
    await h.shot('compare-dark');
    await frame.locator('label', { hasText: 'Raw (two axes)' }).click();
    await frame.locator('.axis-note', { hasText: 'Left axis: Bitcoin. Right axis: Ethereum, Solana.' }).waitFor();
    const axes = await chart.locator('.u-axis').count();
    if (axes !== 3) throw new Error(`raw, the chart should have a left and a right value axis (${axes - 1} value axes)`);
    await h.shot('compare-dark-raw');
    // a percent is drawn as it is: Normalised is not offered for Sentiment, and its lines share one axis
    await frame.locator('.compare-metrics label', { hasText: 'Sentiment' }).click();
    await frame.locator('.axis-note', { hasText: 'Sentiment is a percent, so its lines are drawn as they are, on one axis' }).waitFor();
    if (!(await frame.locator('input[type="radio"][value="normalised"]').isDisabled())) throw new Error('Normalised is offered for Sentiment, a percent');
    await frame.locator('label', { hasText: 'Normalised (not for a percent)' }).waitFor();
    const percentAxes = await chart.locator('.u-axis').count();
    if (percentAxes !== 2) throw new Error(`Sentiment should be drawn on one value axis (${percentAxes - 1} value axes)`);
    await frame.locator('.compare-metrics label', { hasText: 'Interactions' }).click();
    await frame.locator('.axis-note', { hasText: 'Left axis: Bitcoin.' }).waitFor();
    if (await frame.locator('input[type="radio"][value="normalised"]').isDisabled()) throw new Error('Normalised stayed unavailable for interactions');
  });
}
