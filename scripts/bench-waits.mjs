// How long a person waits for four things Social Pulse shows (issue 36), each beside a baseline:
// the same kind of surface from an extension that answers at once with fixed content
// (bench/fixtures/fixed-surfaces). One real VS Code (code-server) in headless chromium, on demo
// data; each wait is taken N times in turns with its baseline, its first (cold) run apart:
//   1. first panel paint: Open Topic… with `bitcoin` (the picker loaded, the name typed), from
//      Enter to the frame that paints the panel's heading and its first section with data; the
//      baseline: a command that opens a webview panel of fixed text, from Enter in the command
//      palette to the frame that paints that text;
//   2. report picker: Insert Markdown Report… from the command palette, from Enter to the frame
//      that paints the picker's trending topics; the baseline: a quick pick of 20 fixed items;
//   3. completion: `topic ` typed in a Pulse notebook's code cell, from Ctrl+Space to the frame
//      that paints the suggest widget with a subject (`bitcoin`, which the notebook's other cell
//      names); the baseline: a provider of fixed items in a plain text file. Suggestions as you
//      type, on trigger characters and from the document's words are off for both: Ctrl+Space
//      alone asks, and only the providers answer;
//   4. compare: Compare… with Bitcoin, Ethereum and Solana ticked, from the last Enter to the frame
//      that paints the comparison chart; the baseline: the fixed panel again.
// For each, the first sign that something is coming is timed too: the panel's heading, the
// picker's title, the suggest widget (rows or "Loading…").
// Every time is taken in the page, none by the driver: the key press by a keydown listener, each
// sign by a MutationObserver and the requestAnimationFrame after it is in the DOM. A panel is
// painted in a webview frame of its own, whose performance.now() counts from another origin, so
// the times are the wall clock (Date.now(), to the millisecond), in the workbench and in every
// webview frame (a Playwright init script). Each run starts from a quiet page (no long task for
// 0.5 s), with no editor open for the panels and the pickers. The requests Social Pulse sent
// during its runs are read from its log afterwards: a run that sent none was served from its
// cache. Figures are printed, not asserted.
//   npm run bench:waits                 (builds as shipped, then --runs 5)
//   node scripts/bench-waits.mjs [--runs N]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser } from './real-vscode/browser.mjs';
import { requestTimes } from './real-vscode/extensionLog.mjs';
import { startCodeServer } from './real-vscode/server.mjs';
import { median, spread } from './real-vscode/spread.mjs';
import { repoRoot } from './real-vscode/tools.mjs';
import {
  openWorkbench, pickQuickItem, runCommand, statusBarItem, waitForQuietPage, waitInputClosed,
} from './real-vscode/workbench.mjs';
import { activeEditorLines, openWorkspaceFile } from '../test/e2e/lib/editor.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(values.runs);
if (!fs.existsSync(path.join(repoRoot, 'dist', 'extension.js'))) {
  console.error('bench:waits: dist/extension.js is missing (npm run build)');
  process.exit(2);
}

const NOTEBOOK = 'waits.pulse.md';
const FIXED_FILE = 'fixed-completion.txt';
const WAIT_LIMIT_MS = 120_000;

/** What a panel's webview frame paints; every webview frame notes each of them from its start. */
const PANEL_SIGNS = {
  heading: { selector: '.page-head h1' },
  data: { selector: 'section.section:not([aria-busy]) > .body:not(.placeholder):not(:empty):not(:has(.error))' },
  chart: { selector: '.compare-chart .u-over' },
  fixed: { selector: '#fixed-surfaces-text', text: 'Fixed text' },
};

/**
 * In every frame from its start (a Playwright init script): the wall-clock time of the animation
 * frame after each sign is first in the DOM and shown. A webview frame (one per panel) notes the
 * panel signs from its start; the workbench, which stays, notes the signs `arm` names, once the
 * first key press after `arm` is made (`started`).
 */
