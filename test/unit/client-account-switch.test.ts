// A switch of key while requests are on their way: Hobby key A (4 requests a minute), then
// Builder key B, as the connection makes it (configure, accountChanged, clearCache). Nothing
// leaves with A after the switch, and nothing A's answers say (data, plan refusals, quota
// headers, a daily 429) reaches B.
import * as assert from 'node:assert/strict';
import { VirtualClock } from '../../src/service/api/clock';
import { isCancellation } from '../../src/service/api/errors';
import { errorMessage } from '../../src/editor/errorPolicy';
import type { SocialClient } from '../../src/service/api/service';
import { startEmulator } from '../../src/service/demo/server';
import type { Emulator } from '../../src/service/demo/server';
import { clientFor, failure, until } from './client-helpers';

// 2025-03-10 12:00:10 UTC
const T0 = Date.UTC(2025, 2, 10, 12, 0, 10);
const A = 'key-a-hobby-5e0c21';
const B = 'key-b-builder-9d7f43';

describe('client: a switch of key while requests are on their way', () => {
  let clock: VirtualClock;
  let emulator: Emulator;
  let client: SocialClient;
  let key: string;

  /** What the connection does when the active key changes (src/editor/connection/connection.ts). */
  const switchTo = (next: string): void => {
    key = next;
    client.configure({ plan: 'builder' });
    client.accountChanged();
    client.clearCache();
  };

  beforeEach(async () => {
    clock = new VirtualClock(T0);
    emulator = await startEmulator({ now: () => clock.now(), keys: { [A]: 'hobby', [B]: 'builder' } });
    key = A;
    client = clientFor(emulator, { plan: 'hobby', clock, getKey: async () => key }).client;
  });
  afterEach(async () => {
    client.dispose();
    await emulator.close();
  });

  it('requests waiting for quota under A never leave with it; B gets its own answers at once', async () => {
    for (let limit = 1; limit <= 4; limit++) await client.coinsList({ limit });
    const topic = client.topic('bitcoin');
    const coins = client.coinsList({ limit: 5 });
    await until(() => client.quota().waiting === 2, "two requests waiting for A's next minute");
    const sent = emulator.requests();
    switchTo(B);
    let ended: PromiseSettledResult<unknown>[] | undefined;
    void Promise.allSettled([topic, coins]).then((r) => {
      ended = r;
    });
    await until(() => ended !== undefined, 'the requests that waited under A ended');
    assert.equal((await failure(topic)).kind, 'superseded', 'a social request is not sent with A (and refused for its plan)');
    const refused = await failure(coins);
    assert.equal(refused.kind, 'superseded');
    // not the person's own cancel: every surface that stays quiet on one says this
    assert.equal(isCancellation(refused.error), false);
    assert.match(errorMessage(refused.error), /API key, plan or service address changed while this was running, so it was not sent: try again/);
    assert.equal(emulator.requests(), sent, 'nothing left with key A after the switch');
    const summary = await client.topic('bitcoin');
    assert.equal(summary.source, 'network');
    assert.equal(summary.data.topic, 'bitcoin');
    assert.equal((await client.coinsList({ limit: 5 })).source, 'network');
    assert.equal(client.quota().minuteUsed, 2, "only B's two requests count in B's minute");
    assert.equal(client.quota().waiting, 0);
  });

  it("an answer to A that lands after the switch is not shared with, cached, remembered or counted for B", async () => {
    for (let limit = 1; limit <= 3; limit++) await client.coinsList({ limit });
    emulator.faults.set({ kind: 'latency', ms: 300, match: '/topic/bitcoin/v1', times: 1 });
    const before = emulator.requests();
    const old = client.topic('bitcoin');
    await until(() => emulator.requests() === before + 1, 'the request under A on its way');
    switchTo(B);
    const mine = await client.topic('bitcoin');
    assert.equal(mine.source, 'network', "B's request is its own, not A's joined");
    const refused = await failure(old);
    assert.equal(refused.kind, 'plan', "A's caller gets A's answer");
    // A's 402 is not taken for B's plan: B's other social requests are sent, and answered
    assert.equal((await client.topicNews('bitcoin')).source, 'network');
    assert.equal((await client.topic('bitcoin')).source, 'cache', "B's answer is the one cached");
    // A's headers (its minute used up) are not B's counts
    assert.equal(client.quota().minuteUsed, 2);
    assert.equal(client.quota().plan.perMinute, 100);
  });

  it("A's daily 429 landing after the switch does not refuse B until midnight", async () => {
    emulator.faults.set([
      { kind: 'latency', ms: 300, match: 'limit=7', times: 1 },
      { kind: 'rate-limit', window: 'day', match: 'limit=7', times: 1 },
    ]);
    const before = emulator.requests();
    const old = client.coinsList({ limit: 7 });
    await until(() => emulator.requests() === before + 1, 'the request under A on its way');
    switchTo(B);
    assert.equal((await failure(old)).kind, 'rate-limited-day');
    const answer = await client.coinsList({ limit: 8 });
    assert.equal(answer.source, 'network');
    assert.ok(client.quota().dayUsed < 5, `B's day is B's own (${client.quota().dayUsed} used)`);
  });
});
