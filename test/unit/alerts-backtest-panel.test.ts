// The backtest panel's provider against the emulator: one series request for the rule, replayed
// with the live checker's evaluation (the firings the panel sends are backtest.ts's own), the
// person's numbers from the webview replayed without a request and told to the rule editor, and
// numbers out of bounds ignored.
import * as assert from 'node:assert/strict';
import { backtest, backtestText } from '../../src/features/alerts/backtest';
import { fetchBacktestSeries, replayBacktest } from '../../src/features/alerts/backtestFetch';
import { vsMedian } from '../../src/features/alerts/conditions/median';
import { paramsOf, withParams } from '../../src/features/alerts/backtestParams';
import { BacktestPanel } from '../../src/features/alerts/backtestPanel';
import type { AlertRule } from '../../src/features/alerts/core/model';
import { boundsProblem, type BacktestData } from '../../src/shared/protocol/backtest';
import { newConditionProblem, type Condition, type Metric } from '../../src/features/alerts/core/model';
import type { SectionRun } from '../../src/editor/panelHost/provider';
import { fetchSeries } from '../../src/shared/queries/series';
import { clientFor, emulatorForSuite, until } from './client-helpers';
import { readoutValue } from '../../src/browser/webview/parts/chartScales';
import { useBundle } from '../../src/shared/format/l10n';

/** A rule's backtest as the panel gets it: its series fetched, then replayed. */
const fetchBacktest = async (client: Parameters<typeof fetchBacktestSeries>[0], rule: Parameters<typeof fetchBacktestSeries>[1], now: number, options: Parameters<typeof fetchBacktestSeries>[2] = {}, access?: Parameters<typeof fetchBacktestSeries>[3]) =>
  replayBacktest(rule, await fetchBacktestSeries(client, rule, options, access), now);

const rule: AlertRule = {
  id: 'r1', name: 'Bitcoin unusual', subject: { kind: 'topic', id: 'bitcoin', title: 'Bitcoin' }, metric: 'interactions',
  condition: { kind: 'unusual', k: 3, windowDays: 7, bucket: 'hour' }, cooldownMinutes: 60, paused: false, createdAt: 0,
};

