// Creators and single posts, through the real client and the emulator over HTTP: the
// creators list across the five networks, a profile by id or screen name, its series and
// posts, a post (no envelope) with its metrics by kind and its interactions over time.
import * as assert from 'node:assert/strict';
import type { Post } from '../../src/service/api/types';
import type { CreatorNetwork } from '../../src/service/api/values';
import { CREATOR_NETWORKS } from '../../src/service/api/values';
import { startEmulator } from '../../src/service/demo/server';
import { clientFor, clientForSuite, failure, KEY } from './client-helpers';

const HOBBY_KEY = 'hobby-people-key';
const INDIVIDUAL_KEY = 'individual-people-key';
const roomy = { perMinute: 10_000, perDay: 100_000 };

describe('client: creators and posts against the emulator', () => {
  const suite = clientForSuite({
    keys: { [KEY]: { plan: 'builder', ...roomy }, [HOBBY_KEY]: { plan: 'hobby', ...roomy }, [INDIVIDUAL_KEY]: { plan: 'individual', ...roomy } },
  });
  let posts: Post[];

  before(async () => {
    posts = (await suite.client.topicPosts('bitcoin')).data;
  });

  const byType = (type: string): Post => posts.find((p) => p.post_type === type)!;
  const creatorOf = (p: Post): [CreatorNetwork, string] => p.creator_id!.split('::') as [CreatorNetwork, string];

  it('sends each operation to its path: network and id or screen name, post type and id', async () => {
    const { client: c, log } = clientFor(suite.emulator);
    const tweet = byType('tweet');
    const [network, id] = creatorOf(tweet);
    await c.creatorsList();
    await c.creator('TWITTER' as CreatorNetwork, tweet.creator_name!);
    await c.creatorTimeSeries(network, id, { bucket: 'day', interval: '3m' });
    await c.creatorPosts(network, id, { start: 1_790_000_000, end: 1_790_600_000 });
    await c.post('tweet', tweet.id);
    await c.postTimeSeries('tweet', tweet.id);
    assert.deepEqual(log.map((e) => e.path), [
      '/api4/public/creators/list/v1',
      `/api4/public/creator/twitter/${encodeURIComponent(tweet.creator_name!)}/v1`,
      `/api4/public/creator/twitter/${id}/time-series/v1?bucket=day&interval=3m`,
      `/api4/public/creator/twitter/${id}/posts/v1?start=1790000000&end=1790600000`,
      `/api4/public/posts/tweet/${tweet.id}/v1`,
      `/api4/public/posts/tweet/${tweet.id}/time-series/v1`,
    ]);
    c.dispose();
  });

  it('creators list: ranked creators of the five networks, ids as network::id', async () => {
    const list = (await suite.client.creatorsList()).data;
    assert.ok(list.length >= 50);
    assert.deepEqual(list.slice(0, 5).map((c) => c.creator_rank), [1, 2, 3, 4, 5]);
    assert.deepEqual([...new Set(list.map((c) => c.creator_network))].sort(), [...CREATOR_NETWORKS].sort());
    for (const c of list) {
      assert.match(c.creator_id, /^(twitter|youtube|instagram|reddit|tiktok)::\S+$/);
      assert.equal(c.creator_id.split('::')[0], c.creator_network);
      assert.equal(typeof c.creator_posts, 'number');
    }
  });

  it('a creator by id or by screen name: the same profile, with the topics it influences', async () => {
    const tweet = byType('tweet');
    const [network, id] = creatorOf(tweet);
    const byId = (await suite.client.creator(network, id)).data;
    const byName = (await suite.client.creator(network, tweet.creator_name!.toUpperCase())).data;
    assert.deepEqual(byName, byId);
    assert.equal(byId.creator_id, tweet.creator_id);
    assert.ok(byId.topic_influence.length >= 3);
    assert.ok(byId.topic_influence.every((t) => typeof t.topic === 'string' && typeof t.percent === 'number'));
    assert.ok(byId.topic_influence.reduce((s, t) => s + (t.percent ?? 0), 0) <= 100);
  });

  it("a creator's series and posts", async () => {
    const [network, id] = creatorOf(byType('tweet'));
    const series = await suite.client.creatorTimeSeries(network, id, { bucket: 'day', interval: '1m' });
    assert.equal(series.config.bucket, 'day');
    assert.ok(series.data.length >= 30 && series.data.every((p) => typeof p.followers === 'number' && typeof p.creator_rank === 'number'));
    const mine = (await suite.client.creatorPosts(network, id)).data;
    assert.ok(mine.length > 0 && mine.every((p) => p.creator_id === `${network}::${id}` && p.post_link?.startsWith('https://')));
  });

  it('a post has no envelope; its metrics come by kind, with no oddity for the missing envelope', async () => {
    const tweet = await suite.client.post('tweet', byType('tweet').id);
    assert.deepEqual(tweet.oddities, []);
    assert.equal(tweet.data.id, byType('tweet').id);
    assert.equal(tweet.data.type, 'tweet');
    assert.equal(tweet.data.title, byType('tweet').post_title);
    for (const k of ['favorites', 'retweets', 'replies', 'views']) assert.equal(typeof tweet.data.metrics[k], 'number', k);
    assert.ok(tweet.data.topics.includes('bitcoin'));
    assert.ok(tweet.data.categories.includes('cryptocurrencies'));
    const video = posts.find((p) => p.post_type === 'youtube-video' || p.post_type === 'tiktok-video');
    if (video) {
      const v = (await suite.client.post(video.post_type, video.id)).data;
      assert.equal(typeof v.metrics.likes, 'number');
      assert.match(v.video ?? '', /^https:\/\//);
    }
  });

  it("a post's image comes as an object (address and size) and is kept", async () => {
    const pictured = await startEmulator({ images: true, keys: { [KEY]: { plan: 'builder', ...roomy } } });
    const { client: c } = clientFor(pictured);
    try {
      const p = (await c.topicPosts('bitcoin')).data[0]!;
      const detail = await c.post(p.post_type, p.id);
      assert.match(detail.data.image?.src ?? '', /^https:\/\//);
      assert.ok(Number.isInteger(detail.data.image?.width) && Number.isInteger(detail.data.image?.height), JSON.stringify(detail.data.image));
      assert.deepEqual(detail.oddities, []);
    } finally {
      c.dispose();
      await pictured.close();
    }
  });

  it("a post's interactions by hour since it was created", async () => {
    const post = byType('tweet');
    const series = (await suite.client.postTimeSeries('tweet', post.id)).data;
    assert.ok(series.length >= 1 && series.every((p, i) => i === 0 || p.time - series[i - 1]!.time === 3600));
    assert.ok(series[0]!.time <= post.post_created! && series.every((p) => typeof p.interactions === 'number'));
  });

  it('creators, posts and their series need a paid plan; a creator series needs Builder', async () => {
    const hobby = clientFor(suite.emulator, { plan: 'enterprise', customLimits: roomy, getKey: async () => HOBBY_KEY }).client;
    const individual = clientFor(suite.emulator, { plan: 'enterprise', customLimits: roomy, getKey: async () => INDIVIDUAL_KEY }).client;
    const tweet = byType('tweet');
    const [network, id] = creatorOf(tweet);
    for (const call of [() => hobby.creatorsList(), () => hobby.creator(network, id), () => hobby.creatorPosts(network, id),
      () => hobby.post('tweet', tweet.id), () => hobby.postTimeSeries('tweet', tweet.id)]) {
      // asked each time: the client otherwise answers the rest of the tier from the first refusal
      hobby.clearCache();
      const e = await failure(call());
      assert.equal(e.kind, 'plan');
      assert.equal(e.error.serviceMessage, 'Your plan does not include this endpoint');
    }
    assert.equal((await individual.creator(network, id)).data.creator_id, tweet.creator_id);
    assert.equal((await failure(individual.creatorTimeSeries(network, id))).kind, 'plan');
    hobby.dispose();
    individual.dispose();
  });

  it('identifiers are refused before any request', async () => {
    const before = suite.emulator.requests();
    assert.match((await failure(suite.client.creator('mastodon' as CreatorNetwork, 'x'))).message, /network is one of twitter, youtube, instagram, reddit, tiktok; "mastodon" is not/);
    assert.match((await failure(suite.client.creator('twitter', 'a/b'))).message, /A creator may contain only .*"\/"/);
    assert.match((await failure(suite.client.creatorPosts('reddit', '..'))).message, /only of dots/);
    assert.match((await failure(suite.client.post('Tweet!', '1'))).message, /A post type is a network key/);
    assert.match((await failure(suite.client.post('tweet', 'a b'))).message, /A post id may contain only .* a space/);
    assert.equal(suite.emulator.requests(), before);
  });

  it('unknown creators and posts: not found, with the service text', async () => {
    for (const call of [() => suite.client.creator('twitter', 'nobody_at_all'), () => suite.client.post('tweet', '180000000000000000042'),
      () => suite.client.postTimeSeries('news', '900000000000000001')]) {
      const e = await failure(call());
      assert.equal(e.kind, 'not-found');
      assert.equal(e.error.serviceMessage, 'That item does not exist');
    }
  });
});

describe('emulator: every post it lists opens by its id, whatever the data seed', () => {
  // the ids carry the subject's key: a large key once made ids no lookup could read (seed 3)
  for (const seed of [1, 2, 3, 4, 5]) {
    it(`seed ${seed}: the posts and news of three topics`, async () => {
      const emulator = await startEmulator({ keys: { [KEY]: { plan: 'builder', ...roomy } }, seed });
      const { client } = clientFor(emulator);
      try {
        const topics = emulator.data.topics.slice(0, 3).map((t) => t.topic);
        const listed = (await Promise.all(topics.flatMap((t) => [client.topicPosts(t), client.topicNews(t)]))).flatMap((a) => a.data);
        assert.ok(listed.length >= 10, `${listed.length} posts listed`);
        const missing: string[] = [];
        for (const p of listed) {
          await client.post(String(p.post_type), String(p.id)).catch(() => missing.push(`${p.post_type}/${p.id}`));
        }
        assert.deepEqual(missing, []);
      } finally {
        client.dispose();
        await emulator.close();
      }
    });
  }
});
