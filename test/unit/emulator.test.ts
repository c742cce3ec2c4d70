// The emulator over real HTTP: every operation, its envelope and data, errors, plan gating,
// list parameters, determinism, quirks and hostile text.
import * as assert from 'node:assert/strict';
import { formOf } from '../../src/service/api/decode';
import { OPERATION_LIST, OPERATIONS, type OperationId } from '../../src/service/api/operations';
import { startEmulator, type Emulator } from '../../src/service/demo/server';
import { get, KEY, NOW, NOW_S, samplePath, type Json } from './emulator-helpers';

const HOBBY = 'hobby-key';
const INDIVIDUAL = 'individual-key';
const DATA_ONLY: ReadonlySet<OperationId> = new Set([
  'topicsList', 'topicCreators', 'category', 'categoryTopics', 'categoriesList', 'categoryCreators', 'creatorsList', 'creator',
  'creatorPosts', 'postTimeSeries', 'searchesList', 'searchDelete', 'systemChanges',
]);
/** v1 lists are served from a cache rebuilt on the hour. */
const HOURLY: ReadonlySet<OperationId> = new Set(['coinsList', 'stocksList', 'nftsList']);
const NETWORK_KEYS = ['tweet', 'reddit-post', 'youtube-video', 'tiktok-video', 'instagram-post', 'news'];
const SOCIAL_FIELDS = ['galaxy_score', 'alt_rank', 'sentiment', 'social_volume_24h', 'social_dominance', 'interactions_24h'];

/** `check` holds for each item of a list that has items: `every` on an empty list passes unseen. */
function allOf<T>(items: readonly T[], check: (item: T, i: number, all: readonly T[]) => boolean, what: string): void {
  assert.ok(items.length > 0, `${what}: none to check`);
  items.forEach((item, i) => assert.ok(check(item, i, items), `${what}: ${JSON.stringify(item)?.slice(0, 200)}`));
}

