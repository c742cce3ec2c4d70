// One figure, one value (issue 33): on demo data, Bitcoin followed through the side bar (Trending
// Topics tooltip), the topic panel, the coin panel, the coins table, the category table
// (Cryptocurrencies), compare (topics and coins), a report inserted into a markdown note, notebook
// cells and the digest's preview. Each figure is read as a person sees it (its label on that
// surface, the text beside it); every surface that shows a figure under one label shows one value
// for it, and a topic's sentiment across networks is never shown under the coin list's "Sentiment".
// Screenshots of the panels in Light Modern and Dark Modern.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from '../../scripts/real-vscode/tools.mjs';
import {
  answerInput, clickInlineAction, collapseView, expandView, findInWebviews, openContainer, pickQuickItem, runCommand,
  setColorTheme, treeRows, waitForTreeItems, waitInputClosed,
} from '../../scripts/real-vscode/workbench.mjs';
import { activeEditorText } from './lib/editor.mjs';
import { clearOfTheHourTurn, panelFrame, topRows, until } from './lib/social.mjs';

export const name = 'figures path';
/** The minutes of the hour its clearOfTheHourTurn asks for (run.mjs puts the scenario off meanwhile). */
export const hourTurnMinutes = 5;

// the catalogue's formats and labels, compiled (npx tsc -p tsconfig.test.json writes out/)
const { checkShown } = createRequire(import.meta.url)(path.join(repoRoot, 'out', 'test', 'unit', 'figure-shapes.js'));

const NOTEBOOK = 'figures.pulse.md';
const CELLS = ['topic bitcoin', 'coins top 3 by market_cap'];

export async function setup() {
  return { settings: { 'socialPulse.demo': true, 'files.defaultLanguage': 'markdown' } };
}

/** The figures each surface showed: label → surface → the values read under it (one, when the surface agrees with itself). */
function figureLog() {
  const seen = new Map();
  const record = (surface, figures) => {
    for (const [label, values] of Object.entries(figures)) {
      for (const value of [values].flat()) {
        const v = String(value).replace(/\s+/g, ' ').trim();
        if (!v || v === '—') continue;
        const bySurface = seen.get(label) ?? new Map();
        seen.set(label, bySurface);
        bySurface.set(surface, [...new Set([...(bySurface.get(surface) ?? []), v])]);
      }
    }
  };
  return { seen, record };
}

/**
 * In a page or frame: the figures of the subject named `subject` (a pattern) in its description
 * lists (dt → dd; not `tablesOnly`) and tables (a row of the subject under figure headers, or a
 * figure's row under the subject's column).
 */
function figuresOf(root, subject, tablesOnly) {
  const named = new RegExp(subject);
  // a leader's star is no part of the value
  const clean = (s) => (s ?? '').replace(/\s+/g, ' ').replace(/\s*★.*$/, '').trim();
  const label = (s) => clean(s).replace(/\s*[▲▼↑↓]+$/, '');
  const out = {};
  const add = (k, v) => { if (k && v) (out[k] ??= []).push(v); };
  for (const dt of tablesOnly ? [] : root.querySelectorAll('dt')) {
    const dd = dt.nextElementSibling;
    if (dd?.tagName === 'DD') add(label(dt.textContent), clean(dd.textContent));
  }
  for (const table of root.querySelectorAll('table')) {
    const rows = [...table.querySelectorAll('tr')];
    const head = rows.find((r) => r.querySelector('th'));
    if (!head) continue;
    const heads = [...head.children].map((c) => label(c.textContent));
    const body = rows.filter((r) => r !== head && r.querySelector('td'));
    const column = heads.findIndex((t, i) => i > 0 && named.test(t));
    for (const r of body) {
      const cells = [...r.children].map((c) => clean(c.textContent));
      if (column > 0) add(label(cells[0]), cells[column]);
      else if (cells.some((c) => named.test(c))) heads.forEach((t, i) => add(t, cells[i]));
    }
  }
  return out;
}

/** "Label: value" lines (a tooltip, a digest line), the labels asked for. */
function linesOf(text, labels) {
  const out = {};
  for (const l of labels) {
    const escaped = l.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    for (const m of text.matchAll(new RegExp(`(?:^|[\\n·|*])\\s*\\**${escaped}\\**:?\\s+([$+\\-−#]?[\\d.,]+(?:\\s?[%KMBT]|\\.\\d+)?%?)`, 'g'))) (out[l] ??= []).push(m[1]);
  }
  return out;
}

