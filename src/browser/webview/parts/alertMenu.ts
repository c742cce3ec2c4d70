// "Add Alert…" on a panel and "Alert Me When…" on a chart point. The header button asks the
// host to run the alert flow on the panel's item; a right-click on a chart marks the point under
// the pointer (the nearest line at that time) for VS Code's `webview/context` menu.
import * as l10n from '../../../shared/format/l10n';
import type uPlot from 'uplot';
import { CHART_POINT_SECTION, type ChartPointContext } from '../../../shared/protocol/chartPoint';
import type { MetricKey } from '../../../shared/protocol/metrics';
import { button } from '../dom';
import { post } from '../host';

export function addAlertButton(): HTMLButtonElement {
  return button(l10n.t('Add Alert…'), () => post({ type: 'itemAction', action: 'addAlert' }), { icon: 'bell', class: 'button secondary' });
}

/** The value of the line nearest the pointer at the pointer's time, or undefined off the plot. */
function pointAt(u: uPlot, e: MouseEvent): { metric: MetricKey; value: number } | undefined {
  const rect = u.over.getBoundingClientRect();
  const x = e.clientX - rect.left;
  const y = e.clientY - rect.top;
  if (x < 0 || y < 0 || x > rect.width || y > rect.height) return undefined;
  const idx = u.posToIdx(x);
  let best: { metric: MetricKey; value: number; distance: number } | undefined;
  u.series.forEach((s, i) => {
    const value = u.data[i]?.[idx];
    // series 0 is time; each metric line has the metric's key as its scale
    if (i === 0 || !s.show || !s.scale || typeof value !== 'number') return;
    const distance = Math.abs(u.valToPos(value, s.scale) - y);
    if (!best || distance < best.distance) best = { metric: s.scale as MetricKey, value, distance };
  });
  return best && { metric: best.metric, value: best.value };
}

/** Marks right-clicks on the chart drawn in `body` with the point under the pointer. */
export function alertOnChartPoint(body: HTMLElement, plot: () => uPlot | undefined): void {
  body.addEventListener('contextmenu', (e) => {
    const u = plot();
    const point = u && pointAt(u, e);
    if (!point) {
      body.removeAttribute('data-vscode-context');
      return;
    }
    const context: ChartPointContext = { webviewSection: CHART_POINT_SECTION, ...point, preventDefaultContextMenuItems: true };
    // read by VS Code as the event bubbles on to the page
    body.setAttribute('data-vscode-context', JSON.stringify(context));
  });
}
