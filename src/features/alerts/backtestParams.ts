// The numbers of a rule a person adjusts while a backtest shows where it would have fired: k and
// the window of unusual activity, x, y and the window of a divergence, the level or the points of a
// sentiment turn, the line, the percentage or N of the others. Pure.
import * as l10n from '../../shared/format/l10n';
import type { BacktestParam } from '../../shared/protocol/backtest';
import type { Condition, Metric } from './core/model';
import { changesInPoints, FALL_PERCENT_MAX, METRIC_INFO, pointsChangeMax, SERIES_WINDOW_HOURS_MAX, TOP_N_MAX, UNUSUAL_K_MAX, UNUSUAL_WINDOW_DAYS, WINDOW_MAX_MINUTES } from './core/model';

const WINDOW_HOURS = { min: 1, max: SERIES_WINDOW_HOURS_MAX, step: 1 };

/** The adjustable numbers of a condition (on `metric`, where known), with their bounds; its main number first. */
export function paramsOf(c: Condition, metric?: Metric): BacktestParam[] {
  switch (c.kind) {
    case 'unusual': return [
      { id: 'k', label: l10n.t('k (deviations above the usual)'), value: c.k, min: 0.5, max: UNUSUAL_K_MAX, step: 0.5 },
      { id: 'windowDays', label: l10n.t('Trailing window (days)'), value: c.windowDays, min: UNUSUAL_WINDOW_DAYS.min, max: UNUSUAL_WINDOW_DAYS.max, step: 1 },
    ];
    case 'diverges': return [
      { id: 'risePercent', label: l10n.t('x: rises by at least (%)'), value: c.risePercent, min: 1, max: 1000, step: 1 },
      { id: 'pricePercent', label: l10n.t('y: while the price moves less than (%)'), value: c.pricePercent, min: 0.5, max: 100, step: 0.5 },
      { id: 'windowHours', label: l10n.t('Window (hours)'), value: c.windowHours, ...WINDOW_HOURS },
    ];
    case 'sentimentCrosses': return [{ id: 'level', label: l10n.t('Level (% positive)'), value: c.level, min: 0, max: 100, step: 1 }];
    case 'sentimentDrops': return [
      { id: 'points', label: l10n.t('Drops by (points)'), value: c.points, min: 1, max: 100, step: 1 },
      { id: 'windowHours', label: l10n.t('Window (hours)'), value: c.windowHours, ...WINDOW_HOURS },
    ];
    case 'changesBy': return [
      metric && changesInPoints(metric)
        // as far as the figure's values reach (0 to 100: 100 points)
        ? { id: 'percent', label: l10n.t('Changes by (points)'), value: c.percent, min: 0.1, max: pointsChangeMax(metric) ?? 1000, step: 0.1 }
        : { id: 'percent', label: l10n.t('Changes by (%)'), value: c.percent, min: 0.1, max: c.direction === 'down' ? FALL_PERCENT_MAX : 1000, step: 0.1 },
      { id: 'windowMinutes', label: l10n.t('Window (minutes)'), value: c.windowMinutes, min: 1, max: WINDOW_MAX_MINUTES, step: 1 },
    ];
    case 'entersTop': return [{ id: 'n', label: 'N', value: c.n, min: 1, max: TOP_N_MAX, step: 1 }];
    default: {
      // the values the figure takes, so the box says why a line it never reaches is refused
      const range = metric ? METRIC_INFO[metric].range : undefined;
      return [{ id: 'value', label: l10n.t('The line'), value: c.value, min: range?.min ?? -1e15, max: range?.max ?? 1e15, step: 0.0001 }];
    }
  }
}

/** The condition with the values of its own numbers replaced (other ids are ignored; bounds are the model's to check). */
export function withParams(c: Condition, values: Readonly<Record<string, number>>): Condition {
  const own = new Set(paramsOf(c).map((p) => p.id));
  const changes = Object.fromEntries(Object.entries(values).filter(([id, v]) => own.has(id) && Number.isFinite(v)));
  return { ...c, ...changes } as Condition;
}
