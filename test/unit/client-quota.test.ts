import * as assert from 'node:assert/strict';
import { request } from 'undici';
import { VirtualClock } from '../../src/service/api/clock';
import { ROLL_MARGIN_MS } from '../../src/service/api/quota';
import type { QuotaStatus, SocialClient } from '../../src/service/api/service';
import { startEmulator } from '../../src/service/demo/server';
import type { Emulator } from '../../src/service/demo/server';
import { clientFor, failure, KEY, until } from './client-helpers';
import type { Harness } from './client-helpers';

// 2025-03-10 12:00:10 UTC
const T0 = Date.UTC(2025, 2, 10, 12, 0, 10);
const NEXT_MINUTE = Date.UTC(2025, 2, 10, 12, 1, 0);


describe('client: quota against the emulator (virtual clock)', () => {
  let clock: VirtualClock;
  let emulator: Emulator;
  let h: Harness;
  let client: SocialClient;
  let events: QuotaStatus[];

  beforeEach(async () => {
    clock = new VirtualClock(T0);
    emulator = await startEmulator({
      now: () => clock.now(),
      keys: { [KEY]: 'hobby', 'tiny-day': { plan: 'builder', perDay: 10 } },
    });
    h = clientFor(emulator, { plan: 'hobby', clock });
    client = h.client;
    events = [];
    client.onQuotaChange((s) => events.push(s));
  });
  afterEach(async () => {
    client.dispose();
    await emulator.close();
  });

  it('paces to the plan before requests leave: the 5th of 6 waits for the minute, zero 429s', async () => {
    const before = emulator.requests();
    const calls = [1, 2, 3, 4, 5, 6].map((limit) => client.coinsList({ limit }));
    await until(() => client.quota().waiting === 2 && emulator.requests() - before === 4, 'four sent, two waiting');
    await new Promise((r) => setTimeout(r, 50));
    assert.equal(emulator.requests() - before, 4, 'no more than the minute allows');
    const waiting = events.find((e) => e.waiting > 0)!;
    assert.equal(waiting.waitingUntil, NEXT_MINUTE + ROLL_MARGIN_MS);
    clock.set(NEXT_MINUTE + ROLL_MARGIN_MS);
    const answers = await Promise.all(calls);
    assert.equal(answers.length, 6);
    assert.equal(emulator.requests() - before, 6);
    assert.equal(events.at(-1)!.waiting, 0);
    assert.ok(!h.log.some((e) => e.status === 429));
    assert.ok(h.log.filter((e) => /waited \d+ s for quota/.test(e.note ?? '')).length === 2);
  });

  it('learns from the headers what another window of the editor used with the same key', async () => {
    // someone else spends 3 of the 4 requests of this minute
    for (let i = 0; i < 3; i++) {
      const res = await request(`${emulator.baseUrl}/public/coins/list/v1?limit=${10 + i}`, { headers: { authorization: `Bearer ${KEY}` } });
      await res.body.text();
    }
    await client.coinsList({ limit: 1 });
    assert.equal(client.quota().minuteUsed, 4);
    assert.equal(client.quota().plan.perMinute, 4);
    const next = client.coinsList({ limit: 2 });
    await until(() => client.quota().waiting === 1, 'the next request waiting instead of getting a 429');
    clock.set(NEXT_MINUTE + ROLL_MARGIN_MS);
    await next;
    assert.ok(!h.log.some((e) => e.status === 429));
  });

  it('a 429 for the minute on a user request waits for Retry-After once, then succeeds', async () => {
    emulator.faults.set({ kind: 'rate-limit', window: 'minute', retryAfter: 20, times: 1 });
    const p = client.coinsList({ limit: 3 });
    await until(() => client.quota().waiting === 1, 'waiting after the 429');
    // Retry-After says 20 s, the headers of the refusal say the minute is used up: the later wins
    assert.equal(client.quota().waitingUntil, NEXT_MINUTE + ROLL_MARGIN_MS);
    clock.advance(20_000);
    await new Promise((r) => setTimeout(r, 20));
    assert.equal(client.quota().waiting, 1);
    clock.set(NEXT_MINUTE + ROLL_MARGIN_MS);
    const answer = await p;
    assert.ok(answer.data.length > 0);
    assert.match(h.log.at(-1)!.note ?? '', /429 for the minute; retried once; waited 50 s for quota/);
  });

  it('a 429 whose reset is beyond the patience is not retried', async () => {
    emulator.faults.set({ kind: 'rate-limit', window: 'minute', retryAfter: 300, times: 2 });
    const before = emulator.requests();
    const e = await failure(client.coinsList({ limit: 4 }));
    assert.equal(e.kind, 'rate-limited-minute');
    assert.equal(e.error.retryAt, T0 + 300_000);
    assert.ok(emulator.requests() - before <= 1);
  });

  it('a waiting request is cancelled by its signal and leaves the queue', async () => {
    for (let i = 0; i < 4; i++) await client.coinsList({ limit: 20 + i });
    const ac = new AbortController();
    const p = client.coinsList({ limit: 30 }, { signal: ac.signal });
    await until(() => client.quota().waiting === 1, 'waiting');
    ac.abort();
    assert.equal((await failure(p)).kind, 'cancelled');
    assert.equal(client.quota().waiting, 0);
    assert.equal(events.at(-1)!.waiting, 0);
  });

  it('background work gives way when the day runs low, user requests still go', async () => {
    client.dispose();
    h = clientFor(emulator, { plan: 'builder', clock, getKey: async () => 'tiny-day' });
    client = h.client;
    await client.coinsList({ limit: 1 });
    assert.equal(client.quota().plan.perDay, 10, 'limit learned from the headers');
    for (let i = 2; i <= 8; i++) await client.coinsList({ limit: i }, { priority: 'background' });
    const bg = await failure(client.coinsList({ limit: 9 }, { priority: 'background' }));
    assert.equal(bg.kind, 'rate-limited-day');
    await client.coinsList({ limit: 9 });
    await client.coinsList({ limit: 10 });
    const user = await failure(client.coinsList({ limit: 11 }));
    assert.equal(user.kind, 'rate-limited-day');
    assert.equal(user.error.retryAt, Date.UTC(2025, 2, 11));
    assert.ok(!h.log.some((e) => e.status === 429), 'refused locally, never by the service');
  });

  it('a new base address or plan keeps the counters', async () => {
    await client.coinsList({ limit: 1 });
    await client.coinsList({ limit: 2 });
    const other = await startEmulator({ now: () => clock.now(), keys: { [KEY]: 'hobby' } });
    client.configure({ baseUrl: other.baseUrl, plan: 'individual' });
    assert.equal(client.quota().dayUsed, 2);
    assert.equal(client.quota().plan.id, 'individual');
    await client.coinsList({ limit: 1 });
    assert.equal(other.requests(), 1, 'the new address is used');
    await other.close();
  });

  it('a key saved unchecked that the service refuses spends none of the minute: the 5th of 6 refusals does not wait', async () => {
    const stranger = clientFor(emulator, { plan: 'hobby', clock, getKey: async () => 'not-a-key-of-this-service' });
    try {
      for (let limit = 1; limit <= 6; limit++) {
        const refused = await failure(stranger.client.coinsList({ limit }));
        assert.equal(refused.kind, 'unauthorized');
        assert.equal(refused.error.requests, 0, 'the failed call says it cost nothing');
      }
      assert.equal(stranger.client.quota().minuteUsed, 0);
      assert.equal(stranger.client.quota().dayUsed, 0);
      assert.equal(stranger.client.quota().waiting, 0);
      assert.equal(stranger.log.filter((e) => e.status === 401).length, 6, 'each was asked of the service, none waited for quota');
    } finally {
      stranger.client.dispose();
    }
  });

  for (const network of ['undici', 'editor'] as const) it(`requests that cannot reach the service (nobody at the address) spend none of the minute (${network} stack)`, async () => {
    const closed = await startEmulator({ now: () => clock.now(), keys: { [KEY]: 'hobby' } });
    const address = closed.baseUrl;
    await closed.close();
    const offline = clientFor(emulator, { plan: 'hobby', clock, baseUrl: address, network });
    try {
      for (let limit = 1; limit <= 6; limit++) {
        const failed = await failure(offline.client.coinsList({ limit }));
        assert.equal(failed.kind, 'network');
        assert.equal(failed.error.requests, 0);
      }
      assert.equal(offline.client.quota().minuteUsed, 0, 'nothing counted against the minute');
      assert.equal(offline.client.quota().dayUsed, 0);
      // the address fixed: the whole minute is there
      offline.client.configure({ baseUrl: emulator.baseUrl });
      const before = emulator.requests();
      await Promise.all([1, 2, 3, 4].map((limit) => offline.client.coinsList({ limit })));
      assert.equal(emulator.requests() - before, 4);
      assert.equal(offline.client.quota().waiting, 0);
    } finally {
      offline.client.dispose();
    }
  });
});
