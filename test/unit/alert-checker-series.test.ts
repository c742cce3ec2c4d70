// The checker with series conditions over the emulator (real HTTP, our client, a virtual clock):
// a round asks exactly what the plan counts (one request per subject and bucket, series cached
// until the next hour, the plan's operation on Individual), and a day of live checks fires the
// new conditions exactly where the backtest of the same day says they would.
import * as assert from 'node:assert/strict';
import { backtest, backtestText } from '../../src/features/alerts/backtest';
import { fetchBacktestSeries, replayBacktest } from '../../src/features/alerts/backtestFetch';
import { AlertChecker } from '../../src/features/alerts/core/checker';
import { alertRequests } from '../../src/features/alerts/core/cost';
import type { AlertRule, Condition, Metric } from '../../src/features/alerts/core/model';
import { backtestAsk } from '../../src/features/alerts/needs';
import { alertSource } from '../../src/features/alerts/source';
import { AlertStore } from '../../src/features/alerts/core/store';
import { VirtualClock } from '../../src/service/api/clock';
import type { PlanId } from '../../src/service/api/plans';
import type { SocialClient } from '../../src/service/api/service';
import type { Emulator } from '../../src/service/demo/server';
import { startEmulator } from '../../src/service/demo/server';
import type { ItemRef } from '../../src/shared/items';
import { fetchSeries } from '../../src/shared/queries/series';
import { clientFor, KEY } from './client-helpers';
import { MemoryMemento } from './memento';

/** A rule's backtest as the panel gets it: its series fetched, then replayed. */
const fetchBacktest = async (client: Parameters<typeof fetchBacktestSeries>[0], rule: Parameters<typeof fetchBacktestSeries>[1], now: number, options: Parameters<typeof fetchBacktestSeries>[2] = {}, access?: Parameters<typeof fetchBacktestSeries>[3]) =>
  replayBacktest(rule, await fetchBacktestSeries(client, rule, options, access), now);

const MIN = 60_000;
const HOUR = 60 * MIN;
const T0 = Date.UTC(2026, 0, 12, 0, 0, 30);
const SOURCE = alertSource(false, 'https://service.example/api4');

