// A Hobby session click by click, as the editor asks for it: the sidebar's trees, then panels
// whose sections load through the panels' own loaders (src/features/panels/loaders.ts), some on screen,
// some below it, while the watchlist refreshes in the background every 15 minutes. On a
// simulated clock against the emulator: the time a click waits is quota waiting only.
// Run twice in one process, each against a fresh emulator and client: every section asked
// alike (what the panels did before they knew what is on screen), and the sections on screen
// first (the panels' 'view' and 'offscreen').
import { createClient } from '../src/service/api/client';
import { VirtualClock } from '../src/service/api/clock';
import type { CacheSize, Priority, RequestLogEntry, RequestOptions, SocialClient } from '../src/service/api/service';
import { startEmulator } from '../src/service/demo/server';
import type { Emulator } from '../src/service/demo/server';
import { coinRef, nftRef, stockRef, topicRef } from '../src/shared/items';
import type { ItemRef } from '../src/shared/items';
import { loadSection } from '../src/features/panels/loaders';
import type { LoadMessage } from '../src/shared/protocol/messages';
import { DEFAULT_SERIES } from '../src/shared/protocol/views';
import type { ViewKind } from '../src/shared/protocol/views';
import { loadWatchlist } from '../src/features/trees/watchlist';

export type Mode = 'alike' | 'view first';

const START = Date.UTC(2025, 2, 10, 9, 0, 0);
const MIN = 60_000;
const THINK_MS = 15_000;
const WATCHLIST_EVERY_MS = 15 * MIN;

/** One thing a click asks for: a panel's section or a tree. `show` is called when it has data. */
interface Ask {
  onScreen: boolean;
  run(options: RequestOptions, show: () => void): Promise<unknown>;
}

interface Click {
  label: string;
  asks: Ask[];
  /** Reading time before the next click. */
  thinkMs: number;
}

export interface ClickFigures {
  mode: Mode;
  clicks: number;
  /** Per click: from the click until every section on screen shows data (or its error). */
  waits: number[];
  /** Sections, on screen or not, that showed later than the click. */
  sectionsWaited: number;
  sections: number;
  /** Per section below the screen: from the click until it showed. */
  offscreenWaits: number[];
  sent: number;
  distinct: number;
  /** Sent again for a path after its lifetime ran out (sent = distinct + these + refusals sent). */
  againAfterLifetime: number;
  /** Sent again for a path while its last answer was still fresh: should be 0. */
  duplicates: number;
  refusedSent: number;
  refusedNotSent: number;
  got429: number;
  cache: CacheSize;
}

function panel(view: ViewKind, ref: ItemRef, client: () => SocialClient, sections: [LoadMessage, boolean][]): Ask[] {
  return sections.map(([msg, onScreen]) => ({
    onScreen,
    run: (options, show) => loadSection({
      client: client(), view, subject: ref.id, ref, options, socialData: false,
      emit: show, progress: () => undefined,
    }, msg),
  }));
}

function tree(fetch: (options: RequestOptions) => Promise<unknown>): Ask {
  return { onScreen: true, run: (options, show) => fetch(options).then(show) };
}

function script(e: Emulator, client: () => SocialClient): Click[] {
  const coins = e.data.coins.slice(0, 8).map((c) => coinRef(String(c.id)));
  const stock = stockRef(String(e.data.stocks[0]!.id));
  const nft = nftRef(String(e.data.nfts[0]!.id));
  const series: LoadMessage = { type: 'load', section: 'series', query: DEFAULT_SERIES };
  // the chart and the figures fill the screen; the description and links are below them
  const market = (ref: ItemRef): Click => ({
    label: `${ref.kind} ${ref.id}`,
    thinkMs: THINK_MS,
    asks: panel('market', ref, client, [
      [{ type: 'load', section: 'quote' }, true], [series, true],
      ...(ref.kind === 'coin' ? [[{ type: 'load', section: 'meta' }, false] as [LoadMessage, boolean]] : []),
    ]),
  });
  const table = (view: 'coins' | 'stocks', section: 'coins' | 'stocks'): Click => ({
    label: `${view} table`,
    thinkMs: THINK_MS,
    asks: panel(view, { kind: view === 'coins' ? 'coin' : 'stock', id: '', title: view }, client, [[{ type: 'load', section, query: { source: 'v1' } }, true]]),
  });
  const topic = topicRef('bitcoin');
  return [
    {
      label: 'the sidebar',
      thinkMs: THINK_MS,
      asks: [
        tree((o) => client().topicsList(o)), tree((o) => client().categoriesList(o)),
        tree((o) => client().coinsList({ sort: 'market_cap_rank', limit: 100 }, o)),
      ],
    },
    ...coins.slice(0, 4).map(market),
    table('coins', 'coins'),
    {
      label: 'topic bitcoin (not in the plan)',
      thinkMs: THINK_MS,
      asks: panel('topic', topic, client, [
        [{ type: 'load', section: 'summary' }, true], [{ type: 'load', section: 'rank' }, true],
        [{ type: 'load', section: 'whatsup' }, true], [series, true],
        [{ type: 'load', section: 'posts', query: {} }, false], [{ type: 'load', section: 'news' }, false],
        [{ type: 'load', section: 'creators' }, false], [{ type: 'load', section: 'changes' }, false],
      ]),
    },
    market(stock),
    market(nft),
    table('stocks', 'stocks'),
    ...coins.slice(0, 3).map(market),
    { label: 'a break', thinkMs: 20 * MIN, asks: [] },
    ...coins.slice(4, 8).map(market),
  ];
}

