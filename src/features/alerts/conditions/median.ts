// "Interactions vs 7-day median": the latest day's interactions against the median of the seven
// days before it, in percent (250 = 2.5 times); the derivation itself is the catalogue's. Pure.
import type { TimeSeriesPoint } from '../../../service/api/types';
import { vsMedian as dailyVsMedian } from '../../../shared/figures/derive';
import { valuesOf } from './points';

/** The latest day against the median of the seven before it, in percent (250 = 2.5 times). */
export function vsMedian(points: readonly TimeSeriesPoint[]): number | undefined {
  return dailyVsMedian(valuesOf(points, 'interactions').map(([, v]) => v));
}
