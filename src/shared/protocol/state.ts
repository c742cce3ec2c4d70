// What a webview keeps with `setState` and a serializer gets back after a reload: the item and
// the person's choices. State comes back from disk, possibly from an older version, so it is
// read field by field: a bad choice falls back to its default, a bad item drops the state.
import type { ReportFormat } from '../../service/api/types';
import type { ItemRef } from '../items';
import { isObj } from './check';
import { isCompareSubjects, isSeriesMetric, type SeriesMetric } from './compare';
import { isCoinsView, isOpenableRef, isPostsQuery, isPriceChartState, isRuleId, isSeriesQuery, isViewKind } from './guards';
import { isReportFormat } from './report';
import { isChartZoom, isTablePlace, type ChartZoom, type TablePlace } from './viewPlace';
import type { CoinSource, CoinsView, KeptChoices, PostsQuery, PriceChartState, SeriesQuery, ViewKind } from './views';

export interface UiState {
  series?: SeriesQuery;
  /** Metric keys drawn in the chart. */
  metrics?: string[];
  posts?: PostsQuery;
  coinSource?: CoinSource;
  coins?: CoinsView;
  /** Sort of a category's topics table. */
  topicsSort?: { key: string; desc: boolean };
  /** Where a category's topics table was: the topic at the top of the view (this panel's only). */
  topicsPlace?: TablePlace;
  /** Format shown in a report panel. */
  reportFormat?: ReportFormat;
  /** A comparison's charted metric, and whether it is normalised to 100 at the start (else raw). */
  compareMetric?: SeriesMetric;
  normalised?: boolean;
  /** A market panel's price chart: candles or lines, and whether prices are on a log scale. */
  priceChart?: PriceChartState;
  /** Where a market table was: its rows in view and its active row (this panel's only, never kept for the next). */
  table?: TablePlace;
  /** The panel's time chart's zoom (the series', the comparison's or the backtest's), over the range it loads (this panel's only). */
  zoom?: ChartZoom;
  /** The panel's time chart's points shown as a table (its "Show as table" open). */
  pointsTable?: boolean;
}

export interface PanelState {
  v: 1;
  view: ViewKind;
  ref: ItemRef;
  /** A comparison's items (its `ref` is the first). */
  subjects?: ItemRef[];
  /** A backtest's alert rule (its id): a reload restores the tab on it. */
  rule?: string;
  ui: UiState;
}

function readUi(v: unknown): UiState {
  if (!isObj(v)) return {};
  const ui: UiState = {};
  if (isSeriesQuery(v.series)) ui.series = v.series;
  if (Array.isArray(v.metrics) && v.metrics.length <= 32) {
    ui.metrics = v.metrics.filter((m): m is string => typeof m === 'string' && m.length <= 64);
  }
  if (isPostsQuery(v.posts)) ui.posts = v.posts;
  if (v.coinSource === 'v1' || v.coinSource === 'v2') ui.coinSource = v.coinSource;
  if (isCoinsView(v.coins)) ui.coins = v.coins;
  const ts = v.topicsSort;
  if (isObj(ts) && typeof ts.key === 'string' && ts.key.length <= 64 && typeof ts.desc === 'boolean') {
    ui.topicsSort = { key: ts.key, desc: ts.desc };
  }
  if (isReportFormat(v.reportFormat)) ui.reportFormat = v.reportFormat;
  if (isSeriesMetric(v.compareMetric)) ui.compareMetric = v.compareMetric;
  if (typeof v.normalised === 'boolean') ui.normalised = v.normalised;
  if (isPriceChartState(v.priceChart)) ui.priceChart = { mode: v.priceChart.mode, log: v.priceChart.log };
  if (isTablePlace(v.table)) ui.table = readTablePlace(v.table);
  if (isTablePlace(v.topicsPlace)) ui.topicsPlace = readTablePlace(v.topicsPlace);
  if (isChartZoom(v.zoom)) ui.zoom = { min: v.zoom.min, max: v.zoom.max };
  if (typeof v.pointsTable === 'boolean') ui.pointsTable = v.pointsTable;
  return ui;
}

function readTablePlace(v: TablePlace): TablePlace {
  const place: TablePlace = { top: v.top };
  if (v.active !== undefined) place.active = v.active;
  if (v.focused) place.focused = true;
  return place;
}

/** The state if its view and item are valid (UI choices repaired), else undefined. */
export function readPanelState(v: unknown): PanelState | undefined {
  if (!isObj(v) || v.v !== 1 || !isViewKind(v.view) || !isOpenableRef(v.ref)) return undefined;
  if (v.view === 'backtest' && isRuleId(v.rule)) return { v: 1, view: v.view, ref: v.ref, rule: v.rule, ui: readUi(v.ui) };
  if (v.view !== 'compare') return { v: 1, view: v.view, ref: v.ref, ui: readUi(v.ui) };
  return isCompareSubjects(v.subjects) ? { v: 1, view: v.view, ref: v.subjects[0]!, subjects: v.subjects, ui: readUi(v.ui) } : undefined;
}

/** What of a panel's choices the next panel of its kind starts with (`KeptChoices`). */
export function keptChoices(ui: UiState): KeptChoices {
  const kept: KeptChoices = {};
  if (ui.coins) kept.coins = { ...ui.coins, filter: '' };
  if (ui.series && ui.series.start === undefined && ui.series.end === undefined) kept.series = ui.series;
  if (ui.metrics?.length) kept.metrics = ui.metrics;
  if (ui.priceChart) kept.priceChart = ui.priceChart;
  return kept;
}

/**
 * The kept choices of `now` that differ from `sent` (each choice on its own), or undefined: what a
 * panel sends, so that its unchanged choices do not put back newer ones made in another panel.
 */
export function changedChoices(sent: KeptChoices, now: KeptChoices): KeptChoices | undefined {
  const changed: KeptChoices = {};
  if (now.coins && JSON.stringify(now.coins) !== JSON.stringify(sent.coins)) changed.coins = now.coins;
  if (now.series && JSON.stringify(now.series) !== JSON.stringify(sent.series)) changed.series = now.series;
  if (now.metrics && JSON.stringify(now.metrics) !== JSON.stringify(sent.metrics)) changed.metrics = now.metrics;
  if (now.priceChart && JSON.stringify(now.priceChart) !== JSON.stringify(sent.priceChart)) changed.priceChart = now.priceChart;
  return Object.keys(changed).length ? changed : undefined;
}
