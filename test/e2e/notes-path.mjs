// Pulse where a person writes (issue 37, items 2 and 3), on demo data, in notes saved in the
// workspace (their bytes read back from disk): hovering `$BTC` shows Bitcoin's figures as the
// Watchlist shows them, their age and the two actions, and "Insert snapshot below" writes one
// dated line under the hovered line and nothing else; a report inserted into a note offers "Add
// today's figures", which writes a second dated section below it and leaves the first byte for
// byte. Screenshots of the hover and of the note in the light and dark themes.
import fs from 'node:fs';
import path from 'node:path';
import {
  answerInput, collapseView, expandView, openContainer, runCommand, setColorTheme, waitForTreeItems, waitInputClosed,
} from '../../scripts/real-vscode/workbench.mjs';
import { activeEditorLines, closeHover, hoverOver, openWorkspaceFile, saveAndRead } from './lib/editor.mjs';
import { pinToWatchlist, rowsText, topRows, until } from './lib/social.mjs';

export const name = 'hovers and reports in notes';

export async function setup() {
  // VS Code in a browser saves a changed file after a second by default, the desktop does not: an
  // insert stays an unsaved change until Ctrl+S, as on the desktop (an autosave racing the test's
  // Ctrl+S once let it read the file while it was rewritten, empty)
  return { settings: { 'socialPulse.demo': true, 'files.autoSave': 'off' } };
}

const TRADES = '# Trades\n\nBought more $BTC today.\nLast line.\n';
const RESEARCH = '# Research notes\n\nWhat moved today:\nLater line.\n';
/** A report's heading and the hidden marker under it that names its subject. */
const HEADINGS = /^## Bitcoin \(BTC\) — Social Pulse report, \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\n<!-- social-pulse:report topic\/bitcoin -->$/gm;
const SOURCE = 'Source: the Social Pulse emulator (demo data)\n';
const headings = (text) => [...text.matchAll(HEADINGS)].length;

