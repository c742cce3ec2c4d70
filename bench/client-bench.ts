// Request economy and overhead of the service client, against the emulator on loopback.
//   npm run bench
// 1. A scripted browsing session (trees, topic and category panels, creators, posts, coin, stock and NFT
//    panels, a search, revisits, refreshes, a background watchlist) at Hobby and at Builder limits, on a
//    simulated clock so hours of use take seconds: requests sent vs distinct resources, cache hits, shared requests, 429s.
// 2. The same Hobby person click by click (bench/hobby-clicks.ts): how long each click waited
//    for what is on screen, with every section asked alike and with the sections on screen first.
// 3. The client's own cost per call against a bare undici.request of the same URL.
import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';
import { request } from 'undici';
import { expiryOf } from '../src/service/api/cache';
import { createClient } from '../src/service/api/client';
import { VirtualClock } from '../src/service/api/clock';
import { isServiceError } from '../src/service/api/errors';
import { OPERATIONS, type Operation } from '../src/service/api/operations';
import type { PlanId } from '../src/service/api/plans';
import type { CreatorNetwork } from '../src/service/api/values';
import { REPORT_LIFETIME } from '../src/service/api/report';
import type { CacheSize, RequestLogEntry, RequestOptions, SocialClient } from '../src/service/api/service';
import { startEmulator } from '../src/service/demo/server';
import type { Emulator } from '../src/service/demo/server';
import { hobbyClicks, percentile } from './hobby-clicks';
import type { ClickFigures } from './hobby-clicks';

const START = Date.UTC(2025, 2, 10, 9, 0, 0);
const MIN = 60_000;

interface Figures {
  plan: string;
  calls: number;
  sent: number;
  distinct: number;
  cache: number;
  shared: number;
  stale: number;
  heldBack: number;
  duplicates: number;
  got429: number;
  /** Requests that waited for quota, and how long in all: the person's and the background's. */
  waited: { person: number; background: number };
  waitedMs: { person: number; background: number };
  refused: number;
  failed: number;
  simulatedMs: number;
  realMs: number;
  cacheSize: CacheSize;
}

/** Until when an answer just logged stays fresh, as the client's cache reckons it (near enough: from receipt). */
function freshUntil(e: RequestLogEntry, now: number): number | undefined {
  const lifetime = e.operation === 'report' ? REPORT_LIFETIME : (OPERATIONS[e.operation] as Operation).lifetime;
  if (!lifetime) return undefined;
  const bucket = new URL(e.path, 'http://x').searchParams.get('bucket') ?? undefined;
  return expiryOf(lifetime, Math.floor(now / 1000), now, bucket);
}

type Who = 'person' | 'background';

function isBackground(arg: unknown): boolean {
  return typeof arg === 'object' && arg !== null && (arg as RequestOptions).priority === 'background';
}

function waitedOf(log: readonly (RequestLogEntry & { who: Who })[], who: Who): RequestLogEntry[] {
  return log.filter((e) => e.who === who && (e.note ?? '').includes('for quota'));
}

function sumWaited(log: readonly RequestLogEntry[]): number {
  return log.reduce((sum, e) => sum + Number(/waited (\d+) s for quota/.exec(e.note ?? '')?.[1] ?? 0) * 1000, 0);
}

