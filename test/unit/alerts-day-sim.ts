// A day with 10 alert rules, on a virtual clock against the emulator: the watchlist's background
// round (BackgroundRefresher, real policy) refreshes the pins and checks the rules; a person
// clicks through coins and topics from 9 to 6; at set times the emulator's data is driven across
// each rule's line. Measured: how often each rule was checked, requests spent for alerts, 429s,
// how long the person's clicks waited (the same day with and without rules), and how late each
// alert fired after its condition became true. Used by alerts-day.test.ts and `npm run bench:quota`.
import { AsyncLocalStorage } from 'node:async_hooks';
import { AlertChecker } from '../../src/features/alerts/core/checker';
import { alertRequests } from '../../src/features/alerts/core/cost';
import type { AlertRule } from '../../src/features/alerts/core/model';
import { alertSource } from '../../src/features/alerts/source';
import { AlertStore } from '../../src/features/alerts/core/store';
import { createClient } from '../../src/service/api/client';
import { VirtualClock } from '../../src/service/api/clock';
import type { PlanId } from '../../src/service/api/plans';
import { userReserve } from '../../src/service/api/quota';
import type { SocialClient } from '../../src/service/api/service';
import type { Override } from '../../src/service/demo/server';
import { startEmulator } from '../../src/service/demo/server';
import type { ItemRef } from '../../src/shared/items';
import { BackgroundRefresher } from '../../src/features/trees/refresher';
import { loadWatchlist } from '../../src/features/trees/watchlist';
import { roundRequests } from '../../src/editor/background/roundCost';
import { MemoryMemento } from './memento';

const HOUR = 3_600_000;
const MIN = 60_000;
export const ALERT_DAY_START = Date.UTC(2025, 2, 11);
const START = ALERT_DAY_START + 8 * HOUR;
const END = ALERT_DAY_START + 24 * HOUR - MIN;

type Actor = 'user' | 'watchlist' | 'alerts';

export interface RuleFigures {
  name: string;
  checks: number;
  /** When the emulator's data crossed the line; when the rule fired (ms since the epoch). */
  crossedAt?: number;
  firedAt?: number;
  status: string;
}

export interface AlertDay {
  plan: PlanId;
  perDay: number;
  rules: RuleFigures[];
  rounds: number;
  requests: Record<Actor, number>;
  got429: number;
  dayUsedAtEnd: number;
  maxDayUsedByBackground: number;
  userCalls: number;
  userFailures: number;
  /** Virtual seconds the person's calls waited for quota: the largest, with and without rules. */
  maxUserWaitS: number;
  maxUserWaitWithoutRulesS: number;
}

