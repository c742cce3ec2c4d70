// Accessibility of the panels (issue 27), on demo data: a chart is an image a screen reader reads
// (what is plotted, the range, each line's figures) with a "Show as table" toggle the keyboard
// works, focus is visible, sortable headers are buttons with aria-sort; then every panel in High
// Contrast Dark and High Contrast Light (screenshots) with an axe-core scan of its webview: no
// serious or critical finding. The scan's figures per panel and theme are printed.
import fs from 'node:fs';
import path from 'node:path';
import {
  expandView, openContainer, runCommand, waitForTreeItems, waitInputClosed,
} from '../../scripts/real-vscode/workbench.mjs';
import { repoRoot } from '../../scripts/real-vscode/tools.mjs';
import { compareFromPalette, editorTab, panelFrame, scrollPanelTo, topRows, until, widenSideBar } from './lib/social.mjs';

export const name = 'accessibility';

export async function setup() {
  return { settings: { 'socialPulse.demo': true } };
}

const AXE = fs.readFileSync(path.join(repoRoot, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
/** WCAG 2.1 A and AA, and axe's best practices (reported, but only serious and critical fail). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** The panels scanned: the tab to click, the heading and view of its webview, what shows it is drawn. */
const PANELS = [
  { name: 'topic', tab: 'Bitcoin', heading: 'Bitcoin', view: 'topic', drawn: '.section-series .chart canvas' },
  { name: 'category', tab: 'Cryptocurrencies', heading: 'Cryptocurrencies', view: 'category', drawn: '.section-topics table' },
  { name: 'coins', tab: 'Coins', heading: 'Coins', view: 'coins', drawn: 'table.market tr.item' },
  { name: 'market', tab: 'Ethereum', heading: 'Ethereum', view: 'market', drawn: '.section-series .chart canvas' },
  { name: 'compare', tab: 'Compare', heading: 'Compare:', view: 'compare', drawn: '.compare-chart .u-over' },
];

const THEMES = [
  { theme: 'Dark High Contrast', workbench: 'hc-black', body: 'vscode-high-contrast', slug: 'hc-dark' },
  { theme: 'Light High Contrast', workbench: 'hc-light', body: 'vscode-high-contrast-light', slug: 'hc-light' },
];

/** Preferences: Color Theme, then waits for the workbench and every webview to wear it. */
async function setTheme(page, { theme, workbench }) {
  await waitInputClosed(page);
  await runCommand(page, 'Preferences: Color Theme');
  const input = page.locator('.quick-input-widget input').first();
  await input.fill(theme);
  await page.locator(`.quick-input-list .monaco-list-row:is([aria-label="${theme}"], [aria-label^="${theme},"])`).first().click();
  await waitInputClosed(page);
  await page.locator(`.monaco-workbench.${workbench}`).waitFor();
}

/** axe-core in the panel's own document: its findings by impact, and what it checked. */
async function scan(frame) {
  // evaluated through the debugging protocol: the webview's script policy does not apply to it
  if (!(await frame.evaluate(() => typeof window.axe === 'object'))) await frame.evaluate(`${AXE}\n;0`);
  return frame.evaluate(async (tags) => {
    const r = await window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return {
      passes: r.passes.length,
      incomplete: r.incomplete.map((i) => i.id),
      violations: r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.length,
        targets: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`) })),
    };
  }, TAGS);
}

export async function run(h) {
  const { page } = h;
  const tab = (title) => editorTab(page, title);
  const figures = [];

  const drawn = async (panel) => {
    const frame = await panelFrame(page, panel.heading, { view: panel.view, timeout: 60000 });
    await frame.locator(panel.drawn).first().waitFor({ timeout: 60000 });
    return frame;
  };

  await h.step('the panels open on demo data: a topic, a category, the coins table, a market, a comparison', async () => {
    await openContainer(page, 'Social Pulse');
    await widenSideBar(page, 420);
    await waitForTreeItems(page, 'Trending Topics', { min: 3 });
    await topRows(page, 'Trending Topics').filter({ hasText: '#1 Bitcoin' }).locator('.label-name').click();
    await drawn(PANELS[0]);
    await expandView(page, 'Categories');
    await waitForTreeItems(page, 'Categories', { min: 3 });
    await topRows(page, 'Categories').filter({ hasText: 'Cryptocurrencies' }).locator('.label-name').click();
    await drawn(PANELS[1]);
    await runCommand(page, 'Social Pulse: Open Coins Table');
    const coins = await drawn(PANELS[2]);
    await coins.locator('table.market tr.item', { hasText: 'Ethereum' }).first().click();
    await drawn(PANELS[3]);
    await compareFromPalette(page, 'Topics');
    await page.locator('.quick-input-widget .quick-input-title', { hasText: 'select 2 to 5 (0 selected)' }).waitFor();
    for (const topic of ['Bitcoin', 'Ethereum']) {
      await page.locator('.quick-input-list .monaco-list-row').filter({ hasText: topic }).first()
        .locator('[role="checkbox"], input[type="checkbox"]').first().click();
    }
    await page.locator('.quick-input-widget input').first().click();
    await page.keyboard.press('Enter');
    await drawn(PANELS[4]);
  });

  await h.step('a chart is an image described in words: what is plotted, the range, each line\'s first, last, lowest and highest', async () => {
    for (const panel of [PANELS[0], PANELS[4]]) {
      await tab(panel.tab).click();
      const frame = await drawn(panel);
      // described once the page is idle after drawing
      const said = await frame.locator('.chart[role="img"][aria-describedby]').first().evaluate((box) => ({
        label: box.getAttribute('aria-label') ?? '',
        described: document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
      }));
      if (!/, from .+ UTC to .+ UTC: [\d,]+ times, \d lines?\.$/.test(said.label)) throw new Error(`${panel.name}: the chart's label is "${said.label}"`);
      if (!/first .+ \(.+ UTC\), last .+, lowest .+, highest .+\./.test(said.described)) throw new Error(`${panel.name}: the chart's description is "${said.described}"`);
      h.note(`${panel.name} chart: ${said.label} ${said.described.slice(0, 160)}…`);
    }
  });

  await h.step('"Show as table" is reached and pressed with the keyboard, with a visible focus ring, and lists the points', async () => {
    await tab('Bitcoin').click();
    const frame = await drawn(PANELS[0]);
    await scrollPanelTo(frame, '.section-series');
    const toggle = frame.locator('.section-series button.chart-table-toggle');
    // reached by Tab from the control before it, so the browser shows keyboard focus
    await toggle.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const ring = await toggle.evaluate((el) => {
      const s = getComputedStyle(el);
      const focusBorder = getComputedStyle(document.documentElement).getPropertyValue('--vscode-focusBorder').trim();
      return { focused: document.activeElement === el && el.matches(':focus-visible'), style: s.outlineStyle, width: s.outlineWidth, colour: s.outlineColor, focusBorder };
    });
    if (!ring.focused || ring.style === 'none' || ring.width === '0px') throw new Error(`no visible focus on Show as table: ${JSON.stringify(ring)}`);
    await page.keyboard.press('Enter');
    const table = frame.locator('.section-series .chart-table table');
    await table.waitFor();
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') throw new Error('the toggle does not say it is expanded');
    const rows = await table.locator('tbody tr').count();
    const head = await table.locator('thead th').allInnerTexts();
    if (rows < 2 || head[0] !== 'Time' || head.length < 2) throw new Error(`the table of points: ${rows} rows, headers ${head.join(', ')}`);
    h.note(`Show as table: ${rows} rows, columns ${head.join(', ')}; focus ring ${ring.style} ${ring.width} ${ring.colour} (focusBorder ${ring.focusBorder})`);
    await h.shot('a11y-topic-chart-table-light');
    await page.keyboard.press('Enter');
    await table.waitFor({ state: 'detached' });
  });

  await h.step('sortable headers are buttons with aria-sort; the coins table moves with the arrow keys and sorts from a header with Enter', async () => {
    await tab('Cryptocurrencies').click();
    const category = await drawn(PANELS[1]);
    const sorts = await category.locator('.section-topics th[aria-sort]').evaluateAll((ths) => ths.map((th) => [th.getAttribute('aria-sort'), !!th.querySelector('button')]));
    if (!sorts.length || !sorts.every(([, button]) => button) || sorts.filter(([s]) => s !== 'none').length !== 1) throw new Error(`the topics table's headers: ${JSON.stringify(sorts)}`);
    await tab('Coins').click();
    const coins = await drawn(PANELS[2]);
    const grid = coins.locator('table.market');
    await grid.focus();
    const active = () => grid.locator('tr.item.active').first().innerText().catch(() => '');
    await page.keyboard.press('ArrowDown');
    const first = await active();
    await page.keyboard.press('ArrowDown');
    await until(page, 'the arrow key moves the active row', async () => (await active()) !== first && (await active()) !== '');
    // Enter on a header's button sorts by its column: it does not open the active row's panel
    const header = grid.locator('thead th', { has: coins.locator('button') }).nth(2);
    const before = await header.getAttribute('aria-sort');
    const tabs = await page.locator('.tabs-container .tab').count();
    await header.locator('button').focus();
    await page.keyboard.press('Enter');
    await until(page, 'Enter on the header sorts by its column', async () => (await header.getAttribute('aria-sort')) !== before);
    if ((await page.locator('.tabs-container .tab').count()) !== tabs) throw new Error('Enter on a sort button opened a panel');
  });

  for (const theme of THEMES) {
    await h.step(`${theme.theme}: every panel drawn, and axe-core finds nothing serious or critical`, async () => {
      await setTheme(page, theme);
      const bad = [];
      for (const panel of PANELS) {
        await tab(panel.tab).click();
        const frame = await drawn(panel);
        await frame.locator(`body.${theme.body}`).waitFor();
        await page.mouse.move(700, 880);   // no hover in the picture
        await h.shot(`a11y-${panel.name}-${theme.slug}`);
        // the topic's chart is scanned with its table of points shown
        const toggle = frame.locator('.section-series button.chart-table-toggle');
        const withTable = panel.name === 'topic';
        if (withTable) {
          await toggle.click();
          await frame.locator('.section-series .chart-table table').waitFor();
        }
        const result = await scan(frame);
        if (withTable) await toggle.click();
        const byImpact = (impact) => result.violations.filter((v) => v.impact === impact).length;
        figures.push({ panel: panel.name, theme: theme.slug, ...result });
        h.note(`axe ${panel.name} ${theme.slug}: ${result.passes} rules pass, ${result.violations.length} violated `
          + `(critical ${byImpact('critical')}, serious ${byImpact('serious')}, moderate ${byImpact('moderate')}, minor ${byImpact('minor')}), `
          + `${result.incomplete.length} to review by hand${result.incomplete.length ? ` (${result.incomplete.join(', ')})` : ''}`);
        for (const v of result.violations) h.note(`  ${v.impact} ${v.id} (${v.nodes}): ${v.help}; ${v.targets.join(' | ')}`);
        bad.push(...result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${panel.name}: ${v.id} ${v.targets.join(' | ')}`));
      }
      if (bad.length) throw new Error(`serious or critical findings in ${theme.theme}:\n${bad.join('\n')}`);
    });
  }

  await h.step('the scan\'s figures are written for the report', async () => {
    const out = path.join(repoRoot, 'test-results', 'a11y-scan.json');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, JSON.stringify(figures, null, 2));
    h.note(`written to ${out}`);
  });
}
