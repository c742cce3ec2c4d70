// Issue 25's conditions on synthetic series: each fires, does not fire, and its edges (missing
// points, a flat window whose MAD is 0, a single point); the model reads and refuses them; a
// series verdict goes through the live hysteresis and cool-down; the fired message says what was seen.
import * as assert from 'node:assert/strict';
import { divergenceVerdict } from '../../src/features/alerts/conditions/divergence';
import { readSeries } from '../../src/features/alerts/conditions/judge';
import { valuesOf } from '../../src/features/alerts/conditions/points';
import { sentimentCrossVerdict, sentimentDropVerdict } from '../../src/features/alerts/conditions/sentiment';
import { unusualVerdict } from '../../src/features/alerts/conditions/unusual';
import { evaluate, initialState } from '../../src/features/alerts/core/evaluate';
import type { AlertRule, Condition } from '../../src/features/alerts/core/model';
import { conditionsFor, describeRule, parseRule } from '../../src/features/alerts/core/model';
import { buildRule } from '../../src/features/alerts/core/flow';
import type { TimeSeriesPoint } from '../../src/service/api/types';

const H = 3600;
const D = 86400;
const T = Date.UTC(2026, 0, 10) / 1000;

/** Points an hour apart ending at T, one field; undefined leaves the point without it. */
function hourly(values: readonly (number | undefined)[], field = 'interactions', extra: (i: number) => Partial<TimeSeriesPoint> = () => ({})): TimeSeriesPoint[] {
  return values.map((v, i) => ({ time: T - (values.length - 1 - i) * H, ...(v === undefined ? {} : { [field]: v }), ...extra(i) }));
}

/** `days` days of hourly points, `usual(day, hour)` each, the last point `last`. */
function days(n: number, usual: (day: number, hour: number) => number | undefined, last: number | undefined): TimeSeriesPoint[] {
  const values: (number | undefined)[] = [];
  for (let i = 0; i < n * 24; i++) values.push(usual(Math.floor(i / 24), i % 24));
  values.push(last);
  return hourly(values);
}

const unusual = (k = 3, windowDays = 7, bucket: 'hour' | 'day' = 'hour'): Extract<Condition, { kind: 'unusual' }> => ({ kind: 'unusual', k, windowDays, bucket });
const noisy = (day: number, hour: number): number => 1000 + hour * 100 + [0, 40, -30, 20, -50, 10, -10][day % 7]!;