/** Runs `script` through a fresh client on a simulated clock and counts what happened. */
async function session(plan: PlanId, script: (c: SocialClient, pause: (ms: number) => Promise<void>, ids: Ids) => Promise<void>): Promise<Figures> {
  let client: SocialClient | undefined;
  const clock = new VirtualClock(START, { busy: () => (client?.quota().inFlight ?? 0) > 0 });
  const emulator = await startEmulator({ now: () => clock.now(), keys: { 'bench-key': plan } });
  client = createClient({ baseUrl: emulator.baseUrl, markdownUrl: emulator.markdownUrl, plan, clock, getKey: async () => 'bench-key' });
  const log: (RequestLogEntry & { who: Who })[] = [];
  const actor = new AsyncLocalStorage<Who>();
  const fetchedUntil = new Map<string, number>();
  let duplicates = 0;
  client.onRequest((e) => {
    log.push({ ...e, who: actor.getStore() ?? 'person' });
    if (e.outcome !== 'network' || e.status !== 200) return;
    const now = clock.now();
    const fresh = fetchedUntil.get(e.path);
    if (fresh !== undefined && now < fresh && !(e.note ?? '').startsWith('refresh')) duplicates++;
    const until = freshUntil(e, now);
    if (until !== undefined) fetchedUntil.set(e.path, until);
  });
  const before = emulator.requests();
  const real = performance.now();
  const pause = (ms: number): Promise<void> => {
    clock.advance(ms);
    return Promise.resolve();
  };
  let refused = 0;
  let failed = 0;
  const guarded = new Proxy(client, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => actor.run<Promise<unknown>>(args.some(isBackground) ? 'background' : 'person', () => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args)).catch((e: unknown) => {
        if (isServiceError(e) && e.kind === 'rate-limited-day' && e.status === undefined) refused++;
        else failed++;
        return undefined;
      });
    },
  });
  await script(guarded, pause, idsOf(emulator));
  const figures: Figures = {
    plan,
    calls: log.length,
    sent: emulator.requests() - before,
    distinct: new Set(log.filter((e) => e.outcome === 'network').map((e) => e.path)).size,
    cache: log.filter((e) => e.outcome === 'cache').length,
    shared: log.filter((e) => e.outcome === 'shared').length,
    stale: log.filter((e) => e.outcome === 'stale' && !(e.note ?? '').includes('rate-limited-day')).length,
    heldBack: log.filter((e) => e.outcome === 'stale' && (e.note ?? '').includes('rate-limited-day')).length,
    duplicates,
    got429: log.filter((e) => e.status === 429).length + log.filter((e) => (e.note ?? '').includes('429 for the minute')).length,
    waited: { person: waitedOf(log, 'person').length, background: waitedOf(log, 'background').length },
    waitedMs: { person: sumWaited(waitedOf(log, 'person')), background: sumWaited(waitedOf(log, 'background')) },
    refused,
    failed,
    simulatedMs: clock.now() - START,
    realMs: performance.now() - real,
    cacheSize: client.cacheSize(),
  };
  client.dispose();
  await emulator.close();
  return figures;
}

interface Ids {
  topics: string[];
  categories: string[];
  coins: string[];
  stocks: string[];
  nfts: string[];
}

function idsOf(e: Emulator): Ids {
  return {
    topics: e.data.topics.slice(0, 8).map((t) => t.topic),
    categories: e.data.categories.slice(0, 4).map((c) => c.category),
    coins: e.data.coins.slice(0, 10).map((c) => String(c.id)),
    stocks: e.data.stocks.slice(0, 3).map((s) => s.symbol.toLowerCase()),
    nfts: e.data.nfts.slice(0, 2).map((n) => String(n.id)),
  };
}

/** The market panel of a coin, stock or NFT collection (figures, series, a coin's meta) and its notice of changes. */
function marketPanel(c: SocialClient, kind: 'coin' | 'stock' | 'nft', id: string): Promise<unknown> {
  const series = { bucket: 'hour', interval: '1w' } as const;
  const changes = c.systemChanges({ priority: 'background' });
  if (kind === 'coin') return Promise.all([c.coin(id), c.coinTimeSeriesV2(id, series), c.coinMeta(id), changes]);
  if (kind === 'stock') return Promise.all([c.stock(id), c.stockTimeSeriesV2(id, series), changes]);
  return Promise.all([c.nft(id), c.nftTimeSeriesV2(id, series), changes]);
}

