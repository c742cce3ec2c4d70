// Webview rendering figures in headless Chromium: the coins table with every coin and the chart
// with a year of hourly points, loaded from dist/webview/webview.js under the panels' CSP with a fake host.
// Figures are printed, not asserted. Run through `npm run bench:webview` (which builds first).
//   node bench/webview-bench.mjs [--runs N] [--coins N] [--points N] [--shots DIR]
import path from 'node:path';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { ensureTools, loadPlaywright } from '../scripts/real-vscode/tools.mjs';
import { startBenchServer } from './webview-page.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: {
  runs: { type: 'string', default: '5' },
  coins: { type: 'string', default: '6700' },
  points: { type: 'string', default: '8760' },
  shots: { type: 'string', default: path.join(root, 'test-results', 'webview-bench') },
} });
const runs = Number(values.runs);
const coinCount = Number(values.coins);
const pointCount = Number(values.points);

if (!fs.existsSync(path.join(root, 'dist', 'webview', 'webview.js'))) {
  console.error('webview-bench: dist/webview/webview.js is missing (npm run bench:webview builds it)');
  process.exit(2);
}

const { chromium } = loadPlaywright();
const server = await startBenchServer(root);
const browser = await chromium.launch({
  executablePath: ensureTools().chromium, headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
});
fs.mkdirSync(values.shots, { recursive: true });