function rulesFor(plan: PlanId, data: { coins: readonly { id: number | string; name: string; symbol: string }[]; topics: readonly { topic: string; title: string }[]; stocks: readonly { symbol: string; name: string }[] }): { rules: AlertRule[]; drives: { at: number; rule: string; override: Override }[] } {
  const coin = (i: number): ItemRef => ({ kind: 'coin', id: String(data.coins[i]!.id), title: data.coins[i]!.name });
  const base = { cooldownMinutes: 60, paused: false, createdAt: START };
  const rules: AlertRule[] = [];
  const drives: { at: number; rule: string; override: Override }[] = [];
  const add = (r: Omit<AlertRule, 'cooldownMinutes' | 'paused' | 'createdAt'>, hour: number, override?: Override): void => {
    rules.push({ ...base, ...r });
    if (override) drives.push({ at: ALERT_DAY_START + hour * HOUR, rule: r.id, override });
  };
  const cid = (i: number): string => String(data.coins[i]!.id);
  // coins on every plan (Hobby has market data only)
  add({ id: 'c0-price', name: 'coin 0 price above', subject: coin(0), metric: 'price', condition: { kind: 'above', value: 1e9 } }, 10.2, { kind: 'coin', id: cid(0), field: 'price', value: 2e9 });
  add({ id: 'c0-gs', name: 'coin 0 Galaxy Score below', subject: coin(0), metric: 'galaxyScore', condition: { kind: 'below', value: 1 } }, 13.7, { kind: 'coin', id: cid(0), field: 'galaxy_score', value: 0.5 });
  add({ id: 'c9-alt', name: 'coin 9 AltRank enters top 1', subject: coin(9), metric: 'altRank', condition: { kind: 'entersTop', n: 1 } }, 11.5, { kind: 'coin', id: cid(9), field: 'alt_rank', value: 1 });
  add({ id: 'c2-change', name: 'coin 2 24h change above 80%', subject: coin(2), metric: 'change24h', condition: { kind: 'above', value: 80 } }, 15.1, { kind: 'coin', id: cid(2), field: 'percent_change_24h', value: 95 });
  add({ id: 'c3-cross', name: 'coin 3 price crosses 1e8', subject: coin(3), metric: 'price', condition: { kind: 'crosses', value: 1e8 } }, 17.3, { kind: 'coin', id: cid(3), field: 'price', value: 2e8 });
  add({ id: 'c4-sent', name: 'coin 4 sentiment below 5', subject: coin(4), metric: 'sentiment', condition: { kind: 'below', value: 5 } }, 20.4, { kind: 'coin', id: cid(4), field: 'sentiment', value: 2 });
  add({ id: 'c5-price-jump', name: 'coin 5 rises 50% in 2 h', subject: coin(5), metric: 'price', condition: { kind: 'changesBy', percent: 50, windowMinutes: 120, direction: 'up' } }, 12.6, { kind: 'coin', id: cid(5), field: 'price', value: 1e7 });
  if (plan === 'hobby') {
    add({ id: 'c6-price', name: 'coin 6 price below', subject: coin(6), metric: 'price', condition: { kind: 'below', value: 1e-9 } }, 16.2, { kind: 'coin', id: cid(6), field: 'price', value: 1e-10 });
    add({ id: 'c7-gs', name: 'coin 7 Galaxy Score above 99', subject: coin(7), metric: 'galaxyScore', condition: { kind: 'above', value: 99 } }, 9.4, { kind: 'coin', id: cid(7), field: 'galaxy_score', value: 99.5 });
    add({ id: 'c8-quiet', name: 'coin 8 never', subject: coin(8), metric: 'price', condition: { kind: 'below', value: 0 } }, 0);
  } else {
    const t = (i: number): ItemRef => ({ kind: 'topic', id: data.topics[i]!.topic, title: data.topics[i]!.title });
    add({ id: 't9-rank', name: 'topic 9 enters top 3', subject: t(9), metric: 'topicRank', condition: { kind: 'entersTop', n: 3 } }, 14.3, { kind: 'topic', id: data.topics[9]!.topic, field: 'topic_rank', value: 2 });
    add({ id: 't0-rank', name: 'topic 0 leaves the top 1 (rank above 1)', subject: t(0), metric: 'topicRank', condition: { kind: 'above', value: 1 } }, 19.2, { kind: 'topic', id: data.topics[0]!.topic, field: 'topic_rank', value: 4 });
    const s = data.stocks[0]!;
    add({ id: 's0-price', name: 'stock 0 price above', subject: { kind: 'stock', id: s.symbol.toLowerCase(), title: s.name }, metric: 'price', condition: { kind: 'above', value: 1e7 } }, 10.9, { kind: 'stock', id: s.symbol, field: 'price', value: 2e7 });
  }
  return { rules, drives };
}