/** The views beyond topics and categories: creators and posts met in a topic, markets, a search. */
async function newViews(c: SocialClient, pause: (ms: number) => Promise<void>, ids: Ids): Promise<void> {
  const topic = ids.topics[0]!;
  const creators = (await c.topicCreators(topic)).data.slice(0, 2);
  for (const creator of creators) {
    const [network, id] = creator.creator_id.split('::') as [CreatorNetwork, string];
    await Promise.all([c.creator(network, id), c.creatorTimeSeries(network, id, { interval: '1w' }), c.creatorPosts(network, id, {}),
      c.systemChanges({ priority: 'background' })]);
    await pause(20_000);
  }
  for (const p of (await c.topicPosts(topic)).data.slice(0, 2)) {
    await Promise.all([c.post(String(p.post_type), String(p.id)), c.postTimeSeries(String(p.post_type), String(p.id))]);
    await pause(15_000);
  }
  for (const id of ids.coins.slice(0, 2)) await marketPanel(c, 'coin', id);
  for (const id of ids.stocks) await marketPanel(c, 'stock', id);
  for (const id of ids.nfts) await marketPanel(c, 'nft', id);
  await Promise.all([c.stocksList({ limit: 100 }), c.nftsList({ limit: 100 })]);
  await Promise.all([c.searchesList(), c.searchPosts({ term: topic })]);
  await pause(2 * MIN);
  // back to the first creator and coin: answered from the cache within their lifetimes
  const [network, id] = creators[0]!.creator_id.split('::') as [CreatorNetwork, string];
  await c.creator(network, id);
  await marketPanel(c, 'coin', ids.coins[0]!);
}

/** A person with a Builder key: trees, six topic panels, three categories, coins, creators, posts, markets, a search, a watchlist. */
async function builderDay(c: SocialClient, pause: (ms: number) => Promise<void>, ids: Ids): Promise<void> {
  const topicPanel = (t: string, refresh = false): Promise<unknown> => Promise.all([
    c.topic(t, { refresh }), c.topicTimeSeries(t, { interval: '1w' }, { refresh }), c.topicPosts(t, {}, { refresh }),
    c.topicNews(t, { refresh }), c.topicCreators(t, { refresh }), c.topicWhatsup(t, { refresh }),
    // the tree's tooltip asks for the same summary while the panel loads
    c.topic(t),
  ]);
  const categoryPanel = (k: string): Promise<unknown> => Promise.all([
    c.category(k), c.categoryTopics(k), c.categoryTimeSeries(k, { interval: '1w' }), c.categoryPosts(k),
    c.categoryNews(k), c.categoryCreators(k),
  ]);
  // the sidebar's three trees load together
  await Promise.all([c.topicsList(), c.categoriesList(), c.coinsList({ limit: 100 })]);
  for (const t of ids.topics.slice(0, 6)) {
    await topicPanel(t);
    await pause(20_000);
  }
  for (const k of ids.categories.slice(0, 3)) {
    await categoryPanel(k);
    await pause(30_000);
  }
  await c.coinsList({ limit: 100, sort: 'galaxy_score', desc: true });
  for (const coin of ids.coins.slice(0, 3)) await c.coin(coin);
  await c.report({ kind: 'topic', topic: ids.topics[0]! }, 'markdown');
  await newViews(c, pause, ids);
  await c.report({ kind: 'list', list: 'stocks' }, 'markdown');
  // back to what was open a few minutes ago
  await pause(3 * MIN);
  for (const t of ids.topics.slice(0, 3)) await topicPanel(t);
  await categoryPanel(ids.categories[0]!);
  await Promise.all([c.topicsList(), c.categoriesList(), c.coinsList({ limit: 100 })]);
  // the person presses Refresh on a panel and on the trending tree
  await topicPanel(ids.topics[0]!, true);
  await c.topicsList({ refresh: true });
  // a 10-item watchlist refreshed in the background every 15 minutes for two hours
  const watch = [...ids.topics.slice(0, 6).map((t) => () => c.topic(t, { priority: 'background' })),
    ...ids.categories.slice(0, 2).map((k) => () => c.category(k, { priority: 'background' })),
    ...ids.coins.slice(0, 2).map((id) => () => c.coin(id, { priority: 'background' }))];
  for (let round = 0; round < 8; round++) {
    await pause(15 * MIN);
    await Promise.all(watch.map((w) => w()));
  }
}