export function percentile(values: readonly number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))]!;
}

/** `freshUntil`: until when an answer just logged stays fresh (client-bench.ts). */
export async function hobbyClicks(mode: Mode, freshUntil: (e: RequestLogEntry, now: number) => number | undefined): Promise<ClickFigures> {
  let client: SocialClient | undefined;
  const clock = new VirtualClock(START, { busy: () => (client?.quota().inFlight ?? 0) > 0 });
  const emulator = await startEmulator({ now: () => clock.now(), keys: { 'bench-key': 'hobby' } });
  const c = createClient({ baseUrl: emulator.baseUrl, markdownUrl: emulator.markdownUrl, plan: 'hobby', clock, getKey: async () => 'bench-key' });
  client = c;
  const log: RequestLogEntry[] = [];
  const fetchedUntil = new Map<string, number>();
  let againAfterLifetime = 0;
  let duplicates = 0;
  c.onRequest((e) => {
    log.push(e);
    if (e.outcome !== 'network' || e.status !== 200) return;
    const now = clock.now();
    const fresh = fetchedUntil.get(e.path);
    if (fresh !== undefined && now < fresh) duplicates++;
    else if (fresh !== undefined) againAfterLifetime++;
    fetchedUntil.set(e.path, freshUntil(e, now) ?? now);
  });
  const before = emulator.requests();
  const priority = (onScreen: boolean): Priority | undefined => (mode === 'alike' ? undefined : onScreen ? 'view' : 'offscreen');
  const pins = [coinRef('1'), coinRef('2'), stockRef(String(emulator.data.stocks[1]!.id)), nftRef(String(emulator.data.nfts[1]!.id))];
  const watchlist = (): Promise<unknown> => loadWatchlist({ client: c, options: { priority: 'background' }, now: clock.now() }, pins).catch(() => undefined);

  const waits: number[] = [];
  const offscreenWaits: number[] = [];
  let sectionsWaited = 0;
  let sections = 0;
  const everything: Promise<unknown>[] = [];
  let watchlistDue = START;
  for (const click of script(emulator, () => c)) {
    if (clock.now() >= watchlistDue) {
      everything.push(watchlist());
      watchlistDue = clock.now() + WATCHLIST_EVERY_MS;
    }
    const at = clock.now();
    const shown = click.asks.map(async (ask) => {
      let when: number | undefined;
      const show = (): void => {
        when ??= clock.now();
      };
      const p = priority(ask.onScreen);
      await ask.run(p ? { priority: p } : {}, show).catch(() => undefined);
      show();
      return { ask, waited: when! - at };
    });
    everything.push(Promise.all(shown).then((done) => {
      sections += done.length;
      sectionsWaited += done.filter((d) => d.waited > 0).length;
      offscreenWaits.push(...done.filter((d) => !d.ask.onScreen).map((d) => d.waited));
    }));
    // the person reads what is on screen; what is below it goes on loading
    const onScreen = await Promise.all(shown.filter((_, i) => click.asks[i]!.onScreen));
    if (onScreen.length) waits.push(Math.max(...onScreen.map((d) => d.waited)));
    clock.advance(click.thinkMs);
  }
  await Promise.all(everything);
  const network = log.filter((e) => e.outcome === 'network');
  const figures: ClickFigures = {
    mode,
    clicks: waits.length,
    waits,
    sectionsWaited,
    sections,
    offscreenWaits,
    sent: emulator.requests() - before,
    distinct: new Set(network.filter((e) => e.status === 200).map((e) => e.path)).size,
    againAfterLifetime,
    duplicates,
    refusedSent: network.filter((e) => e.status === 402).length,
    refusedNotSent: log.filter((e) => (e.note ?? '').startsWith('not sent')).length,
    got429: log.filter((e) => e.status === 429).length + log.filter((e) => (e.note ?? '').includes('429 for the minute')).length,
    cache: c.cacheSize(),
  };
  c.dispose();
  await emulator.close();
  return figures;
}
