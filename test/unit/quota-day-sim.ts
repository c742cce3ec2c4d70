// A working day under quota pressure, on a virtual clock: a person clicks through the sidebar
// and panels in bursts from 9 to 6 while the watchlist refreshes in the background until
// midnight UTC (when the daily quota resets). Everything real: the client, the emulator (on the
// same clock), the tree and panel loaders, the watchlist store and the background refresher.
// Used by quota-day.test.ts (assertions) and `npm run bench:quota` (the printed table).
import { AsyncLocalStorage } from 'node:async_hooks';
import { createClient } from '../../src/service/api/client';
import { VirtualClock } from '../../src/service/api/clock';
import { isServiceError } from '../../src/service/api/errors';
import type { PlanId } from '../../src/service/api/plans';
import { userReserve } from '../../src/service/api/quota';
import type { RequestOptions, SocialClient } from '../../src/service/api/service';
import { startEmulator } from '../../src/service/demo/server';
import type { Emulator } from '../../src/service/demo/server';
import type { ItemRef } from '../../src/shared/items';
import { loadSection } from '../../src/features/panels/loaders';
import type { LoadContext as PanelContext } from '../../src/features/panels/loaders';
import type { LoadMessage } from '../../src/shared/protocol/messages';
import type { SectionId, ViewKind } from '../../src/shared/protocol/views';
import { DEFAULT_SERIES, VIEW_SECTIONS } from '../../src/shared/protocol/views';
import { loadCategories } from '../../src/features/trees/categories';
import { COIN_SORTS } from '../../src/shared/queries/coinSort';
import type { CoinSort } from '../../src/shared/queries/coinSort';
import { COIN_TREE, loadMarketTree } from '../../src/features/trees/coins';
import type { LoadContext as TreeContext } from '../../src/editor/treeKit/core/node';
import { BackgroundRefresher } from '../../src/features/trees/refresher';
import { loadTrendingTopics } from '../../src/features/trees/topics';
import { loadWatchlist } from '../../src/features/trees/watchlist';
import { watchlistRequests } from '../../src/editor/background/roundCost';
import { WatchlistStore } from '../../src/editor/watchlist/store';
import { MemoryMemento } from './memento';

const HOUR = 3_600_000;
const MIN = 60_000;
/** Monday 2025-03-10, 00:00 UTC. The daily quota resets at midnight UTC. */
export const DAY_START = Date.UTC(2025, 2, 10);
const WORK_START = DAY_START + 9 * HOUR;
const WORK_END = DAY_START + 18 * HOUR;
const LUNCH = [DAY_START + 12.5 * HOUR, DAY_START + 13.5 * HOUR] as const;
/** The simulation stops a minute before the day's quota resets. */
const DAY_END = DAY_START + 24 * HOUR - MIN;
/** `socialPulse.backgroundRefreshMinutes` at its default. */
export const REFRESH_MINUTES = 15;

type Actor = 'user' | 'background';

export interface HourRow {
  hour: number;
  user: number;
  background: number;
  /** Of `user`: refused by the service because the plan lacks the operation (402). */
  plan: number;
  /** Answered without a request: fresh in the cache, or joined a request in flight. */
  cached: number;
  /** Background calls the client held back for the reserve (answered stale or not at all). */
  heldBack: number;
  /** Requests counted by the service today at the end of the hour. */
  dayUsed: number;
}

export interface DayResult {
  plan: PlanId;
  perMinute: number;
  perDay: number;
  reserve: number;
  hours: HourRow[];
  /** Requests the emulator received. */
  sent: number;
  /** Requests sent, by operation and by who asked. */
  byOperation: Record<string, { user: number; background: number }>;
  got429: number;
  /** User calls: answered (network, cache, stale), refused for the plan, or failing otherwise. */
  userCalls: number;
  userAnswered: number;
  userPlanRefused: number;
  /** Calls answered from the client's memory of an earlier 402, without a request. */
  planRemembered: number;
  userFailures: string[];
  /** Person's actions (clicks), each a burst of calls. */
  clicks: number;
  /** When each background round started (ms since the epoch). */
  rounds: number[];
  /** The most requests the service had counted today when a background request left. */
  maxDayUsedAtBackground: number;
  /** The last background request sent, ms since the epoch. */
  lastBackgroundAt?: number;
  dayUsedAtEnd: number;
  /** Real time the run took, ms. */
  realMs: number;
}

