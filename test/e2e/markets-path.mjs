// The market half of "In the editor" on the Hobby plan (market data only, 4 requests a minute):
// a coin opened from a pasted web-app address draws its figures, chart and meta with no error
// section; a stock and an NFT collection the same way (the collection's floor in its currency,
// which the NFT list's page names); the stocks table and the Stocks view; a notebook cell asking
// for a stock's series, which Hobby's answer leaves without figures, and Compare… of two stocks.
// Each panel in Dark Modern and Light Modern.
import fs from 'node:fs';
import path from 'node:path';
import {
  answerInput, collapseView, expandView, findInWebviews, openContainer, pickQuickItem, runCommand, setColorTheme, waitForTreeItems, waitInputClosed,
} from '../../scripts/real-vscode/workbench.mjs';
import { openWorkspaceFile } from './lib/editor.mjs';
import { assertAlive, assertCellsFit, editorTab, emulatorSettings, freshKey, panelFrame, scrollPanelTo, setKeyFromPalette, topRows, until, widenSideBar } from './lib/social.mjs';

export const name = 'markets on Hobby';
/**
 * Hobby's minute lasts 3 s here, in the editor and the emulator alike: the panels still wait in
 * line for the minute's 4 requests, for 3 s instead of 60 (run.mjs, src/service/api/pacing.ts).
 */
export const minuteMs = 3000;

const KEY = freshKey('markets');

export async function setup(h) {
  const emulator = await h.startEmulator({ key: KEY, plan: 'hobby' });
  return { settings: { ...emulatorSettings(emulator), 'socialPulse.plan': 'hobby' } };
}

/** A section that shows an error (a 402 would): none may. Hobby's quota can hold a section back a minute (a short one here: minuteMs). */
async function drawnWithoutErrors(frame, sections) {
  for (const s of sections) await frame.locator(`section.section-${s}:not([aria-busy]) .body > :not([hidden])`).first().waitFor({ timeout: 150000 });
  const errors = await frame.locator('.error').allTextContents();
  if (errors.length) throw new Error(`error sections: ${errors.join(' | ')}`);
}

