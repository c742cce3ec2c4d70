// A newcomer's first hour on demo data, no key (issue 28): a typo offers the close match and opens
// no invented topic; an inserted report has no column of unix times and names demo data as its
// source; Cancel on the key check is quiet; the coin's list price is its chart's last close, and
// three metrics are drawn as an index; compare by multi-select; the alert wizard counts its steps
// and says the figure's value now. The key screens in the light theme, then again in Dark Modern.
// The coins table's empty filter, the topic chart's three metrics and the side bar are
// panels-path's; the report's panel and preview are report-path's.
import {
  answerInput, collapseView, expandView, notification, openContainer, pickQuickItem, runCommand, setColorTheme, treeRows,
  waitForTreeItems, waitInputClosed,
} from '../../scripts/real-vscode/workbench.mjs';
import { freePort } from '../../scripts/real-vscode/server.mjs';
import { activeEditorText } from './lib/editor.mjs';
import { clearOfTheHourTurn, compareFromPalette, freshKey, panelFrame, scrollPanelTo, until, widenSideBar } from './lib/social.mjs';

export const name = 'first hour';
/** The minutes of the hour its clearOfTheHourTurn asks for (run.mjs puts the scenario off meanwhile). */
export const hourTurnMinutes = 2;

const KEY = freshKey('firsthour');

export async function setup(h) {
  h.secrets.add(KEY);
  // the key check asks a port nobody listens on: the service cannot be reached, at once
  const closed = await freePort();
  return { settings: {
    'socialPulse.demo': true,
    'socialPulse.baseUrl': `http://127.0.0.1:${closed}/api4`,
    // new untitled files are markdown notes (the language picker is slow to fill on 2 cores)
    'files.defaultLanguage': 'markdown',
  } };
}

/** Monaco draws spaces as no-break spaces: match words with any space between. */
const words = (text) => new RegExp(text.split(' ').join('[\\s\\u00a0]'));

