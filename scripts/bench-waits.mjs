// How long a person waits for four things Social Pulse shows (issue 36), each beside a baseline:
// the same kind of surface from an extension that answers at once with fixed content
// (bench/fixtures/fixed-surfaces). Each wait is taken in a real VS Code (code-server, headless
// chromium, demo data) started for it: first the baseline's first run, which bears what VS Code
// does the first time it shows such a surface, then Social Pulse's first run, the first use of
// what it needs (both printed apart, as cold), then N runs of each in turns:
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
//      alone asks, and only the providers answer. Each run opens its file afresh (reverted and
//      closed after);
//   4. compare: Compare… with Bitcoin, Ethereum and Solana ticked, from the last Enter to the frame
//      that paints the comparison chart; the baseline: the fixed panel again.
// The signs a person sees on the way are timed too: the picker's busy bar (VS Code shows it after
// 0.8 s), the editor tab, the panel's heading, the picker's title, the suggest widget.
// Every time is taken in the page, none by the driver: the key press by a keydown listener, each
// sign by a MutationObserver and the requestAnimationFrame after it is in the DOM and on screen. A
// panel is painted in a webview frame of its own, whose performance.now() counts from another
// origin, so the times are the wall clock (Date.now(), to the millisecond), in the workbench and
// in every webview frame (a Playwright init script). Each run starts from a quiet page (no long
// task for 0.5 s, or 5 s passed), with no editor open for the panels and the pickers. The requests
// Social Pulse sent in each run are read from its log afterwards: a run that sent none was served
// from its cache. Figures are printed, not asserted.
//   npm run bench:waits                 (builds as shipped, then --runs 5)
//   node scripts/bench-waits.mjs [--runs N] [--only 1,3]     (--only: those waits alone, by number)
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
import { openWorkspaceFile } from '../test/e2e/lib/editor.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' }, only: { type: 'string' } } });
const runs = Number(values.runs);
/** The waits taken, by number (1-4); all by default. */
const only = values.only?.split(',').map(Number);
if (!fs.existsSync(path.join(repoRoot, 'dist', 'extension.js'))) {
  console.error('bench:waits: dist/extension.js is missing (npm run build)');
  process.exit(2);
}

const NOTEBOOK = 'waits.pulse.md';
const FIXED_FILE = 'fixed-completion.txt';
const WAIT_LIMIT_MS = 120_000;

/** What a panel's webview frame paints; every webview frame notes each of them from its start. */
const PANEL_SIGNS = {
  // the page's own "Loading…", until its script draws the panel
  loading: { selector: '#app .boot' },
  heading: { selector: '.page-head h1' },
  // a section drawn with its data: neither loading nor an error
  data: { selector: 'section.section:not([aria-busy]) > .body:not(.placeholder):not(:empty):not(:has(.error))' },
  chart: { selector: '.compare-chart .u-over' },
  fixed: { selector: '#fixed-surfaces-text', text: 'Fixed text' },
};

/**
 * In every frame from its start (a Playwright init script): the wall-clock time of the animation
 * frame after each sign is first in the DOM and on screen. A webview's frame notes the panel
 * signs from its start, in its own page and in the page it writes into its child frame (where no
 * init script runs: VS Code writes the panel's HTML into an empty page it loaded there), once that
 * child is shown. The workbench, which stays, notes the signs `arm` names, from the first key
 * press after `arm` (`started`).
 */
