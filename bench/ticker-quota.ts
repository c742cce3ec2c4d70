// The ticker's cost in requests: a Hobby person with 10 pins (coins, a stock, an NFT collection)
// for an hour with the Watchlist shown, its background refresh on the real policy
// (BackgroundRefresher, 15 minutes; the hour is late in the quota's day, 22:00 UTC, where
// Hobby's 100 requests a day allow a round every 15 minutes: earlier, the policy stretches them
// past the hour), a pin swapped at half past. Run twice against a fresh
// emulator on a virtual clock: the Watchlist alone, then the Watchlist with the ticker drawing
// every read the Watchlist publishes and its tooltips hovered every minute, then with 50 hovers
// over cashtags in a note on top (src/features/hovers: the pins' symbols and coins of the page the
// Watchlist reads). Requests counted by the emulator (every request it received); the three must
// be equal. Last, the ticker with the Watchlist hidden all hour: its background round reads the
// pins for the ticker (WatchlistRound), with no more requests than the Watchlist shown.
//   npm run bench:ticker
import { createClient } from '../src/service/api/client';
import { VirtualClock } from '../src/service/api/clock';
import type { SocialClient } from '../src/service/api/service';
import { startEmulator } from '../src/service/demo/server';
import { lookFor } from '../src/features/hovers/core/fetch';
import { coinRef, nftRef, stockRef, type ItemRef } from '../src/shared/items';
import { chosenPins } from '../src/features/ticker/core/choose';
import { tickerEntry, type TickerEntry } from '../src/features/ticker/core/entry';
import { checkTickerSettings } from '../src/features/ticker/core/settings';
import { BackgroundRefresher } from '../src/features/trees/refresher';
import { loadWatchlist } from '../src/features/trees/watchlist';
import { watchlistRequests } from '../src/editor/background/roundCost';
import { WatchlistRound } from '../src/features/trees/watchlistRound';
import { WatchlistFigures } from '../src/editor/watchlist/figures';
import { WatchlistStore } from '../src/editor/watchlist/store';
import { MemoryMemento } from '../test/unit/memento';

const START = Date.UTC(2025, 2, 10, 22, 0, 0);
const MIN = 60_000;
const HOUR = 60 * MIN;
const KEY = 'bench-ticker-key';

interface Hour {
  requests: number;
  rounds: number;
  /** Entries the ticker drew and tooltips it wrote (0 without it). */
  drawn: number;
  /** Hovers that showed figures, of those made. */
  hovers: { shown: number; made: number };
  shownAtEnd: string[];
}

const HOVERS = 50;

