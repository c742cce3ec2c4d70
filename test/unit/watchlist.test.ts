import * as assert from 'node:assert/strict';
import { VirtualClock } from '../../src/service/api/clock';
import { PLANS } from '../../src/service/api/plans';
import { backgroundAllowance, Quota, ROLL_MARGIN_MS, userReserve } from '../../src/service/api/quota';
import type { QuotaStatus } from '../../src/service/api/service';
import { backgroundDelayMs } from '../../src/editor/background/refreshPolicy';
import { BackgroundRefresher } from '../../src/features/trees/refresher';
import { WATCHLIST_KEY, WATCHLIST_MAX, WatchlistStore } from '../../src/editor/watchlist/store';
import { MemoryMemento } from './memento';

const btc = { kind: 'topic' as const, id: 'bitcoin', title: 'Bitcoin' };
const defi = { kind: 'category' as const, id: 'defi', title: 'DeFi' };
const eth = { kind: 'coin' as const, id: '2', title: 'Ethereum (ETH)' };

describe('watchlist store', () => {
  it('keeps pinned items in order across instances (restarts) and tells listeners', async () => {
    const memento = new MemoryMemento();
    const store = new WatchlistStore(memento);
    const seen: number[] = [];
    store.onDidChange((items) => seen.push(items.length));
    assert.equal(await store.add(btc), true);
    assert.equal(await store.add(defi), true);
    assert.equal(await store.add(eth), true);
    assert.equal(await store.add({ ...btc, title: 'other title' }), false, 'same kind and id is already pinned');
    assert.deepEqual(seen, [1, 2, 3]);

    const again = new WatchlistStore(memento);
    assert.deepEqual(again.items(), [btc, defi, eth]);
    assert.equal(again.has({ ...defi, title: '' }), true);
    assert.equal(await again.remove(defi), true);
    assert.equal(await again.remove(defi), false);
    assert.deepEqual(new WatchlistStore(memento).items(), [btc, eth]);
  });

  it('pins this version cannot read (a newer version\'s kind) are written back as they were by every change made here', async () => {
    const memento = new MemoryMemento();
    const newer = { kind: 'etf', id: 'spy', title: 'SPDR S&P 500' };
    await memento.update(WATCHLIST_KEY, [btc, newer, 'garbage']);
    const store = new WatchlistStore(memento);
    assert.equal(await store.add(eth), true);
    assert.equal(await store.remove(btc), true);
    assert.deepEqual(store.items(), [eth]);
    assert.deepEqual(memento.get(WATCHLIST_KEY), [eth, newer]);
  });

  it('pins stocks and NFT collections and refuses what cannot be pinned', async () => {
    const store = new WatchlistStore(new MemoryMemento());
    assert.equal(await store.add({ kind: 'stock', id: 'aapl', title: 'Apple (AAPL)' }), true);
    assert.equal(await store.add({ kind: 'nft', id: '3', title: 'CryptoPunks' }), true);
    await assert.rejects(store.add({ kind: 'post', id: 'tweet::1', title: 'x' }), /Only topics, categories, coins, stocks and NFT collections/);
    await assert.rejects(store.add({ kind: 'creator', id: 'x::1', title: 'x' }), /Only topics/);
    assert.deepEqual(store.items().map((i) => i.kind), ['stock', 'nft']);
  });

  it('skips unreadable or duplicate entries in state instead of failing', async () => {
    const memento = new MemoryMemento();
    await memento.update(WATCHLIST_KEY, [btc, null, 42, { kind: 'topic' }, { kind: 'post', id: 'a', title: 'b' }, btc, { ...eth, extra: 1 }]);
    assert.deepEqual(new WatchlistStore(memento).items(), [btc, eth]);
    await memento.update(WATCHLIST_KEY, 'not a list');
    assert.deepEqual(new WatchlistStore(memento).items(), []);
  });

  it('has a bound', async () => {
    const memento = new MemoryMemento();
    await memento.update(WATCHLIST_KEY, Array.from({ length: WATCHLIST_MAX }, (_, i) => ({ kind: 'topic', id: `t${i}`, title: `T${i}` })));
    const store = new WatchlistStore(memento);
    await assert.rejects(store.add(btc), /at most/);
  });
});

