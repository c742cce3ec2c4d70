// Steps of Social Pulse that several e2e scenarios share (this folder is not a scenario: run.mjs
// only runs the .mjs files directly in test/e2e).
import { randomBytes } from 'node:crypto';
import {
  answerInput, clickInlineAction, findInWebviews, notification, openContainer, runCommand, treeRows, viewHeader, viewPane, waitInputClosed,
} from '../../../scripts/real-vscode/workbench.mjs';

/**
 * Social Pulse: Compare... from the palette, its kind of items ("Topics") chosen with the keyboard
 * once its own picker shows: typed, then Enter on the one row left. (A click on a list still being
 * laid out on a busy machine landed on the row below: "Categories".)
 */
export async function compareFromPalette(page, kind) {
  const widget = page.locator('.quick-input-widget');
  await runCommand(page, 'Social Pulse: Compare...');
  await widget.locator('.quick-input-title', { hasText: 'Compare: what kind of items' }).waitFor();
  await widget.locator('input').first().fill(kind);
  await widget.locator('.quick-input-list .monaco-list-row.focused .label-name', { hasText: new RegExp(`^${kind}$`) }).waitFor();
  await page.keyboard.press('Enter');
  await widget.locator('.quick-input-title', { hasText: new RegExp(`^Compare ${kind.toLowerCase()}: select`) }).waitFor();
}

export const VIEWS = ['Trending Topics', 'Categories', 'Watchlist', 'Coins', 'Stocks'];

/** User settings that point the extension at a standalone emulator on the Builder plan. */
export function emulatorSettings(emulator) {
  return {
    'socialPulse.baseUrl': emulator.baseUrl,
    'socialPulse.markdownUrl': emulator.markdownUrl,
    'socialPulse.mcpUrl': emulator.mcpUrl,
    'socialPulse.plan': 'builder',
  };
}

/** A key made for one run: nothing from an earlier run can match it in the secrets scan. */
export function freshKey(tag) {
  return `e2e-${tag}-${randomBytes(9).toString('hex')}`;
}

/** Social Pulse: Set API Key from the palette, a label then the key; waits until it is saved. */
export async function setKeyFromPalette(page, label, key) {
  await runCommand(page, 'Social Pulse: Set API Key');
  await answerInput(page, key, { password: true });
  await answerInput(page, label, { password: false });
  await waitInputClosed(page);
  await notification(page, `key "${label}" saved`).waitFor();
  await notification(page, 'checking the key').waitFor({ state: 'hidden' });
}

/** Drags the side bar's edge so rows show their descriptions (the default width cuts them off). */
export async function widenSideBar(page, width = 520) {
  const before = (await page.locator('.part.sidebar').boundingBox()).width;
  const sash = await page.locator('.monaco-sash.primary-sidebar-sash').boundingBox();
  const x = sash.x + sash.width / 2;
  const y = sash.y + sash.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + width - before, y, { steps: 5 });
  await page.mouse.up();
  await until(page, 'the side bar is wider', async () => (await page.locator('.part.sidebar').boundingBox()).width > before + 50);
}

/** Top-level rows of a view (the children of expanded rows are level 2 and deeper). */
export function topRows(page, view) {
  return treeRows(page, view).and(page.locator('[aria-level="1"]'));
}

/**
 * The top-level row of a view whose label ends with `text` ("#14 Federal Reserve"), scrolled into
 * sight with the mouse wheel (a list draws only the rows on screen: the 14th trending topic has
 * no row until the list is scrolled).
 */
