// The Watchlist's background round with the view hidden (src/features/trees/watchlistRound.ts):
// it reads the pins only while a surface shows them (the ticker), with the requests a visible
// round sends, and a read for a connection that changed meanwhile publishes nothing.
import * as assert from 'node:assert/strict';
import { VirtualClock } from '../../src/service/api/clock';
import { coinRef, type ItemRef } from '../../src/shared/items';
import { BackgroundRefresher } from '../../src/features/trees/refresher';
import { watchlistRequests } from '../../src/editor/background/roundCost';
import { WatchlistRound } from '../../src/features/trees/watchlistRound';
import { WatchlistFigures } from '../../src/editor/watchlist/figures';
import { WatchlistStore } from '../../src/editor/watchlist/store';
import { clientForSuite, until } from './client-helpers';
import { MemoryMemento } from './memento';

const MIN = 60_000;

describe('the Watchlist\'s background round with the view hidden', () => {
  const suite = clientForSuite();

  async function pinned(): Promise<{ store: WatchlistStore; pins: ItemRef[] }> {
    const { coins, topics } = suite.emulator.data;
    const pins = [coinRef(String(coins[0]!.id)), coinRef(String(coins[1]!.id)), { kind: 'topic' as const, id: topics[2]!.topic, title: topics[2]!.title }];
    const store = new WatchlistStore(new MemoryMemento());
    for (const pin of pins) await store.add(pin);
    return { store, pins };
  }

  function roundFor(store: WatchlistStore, figures: WatchlistFigures): WatchlistRound {
    return new WatchlistRound({
      store, figures, offline: () => false, client: async () => suite.client, now: Date.now,
      publish: (reads, failed) => figures.publish(reads, failed),
      reloadView: () => assert.fail('the view is hidden: it is not reloaded'),
    });
  }

  it('reads nothing while no surface shows the pins; with the ticker shown, reads them with the requests of a visible round', async () => {
    const { store, pins } = await pinned();
    const figures = new WatchlistFigures();
    const round = roundFor(store, figures);
    assert.equal(round.hiddenWork(), false, 'no rules, no reader: a hidden round has no work');
    let sent = suite.emulator.requests();
    await round.run(false);
    assert.equal(suite.emulator.requests() - sent, 0);

    const reader = figures.addReader();
    assert.equal(round.hiddenWork(), true);
    sent = suite.emulator.requests();
    await round.run(false);
    assert.equal(suite.emulator.requests() - sent, watchlistRequests(pins), 'one coins page and the topic: what a visible round sends');
    for (const pin of pins) assert.ok(figures.get(pin), `${pin.id} has figures`);

    reader.dispose();
    reader.dispose();
    assert.equal(figures.wanted, false, 'a reader let go twice counts once');
    assert.equal(round.hiddenWork(), false);
  });

  it('on the background timer, with the view hidden, the ticker\'s pins get new figures', async () => {
    const { store, pins } = await pinned();
    const figures = new WatchlistFigures();
    figures.addReader();
    const round = roundFor(store, figures);
    const clock = new VirtualClock(Date.now());
    let published = 0;
    figures.onDidChange(() => published++);
    const refresher = new BackgroundRefresher({
      minutes: () => 15, cost: () => watchlistRequests(store.items()), quota: () => undefined, clock,
      visible: () => false, hiddenWork: () => round.hiddenWork(), refresh: (view) => round.run(view),
    });
    try {
      refresher.schedule();
      clock.advance(15 * MIN);
      await until(() => published === 1, 'the first hidden round published');
      clock.advance(15 * MIN);
      await until(() => published === 2, 'the second hidden round published');
      assert.ok(figures.get(pins[0]!));
    } finally {
      refresher.dispose();
    }
  });

  it('after a change of connection, with the view hidden, reads the ticker\'s pins again at once, not an interval later', async () => {
    const { store, pins } = await pinned();
    const figures = new WatchlistFigures();
    const round = roundFor(store, figures);
    let sent = suite.emulator.requests();
    await round.connectionChanged(false);
    assert.equal(suite.emulator.requests() - sent, 0, 'no surface shows the pins: nothing is read');

    figures.addReader();
    await round.run(false);
    // what the connection's change does to the figures (and to the client's cache)
    figures.clear();
    suite.client.clearCache();
    sent = suite.emulator.requests();
    await round.connectionChanged(true);
    assert.equal(suite.emulator.requests() - sent, 0, 'the visible view reloads by itself');
    assert.ok(pins.every((pin) => !figures.get(pin)));
    await round.connectionChanged(false);
    assert.equal(suite.emulator.requests() - sent, watchlistRequests(pins), 'read again at once, with the requests of a round');
    for (const pin of pins) assert.ok(figures.get(pin), `${pin.id} has figures again`);
  });

  it('a read in flight when the connection changes publishes nothing', async () => {
    const { store } = await pinned();
    const figures = new WatchlistFigures();
    figures.addReader();
    const round = roundFor(store, figures);
    let published = 0;
    figures.onDidChange(() => published++);
    const running = round.run(false);
    round.reset();
    await running.catch(() => undefined);
    assert.equal(published, 0);
  });
});