describe('alert checker with series conditions over the emulator (virtual clock)', function () {
  this.timeout(120_000);
  let clock: VirtualClock;
  let emulator: Emulator;
  let client: SocialClient;
  let store: AlertStore;
  let checker: AlertChecker;

  async function start(plan: PlanId): Promise<void> {
    clock = new VirtualClock(T0, { busy: () => (client?.quota().inFlight ?? 0) > 0 });
    emulator = await startEmulator({ now: () => clock.now(), keys: { [KEY]: plan }, quirks: false });
    client = clientFor(emulator, { plan, clock }).client;
    store = new AlertStore(new MemoryMemento());
    checker = new AlertChecker({ store, client: async () => client, clock, source: () => SOURCE });
  }
  afterEach(async () => {
    client.dispose();
    await emulator.close();
  });

  let n = 0;
  const coin = (i: number): ItemRef => ({ kind: 'coin', id: String(emulator.data.coins[i]!.id), title: emulator.data.coins[i]!.name });
  const topic = (i: number): ItemRef => ({ kind: 'topic', id: emulator.data.topics[i]!.topic, title: emulator.data.topics[i]!.title });
  const rule = (subject: ItemRef, metric: Metric, condition: Condition, cooldownMinutes = 60): AlertRule =>
    ({ id: `r${n++}`, name: `${subject.title} ${condition.kind}`, subject, metric, condition, cooldownMinutes, paused: false, createdAt: T0 });

  async function requestsOf(check: () => Promise<unknown>): Promise<number> {
    const before = emulator.requests();
    await check();
    return emulator.requests() - before;
  }

  it('a round asks what the plan counts: one request per subject and bucket, the series again only in a new hour', async () => {
    await start('builder');
    const rules = [
      rule(coin(0), 'interactions', { kind: 'unusual', k: 3, windowDays: 7, bucket: 'hour' }),
      rule(coin(0), 'sentiment', { kind: 'sentimentDrops', points: 10, windowHours: 24 }),
      rule(coin(0), 'postsActive', { kind: 'unusual', k: 3, windowDays: 7, bucket: 'day' }),
      rule(coin(1), 'price', { kind: 'above', value: 1e12 }),
      rule(topic(0), 'contributorsActive', { kind: 'unusual', k: 3, windowDays: 7, bucket: 'hour' }),
    ];
    for (const r of rules) await store.put(r);
    assert.equal(alertRequests(rules, []), 4);
    assert.equal(await requestsOf(() => checker.check()), 4, 'the coin page, coin 0 by hour and by day, the topic by hour');
    for (const r of rules) assert.notEqual(store.state(SOURCE.id, r.id).status, 'waiting', `${r.name}: ${store.state(SOURCE.id, r.id).note}`);
    clock.advance(16 * MIN);
    assert.equal(await requestsOf(() => checker.check()), 1, 'within the hour only the coin page (a minute\'s lifetime) is asked again');
    clock.advance(HOUR);
    assert.equal(await requestsOf(() => checker.check()), 4, 'a new hour: the series again');
  });

  it('on Hobby, a coin\'s series comes without its social figures: its social rules say so, not that a value is on its way', async () => {
    await start('hobby');
    const rules = [
      rule(coin(0), 'interactions', { kind: 'unusual', k: 3, windowDays: 7, bucket: 'hour' }),
      rule(coin(0), 'sentiment', { kind: 'sentimentDrops', points: 10, windowHours: 24 }),
      rule(coin(0), 'galaxyScore', { kind: 'unusual', k: 3, windowDays: 7, bucket: 'hour' }),
    ];
    for (const r of rules) await store.put(r);
    await checker.check();
    const notes = rules.map((r) => store.state(SOURCE.id, r.id).note ?? '');
    assert.match(notes[0]!, /The series carries no Interactions: a plan without social data/);
    assert.match(notes[1]!, /The series carries no Sentiment: a plan without social data/);
    assert.match(notes[2]!, /The series carries no Galaxy Score/);
  });

  it('on Individual a topic\'s series is asked with the plan\'s operation at once (v2), one request', async () => {
    await start('individual');
    const rules = [rule(topic(1), 'interactions', { kind: 'unusual', k: 3, windowDays: 7, bucket: 'hour' }), rule(topic(1), 'sentiment', { kind: 'sentimentCrosses', level: 50, direction: 'either' })];
    for (const r of rules) await store.put(r);
    assert.equal(await requestsOf(() => checker.check()), alertRequests(rules, []));
    assert.equal(alertRequests(rules, []), 1);
    assert.notEqual(store.state(SOURCE.id, rules[0]!.id).status, 'waiting', 'the week v2 gives holds six earlier same hours');
  });

  it('a backtest asks one series request, the round\'s own cache entry when the rule\'s need reaches as far', async () => {
    await start('builder');
    const unusual = rule(coin(0), 'interactions', { kind: 'unusual', k: 3, windowDays: 7, bucket: 'hour' });
    await store.put(unusual);
    await checker.check();
    const shared = await fetchBacktest(client, unusual, clock.now());
    assert.equal(shared.requests, 0, 'the round asked the same 30 days by hour');
    // the hours wholly in the last 30 days: the first began 30 s before them, the running one has no point yet
    assert.equal(shared.checks, 30 * 24 - 1, 'one check an hour over the last 30 days');
    assert.ok(shared.judged >= 27 * 24, 'all but the first three days (what is usual needs three earlier days)');
    const drops = rule(coin(1), 'sentiment', { kind: 'sentimentDrops', points: 5, windowHours: 12 });
    assert.equal(await requestsOf(async () => assert.equal((await fetchBacktest(client, drops, clock.now())).requests, 1)), 1);
    assert.equal(await requestsOf(() => fetchBacktest(client, { ...drops, condition: { kind: 'sentimentDrops', points: 2, windowHours: 12 } }, clock.now())), 0, 'adjusting the rule replays the cached series');
    const rank = await fetchBacktest(client, rule(topic(0), 'topicRank', { kind: 'entersTop', n: 3 }), clock.now());
    assert.match(rank.problem!, /no time series/);
  });

  it('a daily backtest judges whole days: today so far is neither a check nor a point of its line', async () => {
    await start('builder');
    clock.advance(14 * HOUR);
    const today = Date.UTC(2026, 0, 12);
    const daily = await fetchBacktest(client, rule(coin(0), 'interactions', { kind: 'unusual', k: 3, windowDays: 7, bucket: 'day' }), clock.now());
    assert.equal(daily.bucket, 'day');
    assert.equal(daily.line.at(-1)?.time, today - 24 * HOUR, 'the last point is yesterday, a whole day');
    assert.ok(daily.line.every((p) => p.time < today), 'no point of the day so far (14 h of 24)');
    assert.ok(daily.firings.every((p) => p.time < today));
  });

  it('on Individual a topic\'s backtest has the week the plan gives, and says so', async () => {
    await start('individual');
    const b = await fetchBacktest(client, rule(topic(0), 'sentiment', { kind: 'sentimentCrosses', level: 50, direction: 'either' }), clock.now(), {}, 'limited');
    assert.match(b.note ?? '', /only the last week/);
    assert.ok(b.checks <= 7 * 24 + 1 && b.checks >= 7 * 24 - 1, `${b.checks} hours`);
    assert.equal(b.days, 7, 'the days replayed, not the 30 asked');
    assert.match(backtestText(b, b.days), /^Would (never have fired|have fired once|have fired \d+ times) in the last 7 days \(/);
  });

  it('a day of live checks fires the new conditions once each time, where the backtest of that day says', async () => {
    await start('builder');
    const rules: AlertRule[] = [];
    for (const i of [0, 1, 2]) {
      // cool-downs of 0, 3 and 4 hours: a re-armed rule waits out the longer ones
      rules.push(rule(coin(i), 'interactions', { kind: 'unusual', k: 1.5, windowDays: 7, bucket: 'hour' }, i * 180));
      rules.push(rule(coin(i), 'sentiment', { kind: 'sentimentCrosses', level: 50, direction: 'either' }, i === 1 ? 240 : 0));
      rules.push(rule(coin(i), 'sentiment', { kind: 'sentimentDrops', points: 4, windowHours: 6 }, 240));
    }
    for (const r of rules) await store.put(r);
    const live = new Map<string, number[]>(rules.map((r) => [r.id, []]));
    const messages: string[] = [];
    for (let t = 0; t < 24 * 4; t++) {
      const report = await checker.check();
      for (const f of report.fired) {
        live.get(f.ruleId)!.push(Math.floor(f.at / HOUR) * HOUR);
        messages.push(f.message);
      }
      clock.advance(15 * MIN);
    }
    let total = 0;
    // a check reads the series up to the hour that ended as it ran: the day's checks read the hours from the one before T0
    const first = Math.floor(T0 / HOUR) * HOUR - HOUR;
    for (const r of rules) {
      const { answer } = await fetchSeries(client, { kind: 'coin', id: r.subject.id }, backtestAsk(r)!, {});
      const b = backtest(r, answer.data.filter((p) => p.time * 1000 < first + 24 * HOUR), { since: first });
      assert.deepEqual(live.get(r.id), b.firings.map((f) => f.time + HOUR), `${r.name}: live firings are the backtest's, each at the end of its hour`);
      total += b.firings.length;
    }
    assert.ok(total >= 5, `the day fired the new conditions (${total} times)`);
    assert.ok(messages.some((m) => /Interactions unusually high, the latest hour at least 1\.5 deviations above the same hour of the last 7 days \(now [\d,]+, usually [\d,.]+\)\.$/.test(m)), messages.join('\n'));
  });
});
