// The topic, category and coins panels in the dark and the light theme (each drawn again in the
// new theme), then a reload of the window: the open panels come back through their serializers
// with their content.
import {
  expandView, framesDrawn, openContainer, reloadWorkbench, runCommand, setColorTheme, statusBarItem, waitForTreeItems,
} from '../../scripts/real-vscode/workbench.mjs';
import { assertAlive, assertCellsFit, editorTab, panelFrame, scrollPanelTo, topRows, until, widenSideBar } from './lib/social.mjs';

export const name = 'panels in both themes';

export async function setup() {
  return { settings: { 'socialPulse.demo': true } };
}

const PANELS = [
  { tab: 'Bitcoin', heading: 'Bitcoin', drawn: '.section-summary .figure' },
  { tab: 'Cryptocurrencies', heading: 'Cryptocurrencies', drawn: '.section-topics table' },
  { tab: 'Coins', heading: 'Coins', drawn: 'table.market tr.item' },
];

export async function run(h) {
  const { page } = h;
  const tab = (title) => editorTab(page, title);

  /** The panel's webview, drawn, in `kind` (vscode-dark / vscode-light). */
  const drawnIn = async ({ heading, drawn }, kind) => {
    const frame = await panelFrame(page, heading);
    await frame.locator(drawn).first().waitFor();
    await frame.locator(`body.${kind}`).waitFor();
    return frame;
  };

  const shoot = async (panel, kind, theme) => {
    await tab(panel.tab).click();
    const frame = await drawnIn(panel, kind);
    // every page of coins loaded, so the count and the table agree in the picture
    if (panel.tab === 'Coins') {
      await frame.locator('section.section-coins:not([aria-busy])').waitFor({ timeout: 60000 });
      await assertCellsFit(frame);
    }
    await page.mouse.move(700, 880);   // no hover in the picture
    await h.shot(`panels-${panel.tab.toLowerCase()}-${theme}`);
    if (panel.tab === 'Bitcoin') {
      await frame.locator('.section-series .chart canvas').first().waitFor();
      await scrollPanelTo(frame, '.section-series');
      await h.shot(`panels-bitcoin-chart-${theme}`);
    }
  };

  // the workbench starts in the light theme (the profile is new)
  await h.step('the topic, category and coins panels open on demo data', async () => {
    await openContainer(page, 'Social Pulse');
    await widenSideBar(page, 420);
    await waitForTreeItems(page, 'Trending Topics', { min: 3 });
    await topRows(page, 'Trending Topics').filter({ hasText: '#1 Bitcoin' }).locator('.label-name').click();
    await drawnIn(PANELS[0], 'vscode-light');
    await expandView(page, 'Categories');
    await waitForTreeItems(page, 'Categories', { min: 3 });
    await topRows(page, 'Categories').filter({ hasText: 'Cryptocurrencies' }).locator('.label-name').click();
    await drawnIn(PANELS[1], 'vscode-light');
    await runCommand(page, 'Social Pulse: Open Coins Table');
    await drawnIn(PANELS[2], 'vscode-light');
  });

  await h.step('the side bar: short row descriptions, "Demo data" said once, no quota counters in demo mode', async () => {
    const descriptions = await topRows(page, 'Trending Topics').locator('.label-description').allTextContents();
    const long = descriptions.filter((d) => d.length > 32);
    if (!descriptions.length || long.length) throw new Error(`long row descriptions: ${long.join(' | ')}`);
    const headers = await page.locator('.pane-header').allTextContents();
    const saying = headers.filter((t) => t.includes('Demo data'));
    if (saying.length !== 1) throw new Error(`"Demo data" in ${saying.length} view headers: ${saying.join(' | ')}`);
    const status = (await statusBarItem(page, 'Demo data').innerText()).trim();
    if (/\d+\/[\d,]+ (min|day)/.test(status)) throw new Error(`quota counters in demo mode: ${status}`);
    await page.mouse.move(700, 880);
    await h.shot('sidebar-demo-light');
  });

  // in the light theme the workbench starts in; well before the reload, which restores what VS Code has stored by then
  await h.step('the topic panel says what each trend is of, names networks, colours critical themes apart, has one primary button', async () => {
    await tab('Bitcoin').click();
    const frame = await drawnIn(PANELS[0], 'vscode-light');
    const facts = await frame.locator('.page-head .facts').textContent();
    if (!/rank #\d+( \([^)]*in 1 h[^)]*\))? · interactions (rising|falling|flat)/.test(facts ?? '')) throw new Error(`the header line: ${facts}`);
    const networks = await frame.locator('table.networks tbody th').allTextContents();
    if (!networks.includes('X post') || networks.some((n) => /^[a-z]+(-[a-z]+)?$/.test(n))) throw new Error(`network names: ${networks.join(', ')}`);
    const primary = await frame.locator('button.button:not(.secondary)').allTextContents();
    if (primary.length !== 1) throw new Error(`primary buttons: ${primary.join(', ')}`);
    if (await frame.locator('section .codicon-export').count()) throw new Error('an export glyph on a CSV button');
    await frame.locator('.section-whatsup .themes.critical .share-bar .fill').first().waitFor();
    const bar = (column) => frame.locator(`.section-whatsup .themes.${column} .share-bar .fill`).first()
      .evaluate((fill) => getComputedStyle(fill).backgroundColor);
    const [supportive, critical] = [await bar('supportive'), await bar('critical')];
    if (supportive === critical || /^rgba\(0, 0, 0, 0\)$/.test(critical)) throw new Error(`critical themes drawn as supportive ones: ${critical}`);
    await scrollPanelTo(frame, '.section-whatsup');
    await page.mouse.move(700, 880);
    await h.shot('panels-bitcoin-whatsup-light');
  });

  await h.step('the chart: three metrics, two drawn as an index and Sentiment as it is on a percent axis, prices read in dollars, a month by day', async () => {
    await tab('Bitcoin').click();
    const frame = await drawnIn(PANELS[0], 'vscode-light');
    const series = frame.locator('section.section-series');
    await series.locator('.chart canvas').first().waitFor();
    await scrollPanelTo(frame, '.section-series');
    for (const label of ['Close', 'Sentiment']) await series.getByLabel(label, { exact: true }).check();
    await series.locator('.chart-scale').filter({ hasText: 'drawn as an index, 100 at the first value; Sentiment, percents, as they are on the right axis' }).waitFor();
    const canvas = series.locator('.chart canvas').first();
    const box = await canvas.boundingBox();
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
    await series.locator('.u-legend').filter({ hasText: /Close\s*\$[\d,]+/ }).waitFor();
    await h.shot('panels-bitcoin-chart-three-metrics-light');
    await series.getByLabel('Range').selectOption({ label: 'Last month' });
    const bucket = await series.getByLabel('Bucket').inputValue();
    if (bucket !== 'day') throw new Error(`Last month is drawn by ${bucket}`);
    await series.locator('.chart canvas').first().waitFor();
    for (const label of ['Close', 'Sentiment']) await series.getByLabel(label, { exact: true }).uncheck();
  });

  await h.step('the coins table: key columns stay in view sideways, sectors named, a filter matching nothing says so', async () => {
    await tab('Coins').click();
    const frame = await drawnIn(PANELS[2], 'vscode-light');
    await frame.locator('section.section-coins:not([aria-busy])').waitFor({ timeout: 60000 });
    const sectors = await frame.locator('table.market tr.item td.categories').first().textContent();
    if (/[a-z]-[a-z]/.test(sectors ?? '') || !/^[A-Z]/.test(sectors ?? '')) throw new Error(`sector ids shown: ${sectors}`);
    const scroller = frame.locator('section.section-coins .scroller');
    await scroller.evaluate((el) => { el.scrollLeft = el.scrollWidth; });
    await framesDrawn(frame);   // the table draws the rows of its scroll in the next frame
    const view = await scroller.boundingBox();
    for (const key of ['symbol', 'name', 'price']) {
      const cell = await frame.locator(`table.market tr.item td.${key}`).first().boundingBox();
      if (!cell || cell.x < view.x - 1 || cell.x + cell.width > view.x + view.width) throw new Error(`the ${key} column scrolled out of view: ${JSON.stringify(cell)}`);
    }
    const clipped = await frame.locator('table.market thead th').evaluateAll((ths) => ths.filter((th) => th.scrollWidth > th.clientWidth + 1).map((th) => th.textContent));
    if (clipped.length) throw new Error(`clipped headers: ${clipped.join(', ')}`);
    await page.mouse.move(700, 880);
    await h.shot('panels-coins-scrolled-sideways-light');
    await scroller.evaluate((el) => { el.scrollLeft = 0; });
    // the extremes of every figure (the smallest prices, the largest changes) fit their columns:
    // each sorted both ways, then the table is sorted by rank again
    const headers = frame.locator('table.market thead th.num');
    for (let i = 0; i < await headers.count(); i++) {
      const th = headers.nth(i);
      for (let click = 0; click < 2; click++) {
        const before = await th.getAttribute('aria-sort');
        await th.locator('button.sort').click();
        const label = (await th.innerText()).replace(/\s+/g, ' ');
        await until(page, `sorted by ${label}`, async () => (await th.getAttribute('aria-sort')) !== before);
        await framesDrawn(frame);
        await assertCellsFit(frame, `sorted by ${label}, ${await th.getAttribute('aria-sort')}`);
      }
    }
    await headers.first().locator('button.sort').click();
    await until(page, 'sorted by rank again', async () => (await headers.first().getAttribute('aria-sort')) === 'ascending');
    await frame.locator('section.section-coins input[type=search]').fill('zzqqxx');
    await frame.locator('.empty-state').filter({ hasText: 'No coins match' }).waitFor();
    await h.shot('panels-coins-no-match-light');
    await frame.getByRole('button', { name: 'Clear filter' }).click();
    await frame.locator('table.market tr.item').first().waitFor();
    if (await frame.locator('.empty-state').isVisible()) throw new Error('the empty state stays after Clear filter');
  });

  for (const [theme, kind] of [['Dark Modern', 'vscode-dark'], ['Light Modern', 'vscode-light']]) {
    await h.step(`each panel in ${theme}`, async () => {
      await setColorTheme(page, theme);
      for (const panel of PANELS) await shoot(panel, kind, kind.replace('vscode-', ''));
    });
  }

  await h.step('a reload of the window restores the open panels with their content', async () => {
    await reloadWorkbench(page);
    // the serializers bring every panel back as a tab; each draws its content again when shown
    // (which one is active depends on when VS Code last saved its layout, so each is shown in turn)
    for (const panel of PANELS) await tab(panel.tab).waitFor();
    for (const panel of [...PANELS].reverse()) {
      await tab(panel.tab).click();
      await drawnIn(panel, 'vscode-light');
    }
    const frame = await panelFrame(page, 'Bitcoin');
    await frame.locator('.section-whatsup .summary-text').waitFor();
    await page.mouse.move(700, 880);
    await h.shot('panels-restored-topic');
    await assertAlive(page);
  });
}