/** `hidden`: the Watchlist view stays hidden; its background round reads the pins for the ticker (WatchlistRound). */
async function hour(withTicker: boolean, withHovers: boolean, hidden = false): Promise<Hour> {
  let client: SocialClient | undefined;
  const clock = new VirtualClock(START, { busy: () => (client?.quota().inFlight ?? 0) > 0 });
  const emulator = await startEmulator({ now: () => clock.now(), keys: { [KEY]: 'hobby' } });
  const c = createClient({ baseUrl: emulator.baseUrl, markdownUrl: emulator.markdownUrl, plan: 'hobby', clock, getKey: async () => KEY });
  client = c;
  const coins = emulator.data.coins;
  // eight coins, one of them outside the top-100 page the Watchlist reads its pins from
  const pins: ItemRef[] = [
    ...coins.slice(0, 7).map((x) => coinRef(String(x.id))), coinRef(String(coins[coins.length - 1]!.id)),
    stockRef(String(emulator.data.stocks[0]!.id)), nftRef(String(emulator.data.nfts[0]!.id)),
  ];
  const store = new WatchlistStore(new MemoryMemento());
  for (const pin of pins) await store.add(pin);
  const figures = new WatchlistFigures();
  if (withTicker) figures.addReader();
  const before = emulator.requests();

  // the Watchlist as src/features/trees/register.ts runs it: loaded when shown and when the pins change, refreshed in the background
  const loads: Promise<unknown>[] = [];
  const load = (background: boolean): Promise<unknown> => {
    const p = loadWatchlist({ client: c, options: background ? { priority: 'background' } : {}, now: clock.now() }, store.items(), figures).catch(() => undefined);
    loads.push(p);
    return p;
  };
  let rounds = 0;
  const round = new WatchlistRound({
    store, figures, offline: () => false, client: async () => c, now: () => clock.now(),
    publish: (reads, failed) => figures.publish(reads, failed),
    // the bench's visible rounds load the view themselves (below)
    reloadView: () => undefined,
  });
  const refresher = new BackgroundRefresher({
    minutes: () => 15,
    cost: () => watchlistRequests(store.items()),
    quota: () => c.quota(),
    visible: () => !hidden,
    hiddenWork: () => round.hiddenWork(),
    clock,
    refresh: (view) => {
      rounds++;
      if (view) return load(true);
      const p = round.run(false).catch(() => undefined);
      loads.push(p);
      return p;
    },
  });
  store.onDidChange(() => {
    // a hidden view does not load: the next round reads the new pin
    if (!hidden) void load(false);
    refresher.schedule();
  });

  // the ticker as src/features/ticker/ticker.ts draws it: on every read the Watchlist publishes and on a pin's change
  let drawn = 0;
  let shown: TickerEntry[] = [];
  const settings = checkTickerSettings({ items: 'all', max: 10, topicFigure: 'rank' });
  const draw = (): void => {
    shown = chosenPins(store.items(), (pin) => figures.get(pin), settings).map((read) => tickerEntry(read, settings.topicFigure));
    drawn += shown.length;
  };
  if (withTicker) {
    figures.onDidChange(draw);
    store.onDidChange(draw);
  }

  // a note naming the pinned coins and stock by their cashtags, and coins on the Watchlist's page
  const symbols = [...coins.slice(0, 12).map((x) => x.symbol), emulator.data.stocks[0]!.symbol];
  const hovers = { shown: 0, made: 0 };
  const hover = async (i: number): Promise<void> => {
    const symbol = symbols[i % symbols.length]!;
    const looked = await lookFor(c, { kind: 'cashtag', symbol, start: 0, end: symbol.length + 1 });
    hovers.made++;
    if ('glance' in looked) hovers.shown++;
  };

  if (hidden) await round.run(false);
  else await load(false);
  refresher.schedule();
  const person = async (): Promise<void> => {
    for (let t = START + MIN, i = 0; t < START + HOUR; t += MIN, i++) {
      await clock.sleep(t - clock.now());
      // a tooltip hovered: written again from what was read
      if (withTicker) draw();
      if (withHovers && i < HOVERS) await hover(i);
      if (t === START + 30 * MIN) {
        await store.remove(pins[1]!);
        await store.add(coinRef(String(coins[8]!.id)));
      }
    }
  };
  await Promise.all([person(), clock.sleep(HOUR)]);
  refresher.dispose();
  await Promise.all(loads);
  const result = { requests: emulator.requests() - before, rounds, drawn, hovers, shownAtEnd: shown.map((e) => e.text) };
  c.dispose();
  await emulator.close();
  return result;
}

async function main(): Promise<void> {
  const alone = await hour(false, false);
  const ticker = await hour(true, false);
  const hovered = await hour(true, true);
  const hiddenView = await hour(true, false, true);
  console.log('Ticker and hovers quota, Hobby plan, 10 pins, one hour with the Watchlist shown (requests the emulator received)');
  console.log(`  Watchlist alone:                  ${alone.requests} requests (${alone.rounds} background rounds)`);
  console.log(`  Watchlist + ticker:               ${ticker.requests} requests (${ticker.rounds} background rounds; the ticker drew ${ticker.drawn} entries)`);
  console.log(`  Watchlist + ticker + ${HOVERS} hovers:   ${hovered.requests} requests (${hovered.rounds} background rounds; ${hovered.hovers.shown} of ${hovered.hovers.made} hovers showed figures)`);
  console.log(`  ticker, Watchlist hidden:         ${hiddenView.requests} requests (${hiddenView.rounds} background rounds; the ticker drew ${hiddenView.drawn} entries)`);
  console.log(`  the ticker at the end:            ${ticker.shownAtEnd.join(' | ')}`);
  if (ticker.requests !== alone.requests) {
    console.error(`the ticker cost ${ticker.requests - alone.requests} request(s): it must send none`);
    process.exit(1);
  }
  if (hovered.requests > alone.requests || hovered.hovers.made !== HOVERS) {
    console.error(`the hovers cost ${hovered.requests - ticker.requests} request(s) over the Watchlist's (${hovered.hovers.made} made)`);
    process.exit(1);
  }
  if (hiddenView.requests > alone.requests || !hiddenView.drawn) {
    console.error(`with the Watchlist hidden the ticker's pins cost ${hiddenView.requests} requests (the Watchlist alone ${alone.requests}) and it drew ${hiddenView.drawn}`);
    process.exit(1);
  }
  if (!ticker.drawn) {
    console.error('the ticker drew nothing: the bench measured no ticker');
    process.exit(1);
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
