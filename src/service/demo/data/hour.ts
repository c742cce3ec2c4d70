// The demo world changes on the hour: every figure of "now" (list values, summaries, a series'
// last point, reports) is the figure at the start of the current hour, so a person who reads
// one figure in several places within the hour reads the same number everywhere.
const HOUR = 3600;

/** The moment (unix seconds) the figures at `nowSeconds` are of. */
export function worldHour(nowSeconds: number): number {
  return Math.floor(nowSeconds / HOUR) * HOUR;
}
