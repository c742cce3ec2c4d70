// A coin's candles (webview/parts/candles): built from the series' open, high, low and close with
// holes left as gaps, never zeros; a log scale leaves out what it cannot draw (zero and below);
// the price range keeps the candles above the volume band, on a linear and a log scale. The
// points come from the emulator's coin series, as the panel gets them.
import * as assert from 'node:assert/strict';
import type { TimeSeriesPoint } from '../../src/service/api/types';
import { candleColumns, candleOfPoint, candleSpan, hasCandles, logSafeCandles, logSafeColumn, logPriceTicks, logTicks, mergeCandles, priceRange, VOLUME_BAND, volumeRange } from '../../src/browser/webview/parts/candles';
import { btcWeekByHour } from './coin-series';

describe('charts: candles and a log scale', () => {
  // without the service's quirks (a figure sent as text...): the holes are made below, one of each
  const coin = btcWeekByHour();

  it('a candle per point of the emulator\'s coin series, with its volume', () => {
    assert.ok(coin.points.length > 100, `${coin.points.length} points`);
    assert.ok(hasCandles(coin.points));
    const c = candleColumns(coin.points);
    assert.equal(c.candles, coin.points.length);
    coin.points.forEach((p, i) => {
      assert.equal(c.open[i], p.open);
      assert.equal(c.close[i], p.close);
      assert.equal(c.volume[i], p.volume_24h);
      assert.ok(c.low[i]! <= Math.min(c.open[i]!, c.close[i]!) && c.high[i]! >= Math.max(c.open[i]!, c.close[i]!), `candle ${i}`);
    });
  });

  it('a point missing any of its four prices is no candle, not a candle at zero; its volume stays', () => {
    const holed: TimeSeriesPoint[] = coin.points.slice(0, 6).map((p) => ({ ...p }));
    delete holed[1]!.open;
    delete holed[2]!.high;
    holed[3]!.low = Number.NaN;
    delete holed[4]!.close;
    const c = candleColumns(holed);
    assert.equal(c.candles, 2);
    for (const i of [1, 2, 3, 4]) {
      assert.deepEqual([c.open[i], c.high[i], c.low[i], c.close[i]], [null, null, null, null], `point ${i}`);
      assert.equal(c.volume[i], holed[i]!.volume_24h);
    }
    assert.equal(c.close[5], holed[5]!.close);
    // a series with none of them (a topic's social series) offers no candles
    assert.equal(hasCandles([{ time: 1, interactions: 5 }, { time: 2, open: 1, high: 2, low: 1 }]), false);
  });

  it('a log scale leaves out candles and values at or below zero, and counts them', () => {
    const c = candleColumns([
      { time: 1, open: 2, high: 3, low: 1, close: 2.5 },
      { time: 2, open: 1, high: 2, low: 0, close: 1.5 },
      { time: 3, open: -1, high: 1, low: -2, close: 0.5 },
      { time: 4, open: 3, high: 4, low: 2, close: 3.5 },
    ]);
    const { columns, dropped } = logSafeCandles(c);
    assert.equal(dropped, 2);
    assert.equal(columns.candles, 2);
    assert.deepEqual(columns.low, [1, null, null, 2]);
    assert.deepEqual(columns.close, [2.5, null, null, 3.5]);
    // the linear columns are left as they were
    assert.deepEqual(c.low, [1, 0, -2, 2]);
    assert.deepEqual(logSafeColumn([5, 0, -3, null, 7]), { column: [5, null, null, null, 7], dropped: 2 });
  });

  it('the candles stay above the volume band, on a linear and on a log scale', () => {
    const above = (range: [number | null, number | null], min: number, log: boolean): number => {
      const [lo, hi] = range as [number, number];
      const f = (v: number): number => (log ? Math.log10(v) : v);
      // the share of the plot's height below the lowest low
      return (f(min) - f(lo)) / (f(hi) - f(lo));
    };
    for (const log of [false, true]) {
      const range = priceRange(80_000, 90_000, log);
      assert.ok(range[0]! > 0 || !log, 'a log range stays above zero');
      const share = above(range, 80_000, log);
      assert.ok(share > VOLUME_BAND && share < VOLUME_BAND + 0.1, `${log ? 'log' : 'linear'}: lowest low at ${share.toFixed(3)} of the height`);
    }
    // a flat series still has a range
    const flat = priceRange(1, 1, true);
    assert.ok(flat[0]! < 1 && flat[1]! > 1);
    // a log range is not made up around zero or below: uPlot keeps its own
    assert.deepEqual(priceRange(0, 5, true), [0, 5]);
    const [vlo, vhi] = volumeRange(3e10);
    assert.equal(vlo, 0);
    assert.ok(Math.abs(3e10 / vhi - VOLUME_BAND) < 1e-9, 'the tallest bar fills the band');
    assert.deepEqual(volumeRange(null), [0, 1 / VOLUME_BAND]);
  });

  it('a log scale\'s ticks are round prices, and none at zero or below', () => {
    assert.deepEqual(logTicks(15_000, 320_000), [20_000, 50_000, 100_000, 200_000]);
    assert.deepEqual(logTicks(0.003, 0.9), [0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5]);
    // a range too narrow for four whole steps (a week of Bitcoin): evenly spaced round prices
    assert.deepEqual(logTicks(78_000, 96_000), [80_000, 85_000, 90_000, 95_000]);
    assert.deepEqual(logTicks(80_100, 84_900), [81_000, 82_000, 83_000, 84_000]);
    assert.deepEqual(logTicks(99.5, 100.4), [99.6, 99.8, 100, 100.2]);
    assert.deepEqual(logTicks(2_400, 3_100), [2_400, 2_600, 2_800, 3_000]);
    // two round prices are too few: every whole step, less those that crowd a rounder one (90,000 beside 100,000)
    assert.deepEqual(logTicks(71_000, 310_000), [80_000, 100_000, 200_000, 300_000]);
    // six decades: the powers of ten, not 2 and 5 of each crowded between them
    assert.deepEqual(logTicks(1, 1_000_000), [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000]);
    assert.deepEqual(logTicks(0, 100), []);
    assert.deepEqual(logTicks(-5, 100), []);
  });

  it('a log price axis takes its ticks over the candles, not over the room below them kept for the volume', () => {
    const [min, max] = priceRange(65_000, 280_000, true) as [number, number];
    assert.ok(min < 50_000, `the scale reaches below the lowest low, to ${min}`);
    // ticks over the whole scale, then those in the volume band hidden: two left
    assert.deepEqual(logTicks(min, max).filter((v) => v >= 65_000), [100_000, 200_000]);
    assert.deepEqual(logPriceTicks(min, max, 65_000), [70_000, 100_000, 200_000, 300_000]);
  });

  it('candles too close to draw merge into round spans as a longer bucket would: first open, highest high, lowest low, last close and volume', () => {
    const H = 3_600;
    const c = candleColumns([
      { time: 0, open: 10, high: 12, low: 9, close: 11, volume_24h: 100 },
      { time: H, open: 11, high: 15, low: 10, close: 14, volume_24h: 120 },
      { time: 2 * H, volume_24h: 130 },
      { time: 4 * H, open: 14, high: 14.5, low: 8, close: 9, volume_24h: 90 },
      { time: 5 * H, open: 9, high: 10, low: 7, close: 8 },
    ]);
    // 4 h candles from midnight: the first three points in one, the last two in the next
    assert.deepEqual(mergeCandles([0, H, 2 * H, 4 * H, 5 * H], c, 4 * H), [
      { time: H, first: 0, last: 2, open: 10, high: 15, low: 9, close: 14, volume: 130 },
      { time: 4.5 * H, first: 3, last: 4, open: 14, high: 14.5, low: 7, close: 8, volume: 90 },
    ]);
    // a span of holes only has no candle, and its volume where it has one
    const holes = mergeCandles([0], candleColumns([{ time: 0, volume_24h: 5 }]), 4 * H);
    assert.deepEqual(holes, [{ time: 0, first: 0, last: 0, open: null, high: null, low: null, close: null, volume: 5 }]);
    // how long a candle is: a bucket where they fit, else the shortest round span far enough apart
    assert.equal(candleSpan(H, 10, 3), H);
    assert.equal(candleSpan(H, 0.8, 3), 4 * H, '3.75 h needed: 4 h');
    assert.equal(candleSpan(H, 3 / 25, 3), 2 * 86_400, '25 h needed: 2 days');
    assert.equal(candleSpan(86_400, 0.5, 3), 7 * 86_400, '6 days needed: a week');
    // a year by hour on a thousand pixels (26 h needed): one candle each 2 days, every point in one
    const year = candleColumns(coin.points.length ? Array.from({ length: 8760 }, (_, i) => ({ ...coin.points[i % coin.points.length]!, time: i * H })) : []);
    const times = Float64Array.from({ length: 8760 }, (_, i) => i * H);
    const span = candleSpan(H, 1000 / 8760, 3);
    assert.equal(span, 48 * H);
    const merged = mergeCandles(times, year, span);
    assert.equal(merged.length, 183);
    const of = candleOfPoint(merged, 8760);
    assert.equal(of[0], 0);
    assert.equal(of[47], 0);
    assert.equal(of[48], 1);
    assert.equal(of[8759], 182);
  });
});
