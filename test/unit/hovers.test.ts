// Hovers where a person writes: what a line names, and what a hover costs against the emulator
// over HTTP (the cache first, at most one request, at background priority, never into the reserve).
import * as assert from 'node:assert/strict';
import type { SocialClient } from '../../src/service/api/service';
import { startEmulator, type Emulator } from '../../src/service/demo/server';
import { namedAt, namedInDocument } from '../../src/features/hovers/core/find';
import { checkHoverSettings } from '../../src/editor/hoverSettings';
import { HOVER_MAX_AGE_MS, lookFor } from '../../src/features/hovers/core/fetch';
import { VirtualClock } from '../../src/service/api/clock';
import { snapshotLine, type Glance } from '../../src/features/hovers/core/glance';
import { blockEnd } from '../../src/features/hovers/core/place';
import { nftRef } from '../../src/shared/items';
import { PINNED_COINS_PAGE } from '../../src/shared/queries/pinned';
import { clientFor, KEY } from './client-helpers';

const at = (line: string, marker = '^'): ReturnType<typeof namedAt> => {
  const column = line.indexOf(marker);
  return namedAt(line.replace(marker, ''), column, ['bitcoin']);
};

describe('hovers: what a line names', () => {
  it('reads a cashtag under the pointer, anywhere in it', () => {
    assert.deepEqual(at('Bought more ^$BTC today'), { kind: 'cashtag', symbol: 'BTC', start: 12, end: 16 });
    assert.deepEqual(at('Bought more $BT^C today'), { kind: 'cashtag', symbol: 'BTC', start: 12, end: 16 });
    assert.equal(at('$TSLA and ^$BTC')?.kind === 'cashtag' && at('$TSLA and ^$BTC')?.start, 10);
  });

  it('leaves prices, math, escapes and lower case alone', () => {
    for (const line of ['It cost ^$5', 'US^$50', 'math ^$X$ here', 'escaped \\^$BTC', 'lower ^$btc', 'cash^$']) {
      assert.equal(at(line), undefined, line);
    }
  });

  it('reads only the hashtags the person opted into, never a heading', () => {
    assert.deepEqual(at('Watching ^#bitcoin closely'), { kind: 'subject', ref: { kind: 'topic', id: 'bitcoin', title: 'bitcoin' }, start: 9, end: 17 });
    assert.equal(at('Watching ^#ethereum'), undefined);
    assert.equal(at('^# bitcoin'), undefined);
    assert.deepEqual(checkHoverSettings({ enabled: true, topics: ['#Bitcoin', ' ai ', 3, ''] }).topics, ['bitcoin', 'ai']);
    assert.deepEqual(checkHoverSettings({ enabled: true, topics: 'bitcoin' }).topics, []);
  });

  it("reads the service's web addresses as the item they show, without the sentence's full stop", () => {
    const found = at('See ^https://lunarcrush.com/coins/eth/ethereum.');
    assert.equal(found?.kind, 'subject');
    assert.deepEqual(found?.kind === 'subject' && [found.ref.kind, found.ref.id, found.end], ['coin', 'eth', 45]);
    assert.equal(at('See ^https://example.com/coins/eth'), undefined);
  });
});

/** What a document (lines joined by newlines) names at `^`, the hashtags `topics` opted into. */
function namedAtCaret(doc: string, topics: readonly string[]): ReturnType<typeof namedInDocument> {
  const lines = doc.split('\n');
  const line = lines.findIndex((l) => l.includes('^'));
  const column = lines[line]!.indexOf('^');
  lines[line] = lines[line]!.replace('^', '');
  return namedInDocument(lines, line, column, topics);
}