describe('alert conditions: unusual activity (median and MAD, same hour of day)', () => {
  it('fires when the latest hour stands k robust deviations above the same hour of the last days', () => {
    // the same hour (the latest's hour 0 is 7 days * 24 h after the first point) is 1000 + noise
    const v = unusualVerdict(unusual(), valuesOf(days(7, noisy, 1400), 'interactions'));
    assert.equal(v.holds, true);
    assert.equal(v.value, 1400);
    assert.equal(v.from, 1000, 'the median of the same hour over 7 days');
  });

  it('does not fire at an ordinary value, nor compare with other hours of the day', () => {
    assert.equal(unusualVerdict(unusual(), valuesOf(days(7, noisy, 1030), 'interactions')).holds, false);
    // hour 23 of each day is 3300: an ordinary hour 0 of 1030 must not be judged against that
    assert.equal(unusualVerdict(unusual(), valuesOf(days(7, noisy, 3300), 'interactions')).holds, true, 'hour 0 at the level of hour 23 is unusual for hour 0');
  });

  it('k and the window are the rule\'s', () => {
    const pts = valuesOf(days(14, noisy, 1110), 'interactions');
    // MAD of the same hour is 20 → spread 29.65; 110 above the median is 3.7 deviations
    assert.equal(unusualVerdict(unusual(3, 14), pts).holds, true);
    assert.equal(unusualVerdict(unusual(4, 14), pts).holds, false);
  });

  it('a flat window (MAD 0) fires only on a real jump (1% of the median per deviation)', () => {
    const flat = days(7, () => 500, 500);
    assert.equal(unusualVerdict(unusual(), valuesOf(flat, 'interactions')).holds, false, 'flat and unchanged');
    assert.equal(unusualVerdict(unusual(), valuesOf(days(7, () => 500, 510), 'interactions')).holds, false, '2 "deviations": not k = 3');
    assert.equal(unusualVerdict(unusual(), valuesOf(days(7, () => 500, 520), 'interactions')).holds, true);
    assert.equal(unusualVerdict(unusual(), valuesOf(days(7, () => 0, 3), 'interactions')).holds, true, 'a flat zero counts a unit per deviation');
    assert.equal(unusualVerdict(unusual(), valuesOf(days(7, () => 0, 2), 'interactions')).holds, false);
  });

  it('missing points: skipped; too few earlier days leaves it undecided, saying why', () => {
    const holes = days(7, (day, hour) => (hour === 0 && day % 2 === 0 ? undefined : noisy(day, hour)), 1400);
    // days 1, 3, 5 of hour 0 remain (three values): still judged
    assert.equal(unusualVerdict(unusual(), valuesOf(holes, 'interactions')).holds, true);
    const sparse = days(7, (day, hour) => (hour === 0 && day > 1 ? undefined : 1000), 5000);
    const v = unusualVerdict(unusual(), valuesOf(sparse, 'interactions'));
    assert.equal(v.holds, undefined);
    assert.match(v.note!, /at least 3 earlier days/);
  });

  it('a single point, or none, is undecided', () => {
    assert.equal(unusualVerdict(unusual(), valuesOf(hourly([9]), 'interactions')).holds, undefined);
    assert.equal(unusualVerdict(unusual(), []).holds, undefined);
  });

  it('by day: the latest day against the days before', () => {
    const daily = [100, 110, 90, 105, 95, 100, 102, 400].map((v, i, a) => ({ time: T - (a.length - 1 - i) * D, posts_active: v }));
    assert.equal(unusualVerdict(unusual(3, 7, 'day'), valuesOf(daily, 'posts_active')).holds, true);
    assert.equal(readSeries({ metric: 'postsActive', condition: unusual(3, 7, 'day') }, { day: daily }).verdict?.holds, true);
    assert.equal(readSeries({ metric: 'postsActive', condition: unusual(3, 7, 'day') }, { hour: daily }).verdict?.holds, undefined, 'the hourly series is not the daily one');
  });

  it('reads numbers sent as strings, drops nulls', () => {
    const pts = days(7, noisy, 1400).map((p) => ({ ...p, interactions: String(p.interactions) as unknown as number }));
    pts[3] = { ...pts[3]!, interactions: null as unknown as number };
    assert.equal(unusualVerdict(unusual(), valuesOf(pts, 'interactions')).holds, true);
  });
});

describe('alert conditions: divergence (social up, price flat or down)', () => {
  const c: Extract<Condition, { kind: 'diverges' }> = { kind: 'diverges', risePercent: 50, pricePercent: 2, windowHours: 4 };
  const series = (social: number[], price: (number | undefined)[]): TimeSeriesPoint[] =>
    hourly(social, 'posts_active', (i) => (price[i] === undefined ? {} : { close: price[i] }));

  it('fires when posts rise 50% in the window while the price moves less than 2%', () => {
    const pts = series([100, 100, 120, 140, 160], [10, 10.1, 10.05, 10.1, 10.15]);
    const v = divergenceVerdict(c, valuesOf(pts, 'posts_active'), valuesOf(pts, 'close'));
    assert.equal(v.holds, true);
    assert.equal(v.from, 100);
    assert.equal(v.note, 'moved +60.00% while the price moved +1.50%');
  });

  it('says both changes signed, to the hundredth, as every change reads', () => {
    const pts = series([100, 100, 120, 140, 152.35], [10, 10.1, 10.05, 10, 9.996]);
    const v = divergenceVerdict(c, valuesOf(pts, 'posts_active'), valuesOf(pts, 'close'));
    assert.equal(v.holds, true);
    assert.equal(v.note, 'moved +52.35% while the price moved -0.04%');
  });

  it('fires when the price goes the other way, however far', () => {
    const pts = series([100, 100, 120, 140, 160], [10, 9, 8, 7, 6]);
    assert.equal(divergenceVerdict(c, valuesOf(pts, 'posts_active'), valuesOf(pts, 'close')).holds, true);
  });

  it('does not fire when the price moves with it, nor when the rise is short of x', () => {
    const up = series([100, 100, 120, 140, 160], [10, 10.5, 11, 11.5, 12]);
    assert.equal(divergenceVerdict(c, valuesOf(up, 'posts_active'), valuesOf(up, 'close')).holds, false);
    const small = series([100, 100, 110, 120, 140], [10, 10, 10, 10, 10]);
    assert.equal(divergenceVerdict(c, valuesOf(small, 'posts_active'), valuesOf(small, 'close')).holds, false);
  });

  it('edges: no price at the window\'s start, a single point, a zero start', () => {
    const noPrice = series([100, 100, 120, 140, 160], [undefined, undefined, undefined, undefined, 10]);
    assert.equal(divergenceVerdict(c, valuesOf(noPrice, 'posts_active'), valuesOf(noPrice, 'close')).holds, undefined);
    const one = series([160], [10]);
    assert.equal(divergenceVerdict(c, valuesOf(one, 'posts_active'), valuesOf(one, 'close')).holds, undefined);
    const zero = series([0, 0, 0, 0, 50], [10, 10, 10, 10, 10]);
    assert.equal(divergenceVerdict(c, valuesOf(zero, 'posts_active'), valuesOf(zero, 'close')).holds, false);
  });

  it('the window is the rule\'s: older points do not count', () => {
    // 50 → 160 over 6 hours, but within the last 4 hours only 140 → 160
    const pts = series([50, 60, 140, 145, 150, 155, 160], [10, 10, 10, 10, 10, 10, 10]);
    assert.equal(divergenceVerdict(c, valuesOf(pts, 'posts_active'), valuesOf(pts, 'close')).holds, false);
    assert.equal(divergenceVerdict({ ...c, windowHours: 6 }, valuesOf(pts, 'posts_active'), valuesOf(pts, 'close')).holds, true);
  });
});