/** A person on the free plan (market data only, 4 a minute, 100 a day): coins, then coin, stock and NFT panels. */
async function hobbyDay(c: SocialClient, pause: (ms: number) => Promise<void>, ids: Ids): Promise<void> {
  await c.coinsList({ limit: 100 });
  for (const sort of ['galaxy_score', 'alt_rank', 'price']) {
    await c.coinsList({ limit: 100, sort, desc: true });
    await pause(10_000);
  }
  // six coin panels, each with the live list for the header, opened quickly one after another
  await Promise.all(ids.coins.slice(0, 6).map((id) => Promise.all([c.coin(id), c.coinsListV2({ limit: 10 })])));
  await pause(30_000);
  for (const id of ids.coins.slice(0, 3)) await c.coin(id);
  await c.coinsList({ limit: 100 });
  await c.coinsList({ limit: 100 }, { refresh: true });
  // the market panels and tables: every plan has them
  await marketPanel(c, 'coin', ids.coins[0]!);
  await pause(MIN);
  for (const id of ids.stocks.slice(0, 2)) await marketPanel(c, 'stock', id);
  await marketPanel(c, 'nft', ids.nfts[0]!);
  await c.stocksList({ limit: 100 });
  const watch = ids.coins.map((id) => () => c.coin(id, { priority: 'background' }));
  for (let round = 0; round < 8; round++) {
    await pause(15 * MIN);
    await Promise.all(watch.map((w) => w()));
  }
}


/** Per-call cost of the client (network and cache hit) against a bare undici.request. */
async function overhead(rounds: number): Promise<string[]> {
  const emulator = await startEmulator({ keys: { 'fast-key': { plan: 'enterprise', perMinute: 1e9, perDay: 1e9 } } });
  const client = createClient({
    baseUrl: emulator.baseUrl, markdownUrl: emulator.markdownUrl, plan: 'enterprise',
    customLimits: { perMinute: 1e9, perDay: 1e9 }, getKey: async () => 'fast-key',
  });
  const lines: string[] = [];
  const cases: [string, string, () => Promise<unknown>][] = [
    ['coin (1 object)', `${emulator.baseUrl}/public/coins/1/v1`, () => client.coin('1', { refresh: true })],
    ['topics list (60 items)', `${emulator.baseUrl}/public/topics/list/v1`, () => client.topicsList({ refresh: true })],
  ];
  const bare = async (url: string): Promise<unknown> => {
    const res = await request(url, { headers: { authorization: 'Bearer fast-key', accept: 'application/json' } });
    return JSON.parse(await res.body.text()) as unknown;
  };
  for (const [name, url, viaClient] of cases) {
    for (let i = 0; i < 20; i++) {
      await bare(url);
      await viaClient();
    }
    const a: number[] = [];
    const b: number[] = [];
    for (let i = 0; i < rounds; i++) {
      let t = performance.now();
      await bare(url);
      b.push(performance.now() - t);
      t = performance.now();
      await viaClient();
      a.push(performance.now() - t);
    }
    const fmt = (n: number): string => `${n.toFixed(3)} ms`;
    lines.push(`${name.padEnd(24)} bare undici ${fmt(percentile(b, 0.5))} / p95 ${fmt(percentile(b, 0.95))}   `
      + `client ${fmt(percentile(a, 0.5))} / p95 ${fmt(percentile(a, 0.95))}   `
      + `overhead median ${fmt(percentile(a, 0.5) - percentile(b, 0.5))}, p95 ${fmt(percentile(a, 0.95) - percentile(b, 0.95))}`);
  }
  await client.coin('1');
  const hits: number[] = [];
  for (let i = 0; i < rounds * 5; i++) {
    const t = performance.now();
    await client.coin('1');
    hits.push(performance.now() - t);
  }
  lines.push(`${'cache hit (coin)'.padEnd(24)} client ${(percentile(hits, 0.5) * 1000).toFixed(1)} µs / p95 ${(percentile(hits, 0.95) * 1000).toFixed(1)} µs`);
  client.dispose();
  await emulator.close();
  return lines;
}

