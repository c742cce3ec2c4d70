// The backtest against a brute-force replay: for random series (holes included), random series
// conditions and cool-downs, the firings `backtest` finds are those of a naive replay that judges
// every hour from scratch (its own median, MAD, window and hysteresis code, not the app's).
import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { backtest, backtestText } from '../../src/features/alerts/backtest';
import type { AlertRule, Condition, Metric } from '../../src/features/alerts/core/model';
import type { TimeSeriesPoint } from '../../src/service/api/types';

const H = 3600;
const START = Date.UTC(2026, 0, 1) / 1000;

type Field = 'interactions' | 'sentiment' | 'close';

const num = (p: TimeSeriesPoint, f: Field): number | undefined => (typeof p[f] === 'number' ? p[f] : undefined);

function med(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
}

/** Whether the condition holds at `t`, from the points up to `t` only; undefined: cannot tell. */
function naiveTruth(c: Condition, pts: TimeSeriesPoint[], t: number): boolean | undefined {
  const upTo = pts.filter((p) => p.time <= t);
  const valued = (f: Field): TimeSeriesPoint[] => upTo.filter((p) => num(p, f) !== undefined);
  switch (c.kind) {
    case 'unusual': {
      const v = valued('interactions');
      const last = v[v.length - 1];
      if (!last) return undefined;
      const usual: number[] = [];
      for (let d = 1; d <= c.windowDays; d++) {
        const same = v.find((p) => p.time === last.time - d * 86400);
        if (same) usual.push(num(same, 'interactions')!);
      }
      if (usual.length < 3) return undefined;
      const m = med(usual);
      const spread = Math.max(1.4826 * med(usual.map((u) => Math.abs(u - m))), 0.01 * Math.abs(m)) || 1;
      return (num(last, 'interactions')! - m) / spread >= c.k;
    }
    case 'sentimentDrops': {
      const v = valued('sentiment');
      const last = v[v.length - 1];
      if (!last) return undefined;
      const inside = v.filter((p) => p.time >= last.time - c.windowHours * H && p.time < last.time).map((p) => num(p, 'sentiment')!);
      return inside.length ? Math.max(...inside) - num(last, 'sentiment')! >= c.points : undefined;
    }
    case 'sentimentCrosses': {
      const v = valued('sentiment');
      if (v.length < 2) return undefined;
      const [a, b] = [num(v[v.length - 2]!, 'sentiment')!, num(v[v.length - 1]!, 'sentiment')!];
      const up = a < c.level && b >= c.level;
      const down = a >= c.level && b < c.level;
      return c.direction === 'up' ? up : c.direction === 'down' ? down : up || down;
    }
    case 'diverges': {
      const v = valued('interactions');
      const last = v[v.length - 1];
      if (!last) return undefined;
      const base = v.find((p) => p.time >= last.time - c.windowHours * H && p.time < last.time);
      const closes = valued('close');
      const priceNow = [...closes].reverse().find((p) => p.time <= last.time);
      const priceBase = base && closes.find((p) => p.time >= base.time && p.time < last.time);
      if (!base || !priceNow || !priceBase) return undefined;
      const b = num(base, 'interactions')!;
      if (b <= 0 || num(priceBase, 'close') === 0) return false;
      const rise = ((num(last, 'interactions')! - b) / b) * 100;
      const move = ((num(priceNow, 'close')! - num(priceBase, 'close')!) / Math.abs(num(priceBase, 'close')!)) * 100;
      return rise >= c.risePercent && move < c.pricePercent;
    }
    default:
      throw new Error('not replayed here');
  }
}

/** Hysteresis and cool-down as the README states them: fire when it holds while armed and not cooling. */
function bruteForce(rule: AlertRule, pts: TimeSeriesPoint[]): number[] {
  const fired: number[] = [];
  let armed = true;
  let last = -Infinity;
  for (const p of [...pts].sort((a, b) => a.time - b.time)) {
    const truth = naiveTruth(rule.condition, pts, p.time);
    if (truth === undefined) continue;
    if (!truth) {
      armed = true;
      continue;
    }
    const t = p.time * 1000;
    if (armed && t >= last + rule.cooldownMinutes * 60_000) {
      fired.push(t);
      armed = false;
      last = t;
    }
  }
  return fired;
}

const maybe = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> => fc.option(arb, { nil: undefined, freq: 8 });

const series = (hours: number): fc.Arbitrary<TimeSeriesPoint[]> => fc.array(
  fc.record({ interactions: maybe(fc.integer({ min: 0, max: 60 })), sentiment: maybe(fc.integer({ min: 20, max: 90 })), close: maybe(fc.integer({ min: 95, max: 110 })) }),
  // size 'max': fast-check's default size keeps arrays to a dozen points, too few for the
  // unusual-activity condition, which needs 3 earlier days
  { minLength: 1, maxLength: hours, size: 'max' },
).map((rows) => rows.map((r, i) => {
  const p: TimeSeriesPoint = { time: START + i * H };
  if (r.interactions !== undefined) p.interactions = r.interactions;
  if (r.sentiment !== undefined) p.sentiment = r.sentiment;
  if (r.close !== undefined) p.close = r.close;
  return p;
}));

