// The client's cache holds to its bound in bytes, dropping the least recently used answers
// first. Real answers from the emulator on loopback; a small bound so a few answers fill it.
import * as assert from 'node:assert/strict';
import { DEFAULT_CACHE_BYTES } from '../../src/service/api/cache';
import { VirtualClock } from '../../src/service/api/clock';
import { startEmulator } from '../../src/service/demo/server';
import type { Emulator } from '../../src/service/demo/server';
import { clientFor, KEY } from './client-helpers';

const T0 = Date.UTC(2025, 2, 10, 12, 20, 0);

describe('client: the cache bound in bytes (emulator)', () => {
  let emulator: Emulator;
  let clock: VirtualClock;

  beforeEach(async () => {
    clock = new VirtualClock(T0);
    emulator = await startEmulator({ now: () => clock.now(), keys: { [KEY]: 'builder' } });
  });
  afterEach(async () => {
    await emulator.close();
  });

  it('reports its size against a default bound of 20 MB', async () => {
    const { client } = clientFor(emulator, { clock });
    assert.deepEqual(client.cacheSize(), { entries: 0, bytes: 0, maxBytes: DEFAULT_CACHE_BYTES });
    const answer = await client.coinsList({ limit: 100 });
    const size = client.cacheSize();
    assert.equal(size.entries, 1);
    assert.ok(size.bytes > JSON.stringify(answer.data).length / 2, `${size.bytes} bytes for 100 coins`);
    client.dispose();
  });

  it('filled past its bound it holds, and evicts the least recently used first', async () => {
    const ids = emulator.data.coins.slice(0, 30).map((c) => String(c.id));
    const probe = clientFor(emulator, { clock }).client;
    await probe.coin(ids[0]!);
    const oneCoin = probe.cacheSize().bytes;
    probe.dispose();
    // room for about five coins
    const maxBytes = Math.round(oneCoin * 5.5);
    const { client } = clientFor(emulator, { clock, cacheMaxBytes: maxBytes });
    const kept = ids[0]!;
    for (const id of ids) {
      await client.coin(id);
      // the person keeps coming back to the first coin: it stays recently used
      assert.equal((await client.coin(kept)).fromCache, true, `coin ${kept} kept after coin ${id}`);
      const size = client.cacheSize();
      assert.ok(size.bytes <= size.maxBytes, `${size.bytes} bytes over the bound of ${size.maxBytes}`);
    }
    const size = client.cacheSize();
    assert.equal(size.maxBytes, maxBytes);
    assert.ok(size.entries >= 3 && size.entries <= 6, `${size.entries} answers kept`);
    assert.ok(size.bytes > maxBytes / 2, 'filled, not emptied');
    const sent = emulator.requests();
    // the newest are still answered from the cache, the oldest (not touched since) were evicted
    assert.equal((await client.coin(ids.at(-1)!)).fromCache, true);
    assert.equal(emulator.requests(), sent);
    assert.equal((await client.coin(ids[1]!)).fromCache, false, 'the least recently used was evicted');
    assert.equal(emulator.requests(), sent + 1);
    client.dispose();
  });
});