/** Deterministic pseudo-random numbers (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function loadMessage(section: SectionId): LoadMessage {
  switch (section) {
    case 'series': return { type: 'load', section, query: DEFAULT_SERIES };
    case 'posts': return { type: 'load', section, query: {} };
    case 'coins':
    case 'stocks':
    case 'nfts':
      return { type: 'load', section, query: { source: 'v1' } };
    case 'report': return { type: 'load', section, query: { format: 'markdown' } };
    default: return { type: 'load', section };
  }
}

/** The pinned items the person starts the day with (pinned on an earlier day). */
function startingPins(emulator: Emulator, plan: PlanId): ItemRef[] {
  const coins = emulator.data.coins;
  const coin = (i: number): ItemRef => ({ kind: 'coin', id: String(coins[i]!.id), title: coins[i]!.name });
  if (plan === 'hobby') {
    // eight large coins and two small ones, far down the market-cap ranking
    return [0, 1, 2, 4, 6, 9, 14, 21, 350, 1200].map(coin);
  }
  const topics = emulator.data.topics.slice(0, 4).map((t): ItemRef => ({ kind: 'topic', id: t.topic, title: t.title }));
  const categories = emulator.data.categories.slice(0, 3).map((c): ItemRef => ({ kind: 'category', id: c.category, title: c.title }));
  return [...topics, ...categories, coin(0), coin(3), coin(600)];
}