function watchSigns(panelSigns) {
  const workbench = window.top === window;
  const state = { signs: workbench ? {} : panelSigns, painted: {}, armed: false, started: 0, watching: !workbench };
  const seen = new Set();
  const observed = new WeakSet();
  const onScreen = (el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && el.ownerDocument.defaultView.getComputedStyle(el).visibility !== 'hidden';
  };
  const observe = (doc) => {
    if (observed.has(doc)) return;
    observed.add(doc);
    new MutationObserver(check).observe(doc, { subtree: true, childList: true, attributes: true, characterData: true });
  };
  const documents = () => {
    if (workbench) return [document];
    const shown = [...document.querySelectorAll('iframe')].filter(onScreen).map((frame) => frame.contentDocument).filter(Boolean);
    shown.forEach(observe);
    return [document, ...shown];
  };
  // a sign `gone` is met when nothing matching it is on screen any more
  const shows = ({ selector, text, gone = false }) => gone !== documents().some((doc) => [...doc.querySelectorAll(selector)]
    .some((el) => onScreen(el) && (text === undefined || (el.textContent ?? '').includes(text))));
  function check() {
    if (!state.watching) return;
    for (const [name, sign] of Object.entries(state.signs)) {
      if (seen.has(name) || !shows(sign)) continue;
      seen.add(name);
      requestAnimationFrame(() => { state.painted[name] = Date.now(); });
    }
  }
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
  observe(document);
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
 * One run, from a quiet page: `signs` armed in the workbench, `press` made, then the time (ms)
 * from its keydown to the paint of each sign once `ready` is painted; with when it ran (wall
 * clock), for the log's requests.
 */
async function timed(page, { signs = {}, press, ready }) {
  await waitForQuietPage(page, { quietMs: 500, timeout: 5000 });
  await page.evaluate((s) => window.__waits.arm(s), signs);
  const from = Date.now();
  await press();
  for (;;) {
    const started = await page.evaluate(() => window.__waits.started);
    const painted = started ? await paintedSince(page, started) : {};
    if (painted[ready]) {
      return { ms: Object.fromEntries(Object.entries(painted).map(([name, at]) => [name, at - started])), from, to: Date.now() };
    }
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
// with no editor open before: the tab of what the run opens (its title may change as it loads)
const editorTab = { selector: '.tabs-container .tab' };
const pickerGone = { selector: '.quick-input-widget', gone: true };
const pickerBusy = { selector: '.quick-input-widget .quick-input-progress .progress-bit' };
const pickerTitle = (text) => ({ selector: '.quick-input-widget .quick-input-title', text });
const pickerRow = (text) => ({ selector: '.quick-input-widget .quick-input-list .monaco-list-row', text });
const suggestWidget = { selector: '.suggest-widget.visible' };
const suggestRow = (text) => ({ selector: '.suggest-widget.visible .monaco-list-row', text });

/** Opens the fixture's panel of fixed text from the palette. */
async function fixedPanel(page) {
  await closeEditors(page);
  await paletteOn(page, 'Fixed Surfaces: Open Fixed Panel');
  return timed(page, { signs: { tab: editorTab }, press: enter(page), ready: 'fixed' });
}

/** Open Topic… with `bitcoin`: the picker has its trending topics and the name typed before Enter. */
async function topicPanel(page) {
  await closeEditors(page);
  await runCommand(page, 'Social Pulse: Open Topic...');
  const widget = page.locator('.quick-input-widget');
  await widget.locator('.quick-input-list .monaco-list-row', { hasText: ' interactions' }).first().waitFor();
  await widget.locator('input').first().fill('bitcoin');
  await widget.locator('.quick-input-list .monaco-list-row.focused[aria-label^="bitcoin" i]').waitFor();
  return timed(page, { signs: { busy: pickerBusy, gone: pickerGone, tab: editorTab }, press: enter(page), ready: 'data' });
}

/** A picker opened from the palette, timed to the row `row`, then closed. */
async function pickerFromPalette(page, command, title, row) {
  await closeEditors(page);
  await paletteOn(page, command);
  const time = await timed(page, { signs: { title: pickerTitle(title), busy: pickerBusy, rows: pickerRow(row) }, press: enter(page), ready: 'rows' });
  await page.keyboard.press('Escape');
  await waitInputClosed(page);
  return time;
}

const cellEditor = (page, n) => page.locator('.notebook-editor .cell-editor-container .monaco-editor').nth(n);

/** The notebook open, the keyboard in its second cell (empty). */
async function inNotebookCell(page) {
  await openWorkspaceFile(page, NOTEBOOK, { drawn: cellEditor(page, 1) });
  await cellEditor(page, 1).click();
}

/** The text file open: Quick Open leaves the keyboard in it. */
async function inFixedFile(page) {
  await openWorkspaceFile(page, FIXED_FILE);
}

/** Ctrl+Space after `topic ` typed where `focus` puts the keyboard, timed to the row `row`; the file is then reverted and closed. */
async function completion(page, focus, row) {
  await focus(page);
  await page.keyboard.type('topic ');
  const time = await timed(page, { signs: { widget: suggestWidget, rows: suggestRow(row) },
    press: () => page.keyboard.press('Control+Space'), ready: 'rows' });
  await page.keyboard.press('Escape');
  await page.locator(suggestWidget.selector).waitFor({ state: 'hidden' });
  await runCommand(page, 'View: Revert and Close Editor');
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
  return timed(page, { signs: { busy: pickerBusy, gone: pickerGone, tab: editorTab }, press: enter(page), ready: 'chart' });
}

/**
 * The four waits and their baselines: how a run is made, and the signs it notes, by the names its
 * run arms them under (or PANEL_SIGNS'), in the order they are printed: the last is the one waited
 * for; a sign may not show at all (VS Code shows a picker's busy bar only after 0.8 s).
 */
const WAITS = [
  { title: '1. first panel paint: Open Topic… `bitcoin`, from Enter',
    pulse: { run: topicPanel, signs: { busy: 'the picker\'s busy bar', tab: 'the editor tab', gone: 'the picker closed', loading: 'the panel\'s "Loading…"', heading: 'the heading', data: 'the heading and the first section with data' } },
    baseline: { title: 'a webview panel of fixed text, from Enter in the palette', run: fixedPanel, signs: { tab: 'the editor tab', fixed: 'its text' } } },
  { title: '2. report picker: Insert Markdown Report…, from Enter in the palette',
    pulse: { run: (page) => pickerFromPalette(page, 'Social Pulse: Insert Markdown Report...', 'Insert Markdown Report', ' interactions'),
      signs: { title: 'the picker\'s title', busy: 'its busy bar', rows: 'the trending topics' } },
    baseline: { title: 'a quick pick of 20 fixed items', run: (page) => pickerFromPalette(page, 'Fixed Surfaces: Show Fixed Pick', 'Fixed Pick', 'Fixed item 1'),
      signs: { title: 'its title', rows: 'its rows' } } },
  { title: '3. completion: `topic ` in a Pulse notebook cell, from Ctrl+Space',
    pulse: { run: (page) => completion(page, inNotebookCell, 'bitcoin'), signs: { widget: 'the suggest widget (rows or "Loading…")', rows: 'the subject `bitcoin`' } },
    baseline: { title: 'a provider of fixed items in a text file', run: (page) => completion(page, inFixedFile, 'fixed-subject-1'),
      signs: { widget: 'the suggest widget', rows: 'its rows' } } },
  { title: '4. compare: Compare… Bitcoin, Ethereum, Solana, from the last Enter',
    pulse: { run: comparePanel, signs: { busy: 'the picker\'s busy bar', tab: 'the editor tab', gone: 'the picker closed', loading: 'the panel\'s "Loading…"', heading: 'the heading', chart: 'the comparison chart' } },
    baseline: { title: 'the webview panel of fixed text (as in 1)', run: fixedPanel, signs: { tab: 'the editor tab', fixed: 'its text' } } },
];

/**
 * A wait's first run and its baseline's, then `runs` more of each in turns. The baseline's comes
 * first: it bears what VS Code does the first time it shows such a surface (the first webview of a
 * session takes seconds), so Social Pulse's first run shows what its own first use adds.
 */
async function measure(page, wait) {
  const baseline = await wait.baseline.run(page);
  const cold = { baseline, pulse: await wait.pulse.run(page) };
  const taken = { pulse: [], baseline: [] };
  for (let r = 0; r < runs; r++) {
    for (const side of r % 2 ? ['baseline', 'pulse'] : ['pulse', 'baseline']) taken[side].push(await wait[side].run(page));
  }
  return { cold, taken };
}

/**
 * One wait in a VS Code of its own, started for it (its first run is the first use of what it
 * needs), on demo data; with the times of the requests Social Pulse sent.
 */
async function session(wait) {
  const server = await startCodeServer({ label: 'bench-waits', extensions: [repoRoot, path.join(repoRoot, 'bench', 'fixtures', 'fixed-surfaces')],
    settings: {
      'socialPulse.demo': true,
      // as in desktop VS Code (in a browser it saves after a second): a run leaves its file as it found it
      'files.autoSave': 'off',
      'editor.quickSuggestions': { other: 'off', comments: 'off', strings: 'off' },
      'editor.suggestOnTriggerCharacters': false,
      'editor.wordBasedSuggestions': 'off',
    } });
  fs.writeFileSync(path.join(server.workspace, NOTEBOOK), '```pulse\ntopic bitcoin\n```\n\n```pulse\n\n```\n');
  fs.writeFileSync(path.join(server.workspace, FIXED_FILE), '');
  const browser = await launchBrowser(server);
  const page = browser.page;
  await browser.ctx.addInitScript(watchSigns, PANEL_SIGNS);
  let measured;
  try {
    await openWorkbench(page, server.url());
    // Social Pulse has started (its status bar entry), and the workbench is done with its own start
    await statusBarItem(page, 'Demo data').waitFor({ timeout: 120_000 });
    await waitForQuietPage(page).catch(() => undefined);
    measured = await measure(page, wait);
  } finally {
    await browser.close();
    // stopped first: the log is complete once the extension host has ended
    await server.stop({ keep: true });
  }
  const sent = requestTimes(server.dirs.userData);
  fs.rmSync(server.work, { recursive: true, force: true, maxRetries: 3 });
  return { ...measured, sent };
}

const ms = (n) => `${n.toFixed(0)} ms`;

/** The lines of one side of a wait: the sign waited for, then the signs before it, then the requests. */
function describe(label, { signs }, list, cold, sent) {
  const names = Object.keys(signs);
  const ready = names.at(-1);
  const lines = [`   ${label}, to ${signs[ready]}: ${spread(list.map((t) => t.ms[ready]), 0)}; first run (cold): ${ms(cold.ms[ready])}`];
  const before = names.slice(0, -1).map((name) => {
    const shown = list.map((t) => t.ms[name]).filter((v) => v !== undefined);
    const when = shown.length ? `median ${ms(median(shown))}${shown.length < list.length ? ` (shown in ${shown.length} of ${list.length})` : ''}` : 'not shown';
    return `${signs[name]} ${when}, cold ${cold.ms[name] === undefined ? 'not shown' : ms(cold.ms[name])}`;
  });
  if (before.length) lines.push(`      before it: ${before.join('; ')}`);
  if (sent) {
    const count = (t) => sent.filter((at) => at >= t.from - 5 && at <= t.to + 5).length;
    lines.push(`      requests sent: ${list.map(count).join(', ')} in the ${list.length} runs (0: served from the cache); ${count(cold)} in the first`);
  }
  return lines;
}

const load = os.loadavg()[0];
console.log(`\nbench:waits, from the key press to the frame that paints each sign (each wait in a VS Code started for it: the baseline's first run, then Social Pulse's, printed as cold, then ${runs} run${runs === 1 ? '' : 's'} of each in turns):`);
for (const wait of WAITS.filter((_, i) => !only || only.includes(i + 1))) {
  const { cold, taken, sent } = await session(wait);
  console.log(wait.title);
  for (const line of describe('Social Pulse', wait.pulse, taken.pulse, cold.pulse, sent)) console.log(line);
  for (const line of describe(`baseline, ${wait.baseline.title}`, wait.baseline, taken.baseline, cold.baseline)) console.log(line);
}
console.log(`machine: ${os.cpus().length} cores, load average ${load.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end`);
process.exit(0);