async function openView(view) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  // remote avatars and images: answered locally so the run needs no network
  await page.route((url) => url.protocol === 'https:', (r) => r.fulfill({ status: 404, body: '' }));
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${server.origin}/?view=${view}`);
  await page.waitForFunction(() => window.__bench && window.__bench.loads.length > 0);
  return { page, errors };
}

async function coinsRun() {
  const { page, errors } = await openView('coins');
  const r = await page.evaluate(async (n) => {
    const b = window.__bench;
    const coins = b.coins(n);
    const all = await b.timed({ type: 'data', section: 'coins', data: { coins, page: 0, source: 'v1', complete: true, total: n }, meta: b.meta() });
    const rowsInDom = document.querySelectorAll('tr.item').length;
    const sortButton = [...document.querySelectorAll('button.sort')].find((x) => x.textContent.startsWith('Name'));
    let t0 = performance.now();
    sortButton.click();
    await b.frame();
    const sort = performance.now() - t0;
    const scroller = document.querySelector('.scroller');
    t0 = performance.now();
    scroller.scrollTop = scroller.scrollHeight / 2;
    scroller.dispatchEvent(new Event('scroll'));
    await b.frame();
    const scroll = performance.now() - t0;
    const firstAfterScroll = document.querySelector('tr.item').getAttribute('aria-rowindex');
    // paging as the host sends it: 1,000 coins per message
    const pages = Math.ceil(n / 1000);
    t0 = performance.now();
    const firstPage = await b.timed({ type: 'data', section: 'coins', data: { coins: coins.slice(0, 1000), page: 0, source: 'v1', complete: pages === 1, total: n }, meta: b.meta() });
    for (let p = 1; p < pages; p++) {
      window.postMessage({ type: 'data', section: 'coins', data: { coins: coins.slice(p * 1000, (p + 1) * 1000), page: p, source: 'v1', complete: p === pages - 1, total: n }, meta: b.meta() }, '*');
    }
    await b.frame();
    const paged = performance.now() - t0;
    return { all, sort, scroll, firstPage, paged, rowsInDom, firstAfterScroll, count: document.querySelector('.count').textContent,
      violations: b.violations, pwned: window.__pwned === 1, rendered: b.rendered.map((x) => x.error ?? x.section) };
  }, coinCount);
  await page.screenshot({ path: path.join(values.shots, 'coins.png') });
  await page.close();
  return { ...r, errors };
}

async function chartRun() {
  const { page, errors } = await openView('topic');
  const r = await page.evaluate(async (n) => {
    const b = window.__bench;
    const load = b.loads.find((l) => l.section === 'series');
    const points = b.series(n);
    const first = await b.timed({ type: 'data', section: 'series', data: { points, query: load.query, bucket: 'hour' }, meta: b.meta() });
    // three more metrics: each toggle redraws the whole chart
    const boxes = [...document.querySelectorAll('fieldset.metrics input[type=checkbox]')].filter((x) => !x.checked).slice(0, 3);
    const t0 = performance.now();
    for (const box of boxes) box.click();
    await b.frame();
    const fourMetrics = performance.now() - t0;
    return { first, fourMetrics, canvases: document.querySelectorAll('.chart canvas').length, violations: b.violations };
  }, pointCount);
  await page.close();
  return { ...r, errors };
}

async function fullPanel(view) {
  const { page, errors } = await openView(view);
  await page.waitForFunction((v) => window.__bench.loads.length >= (v === 'topic' ? 7 : 6), view);
  const r = await page.evaluate(async () => {
    const b = window.__bench;
    const t0 = performance.now();
    b.answerAll();
    await b.frame();
    return { ms: performance.now() - t0, rendered: b.rendered.map((x) => x.error ?? x.section), violations: b.violations,
      pwned: window.__pwned === 1, injectedImages: document.querySelectorAll('img[src="x"]').length,
      insecureImages: document.querySelectorAll('img[src^="http:"]').length };
  });
  await page.screenshot({ path: path.join(values.shots, `${view}.png`), fullPage: true });
  await page.close();
  return { ...r, errors };
}

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return `median ${s[Math.floor(s.length / 2)].toFixed(1)} ms (min ${s[0].toFixed(1)}, max ${s[s.length - 1].toFixed(1)})`;
};

try {
  const coinRuns = [];
  const chartRuns = [];
  for (let i = 0; i < runs; i++) {
    coinRuns.push(await coinsRun());
    chartRuns.push(await chartRun());
  }
  const topic = await fullPanel('topic');
  const category = await fullPanel('category');
  const c = coinRuns[0];
  const kb = (f) => `${(fs.statSync(path.join(root, f)).size / 1024).toFixed(1)} KB`;
  console.log(`webview bench: headless Chromium, ${runs} runs each, dist/webview/webview.js ${kb('dist/webview/webview.js')}, dist/webview/webview.css ${kb('dist/webview/webview.css')}`);
  console.log(`coins table, ${coinCount} coins in one message, to first frame:   ${stats(coinRuns.map((x) => x.all))}`);
  console.log(`  rows in the DOM: ${c.rowsInDom} of ${coinCount} (windowed); status "${c.count}"`);
  console.log(`  re-sort by name, to next frame:                  ${stats(coinRuns.map((x) => x.sort))}`);
  console.log(`  scroll to the middle, to next frame:             ${stats(coinRuns.map((x) => x.scroll))} (first row now ${c.firstAfterScroll})`);
  console.log(`  as pages of 1,000: first page to first frame:    ${stats(coinRuns.map((x) => x.firstPage))}`);
  console.log(`  as pages of 1,000: all pages to last frame:      ${stats(coinRuns.map((x) => x.paged))}`);
  console.log(`chart, ${pointCount} hourly points, to first frame:             ${stats(chartRuns.map((x) => x.first))}`);
  console.log(`  three more metrics (three full redraws):         ${stats(chartRuns.map((x) => x.fourMetrics))}`);
  console.log(`topic panel, every section answered, to first frame:    ${topic.ms.toFixed(1)} ms; drawn: ${topic.rendered.join(', ')}`);
  console.log(`category panel, every section answered, to first frame: ${category.ms.toFixed(1)} ms; drawn: ${category.rendered.join(', ')}`);
  const violations = [...coinRuns, ...chartRuns, topic, category].flatMap((x) => x.violations);
  const errors = [...coinRuns, ...chartRuns, topic, category].flatMap((x) => x.errors);
  console.log(`CSP violations: ${violations.length ? violations.join('; ') : 'none'}; page errors: ${errors.length ? errors.join('; ') : 'none'}`);
  console.log(`hostile text ran as markup: ${topic.pwned || c.pwned || topic.injectedImages > 0 ? 'YES' : 'no'}; http images shown: ${topic.insecureImages}`);
  console.log(`screenshots: ${path.relative(root, values.shots)}/{coins,topic,category}.png`);
} finally {
  await browser.close();
  await server.close();
}
