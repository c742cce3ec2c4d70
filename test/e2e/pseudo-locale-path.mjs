// Pseudo-locale run (issue 27): the extension in a pseudo language made from its English bundle
// (every message accented, "Demo data" → "Ḓḗḗḿǿǿ Ḓȧȧŧȧȧ", placeholders and codicons kept), on demo
// data. The side bar's rows, the status bar entry, a topic panel, a notebook's answer and a command's notification must
// show none of our English messages: anything left in English bypassed l10n.
// code-server offers a language only with its language pack, and none is available offline, so the
// pseudo bundle is handed to the extension through its test-only SOCIAL_PULSE_TEST_L10N_BUNDLE
// (src/main/l10nTestBundle.ts). The manifest's texts (view titles, command titles) come from VS Code's
// language and stay English here; their %key% coverage is checked by test/unit/l10n.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { getL10nPseudoLocalized } from '@vscode/l10n-dev';
import {
  expandView, findInWebviews, notification, openContainer, runCommand, statusBarItem, waitForTreeItems,
} from '../../scripts/real-vscode/workbench.mjs';
import { repoRoot } from '../../scripts/real-vscode/tools.mjs';
import { openWorkspaceFile } from './lib/editor.mjs';
import { panelFrame, rowsText, topRows, until, widenSideBar } from './lib/social.mjs';

export const name = 'pseudo-locale';

const english = JSON.parse(fs.readFileSync(path.join(repoRoot, 'l10n', 'bundle.l10n.json'), 'utf8'));
const bundleFile = path.join(repoRoot, 'test-results', 'pseudo-l10n', 'bundle.l10n.qps-ploc.json');
fs.mkdirSync(path.dirname(bundleFile), { recursive: true });
fs.writeFileSync(bundleFile, JSON.stringify(getL10nPseudoLocalized(english), null, 2));

export const env = { SOCIAL_PULSE_TEST_L10N_BUNDLE: bundleFile };

export async function setup() {
  return { settings: { 'socialPulse.demo': true } };
}

/** Names that stay as they are in every language. */
const BRANDS = new Set(['Social Pulse', 'GitHub', 'Reddit', 'CoinGecko', 'CoinMarketCap', 'AltRank', 'Galaxy Score']);

/**
 * The words of our messages a screen may not show in English: each message's parts between its
 * placeholders and codicons, those with at least 4 letters (shorter parts match service text by chance).
 */