describe('emulator', () => {
  let emu: Emulator;
  const api = (path: string, key: string | null = KEY) => get(emu.baseUrl + path, key);

  before(async () => {
    // generous limits: the clock stands still, so the minute never resets
    const roomy = { perMinute: 10_000, perDay: 100_000 };
    emu = await startEmulator({
      now: () => NOW,
      keys: { [KEY]: { plan: 'builder', ...roomy }, [HOBBY]: { plan: 'hobby', ...roomy }, [INDIVIDUAL]: { plan: 'individual', ...roomy } },
    });
  });
  after(() => emu.close());

  describe('operations', () => {
    /** Identifiers that depend on the data: a creator, and a post of the top topic. */
    const ids: Record<string, string> = {};
    /** A saved search for the delete operation alone (the others need theirs after it ran). */
    let doomed = '';
    const searchJson = encodeURIComponent(JSON.stringify({ terms: ['bitcoin'] }));
    const QUERIES: Partial<Record<OperationId, string>> = {
      searchPosts: '?term=bitcoin',
      searchCreate: `?name=Sample&search_json=${searchJson}`,
      searchUpdate: `?name=Renamed&search_json=${searchJson}`,
    };
    before(async () => {
      ids.creator = emu.data.creators[0]!.id;
      const post = (await api('/public/topic/bitcoin/posts/v1')).json<{ data: Json[] }>().data[0]!;
      ids.postType = String(post.post_type);
      ids.post = String(post.id);
      const create = (name: string): Promise<string> => api(`/public/searches/create?name=${name}&search_json=${searchJson}`)
        .then((res) => String(res.json<{ data: Json }>().data.id));
      ids.slug = await create('Kept');
      doomed = await create('Doomed');
    });

    it('serves all 42 operations of the reference', () => {
      assert.equal(OPERATION_LIST.length, 42);
    });

    for (const op of OPERATION_LIST) {
      it(`${op.id} answers 200 with the envelope of the interface`, async () => {
        const res = await api(samplePath(op, op.id === 'searchDelete' ? { ...ids, slug: doomed } : ids) + (QUERIES[op.id] ?? ''));
        assert.equal(res.status, 200, res.text);
        assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
        const body = res.json<Json>();
        const generated = HOURLY.has(op.id) ? Math.floor(NOW_S / 3600) * 3600 : NOW_S;
        assert.equal(res.headers.get('x-lunar-generated'), String(generated));
        if (DATA_ONLY.has(op.id)) {
          assert.deepEqual(Object.keys(body), ['data']);
        } else if (op.id !== 'post') {
          assert.equal((body.config as Json).generated, generated);
        }
        if (op.id === 'topicWhatsup') {
          assert.equal(typeof body.summary, 'string');
          assert.ok(Array.isArray(body.supportive) && Array.isArray(body.critical));
        } else if (op.id === 'post') {
          assert.deepEqual(Object.keys(body).slice(0, 3), ['type', 'id', 'title'], 'no envelope');
        } else if (op.id === 'nftTimeSeries') {
          assert.equal(typeof (body.data as Json).name, 'string');
          assert.ok(Array.isArray(body.timeSeries) && body.timeSeries.length > 0);
        } else {
          assert.equal(Array.isArray(body.data), formOf(op.shape) === 'list', `data of ${op.shape}`);
          if (Array.isArray(body.data)) assert.ok(body.data.length > 0, 'a list with items');
        }
      });
    }
  });

  describe('generated data', () => {
    it('has trending topics with case-sensitive titles, $ and # topics', async () => {
      const topics = (await api('/public/topics/list/v1')).json<{ data: Json[] }>().data;
      assert.ok(topics.length >= 50 && topics.length <= 70, `${topics.length} topics`);
      assert.ok(topics.some((t) => String(t.topic).startsWith('$')) && topics.some((t) => String(t.topic).startsWith('#')));
      const nvidia = topics.find((t) => t.topic === 'nvidia')!;
      assert.equal(nvidia.title, 'NVIDIA');
      assert.deepEqual(topics.map((t) => t.topic_rank), topics.map((_t, i) => i + 1));
      assert.ok(Number(topics[0]!.interactions_24h) > 10_000_000, 'the top topic has tens of millions of interactions');
    });

    it('has ~40 categories, each with its own topic _name', async () => {
      const cats = (await api('/public/categories/list/v1')).json<{ data: Json[] }>().data;
      assert.ok(cats.length >= 35 && cats.length <= 45);
      for (const name of ['cryptocurrencies', 'stocks', 'technology', 'ai', 'finance', 'gaming']) assert.ok(cats.some((c) => c.category === name), name);
      const own = (await api('/public/topic/_cryptocurrencies/v1')).json<{ data: Json }>().data;
      assert.equal(own.topic, '_cryptocurrencies');
    });

    it('has several thousand coins with market and social fields', async () => {
      const body = (await api('/public/coins/list/v2?limit=3')).json<{ config: Json; data: Json[] }>();
      const total = Number(body.config.total_rows);
      assert.ok(total >= 3000 && total <= 6700, `${total} coins`);
      const btc = body.data[0]!;
      assert.equal(btc.symbol, 'BTC');
      for (const f of ['price', 'volume_24h', 'market_cap', 'market_cap_rank', 'percent_change_1h', 'percent_change_24h', 'percent_change_7d',
        'galaxy_score', 'alt_rank', 'sentiment', 'interactions_24h', 'social_volume_24h', 'social_dominance', 'market_dominance',
        'circulating_supply', 'max_supply', 'categories', 'topic', 'last_updated_price']) assert.ok(f in btc, f);
      assert.ok(Number(btc.price) > 10_000 && Number(btc.market_cap) > 1e11);
    });

    it('summaries carry types_* maps over the real network keys; a topic may lack some networks', async () => {
      const summary = (await api('/public/topic/solana/v1')).json<{ data: Json }>().data;
      for (const map of ['types_count', 'types_interactions', 'types_sentiment', 'types_sentiment_detail']) {
        for (const k of NETWORK_KEYS) assert.ok(k in (summary[map] as Json), `${map}.${k}`);
      }
      assert.ok(['up', 'down', 'flat'].includes(String(summary.trend)));
      assert.ok((summary.related_topics as string[]).length > 0 && Array.isArray(summary.categories));
      // like the real bitcoin, on five networks (and its posts only on those)
      const bitcoin = (await api('/public/topic/bitcoin/v1')).json<{ data: Json }>().data;
      const on = Object.keys(bitcoin.types_count as Json).filter((k) => k !== 'threads-post');
      assert.equal(on.length, 5);
      for (const map of ['types_interactions', 'types_sentiment', 'types_sentiment_detail']) assert.deepEqual(Object.keys(bitcoin[map] as Json).filter((k) => k !== 'threads-post'), on);
      const posts = (await api('/public/topic/bitcoin/posts/v1')).json<{ data: Json[] }>().data;
      allOf(posts, (p) => on.includes(String(p.post_type)), 'posts');
    });

    it("what's up of a topic outside the trending set comes without themes", async () => {
      const body = (await api(`/public/topic/${encodeURIComponent('quantum computing')}/whatsup/v1`)).json<Json>();
      assert.match(String(body.summary), /Quantum Computing/);
      assert.ok(!('supportive' in body) && !('critical' in body));
    });

    it("what's up has supportive and critical themes that share the conversation", async () => {
      const body = (await api('/public/topic/tesla/whatsup/v1')).json<{ summary: string; supportive: Json[]; critical: Json[] }>();
      assert.match(body.summary, /Tesla/);
      const themes = [...body.supportive, ...body.critical];
      assert.ok(body.supportive.length >= 3 && body.critical.length >= 2);
      const total = themes.reduce((sum, t) => sum + Number(t.percent), 0);
      allOf(themes, (t) => Number(t.percent) >= 1, 'themes of at least 1%');
      assert.ok(total <= 100, `${total}%`);
    });

    it('posts, news and creators look like the real networks', async () => {
      const posts = (await api('/public/topic/bitcoin/posts/v1')).json<{ data: Json[] }>().data;
      allOf(posts, (p) => NETWORK_KEYS.includes(String(p.post_type)) && /^[a-z]+::\S+$/.test(String(p.creator_id)), 'posts');
      allOf(posts, (p) => String(p.post_link).startsWith('https://'), 'posts');
      allOf(posts, (p) => Number(p.post_created) > NOW_S - 86400 && Number(p.post_created) <= NOW_S, 'the last 24 hours');
      const news = (await api('/public/topic/bitcoin/news/v1')).json<{ data: Json[] }>().data;
      assert.ok(news.length > 0 && news.every((p) => p.post_type === 'news'));
      const creators = (await api('/public/topic/bitcoin/creators/v1')).json<{ data: Json[] }>().data;
      assert.deepEqual(creators.map((c) => c.creator_rank), creators.map((_c, i) => i + 1));
    });

    it('demo posts are by made-up people, at addresses marked as made up', async () => {
      const items = (await Promise.all(emu.data.topics.slice(0, 10).flatMap((t) => ['posts', 'news']
        .map(async (kind) => (await api(`/public/topic/${encodeURIComponent(t.topic)}/${kind}/v1`)).json<{ data: Json[] }>().data)))).flat();
      allOf(items, (p) => new URL(String(p.post_link)).hostname.endsWith('.demo.example'), 'post links under demo.example');
      for (const name of ['elonmusk', 'VitalikButerin', 'saylor']) assert.equal((await api(`/public/creator/twitter/${name}/v1`)).status, 404, name);
    });

    it('sends no image address that leaves the machine unless asked to; with images, https ones', async () => {
      const images = (items: Json[]): string[] => items.flatMap((p) => [p.creator_avatar, p.post_image]).filter((u) => u !== undefined).map(String);
      const lists = async (e: Emulator): Promise<Json[]> => (await Promise.all(['posts', 'news', 'creators']
        .map(async (kind) => (await get(`${e.baseUrl}/public/topic/bitcoin/${kind}/v1`)).json<{ data: Json[] }>().data))).flat();
      const someCreator = emu.data.creators[0]!.creator_id.replace('::', '/');
      const profile = async (e: Emulator): Promise<Json> => (await get(`${e.markdownUrl}/creator/${someCreator}?format=json`)).json<{ creator: Json }>().creator;
      // by default: only the quirk of an insecure http image, on loopback, which panels drop
      const plain = images(await lists(emu));
      assert.ok(plain.length > 0, 'the http image quirk is sent');
      assert.deepEqual([...new Set(plain)], ['http://127.0.0.1:9/image.jpg']);
      assert.ok(!('creator_avatar' in await profile(emu)), 'a creator report has no avatar');

      const pictured = await startEmulator({ images: true, now: () => NOW, keys: { [KEY]: 'builder' } });
      try {
        const all = await lists(pictured);
        const urls = images(all);
        assert.ok(all.filter((p) => p.post_type === 'news').every((p) => typeof p.post_image === 'string'), 'every news item has an image');
        assert.ok(urls.filter((u) => u.startsWith('https://')).length > all.length / 2, urls.join(' '));
        assert.ok(urls.every((u) => u.startsWith('https://') || u === 'http://127.0.0.1:9/image.jpg'), urls.join(' '));
        assert.match(String((await profile(pictured)).creator_avatar), /^https:\/\//);
      } finally {
        await pictured.close();
      }
    });

    it('category posts carry post_link', async () => {
      const posts = (await api('/public/category/ai/posts/v1')).json<{ data: Json[] }>().data;
      assert.ok(posts.length > 0 && posts.every((p) => String(p.post_link).startsWith('https://')));
    });

    it('some texts carry emoji, right-to-left script or line breaks', async () => {
      const texts: string[] = [];
      for (const t of ['bitcoin', 'ethereum', 'ai', 'tesla']) {
        const posts = (await api(`/public/topic/${t}/posts/v1`)).json<{ data: Json[] }>().data;
        for (const p of posts) texts.push(String(p.post_title), String(p.post_description ?? ''), String(p.creator_display_name ?? ''));
      }
      assert.ok(texts.some((s) => /\p{Extended_Pictographic}/u.test(s)), 'emoji');
      assert.ok(texts.some((s) => /[\u0590-\u06FF]/.test(s)), 'right-to-left');
      assert.ok(texts.some((s) => s.includes('\n')), 'line break');
    });

    it('answers for the topics its data has beyond the trending ones, and for no invented name', async () => {
      const res = await api(`/public/topic/${encodeURIComponent('quantum computing')}/v1`);
      assert.equal(res.status, 200);
      assert.equal(res.json<{ data: Json }>().data.title, 'Quantum Computing');
      for (const known of ['palantir', 'cosmos', '$pepe', '$amd']) {
        assert.equal((await api(`/public/topic/${encodeURIComponent(known)}/v1`)).status, 200, known);
      }
      // a typo of a trending topic, a made-up name and the reserved one: as the service answers a missing item
      for (const unknown of ['bitcoinn', 'quantum gravity', emu.data.missingTopic]) {
        for (const path of ['v1', 'whatsup/v1', 'posts/v1', 'time-series/v2']) {
          const missing = await api(`/public/topic/${encodeURIComponent(unknown)}/${path}`);
          assert.equal(missing.status, 404, `${unknown} ${path}`);
          assert.deepEqual(missing.json(), { error: 'That item does not exist' });
        }
      }
    });

    it('looks topics up by asset id and coins by symbol or id', async () => {
      const byId = (await api('/public/topic/coins%3A1/v1')).json<{ data: Json }>().data;
      assert.equal(byId.topic, 'bitcoin');
      const coin = (await api('/public/coins/2/v1')).json<{ data: Json }>().data;
      assert.equal(coin.symbol, 'ETH');
    });
  });

  describe('time series', () => {
    const series = async (path: string) => (await api(path)).json<{ config: Json; data: Json[] }>();

    it('defaults to a week by hour', async () => {
      const { config, data } = await series('/public/topic/bitcoin/time-series/v1');
      assert.equal(config.interval, '1w');
      assert.equal(config.bucket, 'hour');
      assert.ok(data.length >= 168 && data.length <= 169, `${data.length} points`);
      allOf(data, (p, i) => i === 0 || Number(p.time) - Number(data[i - 1]!.time) === 3600, 'data');
      assert.ok(Number(data.at(-1)!.time) <= NOW_S);
    });

    it('serves a year by hour (8,760 points) and buckets by day', async () => {
      assert.ok((await series('/public/topic/ai/time-series/v1?interval=1y')).data.length >= 8760);
      const days = await series('/public/topic/ai/time-series/v1?interval=1m&bucket=day');
      assert.equal(days.config.bucket, 'day');
      assert.ok(days.data.length >= 30 && days.data.length <= 31);
    });

    it('honours start and end', async () => {
      const start = NOW_S - 10 * 86400;
      const end = NOW_S - 5 * 86400;
      const { config, data } = await series(`/public/category/ai/time-series/v1?start=${start}&end=${end}&bucket=day`);
      assert.equal(config.start, start);
      assert.equal(config.end, end);
      assert.ok(data.every((p) => Number(p.time) >= start && Number(p.time) <= end) && data.length === 5);
    });

    it('v2 is the last week, with the bucket honoured', async () => {
      const hours = await series('/public/topic/bitcoin/time-series/v2');
      assert.equal(hours.config.bucket, 'hour');
      assert.ok(hours.data.length >= 168);
      const days = await series('/public/topic/bitcoin/time-series/v2?bucket=day&interval=1y');
      assert.equal(days.config.bucket, 'day');
      assert.ok(days.data.length >= 7 && days.data.length <= 8);
    });

    it('asset topics carry price and market fields, other topics do not', async () => {
      const asset = (await series('/public/topic/bitcoin/time-series/v2')).data[0]!;
      for (const f of ['open', 'high', 'low', 'close', 'market_cap', 'volume_24h', 'galaxy_score', 'alt_rank', 'market_dominance', 'circulating_supply']) {
        assert.ok(f in asset, f);
      }
      assert.ok(Number(asset.high) >= Number(asset.low));
      const plain = (await series('/public/topic/ai/time-series/v2')).data[0]!;
      assert.ok(!('close' in plain) && !('market_cap' in plain) && 'interactions' in plain && 'sentiment' in plain);
      const market = (await series('/public/category/stocks/time-series/v1')).data[0]!;
      assert.ok(Number(market.market_cap) > 1e12 && !('close' in market), 'market categories carry cap and volume');
    });

    it('rejects a bucket or interval it does not know', async () => {
      assert.equal((await api('/public/topic/bitcoin/time-series/v1?bucket=week')).status, 400);
      assert.match((await api('/public/topic/bitcoin/time-series/v1?interval=2w')).json<Json>().error as string, /interval "2w"/);
      assert.match((await api(`/public/topic/bitcoin/time-series/v1?start=${NOW}`)).json<Json>().error as string, /milliseconds/);
    });
  });

  describe('posts ranges', () => {
    it('rounds start to the start of its day and end to the end of its day', async () => {
      const start = NOW_S - 3 * 86400 + 5000;
      const end = NOW_S - 2 * 86400 + 7000;
      const { config, data } = (await api(`/public/topic/bitcoin/posts/v1?start=${start}&end=${end}`)).json<{ config: Json; data: Json[] }>();
      const dayStart = Math.floor(start / 86400) * 86400;
      assert.equal(config.start, dayStart);
      assert.equal(config.end, Math.floor(end / 86400) * 86400 + 86399);
      assert.ok(data.length > 0 && data.every((p) => Number(p.post_created) >= dayStart && Number(p.post_created) <= Number(config.end)));
      const totals = data.map((p) => Number(p.interactions_total ?? 0));
      allOf(totals.filter((t) => t > 0), (t, i, all) => i === 0 || all[i - 1]! >= t, 'top posts by interactions');
    });
  });

  describe('coin lists', () => {
    const list = async (q: string, path = '/public/coins/list/v2') => (await api(`${path}?${q}`)).json<{ config: Json; data: Json[] }>();

    it('defaults to 10 rows by market cap rank and echoes the request', async () => {
      const { config, data } = await list('');
      assert.equal(data.length, 10);
      assert.deepEqual(data.map((c) => c.market_cap_rank), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      assert.deepEqual({ ...config, total_rows: 0 }, { sort: 'market_cap_rank', desc: false, limit: 10, page: 0, total_rows: 0, generated: NOW_S });
    });

    it('sorts by any metric, descending when desc is present', async () => {
      const { data } = await list('sort=percent_change_24h&desc&limit=50');
      const values = data.map((c) => Number(c.percent_change_24h));
      allOf(values, (v, i) => i === 0 || values[i - 1]! >= v, 'values');
      const up = (await list('sort=price&limit=50')).data.map((c) => Number(c.price));
      allOf(up, (v, i) => i === 0 || up[i - 1]! <= v, 'up');
    });

    it('pages from 0 and caps the limit at 1000', async () => {
      const first = await list('sort=id&limit=20');
      const second = await list('sort=id&limit=10&page=1');
      assert.deepEqual(second.data.map((c) => c.id), first.data.slice(10).map((c) => c.id));
      const big = await list('limit=5000');
      assert.equal(big.config.limit, 1000);
      assert.equal(big.data.length, 1000);
    });

    it('filters by sector', async () => {
      const { config, data } = await list('filter=meme&limit=1000');
      assert.ok(Number(config.total_rows) > 0 && Number(config.total_rows) < 3000);
      assert.equal(data.length, Number(config.total_rows), 'every match on the one page');
      assert.ok(data.every((c) => String(c.categories).includes('meme')));
      assert.equal(config.filter, 'meme');
    });

    it('rejects an unknown sort metric', async () => {
      const res = await api('/public/coins/list/v1?sort=shoe_size');
      assert.equal(res.status, 400);
      assert.match(res.json<Json>().error as string, /shoe_size/);
    });

    it('v1 is cached on the hour, v2 is live', async () => {
      const v1 = await list('', '/public/coins/list/v1');
      assert.equal(v1.config.generated, Math.floor(NOW_S / 3600) * 3600);
      assert.equal((await list('')).config.generated, NOW_S);
    });
  });

  describe('errors', () => {
    it('401 without the bearer header or with an unknown key', async () => {
      for (const res of [await api('/public/topics/list/v1', null), await api('/public/topics/list/v1', 'nope'),
        await get(`${emu.baseUrl}/public/topics/list/v1?key=${KEY}`, null)]) {
        assert.equal(res.status, 401);
        assert.match(res.json<Json>().error as string, /^Unauthorized: /);
        assert.equal(res.headers.get('x-rate-limit-minute'), null);
      }
      const basic = await get(`${emu.baseUrl}/public/topics/list/v1`, null, { headers: { authorization: `Basic ${KEY}` } });
      assert.equal(basic.status, 401);
    });

    it('404 for unknown paths and items', async () => {
      assert.deepEqual((await api('/public/planets/list/v1')).json(), { error: 'Invalid endpoint (2)' });
      assert.deepEqual((await get(`${emu.origin}/elsewhere`)).json(), { error: 'Invalid endpoint (2)' });
      for (const path of ['/public/category/underwater%20basketry/v1', '/public/coins/NOPECOIN/v1']) {
        const res = await api(path);
        assert.equal(res.status, 404, path);
        assert.deepEqual(res.json(), { error: 'That item does not exist' });
      }
    });

    it('400 naming the character that is not allowed', async () => {
      const topic = await api('/public/topic/bit%3Ccoin/v1');
      assert.equal(topic.status, 400);
      assert.match(topic.json<Json>().error as string, /"<" \(U\+003C\)/);
      const category = await api('/public/category/%24money/v1');
      assert.match(category.json<Json>().error as string, /"\$"/);
    });

    it('402 when the plan does not include the operation', async () => {
      const hobby = await api('/public/topic/bitcoin/v1', HOBBY);
      assert.equal(hobby.status, 402);
      assert.deepEqual(hobby.json(), { error: 'Your plan does not include this endpoint' });
      assert.equal((await api('/public/topic/bitcoin/time-series/v1', INDIVIDUAL)).status, 402, 'the full series needs Builder');
      assert.equal((await api('/public/topic/bitcoin/time-series/v2', INDIVIDUAL)).status, 200);
      assert.equal((await get(`${emu.markdownUrl}/topic/bitcoin`, HOBBY)).status, 402);
    });

    it('gates silently: Hobby gets coins and stocks without the social fields', async () => {
      for (const op of [OPERATIONS.coinsList, OPERATIONS.coinsListV2, OPERATIONS.coin, OPERATIONS.stocksList, OPERATIONS.stocksListV2]) {
        const res = await api(`${samplePath(op)}${op.id === 'coin' ? '' : '?limit=100'}`, HOBBY);
        assert.equal(res.status, 200);
        const rows = ([] as Json[]).concat(res.json<{ data: Json | Json[] }>().data);
        for (const row of rows) {
          for (const f of SOCIAL_FIELDS) assert.ok(!(f in row), `${op.id}: ${f}`);
          assert.ok('price' in row && 'market_cap' in row);
        }
      }
      const full = (await api('/public/coins/list/v2?limit=1')).json<{ data: Json[] }>().data[0]!;
      for (const f of SOCIAL_FIELDS) assert.ok(f in full, f);
      const coin = (await api('/public/coins/BTC/v1')).json<{ data: Json }>().data;
      assert.ok('galaxy_score' in coin && 'alt_rank' in coin);
    });
  });

  describe('the whole reference', () => {
    it('market data on Hobby; creators, posts and searches on paid plans', async () => {
      for (const path of ['/public/coins/ETH/time-series/v2', '/public/coins/ETH/meta/v1', '/public/stocks/list/v1', '/public/stocks/AAPL/v1',
        '/public/stocks/AAPL/time-series/v2', '/public/nfts/list/v2', '/public/nfts/azuki/v1', '/public/nfts/azuki/time-series/v1', '/public/system/changes']) {
        assert.equal((await api(path, HOBBY)).status, 200, path);
      }
      for (const path of ['/public/creators/list/v1', '/public/creator/twitter/x/v1', '/public/posts/tweet/1/v1', '/public/searches/list',
        '/public/searches/search?term=bitcoin', '/public/searches/create?name=x']) {
        const res = await api(path, HOBBY);
        assert.equal(res.status, 402, path);
        assert.deepEqual(res.json(), { error: 'Your plan does not include this endpoint' });
      }
    });

    it('stock and NFT lists serve at most 100 a page', async () => {
      for (const path of ['/public/stocks/list/v2?limit=500', '/public/nfts/list/v1?limit=500']) {
        const body = (await api(path)).json<{ config: Json; data: Json[] }>();
        assert.equal(body.config.limit, 100);
        assert.equal(body.data.length, 100);
      }
      assert.match((await api('/public/stocks/list/v2?sort=floor_price')).json<Json>().error as string, /Invalid sort "floor_price"/);
    });

    it('answers a saved-search refusal as the service does: its error object with status 200', async () => {
      const json = encodeURIComponent('{"terms":["ai"]}');
      const refusals: [string, string][] = [
        ['/public/searches/no-such-search', 'Error: That item does not exist'],
        ['/public/searches/no-such-search/delete', 'Error: That item does not exist'],
        [`/public/searches/no-such-search/update?search_json=${json}`, 'Error: That item does not exist'],
        [`/public/searches/create?search_json=${json}`, 'name is required'],
        ['/public/searches/search?search_json=%7Bterms', 'Error: search_json object is not formatted correctly'],
      ];
      for (const [path, error] of refusals) {
        const res = await api(path);
        assert.equal(res.status, 200, path);
        assert.deepEqual(res.json(), { error }, path);
      }
    });

    it('an update requires search_json, as the real service does, and takes the new terms', async () => {
      const json = (terms: string[]): string => encodeURIComponent(JSON.stringify({ terms }));
      const made = (await api(`/public/searches/create?name=Edited&search_json=${json(['bitcoin'])}&priority=1`)).json<{ data: Json }>().data;
      const slug = String(made.id);
      assert.deepEqual((await api(`/public/searches/${slug}/update?name=Renamed`)).json(), { error: 'search_json is required' });
      const updated = (await api(`/public/searches/${slug}/update?search_json=${json(['solana', 'sol'])}`)).json<{ data: Json }>().data;
      assert.deepEqual(updated.search_json, { terms: ['solana', 'sol'], rollups: [] });
      assert.deepEqual([updated.name, updated.priority], ['Edited', true], 'what was not sent is kept');
      assert.deepEqual((await api(`/public/searches/${slug}`)).json<{ data: Json }>().data.terms, ['solana', 'sol']);
    });

    it("a post's image is an object with its address and size; coin meta's videos one text", async () => {
      const pictured = await startEmulator({ images: true, now: () => NOW, keys: { [KEY]: 'builder' } });
      try {
        const posts = (await get(`${pictured.baseUrl}/public/topic/bitcoin/posts/v1`)).json<{ data: Json[] }>().data;
        assert.ok(posts.length > 0);
        for (const p of posts.slice(0, 5)) {
          const detail = (await get(`${pictured.baseUrl}/public/posts/${String(p.post_type)}/${String(p.id)}/v1`)).json<Json>();
          const image = detail.image as Json;
          assert.match(String(image.src), /^https:\/\//);
          assert.ok(Number.isInteger(image.width) && Number.isInteger(image.height), JSON.stringify(image));
        }
      } finally {
        await pictured.close();
      }
      const metas = await Promise.all(['BTC', 'ETH', 'SOL', 'DOGE', 'XRP', 'ADA', 'LINK', 'DOT', 'AVAX', 'TRX', 'LTC', 'UNI']
        .map(async (coin) => (await api(`/public/coins/${coin}/meta/v1`)).json<{ data: Json }>().data));
      allOf(metas, (m) => typeof m.videos === 'string', 'metas');
      assert.ok(metas.some((m) => String(m.videos).includes(', https://')), 'some with two addresses in the one text');
    });

    it("keeps each key's saved searches to itself", async () => {
      const json = encodeURIComponent('{"terms":["ai"]}');
      const mine = (await api(`/public/searches/create?name=Mine&search_json=${json}`, INDIVIDUAL)).json<{ data: Json }>().data;
      assert.equal((await api(`/public/searches/${String(mine.id)}`, INDIVIDUAL)).status, 200);
      assert.deepEqual((await api(`/public/searches/${String(mine.id)}`)).json(), { error: 'Error: That item does not exist' });
      assert.ok(!(await api('/public/searches/list')).json<{ data: Json[] }>().data.some((s) => s.id === mine.id));
      assert.deepEqual((await api(`/public/searches/create?search_json=${json}`)).json(), { error: 'name is required' });
      assert.deepEqual((await api('/public/searches/create?name=x&search_json=%7Bterms')).json(), { error: 'Error: search_json object is not formatted correctly' });
    });
  });

  describe('determinism', () => {
    const paths = ['/public/topics/list/v1', '/public/topic/ethereum/v1', '/public/topic/ethereum/time-series/v1?interval=1m',
      '/public/topic/ethereum/posts/v1', '/public/category/gaming/topics/v1', '/public/coins/list/v2?limit=200&sort=galaxy_score&desc',
      '/public/topic/ethereum/whatsup/v1', '/public/creators/list/v1', '/public/stocks/list/v2?limit=100', '/public/nfts/list/v2?limit=100',
      '/public/coins/SOL/meta/v1', '/public/nfts/azuki/time-series/v1', '/public/system/changes', '/public/searches/search?term=bitcoin'];

    it('the same seed and clock give the same bytes', async () => {
      const other = await startEmulator({ now: () => NOW, keys: { [KEY]: 'builder' } });
      try {
        for (const p of paths) assert.equal((await get(other.baseUrl + p)).text, (await api(p)).text, p);
      } finally {
        await other.close();
      }
    });

    it('another seed gives other data', async () => {
      const other = await startEmulator({ seed: 2, now: () => NOW, keys: { [KEY]: 'builder' } });
      try {
        assert.notEqual((await get(`${other.baseUrl}${paths[5]}`)).text, (await api(paths[5]!)).text);
      } finally {
        await other.close();
      }
    });
  });

  describe('shapes in the wild', () => {
    const stringNumbers = (rows: Json[]): string[] => rows.flatMap((r) => Object.entries(r)
      .filter(([k, v]) => typeof v === 'string' && /^-?\d+(\.\d+)?(e-?\d+)?$/.test(v) && !['topic', 'symbol', 'name', 'title', 'categories'].includes(k))
      .map(([k]) => k));

    it('sends a few numbers as strings, nulls and extra fields by default', async () => {
      const coins = (await api('/public/coins/list/v2?limit=1000&sort=id')).json<{ data: Json[] }>().data;
      const odd = stringNumbers(coins);
      assert.ok(odd.length > 0 && odd.length < 50, `${odd.length} string numbers`);
      assert.ok(coins.some((c) => 'blockchains' in c), 'an undocumented field');
      const topics = (await api('/public/category/events/topics/v1')).json<{ data: Json[] }>().data;
      assert.ok(topics.some((t) => typeof t.topic === 'number'), 'a numeric topic in category topics');
    });

    it("a small account's series is one point, as real creator series often are; a large one's is whole", async () => {
      const small = emu.data.creators.find((c) => c.followers < 5_000)!;
      const large = emu.data.creators.find((c) => c.followers > 100_000)!;
      const series = async (e: Emulator, c: typeof small): Promise<Json[]> =>
        (await get(`${e.baseUrl}/public/creator/${c.network.name}/${c.id}/time-series/v1?bucket=day&interval=1m`)).json<{ data: Json[] }>().data;
      assert.equal((await series(emu, small)).length, 1);
      assert.ok((await series(emu, large)).length >= 28);
      const clean = await startEmulator({ quirks: false, now: () => NOW, keys: { [KEY]: 'builder' } });
      try {
        assert.ok((await series(clean, small)).length >= 28);
      } finally {
        await clean.close();
      }
    });

    it('sends clean shapes with quirks: false', async () => {
      const clean = await startEmulator({ quirks: false, now: () => NOW, keys: { [KEY]: 'builder' } });
      try {
        const coins = (await get(`${clean.baseUrl}/public/coins/list/v2?limit=1000&sort=id`)).json<{ data: Json[] }>().data;
        assert.equal(coins.length, 1000);
        assert.deepEqual(stringNumbers(coins), []);
        allOf(coins, (c) => !('blockchains' in c) && c.galaxy_score !== null, 'coins');
        const topics = (await get(`${clean.baseUrl}/public/category/events/topics/v1`)).json<{ data: Json[] }>().data;
        assert.ok(topics.length > 0);
        allOf(topics, (t) => typeof t.topic === 'string', 'topics');
        const list = (await get(`${clean.baseUrl}/public/topics/list/v1`)).json<{ data: Json[] }>().data;
        assert.deepEqual(stringNumbers(list), []);
      } finally {
        await clean.close();
      }
    });
  });

  describe('hostile text', () => {
    let bad: Emulator;
    const hostile = (path: string) => get(bad.baseUrl + path);
    const SCRIPT = '<script>window.__pwned=1</script>';

    before(async () => { bad = await startEmulator({ hostile: true, now: () => NOW, keys: { [KEY]: 'builder' } }); });
    after(() => bad.close());

    it('puts script payloads into every text field', async () => {
      const topics = (await hostile('/public/topics/list/v1')).json<{ data: Json[] }>().data;
      assert.ok(topics.length > 0);
      allOf(topics, (t) => String(t.title).includes(SCRIPT), 'topics');
      allOf(topics, (t) => !String(t.topic).includes('<'), 'identifiers stay valid');
      const posts = (await hostile('/public/topic/bitcoin/posts/v1')).json<{ data: Json[] }>().data;
      assert.ok(posts.length > 0);
      for (const p of posts) {
        for (const f of ['post_title', 'post_description', 'creator_name']) assert.ok(String(p[f]).includes(SCRIPT), f);
        assert.match(String(p.post_link), /^javascript:/);
      }
      const whatsup = (await hostile('/public/topic/bitcoin/whatsup/v1')).json<{ summary: string; supportive: Json[]; critical: Json[] }>();
      assert.ok(whatsup.summary.includes(SCRIPT));
      for (const t of [...whatsup.supportive, ...whatsup.critical]) assert.ok(String(t.title).includes(SCRIPT) && String(t.description).includes(SCRIPT));
      const coins = (await hostile('/public/coins/list/v2')).json<{ data: Json[] }>().data;
      allOf(coins, (c) => String(c.name).includes(SCRIPT), 'coins');
      const cats = (await hostile('/public/categories/list/v1')).json<{ data: Json[] }>().data;
      allOf(cats, (c) => String(c.title).includes(SCRIPT), 'cats');
      const stocks = (await hostile('/public/stocks/list/v2')).json<{ data: Json[] }>().data;
      allOf(stocks, (s) => String(s.name).includes(SCRIPT) && !String(s.symbol).includes('<'), 'stocks');
      const nfts = (await hostile('/public/nfts/list/v2')).json<{ data: Json[] }>().data;
      allOf(nfts, (n) => String(n.name).includes(SCRIPT) && String(n.base_crypto).includes(SCRIPT), 'nfts');
      const creators = (await hostile('/public/creators/list/v1')).json<{ data: Json[] }>().data;
      allOf(creators, (c) => String(c.creator_display_name).includes(SCRIPT), 'creators');
      const meta = (await hostile('/public/coins/BTC/meta/v1')).json<{ data: Json }>().data;
      for (const f of ['name', 'short_summary', 'description', 'header_text']) assert.ok(String(meta[f]).includes(SCRIPT), f);
      for (const f of ['website_link', 'twitter_link', 'coingecko_link']) assert.match(String(meta[f]), /^javascript:/, f);
      const post = posts[0]!;
      const detail = (await hostile(`/public/posts/${String(post.post_type)}/${String(post.id)}/v1`)).json<Json>();
      assert.ok(String(detail.title).includes(SCRIPT) && (detail.topics as string[]).every((t) => !t.includes('<')));
      const changes = (await hostile('/public/system/changes')).json<{ data: Json[] }>().data;
      allOf(changes, (c) => String(c.description).includes(SCRIPT) && String(c.asset_name).includes(SCRIPT), 'changes');
      const report = await get(`${bad.markdownUrl}/topic/bitcoin`);
      assert.ok(report.text.includes(SCRIPT) && report.text.includes('](javascript:'));
    });

    it('uses markup, links and right-to-left overrides among the payloads', async () => {
      const text = (await hostile('/public/topic/ethereum/posts/v1')).text + (await hostile('/public/topics/list/v1')).text;
      for (const needle of ['onerror=', 'javascript:', '\u202E', '\\"']) assert.ok(text.includes(needle), needle);
    });
  });
});
