// The status bar's ticker, its pure part: what the Watchlist's loads publish for each pin (against
// the emulator over HTTP), which pins the ticker shows, what each entry reads (the Watchlist's
// figures, formatted alike), the settings' checks, and service text kept from the status bar's
// icon syntax and the tooltip's markdown.
import * as assert from 'node:assert/strict';
import type { SocialClient } from '../../src/service/api/service';
import type { AssetFigures, TopicSummary } from '../../src/service/api/types';
import type { Emulator } from '../../src/service/demo/server';
import { startEmulator } from '../../src/service/demo/server';
import { figure } from '../../src/shared/figures/catalogue';
import type { ItemRef } from '../../src/shared/items';
import { chosenPins, unmatchedItems } from '../../src/features/ticker/core/choose';
import { tickerEntry } from '../../src/features/ticker/core/entry';
import { checkTickerSettings, TICKER_MAX_DEFAULT } from '../../src/features/ticker/core/settings';
import { loadWatchlist } from '../../src/features/trees/watchlist';
import { WatchlistFigures, type PinnedRead } from '../../src/editor/watchlist/figures';
import { clientFor } from './client-helpers';

function coinRead(ref: ItemRef, asset: Partial<AssetFigures>): PinnedRead {
  return { ref, data: { kind: 'coin', asset: { id: ref.id, symbol: 'BTC', name: 'Bitcoin', ...asset } }, op: 'coinsListV2', generated: 1_700_000_000 };
}

function topicRead(ref: ItemRef, summary: Partial<TopicSummary>): PinnedRead {
  const s: TopicSummary = {
    topic: ref.id, title: ref.title, related_topics: [], categories: [], types_count: {}, types_interactions: {}, types_sentiment: {}, types_sentiment_detail: {}, ...summary,
  };
  return { ref, data: { kind: 'topic', summary: s }, op: 'topic', generated: 1_700_000_000 };
}