describe('alert conditions: sentiment turns', () => {
  const s = (values: (number | undefined)[]): ReturnType<typeof valuesOf> => valuesOf(hourly(values, 'sentiment'), 'sentiment');

  it('crosses a level between two hours, the way asked', () => {
    const either: Extract<Condition, { kind: 'sentimentCrosses' }> = { kind: 'sentimentCrosses', level: 50, direction: 'either' };
    assert.equal(sentimentCrossVerdict(either, s([55, 48])).holds, true);
    assert.equal(sentimentCrossVerdict(either, s([45, 50])).holds, true, 'reaching the level from below is a crossing up');
    assert.equal(sentimentCrossVerdict(either, s([55, 52])).holds, false);
    assert.equal(sentimentCrossVerdict({ ...either, direction: 'up' }, s([55, 48])).holds, false);
    assert.equal(sentimentCrossVerdict({ ...either, direction: 'down' }, s([55, 48])).holds, true);
    assert.equal(sentimentCrossVerdict(either, s([48])).holds, undefined, 'a single point');
    assert.equal(sentimentCrossVerdict(either, s([55, undefined, 48])).holds, true, 'a missing hour is skipped');
    assert.equal(sentimentCrossVerdict(either, s([50, 50, 50])).holds, false, 'flat on the level');
  });

  it('falls n points from the window\'s high', () => {
    const drop: Extract<Condition, { kind: 'sentimentDrops' }> = { kind: 'sentimentDrops', points: 10, windowHours: 3 };
    assert.equal(sentimentDropVerdict(drop, s([70, 80, 75, 69])).holds, true);
    assert.equal(sentimentDropVerdict(drop, s([70, 80, 75, 71])).holds, false);
    assert.equal(sentimentDropVerdict(drop, s([90, 70, 70, 70, 75])).holds, false, 'the 90 is outside the 3-hour window');
    assert.equal(sentimentDropVerdict(drop, s([60, 60, 60, 60])).holds, false, 'flat');
    assert.equal(sentimentDropVerdict(drop, s([60])).holds, undefined, 'a single point');
    assert.equal(sentimentDropVerdict(drop, s([80, undefined, undefined, 70])).holds, true, 'missing hours are skipped');
  });
});