describe('hovers: a cashtag only in prose', () => {
  /** The cashtag at `^` in a document, or undefined. */
  const inDoc = (doc: string): string | undefined => {
    const named = namedAtCaret(doc, []);
    return named?.kind === 'cashtag' ? named.symbol : undefined;
  };
  const cases: [string, string | undefined][] = [
    ['Bought ^$BTC today', 'BTC'],
    ['It cost $5 and ^$BTC rose', 'BTC'],
    ['$5 or ^$ETH, $10 or $SOL', 'ETH'],
    ['^$BTC/$ETH ratio', 'BTC'],
    ['$BTC/^$ETH ratio', 'ETH'],
    ['`code` then ^$BTC', 'BTC'],
    ['Run `echo ^$BTC` now', undefined],
    ['Run ``a ` ^$BTC`` now', undefined],
    ['```\nprice ^$BTC\n```', undefined],
    ['~~~sh\necho ^$HOME\n~~~', undefined],
    ['```\ncode\n```\nafter ^$BTC', 'BTC'],
    ['````\n```\n^$BTC\n````', undefined],
    ['Math $x + ^$Y$ here', undefined],
    ['Math $x$ then ^$BTC', 'BTC'],
    ['Display $$\\frac{^$A}{2}$$', undefined],
    ['$$\n^$A + b\n$$', undefined],
    ['$$\na\n$$\nthen ^$BTC', 'BTC'],
    ['Inline \\(^$A\\)', undefined],
    ['See https://example.com/q?s=^$BTC', undefined],
    ['See <https://example.com/^$BTC>', undefined],
    ['A [link](https://x.io/^$BTC) here', undefined],
    ['A [^$BTC](https://x.io/) link', 'BTC'],
    // indented code: after a blank line, a heading or a block, not inside a paragraph or a list item
    ['Run this:\n\n    echo ^$BTC', undefined],
    ['    price ^$BTC', undefined],
    ['## Shell\n    export ^$BTC=1', undefined],
    ['Text:\n\n    a\n\n    b ^$BTC', undefined],
    ['```\nx\n```\n    ^$BTC', undefined],
    ['    code\nthen ^$BTC', 'BTC'],
    ['A paragraph\n    goes on ^$BTC', 'BTC'],
    ['- an item\n\n    its second paragraph ^$BTC', 'BTC'],
    ['1. step\n    more of it ^$BTC', 'BTC'],
    ['- item\n\nplain text\n\n    code ^$BTC', undefined],
    ['- a\n\n  its next paragraph\n\n    still the item ^$BTC', 'BTC'],
    // a setext heading's underline ends its paragraph, as an ATX heading does; it is no list item
    ['Title\n===\n    ^$BTC', undefined],
    ['Title\n---\n    ^$BTC', undefined],
    ['Title\n-\n    ^$BTC', undefined],
    ['Title\n= =\n    still the paragraph ^$BTC', 'BTC'],
    // a thematic break ends a paragraph and, at the margin, a list; it is no list item
    ['***\n    ^$BTC', undefined],
    ['Text\n___\n    ^$BTC', undefined],
    ['- item\n\n* * *\n\n    ^$BTC', undefined],
    ['- item\n- - -\n    ^$BTC', undefined],
    ['- item\n---\n    ^$BTC', undefined],
    ['- item\n# Heading\n    ^$BTC', undefined],
    ['- item\n\n  * * *\n\n    still the item ^$BTC', 'BTC'],
    ['* * *\n^$BTC', 'BTC'],
    // a tab reaches the next multiple of four columns
    ['Text\n\n \t^$BTC', undefined],
    ['Text\n\n  \techo ^$BTC', undefined],
    ['Text\n \tgoes on ^$BTC', 'BTC'],
    ['- item\n\n\tits next paragraph ^$BTC', 'BTC'],
    // a fence or indented code inside a list item is indented from the item's text, not the margin
    ['- item\n\n    ```\n    ^$BTC\n    ```', undefined],
    ['1. step\n     ~~~\n     echo ^$BTC\n     ~~~', undefined],
    ['- a\n  - b\n\n      ```\n      ^$BTC\n      ```', undefined],
    ['- item\n\n    ```\n    code\n    ```\n\n  after ^$BTC', 'BTC'],
    ['- item\n\n      code ^$BTC', undefined],
    ['Text\n\n    ```\n^$BTC', 'BTC'],
  ];
  for (const [doc, want] of cases) {
    it(`${JSON.stringify(doc)} → ${want ?? 'nothing'}`, () => assert.equal(inDoc(doc), want));
  }
});

