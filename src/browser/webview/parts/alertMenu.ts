// "Add Alert…" on a panel and "Alert Me When…" on a chart point. The header button asks the
// host to run the alert flow on the panel's item; a right-click on a chart marks the point under
// the pointer (the nearest line at that time) for VS Code's `webview/context` menu.
import * as l10n from '../../../shared/format/l10n';
import { CHART_POINT_SECTION, type ChartPointContext } from '../../../shared/protocol/chartPoint';
import type { MetricKey } from '../../../shared/protocol/metrics';
import { button } from '../dom';
import { post } from '../host';
import { nearestLine, type PlottedChart } from './chartPoint';

export function addAlertButton(): HTMLButtonElement {
  return button(l10n.t('Add Alert…'), () => post({ type: 'itemAction', action: 'addAlert' }), { icon: 'bell', class: 'button secondary' });
}

/** The real value of the line nearest the pointer at the pointer's time, or undefined off the plot. */
function pointAt({ plot: u, lines }: PlottedChart, e: MouseEvent): { metric: MetricKey; value: number } | undefined {
  const rect = u.over.getBoundingClientRect();
  const x = e.clientX - rect.left;
  const y = e.clientY - rect.top;
  if (x < 0 || y < 0 || x > rect.width || y > rect.height) return undefined;
  const idx = u.posToIdx(x);
  return nearestLine(lines, idx, y, (i) => {
    const s = u.series[i + 1];
    const drawn = lines[i]!.drawn ? lines[i]!.drawn![idx] : u.data[i + 1]?.[idx];
    return s?.show && s.scale && typeof drawn === 'number' ? u.valToPos(drawn, s.scale) : undefined;
  });
}

/** Marks right-clicks on the chart drawn in `body` with the point under the pointer. */
export function alertOnChartPoint(body: HTMLElement, plotted: () => PlottedChart | undefined): void {
  body.addEventListener('contextmenu', (e) => {
    const chart = plotted();
    const point = chart && pointAt(chart, e);
    if (!point) {
      body.removeAttribute('data-vscode-context');
      return;
    }
    const context: ChartPointContext = { webviewSection: CHART_POINT_SECTION, ...point, preventDefaultContextMenuItems: true };
    // read by VS Code as the event bubbles on to the page
    body.setAttribute('data-vscode-context', JSON.stringify(context));
  });
}
