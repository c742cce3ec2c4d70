// The README's pictures (media/readme/) and the walkthrough's (media/walkthrough/*-light.png,
// *-dark.png), taken from demo data in a real VS Code. An e2e scenario kept out of test/e2e, so
// the test run does not rewrite them:   npm run readme-shots
// README pictures are the whole window in Dark Modern; walkthrough pictures are the part that
// shows the step, in Light Modern and Dark Modern. Each must stay under 200 KB.
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './real-vscode/tools.mjs';
import {
  answerInput, clickInlineAction, findInWebviews, openContainer, pickQuickItem, runCommand, setColorTheme, viewPane, waitForTreeItems, waitInputClosed,
} from './real-vscode/workbench.mjs';
import { panelFrame, scrollPanelTo, topRows, until, widenSideBar } from '../test/e2e/lib/social.mjs';

export const name = 'README and walkthrough pictures';

const README = path.join(repoRoot, 'media', 'readme');
const WALKTHROUGH = path.join(repoRoot, 'media', 'walkthrough');
const MAX_BYTES = 200 * 1024;
const MODEL = path.join(repoRoot, 'test', 'fixtures', 'chat-model');
const NOTEBOOK = 'weekly.pulse.md';
const NOTEBOOK_TEXT = '# Weekly research\n\nBitcoin\'s conversation and its mood, by day over the last month:\n\n```pulse\ntopic bitcoin series interactions,sentiment 1m by day\n```\n';

export async function setup() {
  return {
    settings: { 'socialPulse.demo': true, 'chat.disableAIFeatures': false, 'files.defaultLanguage': 'markdown', 'workbench.startupEditor': 'none' },
    // a default chat model, so the chat view shows its input and tool picker offline
    extensions: [MODEL],
    proposedApi: ['socialpulse-test.chat-model'],
  };
}

