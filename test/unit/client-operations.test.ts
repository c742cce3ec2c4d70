import * as assert from 'node:assert/strict';
import type { Server } from 'node:http';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '../../src/service/api/client';
import { OPERATION_LIST } from '../../src/service/api/operations';
import type { OperationId } from '../../src/service/api/operations';
import type { SocialClient } from '../../src/service/api/service';
import type { Post } from '../../src/service/api/types';
import type { CreatorNetwork } from '../../src/service/api/values';
import { clientFor, clientForSuite, failure, KEY } from './client-helpers';

describe('client: operations against the emulator', () => {
  const suite = clientForSuite();

  const topic = (): string => suite.emulator.data.topics[0]!.topic;
  const category = (): string => suite.emulator.data.categories.find((c) => c.category.includes(' '))?.category ?? suite.emulator.data.categories[0]!.category;

  /** A post of the top topic, and its creator's network and id. */
  const somePost = async (c: SocialClient): Promise<{ post: Post; network: CreatorNetwork; id: string }> => {
    const post = (await c.topicPosts(topic())).data.find((p) => p.post_type !== 'news')!;
    const [network, id] = post.creator_id!.split('::') as [CreatorNetwork, string];
    return { post, network, id };
  };

  /** One call per operation of the table: a test fails when an operation has no method. */
  const calls: Record<OperationId, (c: SocialClient) => Promise<{ data: unknown }>> = {
    topicsList: (c) => c.topicsList(),
    topicWhatsup: (c) => c.topicWhatsup(topic()),
    topic: (c) => c.topic(topic()),
    topicTimeSeriesV2: (c) => c.topicTimeSeriesV2(topic(), { bucket: 'day' }),
    topicTimeSeries: (c) => c.topicTimeSeries(topic(), { interval: '1m', bucket: 'day' }),
    topicPosts: (c) => c.topicPosts(topic()),
    topicNews: (c) => c.topicNews(topic()),
    topicCreators: (c) => c.topicCreators(topic()),
    category: (c) => c.category(category()),
    categoryTopics: (c) => c.categoryTopics(category()),
    categoryTimeSeries: (c) => c.categoryTimeSeries(category(), { interval: '1w' }),
    categoryPosts: (c) => c.categoryPosts(category()),
    categoryNews: (c) => c.categoryNews(category()),
    categoryCreators: (c) => c.categoryCreators(category()),
    categoriesList: (c) => c.categoriesList(),
    coinsList: (c) => c.coinsList({ limit: 20, sort: 'market_cap_rank' }),
    coinsListV2: (c) => c.coinsListV2({ limit: 5 }),
    coin: (c) => c.coin(String(suite.emulator.data.coins[0]!.id)),
    creatorsList: (c) => c.creatorsList(),
    creator: (c) => c.creator('twitter', suite.emulator.data.creators[0]!.name),
    creatorTimeSeries: (c) => c.creatorTimeSeries('twitter', suite.emulator.data.creators[0]!.id, { bucket: 'day', interval: '1m' }),
    creatorPosts: async (c) => {
      const { network, id } = await somePost(c);
      return c.creatorPosts(network, id);
    },
    post: async (c) => {
      const { post } = await somePost(c);
      return c.post(post.post_type, post.id);
    },
    postTimeSeries: async (c) => {
      const { post } = await somePost(c);
      return c.postTimeSeries(post.post_type, post.id);
    },
    searchPosts: (c) => c.searchPosts({ term: 'bitcoin' }),
    searchesList: async (c) => {
      await c.searchCreate({ name: 'Listed', search_json: { terms: ['solana'] } });
      return c.searchesList();
    },
    searchCreate: (c) => c.searchCreate({ name: 'Created', search_json: { terms: ['ethereum'] } }),
    searchUpdate: async (c) => {
      const created = await c.searchCreate({ name: 'To rename', search_json: { terms: ['xrp'] } });
      return c.searchUpdate(created.data.id, { name: 'Renamed', search_json: { terms: ['xrp', 'ripple'] } });
    },
    searchDelete: async (c) => {
      const created = await c.searchCreate({ name: 'To delete', search_json: { terms: ['dogecoin'] } });
      return c.searchDelete(created.data.id);
    },
    search: async (c) => {
      const created = await c.searchCreate({ name: 'To run', search_json: { terms: ['bitcoin', 'btc'] } });
      return c.search(created.data.id);
    },
    systemChanges: (c) => c.systemChanges(),
    coinTimeSeriesV2: (c) => c.coinTimeSeriesV2('ETH', { bucket: 'day', interval: '1m' }),
    coinMeta: (c) => c.coinMeta('SOL'),
    stocksList: (c) => c.stocksList({ limit: 20 }),
    stocksListV2: (c) => c.stocksListV2({ sort: 'market_cap', desc: true, limit: 5 }),
    stock: (c) => c.stock('NVDA'),
    stockTimeSeriesV2: (c) => c.stockTimeSeriesV2('AAPL', { interval: '1w' }),
    nftsList: (c) => c.nftsList(),
    nftsListV2: (c) => c.nftsListV2({ limit: 100, page: 1 }),
    nft: (c) => c.nft('pudgy-penguins'),
    nftTimeSeriesV2: (c) => c.nftTimeSeriesV2('2', { bucket: 'day', interval: '3m' }),
    nftTimeSeries: (c) => c.nftTimeSeries('azuki'),
  };

  for (const op of OPERATION_LIST) {
    it(`${op.id}: ${op.path} answers decoded data`, async () => {
      const answer = await calls[op.id](suite.client);
      const data = answer.data as unknown;
      if (Array.isArray(data)) {
        assert.ok(data.length > 0, `${op.id} returned an empty list`);
        assert.equal(typeof data[0], 'object');
      } else {
        assert.equal(typeof data, 'object');
      }
    });
  }

  it('decodes each shape into the documented fields', async () => {
    const list = await suite.client.topicsList();
    assert.equal(typeof list.data[0]!.topic, 'string');
    assert.equal(typeof list.data[0]!.topic_rank, 'number');
    // the emulator sends the 7th item's num_posts as text: repaired, and said so
    assert.equal(typeof list.data[6]!.num_posts, 'number');
    assert.ok(list.oddities.some((o) => o.includes('num_posts')));
    const summary = await suite.client.topic(topic());
    assert.equal(summary.data.topic, topic());
    assert.ok(Object.keys(summary.data.types_count).length >= 5);
    assert.ok(summary.generated > 1e9 && summary.generated < 1e11, 'generated is in seconds');
    const series = await suite.client.topicTimeSeries(topic(), { interval: '1w' });
    assert.ok(series.data.every((p, i) => i === 0 || p.time > series.data[i - 1]!.time));
    assert.equal(series.config.bucket, 'hour');
    const posts = await suite.client.topicPosts(topic());
    assert.ok(posts.data.every((p) => typeof p.id === 'string' && typeof p.post_type === 'string'));
    const whatsup = await suite.client.topicWhatsup(topic());
    assert.ok(whatsup.data.summary.length > 0);
    const coins = await suite.client.coinsList({ limit: 50 });
    assert.ok(coins.data.every((c) => typeof c.symbol === 'string' && (c.price === undefined || typeof c.price === 'number')));
  });

  it('sends topics in lower case and encodes path segments', async () => {
    const { client: c, log } = clientFor(suite.emulator);
    await c.topic(topic().toUpperCase());
    await c.category(category().toUpperCase());
    assert.equal(log[0]!.path, `/api4/public/topic/${encodeURIComponent(topic())}/v1`);
    assert.equal(log[1]!.path, `/api4/public/category/${encodeURIComponent(category())}/v1`);
    assert.ok(category().includes(' ') ? log[1]!.path.includes('%20') : true);
    const cashtag = await c.topic('$BTC');
    assert.equal(cashtag.data.topic.toLowerCase(), '$btc');
    assert.ok(log.at(-1)!.path.includes('%24btc'));
    c.dispose();
  });

  it('sends only the parameters an operation accepts, desc only when true, in a stable order', async () => {
    const { client: c, log } = clientFor(suite.emulator);
    await c.coinsList({ desc: false, limit: 3, sort: 'price' });
    await c.coinsList({ sort: 'price', limit: 3, desc: true, page: 1 });
    const sneaky = { bucket: 'day', interval: '1m', start: 1 } as unknown as { bucket: 'day' };
    await c.topicTimeSeriesV2(topic(), sneaky);
    assert.equal(log[0]!.path, '/api4/public/coins/list/v1?sort=price&limit=3');
    assert.equal(log[1]!.path, '/api4/public/coins/list/v1?sort=price&limit=3&desc=1&page=1');
    assert.equal(log[2]!.path, `/api4/public/topic/${topic()}/time-series/v2?bucket=day`);
    c.dispose();
  });

  it('checks identifiers and parameters before any request leaves', async () => {
    const before = suite.emulator.requests();
    const bad = await failure(suite.client.topic('bit/coin'));
    assert.equal(bad.kind, 'invalid-input');
    assert.match(bad.message, /"\/"/);
    assert.equal((await failure(suite.client.category('de-fi'))).kind, 'invalid-input');
    assert.match((await failure(suite.client.category('de-fi'))).message, /"-"/);
    assert.equal((await failure(suite.client.topic('   '))).kind, 'invalid-input');
    assert.equal((await failure(suite.client.topic('a\nb'))).kind, 'invalid-input');
    assert.equal((await failure(suite.client.topicTimeSeries(topic(), { interval: '2w' as '1w' }))).kind, 'invalid-input');
    assert.equal((await failure(suite.client.topicPosts(topic(), { start: Date.now() }))).kind, 'invalid-input');
    assert.equal((await failure(suite.client.topicPosts(topic(), { start: 20, end: 10 }))).kind, 'invalid-input');
    assert.equal((await failure(suite.client.coinsList({ limit: 0 }))).kind, 'invalid-input');
    assert.equal((await failure(suite.client.coinsList({ sort: 'price;drop' }))).kind, 'invalid-input');
    assert.equal((await failure(suite.client.report({ kind: 'creator', network: 'twitter', id: '../x' }, 'markdown'))).kind, 'invalid-input');
    for (const dots of ['.', '..', '...']) {
      const e = await failure(suite.client.coin(dots));
      assert.equal(e.kind, 'invalid-input', `coin ${dots}`);
      assert.match(e.message, /only of dots/);
      assert.match((await failure(suite.client.report({ kind: 'creator', network: 'twitter', id: dots }, 'markdown'))).message, /only of dots/);
      assert.match((await failure(suite.client.report({ kind: 'post', postType: 'tweet', id: dots }, 'json'))).message, /only of dots/);
    }
    assert.equal((await failure(suite.client.report({ kind: 'topic', topic: 'x' }, 'pdf' as 'csv'))).kind, 'invalid-input');
    assert.equal(suite.emulator.requests(), before, 'no request left');
  });

  it('accepts the identifier forms of the interface: spaces, # and $, a category topic, asset ids', async () => {
    const { client: c, log } = clientFor(suite.emulator);
    assert.equal((await c.topic(`_${category()}`)).data.topic, `_${category()}`);
    assert.ok((await c.topic('coins:1')).data.topic);
    assert.ok((await c.topic('#bitcoin')).data.topic);
    assert.equal(log.length, 3);
    assert.ok(log[2]!.path.includes('%23bitcoin'));
    c.dispose();
  });

  describe('reports (markdown variant)', () => {
    it('markdown, JSON and CSV come back as sent, from the markdown address, without credentials', async () => {
      const { client: c, log } = clientFor(suite.emulator);
      const subject = { kind: 'topic' as const, topic: topic().toUpperCase() };
      const md = await c.report(subject, 'markdown');
      const json = await c.report(subject, 'json');
      const csv = await c.report(subject, 'csv');
      assert.match(md.text, /^#/m);
      assert.doesNotThrow(() => JSON.parse(json.text));
      assert.ok(csv.text.includes(','));
      assert.equal(md.url, `${suite.emulator.markdownUrl}/topic/${encodeURIComponent(topic())}`);
      assert.equal(json.url, `${md.url}?format=json`);
      assert.equal(csv.url, `${md.url}?format=csv`);
      assert.ok(![md, json, csv].some((r) => r.url.includes(KEY)));
      assert.deepEqual(log.map((e) => e.operation), ['report', 'report', 'report']);
      const again = await c.report(subject, 'csv');
      assert.equal(again.text, csv.text);
      assert.equal(log.at(-1)!.outcome, 'cache');
      c.dispose();
    });

    it('category, creator and post reports', async () => {
      const creator = suite.emulator.data.creators[0]!;
      const post = (await suite.client.topicPosts(topic())).data[0]!;
      const cat = await suite.client.report({ kind: 'category', category: category() }, 'markdown');
      const who = await suite.client.report({ kind: 'creator', network: creator.network.name, id: creator.id }, 'json');
      const one = await suite.client.report({ kind: 'post', postType: post.post_type, id: post.id }, 'markdown');
      assert.ok(cat.text.length > 0 && who.text.length > 0 && one.text.length > 0);
      const missing = await failure(suite.client.report({ kind: 'topic', topic: suite.emulator.data.missingTopic }, 'markdown'));
      assert.equal(missing.kind, 'not-found');
    });

    it('market lists and searches', async () => {
      const { client: c, log } = clientFor(suite.emulator);
      const coins = await c.report({ kind: 'list', list: 'cryptocurrencies' }, 'markdown');
      const stocks = await c.report({ kind: 'list', list: 'STOCKS' as 'stocks' }, 'csv');
      const search = await c.report({ kind: 'search', query: 'solana news' }, 'json');
      assert.match(coins.text, /^# Cryptocurrencies/);
      assert.ok(stocks.text.includes('NVDA'));
      assert.equal((JSON.parse(search.text) as { query: string }).query, 'solana news');
      assert.deepEqual(log.map((e) => e.path), ['/ai/list/cryptocurrencies', '/ai/list/stocks?format=csv', '/ai/search/solana%20news?format=json']);
      const before = suite.emulator.requests();
      assert.match((await failure(c.report({ kind: 'list', list: 'bonds' as 'stocks' }, 'markdown'))).message, /A list is one of cryptocurrencies, stocks; "bonds" is not/);
      assert.match((await failure(c.report({ kind: 'search', query: 'a/b' }, 'markdown'))).message, /A search may not contain "\/"/);
      assert.equal(suite.emulator.requests(), before);
      c.dispose();
    });
  });

  describe('a service that answers oddly', () => {
    let odd: Server;
    let oddClient: SocialClient;
    let body = '';
    let seen: http.IncomingHttpHeaders = {};
    before(async () => {
      odd = http.createServer((req, res) => {
        seen = req.headers;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(body);
      });
      await new Promise<void>((r) => odd.listen(0, '127.0.0.1', r));
      const base = `http://127.0.0.1:${(odd.address() as AddressInfo).port}`;
      oddClient = createClient({ baseUrl: `${base}/api4`, markdownUrl: `${base}/ai`, plan: 'builder', getKey: async () => KEY });
    });
    after(async () => {
      oddClient.dispose();
      await new Promise<void>((r) => odd.close(() => r()));
    });

    it('sends the bearer key, Accept and a social-pulse User-Agent', async () => {
      body = JSON.stringify({ data: [{ id: 1, symbol: 'BTC', name: 'Bitcoin' }] });
      await oddClient.coinsList();
      assert.equal(seen.authorization, `Bearer ${KEY}`);
      assert.equal(seen.accept, 'application/json');
      assert.match(String(seen['user-agent']), /^social-pulse/);
      await oddClient.report({ kind: 'topic', topic: 'bitcoin' }, 'csv');
      assert.equal(seen.authorization, `Bearer ${KEY}`);
      assert.match(String(seen.accept), /text\/csv/);
    });

    it('serves repaired data with oddities instead of failing', async () => {
      body = JSON.stringify([{ topic: 7, title: null, num_posts: '12', hype: 1 }, 'junk']);
      const a = await oddClient.topicsList();
      assert.deepEqual(a.data, [{ topic: '7', title: '7', num_posts: 12, extra: { hype: 1 } }]);
      assert.ok(a.oddities.length >= 3);
      assert.ok(a.generated > 0);
    });

    it('an answer with no usable data is a bad-response', async () => {
      body = JSON.stringify({ data: 'Invalid endpoint (2)' });
      const e = await failure(oddClient.topic('bitcoin'));
      assert.equal(e.kind, 'bad-response');
    });

    it("an error object with status 200 is the service's refusal, in its words", async () => {
      body = JSON.stringify({ error: 'Invalid endpoint (2)' });
      const e = await failure(oddClient.topic('bitcoin'));
      // "Invalid endpoint" is the service's answer at a path it has no operation at: the address is wrong
      assert.deepEqual([e.kind, e.error.status, e.error.serviceMessage], ['address', 200, 'Invalid endpoint (2)']);
      assert.match(e.message, /The service said: "Invalid endpoint \(2\)"/);
    });
  });
});
