// What the day simulation (quota-day.test.ts) found spending quota for nothing, one case each,
// through the real client against the emulator.
import * as assert from 'node:assert/strict';
import { VirtualClock } from '../../src/api/clock';
import type { SocialClient } from '../../src/api/service';
import { startEmulator } from '../../src/demo/server';
import type { Emulator } from '../../src/demo/server';
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
