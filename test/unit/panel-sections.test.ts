// A panel's sections over the emulator (real HTTP, our client, a virtual clock): what a load still
// sends after it has returned (an NFT quote's currency, from the list's page asked for in the
// background) reaches the panel only while no reload of that section has begun, and survives a
// minute's refusal of that page.
import * as assert from 'node:assert/strict';
import { VirtualClock } from '../../src/service/api/clock';
import { Sections } from '../../src/editor/panelHost/sections';
import { loadSection } from '../../src/features/panels/loaders';
import type { SocialClient } from '../../src/service/api/service';
import type { Emulator } from '../../src/service/demo/server';
import { startEmulator } from '../../src/service/demo/server';
import type { Nft } from '../../src/service/api/types-market';
import type { ItemRef } from '../../src/shared/items';
import { nftRef } from '../../src/shared/items';
import type { HostMessage } from '../../src/shared/protocol/messages';
import { PINNED_COINS_PAGE } from '../../src/shared/queries/pinned';
import { clientFor, KEY, recordingLogger, until } from './client-helpers';

// 2025-03-10 12:00:10 UTC
const T0 = Date.UTC(2025, 2, 10, 12, 0, 10);

describe("a panel's sections", () => {
  let clock: VirtualClock;
  let emulator: Emulator;
  let client: SocialClient;
  beforeEach(async () => {
    clock = new VirtualClock(T0);
    emulator = await startEmulator({ now: () => clock.now(), keys: { [KEY]: 'hobby' } });
    client = clientFor(emulator, { plan: 'hobby', clock }).client;
  });
  afterEach(async () => {
    client.dispose();
    await emulator.close();
  });

  /** A market panel's sections for `ref`, posting to `posts`. */
  function marketPanel(ref: ItemRef, posts: HostMessage[]): Sections {
    return new Sections({
      provider: {
        view: 'market',
        initial: () => ({ ref }),
        load: (m, run) => loadSection({
          client: run.client, view: 'market', subject: ref.id, ref, socialData: false,
          options: { signal: run.signal, refresh: run.refresh, priority: run.priority },
          emit: (s, data, meta) => run.emit(s, data, meta), progress: (text) => run.progress(text),
        }, m),
        requests: {},
      },
      closed: new AbortController().signal,
      log: recordingLogger(),
      name: 'nft panel',
      client: async () => client,
      hasKey: () => true,
      post: (m) => posts.push(m),
      visible: () => true,
    });
  }

  /** The currency of each quote the panel was sent (undefined: none named). */
  function quoteCurrencies(posts: readonly HostMessage[]): (string | undefined)[] {
    return posts.flatMap((m) => (m.type === 'data' && m.section === 'quote'
      ? ['base_crypto' in m.data.item ? m.data.item.base_crypto : undefined] : []));
  }

  /** A collection whose row on the NFT list's page names its currency. */
  async function listedCollection(): Promise<Nft> {
    return (await clientFor(emulator, { plan: 'hobby', clock }).client.nftsListV2(PINNED_COINS_PAGE)).data.find((n) => n.base_crypto)!;
  }

  it("an NFT quote's currency follows in the background, and a Retry begun meanwhile drops the first load's", async () => {
    const collection = await listedCollection();
    const posts: HostMessage[] = [];
    const sections = marketPanel(nftRef(collection), posts);
    const quotes = (): (string | undefined)[] => quoteCurrencies(posts);
    // Hobby's minute: 4 requests, 2 of them for background work; two are spent already
    await client.coin('bitcoin');
    await client.coin('ethereum');
    assert.equal(await sections.load({ type: 'load', section: 'quote' }, false), undefined);
    assert.equal(quotes().length, 1, 'the quote at once');
    assert.equal(quotes()[0], undefined, 'the collection alone names no currency');
    await until(() => client.quota().waiting === 1, 'the page waits for the minute, behind what the person opens');
    assert.equal(await sections.retry('quote'), undefined);
    assert.equal(quotes().length, 2, 'the quote again, from the cache');
    await until(() => client.quota().waiting === 1, "the first load's page gave up its place; the second load's waits");
    clock.advance(60_000);
    await until(() => quotes().length >= 3, 'the currency arrives');
    assert.equal(quotes()[2], collection.base_crypto);
    await until(() => client.quota().waiting === 0, 'nothing left waiting');
    assert.equal(quotes().length, 3, 'once: the first load, retried, sent nothing more');
  });

  it("an NFT quote's currency follows a minute's refusal of its page, once the minute has room", async () => {
    const collection = await listedCollection();
    const posts: HostMessage[] = [];
    const sections = marketPanel(nftRef(collection), posts);
    clock.advance(60_000); // a new minute, with room for background work after the collection's answer
    await client.nft(String(collection.id));
    const before = emulator.requests();
    emulator.faults.set({ kind: 'rate-limit', window: 'minute', retryAfter: 30, times: 1 });
    assert.equal(await sections.load({ type: 'load', section: 'quote' }, false), undefined);
    assert.deepEqual(quoteCurrencies(posts), [undefined], 'the quote from the cache, its currency not yet known');
    await until(() => emulator.requests() - before === 1 && client.quota().waiting === 1, 'the page, refused, waits for the minute');
    clock.advance(60_000);
    await until(() => quoteCurrencies(posts).length === 2, 'the currency arrives');
    assert.deepEqual(quoteCurrencies(posts), [undefined, collection.base_crypto]);
    assert.equal(emulator.requests() - before, 2, 'the page twice: nothing more');
  });
});