export async function run(h) {
  const { page } = h;
  const tab = (title) => editorTab(page, title);
  const shot = async (name) => {
    await page.mouse.move(700, 880);   // no hover in the picture
    await h.shot(name);
  };
  const PANELS = [
    { tab: 'Bitcoin', heading: 'Bitcoin', sections: ['quote', 'series', 'meta'], file: 'coin' },
    { tab: 'Apple', heading: 'Apple', sections: ['quote', 'series'], file: 'stock' },
    { tab: 'CryptoPunks', heading: 'CryptoPunks', sections: ['quote', 'series'], file: 'nft' },
    { tab: 'Stocks', heading: 'Stocks', sections: ['stocks'], file: 'stocks-table' },
  ];

  await h.step('a key on the Hobby plan', async () => {
    await openContainer(page, 'Social Pulse');
    await widenSideBar(page, 440);
    await setKeyFromPalette(page, 'Hobby', KEY);
  });

  await h.step('Open Coin… takes a pasted web-app address and opens the market panel', async () => {
    await runCommand(page, 'Social Pulse: Open Coin...');
    await answerInput(page, 'https://lunarcrush.com/coins/btc/bitcoin');
    const frame = await panelFrame(page, 'Bitcoin', { view: 'market', timeout: 150000 });
    await drawnWithoutErrors(frame, PANELS[0].sections);
    await frame.locator('.section-quote .social-link').filter({ hasText: 'needs a plan with social data' }).waitFor();
    await frame.locator('.section-series .chart canvas').first().waitFor();
    await frame.locator('.section-meta table.blockchains').waitFor();
  });

  await h.step('Open Stock… and Open NFT… take web-app addresses too', async () => {
    await runCommand(page, 'Social Pulse: Open Stock...');
    await answerInput(page, 'https://lunarcrush.com/stocks/aapl');
    const apple = await panelFrame(page, 'Apple', { view: 'market', timeout: 150000 });
    await drawnWithoutErrors(apple, PANELS[1].sections);
    // a stock's series is social figures only, which Hobby's leaves out: the chart says so
    await apple.locator('section.section-series p.empty', { hasText: 'A plan without social data may get a series without its social figures' }).waitFor({ timeout: 150000 });
    await runCommand(page, 'Social Pulse: Open NFT...');
    await answerInput(page, 'https://lunarcrush.com/nfts/cryptopunks');
    const nft = await panelFrame(page, 'CryptoPunks', { view: 'market', timeout: 150000 });
    await drawnWithoutErrors(nft, PANELS[2].sections);
    // the collection's own answer has no currency: it follows from the NFT list's page, asked for
    // behind the panel's sections
    await nft.locator('.section-quote .figure dd').filter({ hasText: /^[\d.,]+ ETH$/ }).first().waitFor({ timeout: 150000 });
  });

  await h.step('the stocks table loads every page', async () => {
    await runCommand(page, 'Social Pulse: Open Stocks Table');
    const frame = await panelFrame(page, 'Stocks', { view: 'stocks', timeout: 150000 });
    await frame.locator('section.section-stocks:not([aria-busy]) table.market tr.item').first().waitFor({ timeout: 150000 });
    await assertCellsFit(frame);
  });

  for (const [theme, kind] of [['Dark Modern', 'dark'], ['Light Modern', 'light']]) {
    await h.step(`each market panel in ${theme}`, async () => {
      await setColorTheme(page, theme);
      for (const panel of PANELS) {
        await tab(panel.tab).click();
        // a panel shown again asks for its sections; an answer past its lifetime (a coin's is a
        // minute) waits for Hobby's 4 requests a minute before the heading has the name
        const frame = await panelFrame(page, panel.heading, { timeout: 150000 });
        await frame.locator(`body.vscode-${kind}`).waitFor();
        await drawnWithoutErrors(frame, panel.sections);
        await shot(`markets-${panel.file}-${kind}`);
        if (panel.file === 'coin') {
          await scrollPanelTo(frame, '.section-meta');
          await shot(`markets-coin-meta-${kind}`);
        }
      }
    });
  }

  await h.step('an NFT collection\'s chart takes the service\'s own series (v1); the stocks table offers its report', async () => {
    await tab('CryptoPunks').click();
    const frame = await panelFrame(page, 'CryptoPunks', { timeout: 150000 });
    const series = frame.locator('section.section-series');
    // each answer is drawn in a fresh chart: the one drawn before is marked, to wait for the next
    await frame.locator('section.section-series:not([aria-busy]) .chart canvas').first().waitFor({ timeout: 150000 });
    await frame.evaluate(() => { document.querySelector('section.section-series .chart').dataset.before = 'v2'; });
    await series.locator('select').nth(1).selectOption({ label: 'The service\'s week (series v1)' });
    await frame.locator('section.section-series:not([aria-busy]) .chart:not([data-before]) canvas').first().waitFor({ timeout: 150000 });
    // series v1 has market cap and AltRank only, and Hobby's leaves AltRank out (silent gating, as in its lists)
    const choices = await series.locator('fieldset.metrics label').allTextContents();
    if (choices.join() !== 'Market cap') throw new Error(`series v1 on Hobby offers: ${choices.join(', ')}`);
    if (!(await series.locator('select').first().isDisabled())) throw new Error('the bucket stays choosable for the service\'s own series');
    await drawnWithoutErrors(frame, ['series']);
    await shot('markets-nft-series-v1-light');
    await tab('Stocks').click();
    const table = await panelFrame(page, 'Stocks', { timeout: 150000 });
    await table.locator('.page-head button').filter({ hasText: 'Open Report' }).waitFor();
  });

  await h.step('the Stocks view lists stocks, sorted by market cap', async () => {
    await openContainer(page, 'Social Pulse');
    // the social views hold only Hobby's refusal: folded, so the Stocks view has room
    for (const view of ['Trending Topics', 'Categories', 'Watchlist']) await collapseView(page, view);
    await expandView(page, 'Stocks');
    await waitForTreeItems(page, 'Stocks', { min: 5, timeout: 150000 });
    await topRows(page, 'Stocks').filter({ hasText: 'Apple' }).first().waitFor();
    await shot('markets-stocks-view-light');
    await assertAlive(page);
  });

  await h.step('the NFT collection opened by its address, pinned from its panel, is in the Watchlist by its name, with its floor in its currency', async () => {
    await tab('CryptoPunks').click();
    const frame = await panelFrame(page, 'CryptoPunks', { timeout: 150000 });
    await frame.locator('.page-head button', { hasText: 'Pin to Watchlist' }).click();
    await collapseView(page, 'Stocks');
    await expandView(page, 'Watchlist');
    const pinned = topRows(page, 'Watchlist').filter({ has: page.locator('.label-name', { hasText: /^CryptoPunks$/ }) }).first();
    await until(page, 'the pinned collection\'s floor in ETH', async () => (await pinned.count()) > 0 && /^floor [\d.,]+ ETH · /.test(await pinned.locator('.label-description').innerText()), { timeout: 150000 });
    await shot('markets-watchlist-nft-light');
  });

  await h.step('a notebook cell asking for a stock\'s series on Hobby says it has no such figure, with no empty chart', async () => {
    fs.writeFileSync(path.join(h.server.workspace, 'hobby.pulse.md'), '# Hobby\n\n```pulse\nstock aapl series\n```\n');
    await openWorkspaceFile(page, 'hobby.pulse.md', { drawn: page.locator('.notebook-editor .cell-editor-container .monaco-editor').first() });
    await runCommand(page, 'Notebook: Run All');
    const { frame } = await findInWebviews(page, '.pulse-answer .pulse-note', { text: 'has no', timeout: 150000 });
    if (await frame.locator('.pulse-answer .pulse-chart').count()) throw new Error('an empty chart was drawn for a series without the figure');
    await shot('markets-notebook-stock-series-light');
  });

  await h.step('Compare… two stocks on Hobby: the chart says their series came without figures, and no metric or scale is offered', async () => {
    const widget = page.locator('.quick-input-widget');
    await runCommand(page, 'Social Pulse: Compare...');
    await pickQuickItem(page, 'Stocks');
    await widget.locator('.quick-input-title', { hasText: 'Compare stocks: select' }).waitFor({ timeout: 150000 });
    for (const name of ['Apple', 'Tesla']) {
      await widget.locator(`.quick-input-list .monaco-list-row[aria-label^="${name}" i]`).first().locator('input[type="checkbox"], [role="checkbox"]').first().click({ timeout: 150000 });
    }
    await widget.locator('.quick-input-title', { hasText: 'Enter compares these 2' }).waitFor();
    await widget.locator('input').first().click();
    await page.keyboard.press('Enter');
    await waitInputClosed(page);
    const frame = await panelFrame(page, 'Apple', { view: 'compare', timeout: 150000 });
    await frame.locator('.compare-chart .empty', { hasText: 'No figures to draw: the service sent these series with times but no figure, not even a price' }).waitFor({ timeout: 150000 });
    for (const choice of ['Metric', 'Scale']) {
      if (await frame.locator('fieldset legend', { hasText: new RegExp(`^${choice}$`) }).isVisible()) throw new Error(`a ${choice.toLowerCase()} is offered for series without figures`);
    }
    if (await frame.locator('.axis-note').isVisible()) throw new Error('the note on how the lines are scaled shows with no line drawn');
    await frame.locator('.period-note', { hasText: 'whose points carry neither a price nor interactions' }).waitFor();
    await shot('markets-compare-stocks-light');
  });
}