const condition: fc.Arbitrary<[Metric, Condition]> = fc.oneof(
  fc.record({ k: fc.constantFrom(0.5, 1, 2, 3), windowDays: fc.integer({ min: 3, max: 5 }) }).map(({ k, windowDays }): [Metric, Condition] => ['interactions', { kind: 'unusual', k, windowDays, bucket: 'hour' }]),
  fc.record({ points: fc.integer({ min: 1, max: 30 }), windowHours: fc.integer({ min: 1, max: 12 }) }).map(({ points, windowHours }): [Metric, Condition] => ['sentiment', { kind: 'sentimentDrops', points, windowHours }]),
  fc.record({ level: fc.integer({ min: 30, max: 80 }), direction: fc.constantFrom('up', 'down', 'either' as const) }).map(({ level, direction }): [Metric, Condition] => ['sentiment', { kind: 'sentimentCrosses', level, direction }]),
  fc.record({ rise: fc.integer({ min: 1, max: 200 }), flat: fc.integer({ min: 1, max: 10 }), windowHours: fc.integer({ min: 1, max: 12 }) }).map(({ rise, flat, windowHours }): [Metric, Condition] => ['interactions', { kind: 'diverges', risePercent: rise, pricePercent: flat, windowHours }]),
);

function ruleOf([metric, c]: [Metric, Condition], cooldownMinutes: number): AlertRule {
  return { id: 'r', name: 'r', subject: { kind: 'coin', id: '1', title: 'Bitcoin' }, metric, condition: c, cooldownMinutes, paused: false, createdAt: 0 };
}

describe('alert backtest', () => {
  it('finds the firings of a brute-force replay (random series with holes, conditions, cool-downs)', () => {
    let unusualFired = 0;
    fc.assert(fc.property(series(6 * 24), condition, fc.constantFrom(0, 60, 120, 300), (pts, c, cooldown) => {
      const rule = ruleOf(c, cooldown);
      const b = backtest(rule, pts);
      assert.deepEqual(b.firings.map((f) => f.time), bruteForce(rule, pts));
      assert.equal(b.checks, pts.length);
      if (rule.condition.kind === 'unusual' && b.firings.length > 0) unusualFired++;
    }), { numRuns: 150 });
    assert.ok(unusualFired > 0, 'no run had unusual activity fire: the comparison proved nothing for it');
  });

  it('replays from `since`: the points before are history, not checks', () => {
    const pts: TimeSeriesPoint[] = [60, 60, 40, 60, 40, 60].map((sentiment, i) => ({ time: START + i * H, sentiment }));
    const rule = ruleOf(['sentiment', { kind: 'sentimentCrosses', level: 50, direction: 'down' }], 0);
    assert.deepEqual(backtest(rule, pts).firings.map((f) => (f.time / 1000 - START) / H), [2, 4]);
    const late = backtest(rule, pts, { since: (START + 3 * H) * 1000 });
    assert.deepEqual(late.firings.map((f) => (f.time / 1000 - START) / H), [4]);
    assert.equal(late.checks, 3);
    assert.deepEqual(late.line.map((p) => p.value), [60, 40, 60]);
  });

  it('line conditions replay on the figure\'s series; a figure without one says so', () => {
    const pts: TimeSeriesPoint[] = [90, 101, 99, 120].map((close, i) => ({ time: START + i * H, close }));
    const rule: AlertRule = { ...ruleOf(['price', { kind: 'above', value: 100 }], 0) };
    assert.deepEqual(backtest(rule, pts).firings, [{ time: (START + H) * 1000, value: 101 }, { time: (START + 3 * H) * 1000, value: 120 }]);
    const rank = backtest({ ...rule, subject: { kind: 'topic', id: 'x', title: 'x' }, metric: 'topicRank', condition: { kind: 'entersTop', n: 3 } }, pts);
    assert.match(rank.problem!, /Topic rank has no time series/);
    assert.equal(backtestText(backtest(rule, pts), 30), 'Would have fired 2 times in the last 30 days (4 of 4 hours could be judged).');
    assert.equal(backtestText(backtest({ ...rule, condition: { kind: 'above', value: 500 } }, pts), 30), 'Would never have fired in the last 30 days (4 of 4 hours could be judged).');
  });

  it('a paused rule is replayed as if active', () => {
    const pts: TimeSeriesPoint[] = [90, 101].map((close, i) => ({ time: START + i * H, close }));
    assert.equal(backtest({ ...ruleOf(['price', { kind: 'above', value: 100 }], 0), paused: true }, pts).firings.length, 1);
  });
});
