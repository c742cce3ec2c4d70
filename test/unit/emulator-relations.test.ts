// The demo service is one world: for any coin, stock, NFT collection, topic, category, creator
// and post, at any hour, the figures one answer shows agree with those of every other answer
// about it, as the real service's do (see emulator-relations.ts for each relation). Properties
// over subjects drawn from everything the emulator knows; EMULATOR_RELATIONS_ALL=1 checks every
// one of them in turn (minutes).
import * as fc from 'fast-check';
import * as assert from 'node:assert/strict';
import { CREATOR_NETWORKS } from '../../src/service/api/values';
import { startEmulator, type DemoAsset, type Emulator } from '../../src/service/demo/server';
import { get, KEY, NOW, type Json } from './emulator-helpers';
import { agreesWithSeries, change, dayBefore, lastDay, near, networksAgree, num, same, total, weightedSentiment } from './emulator-relations';

const HOUR = 3600;
const DAY = 86400;
/** Moments the world is read at: mid-day, and minutes after midnight (today's day has barely begun). */
const MOMENTS = [NOW, Date.UTC(2026, 11, 3, 0, 20, 5)];
const EVERY = process.env.EMULATOR_RELATIONS_ALL === '1';

interface Listed { data: Json[] }
interface One { data: Json }

describe('emulator: one consistent world (every subject, any hour)', function () {
  this.timeout(EVERY ? 0 : 120_000);
  let emu: Emulator;
  let clockMs = NOW;
  /** Answers of lists, per moment and path: each is asked for once. */
  const lists = new Map<string, Promise<Json[]>>();

  const api = async <T = Json>(path: string): Promise<T> => {
    const res = await get(emu.baseUrl + path);
    assert.equal(res.status, 200, `${path}: ${res.text.slice(0, 200)}`);
    return res.json<T>();
  };
  const list = (path: string): Promise<Json[]> => {
    const key = `${clockMs} ${path}`;
    if (!lists.has(key)) lists.set(key, api<Listed>(path).then((b) => b.data));
    return lists.get(key)!;
  };
  /** The moment the figures are of: the hour the clock is in, seconds. */
  const at = (): number => Math.floor(clockMs / 1000 / HOUR) * HOUR;
  const enc = encodeURIComponent;

  /** `check` for every subject with EMULATOR_RELATIONS_ALL=1, else for subjects and moments fast-check draws. */
  async function holds<T>(subjects: readonly T[], runs: number, check: (subject: T) => Promise<void>): Promise<void> {
    assert.ok(subjects.length > 0);
    const at = async (moment: number, subject: T): Promise<void> => {
      clockMs = moment;
      await check(subject);
    };
    if (!EVERY) {
      await fc.assert(fc.asyncProperty(fc.constantFrom(...MOMENTS), fc.constantFrom(...subjects), at), { numRuns: runs });
      return;
    }
    for (const moment of MOMENTS) for (const subject of subjects) await at(moment, subject);
  }

  /** A market list's row of one asset: the list sorted by id, one row a page. */
  async function row(kind: 'coins' | 'stocks' | 'nfts', a: DemoAsset): Promise<Json> {
    const page = emu.data[kind].map((x) => x.id).sort((x, y) => x - y).indexOf(a.id);
    const [item] = await list(`/public/${kind}/list/v2?sort=id&limit=1&page=${page}`);
    assert.equal(num(item?.id), a.id);
    return item!;
  }

  /** The hourly series of the last week and its last 24 hours. */
  async function hourly(path: string, what: string): Promise<{ points: Json[]; day: Json[]; last: Json }> {
    const points = (await api<Listed>(path)).data;
    const day = lastDay(points, at(), what);
    return { points, day, last: day[day.length - 1]! };
  }

  /** The figures a market series' last point shares with the list, and the day-ago ones. */
  function marketAgrees(item: Json, points: Json[], last: Json, what: string): void {
    const before = dayBefore(points, last, what);
    for (const f of ['galaxy_score', 'alt_rank', 'market_cap', 'market_dominance']) if (f in last && f in item) same(last[f], item[f], `${what}: ${f} in the list and the series' last point`);
    if ('galaxy_score_previous' in item) same(before.galaxy_score, item.galaxy_score_previous, `${what}: galaxy_score 24 hours ago`);
    if ('alt_rank_previous' in item) same(before.alt_rank, item.alt_rank_previous, `${what}: alt_rank 24 hours ago`);
  }

  /** A topic's summary against the series of the same subject and, when given, its list item. */
  function summaryAgrees(summary: Json, day: readonly Json[], what: string, listed?: Json): void {
    agreesWithSeries({ interactions_24h: summary.interactions_24h }, day, what);
    for (const f of ['interactions_24h', 'num_posts', 'num_contributors']) if (listed) same(summary[f], listed[f], `${what}: ${f} in the summary and the list`);
    // the networks' sentiment is the subject's within a point, and that within half a point of the series'
    networksAgree(summary, weightedSentiment(day), 1.5, what);
  }

  before(async () => {
    const roomy = { perMinute: 1_000_000, perDay: 10_000_000 };
    emu = await startEmulator({ now: () => clockMs, keys: { [KEY]: { plan: 'builder', ...roomy } } });
  });
  after(() => emu.close());
  afterEach(() => { clockMs = NOW; });

  it('a coin: its price, close, market figures, 24-hour change and social figures agree across the list, the coin, its series and its topic', async () => {
    await holds(emu.data.coins, 30, async (coin) => {
      const what = `coin ${coin.symbol} (${coin.id}) at ${new Date(clockMs).toISOString()}`;
      const item = await row('coins', coin);
      const single = (await api<One>(`/public/coins/${coin.id}/v1`)).data;
      same(single.close, single.price, `${what}: close and price of the coin`);
      same(single.price, item.price, `${what}: price of the coin and in the list`);
      for (const f of ['market_cap', 'percent_change_24h', 'volume_24h', 'galaxy_score', 'alt_rank']) same(single[f], item[f], `${what}: ${f} of the coin and in the list`);
      const { points, day, last } = await hourly(`/public/coins/${coin.id}/time-series/v2?bucket=hour`, what);
      same(last.close, item.price, `${what}: the series' last close and the price`);
      marketAgrees(item, points, last, what);
      near(change(dayBefore(points, last, what).close, last.close), num(item.percent_change_24h), 0.01, `${what}: percent_change_24h and the closes 24 hours apart`);
      agreesWithSeries(item, day, what);
      const topic = await api<{ config: Json; data: Json }>(`/public/topic/${enc(coin.topic)}/v1`);
      if (topic.config.id !== `coins:${coin.id}`) return;
      same(topic.data.interactions_24h, item.interactions_24h, `${what}: 24-hour interactions of the coin and of its topic`);
      same(topic.data.num_posts, item.social_volume_24h, `${what}: 24-hour posts of the coin and of its topic`);
      networksAgree(topic.data, num(item.sentiment), 1, `${what}'s topic`);
    });
  });

  it('a stock: its price, close, market and social figures agree across the list, the stock and its series', async () => {
    await holds(emu.data.stocks, 20, async (stock) => {
      const what = `stock ${stock.symbol} at ${new Date(clockMs).toISOString()}`;
      const item = await row('stocks', stock);
      const single = (await api<One>(`/public/stocks/${stock.id}/v1`)).data;
      same(single.close, single.price, `${what}: close and price of the stock`);
      for (const f of ['price', 'market_cap', 'percent_change_24h', 'volume_24h', 'market_cap_rank']) same(single[f], item[f], `${what}: ${f} of the stock and in the list`);
      const { points, day, last } = await hourly(`/public/stocks/${stock.id}/time-series/v2?bucket=hour`, what);
      marketAgrees(item, points, last, what);
      agreesWithSeries(item, day, what);
    });
  });

  it('an NFT collection: its floor, market cap, 24-hour change and social figures agree across the list, the collection and its series', async () => {
    await holds(emu.data.nfts, 20, async (nft) => {
      const what = `NFT ${nft.slug ?? nft.id} at ${new Date(clockMs).toISOString()}`;
      const item = await row('nfts', nft);
      const single = (await api<One>(`/public/nfts/${nft.id}/v1`)).data;
      for (const f of ['floor_price', 'market_cap', 'percent_change_24h', 'volume_24h']) same(single[f], item[f], `${what}: ${f} of the collection and in the list`);
      const { points, day, last } = await hourly(`/public/nfts/${nft.id}/time-series/v2?bucket=hour`, what);
      marketAgrees(item, points, last, what);
      // the 24-hour change is the floor's, as the catalogue defines it: of the floors as quoted, in the collection's coin
      const now = clockMs;
      const base = emu.data.coins.find((c) => c.symbol === (nft.base ?? 'ETH'))!;
      const coinNow = await row('coins', base);
      clockMs = now - DAY * 1000;
      const [dayAgo, coinDayAgo] = [await row('nfts', nft), await row('coins', base)];
      clockMs = now;
      near(change(dayAgo.floor_price, item.floor_price), num(item.percent_change_24h), 0.01, `${what}: percent_change_24h and the floors 24 hours apart`);
      // a collection's supply is fixed: its market cap moves as its floor in dollars does (each rounded as quoted)
      near(change(dayBefore(points, last, what).market_cap, last.market_cap), change(num(dayAgo.floor_price)! * num(coinDayAgo.price)!, num(item.floor_price)! * num(coinNow.price)!), 0.15,
        `${what}: the market caps 24 hours apart and the floor in dollars`);
      agreesWithSeries(item, day, what);
    });
  });

  /** Every topic the emulator lists: the trending ones, and each category's, with the list item that shows it. */
  const topics = (): { topic: string; listedIn?: string }[] => [
    ...emu.data.topics.map((t) => ({ topic: t.topic })),
    ...emu.data.categories.flatMap((c) => c.topics.map((topic) => ({ topic, listedIn: c.category }))),
  ];

  it("a topic: its list item, summary, networks, hourly and daily series and its top posts agree", async () => {
    await holds(topics(), 30, async ({ topic, listedIn }) => {
      const what = `topic ${topic}${listedIn ? ` (in ${listedIn})` : ''} at ${new Date(clockMs).toISOString()}`;
      const listed = listedIn
        ? (await list(`/public/category/${enc(listedIn)}/topics/v1`)).find((t) => String(t.topic) === topic)
        : (await list('/public/topics/list/v1')).find((t) => t.topic === topic);
      assert.ok(listed, `${what}: listed`);
      const summary = (await api<One>(`/public/topic/${enc(topic)}/v1`)).data;
      const { points, day } = await hourly(`/public/topic/${enc(topic)}/time-series/v1?interval=1w&bucket=hour`, what);
      summaryAgrees(summary, day, what, listed);
      if (listedIn) agreesWithSeries({ social_dominance: listed.social_dominance }, day, what);
      // a day's point is its hours added up; today's holds the hours so far
      const days = (await api<Listed>(`/public/topic/${enc(topic)}/time-series/v1?interval=1w&bucket=day`)).data;
      for (const d of days.slice(-2)) {
        const hours = points.filter((p) => num(p.time)! >= num(d.time)! && num(p.time)! < num(d.time)! + DAY);
        if (num(d.time)! >= num(points[0]!.time)!) same(d.interactions, total(hours, 'interactions'), `${what}: the day ${String(d.time)} and its hours`);
      }
      for (const post of (await api<Listed>(`/public/topic/${enc(topic)}/posts/v1`)).data.slice(0, 2)) await postAgrees(post, what);
    });
  });

  /** A post: its interactions in the list, over time and in its own answer, and its creator's followers. */
  async function postAgrees(post: Json, about: string): Promise<void> {
    const what = `${about}: post ${String(post.post_type)}/${String(post.id)}`;
    const path = `/public/posts/${enc(String(post.post_type))}/${enc(String(post.id))}`;
    const series = (await api<Listed>(`${path}/time-series/v1`)).data;
    same(total(series, 'interactions'), post.interactions_total, `${what}: its interactions over time and in all`);
    same(total(series.filter((p) => num(p.time)! >= at() - DAY), 'interactions'), post.interactions_24h, `${what}: its last 24 hours`);
    const detail = await api<Json>(`${path}/v1`);
    const metrics = Object.entries(detail.metrics as Record<string, number>).filter(([k]) => k !== 'views');
    near(metrics.reduce((sum, [, v]) => sum + v, 0), num(post.interactions_total), metrics.length / 2, `${what}: its metrics add up to its interactions`);
    const [network, id] = String(post.creator_id).split('::');
    if (!(CREATOR_NETWORKS as readonly string[]).includes(network!)) return;
    const profile = (await api<One>(`/public/creator/${network}/${enc(id!)}/v1`)).data;
    same(post.creator_followers, profile.creator_followers, `${what}: its creator's followers`);
  }

  it('a category: its list item, summary, networks and series agree', async () => {
    await holds(emu.data.categories, 15, async (cat) => {
      const what = `category ${cat.category} at ${new Date(clockMs).toISOString()}`;
      const listed = (await list('/public/categories/list/v1')).find((c) => c.category === cat.category);
      const summary = (await api<One>(`/public/category/${enc(cat.category)}/v1`)).data;
      const { day } = await hourly(`/public/category/${enc(cat.category)}/time-series/v1?interval=1w&bucket=hour`, what);
      summaryAgrees(summary, day, what, { interactions_24h: listed?.interactions_24h, num_posts: listed?.num_posts });
    });
  });

  it("a creator: followers, 24-hour interactions and rank agree across the creators list, the profile and its series", async () => {
    const creators = emu.data.creators.filter((c) => (CREATOR_NETWORKS as readonly string[]).includes(c.network.name));
    await holds(creators, 30, async (creator) => {
      const what = `creator ${creator.creator_id} at ${new Date(clockMs).toISOString()}`;
      const path = `/public/creator/${creator.network.name}/${enc(creator.id)}`;
      const profile = (await api<One>(`${path}/v1`)).data;
      const points = (await api<Listed>(`${path}/time-series/v1?interval=1w`)).data;
      const last = points[points.length - 1]!;
      assert.equal(num(last.time), at() - HOUR, `${what}: the series ends at the moment`);
      same(last.followers, profile.creator_followers, `${what}: followers on the profile and the series' last point`);
      same(last.creator_rank, profile.creator_rank, `${what}: rank on the profile and the series' last point`);
      // a small account's series is its last point alone
      if (points.length >= 24) agreesWithSeries({ interactions_24h: profile.interactions_24h }, lastDay(points, at(), what), what);
      const listed = (await list('/public/creators/list/v1')).find((c) => c.creator_id === creator.creator_id);
      for (const f of ['creator_followers', 'creator_rank', 'interactions_24h']) if (listed) same(listed[f], profile[f], `${what}: ${f} in the list and on the profile`);
    });
  });
});