export async function run(h) {
  const { page } = h;
  const widget = page.locator('.quick-input-widget');
  const title = (text) => widget.locator('.quick-input-title', { hasText: text });
  const rowNamed = (start) => widget.locator(`.quick-input-list .monaco-list-row[aria-label^="${start}"]`).first();
  const focusedRow = () => widget.locator('.quick-input-list .monaco-list-row.focused').first();
  const tab = (text) => page.locator('.tabs-container .tab').filter({ hasText: text });
  const shot = async (name) => {
    await page.mouse.move(700, 880);   // no hover in the picture
    // a click into a webview can scroll the workbench itself a few pixels out of place
    await page.evaluate(() => {
      for (let el = document.querySelector('.part.sidebar'); el; el = el.parentElement) el.scrollTo(0, 0);
    });
    // a quick pick or a notification fading in is drawn half transparent
    await until(page, 'nothing fades in or out', () => page.evaluate(() => !document.getAnimations()
      .some((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime))), { timeout: 5000 });
    await h.shot(name);
  };
  const toasts = () => page.locator('.notification-toast .notification-list-item-message').allInnerTexts();

  /** Open Topic… with the typo typed: the close match is offered, and it is what Enter takes. */
  const typoOffersBitcoin = async () => {
    await runCommand(page, 'Social Pulse: Open Topic...');
    await title('Open Topic').waitFor();
    await widget.locator('input').first().fill('bitcoinn');
    // the suggestion has a light bulb, and it is the entry Enter takes (the picker lists the typed name first)
    await until(page, 'the close match is the active entry', async () => /^Bitcoin\b(?!n)/.test(await focusedRow().getAttribute('aria-label') ?? ''));
    await focusedRow().locator('.codicon-lightbulb').waitFor();
    await rowNamed('bitcoinn').waitFor();
  };

  /** The market panel of Bitcoin, its chart (drawn, scrolled into view). */
  const coinChart = async () => {
    const frame = await panelFrame(page, 'Bitcoin', { view: 'market' });
    const series = frame.locator('section.section-series');
    await series.locator('.chart canvas').first().waitFor();
    await scrollPanelTo(frame, '.section-series');
    return { frame, series };
  };

  /** The readout of `label` at the chart's last point (the pointer at its right edge). */
  const lastReadout = async (series, label) => {
    const over = series.locator('.u-over');
    const box = await over.boundingBox();
    await page.mouse.move(box.x + box.width - 2, box.y + box.height / 2);
    const read = () => series.locator('.u-legend .u-series').evaluateAll((rows, want) => rows
      .find((r) => r.querySelector('.u-label')?.textContent?.trim() === want)?.querySelector('.u-value')?.textContent?.trim() ?? '', label);
    await until(page, `the readout shows ${label}`, async () => /\d/.test(await read()));
    return read();
  };

  /** Add Alert… from the palette up to the line's prompt (5/7), which says the rank now. */
  const alertWizardToTheLine = async () => {
    await runCommand(page, 'Social Pulse: Add Alert...');
    await title('Add Alert: what to watch (1/7)').waitFor();
    await rowNamed('Topic').click();
    await title('Add Alert: pick a topic (2/7)').waitFor();
    await rowNamed('Bitcoin').click();
    await title('Add Alert: Bitcoin (3/7)').waitFor();
    await pickQuickItem(page, 'Topic rank');
    await title('Add Alert: Bitcoin (4/7)').waitFor();
    await pickQuickItem(page, 'Gets worse than');
    await title('Add Alert: Bitcoin (5/7)').waitFor();
    await widget.locator('.quick-input-message', { hasText: /The line \(Topic rank; now #\d+\)/ }).waitFor();
  };

  /** Compare…, Topics: one list with a check box per topic; two checked, the title says Enter compares them. */
  const compareTwoChecked = async () => {
    await compareFromPalette(page, 'Topics');
    await title('Compare topics: select 2 to 5 (0 selected)').waitFor();
    for (const topic of ['Bitcoin', 'Ethereum']) await rowNamed(topic).locator('input[type="checkbox"], [role="checkbox"]').first().click();
    await title('Compare topics: Enter compares these 2').waitFor();
    // a name that cannot be a topic has no box to tick: the title says why, and goes once it is cleared
    const box = widget.locator('input').first();
    await box.fill('btc/usd');
    await title('Compare topics: Enter compares these 2 · A topic may contain only letters').waitFor();
    await box.fill('');
    await title(/^Compare topics: Enter compares these 2$/).waitFor();
  };

  /** Set API Key on demo data: the key cannot be checked; the question's default is not to save. */
  const keyCheckQuestion = async () => {
    await runCommand(page, 'Social Pulse: Set API Key');
    await answerInput(page, KEY, { password: true });
    await answerInput(page, 'First hour', { password: false });
    await title('could not check the key').waitFor();
    const active = await focusedRow().getAttribute('aria-label');
    if (!/^(close\s+)?Don't Save/.test(active ?? '')) throw new Error(`the key check's default is "${active}", not Don't Save`);
  };

  /** No error and no "not saved" after the key check was declined. */
  const quietAfterKeyCheck = async () => {
    await waitInputClosed(page);
    await notification(page, 'checking the key').waitFor({ state: 'hidden' });
    await page.waitForTimeout(1000);   // kept: what is checked is that nothing comes, which no event marks; an error would show by now
    const shown = await toasts();
    if (await page.locator('.notification-toast .codicon-error').count() || shown.some((t) => /not saved|Try Again/i.test(t))) {
      throw new Error(`declining the unchecked key shows: ${shown.join(' | ')}`);
    }
  };

  const startHour = Math.floor(Date.now() / 3600000);

  // the workbench starts in the light theme (the profile is new)
  await h.step('demo data in the side bar', async () => {
    await openContainer(page, 'Social Pulse');
    await widenSideBar(page, 460);
    await waitForTreeItems(page, 'Trending Topics', { min: 3 });
  });

  await h.step('a typo in Open Topic… offers Bitcoin, which Enter opens; the typo itself opens no invented topic', async () => {
    await typoOffersBitcoin();
    await shot('first-hour-light-typo');
    await page.keyboard.press('Enter');
    await (await panelFrame(page, 'Bitcoin', { view: 'topic' })).locator('.section-summary .figure').first().waitFor();
    if (await tab(/bitcoinn/i).count()) throw new Error('a panel for "bitcoinn" opened');
    // chosen on purpose, the unknown name is asked of the service first: the picker says it has
    // none, stays open for another name, and no panel of errors opens
    await typoOffersBitcoin();
    await rowNamed('bitcoinn').click();
    await widget.locator('.quick-input-list .monaco-list-row', { hasText: 'Nothing found for topic "bitcoinn"' }).waitFor();
    if (await tab(/bitcoinn/i).count()) throw new Error('a panel for "bitcoinn" opened');
    await shot('first-hour-light-typo-chosen-anyway');
    await page.keyboard.press('Escape');
    await waitInputClosed(page);
  });

  await h.step('a report inserted into a new note has no column of unix times and names demo data as its source', async () => {
    await runCommand(page, 'File: New Untitled Text File');
    await page.locator('.part.statusbar').getByText('Markdown', { exact: true }).waitFor();
    await page.locator('.editor-group-container.active .monaco-editor .view-lines').click();
    await page.keyboard.type('# First hour\n\n');
    await runCommand(page, 'Social Pulse: Insert Markdown Report...');
    await answerInput(page, 'bitcoin', { prompt: 'topic' });
    await waitInputClosed(page);
    await page.locator('.monaco-editor .view-lines').filter({ hasText: words('Social Pulse report,') }).first().waitFor();
    const text = await activeEditorText(page);
    const headers = text.split('\n').filter((l) => /^\s*\|/.test(l)).flatMap((l) => l.split('|').map((c) => c.trim()));
    if (headers.includes('time')) throw new Error('a "time" column in the inserted report');
    // a unix time of the report's month, with or without thousands separators
    const now = Date.now() / 1000;
    const epochs = (text.match(/(?<![\d,.])\d{1,3}(,\d{3})+(?![\d,])|(?<![\d,.])\d{10}(?!\d)/g) ?? [])
      .filter((n) => Math.abs(Number(n.replace(/,/g, '')) - now) < 40 * 86400);
    if (epochs.length) throw new Error(`unix times in the inserted report: ${epochs.slice(0, 3).join(', ')}`);
    const source = text.split('\n').find((l) => /Source:/.test(l));
    if (!source || !/demo data/.test(source) || /127\.0\.0\.1|localhost|:\d{2,5}\//.test(source)) throw new Error(`the report's source line: ${source}`);
    h.note(`the inserted report: ${text.split('\n').length} drawn rows; ${source.trim()}`);
    await shot('first-hour-light-report');
  });

  await h.step('Set API Key on demo data: the key cannot be checked, Don\'t Save is the default, Escape is quiet', async () => {
    await keyCheckQuestion();
    await shot('first-hour-light-key-check');
    await page.keyboard.press('Escape');
    await quietAfterKeyCheck();
  });

  await h.step('the coin\'s price in the Coins view and its panel is its chart\'s last close; three metrics are drawn as an index', async () => {
    await openContainer(page, 'Social Pulse');
    for (const v of ['Categories', 'Watchlist']) await collapseView(page, v);
    // the three prices are read one after another: not across the hour's turn
    await clearOfTheHourTurn(page, hourTurnMinutes);
    await expandView(page, 'Coins');
    await waitForTreeItems(page, 'Coins', { min: 3 });
    const coinRow = treeRows(page, 'Coins').filter({ has: page.locator('.label-name', { hasText: /^Bitcoin\b/ }) }).first();
    const listed = /\$[\d,]+\.\d+/.exec(await coinRow.locator('.label-description').innerText())?.[0];
    if (!listed) throw new Error(`no price on the Coins view's Bitcoin row: ${await coinRow.innerText()}`);
    await coinRow.locator('.label-name').click();
    const { frame, series } = await coinChart();
    const quoted = await frame.locator('.section-quote .figure', { hasText: 'Price' }).locator('dd, .value').first().innerText();
    // a coin's chart opens as candles: its lines, with their metric choices, are a click away
    await series.locator('.chart-toolbar button', { hasText: 'Line' }).click();
    await series.locator('fieldset.metrics').waitFor();
    for (const label of ['Close', 'Market cap', 'Volume 24 h']) await series.getByLabel(label, { exact: true }).check();
    await series.locator('.chart-scale').filter({ hasText: 'each line is drawn as an index' }).waitFor();
    const close = await lastReadout(series, 'Close');
    h.note(`Bitcoin: ${listed} in the Coins view, ${quoted} in its panel, ${close} the chart's last close`);
    if (close !== listed || quoted.trim() !== listed) {
      // the demo world changes on the hour: a list loaded in the hour before may differ, rightly
      const turned = Math.floor(Date.now() / 3600000) !== startHour ? ' (the hour turned during the run: run it again)' : '';
      throw new Error(`three prices: ${listed} (Coins view), ${quoted} (panel), ${close} (chart's last close)${turned}`);
    }
    await h.shot('first-hour-light-coin-chart');
  });

  await h.step('Compare… is a multi-select list: two topics checked, Enter opens them by name', async () => {
    await compareTwoChecked();
    await shot('first-hour-light-compare-picker');
    await widget.locator('input').first().click();
    await page.keyboard.press('Enter');
    const frame = await panelFrame(page, 'Compare:', { view: 'compare' });
    const heading = await frame.locator('.page-head h1').innerText();
    if (!/Bitcoin · Ethereum/.test(heading)) throw new Error(`the comparison's title: ${heading}`);
  });

  await h.step('Add Alert… from the palette counts seven steps, says the rank now, and Enter takes the name and cool-down', async () => {
    await alertWizardToTheLine();
    await shot('first-hour-light-alert-line');
    await answerInput(page, '3', { prompt: '(5/7)' });
    await title('(6/7)').waitFor();
    // Enter into the box itself: a panel still loading behind it may have taken the focus (seen on a busy machine)
    const box = widget.locator('input').first();
    if (!(await box.inputValue()).trim()) throw new Error('the name step has no default');
    await box.press('Enter');
    await title('(7/7)').waitFor();
    if (!/^\d+$/.test(await box.inputValue())) throw new Error('the cool-down step has no default');
    await box.press('Enter');
    await waitInputClosed(page);
    await notification(page, 'added to the Alerts view').waitFor();
  });

  await h.step('the same screens in Dark Modern; Enter on the key check is as quiet as Escape; the typo joined no Recent list', async () => {
    await runCommand(page, 'Notifications: Clear All Notifications');
    await setColorTheme(page, 'Dark Modern');
    await runCommand(page, 'Social Pulse: Open Topic...');
    await title('Open Topic').waitFor();
    await widget.locator('.quick-input-list').getByText('Recent', { exact: true }).waitFor();
    await rowNamed('Bitcoin').waitFor();
    if (await rowNamed('bitcoinn').count()) throw new Error('the typo is listed as a recent topic');
    await page.keyboard.press('Escape');
    await waitInputClosed(page);
    await typoOffersBitcoin();
    await shot('first-hour-dark-typo');
    await page.keyboard.press('Escape');
    await waitInputClosed(page);
    await tab('Untitled-1').click();
    await shot('first-hour-dark-report');
    await keyCheckQuestion();
    await shot('first-hour-dark-key-check');
    await page.keyboard.press('Enter');
    await quietAfterKeyCheck();
    await tab('Bitcoin (BTC)').click();
    const { series } = await coinChart();
    await lastReadout(series, 'Close');
    // each line in a colour of its own that shows on a dark background: none see-through
    const markers = await series.locator('.u-legend .u-series .u-marker').evaluateAll((ms) => ms.map((m) => getComputedStyle(m).borderColor));
    const faint = markers.filter((c) => /^rgba\(.*,\s*0?\.\d+\)$/.test(c));
    if (markers.length < 3 || faint.length) throw new Error(`the chart's line colours in Dark Modern: ${markers.join(', ')}`);
    await h.shot('first-hour-dark-coin-chart');
    await compareTwoChecked();
    await shot('first-hour-dark-compare-picker');
    await page.keyboard.press('Escape');
    await waitInputClosed(page);
    await alertWizardToTheLine();
    await shot('first-hour-dark-alert-line');
    await page.keyboard.press('Escape');
    await waitInputClosed(page);
  });
}
