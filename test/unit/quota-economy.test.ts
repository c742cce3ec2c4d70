// What the day simulation (quota-day.test.ts) found spending quota for nothing, one case each,
// through the real client against the emulator.
import * as assert from 'node:assert/strict';
import { VirtualClock } from '../../src/service/api/clock';
import type { SocialClient } from '../../src/service/api/service';
import { startEmulator } from '../../src/service/demo/server';
import type { ItemRef } from '../../src/shared/items';
import { loadWatchlist } from '../../src/features/trees/watchlist';
import { watchlistRequests } from '../../src/editor/background/roundCost';
import type { Emulator } from '../../src/service/demo/server';
import { clientFor, failure, KEY } from './client-helpers';
import type { Harness } from './client-helpers';

const T0 = Date.UTC(2025, 2, 10, 10, 20, 0);

describe('quota economy (emulator, virtual clock)', () => {
  let clock: VirtualClock;
  let emulator: Emulator;
  let h: Harness;
  let client: SocialClient;

  beforeEach(async () => {
    clock = new VirtualClock(T0);
    emulator = await startEmulator({ now: () => clock.now(), keys: { [KEY]: 'hobby'} });
    h = clientFor(emulator, { plan: 'hobby', clock });
    client = h.client;
  });
  afterEach(async () => {
    client.dispose();
    await emulator.close();
  });

  it('an operation refused for the plan is asked once: later calls get the same answer without a request', async () => {
    const first = await failure(client.topic('bitcoin'));
    assert.equal(first.kind, 'plan');
    const sent = emulator.requests();
    assert.equal(client.quota().dayUsed, 1, 'the refusal was counted, as the service counts it');
    // another topic, another section of the same kind, a refresh: none is sent
    for (const call of [() => client.topic('ethereum'), () => client.topic('bitcoin', { refresh: true }), () => client.topic('solana', { priority: 'background' })]) {
      const again = await failure(call());
      assert.equal(again.kind, 'plan');
      assert.equal(again.message, first.message);
    }
    assert.equal(emulator.requests(), sent);
    assert.equal(client.quota().dayUsed, 1);
    assert.match(h.log.at(-1)!.note ?? '', /not sent: the service refused this for your plan/);
    assert.ok(!h.log.some((e) => e.status === 429));
    // operations the plan has are unaffected
    await client.coin('1');
    assert.equal(emulator.requests(), sent + 1);
  });

  it('the cached coin list (v1) is kept until the service rebuilds it on the hour, not 30 s', async () => {
    // 10:20: the service's v1 list was generated at 10:00
    const first = await client.coinsList({ limit: 50 });
    assert.equal(first.generated, Date.UTC(2025, 2, 10, 10) / 1000);
    const sent = emulator.requests();
    clock.advance(20 * 60_000);
    assert.equal((await client.coinsList({ limit: 50 })).fromCache, true, '10:40: the same hourly list, from the cache');
    assert.equal(emulator.requests(), sent);
    clock.set(Date.UTC(2025, 2, 10, 11, 0, 1));
    const next = await client.coinsList({ limit: 50 });
    assert.equal(next.fromCache, false, 'after the hour the new list is fetched');
    assert.equal(next.generated, Date.UTC(2025, 2, 10, 11) / 1000);
  });

  it('a watchlist of pinned coins costs one request of the live list; a coin off its page one more', async () => {
    const coins = emulator.data.coins;
    const pinned = [0, 1, 2, 4, 6, 9, 14, 21, 1200].map((i): ItemRef => ({ kind: 'coin', id: String(coins[i]!.id), title: coins[i]!.name }));
    const before = emulator.requests();
    const { nodes } = await loadWatchlist({ client, options: { priority: 'background' }, now: clock.now() }, pinned);
    assert.equal(emulator.requests() - before, 2, 'the list page and the one coin beyond it');
    assert.deepEqual(nodes.map((n) => n.pin?.id), pinned.map((p) => p.id));
    assert.ok(nodes.every((n) => /^\$/.test(n.description ?? '')), 'every pinned coin has its price');
    // the refresh policy is told what a round costs
    assert.equal(watchlistRequests(pinned), 2);
    assert.equal(watchlistRequests(pinned.slice(0, 8)), 1);
    assert.equal(watchlistRequests([...pinned.slice(0, 8), { kind: 'topic', id: 'bitcoin', title: 'Bitcoin' }]), 2);
  });

  it('a new plan, key or address asks again', async () => {
    await failure(client.categoriesList());
    const sent = emulator.requests();
    await failure(client.categoriesList());
    assert.equal(emulator.requests(), sent, 'remembered');
    client.configure({ plan: 'individual' });
    await failure(client.categoriesList());
    assert.equal(emulator.requests(), sent + 1, 'another plan chosen: asked again');
    // the connection clears the cache when the key, mode or address changes
    client.clearCache();
    await failure(client.categoriesList());
    assert.equal(emulator.requests(), sent + 2);
  });
});