export async function simulateDay(plan: PlanId, seed = 7): Promise<DayResult> {
  const realStart = Date.now();
  let client: SocialClient | undefined;
  const clock = new VirtualClock(WORK_START, { busy: () => (client?.quota().inFlight ?? 0) > 0 });
  const emulator = await startEmulator({ now: () => clock.now(), keys: { 'day-key': plan } });
  client = createClient({ baseUrl: emulator.baseUrl, markdownUrl: emulator.markdownUrl, plan, clock, getKey: async () => 'day-key' });
  const c = client;
  const rand = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const between = (lo: number, hi: number): number => lo + Math.floor(rand() * (hi - lo));

  // ---- counting: who asked (the async context of the call) and what it cost
  const actor = new AsyncLocalStorage<Actor>();
  const hours = new Map<number, HourRow>();
  const row = (t: number): HourRow => {
    const hour = Math.floor((t - DAY_START) / HOUR);
    let r = hours.get(hour);
    if (!r) hours.set(hour, (r = { hour, user: 0, background: 0, plan: 0, cached: 0, heldBack: 0, dayUsed: 0 }));
    return r;
  };
  let got429 = 0;
  let planRemembered = 0;
  const byOperation: DayResult['byOperation'] = {};
  let maxDayUsedAtBackground = 0;
  let lastBackgroundAt: number | undefined;
  c.onRequest((e) => {
    const who = actor.getStore() ?? 'user';
    const now = clock.now();
    const r = row(now);
    const note = e.note ?? '';
    // a 429 the client retried is only in the note ("fresh for 429 s" is not one)
    if (e.status === 429 || note.includes('429 for the minute')) got429++;
    if (e.outcome === 'cache' && e.status === 402) {
      planRemembered++;
      return;
    }
    if (e.outcome === 'cache' || e.outcome === 'shared') {
      r.cached++;
      return;
    }
    if (e.status === undefined) {
      // refused before leaving: the reserve, or the day used up
      if (who === 'background') r.heldBack++;
      return;
    }
    const op = (byOperation[e.operation] ??= { user: 0, background: 0 });
    op[who]++;
    if (who === 'user') {
      r.user++;
      if (e.status === 402) r.plan++;
    } else {
      r.background++;
      lastBackgroundAt = now;
      maxDayUsedAtBackground = Math.max(maxDayUsedAtBackground, c.quota().dayUsed);
    }
  });
  c.onQuotaChange((q) => {
    row(clock.now()).dayUsed = q.dayUsed;
  });

  // ---- what the person's calls came to
  let userCalls = 0;
  let userAnswered = 0;
  let userPlanRefused = 0;
  const userFailures: string[] = [];
  const user = async (what: string, call: () => Promise<unknown>): Promise<unknown> => {
    userCalls++;
    try {
      const value = await actor.run('user', call);
      userAnswered++;
      return value;
    } catch (e) {
      if (isServiceError(e) && e.kind === 'plan') userPlanRefused++;
      else userFailures.push(`${new Date(clock.now()).toISOString().slice(11, 16)} ${what}: ${isServiceError(e) ? `${e.kind}: ${e.message}` : String(e)}`);
      return undefined;
    }
  };
  const userOptions: RequestOptions = { priority: 'view' };
  const treeCtx = (o: RequestOptions = userOptions): TreeContext => ({ client: c, options: o, now: clock.now() });

  // ---- the sidebar's state
  const store = new WatchlistStore(new MemoryMemento());
  for (const ref of startingPins(emulator, plan)) await store.add(ref);
  let sort: CoinSort = { key: 'market_cap', desc: true };
  let pages = 1;
  /** The coins the Coins tree shows now. */
  let listed: ItemRef[] = [];
  const rounds: number[] = [];

  const refresher = new BackgroundRefresher({
    minutes: () => REFRESH_MINUTES,
    cost: () => watchlistRequests(store.items()),
    quota: () => c.quota(),
    visible: () => true,
    clock,
    refresh: () => actor.run('background', () => {
      rounds.push(clock.now());
      return loadWatchlist(treeCtx({ priority: 'background' }), store.items()).catch(() => undefined);
    }),
  });
  store.onDidChange(() => {
    void user('watchlist after a pin', () => loadWatchlist(treeCtx(), store.items()));
    refresher.schedule();
  });

  // ---- what a click does, as the extension does it
  const coinsTree = (): Promise<unknown> => user('coins tree', async () => {
    const shown = await loadMarketTree(treeCtx(), COIN_TREE, sort, pages);
    listed = shown.nodes.map((n) => n.pin).filter((ref): ref is ItemRef => ref?.kind === 'coin');
  });
  const panel = (view: ViewKind, ref: ItemRef): Promise<unknown> => Promise.all(VIEW_SECTIONS[view].map((section) => {
    const ctx: PanelContext = {
      client: c, view, subject: ref.id, ref, options: userOptions, socialData: plan !== 'hobby',
      emit: () => undefined, progress: () => undefined,
    };
    return user(`${view} panel ${section}`, () => loadSection(ctx, loadMessage(section)));
  }));
  // a coin opens its market panel, with no lookup first
  const openCoin = (): Promise<unknown> => panel('market', pick(listed));
  const openTopic = (): Promise<unknown> => {
    const t = pick(emulator.data.topics.slice(0, 25));
    return panel('topic', { kind: 'topic', id: t.topic, title: t.title });
  };
  const openCategory = (): Promise<unknown> => {
    const k = pick(emulator.data.categories);
    return panel('category', { kind: 'category', id: k.category, title: k.title });
  };
  const sidebar = (refresh: boolean): Promise<unknown> => Promise.all([
    user('trending topics', () => loadTrendingTopics(treeCtx({ ...userOptions, refresh }))),
    user('categories', () => loadCategories(treeCtx({ ...userOptions, refresh }))),
    user('watchlist', () => loadWatchlist(treeCtx({ ...userOptions, refresh }), store.items())),
  ]);

  type Action = [weight: number, run: () => Promise<unknown>];
  const coinActions: Action[] = [
    [3, coinsTree],
    [2, () => {
      const option = pick(COIN_SORTS);
      sort = { key: option.key, desc: option.desc };
      pages = 1;
      return coinsTree();
    }],
    [2, () => {
      pages = Math.min(pages + 1, 4);
      return coinsTree();
    }],
    [4, openCoin],
    [1, async () => {
      // a coin swapped for another: the watchlist stays at ten
      const coin = pick(listed);
      if (store.has(coin)) return;
      const pinned = store.items().filter((i) => i.kind === 'coin');
      await store.remove(pick(pinned));
      await store.add(coin);
    }],
  ];
  const socialActions: Action[] = [[6, openTopic], [3, openCategory], [2, () => sidebar(false)]];
  const actions = plan === 'hobby' ? coinActions : [...coinActions, ...socialActions];
  const choose = (): (() => Promise<unknown>) => {
    let r = rand() * actions.reduce((s, [w]) => s + w, 0);
    for (const [w, run] of actions) if ((r -= w) < 0) return run;
    return actions[0]![1];
  };

  // ---- the day
  let clicks = 0;
  const person = async (): Promise<void> => {
    clicks++;
    await sidebar(false);
    await coinsTree();
    refresher.schedule();
    let refreshed = false;
    while (clock.now() < WORK_END) {
      // a visit: a few clicks a little apart
      const visitClicks = between(2, 6);
      for (let i = 0; i < visitClicks && clock.now() < WORK_END; i++) {
        clicks++;
        await choose()();
        await clock.sleep(between(10, 90) * 1000);
      }
      // once in the afternoon the person presses Refresh on the sidebar
      if (!refreshed && clock.now() > DAY_START + 15 * HOUR) {
        refreshed = true;
        clicks++;
        await sidebar(true);
      }
      let pause = between(plan === 'hobby' ? 20 : 8, plan === 'hobby' ? 55 : 35) * MIN;
      const back = clock.now() + pause;
      if (back > LUNCH[0] && clock.now() < LUNCH[1]) pause = Math.max(pause, LUNCH[1] - clock.now());
      await clock.sleep(pause);
    }
  };
  await person();
  // the evening: the editor stays open, only the watchlist refreshes
  await clock.sleep(DAY_END - clock.now());
  refresher.dispose();
  store.dispose();
  // let a round that started in the last minute finish
  while (c.quota().inFlight) await new Promise((r) => setTimeout(r, 5));

  const result: DayResult = {
    plan,
    perMinute: c.quota().plan.perMinute,
    perDay: c.quota().plan.perDay,
    reserve: userReserve(c.quota().plan.perDay),
    hours: [...hours.values()].sort((a, b) => a.hour - b.hour),
    sent: emulator.requests(),
    byOperation,
    got429,
    userCalls,
    userAnswered,
    userPlanRefused,
    planRemembered,
    userFailures,
    clicks,
    rounds,
    maxDayUsedAtBackground,
    lastBackgroundAt,
    dayUsedAtEnd: c.quota().dayUsed,
    realMs: Date.now() - realStart,
  };
  c.dispose();
  await emulator.close();
  return result;
}

