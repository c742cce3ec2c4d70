// The market panel and market tables over real HTTP against the emulator: on Hobby nothing is
// refused for the plan, stock and NFT lists come in pages within their limit of 100, and the
// new message and its exports are checked.
import * as assert from 'node:assert/strict';
import type { RequestLogEntry, SocialClient } from '../../src/service/api/service';
import { startEmulator, type Emulator } from '../../src/service/demo/server';
import type { ItemRef } from '../../src/shared/items';
import { loadSection, type Emit } from '../../src/features/panels/loaders';
import { buildMarkdown } from '../../src/shared/render/markdown';
import type { PanelData } from '../../src/shared/render/panelData';
import { metaParts } from '../../src/shared/render/marketMarkdown';
import { buildTable } from '../../src/shared/render/tables';
import { parseCsv, toCsv } from '../../src/shared/protocol/csv';
import { isMarketTableRef, isOpenableRef, isWebviewMessage } from '../../src/shared/protocol/guards';
import type { LoadMessage } from '../../src/shared/protocol/messages';
import { DEFAULT_SERIES, VIEW_SECTIONS, type ViewKind } from '../../src/shared/protocol/views';
import { clientFor } from './client-helpers';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { useBundle } from '../../src/shared/format/l10n';

const ENGLISH = JSON.parse(readFileSync(path.join(__dirname, '../../../l10n/bundle.l10n.json'), 'utf8')) as Record<string, string>;

const HOBBY_KEYS = ['k-hobby-coin', 'k-hobby-stock', 'k-hobby-nft'] as const;

function message(section: string): LoadMessage {
  switch (section) {
    case 'series': return { type: 'load', section, query: DEFAULT_SERIES };
    case 'stocks':
    case 'nfts':
      return { type: 'load', section, query: { source: 'v2' } };
    default: return { type: 'load', section: section as 'quote' | 'meta' };
  }
}

/** Every section of a panel, loaded as the webview host loads them; what each emitted, kept as PanelData. */
async function openPanel(client: SocialClient, view: ViewKind, ref: ItemRef, socialData: boolean): Promise<PanelData> {
  const data: Record<string, { data: unknown; meta: unknown }[]> = {};
  // the changes first: a background request takes a Hobby minute's offscreen share only before
  // the panel's own requests have filled it (the loaders start each section's request at once)
  const sections = VIEW_SECTIONS[view].filter((s) => s !== 'meta' || ref.kind === 'coin')
    .sort((a, b) => Number(b === 'changes') - Number(a === 'changes'));
  await Promise.all(sections.map((section) => loadSection({
    client, view, subject: ref.id, ref, options: { priority: 'view' }, socialData,
    emit: ((s, d, meta) => {
      (data[s] ??= []).push({ data: d, meta });
    }) as Emit,
    progress: () => undefined,
  }, message(section))));
  // a list's pages appended as the host does
  const out: Record<string, unknown> = {};
  for (const [s, pages] of Object.entries(data)) {
    const last = pages[pages.length - 1]!;
    out[s] = pages.length === 1 ? last
      : { data: { ...(last.data as object), rows: pages.flatMap((p) => (p.data as { rows: unknown[] }).rows) }, meta: last.meta };
  }
  return out as PanelData;
}

