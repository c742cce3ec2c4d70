// Figures over a period from a series alone: return, interactions change and Pearson's r of
// price and interactions changes, on small series with known answers and on the emulator's
// answers read over plain HTTP (the expected values computed here, apart from the code tested).
import * as assert from 'node:assert/strict';
import type { TimeSeriesPoint } from '../../src/service/api/types';
import { startEmulator } from '../../src/service/demo/server';
import { CORRELATION_MIN_PAIRS, interactionsChange, pearson, periodReturn, priceInteractionsCorrelation } from '../../src/shared/queries/periodFigures';
import { emulatorForSuite, KEY } from './client-helpers';

const H = 3600;
const hours = (n: number, f: (i: number) => Partial<TimeSeriesPoint>): TimeSeriesPoint[] =>
  Array.from({ length: n }, (_, i) => ({ time: 1_700_000_000 - (1_700_000_000 % H) + i * H, ...f(i) }));

/** r by its textbook formula, with the sample deviations: what the code's must agree with. */
function textbookR(xs: number[], ys: number[]): number {
  const n = xs.length;
  const mean = (v: number[]): number => v.reduce((a, b) => a + b, 0) / n;
  const [mx, my] = [mean(xs), mean(ys)];
  const cov = xs.reduce((s, x, i) => s + (x - mx) * (ys[i]! - my), 0) / (n - 1);
  const sd = (v: number[], m: number): number => Math.sqrt(v.reduce((s, x) => s + (x - m) ** 2, 0) / (n - 1));
  return cov / (sd(xs, mx) * sd(ys, my));
}

