// "Interactions vs 7-day median": the latest day's interactions against the median of the seven
// days before it, in percent (250 = 2.5 times). Pure.
import type { TimeSeriesPoint } from '../../api/types';
import { median, valuesOf } from './points';

/** The latest day against the median of the seven before it, in percent (250 = 2.5 times). */
export function vsMedian(points: readonly TimeSeriesPoint[]): number | undefined {
  const values = valuesOf(points, 'interactions').map(([, v]) => v);
  if (values.length < 4) return undefined;
  const last = values[values.length - 1]!;
  const usual = median(values.slice(-8, -1));
  return usual > 0 ? (last / usual) * 100 : undefined;
}
