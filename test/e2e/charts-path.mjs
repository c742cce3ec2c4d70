// The analyst's charts and table filters on demo data: Bitcoin's market panel draws candles with
// volume bars below them, reads out open, high, low, close and volume with their units, switches
// to a log scale from the keyboard and to a line and back; the coins table's minimum market cap
// and "Hide stablecoins" narrow the rows and say how many they hide, a bad minimum says why.
// Both come back as they were after a reload of the window, and the table's in a table opened
// again after it was closed, as the chart's span and scale in the next coin panel. Screenshots in Dark Modern, Dark High
// Contrast and Light Modern.
import { answerInput, openContainer, reloadWorkbench, runCommand, setColorTheme, waitForTreeItems } from '../../scripts/real-vscode/workbench.mjs';
import { assertAlive, editorTab, panelFrame, scrollPanelTo, until } from './lib/social.mjs';

export const name = 'charts and table filters';

export async function setup() {
  return { settings: { 'socialPulse.demo': true } };
}

/**
 * What the chart's canvas shows, read from its pixels: the share of the plot's lowest rows (the
 * foot of the volume band, which every bar crosses) that is painted, and how many pixels have the up and down colours of the theme.
 */
function readChart(frame) {
  return frame.locator('.section-series .chart').first().evaluate((box) => {
    const canvas = box.querySelector('canvas');
    const over = box.querySelector('.u-over');
    const probe = document.createElement('span');
    document.body.append(probe);
    const rgb = (name) => {
      probe.style.color = `var(${name})`;
      return getComputedStyle(probe).color.match(/\d+/g).slice(0, 3).map(Number);
    };
    const up = rgb('--up');
    const down = rgb('--down');
    probe.remove();
    const scale = canvas.width / canvas.getBoundingClientRect().width;
    const c = canvas.getBoundingClientRect();
    const o = over.getBoundingClientRect();
    const left = Math.round((o.left - c.left) * scale);
    const top = Math.round((o.top - c.top) * scale);
    const width = Math.round(o.width * scale);
    const height = Math.round(o.height * scale);
    const pixels = canvas.getContext('2d').getImageData(left, top, width, height).data;
    const near = (i, [r, g, b]) => Math.abs(pixels[i] - r) + Math.abs(pixels[i + 1] - g) + Math.abs(pixels[i + 2] - b) < 12 && pixels[i + 3] > 250;
    let upPixels = 0, downPixels = 0, band = 0, bandPainted = 0;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 4;
        if (y > height * 0.95) {
          band++;
          if (pixels[i + 3] > 0) bandPainted++;
        } else if (near(i, up)) upPixels++;
        else if (near(i, down)) downPixels++;
      }
    }
    let hash = 0;
    for (let i = 0; i < pixels.length; i += 97) hash = (hash * 31 + pixels[i]) | 0;
    return { upPixels, downPixels, volumeBand: bandPainted / band, hash };
  });
}

