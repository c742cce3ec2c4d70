// Many callers at once, as panels and trees ask when a window opens: one request per distinct
// resource reaches the service, whoever cancels, and `refresh` joins a request in flight.
import * as assert from 'node:assert/strict';
import { isServiceError } from '../../src/service/api/errors';
import type { RequestOptions, SocialClient } from '../../src/service/api/service';
import { startEmulator } from '../../src/service/demo/server';
import type { Emulator } from '../../src/service/demo/server';
import { clientFor, KEY } from './client-helpers';

/** Long enough that every caller has asked before the first answer arrives. */
const LATENCY_MS = 400;
const CANCEL_AFTER_MS = 50;

type Call = (c: SocialClient, o: RequestOptions) => Promise<{ data: unknown }>;

describe('concurrency: 50 callers, one request per distinct resource', () => {
  let emulator: Emulator;
  let client: SocialClient;
  const topic = (i: number): string => emulator.data.topics[i]!.topic;

  before(async () => {
    emulator = await startEmulator({ keys: { [KEY]: 'builder' } });
  });
  beforeEach(() => {
    client = clientFor(emulator).client;
    emulator.faults.set({ kind: 'latency', ms: LATENCY_MS });
  });
  afterEach(() => {
    emulator.faults.clear();
    client.dispose();
  });
  after(() => emulator.close());

  /** What a topic panel and the sidebar trees ask for; the series twice, its parameters in either order. */
  const shared = (): [string, Call][] => [
    ['summary', (c, o) => c.topic(topic(0), o)],
    ['series', (c, o) => c.topicTimeSeries(topic(0), { bucket: 'hour', interval: '1w' }, o)],
    ['series', (c, o) => c.topicTimeSeries(topic(0), { interval: '1w', bucket: 'hour' }, o)],
    ['posts', (c, o) => c.topicPosts(topic(0), {}, o)],
    ['topics tree', (c, o) => c.topicsList(o)],
    ['categories tree', (c, o) => c.categoriesList(o)],
    ['coins tree', (c, o) => c.coinsListV2({ limit: 50 }, o)],
  ];

  it('mixed panel and tree callers, some cancelling, some refreshing, some in the background: one request each, the rest get data', async () => {
    const before = emulator.requests();
    const kinds = shared();
    const callers: { resource: string; cancel: boolean; promise: Promise<{ data: unknown }> }[] = [];
    const seen = new Set<string>();
    for (let i = 0; i < 47; i++) {
      const [resource, call] = kinds[i % kinds.length]!;
      // the caller that starts each request leaves, and a few more: the others keep it alive
      const cancel = !seen.has(resource) || i % 11 === 5;
      seen.add(resource);
      const controller = new AbortController();
      if (cancel) setTimeout(() => controller.abort(), CANCEL_AFTER_MS);
      callers.push({ resource, cancel, promise: call(client, { signal: controller.signal, refresh: i % 6 === 3, priority: i % 4 === 0 ? 'background' : 'view' }) });
    }
    for (const i of [5, 6, 7]) callers.push({ resource: `summary of ${topic(i)}`, cancel: false, promise: client.topic(topic(i)) });
    assert.equal(callers.length, 50);

    const settled = await Promise.allSettled(callers.map((c) => c.promise));
    const distinct = new Set(callers.map((c) => c.resource));
    assert.equal(emulator.requests() - before, distinct.size, `one request for each of ${[...distinct].join(', ')}`);

    const dataOf = new Map<string, unknown>();
    settled.forEach((s, i) => {
      const { resource, cancel } = callers[i]!;
      if (cancel) {
        assert.equal(s.status, 'rejected', `${resource} #${i} cancelled`);
        assert.ok(isServiceError((s as PromiseRejectedResult).reason) && (s as PromiseRejectedResult).reason.kind === 'cancelled');
        return;
      }
      assert.equal(s.status, 'fulfilled', `${resource} #${i}: ${String((s as PromiseRejectedResult).reason)}`);
      const data = (s as PromiseFulfilledResult<{ data: unknown }>).value.data;
      if (dataOf.has(resource)) assert.deepEqual(data, dataOf.get(resource), `${resource}: every caller the same data`);
      else dataOf.set(resource, data);
    });
    assert.equal(dataOf.size, distinct.size, 'every resource reached someone who stayed');
  });

  it('refresh joins a request in flight; once answered, refresh sends exactly one more while plain callers read the cache', async () => {
    const before = emulator.requests();
    const first = await Promise.all(Array.from({ length: 10 }, (_, i) => client.topicNews(topic(1), { refresh: i % 2 === 0 })));
    assert.equal(emulator.requests() - before, 1, 'refresh callers joined the one request in flight');
    assert.ok(first.every((a) => !a.fromCache));

    const again = await Promise.all(Array.from({ length: 20 }, (_, i) => client.topicNews(topic(1), { refresh: i % 2 === 0 })));
    assert.equal(emulator.requests() - before, 2, 'the refreshes shared one new request');
    again.forEach((a, i) => assert.equal(a.fromCache, i % 2 === 1, `caller ${i}`));
  });

  it('when every caller of one resource cancels, only that request is dropped; a later caller asks again', async () => {
    const before = emulator.requests();
    const quitters = Array.from({ length: 5 }, () => new AbortController());
    const abandoned = quitters.map((q) => client.topicCreators(topic(2), { signal: q.signal }));
    const kept = Array.from({ length: 5 }, () => client.topicCreators(topic(3)));
    // both requests reach the service before anyone leaves
    for (let i = 0; i < 200 && emulator.requests() - before < 2; i++) await new Promise((r) => setTimeout(r, 5));
    quitters.forEach((q) => q.abort());
    const outcomes = await Promise.allSettled(abandoned);
    assert.ok(outcomes.every((o) => o.status === 'rejected' && isServiceError(o.reason) && o.reason.kind === 'cancelled'));
    assert.ok((await Promise.all(kept)).every((a) => a.data.length > 0));
    assert.equal(emulator.requests() - before, 2);
    const later = await client.topicCreators(topic(2));
    assert.equal(later.fromCache, false);
    assert.equal(emulator.requests() - before, 3);
  });
});
