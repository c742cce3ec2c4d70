import * as assert from 'node:assert/strict';
import { VirtualClock } from '../../src/service/api/clock';
import { ROLL_MARGIN_MS } from '../../src/service/api/quota';
import type { Delivery } from '../../src/service/api/types';
import { startEmulator } from '../../src/service/demo/server';
import type { Emulator } from '../../src/service/demo/server';
import { clientFor, failure, KEY, until } from './client-helpers';
import type { Harness } from './client-helpers';

// 2025-03-10 12:20:10 UTC
const T0 = Date.UTC(2025, 2, 10, 12, 20, 10);
const NEXT_MINUTE = Date.UTC(2025, 2, 10, 12, 21, 0);

/** What an answer says of its delivery, and nothing of the key anywhere in it. */
function delivery(answer: Delivery): Delivery {
  assert.ok(!JSON.stringify(answer).includes(KEY), 'the key is in the answer');
  return { url: answer.url, source: answer.source, requests: answer.requests };
}

describe('client: each answer says its URL, where it came from and what it cost', () => {
  let clock: VirtualClock;
  let emulator: Emulator;
  let h: Harness;
  const topic = (): string => emulator.data.topics[3]!.topic;

  beforeEach(async () => {
    clock = new VirtualClock(T0);
    emulator = await startEmulator({ now: () => clock.now(), keys: { [KEY]: 'builder', 'hobby-key': 'hobby' } });
    h = clientFor(emulator, { clock });
  });
  afterEach(async () => {
    h.client.dispose();
    await emulator.close();
  });

  it('the network, then the cache: the URL the client asked, with its query, one request and then none', async () => {
    const url = `${emulator.baseUrl}/public/coins/list/v1?sort=galaxy_score&limit=3`;
    const before = emulator.requests();
    const first = await h.client.coinsList({ sort: 'galaxy_score', limit: 3 });
    assert.deepEqual(delivery(first), { url, source: 'network', requests: 1 });
    const again = await h.client.coinsList({ sort: 'galaxy_score', limit: 3 });
    assert.deepEqual(delivery(again), { url, source: 'cache', requests: 0 });
    assert.equal(emulator.requests() - before, 1);
    assert.deepEqual(h.log.map((e) => e.outcome), ['network', 'cache']);
  });

  it('callers asking at once: one says network and pays the request, the others say shared and pay nothing', async () => {
    const before = emulator.requests();
    emulator.faults.set({ kind: 'latency', ms: 100, times: 1 });
    const answers = await Promise.all(Array.from({ length: 4 }, () => h.client.topic(topic())));
    const url = `${emulator.baseUrl}/public/topic/${encodeURIComponent(topic())}/v1`;
    assert.deepEqual(answers.map(delivery).sort((a, b) => a.source.localeCompare(b.source)), [
      { url, source: 'network', requests: 1 },
      ...Array.from({ length: 3 }, () => ({ url, source: 'shared', requests: 0 })),
    ]);
    assert.equal(emulator.requests() - before, 1);
  });

  it('a failed request whose last answer stands in says stale and counts the request it sent', async () => {
    await h.client.topic(topic());
    clock.advance(60 * 60_000);
    emulator.faults.set({ kind: 'status', status: 503, times: 1 });
    const old = await h.client.topic(topic());
    assert.deepEqual(delivery(old), { url: `${emulator.baseUrl}/public/topic/${encodeURIComponent(topic())}/v1`, source: 'stale', requests: 1 });
    assert.equal(old.stale, true);
  });

  it('a minute refusal sent again costs two requests', async () => {
    emulator.faults.set({ kind: 'rate-limit', window: 'minute', retryAfter: 20, times: 1 });
    const before = emulator.requests();
    const p = h.client.coinsList({ limit: 3 });
    await until(() => h.client.quota().waiting === 1, 'waiting after the 429');
    clock.set(NEXT_MINUTE + ROLL_MARGIN_MS);
    const answer = await p;
    assert.equal(answer.source, 'network');
    assert.equal(answer.requests, 2);
    assert.equal(emulator.requests() - before, 2);
  });

  it('a failure says its cost too: the caller who sent it pays, one who joined it and one refused before sending do not', async () => {
    const hobby = clientFor(emulator, { clock, getKey: async () => 'hobby-key' }).client;
    emulator.faults.set({ kind: 'latency', ms: 100, times: 1 });
    const [sent, joined] = await Promise.all([failure(hobby.topic(topic())), failure(hobby.topic(topic()))]);
    assert.deepEqual([sent.kind, sent.error.requests, joined.kind, joined.error.requests], ['plan', 1, 'plan', 0]);
    // the refusal is remembered for the plan: the next call never leaves
    const before = emulator.requests();
    const remembered = await failure(hobby.topic(topic()));
    assert.deepEqual([remembered.kind, remembered.error.requests, emulator.requests() - before], ['plan', 0, 0]);
    hobby.dispose();
  });

  it('reports too: the markdown address, network then cache', async () => {
    const subject = { kind: 'topic' as const, topic: topic() };
    const url = `${emulator.markdownUrl}/topic/${encodeURIComponent(topic())}?format=csv`;
    assert.deepEqual(delivery(await h.client.report(subject, 'csv')), { url, source: 'network', requests: 1 });
    assert.deepEqual(delivery(await h.client.report(subject, 'csv')), { url, source: 'cache', requests: 0 });
  });

  it('never the credentials of a base address that carries them', async () => {
    const withCredentials = new URL(emulator.baseUrl);
    withCredentials.username = 'someone';
    withCredentials.password = KEY;
    const c = clientFor(emulator, { clock, baseUrl: withCredentials.href }).client;
    const answer = await c.topicsList();
    assert.equal(delivery(answer).url, `${emulator.baseUrl}/public/topics/list/v1`);
    c.dispose();
  });
});