export async function run(h) {
  const { page } = h;
  // smaller pictures than the e2e's 1400 × 900 (and files well under 200 KB), still readable on the Marketplace
  await page.setViewportSize({ width: 1200, height: 760 });
  const tab = (title) => page.locator('.tabs-container .tab').filter({ hasText: title }).first();

  const still = async () => {
    await page.mouse.move(200, 470);   // no hover in the picture (over the Watchlist's welcome text)
    await until(page, 'nothing moves', () => page.evaluate(() => !document.getAnimations()
      .some((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime))), { timeout: 5000 });
    await page.waitForTimeout(300);
  };
  const save = async (file, clip) => {
    await still();
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await page.screenshot({ path: file, clip });
    const size = fs.statSync(file).size;
    h.note(`${path.relative(repoRoot, file)}: ${Math.round(size / 1024)} KB`);
    if (size > MAX_BYTES) throw new Error(`${file} is ${size} bytes, over 200 KB`);
  };
  /** The editor area (the panel), for the walkthrough's pictures. */
  const editorArea = async () => page.locator('.part.editor').boundingBox();
  const sideAndEditor = async () => {
    const side = await page.locator('.part.sidebar').boundingBox();
    const editor = await editorArea();
    return { x: side.x, y: side.y, width: editor.x + editor.width - side.x, height: side.height };
  };
  /** The theme picker fills slowly on a busy machine: a second try after Escape. */
  const theme = async (name) => {
    try {
      await setColorTheme(page, name, { timeout: 15000 });
    } catch {
      await page.keyboard.press('Escape');
      await setColorTheme(page, name);
    }
  };
  /** A quick pick and a margin around it. */
  const pickerBox = async () => {
    const box = await page.locator('.quick-input-widget').boundingBox();
    return { x: Math.max(0, box.x - 40), y: Math.max(0, box.y - 20), width: box.width + 80, height: box.height + 40 };
  };
  /** Walkthrough pictures of one step, in Light Modern and Dark Modern; `show` brings the step on screen. */
  const walkthrough = async (step, show, clip) => {
    for (const [name, slug] of [['Light Modern', 'light'], ['Dark Modern', 'dark']]) {
      await theme(name);
      await show();
      await save(path.join(WALKTHROUGH, `${step}-${slug}.png`), await clip());
      if (await page.locator('.quick-input-widget').isVisible()) {
        await page.keyboard.press('Escape');
        await waitInputClosed(page);
      }
    }
  };

  const topicPanel = async () => {
    await tab('Bitcoin').click();
    const frame = await panelFrame(page, 'Bitcoin', { view: 'topic' });
    await frame.locator('.section-series .chart canvas').first().waitFor();
    return frame;
  };
  const marketPanel = async () => {
    await tab('Ethereum').click();
    const frame = await panelFrame(page, 'Ethereum', { view: 'market' });
    await frame.locator('.section-series .chart canvas').first().waitFor();
    await scrollPanelTo(frame, '.section-series');
    return frame;
  };
  const comparePanel = async () => {
    await tab('Compare').click();
    const frame = await panelFrame(page, 'Compare:', { view: 'compare' });
    await frame.locator('.compare-chart .u-over').waitFor();
    return frame;
  };

  await h.step('the side bar and a topic panel', async () => {
    await openContainer(page, 'Social Pulse');
    await widenSideBar(page, 380);
    await waitForTreeItems(page, 'Trending Topics', { min: 3 });
    await theme('Dark Modern');
    await topRows(page, 'Trending Topics').filter({ hasText: '#1 Bitcoin' }).locator('.label-name').click();
    await topicPanel();
    await save(path.join(README, 'trees-topic.png'));
    await walkthrough('demo', async () => { await topicPanel(); }, async () => page.locator('.part.sidebar').boundingBox());
    await walkthrough('topic', topicPanel, editorArea);
  });

  await h.step('a coin\'s market panel', async () => {
    await runCommand(page, 'Social Pulse: Open Coin...');
    await answerInput(page, 'https://lunarcrush.com/coins/eth/ethereum');
    await marketPanel();
    await save(path.join(README, 'market.png'));
    await walkthrough('market', marketPanel, editorArea);
  });

  await h.step('three topics compared', async () => {
    await runCommand(page, 'Social Pulse: Compare...');
    await pickQuickItem(page, 'Topics');
    await page.locator('.quick-input-widget .quick-input-title', { hasText: '(0 selected)' }).waitFor();
    for (const topic of ['Bitcoin', 'Ethereum', 'Solana']) {
      await page.locator('.quick-input-list .monaco-list-row').filter({ hasText: topic }).first()
        .locator('[role="checkbox"], input[type="checkbox"]').first().click();
    }
    await page.locator('.quick-input-widget input').first().click();
    await page.keyboard.press('Enter');
    await comparePanel();
    await save(path.join(README, 'compare.png'));
    await walkthrough('compare', comparePanel, editorArea);
  });

  await h.step('an alert being added', async () => {
    const wizard = async () => {
      await runCommand(page, 'Social Pulse: Add Alert...');
      await page.locator('.quick-input-widget .quick-input-title', { hasText: 'Add Alert' }).waitFor();
    };
    await walkthrough('alerts', wizard, pickerBox);
  });

  await h.step('a report inserted into a note', async () => {
    const note = async () => {
      await tab('Untitled').click();
      await page.locator('.monaco-editor .view-lines', { hasText: 'Social Pulse report' }).first().waitFor();
    };
    await theme('Dark Modern');
    await runCommand(page, 'File: New Untitled Text File');
    await page.locator('.part.statusbar').getByText('Markdown', { exact: true }).waitFor();
    await page.locator('.editor-group-container.active .monaco-editor .view-lines').click();
    await page.keyboard.type('# Research notes\n\n');
    await runCommand(page, 'Social Pulse: Insert Markdown Report...');
    await answerInput(page, 'bitcoin', { prompt: 'topic' });
    await waitInputClosed(page);
    await note();
    await save(path.join(README, 'report-note.png'));
    await walkthrough('report', note, editorArea);
  });

  await h.step('the chat tools', async () => {
    const picker = async () => {
      await runCommand(page, 'Chat: Open Chat');
      await page.locator('.interactive-session').first().waitFor({ timeout: 30000 });
      const button = page.locator('.interactive-session .interactive-input-part a.action-label[aria-label*="Tools" i], .interactive-session .interactive-input-part [aria-label*="Configure Tools" i]').first();
      await button.click({ timeout: 15000 });
      await page.locator('.quick-input-widget').waitFor();
      await page.keyboard.type('Social Pulse');
      // two groups: the extension's tools and the MCP server's; the tools are the checked one
      await page.locator('.quick-input-widget .monaco-list-row', { hasText: 'Social Pulse' }).first().waitFor({ timeout: 15000 });
      const collapsed = page.locator('.quick-input-widget .monaco-list-row[aria-expanded="false"]').filter({ hasText: 'Social Pulse' });
      for (let i = await collapsed.count(); i > 0; i--) await collapsed.last().locator('.monaco-tl-twistie').click();
      await page.locator('.quick-input-widget .monaco-list-row', { hasText: 'Trending' }).first().waitFor();
    };
    await theme('Dark Modern');
    await picker();
    await save(path.join(README, 'chat-tools.png'));
    await page.keyboard.press('Escape');
    await waitInputClosed(page);
    await walkthrough('chat', picker, pickerBox);
  });

  await h.step('a Pulse notebook with a chart', async () => {
    const notebook = async () => {
      await tab(NOTEBOOK).click();
      await findInWebviews(page, '.pulse-answer .pulse-chart canvas', { timeout: 60000 });
      await page.waitForTimeout(800);   // the chart redraws in the new theme's colours
    };
    fs.writeFileSync(path.join(h.server.workspace, NOTEBOOK), NOTEBOOK_TEXT);
    await runCommand(page, 'View: Hide Secondary Side Bar');
    await theme('Dark Modern');
    await page.keyboard.press('Control+P');
    await page.locator('.quick-input-widget input').fill(NOTEBOOK);
    await page.locator('.quick-input-list .monaco-list-row').filter({ hasText: NOTEBOOK }).first().waitFor();
    await page.keyboard.press('Enter');
    await waitInputClosed(page);
    await page.locator('.notebook-editor .cell-editor-container .monaco-editor').first().waitFor();
    await runCommand(page, 'Notebook: Run All');
    await notebook();
    await save(path.join(README, 'notebook.png'));
    await walkthrough('notebook', notebook, editorArea);
  });

  await h.step('the daily digest in its preview', async () => {
    const preview = async () => {
      await tab('Preview').click();
      await findInWebviews(page, '.markdown-body h2', { text: 'Social Pulse digest', timeout: 60000 });
    };
    // two pinned topics, so the digest has a Watchlist and their "what's up"
    for (const i of [0, 1]) await clickInlineAction(topRows(page, 'Trending Topics').nth(i), 'Pin to Watchlist');
    await until(page, 'two pins in the Watchlist', async () => (await viewPane(page, 'Watchlist').getByRole('treeitem').count()) >= 2);
    await theme('Dark Modern');
    await runCommand(page, 'Social Pulse: Preview Digest');
    await preview();
    await walkthrough('digest', preview, editorArea);
  });
}
