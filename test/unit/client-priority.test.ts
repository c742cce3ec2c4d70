// When the Hobby quota is short, what the person looks at goes first: sections in view, then
// sections out of view, then background work; and a section the plan lacks costs one request
// at most. Through the real client against the emulator, on a virtual clock.
import * as assert from 'node:assert/strict';
import { VirtualClock } from '../../src/service/api/clock';
import { offscreenMinute, ROLL_MARGIN_MS } from '../../src/service/api/quota';
import type { Priority, SocialClient } from '../../src/service/api/service';
import { startEmulator } from '../../src/service/demo/server';
import type { Emulator } from '../../src/service/demo/server';
import { clientFor, failure, KEY, until } from './client-helpers';
import type { Harness } from './client-helpers';

// 2025-03-10 12:00:10 UTC; the minute turns at 12:01:00 and 12:02:00
const T0 = Date.UTC(2025, 2, 10, 12, 0, 10);
const MINUTE_1 = Date.UTC(2025, 2, 10, 12, 1, 0) + ROLL_MARGIN_MS;
const MINUTE_2 = Date.UTC(2025, 2, 10, 12, 2, 0) + ROLL_MARGIN_MS;
const MINUTE_3 = Date.UTC(2025, 2, 10, 12, 3, 0) + ROLL_MARGIN_MS;

