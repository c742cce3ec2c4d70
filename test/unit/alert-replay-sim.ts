// The replay of issue 25's conditions on the emulator's data: (1) 30 days of each condition over
// ten coins and ten topics, through `backtest` (the live checker's evaluation, one series request
// per subject and bucket, cached); (2) a virtual day of a person's rules checked by the real
// checker in the watchlist's background round (real policy, 15-minute setting), counting the
// requests on Hobby and on Individual limits. Printed by `node scripts/alert-replay.mjs`; its
// figures are asserted by alert-replay.test.ts.
import { AlertChecker } from '../../src/features/alerts/core/checker';
import { backtest } from '../../src/features/alerts/backtest';
import { alertRequests } from '../../src/features/alerts/core/cost';
import type { AlertRule, Condition, Metric } from '../../src/features/alerts/core/model';
import { describeCondition, METRIC_INFO } from '../../src/features/alerts/core/model';
import { backtestAsk } from '../../src/features/alerts/needs';
import { alertSource } from '../../src/features/alerts/source';
import { AlertStore } from '../../src/features/alerts/core/store';
import { createClient } from '../../src/service/api/client';
import { VirtualClock } from '../../src/service/api/clock';
import type { PlanId } from '../../src/service/api/plans';
import type { SocialClient } from '../../src/service/api/service';
import type { Emulator } from '../../src/service/demo/server';
import { startEmulator } from '../../src/service/demo/server';
import type { ItemRef } from '../../src/shared/items';
import { fetchSeries } from '../../src/shared/queries/series';
import { BackgroundRefresher } from '../../src/features/trees/refresher';
import { MemoryMemento } from './memento';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The replay's end: the emulator's world as of this moment. */
export const REPLAY_END = Date.UTC(2026, 0, 20, 0, 0, 30);
const KEY = 'alert-replay-key';

interface ConditionCase {
  label: string;
  metric: Metric;
  condition: Condition;
  kinds: readonly ('coin' | 'topic')[];
  /** Default 60 minutes. */
  cooldownMinutes?: number;
}

export const REPLAY_CASES: readonly ConditionCase[] = [
  { label: 'unusual interactions (hour, k 3, 7 d)', metric: 'interactions', condition: { kind: 'unusual', k: 3, windowDays: 7, bucket: 'hour' }, kinds: ['coin', 'topic'] },
  { label: 'unusual posts (day, k 3, 7 d)', metric: 'postsActive', condition: { kind: 'unusual', k: 3, windowDays: 7, bucket: 'day' }, kinds: ['coin', 'topic'] },
  { label: 'divergence (interactions +50% in 24 h, price < 2%)', metric: 'interactions', condition: { kind: 'diverges', risePercent: 50, pricePercent: 2, windowHours: 24 }, kinds: ['coin'] },
  { label: 'sentiment drops 10 points in 24 h', metric: 'sentiment', condition: { kind: 'sentimentDrops', points: 10, windowHours: 24 }, kinds: ['coin', 'topic'] },
  { label: 'sentiment crosses 50', metric: 'sentiment', condition: { kind: 'sentimentCrosses', level: 50, direction: 'either' }, kinds: ['coin', 'topic'] },
  { label: 'price rises 5% in 4 h (fixed, for comparison)', metric: 'price', condition: { kind: 'changesBy', percent: 5, windowMinutes: 240, direction: 'up' }, kinds: ['coin'] },
  // the emulator's bursts last hours and wobble around the line: a stricter k and a longer cool-down
  { label: 'unusual interactions (hour, k 5, 7 d), cool-down 6 h', metric: 'interactions', condition: { kind: 'unusual', k: 5, windowDays: 7, bucket: 'hour' }, kinds: ['coin', 'topic'], cooldownMinutes: 360 },
];

export interface ConditionFigures {
  label: string;
  rules: number;
  firings: number;
  judged: number;
  checks: number;
}

export interface PlanDay {
  plan: PlanId;
  rules: number;
  roundCost: number;
  rounds: number;
  requests: number;
}

export interface Replay {
  days: number;
  subjects: number;
  seriesRequests: number;
  conditions: ConditionFigures[];
  plans: PlanDay[];
}

function subjects(emulator: Emulator, kind: 'coin' | 'topic', n: number): ItemRef[] {
  return kind === 'coin'
    ? emulator.data.coins.slice(0, n).map((c) => ({ kind: 'coin', id: String(c.id), title: c.name }))
    : emulator.data.topics.slice(0, n).map((t) => ({ kind: 'topic', id: t.topic, title: t.title }));
}

function ruleOf(c: ConditionCase, subject: ItemRef, i: number): AlertRule {
  return {
    id: `r${i}`, name: `${subject.title}: ${METRIC_INFO[c.metric].label} ${describeCondition(c.metric, c.condition)}`,
    subject, metric: c.metric, condition: c.condition, cooldownMinutes: c.cooldownMinutes ?? 60, paused: false, createdAt: 0,
  };
}

