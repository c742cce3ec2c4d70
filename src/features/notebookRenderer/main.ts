// The notebook renderer of a Pulse cell's answer (CELL_OUTPUT_MIME): its title, when its data was
// generated (in the zone the host shows times in) and what it cost, its table (sortable) and its
// chart (the panels' uPlot chart code), notes and a report's text. Everything from the service is
// text: textContent only, no markup, links only for http(s). An answer this version cannot read
// shows nothing here; VS Code then has the markdown beside it.
import { provenanceWords, type CellOutput } from '../../shared/protocol/cellOutput';
import { isCellOutput } from '../../shared/protocol/cellOutputCheck';
import { chartTimeText } from '../../shared/protocol/cellValues';
import { formatDateTime } from '../../shared/protocol/display';
import { h, replace } from '../../browser/webview/dom';
import type { OutputItem, RendererApi, RendererContext } from './api';
import { CellChartView } from './chart';
import { addStyles } from './style';
import { cellTable } from './table';
import * as l10n from '../../shared/format/l10n';
import { currentTimeZone, useTimeZone } from '../../shared/format/time';
import { isWordsReply, type WordsRequest } from '../../shared/protocol/rendererWords';

const charts = new Map<string, CellChartView>();
/** What is on screen, drawn again in the person's language once the host sends its words. */
const shown = new Map<string, { item: OutputItem; element: HTMLElement }>();

function provenance(o: CellOutput): string {
  return provenanceWords(o, formatDateTime(o.generated));
}

/** The chart's label, for a chart with at least one line (no other is drawn). */
function chartWords(o: CellOutput): string {
  const chart = o.chart!;
  const lines = chart.lines.map((l) => l.label).join(', ');
  const points = chart.times.length;
  if (!chart.partial) return l10n.t('Chart of {0} over {1} points', lines, points);
  const until = formatDateTime(chart.partial.until);
  return chart.step >= 86_400
    ? l10n.t('Chart of {0} over {1} points, the last day so far (to {2})', lines, points, until)
    : l10n.t('Chart of {0} over {1} points, the last hour so far (to {2})', lines, points, until);
}

function render(item: OutputItem, element: HTMLElement): void {
  shown.set(item.id, { item, element });
  charts.get(item.id)?.dispose();
  charts.delete(item.id);
  const o = item.json();
  if (!isCellOutput(o)) {
    replace(element, h('p', { class: 'pulse-note' }, l10n.t('This answer was saved by another version of Social Pulse: see its markdown.')));
    return;
  }
  addStyles();
  const box = h('div', { class: 'pulse-answer' },
    h('p', { class: 'pulse-title' }, o.title),
    h('p', { class: 'pulse-meta' }, provenance(o)),
    ...o.notes.map((n) => h('p', { class: 'pulse-note' }, n)));
  if (o.table) box.append(h('div', { class: 'pulse-table-box' }, cellTable(o.table, o.title)));
  // a chart with no line (each subject's series lacked the figure: the notes say so) is not drawn
  if (o.chart?.lines.length) {
    const host = h('div', { class: 'pulse-chart', attrs: { role: 'img', 'aria-label': chartWords(o) } });
    const columns = [{ key: 'time', label: l10n.t('Time'), kind: 'time' as const }, ...o.chart.lines.map((l, i) => ({ key: `line${i}`, label: l.label, kind: l.unit, ...(l.figure ? { figure: l.figure } : {}) }))];
    const points = cellTable({ columns, rows: o.chart.times.map((t, i) => [t, ...o.chart!.lines.map((l) => l.values[i] ?? null)]) }, chartWords(o), chartTimeText(o.chart, formatDateTime));
    box.append(host, h('details', {}, h('summary', {}, l10n.t('The chart\'s points as a table')), h('div', { class: 'pulse-table-box' }, points)));
    replace(element, box);
    charts.set(item.id, new CellChartView(host, o.chart));
  } else {
    replace(element, box);
  }
  if (o.markdown !== undefined) box.append(h('pre', {}, o.markdown));
}

// the theme changes the body's classes: redraw the charts in its colours
new MutationObserver(() => {
  for (const chart of charts.values()) chart.draw();
}).observe(document.body, { attributes: true, attributeFilter: ['class'] });

/** How long a first draw waits for the person's words; later, words that come redraw what is shown. */
const WORDS_WAIT_MS = 1000;

/**
 * Asks the extension host for the person's words and the zone times are shown in
 * (src/shared/protocol/rendererWords.ts). Resolves when they came or WORDS_WAIT_MS passed, at once
 * where no host can answer (a notebook shown without the extension running): the answers are then
 * drawn in English and in UTC, and drawn again if the words or another zone come later.
 */
function askForWords(context: RendererContext | undefined): Promise<void> {
  if (!context?.postMessage || !context.onDidReceiveMessage) return Promise.resolve();
  let waiting = true;
  let answered = false;
  return new Promise((resolve) => {
    // kept for the renderer's life: the host sends the zone again when the person changes it
    context.onDidReceiveMessage!((message) => {
      if (!isWordsReply(message)) return;
      const words = !answered && Object.keys(message.bundle).length > 0;
      const moved = message.timeZone !== currentTimeZone();
      answered = true;
      if (words) l10n.useBundle(message.bundle);
      useTimeZone(message.timeZone);
      if (!waiting && (words || moved)) for (const { item, element } of [...shown.values()]) render(item, element);
      waiting = false;
      resolve();
    });
    setTimeout(() => { waiting = false; resolve(); }, WORDS_WAIT_MS);
    const request: WordsRequest = { type: 'words?' };
    context.postMessage!(request);
  });
}

export function activate(context?: RendererContext): RendererApi {
  const words = askForWords(context);
  return {
    renderOutputItem: async (item, element, signal) => {
      await words;
      if (!signal.aborted) render(item, element);
    },
    disposeOutputItem: (id) => {
      for (const [key, chart] of charts) {
        if (id === undefined || key === id) {
          chart.dispose();
          charts.delete(key);
        }
      }
      if (id === undefined) shown.clear();
      else shown.delete(id);
    },
  };
}