function watchSigns(panelSigns) {
  const workbench = window.top === window;
  const state = { signs: workbench ? {} : panelSigns, painted: {}, armed: false, started: 0, watching: !workbench };
  const seen = new Set();
  const shows = ({ selector, text }) => [...document.querySelectorAll(selector)].some((el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && (text === undefined || (el.textContent ?? '').includes(text));
  });
  const check = () => {
    if (!state.watching) return;
    for (const [name, sign] of Object.entries(state.signs)) {
      if (seen.has(name) || !shows(sign)) continue;
      seen.add(name);
      requestAnimationFrame(() => { state.painted[name] = Date.now(); });
    }
  };
  state.arm = (signs) => {
    Object.assign(state, { signs, painted: {}, armed: true, started: 0, watching: false });
    seen.clear();
  };
  addEventListener('keydown', (e) => {
    // Ctrl+Space starts at the Space, not at the Control pressed with it
    if (!state.armed || ['Control', 'Shift', 'Alt', 'Meta'].includes(e.key)) return;
    Object.assign(state, { armed: false, started: Date.now(), watching: true });
    check();
  }, true);
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  window.__waits = state;
}

/** The first paint of each sign at or after `since`, over the workbench and every webview frame. */
async function paintedSince(page, since) {
  const found = {};
  for (const frame of page.frames()) {
    const painted = await frame.evaluate(() => window.__waits?.painted ?? {}).catch(() => ({}));
    for (const [name, at] of Object.entries(painted)) if (at >= since && !(found[name] <= at)) found[name] = at;
  }
  return found;
}

/**
 * One wait, from a quiet page: `signs` armed in the workbench, `press` made, then the time (ms)
 * from its keydown to the paint of the sign `ready`, and to the sign `shown` (the first sign of
 * progress); with when it ran (wall clock), for the log's requests.
 */
async function timed(page, { signs = {}, press, shown, ready }) {
  await waitForQuietPage(page, { quietMs: 500, timeout: 5000 });
  await page.evaluate((s) => window.__waits.arm(s), signs);
  const from = Date.now();
  await press();
  for (;;) {
    const started = await page.evaluate(() => window.__waits.started);
    const painted = started ? await paintedSince(page, started) : {};
    if (painted[ready]) return { ms: painted[ready] - started, shownMs: (painted[shown] ?? painted[ready]) - started, from, to: Date.now() };
    if (Date.now() - from > WAIT_LIMIT_MS) throw new Error(`"${ready}" was not painted within ${WAIT_LIMIT_MS / 1000} s`);
    await page.waitForTimeout(100);
  }
}