async function withEmulator<T>(plan: PlanId, start: number, run: (client: SocialClient, emulator: Emulator, clock: VirtualClock) => Promise<T>): Promise<T> {
  let client: SocialClient | undefined;
  const clock = new VirtualClock(start, { busy: () => (client?.quota().inFlight ?? 0) > 0 });
  const emulator = await startEmulator({ now: () => clock.now(), keys: { [KEY]: plan } });
  client = createClient({ baseUrl: emulator.baseUrl, markdownUrl: emulator.markdownUrl, plan, clock, getKey: async () => KEY });
  try {
    return await run(client, emulator, clock);
  } finally {
    client.dispose();
    await emulator.close();
  }
}

/** 30 days of every case over `n` coins and `n` topics (Builder: a topic's series reaches back 30 days). */
async function replayConditions(n: number, days: number): Promise<{ conditions: ConditionFigures[]; seriesRequests: number }> {
  return withEmulator('builder', REPLAY_END, async (client, emulator) => {
    const before = emulator.requests();
    const since = REPLAY_END - days * DAY;
    const conditions: ConditionFigures[] = [];
    let i = 0;
    for (const c of REPLAY_CASES) {
      const figures: ConditionFigures = { label: c.label, rules: 0, firings: 0, judged: 0, checks: 0 };
      for (const kind of c.kinds) {
        for (const subject of subjects(emulator, kind, n)) {
          const rule = ruleOf(c, subject, i++);
          const ask = backtestAsk(rule)!;
          const { answer } = await fetchSeries(client, { kind, id: subject.id }, ask, {}, 'all');
          const b = backtest(rule, answer.data, { since });
          figures.rules++;
          figures.firings += b.firings.length;
          figures.judged += b.judged;
          figures.checks += b.checks;
        }
      }
      conditions.push(figures);
    }
    return { conditions, seriesRequests: emulator.requests() - before };
  });
}

/** A person's rules: five new conditions on two coins, and on Individual two on two topics too. */
export function personRules(emulator: Emulator, plan: PlanId): AlertRule[] {
  const rules: AlertRule[] = [];
  let i = 0;
  for (const coin of subjects(emulator, 'coin', 2)) for (const c of REPLAY_CASES.slice(0, 5)) rules.push(ruleOf(c, coin, i++));
  if (plan !== 'hobby') for (const topic of subjects(emulator, 'topic', 2)) for (const c of [REPLAY_CASES[0]!, REPLAY_CASES[3]!]) rules.push(ruleOf(c, topic, i++));
  return rules;
}

/** A virtual day of the person's rules in the background round, nothing else asking. */
async function planDay(plan: PlanId): Promise<PlanDay> {
  const start = REPLAY_END - DAY;
  return withEmulator(plan, start, async (client, emulator, clock) => {
    const store = new AlertStore(new MemoryMemento());
    const rules = personRules(emulator, plan);
    for (const r of rules) await store.put(r);
    const checker = new AlertChecker({ store, client: async () => client, clock, source: () => alertSource(false, emulator.baseUrl) });
    let rounds = 0;
    const before = emulator.requests();
    const refresher = new BackgroundRefresher({
      minutes: () => 15,
      cost: () => alertRequests(store.rules(), [], checker.itemsOffPage),
      quota: () => client.quota(),
      visible: () => true,
      clock,
      refresh: async () => {
        rounds++;
        await checker.check();
      },
    });
    refresher.schedule();
    await clock.sleep(DAY - 60_000);
    refresher.dispose();
    return { plan, rules: rules.length, roundCost: alertRequests(rules, []), rounds, requests: emulator.requests() - before };
  });
}

export async function replay(n = 10, days = 30): Promise<Replay> {
  const { conditions, seriesRequests } = await replayConditions(n, days);
  const plans = [await planDay('hobby'), await planDay('individual')];
  return { days, subjects: n, seriesRequests, conditions, plans };
}

export function replayTable(r: Replay): string {
  const lines = [
    `Replay of ${r.days} days on emulator data: ${r.subjects} coins and ${r.subjects} topics, cool-down 60 min unless said; ${r.seriesRequests} series requests for all rules (shared per subject and bucket)`,
    'condition                                               rules  firings  per rule  checks judged',
  ];
  for (const c of r.conditions) {
    lines.push(`${c.label.padEnd(55)}${String(c.rules).padStart(6)}${String(c.firings).padStart(9)}${(c.firings / c.rules).toFixed(1).padStart(10)}  ${c.judged}/${c.checks}`);
  }
  lines.push('', 'requests a day for a person\'s rules (background round, 15-minute setting, real quota policy)');
  for (const p of r.plans) {
    lines.push(`${p.plan.padEnd(11)} ${p.rules} rules, ${p.roundCost} requests a round, ${p.rounds} rounds: ${p.requests} requests a day`);
  }
  return lines.join('\n');
}
