// The second hour on demo data (issue 36, items 4, 5, 7, 8 and the stock note): an alert made in
// plain words from the palette, with no chat; its short name, its state first and the sentence
// once in the Alerts view; its notification and the digest's line saying each thing once, marked
// demo once; Preview Digest leaving no unsaved tab; a saved notebook reading as notes with its
// data after the tables; a stock panel saying its series has no price; the percentage bars of a
// topic panel with an empty part that does not look full in high contrast. Screenshots in the
// light, dark and high-contrast themes.
import fs from 'node:fs';
import path from 'node:path';
import {
  collapseView, expandView, findInWebviews, notification, openContainer, runCommand, setColorTheme, waitForTreeItems, waitInputClosed,
} from '../../scripts/real-vscode/workbench.mjs';
import { panelFrame, rowsText, rowWith, topRows, until, widenSideBar } from './lib/social.mjs';

export const name = 'second hour: alerts, digest, notebook, themes';

const NOTEBOOK = 'second-hour.pulse.md';

export async function setup() {
  return { settings: { 'socialPulse.demo': true } };
}

const count = (text, part) => text.split(part).length - 1;

/** A run of words said twice in a row ("X: X", "(demo data) (demo data)"), or undefined. */
function repeated(text) {
  const words = text.split(/\s+/).filter(Boolean).map((w) => w.replace(/[:.]$/, ''));
  for (let len = 2; len <= words.length / 2; len++) {
    for (let i = 0; i + 2 * len <= words.length; i++) {
      const a = words.slice(i, i + len).join(' ');
      if (a === words.slice(i + len, i + 2 * len).join(' ')) return a;
    }
  }
  return undefined;
}