describe('figures over a period', () => {
  it('Pearson: +1 together, -1 opposite, nothing when one side never moves', () => {
    assert.equal(pearson([1, 2, 3, 4], [2, 4, 6, 8]), 1);
    assert.equal(pearson([1, 2, 3, 4], [8, 6, 4, 2]), -1);
    assert.equal(pearson([1, 2, 3, 4], [5, 5, 5, 5]), undefined);
    assert.equal(pearson([1], [1]), undefined);
    assert.ok(Math.abs(pearson([1, 2, 3, 4, 5], [2, 1, 4, 3, 5])! - 0.8) < 1e-12);
  });

  it('return: the first close to the last, in time order, skipping hours without a price; without an open, from the first close', () => {
    const points = hours(5, (i) => ({ close: [undefined, 100, 90, 0, 110][i] })).reverse();
    // no open: the return starts at the first priced hour's close (its end) and ends at the last hour's close
    assert.deepEqual(periodReturn(points), { from: points[3]!.time + H, to: points[0]!.time + H, first: 100, last: 110, percent: 10, hours: 3 });
    assert.equal(periodReturn(hours(3, () => ({ interactions: 5 }))), undefined, 'no price');
    assert.equal(periodReturn(hours(1, () => ({ close: 5 }))), undefined, 'one close is no change');
  });

  it('return: from the first hour\'s open, the price at the period\'s start, so a week of hours spans 168 hours, not 167', () => {
    const week = hours(168, (i) => ({ open: 100 + i, close: 101 + i }));
    const ret = periodReturn(week)!;
    assert.equal(ret.first, 100, 'the first hour\'s open');
    assert.equal(ret.last, 268);
    assert.equal(ret.from, week[0]!.time);
    assert.equal(ret.to, week[167]!.time + H);
    assert.equal(ret.hours, 168, 'as the 7-day change: 168 hours');
    assert.equal(ret.percent, 168);
    assert.deepEqual(periodReturn(hours(1, () => ({ open: 4, close: 5 }))), { from: week[0]!.time, to: week[0]!.time + H, first: 4, last: 5, percent: 25, hours: 1 }, 'one hour: its open to its close');
    assert.equal(periodReturn(hours(2, (i) => ({ open: i ? 5 : 0, close: 5 + i })))!.first, 5, 'an open of 0 is no price: the first close');
  });

  it('interactions change: the last 24 hours against the first 24; nothing under two days', () => {
    const two = hours(48, (i) => ({ interactions: i < 24 ? 10 : 15 }));
    assert.deepEqual(interactionsChange(two), { firstDay: 240, lastDay: 360, percent: 50 });
    assert.equal(interactionsChange(two.slice(1)), undefined, '47 hours');
    const week = hours(168, (i) => ({ interactions: i < 24 ? 0 : 1 }));
    assert.equal(interactionsChange(week), undefined, 'a first day without interactions');
  });

  it('r pairs neighbouring hours only, says "too few" under a day of pairs and "flat" when nothing moved', () => {
    // interactions change exactly as the price does: r = 1
    const together = hours(30, (i) => ({ close: 100 + (i % 3), interactions: 1000 + 10 * (i % 3) }));
    const moved = priceInteractionsCorrelation(together, 'hour');
    assert.ok('r' in moved && Math.abs(moved.r - 1) < 1e-9, JSON.stringify(moved));
    assert.equal(moved.pairs, 29);
    // a missing hour breaks the chain: no change across the gap
    const gap = together.filter((_, i) => i !== 10);
    assert.equal(priceInteractionsCorrelation(gap, 'hour').pairs, 27);
    assert.deepEqual(priceInteractionsCorrelation(together.slice(0, CORRELATION_MIN_PAIRS), 'hour'), { problem: 'tooFew', pairs: CORRELATION_MIN_PAIRS - 1 });
    assert.deepEqual(priceInteractionsCorrelation(hours(30, (i) => ({ close: 5, interactions: 10 + i })), 'hour'), { problem: 'flat', pairs: 29 });
    assert.deepEqual(priceInteractionsCorrelation(hours(30, (i) => ({ interactions: 10 + i })), 'hour'), { problem: 'noPrice', pairs: 0 });
    // a zero hour gives no % change: the pairs next to it are left out
    const zero = together.map((p, i) => (i === 5 ? { ...p, interactions: 0 } : p));
    assert.equal(priceInteractionsCorrelation(zero, 'hour').pairs, 27);
  });

  describe('on the emulator\'s answers', () => {
    const now = Date.UTC(2026, 0, 5, 14, 30);
    const suite = emulatorForSuite({ keys: { [KEY]: 'builder' }, now: () => now, quirks: false });

    const series = async (path: string): Promise<TimeSeriesPoint[]> => {
      const res = await fetch(`${suite.emulator.baseUrl}${path}`, { headers: { authorization: `Bearer ${KEY}` } });
      assert.equal(res.status, 200, path);
      return ((await res.json()) as { data: TimeSeriesPoint[] }).data;
    };

    it('a coin\'s week by hour: return, interactions change and r as computed by hand from the answer', async () => {
      const coin = suite.emulator.data.coins[0]!;
      const points = await series(`/public/coins/${coin.id}/time-series/v2?bucket=hour&interval=1w`);
      assert.ok(points.length >= 160, `${points.length} hours`);
      const sorted = [...points].sort((a, b) => a.time - b.time);
      const closes = sorted.filter((p) => typeof p.close === 'number' && p.close > 0);
      const ret = periodReturn(points)!;
      // the first hour's open is the price at its start: the close of the hour before, which the week does not hold
      assert.ok(typeof closes[0]!.open === 'number' && closes[0]!.open > 0, 'the series sends opens');
      assert.equal(ret.first, closes[0]!.open);
      assert.equal(ret.last, closes[closes.length - 1]!.close);
      assert.ok(Math.abs(ret.percent - (closes[closes.length - 1]!.close! / closes[0]!.open! - 1) * 100) < 1e-9);
      assert.equal(ret.hours, (closes[closes.length - 1]!.time - closes[0]!.time) / H + 1, 'every hour of the series');
      // the emulator's hour opens where the hour before closed
      const before = await series(`/public/coins/${coin.id}/time-series/v2?bucket=hour&start=${closes[0]!.time - H}&end=${closes[0]!.time - 1}`);
      const prior = before.find((p) => p.time === closes[0]!.time - H);
      assert.ok(prior, 'the hour before the week');
      assert.equal(prior.close, closes[0]!.open, 'the open is the close at the start of the period');

      const day = (from: number, to: number): number => sorted.filter((p) => p.time >= from && p.time <= to).reduce((s, p) => s + (p.interactions ?? 0), 0);
      const start = sorted[0]!.time;
      const end = sorted[sorted.length - 1]!.time;
      const change = interactionsChange(points)!;
      assert.equal(change.firstDay, day(start, start + 23 * H));
      assert.equal(change.lastDay, day(end - 23 * H, end));

      const xs: number[] = [];
      const ys: number[] = [];
      for (let i = 1; i < sorted.length; i++) {
        const [a, b] = [sorted[i - 1]!, sorted[i]!];
        if (b.time - a.time === H && a.close! > 0 && b.close! > 0 && a.interactions! > 0 && b.interactions! > 0) {
          xs.push(b.close! / a.close! - 1);
          ys.push(b.interactions! / a.interactions! - 1);
        }
      }
      const c = priceInteractionsCorrelation(points, 'hour');
      assert.ok('r' in c, JSON.stringify(c));
      assert.equal(c.pairs, xs.length);
      assert.ok(c.pairs >= 160);
      assert.ok(Math.abs(c.r - textbookR(xs, ys)) < 1e-9, `${c.r} vs ${textbookR(xs, ys)}`);
    });

    it('a week\'s return over whole hours is the coins list\'s 7-day change: both span 168 hours', async () => {
      const whole = await startEmulator({ keys: { [KEY]: 'builder' }, now: () => Date.UTC(2026, 0, 5, 14, 0), quirks: false });
      try {
        const get = async <T>(path: string): Promise<T> => ((await (await fetch(`${whole.baseUrl}${path}`, { headers: { authorization: `Bearer ${KEY}` } })).json()) as { data: T }).data;
        const list = await get<{ id: number; percent_change_7d: number }[]>('/public/coins/list/v2?limit=5');
        assert.ok(list.length >= 3, 'the list has coins');
        for (const row of list) {
          const ret = periodReturn(await get<TimeSeriesPoint[]>(`/public/coins/${row.id}/time-series/v2?bucket=hour&interval=1w`))!;
          assert.equal(ret.hours, 168, `coin ${row.id}`);
          assert.ok(Math.abs(ret.percent - row.percent_change_7d) < 0.006, `coin ${row.id}: return ${ret.percent} vs 7-day change ${row.percent_change_7d}`);
        }
      } finally {
        await whole.close();
      }
    });

    it('a topic that is no asset has no price: no return and no r, its interactions change still', async () => {
      const topic = suite.emulator.data.topics.find((t) => !suite.emulator.data.topic(t.topic)?.asset)!;
      const points = await series(`/public/topic/${encodeURIComponent(topic.topic)}/time-series/v1?bucket=hour&interval=1w`);
      assert.equal(periodReturn(points), undefined);
      assert.deepEqual(priceInteractionsCorrelation(points, 'hour'), { problem: 'noPrice', pairs: 0 });
      assert.ok(interactionsChange(points) !== undefined);
    });
  });
});
