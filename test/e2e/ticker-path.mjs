// The status bar's ticker (issue 37, item 1), on demo data: a coin and a topic pinned to the
// Watchlist show in the ticker with the figures the Watchlist shows (the coin's price and 24 h
// change, the topic's rank), coloured by the theme; its keybinding hides and shows it at once; a
// click on an entry opens the item's panel. Screenshots in the light and dark themes.
import fs from 'node:fs';
import path from 'node:path';
import {
  collapseView, expandView, notification, openContainer, setColorTheme, viewPane, waitForTreeItems,
} from '../../scripts/real-vscode/workbench.mjs';
import { panelFrame, pinToWatchlist, rowsText, topRows, until } from './lib/social.mjs';

export const name = 'ticker';

export async function setup() {
  return { settings: { 'socialPulse.demo': true } };
}

const TOGGLE_KEY = 'Control+Alt+Shift+KeyT';

/** The ticker's entries in the status bar: their text (icons left out) and their colour. */
function tickerEntries(page) {
  return page.locator('.part.statusbar .statusbar-item[id*="socialPulse.ticker."]').evaluateAll((items) => items.map((item) => {
    const a = item.querySelector('a') ?? item;
    return { id: item.id, text: a.textContent.replace(/\s+/g, ' ').trim(), colour: getComputedStyle(a).color, arrow: !!a.querySelector('.codicon-arrow-up, .codicon-arrow-down, .codicon-arrow-right') };
  }));
}

export async function run(h) {
  const { page } = h;
  const pins = () => topRows(page, 'Watchlist').count();
  const pin = (row, count) => pinToWatchlist(h, row, `${count} pin(s) in the Watchlist`, async () => (await pins()) >= count, { timeout: 5000 });
  let coinRow = '';
  let topicRow = '';

  await h.step('a trending topic and a coin pinned to the Watchlist', async () => {
    await openContainer(page, 'Social Pulse');
    await collapseView(page, 'Categories');
    await expandView(page, 'Watchlist');
    await waitForTreeItems(page, 'Trending Topics', { min: 3 });
    // a topic named unlike the coin, so that each entry is told apart by its name
    await pin(topRows(page, 'Trending Topics').filter({ hasNotText: 'Bitcoin' }).first(), 1);
    await collapseView(page, 'Trending Topics');
    await expandView(page, 'Coins');
    await waitForTreeItems(page, 'Coins', { min: 3 });
    await pin(topRows(page, 'Coins').nth(0), 2);
    await collapseView(page, 'Coins');
    const watchRows = () => rowsText(page, 'Watchlist');
    await until(page, 'the Watchlist shows both pins with figures', async () => {
      const rows = await watchRows();
      return rows.some((r) => /^#\d+ /.test(r) && / interactions/.test(r)) && rows.some((r) => / — \$[\d,.]+ · [+-]?[\d.]+% 24 h$/.test(r));
    });
    const rows = await watchRows();
    topicRow = rows.find((r) => /^#\d+ /.test(r));
    coinRow = rows.find((r) => / — \$/.test(r));
    h.note(`Watchlist: ${rows.join(' | ')}`);
  });

  await h.step('the ticker shows both pins with the Watchlist\'s figures, each with its arrow', async () => {
    await until(page, 'two ticker entries', async () => (await tickerEntries(page)).length === 2);
    const entries = await tickerEntries(page);
    h.note(`ticker: ${entries.map((e) => `${e.text} (${e.colour})`).join(' | ')}`);
    // the row's figures exactly as the row writes them, "24 h" included
    const [price, change] = / — (\$[\d,.]+) · ([+-]?[\d.]+% 24 h)$/.exec(coinRow).slice(1);
    const coin = entries.find((e) => e.text.includes('$'));
    if (!coin || !coin.text.endsWith(` ${price} ${change}`)) throw new Error(`the ticker's coin "${coin?.text}" does not read ${price} ${change} as the Watchlist's "${coinRow}"`);
    const rank = /^(#\d+) /.exec(topicRow)[1];
    const topic = entries.find((e) => e !== coin);
    if (!topic.text.endsWith(` ${rank}`)) throw new Error(`the ticker's topic "${topic.text}" does not read ${rank} as the Watchlist's "${topicRow}"`);
    if (!coin.arrow) throw new Error('the coin has no arrow');
  });

  await h.step('the ticker in the light and the dark theme', async () => {
    await setColorTheme(page, 'Light Modern');
    await h.shot('ticker-light');
    const light = (await tickerEntries(page)).map((e) => e.colour);
    await setColorTheme(page, 'Dark Modern');
    await h.shot('ticker-dark');
    const dark = (await tickerEntries(page)).map((e) => e.colour);
    h.note(`colours: light ${light.join(', ')}; dark ${dark.join(', ')}`);
    // the arrows take the theme's own colours (charts.green, charts.red)
    if (light.some((c, i) => c === dark[i])) throw new Error('an entry kept its colour when the theme changed');
  });

  await h.step('its keybinding hides the ticker at once and shows it again', async () => {
    await viewPane(page, 'Watchlist').click();
    await page.keyboard.press(TOGGLE_KEY);
    await until(page, 'the ticker is hidden', async () => (await tickerEntries(page)).length === 0, { timeout: 5000 });
    await page.keyboard.press(TOGGLE_KEY);
    await until(page, 'the ticker is shown again', async () => (await tickerEntries(page)).length === 2, { timeout: 5000 });
  });

  await h.step('a click on the coin\'s entry opens its panel', async () => {
    const coin = (await tickerEntries(page)).find((e) => e.text.includes('$'));
    const title = coinRow.split(' — ')[0].split(' (')[0];
    await page.locator(`[id="${coin.id}"] a`).click();
    await panelFrame(page, title, { view: 'market' });
    h.note(`opened the coin panel "${title}"`);
  });

  await h.step('a list of pins that names none of them empties the ticker and says so, with Open Settings', async () => {
    const file = path.join(h.server.dirs.userData, 'Machine', 'settings.json');
    const before = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(before), 'socialPulse.ticker.items': ['doge'] }, null, 2));
    const warning = notification(page, 'names none of the Watchlist');
    await warning.waitFor();
    await warning.locator('.monaco-button', { hasText: 'Open Settings' }).waitFor();
    await until(page, 'the ticker is empty', async () => (await tickerEntries(page)).length === 0, { timeout: 5000 });
    await h.shot('ticker-names-no-pin');
    fs.writeFileSync(file, before);
    await until(page, 'the ticker shows both pins again', async () => (await tickerEntries(page)).length === 2);
  });
}