export async function run(h) {
  const { page } = h;
  const file = (name) => path.join(h.server.workspace, name);
  /** Bitcoin's price and 24 h change as the Watchlist shows them now. */
  const watchlistBitcoin = async () => {
    const row = (await rowsText(page, 'Watchlist')).find((r) => r.startsWith('Bitcoin (BTC) — '));
    const [, price, change] = / — (\$[\d,.]+) · ([+-]?[\d.]+%) 24 h$/.exec(row ?? '') ?? [];
    return price ? { row, price, change } : undefined;
  };
  /** Hovers `$BTC` and checks the figures against the Watchlist's at that moment: resolves with the hover and the figures. */
  const hoverBitcoin = async () => {
    const hover = await hoverOver(page, '$BTC', 'Insert snapshot below');
    const text = (await hover.innerText()).replace(/\u00a0/g, ' ');
    const shown = await watchlistBitcoin();
    if (!text.includes(`Price: ${shown.price} `)) throw new Error(`the hover's price is not the Watchlist's ${shown.price}:\n${text}`);
    if (!text.includes(`Change 24 h: ${shown.change} `)) throw new Error(`the hover's 24 h change is not the Watchlist's ${shown.change}:\n${text}`);
    return { hover, text, ...shown };
  };

  await h.step('Bitcoin pinned to the Watchlist shows its price and 24 h change', async () => {
    fs.writeFileSync(file('trades.md'), TRADES);
    fs.writeFileSync(file('research.md'), RESEARCH);
    await openContainer(page, 'Social Pulse');
    await collapseView(page, 'Trending Topics');
    await collapseView(page, 'Categories');
    await expandView(page, 'Watchlist');
    await expandView(page, 'Coins');
    await waitForTreeItems(page, 'Coins', { min: 3 });
    const bitcoin = topRows(page, 'Coins').filter({ hasText: 'Bitcoin (BTC)' }).first();
    await pinToWatchlist(h, bitcoin, 'the Watchlist shows Bitcoin with its figures', async () => !!(await watchlistBitcoin()));
    h.note(`Watchlist: ${(await watchlistBitcoin()).row}`);
  });

  await h.step('a hover on $BTC in a note shows the Watchlist\'s figures, their age and the two actions', async () => {
    await openWorkspaceFile(page, 'trades.md');
    const { hover, text } = await hoverBitcoin();
    h.note(`hover: ${text.split('\n').filter(Boolean).slice(0, 3).join(' | ')}`);
    if (!/^Bitcoin \(BTC\) · coins list, .* · (just now|\d+ min ago|\d+ h ago) · demo data$/m.test(text)) throw new Error(`the hover does not say where, how long ago and that it is demo data:\n${text}`);
    for (const action of ['Open Bitcoin (BTC)', 'Insert snapshot below']) await hover.getByRole('link', { name: action }).waitFor();
    await closeHover(page);
    await setColorTheme(page, 'Light Modern');
    const light = await hoverBitcoin();
    await h.shot('hover-light');
    // the actions under the figures, as a person scrolls the hover to them
    const box = await light.hover.boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
    const insert = light.hover.getByRole('link', { name: 'Insert snapshot below' });
    await until(page, 'the hover scrolled to its actions', async () => {
      if ((await insert.boundingBox()).y + 20 < box.y + box.height) return true;
      await page.mouse.wheel(0, 200);
      return false;
    });
    await h.shot('hover-actions-light');
  });

  await h.step('Insert snapshot below writes one dated line after the hovered line\'s paragraph and changes nothing else', async () => {
    const { hover, price, change } = await hoverBitcoin();
    await hover.getByRole('link', { name: 'Insert snapshot below' }).click();
    await page.locator('.tabs-container .tab.active').click();
    const saved = await saveAndRead(page, file('trades.md'), (t) => t !== TRADES);
    const lines = saved.split('\n');
    // the paragraph is "Bought more $BTC today." and "Last line.": the snapshot goes after it, never inside it
    h.note(`snapshot: ${lines[4]}`);
    if (!/^- Bitcoin \(BTC\), \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC: Price \$[\d,.]+ · Change 24 h .* \(Social Pulse demo data\)$/.test(lines[4])) throw new Error(`no dated snapshot after the hovered line's paragraph:\n${saved}`);
    if (!lines[4].includes(`Price ${price} · Change 24 h ${change} · `)) throw new Error(`the snapshot's figures are not the hover's (${price}, ${change}): ${lines[4]}`);
    const rest = [...lines.slice(0, 4), ...lines.slice(5)];
    if (rest.join('\n') !== TRADES) throw new Error(`the note changed elsewhere:\n${saved}`);
  });

  let after = '';
  await h.step('Add today\'s figures on a report in a note adds a second dated section and leaves the first byte for byte', async () => {
    await openWorkspaceFile(page, 'research.md');
    // the cursor at the end of the third line: the report goes between it and the last
    await activeEditorLines(page).click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    await runCommand(page, 'Social Pulse: Insert Markdown Report...');
    await answerInput(page, 'bitcoin', { prompt: 'topic' });
    await waitInputClosed(page);
    const before = await saveAndRead(page, file('research.md'), (t) => headings(t) === 1 && t.includes(SOURCE));
    const lens = page.locator('.editor-group-container.active .monaco-editor .codelens-decoration a').filter({ hasText: 'Add today\'s figures' }).first();
    await lens.click();
    await page.locator('.tabs-container .tab.active').click();
    after = await saveAndRead(page, file('research.md'), (t) => headings(t) === 2);
    const blockEnd = before.indexOf(SOURCE) + SOURCE.length;
    if (!before.startsWith('# Research notes\n\nWhat moved today:\n') || !before.endsWith(`${SOURCE}\nLater line.\n`)) throw new Error(`the report went elsewhere than the cursor:\n${before.slice(0, 200)}\n…\n${before.slice(-200)}`);
    if (after.slice(0, blockEnd) !== before.slice(0, blockEnd)) throw new Error('the first report (and what is above it) changed');
    if (!after.slice(blockEnd).startsWith('\n## Bitcoin (BTC) — Social Pulse report, ')) throw new Error(`the new section is not right below the first:\n${after.slice(blockEnd, blockEnd + 300)}`);
    if (!after.endsWith(before.slice(blockEnd))) throw new Error('what followed the report changed');
    h.note(`note: ${before.length} bytes with one report, ${after.length} with two; the first ${blockEnd} bytes and the last ${before.length - blockEnd} unchanged`);
  });

  await h.step('the note with its two dated sections in the light and dark themes', async () => {
    // the second section's heading in the middle of the editor
    const second = [...after.matchAll(HEADINGS)][1];
    const line = after.slice(0, second.index).split('\n').length;
    await runCommand(page, 'Go to Line/Column...');
    await page.keyboard.type(String(line));
    await page.keyboard.press('Enter');
    await waitInputClosed(page);
    await page.mouse.move(5, 5);
    await h.shot('note-added-light');
    await setColorTheme(page, 'Dark Modern');
    await h.shot('note-added-dark');
  });

  await h.step('the hover in the dark theme', async () => {
    await openWorkspaceFile(page, 'trades.md');
    await hoverBitcoin();
    await h.shot('hover-dark');
  });
}