describe('markets: the market panel and tables against the emulator', () => {
  let emulator: Emulator;

  before(async () => {
    emulator = await startEmulator({
      keys: { 'k-builder': 'builder', ...Object.fromEntries(HOBBY_KEYS.map((k) => [k, 'hobby'])) },
    });
  });

  after(() => emulator.close());

  it('draws a coin, a stock and an NFT collection on Hobby without one request refused for the plan', async () => {
    const coin = emulator.data.coins[0]!;
    const refs: ItemRef[] = [
      { kind: 'coin', id: String(coin.id), title: coin.name },
      { kind: 'stock', id: emulator.data.stocks[0]!.symbol.toLowerCase(), title: 'a stock' },
      { kind: 'nft', id: String(emulator.data.nfts[0]!.id), title: 'a collection' },
    ];
    const log: RequestLogEntry[] = [];
    for (const [i, ref] of refs.entries()) {
      const h = clientFor(emulator, { plan: 'hobby', getKey: async () => HOBBY_KEYS[i]! });
      try {
        const before = h.log.length;
        const d = await openPanel(h.client, 'market', ref, false);
        log.push(...h.log.slice(before));
        assert.ok(d.quote, `${ref.kind}: figures`);
        assert.ok(d.series && d.series.data.points.length > 0, `${ref.kind}: series points`);
        assert.equal(!!d.meta, ref.kind === 'coin', `${ref.kind}: meta only for coins`);
        // the social data is a link away, and on Hobby the panel says why it is not offered
        if (ref.kind !== 'nft') assert.deepEqual(d.quote.data.social, { topic: d.quote.data.social?.topic, allowed: false });
        assert.ok(buildMarkdown({ view: 'market', ref, data: d }).includes('needs a plan with social data') || ref.kind === 'nft');
      } finally {
        h.client.dispose();
      }
    }
    const network = log.filter((e) => e.outcome === 'network');
    // each panel also asks for the notices of data changes (every plan has them), in the background
    assert.deepEqual(network.filter((e) => e.operation !== 'systemChanges').map((e) => e.operation),
      ['coin', 'coinTimeSeriesV2', 'coinMeta', 'stock', 'stockTimeSeriesV2', 'nft', 'nftTimeSeriesV2']);
    assert.equal(network.filter((e) => e.operation === 'systemChanges').length, 3);
    assert.deepEqual(network.filter((e) => e.status !== 200), [], 'no 402 (nor any other refusal) on Hobby');
    assert.ok(!network.some((e) => e.operation.startsWith('topic')), 'no social request: the topic is a link away');
  });

  it('opens a coin with its own three requests and the changes: no lookup of the coin to find a topic first', async () => {
    const h = clientFor(emulator, { getKey: async () => 'k-builder' });
    try {
      const coin = emulator.data.coins[3]!;
      const d = await openPanel(h.client, 'market', { kind: 'coin', id: String(coin.id), title: coin.name }, true);
      assert.deepEqual(h.log.map((e) => e.operation).sort(), ['coin', 'coinMeta', 'coinTimeSeriesV2', 'systemChanges']);
      assert.equal(h.log.filter((e) => e.operation === 'coin').length, 1, 'the coin is asked for once: it is the panel\'s figures');
      assert.equal(d.quote?.data.social?.allowed, true);
      assert.equal(d.quote?.data.social?.topic, coin.topic.toLowerCase());
    } finally {
      h.client.dispose();
    }
  });

  it('draws an NFT collection\'s series v1 when its range is the service\'s own, and only an NFT\'s', async () => {
    const h = clientFor(emulator, { getKey: async () => 'k-builder' });
    try {
      const nft = emulator.data.nfts[1]!;
      const emitted: unknown[] = [];
      const load = (ref: ItemRef): Promise<void> => loadSection({
        client: h.client, view: 'market', subject: ref.id, ref, options: {}, socialData: true,
        emit: ((_s, d) => emitted.push(d)) as Emit, progress: () => undefined,
      }, { type: 'load', section: 'series', query: { bucket: 'hour', fixed: true } });
      await load({ kind: 'nft', id: String(nft.id), title: nft.name });
      const series = emitted[0] as { points: { market_cap?: number; alt_rank?: number }[]; query: unknown };
      assert.deepEqual(h.log.map((e) => e.operation), ['nftTimeSeries']);
      assert.ok(series.points.length > 24 && series.points.every((p) => typeof p.market_cap === 'number' && typeof p.alt_rank === 'number'));
      assert.deepEqual(series.query, { bucket: 'hour', fixed: true });
      await assert.rejects(load({ kind: 'coin', id: '1', title: 'Bitcoin' }), /only NFT collections have a series v1/);
      assert.equal(h.log.length, 1, 'no request for a coin\'s series v1');
      // a fixed series has no interval or range of its own
      for (const query of [{ bucket: 'hour', fixed: true, interval: '1w' }, { bucket: 'hour', fixed: true, start: 1 }, { bucket: 'hour', fixed: 1 }]) {
        assert.equal(isWebviewMessage({ type: 'load', section: 'series', query }), false, JSON.stringify(query));
      }
      assert.equal(isWebviewMessage({ type: 'load', section: 'series', query: { bucket: 'day', fixed: true } }), true);
    } finally {
      h.client.dispose();
    }
  });

  for (const [view, operation, noun] of [['stocks', 'stocksListV2', 'stocks'], ['nfts', 'nftsListV2', 'nfts']] as const) {
    it(`pages the ${noun} table within the service's limit of 100 a page`, async () => {
      const h = clientFor(emulator, { getKey: async () => 'k-builder' });
      try {
        const d = await openPanel(h.client, view, { kind: view === 'stocks' ? 'stock' : 'nft', id: '', title: noun }, true);
        const list = (view === 'stocks' ? d.stocks : d.nfts)!.data;
        const expected = view === 'stocks' ? emulator.data.stocks.length : emulator.data.nfts.length;
        assert.ok(expected > 100, 'more than one page');
        assert.equal(list.rows.length, expected);
        assert.equal(new Set(list.rows.map((r) => String(r.id))).size, expected, 'no row twice');
        assert.equal(h.log.length, Math.ceil(expected / 100));
        for (const e of h.log) {
          assert.equal(e.operation, operation);
          assert.match(e.path, /[?&]limit=100(&|$)/);
        }
        const table = buildTable(view, d, { sort: 'market_cap', desc: true, filter: '', sector: '' })!;
        assert.equal(table.rows.length, expected);
        const caps = table.rows.map((r) => r[table.columns.indexOf('market_cap_usd')] as number);
        assert.deepEqual(caps, [...caps].sort((a, b) => b - a), 'sorted as on screen');
        const filtered = buildTable(view, d, { sort: '', desc: false, filter: String(list.rows[0]!.name), sector: '' })!;
        assert.ok(filtered.rows.length >= 1 && filtered.rows.length < expected);
        const md = buildMarkdown({ view, ref: { kind: 'stock', id: '', title: '' }, data: d });
        assert.match(md, new RegExp(`^# ${view === 'stocks' ? 'Stocks' : 'NFT collections'}\\n`));
        assert.match(md, /the first 50 shown/);
      } finally {
        h.client.dispose();
      }
    });
  }

  it('a contract address with a | or a line break stays in its cell of the Blockchains table', () => {
    const meta = { blockchain: [{ network: 'ethereum', type: 'ERC20', address: '0xabc|0xdef\n## Injected' }] };
    const parts = metaParts({ meta: { data: meta } } as unknown as PanelData);
    const table = parts.find((p) => p.startsWith('## Blockchains'))!;
    assert.equal(table.split('\n').at(-1), '| ethereum | ERC20 | `0xabc\\|0xdef ## Injected` |');
  });

  it('a contract address with backticks is shown as sent, in a longer fence, not with its backticks taken out', () => {
    const meta = { blockchain: [{ network: 'ethereum', type: 'ERC20', address: '0x`ab``c' }] };
    const parts = metaParts({ meta: { data: meta } } as unknown as PanelData);
    const table = parts.find((p) => p.startsWith('## Blockchains'))!;
    assert.equal(table.split('\n').at(-1), '| ethereum | ERC20 | ```0x`ab``c``` |');
  });

  it('exports a coin\'s figures and contracts as CSV, and its meta links only as http(s)', async () => {
    const h = clientFor(emulator, { getKey: async () => 'k-builder' });
    try {
      const coin = emulator.data.coins.find((c) => c.symbol !== 'BTC')!;
      const d = await openPanel(h.client, 'market', { kind: 'coin', id: String(coin.id), title: coin.name }, true);
      const quote = parseCsv(toCsv(buildTable('quote', d)!));
      assert.deepEqual(quote[0], ['figure', 'value']);
      assert.ok(quote.some((r) => r[0] === 'price_usd' && Number(r[1]) > 0));
      assert.ok(quote.some((r) => r[0] === 'topic'));
      const chains = buildTable('blockchains', d)!;
      assert.deepEqual(chains.columns, ['type', 'network', 'address', 'decimals']);
      const md = buildMarkdown({ view: 'market', ref: { kind: 'coin', id: String(coin.id), title: coin.name }, data: d });
      assert.match(md, /## Market\n/);
      assert.match(md, /## Time series\n/);
      assert.doesNotMatch(md, /\]\(<(?!https?:)/, 'every link is http(s)');
      // the title reads in the raw note as written: "# Ethereum (ETH)", not "# Ethereum \(ETH\)"
      assert.ok(md.startsWith(`# ${coin.name} (${coin.symbol})\n`), md.slice(0, 80));
      // the headings are the person's language: with every message in capitals, none stays English
      useBundle(Object.fromEntries(Object.keys(ENGLISH).map((k) => [k, k.toUpperCase()])));
      try {
        const upper = buildMarkdown({ view: 'market', ref: { kind: 'coin', id: String(coin.id), title: coin.name }, data: d });
        for (const heading of ['## MARKET', '## ABOUT', '## LINKS', '## BLOCKCHAINS', '| NETWORK | TYPE | CONTRACT ADDRESS |']) {
          assert.ok(upper.includes(heading), `${heading} in\n${upper}`);
        }
      } finally {
        useBundle(undefined);
      }
    } finally {
      h.client.dispose();
    }
  });

  it('guards the copy message and the market table refs against anything but what they are', () => {
    assert.ok(isWebviewMessage({ type: 'copyAddress', address: '0x6b175474e89094c44da98b954eedeac495271d0f' }));
    const bad: unknown[] = [
      { type: 'copyAddress' }, { type: 'copyAddress', address: '' }, { type: 'copyAddress', address: '   ' },
      { type: 'copyAddress', address: 42 }, { type: 'copyAddress', address: 'a'.repeat(201) },
      { type: 'copyAddress', address: '0xabc\nrm -rf ~' }, { type: 'copyAddress', address: '0xabc\u2028x' },
      { type: 'copyAddress', address: '\u0007' }, { type: 'copyAddress', address: ['0xabc'] },
      { type: 'load', section: 'stocks' }, { type: 'load', section: 'nfts', query: { source: 'v3' } },
      { type: 'load', section: 'quote', query: {} }, { type: 'exportCsv', table: 'contracts' },
      // a pin names no item: the host pins its own panel's
      { type: 'pin', ref: { kind: 'topic', id: 'x', title: 'x' } },
    ];
    assert.ok(isWebviewMessage({ type: 'pin' }));
    for (const m of bad) assert.equal(isWebviewMessage(m), false, JSON.stringify(m));
    // random strings with control characters are refused, printable ones under the bound accepted
    for (let i = 0; i < 500; i++) {
      const text = Array.from({ length: 1 + (i % 60) }, (_, j) => String.fromCharCode((i * 31 + j * 17) % 160)).join('');
      // eslint-disable-next-line no-control-regex
      const printable = !/[\u0000-\u001f\u007f-\u009f]/.test(text) && text.trim().length > 0;
      assert.equal(isWebviewMessage({ type: 'copyAddress', address: text }), printable, JSON.stringify(text));
    }
    for (const kind of ['coin', 'stock', 'nft']) assert.ok(isMarketTableRef({ kind, id: '', title: 'x' }) && isOpenableRef({ kind, id: '', title: 'x' }));
    for (const ref of [{ kind: 'topic', id: '', title: 'x' }, { kind: 'stock', id: '', title: 1 }, { kind: 'creator', id: '', title: '' }]) {
      assert.equal(isOpenableRef(ref), false, JSON.stringify(ref));
    }
    assert.ok(isWebviewMessage({ type: 'load', section: 'stocks', query: { source: 'v1' } }));
    assert.ok(isWebviewMessage({ type: 'exportCsv', table: 'blockchains' }));
  });
});
