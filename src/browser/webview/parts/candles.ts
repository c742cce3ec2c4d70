// A coin's price chart as candles, as pure functions of the series' points: the columns uPlot is
// given (a point missing any of open, high, low or close is no candle, never a zero), which of
// them a log scale can draw, and the ranges that keep the candles above the volume bars drawn
// in a lower band of the same chart.
import type { ChartPoint } from '../../../shared/protocol/metrics';

export interface CandleColumns {
  open: (number | null)[];
  high: (number | null)[];
  low: (number | null)[];
  close: (number | null)[];
  /** The series' `volume_24h` at each point; null where it has none. */
  volume: (number | null)[];
  /** Points with all four prices: candles drawn. */
  candles: number;
}

function num(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

/**
 * Each point's candle. A point missing one of its four prices has none (all four null), so a
 * hole in the series is a gap, not a candle drawn to zero; its volume stands on its own.
 */
export function candleColumns(points: readonly ChartPoint[]): CandleColumns {
  const n = points.length;
  const c: CandleColumns = { open: new Array(n), high: new Array(n), low: new Array(n), close: new Array(n), volume: new Array(n), candles: 0 };
  for (let i = 0; i < n; i++) {
    const p = points[i]!;
    const o = num(p.open);
    const hi = num(p.high);
    const lo = num(p.low);
    const cl = num(p.close);
    const whole = o !== null && hi !== null && lo !== null && cl !== null;
    c.open[i] = whole ? o : null;
    c.high[i] = whole ? hi : null;
    c.low[i] = whole ? lo : null;
    c.close[i] = whole ? cl : null;
    c.volume[i] = num(p.volume_24h);
    if (whole) c.candles++;
  }
  return c;
}

/** Whether the points can be drawn as candles: at least one has all four prices. */
export function hasCandles(points: readonly ChartPoint[]): boolean {
  return points.some((p) => num(p.open) !== null && num(p.high) !== null && num(p.low) !== null && num(p.close) !== null);
}

/**
 * The candles a log scale can draw: a logarithm has no value at zero or below, so a candle
 * whose low is not above zero is left out (a gap) rather than drawn at a made-up level.
 * Returns the columns and how many candles were left out.
 */
export function logSafeCandles(c: CandleColumns): { columns: CandleColumns; dropped: number } {
  let dropped = 0;
  const n = c.close.length;
  const out: CandleColumns = { ...c, open: [...c.open], high: [...c.high], low: [...c.low], close: [...c.close] };
  for (let i = 0; i < n; i++) {
    const low = c.low[i];
    if (low === null || low === undefined || low > 0) continue;
    out.open[i] = out.high[i] = out.low[i] = out.close[i] = null;
    dropped++;
  }
  out.candles = c.candles - dropped;
  return { columns: out, dropped };
}

/** A line's values a log scale can draw: zero and below become gaps. Returns them and how many were left out. */
export function logSafeColumn(column: readonly (number | null)[]): { column: (number | null)[]; dropped: number } {
  let dropped = 0;
  const out = column.map((v) => {
    if (v === null || v > 0) return v;
    dropped++;
    return null;
  });
  return { column: out, dropped };
}

/** The share of the plot's height the volume bars take, at the bottom. */
export const VOLUME_BAND = 0.22;
/** The candles stay above the band, with a small gap. */
const PRICE_FLOOR = VOLUME_BAND + 0.06;
const HEADROOM = 0.04;

/**
 * The price scale's range, so the candles fill the plot above the volume band: on a log scale,
 * computed on the logarithms (equal heights are equal percentage moves). Null when there is
 * nothing to draw (uPlot then keeps its own).
 */
export function priceRange(min: number | null, max: number | null, log: boolean): [number | null, number | null] {
  if (min === null || max === null || !Number.isFinite(min) || !Number.isFinite(max)) return [min, max];
  if (log) {
    if (min <= 0 || max <= 0) return [min, max];
    const lo = Math.log10(min);
    const hi = Math.log10(max);
    const span = hi - lo || Math.abs(lo) * 0.01 || 0.01;
    return [10 ** (lo - span * PRICE_FLOOR / (1 - PRICE_FLOOR - HEADROOM)), 10 ** (hi + span * HEADROOM / (1 - PRICE_FLOOR - HEADROOM))];
  }
  const span = max - min || Math.abs(max) * 0.01 || 1;
  return [min - span * PRICE_FLOOR / (1 - PRICE_FLOOR - HEADROOM), max + span * HEADROOM / (1 - PRICE_FLOOR - HEADROOM)];
}

/** The volume scale's range: from zero, so the tallest bar fills the band at the bottom. */
export function volumeRange(max: number | null): [number, number] {
  const top = max !== null && Number.isFinite(max) && max > 0 ? max : 1;
  return [0, top / VOLUME_BAND];
}

/**
 * The ticks of a log scale from `min` to `max`: round prices (1, 2 and 5 of each power of ten),
 * or every whole step of one (1 to 9) when those are fewer than three, less any that would crowd
 * a rounder one; over a range too narrow for either to give four (a week of a large coin's price),
 * evenly spaced round prices, as a linear axis would have: a log scale that narrow is near enough
 * linear. None at zero or below.
 */
export function logTicks(min: number, max: number): number[] {
  if (!(min > 0) || !(max > min) || !Number.isFinite(max)) return [];
  const ticks = (steps: readonly number[]): number[] => {
    const out: number[] = [];
    for (let power = Math.floor(Math.log10(min)); power <= Math.ceil(Math.log10(max)); power++) {
      for (const step of steps) {
        // to the power's own digits: 3 × 0.1 is 0.30000000000000004
        const v = Number((step * 10 ** power).toPrecision(12));
        if (v >= min && v <= max) out.push(v);
      }
    }
    return out;
  };
  const round = ticks([1, 2, 5]);
  if (round.length >= 3) return spaced(round, min, max);
  const whole = ticks([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  return whole.length >= MIN_LOG_TICKS ? spaced(whole, min, max) : evenTicks(min, max);
}

/** Ticks closer than this share of a log axis's height crowd their labels: the less round of two is left out. */
const MIN_LOG_GAP = 0.1;

/** How round a price is: 0 for a power of ten, 1 for 2 or 5 of one, 2 else. */
function roundness(v: number): number {
  const leading = Number((v / 10 ** Math.floor(Math.log10(v))).toPrecision(6));
  return leading === 1 ? 0 : leading === 2 || leading === 5 ? 1 : 2;
}

/** `ticks` without those that would crowd a rounder one on a log axis from `min` to `max`, in order. */
function spaced(ticks: readonly number[], min: number, max: number): number[] {
  const gap = MIN_LOG_GAP * Math.log10(max / min);
  const kept: number[] = [];
  for (const t of [...ticks].sort((a, b) => roundness(a) - roundness(b))) {
    if (kept.every((k) => Math.abs(Math.log10(t / k)) >= gap)) kept.push(t);
  }
  return kept.sort((a, b) => a - b);
}

/**
 * The ticks of a candle chart's log price axis, whose scale reaches below the lowest low to keep
 * room for the volume bars: chosen over the candles' own range (from `lowest`), else the round
 * prices down in the volume band would be chosen and hidden there, leaving one or two.
 */
export function logPriceTicks(min: number, max: number, lowest: number): number[] {
  return logTicks(Math.max(min, lowest), max);
}

/** Fewer whole steps than this on a log axis: evenly spaced ticks instead. */
const MIN_LOG_TICKS = 4;

/** A few evenly spaced round values (at most six; steps of 1, 2, 2.5 or 5 of a power of ten) from `min` to `max`. */
function evenTicks(min: number, max: number): number[] {
  const power = 10 ** Math.floor(Math.log10((max - min) / MIN_LOG_TICKS));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => (max - min) / s <= 6)!;
  const out: number[] = [];
  for (let v = Math.ceil(min / step) * step; v <= max; v += step) out.push(Number(v.toPrecision(12)));
  return out;
}

/** A candle as drawn: perhaps several points' candles merged into one. */
export interface DrawnCandle {
  /** The time it is drawn at (seconds): its point's, or the middle of its merged points'. */
  time: number;
  /** The first and last point in it (indexes into the series). */
  first: number;
  last: number;
  /** null: no point in it had all four prices (its volume may still be drawn). */
  open: number | null;
  high: number | null;
  low: number | null;
  close: number | null;
  volume: number | null;
}

/** The longer candles points may merge into (seconds): round hours, then round days. */
const MERGED_SPANS = [2, 3, 4, 6, 8, 12].map((h) => h * 3_600).concat([1, 2, 3, 7, 14, 30, 91, 182, 365].map((d) => d * 86_400));

/**
 * How long a candle is drawn (seconds) when points `step` apart are `room` pixels apart and a
 * candle needs `slot`: `step` itself when they fit, else the shortest round span (4 h, 2 days)
 * of whole steps whose candles are at least `slot` apart.
 */
export function candleSpan(step: number, room: number, slot: number): number {
  if (room >= slot || room <= 0) return step;
  const needed = (step * slot) / room;
  return MERGED_SPANS.find((s) => s >= needed && s % step === 0) ?? Math.ceil(needed / step) * step;
}

/**
 * The candles of `span` seconds from points at `times`, as a longer bucket would make them: the
 * points of each span (counted from 1970, so a 4 h candle starts at 00:00, 04:00…) make one
 * candle of the first open, the highest high, the lowest low, the last close and the last
 * volume (a 24 h volume is a rolling figure: its last value is the candle's, as the close is).
 */
export function mergeCandles(times: ArrayLike<number>, c: CandleColumns, span: number): DrawnCandle[] {
  const out: DrawnCandle[] = [];
  let current: DrawnCandle | undefined;
  let key = NaN;
  for (let i = 0; i < times.length; i++) {
    const k = Math.floor(times[i]! / span);
    if (!current || k !== key) {
      key = k;
      current = { time: times[i]!, first: i, last: i, open: null, high: null, low: null, close: null, volume: null };
      out.push(current);
    }
    current.last = i;
    current.time = (times[current.first]! + times[i]!) / 2;
    const volume = c.volume[i];
    if (volume !== null && volume !== undefined) current.volume = volume;
    const open = c.open[i];
    const high = c.high[i];
    const low = c.low[i];
    const close = c.close[i];
    if (open == null || high == null || low == null || close == null) continue;
    current.open ??= open;
    current.high = current.high === null ? high : Math.max(current.high, high);
    current.low = current.low === null ? low : Math.min(current.low, low);
    current.close = close;
  }
  return out;
}

/** Each point as its own candle. */
export function pointCandles(times: ArrayLike<number>, c: CandleColumns): DrawnCandle[] {
  return Array.from({ length: times.length }, (_, i) => ({
    time: times[i]!, first: i, last: i, open: c.open[i] ?? null, high: c.high[i] ?? null, low: c.low[i] ?? null, close: c.close[i] ?? null, volume: c.volume[i] ?? null,
  }));
}

/** Each point's candle in `candles` (by index), to read out the candle drawn under the cursor. */
export function candleOfPoint(candles: readonly DrawnCandle[], points: number): Int32Array {
  const of = new Int32Array(points);
  candles.forEach((candle, k) => of.fill(k, candle.first, candle.last + 1));
  return of;
}
