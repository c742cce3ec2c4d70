// What a right-click on a chart point tells VS Code's `webview/context` menu: the webview sets it
// as `data-vscode-context` on the chart, VS Code shows "Alert Me When…" for it and passes it to
// the command. It comes from the webview, so the host checks it; the item is the panel's own.
import { isObj } from './check';
import { METRICS, type MetricKey } from './metrics';

export const CHART_POINT_SECTION = 'chartPoint';

export interface ChartPointContext {
  webviewSection: typeof CHART_POINT_SECTION;
  /** The line nearest the pointer, and its value at the pointer's time. */
  metric: MetricKey;
  value: number;
  /** Cut, Copy and Paste mean nothing on a chart. */
  preventDefaultContextMenuItems: true;
}

export function isChartPointContext(v: unknown): v is ChartPointContext {
  return isObj(v) && v.webviewSection === CHART_POINT_SECTION && METRICS.some((m) => m.key === v.metric)
    && typeof v.value === 'number' && Number.isFinite(v.value);
}

/**
 * The alert metric a chart line is, where one reads the same (interactions are alerted on against
 * their median): what "Alert Me When…" on a point of that line prefills.
 */
export const ALERT_METRIC_OF_SERIES: Readonly<Partial<Record<MetricKey, string>>> = {
  close: 'price', sentiment: 'sentiment', galaxy_score: 'galaxyScore', alt_rank: 'altRank', social_dominance: 'socialDominance', followers: 'followers',
};
