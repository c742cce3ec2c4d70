// Unusual activity: the latest hour (or day) against the same hour of each of the trailing days
// (or the trailing days), in robust deviations: (value - median) / (1.4826 × MAD), the MAD scaled
// to a standard deviation of normal data. A spread under 1% of the median counts as 1% of it, so
// a flat window (MAD 0) fires only on a real jump, not on any wiggle. Pure.
import * as l10n from '../../../shared/format/l10n';
import type { Condition } from '../core/model';
import { at, mad, median, type Values } from './points';
import { SECONDS, type Verdict } from './verdict';

type Unusual = Extract<Condition, { kind: 'unusual' }>;

/** Fewer earlier values than this say nothing about what is usual. */
export const MIN_BASELINE = 3;
const MAD_TO_SD = 1.4826;
const SPREAD_FLOOR = 0.01;

/** How spread the usual values are, as one standard deviation (never 0). */
export function robustSpread(values: readonly number[], m: number): number {
  const spread = Math.max(MAD_TO_SD * mad(values, m), SPREAD_FLOOR * Math.abs(m));
  return spread > 0 ? spread : 1;
}

export function unusualVerdict(c: Unusual, values: Values): Verdict {
  const last = values[values.length - 1];
  if (!last) return { holds: undefined, note: l10n.t('No value in the series yet.') };
  const [time, value] = last;
  const usual: number[] = [];
  for (let d = 1; d <= c.windowDays; d++) {
    const v = at(values, time - d * SECONDS.day);
    if (v !== undefined) usual.push(v);
  }
  if (usual.length < MIN_BASELINE) {
    return { holds: undefined, value, time, note: l10n.t('Needs at least {0} earlier days to know what is usual (has {1}).', MIN_BASELINE, usual.length) };
  }
  const m = median(usual);
  const score = (value - m) / robustSpread(usual, m);
  return { holds: score >= c.k, value, from: m, time, note: l10n.t('{0} deviations from the usual', round(score)) };
}

function round(n: number): string {
  return n.toLocaleString('en-US', { maximumFractionDigits: 1 });
}