async function runDay(plan: PlanId, withRules: boolean): Promise<AlertDay> {
  let client: SocialClient | undefined;
  const clock = new VirtualClock(START, { busy: () => (client?.quota().inFlight ?? 0) > 0 });
  const emulator = await startEmulator({ now: () => clock.now(), keys: { 'alert-key': plan } });
  client = createClient({ baseUrl: emulator.baseUrl, markdownUrl: emulator.markdownUrl, plan, clock, getKey: async () => 'alert-key' });
  const c = client;
  const actor = new AsyncLocalStorage<Actor>();
  const requests: Record<Actor, number> = { user: 0, watchlist: 0, alerts: 0 };
  let got429 = 0;
  let maxDayUsedByBackground = 0;
  c.onRequest((e) => {
    if (e.status === 429) got429++;
    if (e.outcome !== 'network' || e.status === undefined) return;
    const who = actor.getStore() ?? 'user';
    requests[who]++;
    if (who !== 'user') maxDayUsedByBackground = Math.max(maxDayUsedByBackground, c.quota().dayUsed);
  });
  const pinned: ItemRef[] = [0, 1].map((i) => ({ kind: 'coin', id: String(emulator.data.coins[i]!.id), title: emulator.data.coins[i]!.name }));
  const store = new AlertStore(new MemoryMemento());
  const { rules, drives } = rulesFor(plan, emulator.data);
  if (withRules) for (const r of rules) await store.put(r);
  const checker = new AlertChecker({ store, client: async () => c, clock, source: () => alertSource(false, emulator.baseUrl) });
  const crossedAt: Record<string, number> = {};
  const firedAt: Record<string, number> = {};
  let rounds = 0;
  const refresher = new BackgroundRefresher({
    minutes: () => 15,
    // the round's cost as the product plans it (src/features/trees/register.ts): one sum, so the sim cannot drift from it
    cost: () => roundRequests(pinned, (p) => alertRequests(store.rules(), p, checker.itemsOffPage)),
    quota: () => c.quota(),
    visible: () => true,
    clock,
    refresh: async () => {
      rounds++;
      const ctx = { client: c, options: { priority: 'background' as const }, now: clock.now() };
      await actor.run('watchlist', () => loadWatchlist(ctx, pinned).catch(() => undefined));
      const report = await actor.run('alerts', () => checker.check());
      for (const f of report.fired) firedAt[f.ruleId] ??= f.at;
    },
  });
  refresher.schedule();

  // the person: a burst of clicks every ~20 minutes from 9 to 6
  let userCalls = 0;
  let userFailures = 0;
  let maxWait = 0;
  const click = async (call: () => Promise<unknown>): Promise<void> => {
    userCalls++;
    const t = clock.now();
    try {
      await actor.run('user', call);
    } catch {
      userFailures++;
    }
    maxWait = Math.max(maxWait, clock.now() - t);
  };
  let i = 0;
  const person = async (): Promise<void> => {
    for (let t = ALERT_DAY_START + 9 * HOUR; t < ALERT_DAY_START + 18 * HOUR; t += 20 * MIN) {
      await clock.sleep(Math.max(0, t - clock.now()));
      const coin = emulator.data.coins[(i++ * 7) % 40]!;
      await click(() => c.coin(String(coin.id), { priority: 'view' }));
      await click(() => c.coinsListV2({ sort: 'market_cap', desc: true, limit: 50 }, { priority: 'view' }));
      if (plan !== 'hobby') await click(() => c.topic(emulator.data.topics[i % 20]!.topic, { priority: 'view' }));
    }
  };
  const driver = async (): Promise<void> => {
    for (const d of [...drives].sort((a, b) => a.at - b.at)) {
      if (d.at <= START) continue;
      await clock.sleep(Math.max(0, d.at - clock.now()));
      emulator.overrides.set([d.override]);
      crossedAt[d.rule] = clock.now();
    }
  };
  await Promise.all([person(), driver(), clock.sleep(END - clock.now())]);
  refresher.dispose();
  const states = store.states(alertSource(false, emulator.baseUrl).id);
  const result: AlertDay = {
    plan,
    perDay: c.quota().plan.perDay,
    rules: rules.map((r) => ({ name: r.name, checks: states[r.id]?.checks ?? 0, crossedAt: crossedAt[r.id], firedAt: firedAt[r.id], status: states[r.id]?.status ?? 'none' })),
    rounds,
    requests,
    got429,
    dayUsedAtEnd: c.quota().dayUsed,
    maxDayUsedByBackground,
    userCalls,
    userFailures,
    maxUserWaitS: maxWait / 1000,
    maxUserWaitWithoutRulesS: 0,
  };
  c.dispose();
  await emulator.close();
  return result;
}

export async function simulateAlertDay(plan: PlanId): Promise<AlertDay> {
  const withRules = await runDay(plan, true);
  const without = await runDay(plan, false);
  return { ...withRules, maxUserWaitWithoutRulesS: without.maxUserWaitS };
}

export function alertTable(d: AlertDay): string {
  const hhmm = (t?: number): string => (t === undefined ? '—' : new Date(t).toISOString().slice(11, 16));
  const lines = [
    `Alerts day, ${d.plan} (${d.perDay}/day, reserve ${userReserve(d.perDay)}): ${d.rules.length} rules, ${d.rounds} background rounds`,
    `requests: person ${d.requests.user}, watchlist ${d.requests.watchlist}, alerts ${d.requests.alerts}; 429s: ${d.got429}; day used ${d.dayUsedAtEnd}, background stopped at ${d.maxDayUsedByBackground}`,
    `person: ${d.userCalls} calls, ${d.userFailures} failed; longest wait ${d.maxUserWaitS.toFixed(0)} s with rules, ${d.maxUserWaitWithoutRulesS.toFixed(0)} s without`,
    'rule                                      checks  crossed  fired   late',
  ];
  for (const r of d.rules) {
    const late = r.crossedAt !== undefined && r.firedAt !== undefined ? `${Math.round((r.firedAt - r.crossedAt) / MIN)} min` : r.crossedAt !== undefined ? `not fired (${r.status})` : '';
    lines.push(`${r.name.padEnd(42)}${String(r.checks).padStart(6)}  ${hhmm(r.crossedAt).padStart(7)}  ${hhmm(r.firedAt).padStart(5)}  ${late}`);
  }
  return lines.join('\n');
}