describe('hovers: a hashtag only in prose; an address anywhere', () => {
  const topicAt = (doc: string): string | undefined => {
    const named = namedAtCaret(doc, ['bitcoin']);
    return named?.kind === 'subject' ? named.ref.id : undefined;
  };
  const cases: [string, string | undefined][] = [
    ['Watching ^#bitcoin today', 'bitcoin'],
    ['Run `grep ^#bitcoin`', undefined],
    ['```sh\necho ^#bitcoin\n```', undefined],
    ['Text:\n\n    ^#bitcoin in code', undefined],
    ['Math $a ^#bitcoin b$ here', undefined],
    ['```\nsee ^https://lunarcrush.com/topic/bitcoin\n```', 'bitcoin'],
  ];
  for (const [doc, want] of cases) {
    it(`${JSON.stringify(doc)} → ${want ?? 'nothing'}`, () => assert.equal(topicAt(doc), want));
  }
});

describe('hovers: where a snapshot goes', () => {
  const doc = ['# Trades', 'Bought $BTC', 'and held it.', '', '| a | b |', '|---|---|', '| $BTC | 1 |', '| x | 2 |', '', 'Last line.'];
  it('after the paragraph or table the hovered line is in, never inside it', () => {
    assert.equal(blockEnd(doc, 1), 2, 'the paragraph ends at its last line');
    assert.equal(blockEnd(doc, 6), 7, 'a table row: after the table');
    assert.equal(blockEnd(doc, 0), 0, 'a heading is a block of its own');
    assert.equal(blockEnd(doc, 9), 9);
  });

  it('after the code block an address is in, and after a list item\'s code, never inside it', () => {
    const fenced = ['Notes', '```', 'see https://lunarcrush.com/coins/btc/bitcoin', 'curl x', '', 'echo y', '```', '', 'After.'];
    assert.equal(blockEnd(fenced, 2), 6, 'after the closing fence, a blank line inside the code notwithstanding');
    assert.equal(blockEnd(fenced, 0), 0, 'a paragraph ends before the fence under it');
    assert.equal(blockEnd(['1. item $BTC', '   ```', '   code', '', '   more', '   ```', 'After.'], 0), 5, 'the item\'s fence, indented 3, is the item\'s');
    assert.equal(blockEnd(['- item $BTC', '    ```', '    a', '', '    b', '    ```', '', 'After.'], 0), 5, 'indented 4 under `- `, with a blank line in it');
    assert.equal(blockEnd(['- item $BTC', '', '      code', '', '  more of the item', '', '- next'], 0), 4, 'an item\'s indented code and paragraphs after blank lines');
    assert.equal(blockEnd(['Text:', '', '    https://lunarcrush.com/topic/x', '', '    more code', '', 'After.'], 2), 4, 'indented code with a blank line in it');
    assert.equal(blockEnd(['$$', 'x = https://lunarcrush.com/topic/x', '$$', 'After.'], 1), 2, 'a math block');
    assert.equal(blockEnd(['Title $BTC', '===', 'Text.'], 0), 1, 'a setext heading, its underline included');
    assert.equal(blockEnd(['- a $BTC', '- b', '', '- c'], 0), 1, 'a list up to a blank line, as before');
  });
});