describe('alerts: the backtest panel', () => {
  const suite = emulatorForSuite();

  function runOf(client: SectionRun['client'], sent: BacktestData[]): SectionRun {
    return {
      client, refresh: false, signal: new AbortController().signal, priority: () => 'view',
      emit: (_section, data) => sent.push(data as BacktestData), progress: () => undefined,
    };
  }

  it('replays the rule on its series with one request, and again with the person\'s numbers without another', async () => {
    const { client } = clientFor(suite.emulator);
    const panel = new BacktestPanel({ title: '' }, rule);
    const sent: BacktestData[] = [];
    const heard: AlertRule[] = [];
    panel.onDidChangeRule((r) => heard.push(r));
    panel.reload = () => void panel.load({ type: 'load', section: 'backtest' }, runOf(client, sent));
    const before = suite.emulator.requests();
    await panel.load({ type: 'load', section: 'backtest' }, runOf(client, sent));
    assert.equal(suite.emulator.requests() - before, 1, 'one series request');
    const points = (await fetchSeries(client, { kind: 'topic', id: 'bitcoin' }, { bucket: 'hour', interval: '1m' }, {})).answer.data;
    const since = Date.now() - 30 * 86_400_000;
    const expected = backtest(rule, points, { since });
    assert.equal(sent[0]!.firings.length, expected.firings.length, 'the firings are the replay\'s');
    assert.ok(sent[0]!.lines[0]!.points.length > 24 * 28 && sent[0]!.lines[0]!.points.length <= 24 * 30 + 1, 'the last 30 days of hours');
    assert.match(sent[0]!.summary, /^Would (never have fired|have fired once|have fired \d+ times) in the last 30 days/);
    assert.deepEqual(sent[0]!.params.map((p) => p.id), ['k', 'windowDays']);

    const at = suite.emulator.requests();
    await panel.requests.backtestParams!({ type: 'backtestParams', values: { k: 1 } });
    await new Promise((r) => setTimeout(r, 20));
    assert.equal(suite.emulator.requests(), at, 'no request for a new k');
    assert.deepEqual(heard.map((r) => r.condition), [{ kind: 'unusual', k: 1, windowDays: 7, bucket: 'hour' }], 'the editor hears the new k');
    const lower = sent[sent.length - 1]!;
    assert.equal(lower.firings.length, backtest({ ...rule, condition: { kind: 'unusual', k: 1, windowDays: 7, bucket: 'hour' } }, points, { since }).firings.length);
    assert.ok(lower.firings.length >= sent[0]!.firings.length, 'a lower k fires at least as often');

    await panel.requests.backtestParams!({ type: 'backtestParams', values: { k: 500 } });
    assert.equal(heard.length, 1, 'a k out of bounds is not taken');
    assert.deepEqual(panel.rule.condition, { kind: 'unusual', k: 1, windowDays: 7, bucket: 'hour' });
  });

  it('each firing is a point of the rule\'s line with its value, so the chart draws as many markers as "Would have fired N times" counts', async () => {
    const { client } = clientFor(suite.emulator);
    const conditions: Condition[] = [
      { kind: 'unusual', k: 1, windowDays: 7, bucket: 'hour' },
      { kind: 'above', value: 0 },
      { kind: 'below', value: Number.MAX_SAFE_INTEGER },
    ];
    let counted = 0;
    for (const condition of conditions) {
      const sent: BacktestData[] = [];
      await new BacktestPanel({ title: '' }, { ...rule, condition, cooldownMinutes: 0 }).load({ type: 'load', section: 'backtest' }, runOf(client, sent));
      const data = sent[0]!;
      const values = new Map(data.lines[0]!.points);
      for (const [t, v] of data.firings) assert.equal(values.get(t), v, `a firing at ${t} is the line's point there`);
      const said = /^Would (never have fired|have fired once|have fired (\d+) times)/.exec(data.summary);
      assert.ok(said, data.summary);
      assert.equal(said[1] === 'never have fired' ? 0 : said[1] === 'have fired once' ? 1 : Number(said[2]), data.firings.length, data.summary);
      counted += data.firings.length;
    }
    assert.ok(counted > 24, `the rules fired (${counted} times), so the check above compared markers`);
  });

  it('draws "Interactions vs 7-day median" as the figure its checks judge, in percent, with each firing on the line', async () => {
    const { client } = clientFor(suite.emulator);
    const vs: AlertRule = { ...rule, metric: 'interactionsVsMedian', condition: { kind: 'above', value: 50 }, cooldownMinutes: 0 };
    const sent: BacktestData[] = [];
    await new BacktestPanel({ title: '' }, vs).load({ type: 'load', section: 'backtest' }, runOf(client, sent));
    const data = sent[0]!;
    const line = data.lines[0]!;
    assert.equal(line.figure, 'interactions_vs_median');
    const days = (await fetchBacktestSeries(client, vs))!.points;
    assert.ok(line.points.length >= 20, `${line.points.length} days drawn`);
    for (const [t, v] of line.points) assert.equal(v, vsMedian(days.filter((p) => p.time <= t)), `the day ${t} against the 7 before it`);
    const values = new Map(line.points);
    assert.ok(data.firings.length > 0, data.summary);
    for (const [t, v] of data.firings) assert.equal(values.get(t), v, `a firing at ${t} is the line's point there`);
  });

  it('replays the points the live checker judges, as the chat does: a rule by day judges whole days, not today so far', async () => {
    const { client } = clientFor(suite.emulator);
    const daily: AlertRule = { ...rule, condition: { kind: 'unusual', k: 0.5, windowDays: 7, bucket: 'day' }, cooldownMinutes: 0 };
    const sent: BacktestData[] = [];
    await new BacktestPanel({ title: '' }, daily).load({ type: 'load', section: 'backtest' }, runOf(client, sent));
    const now = Date.now();
    const today = Math.floor(now / 86_400_000) * 86_400;
    assert.ok(sent[0]!.lines[0]!.points.every(([t]) => t < today), 'no point of the day so far');
    assert.ok(sent[0]!.firings.every(([t]) => t < today), 'no firing on the day so far');
    const chat = await fetchBacktest(client, daily, now);
    assert.equal(sent[0]!.summary, backtestText(chat, chat.days));
  });

  it('sends each line\'s figure, so the chart reads its values as the catalogue does (#12, 74%, 67.5)', async () => {
    const { client } = clientFor(suite.emulator);
    const coin: AlertRule['subject'] = { kind: 'coin', id: String(suite.emulator.data.coins[0]!.id), title: 'Coin' };
    const read: Partial<Record<Metric, string>> = {};
    const samples: Partial<Record<Metric, number>> = { altRank: 12, sentiment: 73.58, galaxyScore: 67.54 };
    for (const metric of ['altRank', 'sentiment', 'galaxyScore'] as const) {
      const sent: BacktestData[] = [];
      await new BacktestPanel({ title: '' }, { ...rule, subject: coin, metric, condition: { kind: 'above', value: 50 } }).load({ type: 'load', section: 'backtest' }, runOf(client, sent));
      const line = sent[0]!.lines[0]!;
      read[metric] = readoutValue(line.unit, samples[metric], line.figure);
    }
    assert.deepEqual(read, { altRank: '#12', sentiment: '74%', galaxyScore: '67.5' });
  });

  it('says so for a figure with no series, asking nothing', async () => {
    const { client } = clientFor(suite.emulator);
    const panel = new BacktestPanel({ title: '' }, { ...rule, metric: 'topicRank', condition: { kind: 'below', value: 10 } });
    const sent: BacktestData[] = [];
    const before = suite.emulator.requests();
    await panel.load({ type: 'load', section: 'backtest' }, runOf(client, sent));
    assert.equal(suite.emulator.requests(), before);
    assert.match(sent[0]!.problem ?? '', /Topic rank has no time series/);
  });

  describe('in the person\'s language', () => {
    afterEach(() => useBundle(undefined));

    it('says why a rule cannot be replayed in the words the chat\'s backtest uses', async () => {
      useBundle({ '{0} has no time series to replay.': '{0}没有可回放的时间序列。', 'A {0} has no time series to replay.': '{0}没有可回放的时间序列。' });
      const { client } = clientFor(suite.emulator);
      const nft: AlertRule['subject'] = { kind: 'nft', id: String(suite.emulator.data.nfts[0]!.id), title: 'Collection' };
      const cases: [AlertRule, string][] = [
        [{ ...rule, metric: 'topicRank', condition: { kind: 'below', value: 10 } }, 'Topic rank没有可回放的时间序列。'],
        [{ ...rule, subject: nft, metric: 'galaxyScore', condition: { kind: 'above', value: 50 } }, 'nft没有可回放的时间序列。'],
      ];
      for (const [unreplayable, words] of cases) {
        const sent: BacktestData[] = [];
        await new BacktestPanel({ title: '' }, unreplayable).load({ type: 'load', section: 'backtest' }, runOf(client, sent));
        assert.equal(sent[0]!.problem, words, `the panel, ${unreplayable.metric}`);
        assert.equal((await fetchBacktest(client, unreplayable, Date.now())).problem, words, `the chat, ${unreplayable.metric}`);
      }
    });
  });

  it('a line\'s box and a change in points end where the figure\'s values do, so a box says why 150 on sentiment is refused', () => {
    const [line] = paramsOf({ kind: 'above', value: 70 }, 'sentiment');
    assert.equal(boundsProblem(line!, 150), 'Type a number from 0 to 100.');
    const [points] = paramsOf({ kind: 'changesBy', percent: 5, windowMinutes: 60, direction: 'up' }, 'sentiment');
    assert.ok(boundsProblem(points!, 150), 'a change of sentiment is at most 100 points');
    assert.ok(newConditionProblem('sentiment', { kind: 'changesBy', percent: 150, windowMinutes: 60, direction: 'up' }, 'coin'), 'as the rule says');
    for (const metric of ['price', 'sentiment', 'interactionsVsMedian', 'galaxyScore', 'altRank', 'socialDominance', 'followers'] as const) {
      const [p] = paramsOf({ kind: 'above', value: 1 }, metric);
      // a figure without a top (price, counts) keeps the box's own far end
      for (const v of [p!.min - 1, p!.min, p!.max, ...(p!.max < 1e15 ? [p!.max + 1] : [])]) {
        assert.equal(Boolean(boundsProblem(p!, v)), Boolean(newConditionProblem(metric, { kind: 'above', value: v }, 'coin')), `${metric} above ${v}: the box and the rule agree`);
      }
    }
  });

  it('numbers the rule refuses are said beside their boxes with the rule\'s words, not only put back', async () => {
    const { client } = clientFor(suite.emulator);
    const coin: AlertRule['subject'] = { kind: 'coin', id: String(suite.emulator.data.coins[0]!.id), title: 'Coin' };
    const panel = new BacktestPanel({ title: '' }, { ...rule, subject: coin, metric: 'sentiment', condition: { kind: 'above', value: 70 } });
    const sent: BacktestData[] = [];
    panel.reload = () => void panel.load({ type: 'load', section: 'backtest' }, runOf(client, sent));
    await panel.load({ type: 'load', section: 'backtest' }, runOf(client, sent));
    assert.equal(sent[0]!.refused, undefined);
    await panel.requests.backtestParams!({ type: 'backtestParams', values: { value: 150 } });
    await until(() => sent.length === 2, 'the replay after the refused number');
    assert.deepEqual(sent[1]!.refused, { ids: ['value'], text: 'Sentiment is 0 to 100 (% positive).' });
    assert.deepEqual(panel.rule.condition, { kind: 'above', value: 70 }, 'the rule keeps its line');
    await panel.requests.backtestParams!({ type: 'backtestParams', values: { value: 80 } });
    await until(() => sent.length === 3, 'the replay of the good number');
    assert.equal(sent[2]!.refused, undefined, 'said once, not with every replay after');
  });

  it('adjusts only a condition\'s own numbers, its main one first', () => {
    const c = { kind: 'diverges', risePercent: 50, pricePercent: 2, windowHours: 24 } as const;
    assert.deepEqual(paramsOf(c).map((p) => p.id), ['risePercent', 'pricePercent', 'windowHours']);
    assert.deepEqual(withParams(c, { pricePercent: 5, k: 9, windowHours: Number.NaN }), { ...c, pricePercent: 5 });
  });

  it('a box says when its number is out of the bounds the rule takes, which the replay would ignore without a word', () => {
    const rules: [Metric, Condition][] = [
      ['interactions', { kind: 'unusual', k: 3, windowDays: 7, bucket: 'hour' }],
      ['interactions', { kind: 'diverges', risePercent: 50, pricePercent: 2, windowHours: 24 }],
      ['sentiment', { kind: 'sentimentCrosses', level: 60, direction: 'up' }],
      ['sentiment', { kind: 'sentimentDrops', points: 10, windowHours: 24 }],
      ['interactions', { kind: 'changesBy', percent: 20, windowMinutes: 60, direction: 'up' }],
    ];
    for (const [metric, c] of rules) {
      for (const p of paramsOf(c)) {
        assert.equal(boundsProblem(p, p.value), undefined, `${c.kind} ${p.id} ${p.value}`);
        const past = p.max + p.step;
        assert.ok(newConditionProblem(metric, withParams(c, { [p.id]: past }), 'topic'), `the rule refuses ${c.kind} ${p.id} ${past}`);
        assert.ok(boundsProblem(p, past), `the box refuses ${c.kind} ${p.id} ${past}`);
      }
    }
    // a fall's box ends at 100% (to zero), where the rule's check does
    const fall = { kind: 'changesBy', percent: 20, windowMinutes: 60, direction: 'down' } as const;
    const [percent] = paramsOf(fall);
    assert.equal(percent!.max, 100);
    assert.equal(newConditionProblem('price', withParams(fall, { percent: percent!.max }), 'coin'), undefined);
    assert.equal(newConditionProblem('price', withParams(fall, { percent: percent!.max + percent!.step }), 'coin'), 'A fall is at most 100%.');
    const [k, windowDays] = paramsOf(rules[0]![1]);
    assert.equal(boundsProblem(k!, 25), 'Type a number from 0.5 to 20.');
    assert.equal(boundsProblem(windowDays!, 2.5), `Type a whole number from ${windowDays!.min} to ${windowDays!.max}.`);
  });
});
