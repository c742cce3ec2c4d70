// Saved searches and searching through the real client and the emulator over HTTP: the
// lifecycle (create, list, update, run, delete); the create, update and delete change state
// on the service, so each call is its own request, never cached, never shared, never retried,
// never stood in for by an old answer; refusals say why in the service's words, also when they
// come as an error object with status 200, as the service sends them; a delete succeeds only
// when the service says so; an update sends the terms (the service requires them).
import * as assert from 'node:assert/strict';
import type { SocialClient } from '../../src/service/api/service';
import { startEmulator, type Emulator } from '../../src/service/demo/server';
import { clientFor, failure, KEY } from './client-helpers';

const HOBBY_KEY = 'hobby-search-key';
const roomy = { perMinute: 10_000, perDay: 100_000 };
const TERMS = { terms: ['bitcoin', '$btc'], rollups: ['btc'] };

describe('client: saved searches against the emulator', () => {
  let emulator: Emulator;
  let key = 0;
  /** A key of its own for each test: the emulator keeps saved searches per key. */
  const fresh = (): { client: SocialClient; log: ReturnType<typeof clientFor>['log']; getKey: () => Promise<string> } => {
    const own = `search-key-${++key}`;
    const getKey = async (): Promise<string> => own;
    const h = clientFor(emulator, { getKey });
    return { client: h.client, log: h.log, getKey };
  };

  before(async () => {
    const keys: Record<string, { plan: 'builder' | 'hobby'; perMinute: number; perDay: number }> = {
      [KEY]: { plan: 'builder', ...roomy }, [HOBBY_KEY]: { plan: 'hobby', ...roomy },
    };
    for (let i = 1; i <= 20; i++) keys[`search-key-${i}`] = { plan: 'builder', ...roomy };
    emulator = await startEmulator({ keys });
  });
  afterEach(() => emulator.faults.clear());
  after(() => emulator.close());

  it('create, list, update, run and delete, each to its path', async () => {
    const { client, log } = fresh();
    const created = await client.searchCreate({ name: 'My BTC', search_json: TERMS, priority: true });
    assert.match(created.data.id, /^my-btc-/);
    assert.deepEqual(created.data.search_json, TERMS);
    assert.equal(created.data.priority, true);
    const slug = created.data.id;
    assert.deepEqual((await client.searchesList()).data.map((s) => [s.id, s.name]), [[slug, 'My BTC']]);
    const renamed = await client.searchUpdate(slug, { name: 'Bitcoin talk', priority: false, search_json: TERMS });
    assert.equal(renamed.data.name, 'Bitcoin talk');
    assert.deepEqual(renamed.data.search_json, TERMS, 'the terms are kept');
    const run = (await client.search(slug)).data;
    assert.equal(run.id, slug);
    assert.equal(run.name, 'Bitcoin talk');
    assert.deepEqual(run.terms, TERMS.terms);
    assert.ok((run.interactions_24h ?? 0) > 0 && run.posts.length > 0 && Object.keys(run.types_count).length > 0);
    const gone = await client.searchDelete(slug);
    assert.deepEqual([gone.data.id, gone.data.deleted], [slug, true]);
    assert.deepEqual((await client.searchesList()).data, []);
    const json = encodeURIComponent(JSON.stringify(TERMS));
    assert.deepEqual(log.map((e) => e.path), [
      `/api4/public/searches/create?name=My+BTC&search_json=${json.replace(/%20/g, '+')}&priority=true`,
      '/api4/public/searches/list',
      `/api4/public/searches/${slug}/update?name=Bitcoin+talk&search_json=${json.replace(/%20/g, '+')}&priority=false`,
      `/api4/public/searches/${slug}`,
      `/api4/public/searches/${slug}/delete`,
      '/api4/public/searches/list',
    ]);
    client.dispose();
  });

  it('a change is never cached: the same call twice is two requests; what it changed is asked again', async () => {
    const { client, log } = fresh();
    const a = await client.searchCreate({ name: 'Twice', search_json: TERMS });
    const b = await client.searchCreate({ name: 'Twice', search_json: TERMS });
    assert.notEqual(a.data.id, b.data.id, 'two searches');
    assert.equal((await client.searchesList()).data.length, 2);
    assert.equal((await client.searchesList()).fromCache, true, 'the list itself is cached');
    await client.search(a.data.id);
    await client.searchUpdate(a.data.id, { name: 'Once', search_json: TERMS });
    await client.searchUpdate(a.data.id, { name: 'Once', search_json: TERMS });
    const list = await client.searchesList();
    assert.equal(list.fromCache, false, 'the update made the cached list out of date');
    assert.ok(list.data.some((s) => s.name === 'Once'));
    assert.equal((await client.search(a.data.id)).fromCache, false, "and the changed search's output");
    assert.deepEqual(log.filter((e) => e.operation === 'searchUpdate').map((e) => e.outcome), ['network', 'network']);
    client.dispose();
  });

  it('concurrent identical creates are two requests, not one shared', async () => {
    const { client } = fresh();
    const before = emulator.requests();
    const [a, b] = await Promise.all([
      client.searchCreate({ name: 'Same', search_json: TERMS }),
      client.searchCreate({ name: 'Same', search_json: TERMS }),
    ]);
    assert.equal(emulator.requests() - before, 2);
    assert.notEqual(a.data.id, b.data.id);
    client.dispose();
  });

  it('a change refused for the minute is not sent again (a read would be, once: client-quota)', async () => {
    const { client, getKey } = fresh();
    emulator.faults.set({ kind: 'rate-limit', window: 'minute', retryAfter: 1, times: 1, match: '/searches/create' });
    const before = emulator.requests();
    const e = await failure(client.searchCreate({ name: 'Refused', search_json: TERMS }));
    assert.equal(e.kind, 'rate-limited-minute');
    assert.equal(emulator.requests() - before, 1, 'not retried');
    client.dispose();
    // this client now holds requests back for the minute; another one with the same key asks
    const { client: other } = clientFor(emulator, { getKey });
    assert.deepEqual((await other.searchesList()).data, [], 'nothing was created');
    other.dispose();
  });

  it('a change that fails is never covered by an old answer', async () => {
    const { client } = fresh();
    const created = await client.searchCreate({ name: 'Kept', search_json: TERMS });
    await client.searchUpdate(created.data.id, { name: 'Kept too', search_json: TERMS });
    emulator.faults.set({ kind: 'status', status: 503, times: 1 });
    assert.equal((await failure(client.searchUpdate(created.data.id, { name: 'Kept too', search_json: TERMS }))).kind, 'server');
    client.dispose();
  });

  it("refusals say why in the service's words", async () => {
    const { client } = fresh();
    const noName = await failure(client.searchCreate({ name: '', search_json: TERMS }));
    assert.equal(noName.kind, 'invalid-input');
    assert.equal(noName.error.serviceMessage, 'name is required');
    assert.match(noName.message, /"name is required"/);
    const malformed = await failure(client.searchCreate({ name: 'Bad', search_json: '{"terms": "bitcoin"' }));
    assert.equal(malformed.error.serviceMessage, 'Error: search_json object is not formatted correctly');
    for (let i = 0; i < 10; i++) await client.searchCreate({ name: `Priority ${i}`, search_json: TERMS, priority: true });
    const eleventh = await failure(client.searchCreate({ name: 'One too many', search_json: TERMS, priority: true }));
    assert.equal(eleventh.kind, 'invalid-input');
    assert.match(eleventh.message, /at most 10 priority searches/);
    const unknown = await failure(client.searchDelete('no-such-search'));
    assert.equal(unknown.kind, 'not-found');
    assert.equal(unknown.error.serviceMessage, 'Error: That item does not exist');
    assert.equal((await failure(client.search('no-such-search'))).error.serviceMessage, 'Error: That item does not exist');
    client.dispose();
  });

  it("a refusal the service sends as its error object with status 200 carries its words and a fitting kind", async () => {
    const { client } = fresh();
    const unknown = await failure(client.search('no-such-search'));
    assert.deepEqual([unknown.kind, unknown.error.status, unknown.error.serviceMessage], ['not-found', 200, 'Error: That item does not exist']);
    assert.match(unknown.message, /"Error: That item does not exist"/);
    const malformed = await failure(client.searchPosts({ search_json: 'not json' }));
    assert.deepEqual([malformed.kind, malformed.error.status], ['invalid-input', 200]);
    const noName = await failure(client.searchCreate({ name: ' ', search_json: TERMS }));
    assert.deepEqual([noName.kind, noName.error.status, noName.error.serviceMessage], ['invalid-input', 200, 'name is required']);
    const update = await failure(client.searchUpdate('no-such-search', { name: 'x', search_json: TERMS }));
    assert.deepEqual([update.kind, update.error.serviceMessage], ['not-found', 'Error: That item does not exist']);
    client.dispose();
  });

  it('an error object with status 200 is a refusal for every operation, in the kind its words name', async () => {
    const { client } = fresh();
    const say = (error: string, match: string): void => {
      emulator.faults.set({ kind: 'status', status: 200, body: JSON.stringify({ error }), match, times: 1 });
    };
    say('That item does not exist', '/topic/bitcoin/v1');
    const topic = await failure(client.topic('bitcoin'));
    assert.deepEqual([topic.kind, topic.error.serviceMessage], ['not-found', 'That item does not exist']);
    say('Invalid endpoint (2)', '/system/changes');
    assert.equal((await failure(client.systemChanges())).kind, 'address');
    say('Something the service has never said before', '/searches/list');
    const other = await failure(client.searchesList());
    assert.deepEqual([other.kind, other.error.serviceMessage], ['invalid-input', 'Something the service has never said before']);
    // last: this client then holds every request back until the day resets
    say('Rate limit exceeded (daily)', '/coins/list/v2');
    assert.equal((await failure(client.coinsListV2())).kind, 'rate-limited-day');
    client.dispose();
  });

  it('a delete succeeds only when the service says so', async () => {
    const { client } = fresh();
    const unknown = await failure(client.searchDelete('no-such-search'));
    assert.deepEqual([unknown.kind, unknown.error.serviceMessage], ['not-found', 'Error: That item does not exist']);
    const slug = (await client.searchCreate({ name: 'Stays', search_json: TERMS })).data.id;
    emulator.faults.set({ kind: 'status', status: 200, body: '{"error":"That item does not exist"}', match: '/delete', times: 1 });
    assert.equal((await failure(client.searchDelete(slug))).kind, 'not-found');
    emulator.faults.set({ kind: 'status', status: 200, body: JSON.stringify({ data: { id: slug, deleted: false } }), match: '/delete', times: 1 });
    assert.match((await failure(client.searchDelete(slug))).message, /did not delete/);
    assert.deepEqual((await client.searchesList()).data.map((s) => s.id), [slug], 'still there');
    assert.deepEqual((await client.searchDelete(slug)).data, { id: slug, deleted: true });
    client.dispose();
  });

  it("an update sends the terms, which change what the search looks for", async () => {
    const { client, log } = fresh();
    const slug = (await client.searchCreate({ name: 'Moves', search_json: TERMS })).data.id;
    const moved = await client.searchUpdate(slug, { search_json: { terms: ['solana'], rollups: [] } });
    assert.deepEqual(moved.data.search_json, { terms: ['solana'], rollups: [] });
    assert.equal(moved.data.name, 'Moves');
    assert.deepEqual((await client.search(slug)).data.terms, ['solana']);
    assert.equal(log[1]!.path, `/api4/public/searches/${slug}/update?search_json=${encodeURIComponent('{"terms":["solana"],"rollups":[]}')}`);
    const without = await failure(client.searchUpdate(slug, { name: 'No terms' } as unknown as { search_json: string }));
    assert.match(without.message, /"search_json" is required/);
    client.dispose();
  });

  it('searching posts: by a term or by search_json, exactly one, checked before any request', async () => {
    const { client, log } = fresh();
    const byTerm = (await client.searchPosts({ term: 'ethereum' })).data;
    assert.ok(byTerm.length > 0 && byTerm.every((p) => typeof p.id === 'string' && p.post_link?.startsWith('https://')));
    const byJson = (await client.searchPosts({ search_json: { terms: ['solana'] } })).data;
    assert.ok(byJson.length > 0);
    assert.equal(log[1]!.path, `/api4/public/searches/search?search_json=${encodeURIComponent('{"terms":["solana"]}')}`);
    const bad = await failure(client.searchPosts({ search_json: 'not json' }));
    assert.equal(bad.error.serviceMessage, 'Error: search_json object is not formatted correctly');
    const before = emulator.requests();
    const both = { term: 'a', search_json: { terms: ['b'] } } as unknown as { term: string };
    assert.match((await failure(client.searchPosts(both))).message, /exactly one of "term" or "search_json"/);
    assert.match((await failure(client.searchPosts({} as { term: string }))).message, /exactly one/);
    assert.match((await failure(client.searchPosts({ term: 'two\nlines' }))).message, /single line/);
    assert.match((await failure(client.searchDelete('a/b'))).message, /A saved search may contain only .*"\/"/);
    assert.match((await failure(client.search('..'))).message, /only of dots/);
    assert.match((await failure(client.searchCreate({ name: 'x' } as { name: string; search_json: string }))).message, /"search_json" is required/);
    assert.equal(emulator.requests(), before);
    client.dispose();
  });

  it('searches need a paid plan; the notices of data changes do not', async () => {
    const { client: hobby } = clientFor(emulator, { plan: 'enterprise', customLimits: roomy, getKey: async () => HOBBY_KEY });
    for (const call of [() => hobby.searchesList(), () => hobby.searchPosts({ term: 'bitcoin' }),
      () => hobby.searchCreate({ name: 'x', search_json: TERMS })]) {
      assert.equal((await failure(call())).kind, 'plan');
    }
    const changes = (await hobby.systemChanges()).data;
    assert.ok(changes.length > 10);
    hobby.dispose();
  });

  it('data changes: some in the last 72 hours, about topics and coins that exist', async () => {
    const { client } = fresh();
    const changes = (await client.systemChanges()).data;
    const now = Date.now() / 1000;
    assert.ok(changes.some((c) => c.time > now - 72 * 3600), 'recent changes');
    assert.ok(changes.every((c, i) => i === 0 || c.time <= changes[i - 1]!.time), 'newest first');
    assert.deepEqual([...new Set(changes.map((c) => c.change))].sort(), ['full_historical', 'search_terms']);
    for (const c of changes) {
      assert.ok(typeof c.description === 'string' && typeof c.asset_name === 'string');
      if (c.asset_type === 'topic') assert.ok(emulator.data.topic(String(c.asset_id)), `topic ${String(c.asset_id)}`);
      else assert.ok(emulator.data.coin(String(c.asset_id)), `coin ${String(c.asset_id)}`);
    }
    client.dispose();
  });
});
