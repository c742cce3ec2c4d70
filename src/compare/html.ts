// The compare panel's page, built on the host: the chart as inline SVG, the tables as HTML, every
// service text escaped. A few lines of script (nonce'd) only post the buttons' clicks. Pure.
import type { Line, SeriesMetric, Subject } from './model';
import { chartLines, figureTable, formatFigure, sentimentTable } from './model';

export function esc(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const COLORS = ['var(--vscode-charts-blue)', 'var(--vscode-charts-orange)', 'var(--vscode-charts-green)', 'var(--vscode-charts-purple)', 'var(--vscode-charts-red)'];
const W = 760;
const H = 260;
const PAD = { l: 56, r: 12, t: 12, b: 28 };

function ticks(lo: number, hi: number, n: number): number[] {
  if (hi <= lo) return [lo];
  return Array.from({ length: n + 1 }, (_, i) => lo + ((hi - lo) * i) / n);
}

function short(v: number): string {
  const a = Math.abs(v);
  if (a >= 1e9) return `${(v / 1e9).toFixed(1)}B`;
  if (a >= 1e6) return `${(v / 1e6).toFixed(1)}M`;
  if (a >= 1e3) return `${(v / 1e3).toFixed(1)}k`;
  return a >= 10 ? v.toFixed(0) : v.toFixed(2);
}

export function svgChart(lines: readonly Line[], caption: string): string {
  const all = lines.flatMap((l) => l.points);
  if (!all.length) return '<p class="empty">No series to draw.</p>';
  const t0 = Math.min(...all.map((p) => p[0]));
  const t1 = Math.max(...all.map((p) => p[0]));
  const v0 = Math.min(...all.map((p) => p[1]));
  const v1 = Math.max(...all.map((p) => p[1]));
  const x = (t: number): number => PAD.l + ((t - t0) / Math.max(1, t1 - t0)) * (W - PAD.l - PAD.r);
  const y = (v: number): number => H - PAD.b - ((v - v0) / (v1 - v0 || 1)) * (H - PAD.t - PAD.b);
  const grid = ticks(v0, v1, 4).map((v) => `<line class="grid" x1="${PAD.l}" x2="${W - PAD.r}" y1="${y(v).toFixed(1)}" y2="${y(v).toFixed(1)}"/><text class="axis" x="${PAD.l - 6}" y="${(y(v) + 4).toFixed(1)}" text-anchor="end">${esc(short(v))}</text>`).join('');
  const days = ticks(t0, t1, 4).map((t) => `<text class="axis" x="${x(t).toFixed(1)}" y="${H - 8}" text-anchor="middle">${esc(new Date(t * 1000).toISOString().slice(5, 10))}</text>`).join('');
  const paths = lines.map((l, i) => {
    const d = l.points.map(([t, v], j) => `${j ? 'L' : 'M'}${x(t).toFixed(1)},${y(v).toFixed(1)}`).join('');
    return d ? `<path d="${d}" fill="none" stroke="${COLORS[i % COLORS.length]}" stroke-width="2"><title>${esc(l.label)}</title></path>` : '';
  }).join('');
  // colours by class: the page's policy refuses inline style attributes
  const legend = lines.map((l, i) => `<span class="key"><span class="swatch c${i % COLORS.length}"></span>${esc(l.label)}</span>`).join('');
  return `<figure class="chart"><svg viewBox="0 0 ${W} ${H}" role="img" aria-label="${esc(caption)}">${grid}${days}${paths}</svg><figcaption>${legend}</figcaption></figure>`;
}

export interface PageOptions {
  nonce: string;
  cspSource: string;
  metric: SeriesMetric;
  normalised: boolean;
  demo: boolean;
  now: number;
}

const METRIC_LABELS: Record<SeriesMetric, string> = { interactions: 'Interactions', close: 'Price', sentiment: 'Sentiment' };

export function comparePage(subjects: readonly Subject[], o: PageOptions): string {
  const names = subjects.map((s) => esc(s.ref.title));
  const lines = chartLines(subjects, o.metric, o.normalised);
  const caption = `${METRIC_LABELS[o.metric]} by hour, ${o.normalised ? 'normalised to 100 at the start' : 'raw values'}`;
  const figures = figureTable(subjects).map(({ row, values, leader }) => `<tr><th scope="row">${esc(row.label)}</th>${values.map((v, i) => `<td class="${i === leader ? 'leader' : ''}">${esc(formatFigure(row.format, v))}${i === leader ? ' <span class="star" aria-label="leader">★</span>' : ''}</td>`).join('')}</tr>`).join('');
  const sentiment = sentimentTable(subjects);
  const sentimentHtml = sentiment.length
    ? `<h2>Sentiment by network (% positive)</h2><table><thead><tr><th>Network</th>${names.map((n) => `<th>${n}</th>`).join('')}</tr></thead><tbody>${sentiment.map((r) => `<tr><th scope="row">${esc(r.network)}</th>${r.values.map((v, i) => `<td class="${i === r.leader ? 'leader' : ''}">${esc(formatFigure('percent', v))}${i === r.leader ? ' <span class="star" aria-label="leader">★</span>' : ''}</td>`).join('')}</tr>`).join('')}</tbody></table>`
    : '';
  const problems = subjects.filter((s) => s.problem || s.stale).map((s) => `<li>${esc(s.ref.title)}: ${esc(s.problem ?? `not up to date (${s.stale})`)}</li>`).join('');
  const metrics = (['interactions', 'sentiment', 'close'] as const)
    .filter((m) => m !== 'close' || subjects.some((s) => s.ref.kind === 'coin' || s.ref.kind === 'stock'))
    .map((m) => `<button data-action="metric" data-value="${m}" aria-pressed="${m === o.metric}">${METRIC_LABELS[m]}</button>`).join('');
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src ${o.cspSource} 'nonce-${o.nonce}'; script-src 'nonce-${o.nonce}';">
<meta name="viewport" content="width=device-width, initial-scale=1">
<style nonce="${o.nonce}">
body{font-family:var(--vscode-font-family);color:var(--vscode-foreground);background:var(--vscode-editor-background);padding:0 16px 24px}
h1{font-size:1.3em}h2{font-size:1.1em;margin-top:1.5em}
.toolbar{display:flex;flex-wrap:wrap;gap:6px;margin:8px 0}
button{background:var(--vscode-button-secondaryBackground);color:var(--vscode-button-secondaryForeground);border:1px solid var(--vscode-button-border,transparent);padding:3px 10px;cursor:pointer}
button[aria-pressed="true"],button.primary{background:var(--vscode-button-background);color:var(--vscode-button-foreground)}
table{border-collapse:collapse;margin-top:6px}th,td{padding:4px 10px;border-bottom:1px solid var(--vscode-panel-border);text-align:right}th[scope="row"],thead th:first-child{text-align:left}
td.leader{font-weight:600;color:var(--vscode-charts-green)}.star{color:var(--vscode-charts-yellow)}
.chart svg{width:100%;max-width:900px;height:auto}.grid{stroke:var(--vscode-panel-border);stroke-width:1}.axis{fill:var(--vscode-descriptionForeground);font-size:11px}
figcaption{display:flex;gap:14px;flex-wrap:wrap;margin-top:4px}.swatch{display:inline-block;width:12px;height:3px;margin-right:5px;vertical-align:middle}
.note{color:var(--vscode-descriptionForeground)}
${COLORS.map((c, i) => `.c${i}{background:${c}}`).join('')}.demo{color:var(--vscode-editorWarning-foreground)}
</style></head><body>
<h1>Compare: ${names.join(' · ')}</h1>
${o.demo ? '<p class="demo">Demo data: generated values, not the service\'s.</p>' : ''}
<div class="toolbar" role="toolbar" aria-label="Comparison actions">
<button class="primary" data-action="copyMarkdown">Copy as Markdown</button><button data-action="copyCsv">Copy as CSV</button><button data-action="insert">Insert into Notes</button><button data-action="refresh">Refresh</button>
</div>
<h2>${esc(caption)}</h2>
<div class="toolbar" role="toolbar" aria-label="Chart">${metrics}<button data-action="normalise" aria-pressed="${o.normalised}">Normalised (100 at start)</button><button data-action="raw" aria-pressed="${!o.normalised}">Raw</button></div>
${svgChart(lines, caption)}
<h2>Key figures</h2>
<table><thead><tr><th></th>${names.map((n) => `<th>${n}</th>`).join('')}</tr></thead><tbody>${figures}</tbody></table>
${sentimentHtml}
${problems ? `<h2>Problems</h2><ul>${problems}</ul>` : ''}
<p class="note">Loaded ${esc(new Date(o.now).toISOString().slice(0, 16).replace('T', ' '))} UTC. ★ marks the leader of each row (for ranks, the lowest).</p>
<script nonce="${o.nonce}">
const vscode = acquireVsCodeApi();
document.body.addEventListener('click', (e) => {
  const b = e.target.closest('button[data-action]');
  if (b) vscode.postMessage({ type: b.dataset.action, value: b.dataset.value });
});
</script>
</body></html>`;
}