export async function revealTopRow(page, view, text) {
  const label = new RegExp(`(^|\\s)${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  const row = topRows(page, view).filter({ has: page.locator('.label-name').getByText(label) }).first();
  const list = viewPane(page, view).locator('.monaco-list').first();
  await until(page, `${view} shows a row "${text}"`, async () => {
    if (await row.isVisible()) return true;
    const box = await list.boundingBox();
    if (box) {
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.wheel(0, 66);
    }
    return false;
  });
  return row;
}

/**
 * The label of the editor tab whose title starts with `title`, letter case included (Playwright's
 * `hasText` ignores case and matches anywhere: a "Solana" topic found the "Search: solana" tab).
 * A click lands on the label: the middle of a short tab such as "AI" is its close button.
 */
export function editorTab(page, title) {
  const start = new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
  return page.locator('.tabs-container .tab .label-name').filter({ hasText: start }).first();
}

/** A row of a view whose accessible name or label contains `text`. */
export function rowWith(page, view, text) {
  return treeRows(page, view).filter({ hasText: text }).first();
}

/** The labels and descriptions a view shows now, one line per row. */
export function rowsText(page, view) {
  return treeRows(page, view).evaluateAll((rows) => rows.map((r) => {
    const label = r.querySelector('.label-name')?.textContent?.trim() ?? '';
    const description = r.querySelector('.label-description')?.textContent?.trim() ?? '';
    return description ? `${label} — ${description}` : label;
  }));
}

/**
 * Waits until the emulator's hour (UTC: a local clock's minutes are not its minutes where the
 * offset is not whole hours) has `minutes` left: its figures are those of the hour, and a step
 * that reads them on several surfaces must not cross its turn.
 */
export async function clearOfTheHourTurn(page, minutes) {
  const left = () => 60 - (Date.now() % 3_600_000) / 60_000;
  await until(page, `the hour has ${minutes} minutes left`, async () => left() > minutes, { timeout: (minutes + 2) * 60_000 });
}

/** Waits until local midnight is more than `minutes` away, for steps that must see one day throughout. */
export async function clearOfMidnight(page, minutes) {
  const left = () => {
    const now = new Date();
    return 24 * 60 - (now.getHours() * 60 + now.getMinutes() + now.getSeconds() / 60);
  };
  await until(page, `the day has ${minutes} minutes left`, async () => left() > minutes, { timeout: (minutes + 2) * 60_000 });
}

/** Resolves once `check` (a function of the page) returns true; fails with `what` after the timeout. */
export async function until(page, what, check, { timeout = 30000 } = {}) {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await page.waitForTimeout(100);   // the pace of a check made in node (locators, files, the emulator): no event to wait on
  }
}

/** The webview frame of the panel whose heading contains `title` (of the `view` kind, if given: topic, category, coins, report). */
export async function panelFrame(page, title, { view, ...o } = {}) {
  return (await findInWebviews(page, `${view ? `.view-${view} ` : ''}.page-head h1`, { text: title, ...o })).frame;
}

/**
 * Scrolls a panel's own page until `selector` is at the top. (Playwright's scrollIntoView also
 * scrolls the frames around it, which shifts the whole workbench out of place.)
 */
export async function scrollPanelTo(frame, selector) {
  await frame.locator(selector).first().evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 8));
}

/**
 * Every cell of the market table in `frame` fits its column: a figure whole (a change, a market
 * cap, a rank is never cut); text (a name, a floor in "the collection's currency") and a price of
 * many zeros may be cut with an ellipsis, clipped at the column, with the whole text in the title.
 * Widths are the text's as laid out (a Range), since a clipped cell reports no overflow of its own.
 */
export async function assertCellsFit(frame, where = 'as shown') {
  const overrun = await frame.locator('table.market').first().evaluate((table) => {
    const kinds = [...table.querySelectorAll('col')].map((col) => col.className.split(' ')[0]);
    const range = document.createRange();
    return [...table.querySelectorAll('tr.item')].flatMap((tr) => [...tr.cells].flatMap((td, i) => {
      const style = getComputedStyle(td);
      const room = td.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      range.selectNodeContents(td);
      const width = range.getBoundingClientRect().width;
      if (width <= room + 0.5) return [];
      // a price of more zeros than its column holds ("$0.00000000123") is cut too: the demo world's
      // smallest prices move with the hour
      const cuttable = kinds[i] === 'text' || kinds[i] === 'crypto' || kinds[i] === 'price';
      const cut = style.overflowX === 'clip' && style.textOverflow === 'ellipsis' && td.title === td.textContent;
      return cuttable && cut ? [] : [`"${td.textContent}" (${kinds[i]}: ${Math.round(width)} px in ${Math.round(room)}${cuttable ? `, title "${td.title}"` : ''})`];
    }));
  });
  if (overrun.length) throw new Error(`cells wider than their columns (${where}): ${overrun.slice(0, 6).join('; ')}`);
}

/**
 * Nothing crashed: the extension host is alive (no "terminated" notice anywhere on screen) and
 * the views of Social Pulse still show their headers (their container is shown for that).
 */
export async function assertAlive(page) {
  const died = await page.getByText(/extension host (terminated|.*crashed)/i).count();
  if (died) throw new Error('VS Code says the extension host terminated');
  await openContainer(page, 'Social Pulse');
  for (const view of VIEWS) await viewHeader(page, view).waitFor({ timeout: 5000 });
}

/**
 * Pins a tree row to the Watchlist and waits until `pinned()` says so. A pin draws the views again:
 * a click on a row redrawn under the pointer is lost, so the pin is made once more if it did not take.
 */
export async function pinToWatchlist(h, row, what, pinned, { timeout = 10000 } = {}) {
  for (let attempt = 1; ; attempt++) {
    await clickInlineAction(row, 'Pin to Watchlist');
    try {
      await until(h.page, what, pinned, { timeout });
      return;
    } catch (e) {
      if (attempt === 2) throw e;
      h.note('the pin did not take: pinned again');
    }
  }
}