export async function run(h) {
  const { page } = h;
  const widget = page.locator('.quick-input-widget');
  const message = () => widget.locator('.quick-input-message').innerText();
  const clearToasts = () => runCommand(page, 'Notifications: Clear All Notifications');
  const alertRow = () => rowWith(page, 'Alerts', 'Bitcoin > $1K');

  await h.step('demo data in the side bar, room for the Alerts view', async () => {
    await openContainer(page, 'Social Pulse');
    await widenSideBar(page, 480);
    await waitForTreeItems(page, 'Trending Topics', { min: 3 });
    // by state, not by toggling: the views' default folding is the manifest's to choose
    for (const v of ['Categories', 'Watchlist']) await collapseView(page, v);
    await expandView(page, 'Alerts');
  });

  await h.step('Add Alert in Plain Words… from the palette: the box says what it would understand, then what it reads; Enter saves it', async () => {
    await runCommand(page, 'Social Pulse: Add Alert in Plain Words...');
    const input = widget.locator('input').first();
    await input.waitFor();
    await input.fill('bitcoin price above 1000');
    await until(page, 'the box asks for "when"', async () => /Start with "when"/.test(await message()));
    await input.fill('when bitcoin price goes above 1000');
    await until(page, 'the box reads the rule', async () => (await message()).includes('Reads as: Bitcoin: Price above $1,000. Enter saves it as "Bitcoin > $1K".'));
    await h.shot('second-hour-plain-words');
    await input.press('Enter');
    await waitInputClosed(page);
  });

  await h.step('its notification says what happened once, marked demo once', async () => {
    const toast = notification(page, 'Social Pulse alert: Bitcoin: Price above $1,000 (now $');
    await toast.waitFor({ timeout: 60_000 });
    const text = await toast.locator('.notification-list-item-message').innerText();
    if (count(text, 'Price above $1,000') !== 1 || count(text, '(demo data)') !== 1 || repeated(text)) throw new Error(`the notification repeats itself: ${text}`);
    h.note(text);
    await clearToasts();
  });

  await h.step('the Alerts view: the short name, its state first, the sentence once in the tooltip', async () => {
    await until(page, 'the rule listed with its state', async () => (await rowsText(page, 'Alerts')).some((t) => /^Bitcoin > \$1K — fired at \d\d:\d\d UTC · Price \$/.test(t)));
    await alertRow().hover();
    const hover = page.locator('.monaco-hover').filter({ hasText: 'Bitcoin: Price above $1,000' });
    await hover.waitFor();
    const text = await hover.innerText();
    if (count(text, 'Bitcoin > $1K') !== 1 || count(text, 'Bitcoin: Price above $1,000') !== 1) throw new Error(`the tooltip repeats the alert: ${text}`);
    await h.shot('second-hour-alerts-light');
    await page.mouse.move(0, 0);
  });

  await h.step('Preview Digest: the alert\'s line says each thing once, and no unsaved tab is left behind', async () => {
    await runCommand(page, 'Social Pulse: Preview Digest');
    const { frame } = await findInWebviews(page, '.markdown-body h3', { text: 'Alerts fired since the last digest', timeout: 60_000 });
    const line = await frame.locator('.markdown-body li', { hasText: 'Price above $1,000' }).first().innerText();
    if (count(line, 'Price above $1,000') !== 1 || count(line, 'demo data') !== 0 || repeated(line)) throw new Error(`the digest's line repeats itself: ${line}`);
    if (!(await frame.locator('.markdown-body', { hasText: 'Demo data' }).count())) throw new Error('the digest does not say it is demo data');
    h.note(line);
    await h.shot('second-hour-digest-preview');
    const tabs = await page.locator('.tabs-container .tab').evaluateAll((els) => els.map((t) => ({ label: t.getAttribute('aria-label') ?? '', dirty: t.classList.contains('dirty') })));
    if (tabs.some((t) => t.dirty || /^Untitled/.test(t.label))) throw new Error(`an unsaved tab: ${JSON.stringify(tabs)}`);
    await runCommand(page, 'View: Close All Editors');
    await page.locator('.tabs-container .tab').first().waitFor({ state: 'detached' });
    if (await page.locator('.monaco-dialog-box').count()) throw new Error('closing the preview asked to save something');
  });

  await h.step('a saved notebook reads as notes: the table first, its data after it in short lines with an ISO time', async () => {
    const file = path.join(h.server.workspace, NOTEBOOK);
    fs.writeFileSync(file, '# Second hour\n\n```pulse\ntopic bitcoin\n```\n');
    await page.keyboard.press('Control+P');
    await widget.locator('input').first().fill(NOTEBOOK);
    await widget.locator('.quick-input-list .monaco-list-row').filter({ hasText: NOTEBOOK }).first().waitFor();
    await page.keyboard.press('Enter');
    await waitInputClosed(page);
    // the notebook's commands are offered while it has the focus
    await page.locator('.notebook-editor .cell-editor-container .monaco-editor').first().click();
    await runCommand(page, 'Notebook: Run All');
    await findInWebviews(page, '.pulse-answer .pulse-meta', { text: 'Generated', timeout: 60_000 });
    await page.locator('.notebook-editor .cell-editor-container .monaco-editor').first().click();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+S');
    await until(page, 'the output in the saved file', () => fs.readFileSync(file, 'utf8').includes('<!-- /pulse-output -->'));
    const text = fs.readFileSync(file, 'utf8');
    const lines = text.split('\n');
    const data = lines.findIndex((l) => l.startsWith('<!-- pulse-data'));
    const table = lines.findIndex((l) => l.startsWith('| '));
    if (data < 0 || table < 0 || table > data) throw new Error(`the data does not follow the readable output:\n${text.slice(0, 800)}`);
    const end = lines.indexOf('-->', data);
    const longest = Math.max(...lines.slice(data, end + 1).map((l) => l.length));
    if (longest > 100) throw new Error(`a data line of ${longest} characters`);
    if (/"generated":\d/.test(text) || !/"generated":"\d{4}-\d\d-\d\dT/.test(text)) throw new Error('the time is not an ISO date');
    h.note(`saved ${text.length} characters; the longest data line ${longest}; the longest line ${Math.max(...lines.map((l) => l.length))}`);
    await runCommand(page, 'View: Close All Editors');
    await page.locator('.notebook-editor').first().waitFor({ state: 'detached' });
  });

  await h.step('a stock\'s panel says its series has no price where the price chart would be', async () => {
    await expandView(page, 'Stocks');
    await waitForTreeItems(page, 'Stocks', { min: 1 });
    await topRows(page, 'Stocks').first().locator('.label-name').click();
    const { frame } = await findInWebviews(page, '.view-stock .section-series .no-price', { timeout: 60_000 });
    const note = await frame.locator('.section-series .no-price').innerText();
    if (!/carries no price, only social figures, Galaxy Score and AltRank/.test(note)) throw new Error(`the note says: ${note}`);
    await frame.locator('.section-series .no-price').evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 8));
    await h.shot('second-hour-stock-no-price');
    await runCommand(page, 'View: Close All Editors');
  });

  await h.step('a topic panel\'s percentage bars in light, dark and high contrast: the empty part never looks like the filled one', async () => {
    await runCommand(page, 'Social Pulse: Open Topic...');
    await widget.locator('input').first().fill('bitcoin');
    // the topic as the service lists it (the typed words are a row of their own)
    await widget.locator('.quick-input-list .monaco-list-row[aria-label^="Bitcoin"]').first().click();
    const frame = await panelFrame(page, 'Bitcoin', { view: 'topic' });
    await frame.locator('.share-bar').first().waitFor({ timeout: 60_000 });
    await frame.locator('.theme-columns').evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 8));
    const bars = () => frame.locator('.share-bar').evaluateAll((els) => els.map((bar) => {
      const style = getComputedStyle(document.body);
      return {
        track: getComputedStyle(bar).backgroundColor,
        fill: getComputedStyle(bar.querySelector('.fill')).backgroundColor,
        width: bar.querySelector('.fill').style.width,
        border: style.getPropertyValue('--vscode-contrastBorder').trim(),
        background: getComputedStyle(document.body).backgroundColor,
      };
    }));
    const rgb = async (colour) => frame.evaluate((c) => {
      const probe = document.createElement('span');
      probe.style.color = c;
      document.body.append(probe);
      const out = getComputedStyle(probe).color;
      probe.remove();
      return out;
    }, colour);
    for (const [theme, slug, body] of [['Light Modern', 'light', 'vscode-light'], ['Dark Modern', 'dark', 'vscode-dark'], ['Dark High Contrast', 'hc', 'vscode-high-contrast']]) {
      await setColorTheme(page, theme);
      await frame.locator(`body.${body}`).waitFor();
      const seen = await bars();
      if (!seen.length) throw new Error('no percentage bar');
      for (const b of seen) {
        if (b.track === b.fill) throw new Error(`${theme}: the empty part is the filled part's colour: ${JSON.stringify(b)}`);
        if (slug === 'hc') {
          if (b.border && b.track === await rgb(b.border)) throw new Error(`${theme}: the empty part is the bright border colour: ${JSON.stringify(b)}`);
          if (b.track !== b.background) throw new Error(`${theme}: the empty part is not the background: ${JSON.stringify(b)}`);
        }
      }
      h.note(`${theme}: track ${seen[0].track}, fill ${seen[0].fill} at ${seen[0].width}`);
      await h.shot(`second-hour-bars-${slug}`);
    }
    await openContainer(page, 'Social Pulse');
    await h.shot('second-hour-alerts-hc');
    await setColorTheme(page, 'Light Modern');
  });
}
