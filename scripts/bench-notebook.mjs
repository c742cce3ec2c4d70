// A Pulse notebook of 20 cells opened with its saved outputs drawn by our renderer (tables and
// uPlot charts from the data in the file), against the same notebook whose outputs are plain
// text/markdown (the same markdown, without the data: VS Code's own markdown renderer draws it),
// in one real VS Code (code-server) in headless chromium, in turns. Each open is timed from the
// Quick Open Enter to the moment the outputs on screen stop changing (the last one drawn).
// Figures are printed (and the ratio; goal ≤ 1.3×), not asserted.
//   npm run bench:notebook                 (builds, compiles the format for the files, then --runs 5)
//   node scripts/bench-notebook.mjs [--runs N]
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { launchBrowser } from './real-vscode/browser.mjs';
import { startCodeServer } from './real-vscode/server.mjs';
import { repoRoot } from './real-vscode/tools.mjs';
import { openWorkbench, runCommand, waitForQuietPage } from './real-vscode/workbench.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(values.runs);
const require = createRequire(import.meta.url);
const out = path.join(repoRoot, 'out', 'src');
if (!fs.existsSync(path.join(out, 'features', 'notebook', 'core', 'format', 'write.js'))) {
  console.error('bench:notebook: out/src is missing (npx tsc -p tsconfig.test.json)');
  process.exit(2);
}
const { writePulseFile } = require(path.join(out, 'features', 'notebook', 'core', 'format', 'write.js'));
const { cellMarkdown } = require(path.join(out, 'features', 'notebook', 'core', 'cellMarkdown.js'));

const DAY = 86_400;
const NOW = 1_795_000_000;

/** Cell i's answer: a table of 10 rows, or a chart of two lines over 30 days. */
function answer(i) {
  const base = { v: 1, title: `Cell ${i + 1}`, generated: NOW, requests: 1, demo: false, notes: [] };
  if (i % 2 === 0) {
    return { ...base, table: {
      columns: [{ key: 'name', label: 'Name', kind: 'text' }, { key: 'n', label: 'Interactions', kind: 'count' }, { key: 's', label: 'Sentiment', kind: 'percent' }],
      rows: Array.from({ length: 10 }, (_, r) => [`topic ${r}`, 1000 * (r + 1) + i, 50 + r]),
    } };
  }
  const times = Array.from({ length: 30 }, (_, t) => NOW - (30 - t) * DAY);
  return { ...base, chart: { times, step: DAY, lines: [
    { label: 'Interactions', unit: 'count', values: times.map((_, t) => 1e6 + 5e4 * Math.sin(t + i)) },
    { label: 'Sentiment', unit: 'percent', values: times.map((_, t) => 70 + 5 * Math.cos(t + i)) },
  ] } };
}

function notebook(withData) {
  const cells = [{ kind: 'prose', source: '# Bench notebook' }];
  for (let i = 0; i < 20; i++) {
    const a = answer(i);
    const markdown = cellMarkdown(a);
    cells.push({ kind: 'query', source: `topic bitcoin ${i}`, outputs: [withData ? { data: a, markdown } : { markdown }] });
  }
  return writePulseFile({ cells });
}

/** In the page: output elements drawn (any frame), as a count. */
async function drawnOutputs(page) {
  let count = 0;
  for (const frame of page.frames()) {
    if (frame === page.mainFrame()) continue;
    // VS Code's markdown renderer draws into a shadow root
    count += await frame.evaluate(() => [...document.querySelectorAll('.output_container .output')].filter((o) => o.textContent.trim().length > 0 || o.querySelector('canvas')
      || [o, ...o.querySelectorAll('*')].some((e) => e.shadowRoot && e.shadowRoot.textContent.trim().length > 0)).length).catch(() => 0);
  }
  return count;
}

async function open(page, file) {
  await runCommand(page, 'View: Close All Editors');
  await page.waitForTimeout(500);
  await page.keyboard.press('Control+P');
  const input = page.locator('.quick-input-widget input');
  await input.waitFor();
  await input.fill(file);
  await page.locator('.quick-input-list .monaco-list-row').filter({ hasText: file }).first().waitFor();
  const started = Date.now();
  await input.press('Enter');
  let last = 0;
  let lastChange = started;
  // drawn when the count of outputs has not changed for 1.5 s
  for (;;) {
    const n = await drawnOutputs(page);
    if (n !== last) {
      last = n;
      lastChange = Date.now();
    }
    if (n > 0 && Date.now() - lastChange > 1500) break;
    if (Date.now() - started > 60000) throw new Error(`${file}: outputs not drawn within a minute (${n})`);
    await page.waitForTimeout(20);
  }
  return { ms: lastChange - started, outputs: last };
}

const server = await startCodeServer({ label: 'bench-notebook', extensions: [repoRoot], settings: { 'socialPulse.demo': true } });
fs.writeFileSync(path.join(server.workspace, 'rendered.pulse.md'), notebook(true));
fs.writeFileSync(path.join(server.workspace, 'markdown.pulse.md'), notebook(false));
const browser = await launchBrowser(server);
const times = { rendered: [], markdown: [] };
try {
  await openWorkbench(browser.page, server.url());
  await waitForQuietPage(browser.page).catch(() => undefined);
  // a first open of each loads the renderers and the notebook code: not counted
  await open(browser.page, 'rendered.pulse.md');
  await open(browser.page, 'markdown.pulse.md');
  for (let r = 0; r < runs; r++) {
    for (const kind of r % 2 ? ['markdown', 'rendered'] : ['rendered', 'markdown']) {
      const t = await open(browser.page, `${kind}.pulse.md`);
      times[kind].push(t.ms);
      console.log(`  run ${r + 1} ${kind}: ${t.ms} ms (${t.outputs} outputs drawn)`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rendered = median(times.rendered);
const markdown = median(times.markdown);
console.log(`\nbench:notebook, a 20-cell notebook opened with its saved outputs drawn (median of ${runs}):`);
console.log(`  Pulse renderer (tables and charts from the saved data): ${rendered} ms`);
console.log(`  plain text/markdown outputs:                           ${markdown} ms`);
console.log(`  ratio: ${(rendered / markdown).toFixed(2)}× (goal ≤ 1.3×)`);
process.exit(0);
