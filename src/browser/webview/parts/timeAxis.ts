// The time axis's range and the points drawn as markers, as pure functions of the data: lines
// have no point markers, so a value with no neighbour (a series of one point, a point between
// gaps) would draw nothing, and uPlot spans a single time with 86,400 of the axis's units: with
// times in seconds, over two years.

/** Seconds of a bucket the service names (`hour`, `day`); an hour for anything else. */
export function bucketSeconds(bucket: string | undefined): number {
  return bucket === 'day' ? 86_400 : 3_600;
}

/**
 * The x range: one bucket either side of a single time, so the point sits in the middle of a
 * short axis; otherwise the range asked for (the data's, or a zoom's).
 */
export function timeAxisRange(times: ArrayLike<number>, min: number | null, max: number | null, step: number): [number | null, number | null] {
  const n = times.length;
  if (n > 0 && times[0] === times[n - 1]) return [times[0]! - step, times[0]! + step];
  return [min, max];
}

/** Indices of values with no value beside them, which a line alone would not show; null when none. */
export function isolatedPoints(values: ArrayLike<number | null | undefined>): number[] | null {
  const out: number[] = [];
  const n = values.length;
  for (let i = 0; i < n; i++) {
    if (values[i] == null) continue;
    if ((i === 0 || values[i - 1] == null) && (i === n - 1 || values[i + 1] == null)) out.push(i);
  }
  return out.length ? out : null;
}