export async function run(h) {
  const { page } = h;
  const shot = async (name) => {
    await page.mouse.move(700, 880);   // no hover in the picture
    await h.shot(name);
  };
  const coinFrame = () => panelFrame(page, 'Bitcoin', { view: 'market' });
  const tableFrame = () => panelFrame(page, 'Coins', { view: 'coins' });
  const closeTab = async (title) => {
    const tab = editorTab(page, title);
    await tab.click();
    await runCommand(page, 'View: Close Editor');
    await tab.waitFor({ state: 'detached' });
  };
  const pressed = async (frame, label) => (await frame.locator('.chart-toolbar button', { hasText: label }).getAttribute('aria-pressed')) === 'true';

  await h.step('Bitcoin\'s market panel draws candles with volume bars below them', async () => {
    // the extension is active once its views have rows
    await openContainer(page, 'Social Pulse');
    await waitForTreeItems(page, 'Trending Topics', { min: 3 });
    await runCommand(page, 'Social Pulse: Open Coin...');
    await answerInput(page, 'bitcoin');
    const frame = await coinFrame();
    await frame.locator('section.section-series:not([aria-busy]) .chart canvas').first().waitFor({ timeout: 60000 });
    if (!(await pressed(frame, 'Candles')) || await pressed(frame, 'Line')) throw new Error('a coin\'s chart does not start as candles');
    if (!(await frame.locator('fieldset.metrics').isHidden())) throw new Error('the line\'s metric choices show beside the candles');
    const chart = await readChart(frame);
    if (chart.upPixels < 50 || chart.downPixels < 50) throw new Error(`no candles in the theme's green and red: ${JSON.stringify(chart)}`);
    if (chart.volumeBand < 0.3) throw new Error(`no volume bars in the band below the candles: ${JSON.stringify(chart)}`);
    await scrollPanelTo(frame, '.section-series');
    // the workbench starts in Light Modern
    await shot('charts-coin-candles-week-light');
  });

  await h.step('the crosshair reads out open, high, low, close and volume with their units, and the series point\'s time with its zone', async () => {
    const frame = await coinFrame();
    const over = frame.locator('.section-series .chart .u-over');
    const box = await over.boundingBox();
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.4);
    const legend = frame.locator('.section-series .chart .u-legend');
    await until(page, 'the readout shows values', async () => /\$\d/.test(await legend.innerText()));
    const text = (await legend.innerText()).replace(/\s+/g, ' ');
    // (uPlot puts the colon after each label with CSS); the values are the drawn candle's, at its start with the zone; the
    // volume bars are the rolling 24 h volume at each candle's close, and say so
    for (const want of [/(?:Series point by (?:hour|day)|Candle of \d+ (?:h|days?) starting):?\s*[A-Z][a-z]{2} \d{1,2}, \d{4},? (?:at )?\d{1,2}:\d\d [AP]M (?:UTC|GMT|[A-Z]{2,5})/, /Open:?\s*\$[\d,]+\.\d\d/, /High:?\s*\$[\d,]+\.\d\d/, /Low:?\s*\$[\d,]+\.\d\d/, /Close:?\s*\$[\d,]+\.\d\d/, /Volume 24 h at the candle's close:?\s*\$[\d.]+[KMBT]/]) {
      if (!want.test(text)) throw new Error(`the readout lacks ${want}: ${text}`);
    }
  });

  await h.step('a log scale from the keyboard; a line and back to candles with the mouse', async () => {
    const frame = await coinFrame();
    // a range over which a log scale differs from a linear one to the eye
    await frame.locator('section.section-series select').nth(1).selectOption({ label: 'All time' });
    // the whole history comes by day: the chart's name says its bucket
    await frame.locator('section.section-series:not([aria-busy]) .chart[aria-label*="by day"] canvas').first().waitFor({ timeout: 60000 });
    const linear = await readChart(frame);
    const log = frame.locator('.chart-toolbar button', { hasText: 'Log scale' });
    await log.focus();
    await page.keyboard.press('Space');
    await until(page, 'Log scale is pressed', () => pressed(frame, 'Log scale'));
    const logChart = await readChart(frame);
    if (logChart.hash === linear.hash) throw new Error('the chart did not change on a log scale');
    if (logChart.upPixels < 20 || logChart.volumeBand < 0.1) throw new Error(`candles or volume lost on a log scale: ${JSON.stringify(logChart)}`);
    await frame.locator('.chart-toolbar button', { hasText: 'Line' }).click();
    await until(page, 'the line is drawn with its metric choices', async () => await pressed(frame, 'Line') && await frame.locator('fieldset.metrics').isVisible());
    const line = await readChart(frame);
    if (line.volumeBand > 0.1) throw new Error(`volume bars stay in line mode: ${JSON.stringify(line)}`);
    await frame.locator('.chart-toolbar button', { hasText: 'Candles' }).click();
    await until(page, 'candles again', () => pressed(frame, 'Candles'));
    await scrollPanelTo(frame, '.section-series');
  });

  await h.step('the coins table: a minimum market cap and Hide stablecoins narrow the rows, and say how many they hide', async () => {
    await runCommand(page, 'Social Pulse: Open Coins Table');
    const frame = await tableFrame();
    await frame.locator('section.section-coins:not([aria-busy]) table.market tr.item').first().waitFor({ timeout: 60000 });
    const count = frame.locator('.section-coins span.count');
    const capBox = frame.getByLabel('Min. Market cap');
    await capBox.fill('80x');
    await capBox.press('Enter');
    const problem = frame.locator('.market-filters .minimum .problem').first();
    await until(page, 'a bad minimum says why', async () => /k \(thousand\)/.test(await problem.innerText()));
    if ((await capBox.getAttribute('aria-invalid')) !== 'true') throw new Error('the box of a bad minimum is not marked invalid');
    await capBox.fill('1.2B');
    await capBox.press('Enter');
    await until(page, 'the problem goes', async () => (await problem.innerText()) === '');
    const hidden = frame.locator('.hidden-by-filters');
    await until(page, 'the rows under $1.2B are hidden', async () => /^\d[\d,]* hidden by filters/.test(await hidden.innerText()));
    const afterCap = Number((await hidden.innerText()).match(/^[\d,]+/)[0].replace(/,/g, ''));
    // "2,509 of 6,427 coins": the coins loaded so far (later pages may still be arriving)
    const total = Number((await count.innerText()).match(/of ([\d,]+)/)?.[1].replace(/,/g, '') ?? NaN);
    if (!(afterCap > 0 && afterCap < total)) throw new Error(`${afterCap} of ${total} hidden by a minimum market cap`);
    // every row shown has a market cap of at least $1.2B ("$1.7T", "$9.1B")
    const caps = await frame.locator('table.market tr.item td.market_cap').allInnerTexts();
    const dollars = (t) => Number(t.replace(/[$,]/g, '').replace(/[KMBT]$/, '')) * { K: 1e3, M: 1e6, B: 1e9, T: 1e12 }[t.slice(-1)];
    if (!caps.length || caps.some((t) => !(dollars(t) >= 1.2e9 * 0.95))) throw new Error(`rows under the minimum: ${caps.join(', ')}`);
    await frame.getByRole('searchbox', { name: 'Filter' }).fill('USD');
    await until(page, 'USDT is listed', async () => (await frame.locator('table.market tr.item td.symbol').allInnerTexts()).includes('USDT'));
    await frame.getByLabel('Hide stablecoins').check();
    await until(page, 'the stablecoins are hidden', async () => !(await frame.locator('table.market tr.item td.symbol').allInnerTexts()).some((s) => /^(USDT|USDC)$/.test(s)));
    await frame.getByRole('searchbox', { name: 'Filter' }).fill('');
    await until(page, 'fewer rows than with the minimum alone', async () => {
      const n = Number(((await hidden.innerText()).match(/^[\d,]+/)?.[0] ?? '0').replace(/,/g, ''));
      return n > afterCap;
    });
  });

  for (const [theme, kind] of [['Dark Modern', 'dark'], ['Dark High Contrast', 'high-contrast'], ['Light Modern', 'light']]) {
    await h.step(`the candles on a log scale and the filtered table in ${theme}`, async () => {
      await setColorTheme(page, theme);
      await editorTab(page, 'Bitcoin').click();
      const coin = await coinFrame();
      await coin.locator(`body.vscode-${kind}`).waitFor();
      await coin.locator('section.section-series:not([aria-busy]) .chart canvas').first().waitFor({ timeout: 60000 });
      const chart = await readChart(coin);
      if (chart.upPixels < 20 || chart.downPixels < 20) throw new Error(`the candles lost the theme's colours in ${theme}: ${JSON.stringify(chart)}`);
      if (kind === 'high-contrast') {
        // no filled buttons in high contrast: the pressed toggle must read apart by more than its border
        const look = (label) => coin.locator('.chart-toolbar button', { hasText: label }).evaluate((b) => {
          const c = getComputedStyle(b);
          return `${c.fontWeight} ${c.textDecorationLine} ${c.outlineStyle}`;
        });
        const [candles, line] = [await look('Candles'), await look('Line')];
        h.note(`toggles in high contrast: pressed "${candles}", not pressed "${line}"`);
        if (candles === line) throw new Error(`the pressed toggle looks like the other in ${theme}: ${candles}`);
      }
      await scrollPanelTo(coin, '.section-series');
      await shot(`charts-coin-candles-log-${kind}`);
      await editorTab(page, 'Coins').click();
      const table = await tableFrame();
      await table.locator(`body.vscode-${kind}`).waitFor();
      await table.locator('.hidden-by-filters:not([hidden])').waitFor();
      await shot(`charts-coins-filtered-${kind}`);
    });
  }

  await h.step('a reload of the window: the candles, the log scale and the table\'s filters are as they were', async () => {
    await reloadWorkbench(page);
    for (const t of ['Bitcoin', 'Coins']) await editorTab(page, t).waitFor({ timeout: 60000 });
    await editorTab(page, 'Coins').click();
    const table = await tableFrame();
    await table.locator('section.section-coins:not([aria-busy]) table.market tr.item').first().waitFor({ timeout: 60000 });
    const cap = await table.getByLabel('Min. Market cap').inputValue();
    // shown in the figure's own compact format, as typed (1.2B), which reads back as the same minimum
    if (cap !== '$1.2B') throw new Error(`the minimum market cap after a reload: "${cap}"`);
    if (!(await table.getByLabel('Hide stablecoins').isChecked())) throw new Error('Hide stablecoins is not kept across a reload');
    // the filters hide rows again (how many depends on how many pages of the list have loaded yet)
    await until(page, 'rows hidden by the kept filters', async () => /\d hidden by filters/.test(await table.locator('.hidden-by-filters').innerText().catch(() => '')));
    await editorTab(page, 'Bitcoin').click();
    const coin = await coinFrame();
    await coin.locator('section.section-series:not([aria-busy]) .chart canvas').first().waitFor({ timeout: 60000 });
    if (!(await pressed(coin, 'Candles')) || !(await pressed(coin, 'Log scale'))) throw new Error('candles on a log scale are not kept across a reload');
    await assertAlive(page);
  });

  await h.step('the Coins table closed and opened again: its sort and filters are kept for the table, its typed filter text is not', async () => {
    await closeTab('Coins');
    await runCommand(page, 'Social Pulse: Open Coins Table');
    const table = await tableFrame();
    await table.locator('section.section-coins:not([aria-busy]) table.market tr.item').first().waitFor({ timeout: 60000 });
    const cap = await table.getByLabel('Min. Market cap').inputValue();
    if (cap !== '$1.2B') throw new Error(`the minimum market cap in a table opened again: "${cap}"`);
    if (!(await table.getByLabel('Hide stablecoins').isChecked())) throw new Error('Hide stablecoins is not kept for a table opened again');
    if ((await table.getByRole('searchbox', { name: 'Filter' }).inputValue()) !== '') throw new Error('the typed filter text came back in a new table');
    await until(page, 'rows hidden by the kept filters', async () => /\d hidden by filters/.test(await table.locator('.hidden-by-filters').innerText().catch(() => '')));
  });

  await h.step('Bitcoin\'s panel closed, another coin opened: its chart starts with the span and log scale last chosen', async () => {
    await closeTab('Bitcoin');
    await runCommand(page, 'Social Pulse: Open Coin...');
    await answerInput(page, 'ethereum');
    const frame = await panelFrame(page, 'Ethereum', { view: 'market' });
    await frame.locator('section.section-series:not([aria-busy]) .chart[aria-label*="by day"] canvas').first().waitFor({ timeout: 60000 });
    const span = await frame.locator('section.section-series select').nth(1).evaluate((s) => s.selectedOptions[0]?.textContent ?? '');
    if (span !== 'All time') throw new Error(`the span in a coin panel opened after Bitcoin's was closed: "${span}"`);
    if (!(await pressed(frame, 'Candles')) || !(await pressed(frame, 'Log scale'))) throw new Error('candles on a log scale are not kept for the next coin panel');
    await scrollPanelTo(frame, '.section-series');
    await shot('charts-next-coin-kept-light');
  });
}
