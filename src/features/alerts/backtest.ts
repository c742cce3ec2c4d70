// Where a rule would have fired over the last days of its series: one check at every point, each
// seeing only the series up to that point, through the live checker's own `evaluate` (arming,
// cool-down, re-arming), so the count is the one the rule would have produced. Pure.
import * as l10n from '../../shared/format/l10n';
import type { TimeSeriesPoint } from '../../service/api/types';
import type { Bucket } from '../../service/api/values';
import { readSeries } from './conditions/judge';
import { valuesOf } from './conditions/points';
import type { RuleState } from './core/evaluate';
import { evaluate, initialState } from './core/evaluate';
import type { AlertRule } from './core/model';
import { METRIC_INFO } from './core/model';
import { backtestAsk, seriesSubject } from './needs';

export interface BacktestPoint {
  /** ms since the epoch. */
  time: number;
  value: number;
}

export interface Backtest {
  /** Where it would have fired: the point's time and the value judged. */
  firings: BacktestPoint[];
  /** The figure over the replayed span, for the chart (empty when the series lacks it). */
  line: BacktestPoint[];
  /** Checks replayed: one per point. */
  checks: number;
  /** ms since the epoch of the first check replayed. */
  from?: number;
  /** Checks at which the condition could be told (the first ones lack history). */
  judged: number;
  bucket: Bucket;
  /** Why nothing could be replayed (a figure with no series). */
  problem?: string;
}

export interface BacktestOptions {
  /** ms: replay the checks from here on; the points before are history only (what the windows look back on). */
  since?: number;
}

/** Why `rule` cannot be replayed: its figure, or its subject, has no time series. */
export function replayProblem(rule: AlertRule): string | undefined {
  if (!backtestAsk(rule)) return l10n.t('{0} has no time series to replay.', METRIC_INFO[rule.metric].label);
  if (!seriesSubject(rule.subject)) return l10n.t('A {0} has no time series to replay.', rule.subject.kind);
  return undefined;
}

export function backtest(rule: AlertRule, series: readonly TimeSeriesPoint[], options: BacktestOptions = {}): Backtest {
  const ask = backtestAsk(rule);
  const bucket = ask?.bucket ?? 'hour';
  const empty: Backtest = { firings: [], line: [], checks: 0, judged: 0, bucket };
  if (!ask) return { ...empty, problem: replayProblem(rule) };
  const points = [...series].sort((a, b) => a.time - b.time);
  const since = options.since ?? -Infinity;
  // a figure derived from the series (vs the 7-day median) is drawn as each check read it, so the
  // line and the firings are one figure; the others are the series' own field
  const derived = rule.metric === 'interactionsVsMedian';
  const field = derived ? undefined : METRIC_INFO[rule.metric].series;
  const line = field ? valuesOf(points, field).filter(([t]) => t * 1000 >= since).map(([t, value]) => ({ time: t * 1000, value })) : [];
  const live: AlertRule = { ...rule, paused: false };
  let state: RuleState = initialState();
  const firings: BacktestPoint[] = [];
  let judged = 0;
  let checks = 0;
  let from: number | undefined;
  for (let i = 0; i < points.length; i++) {
    const at = points[i]!.time * 1000;
    if (at < since) continue;
    checks++;
    from ??= at;
    const reading = readSeries(live, { [bucket]: points.slice(0, i + 1) });
    if (derived && reading.value !== undefined) line.push({ time: at, value: reading.value });
    const { state: next, fired } = evaluate(live, state, { value: reading.value, verdict: reading.verdict, at }, at);
    if (next.status !== 'waiting') judged++;
    state = next;
    if (fired) firings.push({ time: at, value: fired.to });
  }
  return { ...empty, firings, line, checks, judged, ...(from === undefined ? {} : { from }) };
}

/**
 * The days `b` replayed of the `asked` ones up to `now`: all of them, or fewer when its series
 * starts later (a plan's last week, a coin listed yesterday), at least one.
 */
export function daysReplayed(b: Backtest, now: number, asked: number): number {
  if (b.from === undefined) return asked;
  const bucket = b.bucket === 'day' ? 86_400_000 : 3_600_000;
  const since = now - asked * 86_400_000;
  return b.from - since <= bucket ? asked : Math.max(1, Math.min(asked, Math.round((now - b.from) / 86_400_000)));
}

/** "Would have fired 4 times in the last 30 days." */
export function backtestText(b: Backtest, days: number): string {
  if (b.problem) return b.problem;
  if (!b.checks) return l10n.t('No data to replay.');
  const judged = b.bucket === 'day' ? l10n.t('{0} of {1} days could be judged', b.judged, b.checks) : l10n.t('{0} of {1} hours could be judged', b.judged, b.checks);
  const span = days === 1 ? l10n.t('in the last day') : l10n.t('in the last {0} days', days);
  if (!b.firings.length) return l10n.t('Would never have fired {0} ({1}).', span, judged);
  return b.firings.length === 1 ? l10n.t('Would have fired once {0} ({1}).', span, judged)
    : l10n.t('Would have fired {0} times {1} ({2}).', b.firings.length, span, judged);
}