/** A value as a number: "$81,179.00", "+2.3%", "313.9M", "#4". */
function numberOf(text) {
  const m = /([+\-−]?)[$#]?([\d,]*\.?\d+)\s?([KMBT])?/.exec(text);
  if (!m) return undefined;
  const scale = { K: 1e3, M: 1e6, B: 1e9, T: 1e12 }[m[3]] ?? 1;
  return (m[1] && m[1] !== '+' ? -1 : 1) * Number(m[2].replace(/,/g, '')) * scale;
}

/** How far a shown value may be from the exact one: half its last shown digit. */
function precisionOf(text) {
  const m = /([\d,]*)(?:\.(\d+))?\s?([KMBT])?/.exec(text.replace(/^[^\d]*/, ''));
  const scale = { K: 1e3, M: 1e6, B: 1e9, T: 1e12 }[m?.[3]] ?? 1;
  return (0.5 * scale) / 10 ** (m?.[2]?.length ?? 0);
}

export async function run(h) {
  await followBitcoin(h, 'figures');
}

/**
 * The steps, on whichever source the editor reads (the demo data here, the emulator with a key in
 * figures-live-path.mjs); `prefix` names the screenshots. `connect` runs once the hour is safe and
 * before anything is read: a view loaded before the hour turned would read the hour before.
 */
export async function followBitcoin(h, prefix, connect = async () => {}) {
  const { page } = h;
  const { seen, record } = figureLog();
  const shot = async (name) => {
    await page.mouse.move(700, 880);   // no hover in the picture
    await h.shot(name.replace(/^figures/, prefix));
  };
  // Bitcoin, Bitcoin (BTC), Bitcoin BTC: not Bitcoin Cash, not Wrapped Bitcoin
  const BITCOIN = '^Bitcoin(\\s*\\(?BTC\\)?)?$';
  /** What each sentiment is, as its label's accessible description says where it is shown. */
  let topicDefinition;
  let listDefinition;
  const frameFigures = (frame, tablesOnly = false) => frame.evaluate(`(${figuresOf.toString()})(document, ${JSON.stringify(BITCOIN)}, ${tablesOnly})`);

  await h.step('the world of the answers does not turn its hour during the run', async () => {
    // the emulator's figures are those of the hour: a run across its turn would read two moments,
    // and a run takes one to three minutes, more on a busy machine
    await clearOfTheHourTurn(page, hourTurnMinutes);
  });
  const startHour = Math.floor(Date.now() / 3600000);
  await connect();

  await h.step('side bar: Bitcoin\'s tooltip in Trending Topics', async () => {
    await openContainer(page, 'Social Pulse');
    await waitForTreeItems(page, 'Trending Topics', { min: 3 });
    const row = topRows(page, 'Trending Topics').filter({ hasText: 'Bitcoin' }).first();
    await row.hover();
    const hover = page.locator('.monaco-hover').filter({ hasText: 'Interactions 24 h' }).first();
    await hover.waitFor();
    record('Trending Topics tooltip', linesOf(await hover.innerText(), ['Interactions 24 h', 'Social dominance', 'Sentiment', 'Sentiment across networks']));
    await shot('figures-sidebar-tooltip');
  });

  await h.step('topic panel: Bitcoin', async () => {
    await runCommand(page, 'Social Pulse: Open Topic...');
    await answerInput(page, 'bitcoin');
    const frame = await panelFrame(page, 'Bitcoin', { view: 'topic' });
    await frame.locator('section.section-summary:not([aria-busy]) dl.figures dd').first().waitFor();
    const figures = await frameFigures(frame);
    if (figures.Sentiment) throw new Error(`the topic panel calls a figure plain "Sentiment": ${figures.Sentiment}`);
    if (!figures['Sentiment across networks']) throw new Error(`no sentiment across networks in the topic panel: ${Object.keys(figures).join(', ')}`);
    topicDefinition = await frame.locator('dl.figures dt', { hasText: 'Sentiment across networks' }).first().getAttribute('aria-description');
    record('topic panel', figures);
  });

  await h.step('coin panel: Bitcoin', async () => {
    await runCommand(page, 'Social Pulse: Open Coin...');
    await answerInput(page, 'bitcoin');
    const frame = await panelFrame(page, 'Bitcoin', { view: 'market' });
    await frame.locator('section.section-quote:not([aria-busy]) dd').first().waitFor();
    record('coin panel', await frameFigures(frame));
  });

  await h.step('coins table: Bitcoin\'s row', async () => {
    await runCommand(page, 'Social Pulse: Open Coins Table');
    const frame = await panelFrame(page, 'Coins', { view: 'coins' });
    await frame.locator('section.section-coins:not([aria-busy]) table.market tr.item').first().waitFor({ timeout: 60000 });
    listDefinition = await frame.locator('table.market th[aria-description^="Sentiment:"]').first().getAttribute('aria-description');
    record('coins table', await frameFigures(frame));
  });

  await h.step('category table: Bitcoin among Cryptocurrencies', async () => {
    await runCommand(page, 'Social Pulse: Open Category...');
    await answerInput(page, 'cryptocurrencies');
    const frame = await panelFrame(page, 'Cryptocurrencies', { view: 'category' });
    await frame.locator('table tr', { hasText: 'Bitcoin' }).first().waitFor({ timeout: 60000 });
    // the category's own key figures are not Bitcoin's: its row in the table of topics is
    record('category table', await frameFigures(frame, true));
  });

  const widget = page.locator('.quick-input-widget');
  const compare = async (kind, noun, names, heading) => {
    await runCommand(page, 'Social Pulse: Compare...');
    await pickQuickItem(page, kind);
    await widget.locator('.quick-input-title', { hasText: `Compare ${noun}: select` }).waitFor();
    for (const n of names) await widget.locator(`.quick-input-list .monaco-list-row[aria-label^="${n}" i]`).first().locator('input[type="checkbox"], [role="checkbox"]').first().click();
    await widget.locator('.quick-input-title', { hasText: `Enter compares these ${names.length}` }).waitFor();
    await widget.locator('input').first().click();
    await page.keyboard.press('Enter');
    await waitInputClosed(page);
    const frame = await panelFrame(page, heading, { view: 'compare' });
    await frame.locator('table td').first().waitFor({ timeout: 60000 });
    await until(page, 'the comparison\'s figures are in', async () => (await frame.locator('[aria-busy="true"]').count()) === 0);
    return frame;
  };

  await h.step('compare: Bitcoin beside Ethereum, as topics and as coins', async () => {
    record('compare (topics)', await frameFigures(await compare('Topics', 'topics', ['Bitcoin', 'Ethereum'], 'Bitcoin · Ethereum')));
    record('compare (coins)', await frameFigures(await compare('Coins', 'coins', ['Bitcoin', 'Ethereum'], 'Bitcoin (BTC) · Ethereum (ETH)')));
  });

  await h.step('a report inserted into a markdown note', async () => {
    await runCommand(page, 'File: New Untitled Text File');
    await page.locator('.part.statusbar').getByText('Markdown', { exact: true }).waitFor();
    await page.locator('.editor-group-container.active .monaco-editor .view-lines').click();
    await page.keyboard.type('# Figures\n\n');
    await runCommand(page, 'Social Pulse: Insert Markdown Report...');
    await answerInput(page, 'bitcoin', { prompt: 'topic' });
    await waitInputClosed(page);
    await page.locator('.monaco-editor .view-lines').filter({ hasText: /Social[\s\u00a0]Pulse[\s\u00a0]report,/ }).first().waitFor();
    const text = await activeEditorText(page);
    // the service's own table of its figures: "| Price | $81,179 |"
    const rows = Object.fromEntries(text.split('\n').map((l) => /^\|\s*([^|]+?)\s*\|\s*([^|]+?)\s*\|$/.exec(l.trim())).filter(Boolean).map((m) => [m[1], [m[2]]]));
    record('inserted report', {
      Price: rows.Price, 'Change 24 h': rows['Change (24h)'], 'Galaxy Score': rows['Galaxy Score'], 'Interactions 24 h': rows['Interactions (24h)'],
    });
  });

  await h.step('notebook cells: a topic\'s figures and the coins list', async () => {
    fs.writeFileSync(path.join(h.server.workspace, NOTEBOOK), `# Figures\n\n${CELLS.map((c) => `\`\`\`pulse\n${c}\n\`\`\`\n`).join('\n')}`);
    await page.keyboard.press('Control+P');
    const input = widget.locator('input');
    await input.fill(NOTEBOOK);
    await widget.locator('.quick-input-list .monaco-list-row').filter({ hasText: NOTEBOOK }).first().waitFor();
    await input.press('Enter');
    await waitInputClosed(page);
    await page.locator('.notebook-editor .cell-editor-container .monaco-editor').nth(1).waitFor();
    await runCommand(page, 'Notebook: Run All');
    const { frame } = await findInWebviews(page, '.pulse-answer table td', { timeout: 60000 });
    await until(page, 'both cells answered', async () => (await frame.locator('.pulse-answer table').count()) >= 2);
    record('notebook', await frameFigures(frame));
    await shot('figures-notebook');
  });

  await h.step('the digest\'s preview with Bitcoin pinned', async () => {
    await openContainer(page, 'Social Pulse');
    for (const view of ['Trending Topics', 'Categories']) await collapseView(page, view);
    await expandView(page, 'Coins');
    await waitForTreeItems(page, 'Coins', { min: 3 });
    const coin = treeRows(page, 'Coins').filter({ has: page.locator('.label-name', { hasText: /^Bitcoin\b/ }) }).first();
    await clickInlineAction(coin, 'Pin to Watchlist');
    await runCommand(page, 'Social Pulse: Preview Digest');
    const { frame } = await findInWebviews(page, '.markdown-body h3', { text: 'Watchlist', timeout: 60000 });
    const text = await frame.locator('.markdown-body').innerText();
    const line = text.split('\n').find((l) => /Bitcoin/.test(l) && /Price/.test(l)) ?? '';
    const change = /Price \$[\d,.]+\S*\s*(?:\|\s*|·\s*)?([+\-−][\d.,]+%)/.exec(line)?.[1];
    record('digest preview', { ...linesOf(line.replace(/\t/g, ' | '), ['Price']), ...(change ? { 'Change 24 h': [change] } : {}) });
    h.note(`digest: ${line.replace(/\s+/g, ' ').trim()}`);
    await shot('figures-digest-preview');
  });

  await h.step('each figure reads one value on every surface that shows it, and each sentiment has its own label', async () => {
    const report = [];
    const problems = [];
    for (const label of ['Price', 'Change 24 h', 'Galaxy Score', 'Interactions 24 h', 'Social dominance', 'Sentiment', 'Sentiment across networks']) {
      const bySurface = seen.get(label);
      if (!bySurface) { problems.push(`${label}: read on no surface`); continue; }
      const all = [...bySurface.entries()];
      report.push(`${label}: ${all.map(([s, v]) => `${s} ${v.join(' / ')}`).join('; ')}`);
      for (const [s, v] of all) if (v.length > 1) problems.push(`${label}: ${s} shows ${v.join(' and ')}`);
      // the exactest reading, and every other within its own rounding of it
      const values = all.flatMap(([s, v]) => v.map((text) => ({ s, text, n: numberOf(text), within: precisionOf(text) })));
      const exact = values.reduce((a, b) => (b.within < a.within ? b : a));
      for (const v of values) {
        if (v.n === undefined || Math.abs(v.n - exact.n) > v.within + exact.within + 1e-9) problems.push(`${label}: ${v.s} ${v.text} against ${exact.s} ${exact.text}`);
      }
    }
    for (const line of report) h.note(line);
    h.note(`topic panel: ${topicDefinition}`);
    h.note(`coins table: ${listDefinition}`);
    if (!topicDefinition?.startsWith('Sentiment across networks: ') || !listDefinition?.startsWith('Sentiment: ') || topicDefinition.slice(27) === listDefinition.slice(11)) {
      problems.push('the two sentiments are not each explained where they are shown');
    }
    const sentimentOn = [...(seen.get('Sentiment')?.keys() ?? [])];
    for (const s of ['topic panel', 'compare (topics)']) if (sentimentOn.includes(s)) problems.push(`${s} shows a "Sentiment" of its own`);
    const surfaces = new Set([...seen.values()].flatMap((m) => [...m.keys()]));
    if (surfaces.size < 10) problems.push(`figures read on ${surfaces.size} surfaces only: ${[...surfaces].join(', ')}`);
    if (problems.length) {
      const turned = Math.floor(Date.now() / 3600000) !== startHour ? ' (the hour turned during the run)' : '';
      throw new Error(`${problems.join('\n')}${turned}`);
    }
  });

  await h.step('every figure read on every surface has the catalogue\'s label and its format', async () => {
    const problems = [];
    let checked = 0;
    for (const [label, bySurface] of seen) {
      // the inserted report is the service's own text (its labels and exact values), read above only for its values
      for (const [surface, values] of [...bySurface].filter(([s]) => s !== 'inserted report')) {
        for (const value of values) {
          const reading = checkShown(label, value);
          if (!reading) continue;
          checked++;
          if (reading.problem) problems.push(`${surface}: ${reading.problem}`);
        }
      }
    }
    h.note(`${checked} figures read in the catalogue's label and format`);
    if (checked < 40) problems.push(`only ${checked} figures were read`);
    if (problems.length) throw new Error(problems.join('\n'));
  });

  for (const [theme, kind] of [['Light Modern', 'light'], ['Dark Modern', 'dark']]) {
    await h.step(`the topic panel, the coin panel and the comparison in ${theme}`, async () => {
      await setColorTheme(page, theme);
      for (const [tab, file] of [['Bitcoin', 'topic'], ['Bitcoin (BTC)', 'coin'], ['Compare: Bitcoin · Ethereum', 'compare']]) {
        const exact = new RegExp(`^${tab.replace(/[()]/g, '\\$&')}$`);
        await page.locator('.tabs-container .tab .label-name').filter({ hasText: exact }).first().click();
        const frame = await panelFrame(page, tab.replace(/^Compare: /, ''));
        await frame.locator(`body.vscode-${kind}`).waitFor();
        await shot(`figures-${file}-${kind}`);
      }
    });
  }
}
