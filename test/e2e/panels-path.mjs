// The topic, category and coins panels in the dark and the light theme (each drawn again in the
// new theme), then a reload of the window: the open panels come back through their serializers
// with their content.
import {
  openContainer, runCommand, setColorTheme, waitForTreeItems,
} from '../../scripts/real-vscode/workbench.mjs';
import { assertAlive, panelFrame, scrollPanelTo, topRows, widenSideBar } from './lib/social.mjs';

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
  const tab = (title) => page.locator('.tabs-container .tab').filter({ hasText: title }).first();

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
    if (panel.tab === 'Coins') await frame.locator('section.section-coins:not([aria-busy])').waitFor({ timeout: 60000 });
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
    await waitForTreeItems(page, 'Categories', { min: 3 });
    await topRows(page, 'Categories').filter({ hasText: 'Cryptocurrencies' }).locator('.label-name').click();
    await drawnIn(PANELS[1], 'vscode-light');
    await runCommand(page, 'Social Pulse: Open Coins Table');
    await drawnIn(PANELS[2], 'vscode-light');
  });

  for (const [theme, kind] of [['Dark Modern', 'vscode-dark'], ['Light Modern', 'vscode-light']]) {
    await h.step(`each panel in ${theme}`, async () => {
      await setColorTheme(page, theme);
      for (const panel of PANELS) await shoot(panel, kind, kind.replace('vscode-', ''));
    });
  }

  await h.step('a reload of the window restores the open panels with their content', async () => {
    await page.reload();
    await page.locator('.monaco-workbench').waitFor();
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