function table(rows: Figures[]): string {
  const h = (ms: number): string => `${Math.floor(ms / 3_600_000)}h ${String(Math.round((ms % 3_600_000) / MIN)).padStart(2, '0')}m`;
  const fields: [string, (f: Figures) => string][] = [
    ['calls made by the views', (f) => String(f.calls)],
    ['requests sent to the service', (f) => String(f.sent)],
    ['distinct resources fetched', (f) => String(f.distinct)],
    ['answered from the cache', (f) => String(f.cache)],
    ['shared a request in flight', (f) => String(f.shared)],
    ['served stale after a failure', (f) => String(f.stale)],
    ['background held back, last answer shown', (f) => String(f.heldBack)],
    ['repeat requests within a lifetime', (f) => String(f.duplicates)],
    ['429 received from the service', (f) => String(f.got429)],
    ['waited for quota: the person (requests, total)', (f) => `${f.waited.person}, ${Math.round(f.waitedMs.person / 1000)} s`],
    ['waited for quota: background (requests, total)', (f) => `${f.waited.background}, ${Math.round(f.waitedMs.background / 1000)} s`],
    ['background held back, nothing to show', (f) => String(f.refused)],
    ['other failures', (f) => String(f.failed)],
    ['simulated time / real time', (f) => `${h(f.simulatedMs)} / ${(f.realMs / 1000).toFixed(1)} s`],
    ['cache at the end: bytes of its bound', (f) => cacheWords(f.cacheSize)],
  ];
  const lines = [`${''.padEnd(44)}${rows.map((r) => r.plan.padStart(16)).join('')}`];
  for (const [label, get] of fields) lines.push(`${label.padEnd(44)}${rows.map((r) => get(r).padStart(16)).join('')}`);
  return lines.join('\n');
}

function cacheWords(c: CacheSize): string {
  const mb = (n: number): string => (n / 1048576).toFixed(n < 1048576 ? 2 : 1);
  return `${mb(c.bytes)} of ${mb(c.maxBytes)} MB`;
}

function clickTable(before: ClickFigures, after: ClickFigures): string {
  const s = (ms: number): string => `${Math.round(ms / 1000)} s`;
  const waited = (f: ClickFigures): string => `${f.waits.filter((w) => w > 0).length} of ${f.clicks}`;
  const fields: [string, (f: ClickFigures) => string][] = [
    ['wait per click for what is on screen: median', (f) => s(percentile(f.waits, 0.5))],
    ['                                      p95', (f) => s(percentile(f.waits, 0.95))],
    ['                                      longest', (f) => s(Math.max(...f.waits))],
    ['clicks that waited', waited],
    ['sections that waited (of all asked)', (f) => `${f.sectionsWaited} of ${f.sections}`],
    ['sections below the screen: median wait', (f) => s(percentile(f.offscreenWaits, 0.5))],
    ['requests sent to the service', (f) => String(f.sent)],
    ['  distinct resources', (f) => String(f.distinct)],
    ['  again after their lifetime', (f) => String(f.againAfterLifetime)],
    ['  refused for the plan (402)', (f) => String(f.refusedSent)],
    ['repeat requests within a lifetime', (f) => String(f.duplicates)],
    ['refused for the plan, not sent', (f) => String(f.refusedNotSent)],
    ['429 received from the service', (f) => String(f.got429)],
    ['cache at the end: bytes of its bound', (f) => cacheWords(f.cache)],
  ];
  const lines = [`${''.padEnd(46)}${'all alike'.padStart(16)}${'on screen first'.padStart(18)}`];
  for (const [label, get] of fields) lines.push(`${label.padEnd(46)}${get(before).padStart(16)}${get(after).padStart(18)}`);
  const [was, now] = [percentile(before.waits, 0.95), percentile(after.waits, 0.95)];
  lines.push(`\np95 wait per click for what is on screen: ${s(now)} on screen first, ${s(was)} all alike in this run (ratio ${(now / Math.max(1, was)).toFixed(2)})`);
  return lines.join('\n');
}

async function main(): Promise<void> {
  const rounds = Number(process.argv[2] ?? 300);
  console.log('Browsing session through the client against the emulator (simulated clock)\n');
  const hobby = await session('hobby', hobbyDay);
  const builder = await session('builder', builderDay);
  hobby.plan = 'Hobby 4/min';
  builder.plan = 'Builder 100/min';
  console.log(table([hobby, builder]));
  console.log(`\nA Hobby session click by click (${'4/min'}, simulated clock): sidebar, panels, tables, a topic the plan lacks, a watchlist refreshed in the background\n`);
  const alike = await hobbyClicks('alike', freshUntil);
  const first = await hobbyClicks('view first', freshUntil);
  console.log(clickTable(alike, first));
  console.log(`\nClient cost per call (${rounds} rounds, loopback, real clock)\n`);
  for (const line of await overhead(rounds)) console.log(line);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