describe('client: priorities and plan refusals under the Hobby quota (emulator, virtual clock)', () => {
  let clock: VirtualClock;
  let emulator: Emulator;
  let h: Harness;
  let client: SocialClient;
  let coins: string[];

  beforeEach(async () => {
    clock = new VirtualClock(T0);
    emulator = await startEmulator({ now: () => clock.now(), keys: { [KEY]: 'hobby' } });
    h = clientFor(emulator, { plan: 'hobby', clock });
    client = h.client;
    coins = emulator.data.coins.slice(0, 12).map((c) => String(c.id));
  });
  afterEach(async () => {
    client.dispose();
    await emulator.close();
  });

  /** Uses up this minute's four requests. */
  const fillMinute = async (): Promise<void> => {
    await Promise.all(coins.slice(0, 4).map((id) => client.coin(id)));
    assert.equal(client.quota().minuteUsed, 4);
  };

  /** Asks for a coin and records the (virtual) time its answer came. */
  const timed = (id: string, priority: Priority | (() => Priority), at: Map<string, number>): Promise<unknown> =>
    client.coin(id, { priority }).then(() => at.set(id, clock.now()));

  it('a view request does not wait behind background requests queued before it', async () => {
    await fillMinute();
    const at = new Map<string, number>();
    const background = coins.slice(4, 8).map((id) => timed(id, 'background', at));
    const view = timed(coins[8]!, 'view', at);
    await until(() => client.quota().waiting === 5, 'five waiting');
    clock.set(MINUTE_1);
    await view;
    assert.equal(at.get(coins[8]!), MINUTE_1, 'the view request left as soon as the minute turned');
    assert.equal(offscreenMinute(4), 2);
    await until(() => at.size === 2, 'one background answer');
    assert.equal(client.quota().waiting, 3, 'background work stops at half of a Hobby minute');
    assert.equal(client.quota().minuteUsed, 2, 'the rest of the minute stays free for the next click');
    // a click in the same minute finds room
    await timed(coins[9]!, 'view', at);
    assert.equal(at.get(coins[9]!), MINUTE_1);
    clock.set(MINUTE_2);
    await until(() => at.size === 5, 'two more background answers');
    clock.set(MINUTE_3);
    await Promise.all(background);
    assert.deepEqual(coins.slice(4, 8).map((id) => at.get(id)), [MINUTE_1, MINUTE_2, MINUTE_2, MINUTE_3]);
    assert.ok(!h.log.some((e) => e.status === 429));
  });

  it('a section out of view waits for a section in view, and moves ahead once scrolled into view', async () => {
    await fillMinute();
    const at = new Map<string, number>();
    let scrolled = false;
    const offscreen = coins.slice(4, 8).map((id) => timed(id, 'offscreen', at));
    // queued last, out of view, then scrolled into view while it waits
    const later = timed(coins[9]!, () => (scrolled ? 'view' : 'offscreen'), at);
    const view = timed(coins[8]!, 'view', at);
    await until(() => client.quota().waiting === 6, 'six waiting');
    scrolled = true;
    clock.set(MINUTE_1);
    await Promise.all([view, later]);
    assert.equal(at.get(coins[8]!), MINUTE_1);
    assert.equal(at.get(coins[9]!), MINUTE_1, 'scrolled into view: ahead of the four queued before it');
    await new Promise((r) => setTimeout(r, 50));
    assert.equal(at.size, 2, 'the two in view took the half of the minute kept for what is on screen; the rest waits');
    clock.set(MINUTE_2);
    await until(() => at.size === 4, 'two offscreen answers');
    clock.set(MINUTE_3);
    await Promise.all(offscreen);
    assert.deepEqual(coins.slice(4, 8).map((id) => at.get(id)), [MINUTE_2, MINUTE_2, MINUTE_3, MINUTE_3],
      'out of view, in the order asked, two a minute');
  });

  it('a shared request waits at the priority of its most urgent caller', async () => {
    await fillMinute();
    const at = new Map<string, number>();
    const background = coins.slice(4, 8).map((id) => timed(id, 'background', at));
    // the watchlist's refresh of a coin the person then opens
    const watchlist = client.coin(coins[7]!, { priority: 'background' });
    const opened = timed(coins[7]!, 'view', at);
    await until(() => client.quota().waiting === 4, 'four waiting, one of them shared');
    clock.set(MINUTE_1);
    await Promise.all([opened, watchlist]);
    assert.equal(at.get(coins[7]!), MINUTE_1);
    assert.equal(h.log.filter((e) => e.outcome === 'shared').length, 2);
    clock.set(MINUTE_2);
    await Promise.all(background);
  });

  it('after one refusal for the plan, the other sections of that tier cost nothing, even those already waiting', async () => {
    await Promise.all(coins.slice(0, 3).map((id) => client.coin(id)));
    // a topic panel on Hobby: the summary takes the minute's last request, the rest wait
    const summary = failure(client.topic('bitcoin'));
    const news = failure(client.topicNews('bitcoin'));
    const creators = failure(client.topicCreators('bitcoin', { priority: 'offscreen' }));
    assert.equal((await summary).kind, 'plan');
    const sent = emulator.requests();
    const day = client.quota().dayUsed;
    clock.set(MINUTE_1);
    assert.equal((await news).kind, 'plan');
    assert.equal((await creators).kind, 'plan');
    assert.match((await news).message, /Topic news/);
    // asked again, and a section of the higher tier: none is sent
    assert.equal((await failure(client.topicWhatsup('bitcoin'))).kind, 'plan');
    assert.equal((await failure(client.topicTimeSeries('ethereum', { interval: '1w' }))).kind, 'plan');
    assert.equal((await failure(client.topicNews('bitcoin', { refresh: true }))).kind, 'plan');
    assert.equal(emulator.requests(), sent, 'no request after the first refusal');
    assert.equal(client.quota().dayUsed, day, 'no quota spent on them');
    assert.equal(h.log.filter((e) => /not sent: the service refused this for your plan/.test(e.note ?? '')).length, 5);
    // market data, which Hobby has, still goes
    await client.coin(coins[3]!);
    assert.equal(emulator.requests(), sent + 1);
  });

  it('a refusal for a higher tier leaves the lower one alone (Individual: series v1 refused, v2 and summaries sent)', async () => {
    const other = await startEmulator({ now: () => clock.now(), keys: { 'individual-key': 'individual' } });
    const c = clientFor(other, { plan: 'individual', clock, getKey: async () => 'individual-key' }).client;
    try {
      assert.equal((await failure(c.topicTimeSeries('bitcoin', { interval: '1w' }))).kind, 'plan');
      const sent = other.requests();
      assert.equal((await failure(c.categoryTimeSeries('cryptocurrencies', { interval: '1w' }))).kind, 'plan');
      assert.equal(other.requests(), sent, 'the same tier: not sent');
      assert.ok((await c.topicTimeSeriesV2('bitcoin', { bucket: 'hour' })).data.length > 0);
      assert.ok((await c.topic('bitcoin')).data);
      assert.equal(other.requests(), sent + 2);
    } finally {
      c.dispose();
      await other.close();
    }
  });
});