describe('alert conditions: the model and the checker\'s evaluation', () => {
  const sol = { kind: 'coin' as const, id: '5426', title: 'Solana' };
  const base = { id: 'r', name: 'n', subject: sol, cooldownMinutes: 60, paused: false, createdAt: 0 };

  it('parseRule reads the new kinds, with defaults, and refuses bad ones with a reason', () => {
    const ok = parseRule({ ...base, metric: 'interactions', condition: { kind: 'unusual', k: 3 } });
    assert.deepEqual(typeof ok === 'object' && ok.condition, { kind: 'unusual', k: 3, windowDays: 7, bucket: 'hour' });
    assert.equal(typeof parseRule({ ...base, metric: 'postsActive', condition: { kind: 'diverges', risePercent: 50, pricePercent: 2, windowHours: 24 } }), 'object');
    assert.equal(typeof parseRule({ ...base, metric: 'sentiment', condition: { kind: 'sentimentDrops', points: 10, windowHours: 24 } }), 'object');
    assert.equal(typeof parseRule({ ...base, metric: 'sentiment', condition: { kind: 'sentimentCrosses', level: 40 } }), 'object');
    const refused: [unknown, RegExp][] = [
      [{ metric: 'interactions', condition: { kind: 'unusual', k: 0 } }, /k .* above 0/],
      [{ metric: 'interactions', condition: { kind: 'unusual', k: 3, windowDays: 2 } }, /3 to 30 whole days/],
      [{ metric: 'interactions', condition: { kind: 'unusual', k: 3, bucket: 'week' } }, /unreadable condition/],
      [{ metric: 'price', condition: { kind: 'unusual', k: 3 } }, /social figures/],
      [{ metric: 'price', condition: { kind: 'diverges', risePercent: 50, pricePercent: 2, windowHours: 24 } }, /social figure/],
      [{ metric: 'interactions', condition: { kind: 'diverges', risePercent: 50, pricePercent: 2, windowHours: 0.5 } }, /whole hours/],
      [{ metric: 'sentiment', condition: { kind: 'sentimentCrosses', level: 140 } }, /0 to 100/],
      [{ metric: 'price', condition: { kind: 'sentimentDrops', points: 5, windowHours: 24 } }, /watches sentiment/],
      [{ metric: 'interactions', condition: { kind: 'above', value: 5 } }, /unusual activity or divergence/],
      [{ subject: { kind: 'topic', id: 'solana', title: 'solana' }, metric: 'interactions', condition: { kind: 'diverges', risePercent: 50, pricePercent: 2, windowHours: 24 } }, /coins only/],
      [{ subject: { kind: 'nft', id: 'x', title: 'x' }, metric: 'sentiment', condition: { kind: 'sentimentDrops', points: 5, windowHours: 24 } }, /no Sentiment/],
    ];
    for (const [extra, message] of refused) {
      const r = parseRule({ ...base, ...(extra as object) });
      assert.equal(typeof r, 'string', JSON.stringify(extra));
      assert.match(r as string, message);
    }
  });

  it('conditionsFor offers what fits the figure and the subject', () => {
    assert.deepEqual(conditionsFor('interactions', 'coin'), ['unusual', 'diverges']);
    assert.deepEqual(conditionsFor('interactions', 'topic'), ['unusual']);
    assert.deepEqual(conditionsFor('sentiment', 'coin'), ['above', 'below', 'crosses', 'changesBy', 'unusual', 'sentimentCrosses', 'sentimentDrops']);
    assert.deepEqual(conditionsFor('price'), ['above', 'below', 'crosses', 'changesBy']);
  });

  it('a new rule watches no rank and no 24 h change by a percentage; one saved before still reads, and an edit may keep its condition', () => {
    assert.deepEqual(conditionsFor('altRank', 'coin'), ['above', 'below', 'crosses', 'entersTop']);
    assert.deepEqual(conditionsFor('change24h', 'coin'), ['above', 'below', 'crosses']);
    const change = { kind: 'changesBy', percent: 20, windowMinutes: 60, direction: 'up' } as const;
    assert.equal(buildRule({ subject: base.subject, metric: 'altRank', condition: 'changesBy', value: 20, windowMinutes: 60, direction: 'up' }, T * 1000),
      'AltRank is a rank, which moves by places: watch it against a line (below #10) or with "enters the top N".');
    assert.match(String(buildRule({ subject: base.subject, metric: 'change24h', condition: 'changesBy', value: 50, direction: 'up' }, T * 1000)), /is a change already: watch it against a line/);
    const saved = parseRule({ ...base, metric: 'altRank', condition: change });
    assert.ok(typeof saved === 'object', 'a rule saved before still reads');
    assert.deepEqual(conditionsFor('altRank', 'coin', 'changesBy'), ['above', 'below', 'crosses', 'changesBy', 'entersTop'], 'offered to its edit');
    const renamed = buildRule({ subject: saved.subject, metric: 'altRank', condition: 'changesBy', value: 20, windowMinutes: 60, direction: 'up', name: 'my rank move' }, T * 1000, saved);
    assert.ok(typeof renamed === 'object', String(renamed));
    assert.equal(renamed.name, 'my rank move');
  });

  it('a fall is at most 100% (to zero), as the editor, the words and the backtest take it; a rise may be larger', () => {
    const change = (direction: 'up' | 'down' | 'either', value: number) => buildRule({ subject: base.subject, metric: 'price', condition: 'changesBy', value, windowMinutes: 1440, direction }, T * 1000);
    assert.equal(change('down', 150), 'A fall is at most 100%.');
    assert.equal(change('down', 100.5), 'A fall is at most 100%.');
    for (const [direction, value] of [['down', 100], ['up', 150], ['either', 150]] as const) {
      const rule = change(direction, value);
      assert.ok(typeof rule === 'object', `${direction} ${value}: ${String(rule)}`);
    }
  });

  it('a series verdict fires once while it holds, re-arms when it stops, and keeps the cool-down', () => {
    const rule: AlertRule = { ...base, metric: 'sentiment', condition: { kind: 'sentimentDrops', points: 10, windowHours: 24 } };
    const at = (h: number): number => Date.UTC(2026, 0, 10, h);
    const verdicts = [true, true, false, true, false, true];
    let state = initialState();
    const fired: number[] = [];
    verdicts.forEach((holds, h) => {
      const e = evaluate(rule, state, { value: 40, verdict: { holds, value: 40, from: 55 }, at: at(h) }, at(h) + 30 * 60_000 * (h === 3 ? 0 : 1));
      state = e.state;
      if (e.fired) fired.push(h);
    });
    // 0 fires (checked at 0:30); 1 still holds; 2 re-arms; 3 (checked at 3:00, past the hour's cool-down) fires; 4 re-arms; 5 fires
    assert.deepEqual(fired, [0, 3, 5]);
    const cooling = { ...rule, cooldownMinutes: 300 };
    state = initialState();
    const quiet: number[] = [];
    verdicts.forEach((holds, h) => {
      const e = evaluate(cooling, state, { value: 40, verdict: { holds, value: 40, from: 55 }, at: at(h) }, at(h));
      state = e.state;
      if (e.fired) quiet.push(h);
    });
    assert.deepEqual(quiet, [0, 5], 'inside five hours of cool-down the re-armed rule waits');
  });

  it('an undecided verdict leaves the rule waiting with its reason; the message says what was seen', () => {
    const rule: AlertRule = { ...base, metric: 'interactions', condition: { kind: 'unusual', k: 3, windowDays: 7, bucket: 'hour' } };
    const waiting = evaluate(rule, initialState(), { value: undefined, verdict: { holds: undefined, value: 5, note: 'Needs at least 3 earlier days to know what is usual (has 1).' }, at: 0 }, 0);
    assert.equal(waiting.state.status, 'waiting');
    assert.match(waiting.state.note!, /at least 3 earlier days/);
    assert.equal(evaluate(rule, initialState(), { value: 9, at: 0 }, 0).state.status, 'waiting', 'a series rule without its verdict never fires from a bare value');
    const e = evaluate(rule, initialState(), { value: undefined, verdict: { holds: true, value: 5400, from: 1200 }, at: 0, demo: true }, 0);
    assert.equal(e.fired!.message, 'Solana: Interactions unusually high, the latest hour at least 3 deviations above the same hour of the last 7 days (now 5,400, usually 1,200).');
    assert.ok(e.fired!.demo, 'the demo is a flag the places that show the words mark once');
    assert.equal(describeRule({ ...rule, metric: 'postsActive', condition: { kind: 'diverges', risePercent: 50, pricePercent: 2, windowHours: 24 } }),
      'Solana: Active posts rise by 50% within 1 d while the price moves less than 2% (or falls)');
  });
});