/** Requests per hour: the person's, the background's, and what the cache saved. */
export function hourTable(r: DayResult): string {
  const head = `${r.plan} (${r.perMinute}/min, ${r.perDay}/day, reserve ${r.reserve}): requests per hour (UTC)`;
  const cols = ['hour', 'user', 'of which 402', 'background', 'cache hits', 'bg held back', 'day used'];
  const lines = [head, cols.map((x) => x.padStart(13)).join('')];
  let totals = [0, 0, 0, 0, 0];
  let last = 0;
  for (let hour = 9; hour < 24; hour++) {
    const h = r.hours.find((x) => x.hour === hour) ?? { hour, user: 0, background: 0, plan: 0, cached: 0, heldBack: 0, dayUsed: last };
    last = Math.max(last, h.dayUsed);
    const v = [h.user, h.plan, h.background, h.cached, h.heldBack];
    totals = totals.map((t, i) => t + v[i]!);
    lines.push([`${String(hour).padStart(2, '0')}-${String(hour + 1).padStart(2, '0')}`, ...v.map(String), String(last)].map((x) => x.padStart(13)).join(''));
  }
  lines.push(['total', ...totals.map(String), String(r.dayUsedAtEnd)].map((x) => x.padStart(13)).join(''));
  const gaps = r.rounds.slice(1).map((t, i) => Math.round((t - r.rounds[i]!) / MIN));
  lines.push(`clicks ${r.clicks}, user calls ${r.userCalls} (answered ${r.userAnswered}, refused for the plan ${r.userPlanRefused}, failed ${r.userFailures.length}); `
    + `${r.planRemembered} calls the plan lacks answered from the client's memory of a 402, not sent; `
    + `429s ${r.got429}; background rounds ${r.rounds.length}, every ${gaps.length ? `${Math.min(...gaps)}-${Math.max(...gaps)}` : '-'} min; `
    + `last background request ${r.lastBackgroundAt ? new Date(r.lastBackgroundAt).toISOString().slice(11, 16) : '-'}; `
    + `left at midnight ${r.perDay - r.dayUsedAtEnd}; ${(r.realMs / 1000).toFixed(1)} s real time`);
  const ops = Object.entries(r.byOperation).sort((a, b) => b[1].user + b[1].background - a[1].user - a[1].background);
  lines.push(`requests by operation (user + background): ${ops.map(([op, n]) => `${op} ${n.user}+${n.background}`).join(', ')}`);
  return lines.join('\n');
}
