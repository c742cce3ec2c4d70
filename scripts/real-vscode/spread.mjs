// How the benches print a set of timings: the median, the middle half, the range and the count.

/** The value at quantile `q` of `sorted` (ascending): the lower of the two middle ones for an even count. */
export function quantile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** The median of `values` (any order). */
export function median(values) {
  return quantile([...values].sort((a, b) => a - b), 0.5);
}

/** "median 12.3 ms (middle half 10.1–14.0 ms, all 9.8–20.2 ms, n=20)"; `digits` after the point. */
export function spread(values, digits = 1) {
  const xs = [...values].sort((a, b) => a - b);
  if (!xs.length) return 'nothing measured';
  const f = (n) => n.toFixed(digits);
  return `median ${f(quantile(xs, 0.5))} ms (middle half ${f(quantile(xs, 0.25))}–${f(quantile(xs, 0.75))} ms, `
    + `all ${f(xs[0])}–${f(xs[xs.length - 1])} ms, n=${xs.length})`;
}
