// The figures Social Pulse computes itself, one function each, called by every surface that shows
// them: a topic's overall sentiment from its networks, a share of a whole, a change between two
// values, a series indexed to 100, a day against the usual day. (The figures over a comparison's
// period are src/shared/queries/periodFigures.ts's.) Pure.
import type { SentimentDetail } from '../../service/api/types';

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Derived values are kept to one decimal: the value a report or CSV writes is the one every screen rounds. */
function tenths(n: number): number {
  return Math.round(n * 10) / 10;
}

/**
 * A topic's or category's sentiment from its summary: each network's share of positive posts
 * (`types_sentiment`, already weighted by interactions) weighted by the network's interactions in
 * the last 24 hours, as the service weights posts; the plain mean where no interactions are known.
 * To one decimal.
 */
export function topicSentiment(s: { types_sentiment: Readonly<Record<string, number>>; types_interactions: Readonly<Record<string, number>> }): number | undefined {
  let sum = 0;
  let weight = 0;
  const values: number[] = [];
  for (const [network, value] of Object.entries(s.types_sentiment)) {
    if (!finite(value)) continue;
    values.push(value);
    const w = s.types_interactions[network];
    const wt = finite(w) && w > 0 ? w : 0;
    sum += value * wt;
    weight += wt;
  }
  if (weight > 0) return tenths(sum / weight);
  return values.length ? tenths(values.reduce((a, b) => a + b, 0) / values.length) : undefined;
}

/** The share of positive posts counted one each (not weighted by interactions), in percent; to one decimal. */
export function positiveShare(detail: SentimentDetail | undefined): number | undefined {
  if (!detail) return undefined;
  const parts = [detail.positive, detail.neutral, detail.negative].map((v) => (finite(v) && v > 0 ? v : 0));
  const total = parts[0]! + parts[1]! + parts[2]!;
  return total > 0 ? tenths((parts[0]! / total) * 100) : undefined;
}

/**
 * Whether the bucket of a series that starts at `time` (a day or an hour of `step` seconds) had
 * not ended when the answer was generated: its values are the day or hour so far, not a whole
 * one, so a change against it or a comparison with whole ones says so.
 */
export function bucketSoFar(time: number, step: number, generated: number): boolean {
  return Number.isFinite(generated) && time + step > generated;
}

/** `part` as a percent of `whole` (unrounded: bars and layouts use it). */
export function shareOf(part: number | undefined, whole: number | undefined): number | undefined {
  return finite(part) && finite(whole) && whole > 0 ? (Math.max(0, part) / whole) * 100 : undefined;
}

/** The change from `from` to `to` in percent of `from`; undefined when there is nothing to change from. */
export function percentChange(from: number | undefined, to: number | undefined): number | undefined {
  return finite(from) && finite(to) && from !== 0 ? ((to - from) / Math.abs(from)) * 100 : undefined;
}

/** Each value as a percent of the first non-zero one (100 at the start); nulls stay null. */
export function indexTo100(values: readonly (number | null)[]): (number | null)[] {
  const base = values.find((v): v is number => v !== null && finite(v) && v !== 0);
  return values.map((v) => (v === null || base === undefined || !finite(v) ? null : (v / base) * 100));
}

function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** The latest of daily values against the median of the (up to) seven days before it, in percent (250 = 2.5 times). */
export function vsMedian(dailyValues: readonly number[]): number | undefined {
  if (dailyValues.length < 4) return undefined;
  const last = dailyValues[dailyValues.length - 1]!;
  const usual = median(dailyValues.slice(-8, -1));
  return usual > 0 ? (last / usual) * 100 : undefined;
}