describe('hovers: the snapshot line', () => {
  const glance: Glance = {
    ref: { kind: 'coin', id: '1', title: 'Bitcoin' }, title: 'Bit*coin* [x](command:evil)',
    figures: [{ id: 'price', value: 84559.9 }, { id: 'galaxy_score', value: undefined }, { id: 'percent_change_24h', value: 1.2 }],
    read: { op: 'coinsListV2', generated: Date.UTC(2026, 10, 29, 14, 0) / 1000 }, receivedAt: Date.UTC(2026, 10, 29, 14, 5),
  };

  it('is dated, labels each figure as the catalogue does, says where it was read and escapes service text', () => {
    const line = snapshotLine(glance, false);
    assert.match(line, /^- Bit\\\*coin\\\* \\\[x\]\(command:evil\), 2026-11-29 14:05 UTC: Price \$84,559\.90 · Change 24 h \+1\.20% \(/);
    assert.doesNotMatch(line, /Galaxy Score/, 'a figure the answer lacks is left out');
    assert.match(line, /\(Social Pulse: coins list, /);
    assert.match(snapshotLine(glance, true), /\(Social Pulse demo data\)$/);
  });

  it('leaves out a figure the service gave as null, as one it left out (failed before: "Galaxy Score —")', () => {
    // JSON's null, past the types: what an answer read without the decoders would hold
    const given = null as unknown as undefined;
    const line = snapshotLine({ ...glance, figures: [{ id: 'galaxy_score', value: given }, { id: 'alt_rank', value: Number.NaN }, { id: 'price', value: 84559.9 }] }, false);
    assert.doesNotMatch(line, /Galaxy Score|AltRank|—:|— ·/);
    assert.match(line, /UTC: Price \$84,559\.90 \(/);
    assert.match(snapshotLine({ ...glance, figures: [{ id: 'galaxy_score', value: given }] }, false), /UTC: no figures \(/);
  });

  it('escapes a title VS Code\'s preview would read as math', () => {
    assert.match(snapshotLine({ ...glance, title: '$PEPE$ Punks' }, false), /^- \\\$PEPE\\\$ Punks, /);
  });
});

describe('hovers: what a hover costs, against the emulator', () => {
  let emulator: Emulator;
  const roomy = { perMinute: 1000, perDay: 100_000 };
  const TIGHT_KEY = 'hover-test-tight-key';
  before(async () => {
    emulator = await startEmulator({ keys: { [KEY]: { plan: 'builder', ...roomy }, [TIGHT_KEY]: { plan: 'builder', perMinute: 1000, perDay: 10 } } });
  });
  after(async () => emulator.close());

  /** A client of its own (an empty cache); `requests` counts those the service answered (a refusal of the client's own is logged without a status). */
  const fresh = (perDay = roomy.perDay): { client: SocialClient; requests: () => number } => {
    const h = clientFor(emulator, { plan: 'enterprise', customLimits: { perMinute: roomy.perMinute, perDay }, ...(perDay < roomy.perDay ? { getKey: async () => TIGHT_KEY } : {}) });
    return { client: h.client, requests: () => h.log.filter((e) => e.outcome === 'network' && e.status !== undefined).length };
  };
  const cashtag = (symbol: string) => ({ kind: 'cashtag', symbol, start: 0, end: symbol.length + 1 }) as const;

  it('a topic the key\'s plan excludes (Hobby): said with the plan it needs, no request, hover after hover', async () => {
    const f = fresh();
    const named = { kind: 'subject', ref: { kind: 'topic', id: 'bitcoin', title: 'bitcoin' }, start: 0, end: 8 } as const;
    for (let i = 0; i < 3; i++) {
      const looked = await lookFor(f.client, named, undefined, 'market');
      assert.ok('missing' in looked && /Individual plan or higher; no request was sent/.test(looked.missing), JSON.stringify(looked));
    }
    assert.equal(f.requests(), 0);
  });

  it('a cashtag cold: one request (the coins page), then none', async () => {
    const { client, requests } = fresh();
    const first = await lookFor(client, cashtag('BTC'));
    assert.ok('glance' in first, JSON.stringify(first));
    assert.equal(first.glance.ref.kind, 'coin');
    assert.equal(first.glance.read.op, 'coinsListV2');
    assert.ok(first.glance.figures.find((f) => f.id === 'price')?.value! > 0);
    assert.equal(requests(), 1);
    await lookFor(client, cashtag('BTC'));
    await lookFor(client, cashtag('ETH'));
    assert.equal(requests(), 1, 'answered from the cached page');
  });

  it("a stock's cashtag: the stocks page, once the coins page is cached without it", async () => {
    const { client, requests } = fresh();
    await lookFor(client, cashtag('BTC'));
    const tesla = await lookFor(client, cashtag('TSLA'));
    assert.ok('glance' in tesla, JSON.stringify(tesla));
    assert.equal(tesla.glance.ref.kind, 'stock');
    assert.equal(requests(), 2);
    const none = await lookFor(client, cashtag('ZZZQQQ'));
    assert.ok('missing' in none && /not among the 100 largest coins or stocks/.test(none.missing));
    assert.equal(requests(), 2, 'nothing more to ask once both pages are cached');
  });

  it("a stock's cashtag cold: the coins page, said as what was looked at; the next hover finds it among the stocks", async () => {
    const { client, requests } = fresh();
    const first = await lookFor(client, cashtag('TSLA'));
    assert.ok('missing' in first && first.missing === '$TSLA is not among the 100 largest coins; hover again to look among the 100 largest stocks.', JSON.stringify(first));
    assert.equal(requests(), 1);
    const again = await lookFor(client, cashtag('TSLA'));
    assert.ok('glance' in again && again.glance.ref.kind === 'stock', JSON.stringify(again));
    assert.equal(requests(), 2);
  });

  it('an NFT address by its slug: its own answer, with the currency of its row on the cached page (no request for it)', async () => {
    const { client, requests } = fresh();
    const listed = (await client.nftsListV2(PINNED_COINS_PAGE)).data.find((n) => n.base_crypto)!;
    const slug = String((await client.nft(String(listed.id))).config.slug);
    const before = requests();
    const looked = await lookFor(client, { kind: 'subject', ref: nftRef(slug), start: 0, end: slug.length });
    assert.ok('glance' in looked, JSON.stringify(looked));
    assert.equal(looked.glance.read.op, 'nft');
    assert.equal(looked.glance.currency, listed.base_crypto);
    assert.equal(requests() - before, 1, 'the collection by its slug; the page from the cache');
  });

  it('a topic: its summary once, with its sentiment derived as everywhere', async () => {
    const { client, requests } = fresh();
    const topic = await lookFor(client, { kind: 'subject', ref: { kind: 'topic', id: 'bitcoin', title: 'bitcoin' }, start: 0, end: 8 });
    assert.ok('glance' in topic, JSON.stringify(topic));
    assert.ok(topic.glance.figures.some((f) => f.id === 'topic_sentiment' && f.value !== undefined));
    assert.equal(requests(), 1);
  });

  it('takes the page the Watchlist read up to an hour ago, past its freshness, and says how old it is; older, it asks once', async () => {
    let client: SocialClient | undefined;
    const clock = new VirtualClock(Date.now(), { busy: () => (client?.quota().inFlight ?? 0) > 0 });
    const h = clientFor(emulator, { plan: 'enterprise', customLimits: roomy, clock });
    client = h.client;
    const requests = (): number => h.log.filter((e) => e.outcome === 'network' && e.status !== undefined).length;
    const read = await lookFor(h.client, cashtag('BTC'));
    assert.ok('glance' in read);
    clock.advance(50 * 60_000);
    const later = await lookFor(h.client, cashtag('ETH'));
    assert.ok('glance' in later, JSON.stringify(later));
    assert.equal(requests(), 1, '50 minutes on: from the cache, though no longer fresh');
    assert.equal(later.glance.receivedAt, read.glance.receivedAt, 'with the age of the answer it shows');
    clock.advance(HOVER_MAX_AGE_MS - 50 * 60_000 + 60_000);
    await lookFor(h.client, cashtag('BTC'));
    assert.equal(requests(), 2, 'over an hour old: the page is asked again');
    h.client.dispose();
  });

  it("sends nothing into the day's reserve: the hover says why instead", async () => {
    const { client, requests } = fresh(10);
    for (const topic of ['bitcoin', 'ethereum', 'solana', 'ai', 'nvidia', 'dogecoin', 'xrp', 'cardano']) await client.topic(topic);
    assert.equal(requests(), 8);
    const looked = await lookFor(client, cashtag('BTC'));
    assert.ok('missing' in looked && /kept for what you open yourself/.test(looked.missing), JSON.stringify(looked));
    assert.equal(requests(), 8);
  });
});