/** The command palette open on `title`, its row first and focused: Enter runs it. */
async function paletteOn(page, title) {
  const input = page.locator('.quick-input-widget:not([inert]) input');
  const row = page.locator('.quick-input-list .monaco-list-row.focused').filter({ hasText: title }).first();
  for (let attempt = 1; ; attempt++) {
    try {
      await waitInputClosed(page);
      await page.keyboard.press('F1');
      await input.fill(`>${title}`, { timeout: 5000 });
      await row.waitFor({ timeout: 5000 });
      return;
    } catch (error) {
      // a box still closing from the step before, or a webview taking the focus back, shut the palette
      if (attempt === 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
}

async function closeEditors(page) {
  await runCommand(page, 'View: Close All Editors');
  await waitInputClosed(page);
}

const enter = (page) => () => page.keyboard.press('Enter');
const pickerTitle = (text) => ({ selector: '.quick-input-widget .quick-input-title', text });
const pickerRow = (text) => ({ selector: '.quick-input-widget .quick-input-list .monaco-list-row', text });
const suggestWidget = { selector: '.suggest-widget.visible' };
const suggestRow = (text) => ({ selector: '.suggest-widget.visible .monaco-list-row', text });

/** Opens the fixture's panel of fixed text from the palette. */
async function fixedPanel(page) {
  await closeEditors(page);
  await paletteOn(page, 'Fixed Surfaces: Open Fixed Panel');
  return timed(page, { press: enter(page), shown: 'fixed', ready: 'fixed' });
}

/** Open Topic… with `bitcoin`: the picker has its trending topics and the name typed before Enter. */
async function topicPanel(page) {
  await closeEditors(page);
  await runCommand(page, 'Social Pulse: Open Topic...');
  const widget = page.locator('.quick-input-widget');
  await widget.locator('.quick-input-list .monaco-list-row', { hasText: ' interactions' }).first().waitFor();
  await widget.locator('input').first().fill('bitcoin');
  await widget.locator('.quick-input-list .monaco-list-row.focused[aria-label^="bitcoin" i]').waitFor();
  return timed(page, { press: enter(page), shown: 'heading', ready: 'data' });
}

/** A picker opened from the palette, timed to the row `row`, then closed. */
async function pickerFromPalette(page, command, title, row) {
  await closeEditors(page);
  await paletteOn(page, command);
  const time = await timed(page, { signs: { title: pickerTitle(title), rows: pickerRow(row) }, press: enter(page), shown: 'title', ready: 'rows' });
  await page.keyboard.press('Escape');
  await waitInputClosed(page);
  return time;
}

/** Ctrl+Space after `topic ` in the editor `focus` clicks into, timed to the row `row`; the file is then reverted. */
async function completion(page, file, focus, row) {
  await openWorkspaceFile(page, file);
  await focus();
  await page.keyboard.type('topic ');
  const time = await timed(page, { signs: { widget: suggestWidget, rows: suggestRow(row) },
    press: () => page.keyboard.press('Control+Space'), shown: 'widget', ready: 'rows' });
  await page.keyboard.press('Escape');
  await page.locator(suggestWidget.selector).waitFor({ state: 'hidden' });
  await runCommand(page, 'File: Revert File');
  return time;
}

/** Compare… Topics with three ticked, the focus back in the box: the last Enter is timed. */
async function comparePanel(page) {
  await closeEditors(page);
  await runCommand(page, 'Social Pulse: Compare...');
  await pickQuickItem(page, 'Topics');
  const widget = page.locator('.quick-input-widget');
  await widget.locator('.quick-input-title', { hasText: 'select 2 to 5 (0 selected)' }).waitFor();
  for (const topic of ['Bitcoin', 'Ethereum', 'Solana']) {
    await widget.locator('.quick-input-list .monaco-list-row').filter({ hasText: topic }).first()
      .locator('[role="checkbox"], input[type="checkbox"]').first().click();
  }
  await widget.locator('.quick-input-title', { hasText: 'Enter compares these 3' }).waitFor();
  await widget.locator('input').first().click();
  return timed(page, { press: enter(page), shown: 'heading', ready: 'chart' });
}

const cellEditor = (page, n) => page.locator('.notebook-editor .cell-editor-container .monaco-editor').nth(n);

/** The four waits: what each measures, and how a run of it and of its baseline is made. */
const WAITS = [
  { title: '1. first panel paint: Open Topic… `bitcoin`, from Enter to the heading and the first section with data painted',
    shown: 'the heading alone', baselineTitle: 'a webview panel of fixed text, from Enter in the palette to the text painted',
    pulse: topicPanel, baseline: fixedPanel },
  { title: '2. report picker: Insert Markdown Report…, from Enter in the palette to the trending topics painted',
    shown: 'the picker\'s title', baselineTitle: 'a quick pick of 20 fixed items, from Enter in the palette to its rows painted',
    pulse: (page) => pickerFromPalette(page, 'Social Pulse: Insert Markdown Report...', 'Insert Markdown Report', ' interactions'),
    baseline: (page) => pickerFromPalette(page, 'Fixed Surfaces: Show Fixed Pick', 'Fixed Pick', 'Fixed item 1') },
  { title: '3. completion: `topic ` in a Pulse notebook cell, from Ctrl+Space to the subject `bitcoin` painted in the suggest widget',
    shown: 'the suggest widget, rows or "Loading…"', baselineTitle: 'a provider of fixed items in a text file, from Ctrl+Space to its rows painted',
    pulse: (page) => completion(page, NOTEBOOK, () => cellEditor(page, 1).click(), 'bitcoin'),
    baseline: (page) => completion(page, FIXED_FILE, () => activeEditorLines(page).click(), 'fixed-subject-1') },
  { title: '4. compare: Compare… Bitcoin, Ethereum, Solana, from the last Enter to the comparison chart painted',
    shown: 'the panel\'s heading', baselineTitle: 'the webview panel of fixed text (as in 1)',
    pulse: comparePanel, baseline: fixedPanel },
];

/** Each wait's first run of each side, then `runs` more in turns. */
async function measure(page) {
  const results = [];
  for (const wait of WAITS) {
    const result = { wait, cold: { pulse: await wait.pulse(page), baseline: await wait.baseline(page) }, pulse: [], baseline: [] };
    for (let r = 0; r < runs; r++) {
      for (const side of r % 2 ? ['baseline', 'pulse'] : ['pulse', 'baseline']) result[side].push(await wait[side](page));
    }
    results.push(result);
  }
  return results;
}

const server = await startCodeServer({ label: 'bench-waits', extensions: [repoRoot, path.join(repoRoot, 'bench', 'fixtures', 'fixed-surfaces')],
  settings: {
    'socialPulse.demo': true,
    'editor.quickSuggestions': { other: 'off', comments: 'off', strings: 'off' },
    'editor.suggestOnTriggerCharacters': false,
    'editor.wordBasedSuggestions': 'off',
  } });
fs.writeFileSync(path.join(server.workspace, NOTEBOOK), '# Waits\n\n```pulse\ntopic bitcoin\n```\n\n```pulse\n\n```\n');
fs.writeFileSync(path.join(server.workspace, FIXED_FILE), '');
const browser = await launchBrowser(server);
const page = browser.page;
await browser.ctx.addInitScript(watchSigns, PANEL_SIGNS);
const load = os.loadavg()[0];
let results;
try {
  await openWorkbench(page, server.url());
  // Social Pulse has started (its status bar entry), and the workbench is done with its own start
  await statusBarItem(page, 'Demo data').waitFor({ timeout: 120_000 });
  await waitForQuietPage(page).catch(() => undefined);
  results = await measure(page);
} finally {
  await browser.close();
  // stopped first: the log is complete once the extension host has ended
  await server.stop({ keep: true });
}
const sent = requestTimes(server.dirs.userData);
fs.rmSync(server.work, { recursive: true, force: true, maxRetries: 3 });

const requested = (t) => sent.some((at) => at >= t.from - 5 && at <= t.to + 5);
const ms = (n) => `${n.toFixed(0)} ms`;
const side = (label, list, cold, shown) => [
  `   ${label}: ${spread(list.map((t) => t.ms), 0)}`,
  `      ${shown}: median ${ms(median(list.map((t) => t.shownMs)))}; first run (cold): ${ms(cold.ms)}, ${shown} ${ms(cold.shownMs)}`,
];
console.log(`\nbench:waits, from the key press to the frame that paints what a person waits for (${runs} runs each in turns with the baseline, after a first run of each apart):`);
for (const { wait, cold, pulse, baseline } of results) {
  console.log(wait.title);
  for (const line of side('Social Pulse', pulse, cold.pulse, wait.shown)) console.log(line);
  console.log(`      runs that sent a request (the others were served from the cache): ${pulse.filter(requested).length} of ${pulse.length}; the first run: ${requested(cold.pulse) ? 'yes' : 'no'}`);
  for (const line of side(`baseline, ${wait.baselineTitle}`, baseline, cold.baseline, 'first sign')) console.log(line);
}
console.log(`machine: ${os.cpus().length} cores, load average ${load.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end`);
process.exit(0);