describe('ticker', () => {
  describe('against the emulator: the Watchlist\'s reads', () => {
    let emulator: Emulator;
    let client: SocialClient;

    before(async () => {
      emulator = await startEmulator({ keys: { 'test-key-3f9a1c77d2': 'builder' } });
      client = clientFor(emulator).client;
    });
    after(async () => {
      client.dispose();
      await emulator.close();
    });

    it('a Watchlist load publishes each pin\'s figures; the ticker shows them as the Watchlist does, with no request of its own', async () => {
      const coin = emulator.data.coins[0]!;
      const topic = emulator.data.topics[2]!;
      const pins: ItemRef[] = [
        { kind: 'coin', id: String(coin.id), title: coin.name },
        { kind: 'topic', id: topic.topic, title: topic.title },
        { kind: 'topic', id: emulator.data.missingTopic, title: 'Gone' },
      ];
      const figures = new WatchlistFigures();
      let changes = 0;
      figures.onDidChange(() => changes++);
      const { nodes } = await loadWatchlist({ client, options: {}, now: Date.now() }, pins, figures);
      assert.equal(changes, 1);
      assert.equal(figures.get(pins[2]!), undefined, 'a pin that failed has nothing to show');

      const sent = emulator.requests();
      const entries = chosenPins(pins, (p) => figures.get(p), checkTickerSettings({ items: undefined, max: undefined, topicFigure: undefined }))
        .map((r) => tickerEntry(r, 'rank'));
      assert.equal(emulator.requests(), sent, 'the ticker sends no request');
      assert.deepEqual(entries.map((e) => e.ref), pins.slice(0, 2));

      // the coin: its price and 24 h change exactly as the Watchlist's row writes them (before: "+1.50%" beside the row's "+1.50% 24 h")
      const [price, change] = nodes[0]!.description!.split(' · ');
      const read = figures.get(pins[0]!)!.data;
      assert.ok(read.kind === 'coin');
      // the world's change rounds to 0.00 at about one hour in a thousand: flat then
      const moved = read.asset.percent_change_24h!;
      const direction = moved > 0 ? 'up' : moved < 0 ? 'down' : 'flat';
      const arrow = { up: '$(arrow-up)', down: '$(arrow-down)', flat: '$(arrow-right)' }[direction];
      assert.equal(entries[0]!.text, `${arrow} ${coin.symbol.toUpperCase()} ${price} ${change}`);
      assert.equal(entries[0]!.direction, direction);
      assert.match(entries[0]!.tooltip, /\*\*Price\*\*: \$[\d,]+\\\.\d\d — _The latest trading price in US dollars\\\._/);
      // the topic: its rank as the Watchlist's label starts
      const rank = /^(#\d+) /.exec(nodes[1]!.label)![1]!;
      assert.ok(entries[1]!.text.endsWith(` ${rank}`), `${entries[1]!.text} ends with ${rank}`);
      assert.match(entries[1]!.tooltip, /\*\*Topic rank\*\*/);
      assert.match(entries[1]!.tooltip, /As the Watchlist read it, from the topic summary, last 24 h, \d\d\\:\d\d UTC\. Click to open\./);
    });
  });

  describe('against the emulator: a service that cannot be reached', () => {
    it('figures the client serves from before, as the service could not be reached, show as the Watchlist\'s row does: old, with a warning and no arrow (failed before: shown as fresh)', async () => {
      const emulator = await startEmulator({ keys: { 'test-key-3f9a1c77d2': 'builder' } });
      const { client } = clientFor(emulator);
      try {
        const topic = emulator.data.topics[2]!;
        const pins: ItemRef[] = [{ kind: 'topic', id: topic.topic, title: topic.title }];
        const figures = new WatchlistFigures();
        await loadWatchlist({ client, options: {}, now: Date.now() }, pins, figures);
        assert.equal(figures.get(pins[0]!)!.stale, undefined, 'a fresh read is not old');
        emulator.faults.set({ kind: 'reset' });
        const { nodes } = await loadWatchlist({ client, options: { refresh: true }, now: Date.now() }, pins, figures);
        assert.ok(nodes[0]!.stale, 'the Watchlist\'s row says its figures are from before');
        const entry = tickerEntry(figures.get(pins[0]!)!, 'rank');
        assert.match(entry.text, /^\$\(warning\) /);
        assert.equal(entry.direction, undefined);
        assert.match(entry.spoken, /not updated/);
      } finally {
        client.dispose();
        await emulator.close();
      }
    });
  });

  describe('WatchlistFigures', () => {
    it('keeps the last figures of a pin a later load could not read, and forgets them all when the connection changes', () => {
      const pin: ItemRef = { kind: 'coin', id: '1', title: 'Bitcoin' };
      const figures = new WatchlistFigures();
      figures.publish([coinRead(pin, { price: 10 })]);
      figures.publish([]);
      assert.equal(figures.get(pin)?.data.kind, 'coin');
      figures.clear();
      assert.equal(figures.get(pin), undefined);
    });
  });

  describe('which pins', () => {
    const btc: ItemRef = { kind: 'coin', id: '1', title: 'Bitcoin (BTC)' };
    const eth: ItemRef = { kind: 'coin', id: '2', title: 'Ethereum (ETH)' };
    const ai: ItemRef = { kind: 'topic', id: 'ai', title: 'AI' };
    const reads = new Map<string, PinnedRead>([
      ['1', coinRead(btc, { price: 1 })],
      ['2', { ...coinRead(eth, { price: 2 }), data: { kind: 'coin', asset: { id: 2, symbol: 'ETH', name: 'Ethereum' } } }],
      ['ai', topicRead(ai, { topic_rank: 3 })],
    ]);
    const read = (p: ItemRef): PinnedRead | undefined => reads.get(p.id);

    it('all: the pins in the Watchlist\'s order, at most max, only those with figures', () => {
      const unread: ItemRef = { kind: 'coin', id: '9', title: 'Nothing yet' };
      const shown = chosenPins([unread, eth, btc, ai], read, { items: 'all', max: 2 });
      assert.deepEqual(shown.map((r) => r.ref.id), ['2', '1']);
    });

    it('a list: the pins it names, by symbol, name, title or kind:id, in its order; a pin no longer pinned is not shown', () => {
      const s = checkTickerSettings({ items: ['topic:ai', ' eth ', 'BITCOIN', 'doge'], max: 10, topicFigure: 'rank' });
      assert.deepEqual(chosenPins([btc, eth, ai], read, s).map((r) => r.ref.id), ['ai', '2', '1']);
      assert.deepEqual(chosenPins([btc, ai], read, s).map((r) => r.ref.id), ['ai', '1']);
    });

    it('a list that names none of the pins with figures says so; one naming any, or nothing read yet, does not', () => {
      const s = checkTickerSettings({ items: ['doge', 'coin:xrp'], max: 10, topicFigure: 'rank' });
      assert.equal(unmatchedItems([btc, eth, ai], read, s)?.message,
        'socialPulse.ticker.items names none of the Watchlist\'s pins ("doge", "coin:xrp"): the ticker shows nothing until it names one, or is "all".');
      assert.equal(unmatchedItems([btc, eth], read, checkTickerSettings({ items: ['doge', 'eth'], max: 10, topicFigure: 'rank' })), undefined);
      assert.equal(unmatchedItems([{ kind: 'coin', id: '9', title: 'Nothing yet' }], read, s), undefined, 'no figures read yet: nothing to say');
      assert.equal(unmatchedItems([btc], read, checkTickerSettings({ items: 'all', max: 10, topicFigure: 'rank' })), undefined);
      const unread: ItemRef = { kind: 'topic', id: 'solana', title: 'Solana' };
      assert.equal(unmatchedItems([btc, unread], read, checkTickerSettings({ items: ['solana'], max: 10, topicFigure: 'rank' })), undefined,
        'a pin named whose figures did not load (yet) is named: the ticker waits for them, it does not warn');
    });

    it('a list naming a coin by kind:symbol (its pin made from a typed symbol, since moved to its id) still shows it', () => {
      const s = checkTickerSettings({ items: ['coin:eth'], max: 10, topicFigure: 'rank' });
      assert.deepEqual(chosenPins([btc, eth, ai], read, s).map((r) => r.ref.id), ['2']);
    });
  });

  describe('settings', () => {
    it('bad values fall back to their defaults and are named', () => {
      const s = checkTickerSettings({ items: 42, max: 0, topicFigure: 'price' });
      assert.equal(s.items, 'all');
      assert.equal(s.max, TICKER_MAX_DEFAULT);
      assert.equal(s.topicFigure, 'rank');
      assert.deepEqual(s.problems.map((p) => p.setting), ['socialPulse.ticker.items', 'socialPulse.ticker.max', 'socialPulse.ticker.topicFigure']);
      assert.match(s.problems[1]!.message, /^socialPulse\.ticker\.max must be a whole number from 1 to 20; using 5\.$/);
      assert.deepEqual(checkTickerSettings({ items: 'all', max: 3, topicFigure: 'interactions' }).problems, []);
    });
  });

  describe('an entry', () => {
    it('a coin without a price shows its change; a fall is red\'s arrow down, no move flat', () => {
      const pin: ItemRef = { kind: 'coin', id: '1', title: 'Bitcoin' };
      const down = tickerEntry(coinRead(pin, { percent_change_24h: -1.5 }), 'rank');
      assert.equal(down.text, '$(arrow-down) BTC -1.50% 24 h');
      assert.equal(down.direction, 'down');
      assert.equal(tickerEntry(coinRead(pin, { price: 2, percent_change_24h: 0 }), 'rank').direction, 'flat');
      assert.equal(tickerEntry(coinRead(pin, {}), 'rank').text, 'BTC —');
    });

    it('a pin the Watchlist could not load again keeps its last figures with a warning, no arrow, and says so; a fresh read clears it', () => {
      const pin: ItemRef = { kind: 'coin', id: '1', title: 'Bitcoin' };
      const figures = new WatchlistFigures();
      figures.publish([coinRead(pin, { price: 84_559.9, percent_change_24h: 1.2 })]);
      figures.publish([], [pin]);
      const old = tickerEntry(figures.get(pin)!, 'rank');
      assert.equal(old.text, '$(warning) BTC $84,559.90 +1.20% 24 h');
      assert.equal(old.direction, undefined);
      assert.match(old.tooltip, /The Watchlist could not load it at its last refresh: these figures are from before\.$/);
      assert.match(old.spoken, /, not updated$/);
      figures.publish([coinRead(pin, { price: 85_000, percent_change_24h: 1.5 })]);
      assert.equal(tickerEntry(figures.get(pin)!, 'rank').text, '$(arrow-up) BTC $85,000.00 +1.50% 24 h');
      figures.dispose();
    });

    it('on demo data the tooltip and the spoken words say the figures are the demo\'s; the service\'s say nothing of it', () => {
      const pin: ItemRef = { kind: 'coin', id: '1', title: 'Bitcoin' };
      const demo = tickerEntry(coinRead(pin, { price: 84_559.9, percent_change_24h: 1.2 }), 'rank', true);
      assert.match(demo.tooltip, /_Demo data\\?: generated by the Social Pulse emulator, not real figures\\\._$/);
      assert.match(demo.spoken, /, demo data$/);
      const live = tickerEntry(coinRead(pin, { price: 84_559.9, percent_change_24h: 1.2 }), 'rank');
      assert.doesNotMatch(`${live.tooltip} ${live.spoken}`, /demo/i);
      assert.equal(demo.text, live.text, 'the status bar\'s text is the same: its "Demo data" entry stands beside it');
    });

    it('a figure the service gave as null is left out of the spoken words, as of the status bar (failed before: "BTC, Price $84,559.90, Change 24 h —")', () => {
      const pin: ItemRef = { kind: 'coin', id: '1', title: 'Bitcoin' };
      // JSON's null, past the types
      const entry = tickerEntry(coinRead(pin, { price: 84_559.9, percent_change_24h: null as unknown as undefined, galaxy_score: null as unknown as undefined }), 'rank');
      assert.equal(entry.spoken, 'BTC, Price $84,559.90');
      assert.equal(entry.text, 'BTC $84,559.90');
      assert.doesNotMatch(entry.tooltip, /Galaxy Score|Change/);
    });

    it('a topic shows its rank or its interactions, with its interactions\' trend', () => {
      const pin: ItemRef = { kind: 'topic', id: 'ai', title: 'AI' };
      const r = topicRead(pin, { topic_rank: 7, interactions_24h: 1_234_567, trend: 'up' });
      assert.equal(tickerEntry(r, 'rank').text, '$(arrow-up) AI #7');
      assert.equal(tickerEntry(r, 'interactions').text, '$(arrow-up) AI 1.2M');
      assert.match(tickerEntry(r, 'rank').tooltip, /Interactions trend: rising/);
      assert.match(tickerEntry(r, 'rank').spoken, /^AI, Topic rank #7, interactions rising$/);
    });

    it('a topic\'s tooltip shows the Watchlist\'s sentiment: its networks\' weighted by their interactions, under that figure\'s label (failed before: the service\'s own "Sentiment")', () => {
      const pin: ItemRef = { kind: 'topic', id: 'ai', title: 'AI' };
      const r = topicRead(pin, { topic_rank: 7, types_sentiment: { tweet: 80, 'reddit-post': 50 }, types_interactions: { tweet: 3_000_000, 'reddit-post': 1_000_000 } });
      const lines = tickerEntry(r, 'rank').tooltip.split('\n');
      const line = lines.find((l) => l.includes('73% positive'));
      assert.ok(line?.includes(figure('topic_sentiment').label), lines.join('\n'));
      assert.ok(!lines.some((l) => new RegExp(`\\b${figure('sentiment').label}\\b`).test(l) && !l.includes(figure('topic_sentiment').label)), lines.join('\n'));
    });

    it('service text shows no icon and runs no link: `$(` escaped in the text, markdown escaped in the tooltip', () => {
      const pin: ItemRef = { kind: 'topic', id: 'evil', title: '$(zap) [x](command:workbench.action.quit)' };
      const e = tickerEntry(topicRead(pin, { topic_rank: 1 }), 'rank');
      assert.ok(e.text.startsWith('\\$(zap)'), e.text);
      assert.ok(!/\]\(command:/.test(e.tooltip), e.tooltip);
    });

    it("a service name that shows nothing (spaces, bidi marks, zero-width spaces) gives way to the pin's title, whatever the kind", () => {
      for (const blank of ['\u202E', '  ', '\u200E\u0085', '\u200B\uFEFF']) {
        const topic = tickerEntry(topicRead({ kind: 'topic', id: 'ai', title: 'AI' }, { title: blank, topic_rank: 3, trend: 'up' }), 'rank');
        assert.equal(topic.text, '$(arrow-up) AI #3', JSON.stringify(blank));
        assert.equal(topic.name, 'Social Pulse Ticker: AI');
        assert.match(topic.tooltip, /^\*\*AI\*\* · /);
        const coin = tickerEntry(coinRead({ kind: 'coin', id: '1', title: 'Bitcoin' }, { symbol: blank, percent_change_24h: 1 }), 'rank');
        assert.equal(coin.name, 'Social Pulse Ticker: Bitcoin', JSON.stringify(blank));
        const nft: PinnedRead = { ref: { kind: 'nft', id: 'p', title: 'Punks' }, data: { kind: 'nft', nft: { id: 'p', name: blank, floor_price: 2 } }, op: 'nftsListV2', generated: 1_700_000_000 };
        assert.equal(tickerEntry(nft, 'rank').name, 'Social Pulse Ticker: Punks', JSON.stringify(blank));
      }
    });

    it("a service name's line breaks stay out of the entry's name in the status bar's menu", () => {
      const pin: ItemRef = { kind: 'topic', id: 'evil', title: 'AI\nSocial Pulse Ticker: FAKE' };
      const e = tickerEntry(topicRead(pin, { topic_rank: 1 }), 'rank');
      assert.match(e.name, /^Social Pulse Ticker: AI/);
      assert.ok(!/[\r\n]/.test(e.name), JSON.stringify(e.name));
    });
  });
});
