// A person's place on a panel, kept over another editor tab and back (demo data): the Coins table
// scrolled down the list is back on the same rows, Bitcoin's chart zoomed by a drag is zoomed the
// same when its tab is shown again, and so is a comparison's chart, its points still as a table. Each panel's page is gone while its tab is hidden
// (retainContextWhenHidden is off): the place comes back from the page's state. The steps wait on
// the page's sign that it kept the place (#app's data-place-saved), not on time.
import { answerInput, openContainer, runCommand, waitForTreeItems } from '../../scripts/real-vscode/workbench.mjs';
import { clearOfTheHourTurn, compareFromPalette, editorTab, panelFrame, until } from './lib/social.mjs';

export const name = 'a place kept over another tab';
export const hourTurnMinutes = 8;

export async function setup() {
  return { settings: { 'socialPulse.demo': true } };
}

/** Drags along the chart `chart` from 30% to 60% of its width (a zoom), the pointer then out of the way. */
async function dragAlong(page, frame, chart) {
  const box = await frame.locator(`${chart} .u-over`).first().boundingBox();
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
  await page.mouse.move(5, 5);
}

/** How many places the page has saved so far (main.ts). */
const placesSaved = async (frame) => Number(await frame.locator('#app').getAttribute('data-place-saved') ?? 0);

const SERIES = '.section-series .chart';
const COMPARE = '.compare-chart';

/** A fingerprint of the pixels the canvas of the chart `chart` (a selector) shows. */
const chartPixels = (frame, chart = SERIES) => frame.locator(`${chart} canvas`).first().evaluate((canvas) => {
  const pixels = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
  let hash = 0;
  for (let i = 0; i < pixels.length; i += 7) hash = (hash * 31 + pixels[i]) | 0;
  return hash;
});

export async function run(h) {
  const { page } = h;
  const tableFrame = () => panelFrame(page, 'Coins', { view: 'coins' });
  const coinFrame = () => panelFrame(page, 'Bitcoin', { view: 'market' });
  const compareFrame = () => panelFrame(page, 'Compare:', { view: 'compare', timeout: 60000 });
  const scroller = (frame) => frame.locator('.section-coins .scroller').first();
  let scrolled = 0;
  let rowHeight = 0;
  let zoomed = 0;
  let compareZoomed = 0;

  await h.step('the Coins table scrolled down its rows keeps its place', async () => {
    // the demo's figures are the hour's: the chart drawn before and after must be of one hour
    await clearOfTheHourTurn(page, hourTurnMinutes);
    await openContainer(page, 'Social Pulse');
    await waitForTreeItems(page, 'Trending Topics', { min: 3 });
    await runCommand(page, 'Social Pulse: Open Coins Table');
    const frame = await tableFrame();
    await frame.locator('section.section-coins:not([aria-busy]) table.market tr.item').first().waitFor({ timeout: 60000 });
    rowHeight = await frame.locator('table.market tr.item').first().evaluate((tr) => tr.getBoundingClientRect().height);
    const before = await placesSaved(frame);
    scrolled = await scroller(frame).evaluate((el, row) => {
      el.scrollTop = Math.round(40.4 * row);
      return el.scrollTop;
    }, rowHeight);
    await until(page, 'the table\'s place is kept', async () => (await placesSaved(frame)) > before);
  });

  await h.step('Bitcoin\'s chart zoomed by a drag keeps its zoom', async () => {
    await runCommand(page, 'Social Pulse: Open Coin...');
    await answerInput(page, 'bitcoin');
    const frame = await coinFrame();
    await frame.locator('section.section-series:not([aria-busy]) .chart canvas').first().waitFor({ timeout: 60000 });
    await page.mouse.move(5, 5);
    const whole = await chartPixels(frame);
    const before = await placesSaved(frame);
    await dragAlong(page, frame, SERIES);
    await until(page, 'the zoom is kept', async () => (await placesSaved(frame)) > before);
    await until(page, 'the chart is drawn zoomed', async () => (await chartPixels(frame)) !== whole);
    zoomed = await chartPixels(frame);
  });

  await h.step('a comparison\'s chart zoomed by a drag, its points shown as a table, keeps both', async () => {
    await compareFromPalette(page, 'Topics');
    await page.locator('.quick-input-widget .quick-input-title', { hasText: 'select 2 to 5 (0 selected)' }).waitFor();
    for (const topic of ['Bitcoin', 'Ethereum']) {
      await page.locator('.quick-input-list .monaco-list-row').filter({ hasText: topic }).first()
        .locator('[role="checkbox"], input[type="checkbox"]').first().click();
    }
    await page.locator('.quick-input-widget input').first().click();
    await page.keyboard.press('Enter');
    const frame = await compareFrame();
    await frame.locator(`${COMPARE} canvas`).first().waitFor({ timeout: 60000 });
    await page.mouse.move(5, 5);
    const whole = await chartPixels(frame, COMPARE);
    let before = await placesSaved(frame);
    await dragAlong(page, frame, COMPARE);
    await until(page, 'the comparison\'s zoom is kept', async () => (await placesSaved(frame)) > before);
    await until(page, 'the comparison is drawn zoomed', async () => (await chartPixels(frame, COMPARE)) !== whole);
    compareZoomed = await chartPixels(frame, COMPARE);
    before = await placesSaved(frame);
    // the toggle shows once the chart is described (the page idle after drawing)
    await frame.locator('.chart-table-toggle:visible').first().click();
    await frame.locator('.chart-table:not([hidden]) table').first().waitFor();
    await until(page, 'the open table is kept', async () => (await placesSaved(frame)) > before);
  });

  await h.step('the Coins tab shown again is on the rows it was on', async () => {
    await editorTab(page, 'Coins').click();
    const frame = await tableFrame();
    await frame.locator('section.section-coins table.market tr.item').first().waitFor({ timeout: 60000 });
    await until(page, `the table is scrolled back to ${scrolled} px`, async () => Math.abs(await scroller(frame).evaluate((el) => el.scrollTop) - scrolled) < rowHeight, { timeout: 60000 });
    await h.shot('place-coins-shown-again');
  });

  await h.step('Bitcoin\'s tab shown again has its chart zoomed as it was', async () => {
    await editorTab(page, 'Bitcoin').click();
    const frame = await coinFrame();
    await frame.locator('section.section-series:not([aria-busy]) .chart canvas').first().waitFor({ timeout: 60000 });
    await page.mouse.move(5, 5);
    await until(page, 'the chart shows the zoomed pixels', async () => (await chartPixels(frame)) === zoomed, { timeout: 15000 });
    await h.shot('place-bitcoin-zoom-shown-again');
  });

  await h.step('the comparison\'s tab shown again has its chart zoomed as it was, its points as a table', async () => {
    await editorTab(page, 'Compare').click();
    const frame = await compareFrame();
    await frame.locator(`${COMPARE} canvas`).first().waitFor({ timeout: 60000 });
    await page.mouse.move(5, 5);
    await until(page, 'the comparison shows the zoomed pixels', async () => (await chartPixels(frame, COMPARE)) === compareZoomed, { timeout: 15000 });
    await frame.locator('.chart-table:not([hidden]) table').first().waitFor({ timeout: 15000 });
    await h.shot('place-compare-shown-again');
  });
}