describe('watchlist background refresh policy', () => {
  const now = Date.UTC(2025, 0, 1, 12);
  const quota = (dayUsed: number, perDay = 100): QuotaStatus => ({
    plan: { ...PLANS.hobby, perDay },
    minuteUsed: 0,
    dayUsed,
    minuteResetAt: now + 60_000,
    dayResetAt: now + 12 * 3_600_000,
    waiting: 0,
  });

  it('is off when the setting is 0 or nothing is pinned', () => {
    assert.equal(backgroundDelayMs(0, 3, undefined, now), undefined);
    assert.equal(backgroundDelayMs(15, 0, undefined, now), undefined);
    assert.equal(backgroundDelayMs(Number.NaN, 3, undefined, now), undefined);
  });

  it('uses the setting while the daily budget is ample', () => {
    assert.equal(backgroundDelayMs(15, 3, undefined, now), 15 * 60_000);
    assert.equal(backgroundDelayMs(15, 3, quota(0, 20000), now), 15 * 60_000);
  });

  it('spreads half of what background work may spend (above the reserve) over the rest of the day', () => {
    // 80 above the reserve of 20, 40 planned, 5 requests a round: 8 rounds in the 12 h left
    assert.equal(backgroundDelayMs(15, 5, quota(0), now), 90 * 60_000);
    // 20 above the reserve, 10 planned: 2 rounds
    assert.equal(backgroundDelayMs(15, 5, quota(60), now), 6 * 3_600_000);
    // one request a round (pinned coins only) goes eight times as often as 8 requests a round
    assert.equal(backgroundDelayMs(15, 1, quota(60), now), 72 * 60_000);
  });

  it('waits for the new day when one round would not fit', () => {
    assert.equal(backgroundDelayMs(15, 5, quota(76), now), 12 * 3_600_000 + ROLL_MARGIN_MS);
    assert.equal(backgroundDelayMs(15, 1, quota(80), now), 12 * 3_600_000 + ROLL_MARGIN_MS);
  });

  it('a status from before the reset is the new day: the setting applies', () => {
    assert.equal(backgroundDelayMs(15, 5, quota(100), now + 12 * 3_600_000), 15 * 60_000);
  });

  it('plans only rounds the client lets through: its refusals follow the same allowance', async () => {
    for (const perDay of [100, 2000, 7]) {
      const clock = new VirtualClock(now);
      const limiter = new Quota({ ...PLANS.builder, perMinute: 1e6, perDay }, clock, () => undefined);
      const allowance = backgroundAllowance(limiter.status());
      assert.equal(allowance, perDay - userReserve(perDay));
      const background = (): Promise<boolean> => limiter.acquire({ priority: 'background' }).then((a) => {
        limiter.settled(a.seq);
        return true;
      }, () => false);
      let admitted = 0;
      while (await background()) admitted++;
      assert.equal(admitted, allowance, `${perDay}/day: the client admitted exactly the allowance`);
      assert.equal(backgroundAllowance(limiter.status()), 0);
      // the policy plans no more rounds today, and the person still gets the reserve
      assert.ok(backgroundDelayMs(15, 1, limiter.status(), clock.now())! >= limiter.status().dayResetAt - clock.now());
      await limiter.acquire({ priority: 'view' });
    }
  });
});

describe('watchlist background refresher', () => {
  const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
  /** Timers run late on a busy machine: wait for the outcome, up to a generous deadline. */
  const until = async (what: string, probe: () => boolean): Promise<void> => {
    const deadline = Date.now() + 5000;
    while (!probe()) {
      if (Date.now() > deadline) assert.fail(`timed out waiting until ${what}`);
      await wait(10);
    }
  };

  it('refreshes on its timer while visible, catches up when shown after being hidden, stops when off', async () => {
    let visible = true;
    let minutes = 0.0005; // 30 ms
    let refreshes = 0;
    const refresher = new BackgroundRefresher({
      minutes: () => minutes,
      cost: () => 2,
      quota: () => undefined,
      visible: () => visible,
      refresh: () => refreshes++,
    });
    try {
      refresher.schedule();
      await until('refreshed while visible', () => refreshes >= 2);

      visible = false;
      const beforeHidden = refreshes;
      await wait(100);
      assert.equal(refreshes, beforeHidden, 'no refresh while hidden');
      visible = true;
      refresher.shown();
      assert.equal(refreshes, beforeHidden + 1, 'the missed refresh happens when shown');
      refresher.shown();
      assert.equal(refreshes, beforeHidden + 1, 'only once');

      minutes = 0;
      refresher.schedule();
      const beforeOff = refreshes;
      await wait(100);
      assert.equal(refreshes, beforeOff, 'turned off by the setting');
    } finally {
      refresher.dispose();
    }
  });

  it('with alert rules to check, rounds run while the view is hidden, and the view catches up once when shown', async () => {
    const MIN = 60_000;
    const clock = new VirtualClock(Date.UTC(2025, 2, 10, 9));
    let visible = false;
    const rounds: boolean[] = [];
    let viewReloads = 0;
    const refresher = new BackgroundRefresher({
      minutes: () => 15,
      cost: () => 2,
      quota: () => undefined,
      clock,
      visible: () => visible,
      hiddenWork: () => true,
      refresh: (view) => rounds.push(view),
      reloadView: () => viewReloads++,
    });
    try {
      refresher.schedule();
      clock.advance(15 * MIN);
      await until('the round run with the view hidden', () => rounds.length === 1);
      assert.deepEqual(rounds, [false], 'the rules are checked; the hidden view is not reloaded');
      assert.equal(viewReloads, 0);
      visible = true;
      refresher.shown();
      assert.equal(viewReloads, 1, 'shown again, the view reloads what it missed');
      refresher.shown();
      assert.equal(viewReloads, 1, 'only once');
      assert.deepEqual(rounds, [false], 'the rules are not checked again for it');
      clock.advance(15 * MIN);
      await until('the next round, with the view visible', () => rounds.length === 2);
      assert.deepEqual(rounds, [false, true]);
    } finally {
      refresher.dispose();
    }
  });
});