const FRAGMENTS = [...new Set(Object.keys(english).flatMap((m) => m.split(/\{\d+\}|\$\([\w~-]+\)|\*\*/))
  .map((part) => part.replace(/^[\s·:,.()#"“”—-]+|[\s·:,.()#"“”…—-]+$/g, ''))
  .filter((part) => (part.match(/[A-Za-z]/g) ?? []).length >= 4 && !BRANDS.has(part)))];

/**
 * Our English messages that appear in `text`, as whole words; a word joined by a hyphen is part of
 * a service's key (a row titled `reddit-post`), not our word "post".
 */
function untranslated(text) {
  return FRAGMENTS.filter((f) => new RegExp(`(^|[^A-Za-z-])${f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z-])`).test(text));
}

/** Brand and unit names that stay as they are in every language. */
const KEPT = new Set(['Social', 'Pulse', 'Galaxy', 'Score', 'AltRank', 'NFT', 'MCP', 'CSV', 'API']);

/**
 * Where no service text is shown (tree rows' descriptions, the status bar entry, our notifications),
 * every English word is ours: none may be left once everything is accented.
 */
function englishWords(text) {
  return [...new Set(text.match(/(?<![\p{L}])[A-Za-z]{3,}(?![\p{L}])/gu) ?? [])].filter((w) => !KEPT.has(w));
}

function expectNone(h, where, text, { noServiceText = false } = {}) {
  const found = [...untranslated(text), ...(noServiceText ? englishWords(text) : [])];
  h.note(`${where}: ${text.replace(/\s+/g, ' ').slice(0, 160)}…`);
  if (found.length) throw new Error(`${where} shows our English: ${found.slice(0, 8).map((f) => `"${f}"`).join(', ')}`);
}

export async function run(h) {
  const { page } = h;

  await h.step('the side bar rows (a topic expanded to its figures and groups) are in the pseudo language', async () => {
    await openContainer(page, 'Social Pulse');
    await widenSideBar(page, 420);
    await waitForTreeItems(page, 'Trending Topics', { min: 3 });
    const first = topRows(page, 'Trending Topics').first();
    await first.locator('.monaco-tl-twistie').click();
    await until(page, 'the topic shows its figures', async () => (await rowsText(page, 'Trending Topics')).some((r) => /[Řř]ȧȧƞķ/.test(r)));
    await expandView(page, 'Categories');
    await waitForTreeItems(page, 'Categories', { min: 3 });
    const rows = [...await rowsText(page, 'Trending Topics'), ...await rowsText(page, 'Categories'), ...await rowsText(page, 'Coins')];
    // a ranked row's label ("#2 Stocks") is a service title, which may match our words by chance
    expectNone(h, 'side bar', rows.map((r) => (/^#\d+ /.test(r) ? r.split(' — ').slice(1).join(' ') : r)).join('\n'));
    // a row's label is a service title; its description is ours (figures and words)
    expectNone(h, 'side bar descriptions', rows.map((r) => r.split(' — ')[1] ?? '').join('\n'), { noServiceText: true });
    await h.shot('pseudo-sidebar');
  });

  await h.step('the status bar entry is in the pseudo language', async () => {
    const item = statusBarItem(page, 'Ḓḗḗḿǿǿ Ḓȧȧŧȧȧ');
    await item.waitFor();
    expectNone(h, 'status bar', `${await item.textContent()} ${await item.getAttribute('aria-label') ?? ''}`, { noServiceText: true });
  });

  await h.step('a topic panel: its headings, buttons, tables and chart words are in the pseudo language', async () => {
    await topRows(page, 'Trending Topics').filter({ hasText: '#1 Bitcoin' }).locator('.label-name').click();
    const frame = await panelFrame(page, 'Bitcoin', { view: 'topic', timeout: 60000 });
    await frame.locator('.section-series .chart canvas').first().waitFor({ timeout: 60000 });
    await frame.locator('.section-posts li, .section-posts .empty').first().waitFor({ timeout: 60000 });
    // our own chrome: headings, controls, table heads, figure names, empty lines and what a screen
    // reader is told; the lists of posts, news and creators and the chips hold service text
    const text = await frame.locator('body').evaluate((b) => [...b.querySelectorAll(
      'h2, h3, button, th, label, legend, caption, option, .empty, .badge, .figure .label, [aria-label], [title]')]
      .filter((e) => !e.closest('li, .chips, .related .chip, .themes .theme'))
      .map((e) => `${e.matches('[aria-label], [title]') ? '' : e.textContent ?? ''} ${e.getAttribute('aria-label') ?? ''} ${e.getAttribute('title') ?? ''}`)
      .join('\n'));
    await h.shot('pseudo-topic-panel');
    expectNone(h, 'topic panel', text);
  });

  await h.step("a Pulse notebook's answer, drawn by its renderer in the notebook's own frame, is in the pseudo language", async () => {
    // the renderer has no l10n of VS Code's: it asks the extension for the bundle
    const file = 'pseudo.pulse.md';
    // every frame loaded from now on keeps each chart label as it is set (outputs may sit in shadow roots)
    await page.context().addInitScript(() => {
      const labels = [];
      Object.defineProperty(window, 'pulseChartLabelsAsDrawn', { value: labels });
      const setAttribute = Element.prototype.setAttribute;
      Element.prototype.setAttribute = function (name, value) {
        if (name === 'aria-label' && this.classList.contains('pulse-chart')) labels.push(String(value));
        return setAttribute.call(this, name, value);
      };
    });
    fs.writeFileSync(path.join(h.server.workspace, file), '# Pseudo\n\n```pulse\ntopic bitcoin series interactions 1w by day\n```\n');
    await openWorkspaceFile(page, file, { drawn: page.locator('.notebook-editor .cell-editor-container .monaco-editor').first() });
    await runCommand(page, 'Notebook: Run All');
    const { frame } = await findInWebviews(page, '.pulse-answer .pulse-chart canvas', { timeout: 60000 });
    // the chart's label is the renderer's own words: the first draw is already in the person's language
    const asDrawn = await frame.evaluate(() => window.pulseChartLabelsAsDrawn);
    h.note(`the chart's label as first drawn: ${asDrawn[0]}`);
    if (!asDrawn.length || asDrawn.some((label) => /^Chart of/.test(label ?? ''))) {
      throw new Error(`the answer was drawn in English first: ${JSON.stringify(asDrawn)}`);
    }
    const text = await frame.locator('.pulse-answer').first().evaluate((box) => [...box.querySelectorAll('.pulse-meta, .pulse-note, th, summary, [aria-label], [title]')]
      .map((e) => `${e.matches('[aria-label], [title]') ? '' : e.textContent ?? ''} ${e.getAttribute('aria-label') ?? ''} ${e.getAttribute('title') ?? ''}`).join('\n'));
    await h.shot('pseudo-notebook-answer');
    expectNone(h, 'notebook answer', text);
    await runCommand(page, 'View: Revert and Close Editor');
  });

  await h.step("a command's notification is in the pseudo language", async () => {
    await runCommand(page, 'Social Pulse: Toggle Demo Data');
    const toast = notification(page, /Ḓḗḗḿǿǿ/);
    await toast.waitFor();
    expectNone(h, 'notification', await toast.locator('.notification-list-item-message').innerText(), { noServiceText: true });
    await h.shot('pseudo-notification');
  });
}
