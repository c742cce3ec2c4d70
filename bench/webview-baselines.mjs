// The baselines the webview benchmark measures our panels against, in the same page and run:
// a bare uPlot chart and a minimal hand-written windowed table. Bundled for the browser by
// scripts/bench-webview.mjs (out/webview-bench/baselines.js). Each draws when the page receives
// `{ benchBaseline: 'chart' | 'table', ... }` as a window message, so its data crosses the same
// structured clone as the panel's, into a fixed overlay the size of the panel's own element.
import uPlot from 'uplot';

/** The coins table's columns (src/shared/protocol/marketLists.ts), with their formats. */
const COLUMNS = [
  ['market_cap_rank', 'Rank', 'number'], ['symbol', 'Symbol', 'text'], ['name', 'Name', 'text'], ['price', 'Price', 'price'],
  ['percent_change_24h', '24 h', 'change'], ['percent_change_7d', '7 d', 'change'], ['market_cap', 'Market cap', 'money'],
  ['volume_24h', 'Volume 24 h', 'money'], ['galaxy_score', 'Galaxy score', 'number'], ['alt_rank', 'Alt rank', 'number'],
  ['sentiment', 'Sentiment', 'percent'], ['social_volume_24h', 'Social volume 24 h', 'compact'],
  ['social_dominance', 'Social dominance', 'percent'], ['categories', 'Sectors', 'text'],
];
const ROW_HEIGHT = 26;
const FORMATS = {
  number: new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }),
  price: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  change: new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 2, minimumFractionDigits: 2, signDisplay: 'exceptZero' }),
  money: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 }),
  percent: new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 2 }),
  compact: new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }),
};

function cell(format, value) {
  if (format === 'text') return value ?? '';
  if (typeof value !== 'number') return '—';
  return FORMATS[format].format(format === 'change' || format === 'percent' ? value / 100 : value);
}

/** A fixed box over the page, `width` x `height`, painted like the panel beneath it. */
function overlay(width, height) {
  document.getElementById('bench-baseline')?.remove();
  const box = document.createElement('div');
  box.id = 'bench-baseline';
  Object.assign(box.style, { position: 'fixed', left: '0', top: '0', width: `${width}px`, height: `${height}px`, zIndex: '10', background: 'var(--vscode-editor-background)' });
  document.body.append(box);
  return box;
}

/** A year of points as uPlot draws them: one line of `metric`, 1 px, the same size as the panel's chart. */
function chart({ points, metric, width, height }) {
  const n = points.length;
  const times = new Float64Array(n);
  const values = new Array(n);
  for (let i = 0; i < n; i++) {
    times[i] = points[i].time;
    values[i] = points[i][metric] ?? null;
  }
  const box = overlay(width, height + 40);
  new uPlot({ width, height, series: [{}, { label: metric, stroke: '#3794ff', width: 1, points: { show: false } }] }, [times, values], box);
}

/** Every coin kept, only the rows in view created: a header and the first screenful of rows. */
function table({ coins, width, height }) {
  const box = overlay(width, height);
  const scroller = document.createElement('div');
  Object.assign(scroller.style, { height: `${height}px`, overflow: 'auto' });
  const t = document.createElement('table');
  Object.assign(t.style, { borderCollapse: 'collapse', width: '100%' });
  const head = t.createTHead().insertRow();
  for (const [, label] of COLUMNS) head.appendChild(document.createElement('th')).textContent = label;
  const body = t.createTBody();
  const shown = Math.min(coins.length, Math.ceil(height / ROW_HEIGHT));
  for (let i = 0; i < shown; i++) {
    const tr = body.insertRow();
    tr.style.height = `${ROW_HEIGHT}px`;
    for (const [key, , format] of COLUMNS) tr.insertCell().textContent = cell(format, coins[i][key]);
  }
  // the rows not drawn still take their height, so the scroll bar is that of the whole list
  const rest = body.insertRow();
  rest.style.height = `${(coins.length - shown) * ROW_HEIGHT}px`;
  scroller.append(t);
  box.append(scroller);
}

window.addEventListener('message', (event) => {
  const m = event.data;
  if (m?.benchBaseline === 'chart') chart(m);
  else if (m?.benchBaseline === 'table') table(m);
});
