// What each surface outside the panels shows of a figure, read as a person reads it, over the
// emulator's answers: a label of the catalogue followed by a value must be the catalogue's label
// exactly, and its value in that figure's format (test/unit/figure-shapes.ts). The trees' rows and
// tooltips (Trending Topics, Categories, Coins, Stocks, the Watchlist of every kind), the
// hovers' figures and the snapshot they insert, the ticker, the digest and the alerts' rows. The
// panels' pages are read the same way in a real VS Code (test/e2e/figures-path.mjs).
import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { allFigures, figure, FIGURE_IDS } from '../../src/shared/figures/catalogue';
import { figureWords, formatFigure } from '../../src/shared/figures/format';
import { loadCategories } from '../../src/features/trees/categories';
import { COIN_TREE, loadMarketTree, STOCK_TREE } from '../../src/features/trees/coins';
import { DEFAULT_COIN_SORT } from '../../src/shared/queries/coinSort';
import { loadTrendingTopics } from '../../src/features/trees/topics';
import { loadWatchlist } from '../../src/features/trees/watchlist';
import type { LoadContext, TreeNode } from '../../src/editor/treeKit/core/node';
import { tooltipText } from '../../src/editor/treeKit/core/node';
import { figureLine } from '../../src/editor/treeKit/figureLines';
import { lookFor } from '../../src/features/hovers/core/fetch';
import { snapshotLine } from '../../src/features/hovers/core/glance';
import { chosenPins } from '../../src/features/ticker/core/choose';
import { tickerEntry } from '../../src/features/ticker/core/entry';
import { checkTickerSettings } from '../../src/features/ticker/core/settings';
import { WatchlistFigures } from '../../src/editor/watchlist/figures';
import { buildRule } from '../../src/features/alerts/core/flow';
import { initialState } from '../../src/features/alerts/core/evaluate';
import { METRIC_INFO, METRICS, metricsFor, type AlertKind } from '../../src/features/alerts/core/model';
import { ruleRow } from '../../src/features/alerts/core/rows';
import type { ItemRef } from '../../src/shared/items';
import { FORMAT_SHAPES, inFormat, readingsIn, type Reading } from './figure-shapes';
import { costRun, TEN_PINS } from './digest-watchlist';
import { clientForSuite } from './client-helpers';

/** A markdown text as it reads: escapes undone, hard breaks as new lines. */
function asRead(md: string): string {
  return md.replace(/\\\n/g, '\n').replace(/\\([!-/:-@[-`{-~])/g, '$1');
}

/** The readings of `texts`, the problems of them all, and how many were read. */
function read(where: string, texts: readonly (string | undefined)[]): { readings: Reading[]; problems: string[] } {
  const readings = texts.flatMap((t) => (t ? readingsIn(asRead(t)) : []));
  return { readings, problems: readings.filter((r) => r.problem).map((r) => `${where}: ${r.problem}`) };
}

function assertRead(where: string, texts: readonly (string | undefined)[], atLeast: number): void {
  const { readings, problems } = read(where, texts);
  assert.deepEqual(problems, [], `${where}: a figure not as the catalogue writes it`);
  assert.ok(readings.length >= atLeast, `${where}: ${readings.length} figures read, ${atLeast} expected at least: ${readings.map((r) => `${r.label} ${r.value}`).join('; ')}`);
}

/** Each node's label, description and tooltip, and those of its children one level down. */
async function treeTexts(nodes: readonly TreeNode[], ctx: LoadContext, depth = 1): Promise<string[]> {
  const out: string[] = [];
  for (const n of nodes) {
    out.push(n.label, n.description ?? '', tooltipText(n) ?? '');
    if (depth > 0) {
      const kids = n.children ?? (n.load ? (await n.load(ctx)).nodes : []);
      out.push(...await treeTexts(kids, ctx, depth - 1));
    }
  }
  return out;
}

describe('figures shown: the catalogue\'s shapes', () => {
  it('every figure\'s value, as the one formatter writes it, is in its format\'s shape', () => {
    // the magnitudes the service sends: from a hundred-millionth (a coin's price) to trillions
    const values = fc.oneof(fc.double({ min: -1e13, max: 1e13, noNaN: true }), fc.double({ min: -2, max: 2, noNaN: true }), fc.integer({ min: 0, max: 100 }))
      .filter((n) => n === 0 || Math.abs(n) >= 1e-8);
    for (const id of FIGURE_IDS) {
      const def = figure(id);
      fc.assert(fc.property(values, (n) => {
        // a price, a sentiment, a share or a rank is never negative; a correlation is within ±1, stars 1 to 5
        const clamp = (lo: number, hi: number): number => Math.max(lo, Math.min(hi, n));
        const v = def.format === 'correlation' ? clamp(-1, 1) : def.format === 'stars' ? clamp(1, 5)
          : ['price', 'crypto', 'sentiment', 'share', 'rank', 'supply'].includes(def.format) ? Math.abs(n) : n;
        for (const shown of [formatFigure(id, v, { currency: 'eth' }), figureWords(id, v, { currency: 'eth' }), formatFigure(id, v, { compact: true })]) {
          if (!inFormat(def, shown)) throw new Error(`${id} (${def.format}) ${v}: "${shown}"`);
        }
      }), { numRuns: 60 });
    }
  });

  it('refuses what the figures issue saw: a sentiment to a decimal, cents on a market cap, a floor with no unit or another\'s, a price without cents', () => {
    const refused: [string, string][] = [
      ['Sentiment', '81.6%'], ['Market cap', '$1,753,895.6M'], ['Market cap', '$1753.90B'], ['Floor price', '8.96'],
      ['Price', '$84,559.9'], ['Change 24 h', '4.83%'], ['AltRank', '2'], ['Floor price', '8.96 in dollars'], ['Floor price', '8.96 eth'],
    ];
    for (const [label, value] of refused) {
      const def = allFigures().find((f) => f.label === label);
      assert.ok(def, label);
      assert.equal(inFormat(def, value), false, `${label} "${value}"`);
    }
    assert.ok(Object.keys(FORMAT_SHAPES).length === new Set(allFigures().map((f) => f.format)).size);
  });

  it('reads a label\'s variant or a retired label as a problem, and prose as no reading', () => {
    const problems = (t: string): string[] => readingsIn(t).flatMap((r) => (r.problem ? [r.problem] : []));
    assert.deepEqual(problems('**Galaxy Score**: 63 · Price $84,559.90 · Sentiment 79% positive'), []);
    assert.equal(readingsIn('**Galaxy Score**: 63 · Price $84,559.90 · Sentiment 79% positive').length, 3);
    assert.equal(problems('Galaxy score 63').length, 1);
    assert.equal(problems('Posts active 1,234').length, 1);
    assert.equal(problems('Sentiment 81.6%').length, 1);
    assert.deepEqual(readingsIn('Sentiment leaves neutral posts out; the price is the latest trade.'), []);
    assert.deepEqual(problems('Floor price 8.96 ETH · Floor price 8.96 in the collection\'s currency'), []);
    assert.equal(problems('Floor price 8.96 in dollars').length, 1, 'an amount in words that are not the catalogue\'s');
  });
});

describe('figures shown: the surfaces outside the panels, over the emulator', function () {
  this.timeout(180_000);
  const suite = clientForSuite();
  let ctx: LoadContext;

  before(async () => {
    ctx = { client: suite.client, options: {}, now: Date.now() };
  });

  it('the trees: rows and tooltips of Trending Topics, Categories, Coins and Stocks', async () => {
    assertRead('Trending Topics', await treeTexts((await loadTrendingTopics(ctx)).nodes.slice(0, 5), ctx), 15);
    assertRead('Categories', await treeTexts((await loadCategories(ctx)).nodes.slice(0, 3), ctx), 6);
    for (const [list, tree] of [['coins', COIN_TREE], ['stocks', STOCK_TREE]] as const) {
      const loaded = await loadMarketTree(ctx, tree, DEFAULT_COIN_SORT, 1);
      assertRead(list, await treeTexts(loaded.nodes.slice(0, 8), ctx, 0), 8);
    }
  });

  it('the Watchlist of every kind and the ticker that reads it', async () => {
    const figures = new WatchlistFigures();
    const { nodes } = await loadWatchlist(ctx, TEN_PINS, figures);
    assertRead('Watchlist', await treeTexts(nodes, ctx, 0), TEN_PINS.length);
    const settings = checkTickerSettings({ items: undefined, max: 20, topicFigure: undefined });
    for (const topicFigure of ['rank', 'interactions'] as const) {
      const entries = chosenPins(TEN_PINS, (p) => figures.get(p), settings).map((r) => tickerEntry(r, topicFigure));
      assert.ok(entries.length >= 8, `${entries.length} ticker entries`);
      assertRead(`ticker (${topicFigure})`, entries.map((e) => e.tooltip), entries.length);
    }
  });

  it('the hovers: each figure of a cashtag, a topic, a category and an NFT, and the snapshot they insert', async () => {
    const nft = suite.emulator.data.nfts[0]!;
    const named = [
      { kind: 'cashtag' as const, symbol: 'BTC', start: 0, end: 4 },
      { kind: 'cashtag' as const, symbol: 'TSLA', start: 0, end: 5 },
      ...([{ kind: 'topic', id: 'bitcoin', title: 'bitcoin' }, { kind: 'category', id: 'cryptocurrencies', title: 'Cryptocurrencies' },
        { kind: 'nft', id: String(nft.id), title: nft.name }] satisfies ItemRef[]).map((ref) => ({ kind: 'subject' as const, ref, start: 0, end: 8 })),
    ];
    for (const n of named) {
      const looked = await lookFor(suite.client, n);
      assert.ok('glance' in looked, `${JSON.stringify(n)}: ${'missing' in looked ? looked.missing : ''}`);
      const g = looked.glance;
      const lines = g.figures.map((f) => figureLine(f.id, f.value, { currency: g.currency }));
      assertRead(`hover ${g.title}`, [...lines, snapshotLine(g, false)], 2 * g.figures.filter((f) => f.value !== undefined).length);
    }
  });

  it('the digest of a watchlist of every kind', async () => {
    const run = await costRun('builder');
    try {
      const { composed } = await run.run();
      assertRead('digest', [composed.body], 10);
    } finally {
      await run.close();
    }
  });

  it('the alerts\' rows: each metric\'s last value, on its row and in its tooltip', () => {
    const subjects: Record<AlertKind, ItemRef> = {
      topic: { kind: 'topic', id: 'bitcoin', title: 'Bitcoin' }, category: { kind: 'category', id: 'defi', title: 'DeFi' },
      coin: { kind: 'coin', id: '1', title: 'Bitcoin (BTC)' }, stock: { kind: 'stock', id: 'TSLA', title: 'Tesla' },
      nft: { kind: 'nft', id: '1', title: 'CryptoPunks' }, creator: { kind: 'creator', id: 'twitter::1', title: 'someone' },
    };
    const now = Date.now();
    const texts: string[] = [];
    for (const metric of METRICS) {
      const kind = (Object.keys(subjects) as AlertKind[]).find((k) => metricsFor(k).includes(metric));
      assert.ok(kind, metric);
      const condition = METRIC_INFO[metric].seriesOnly ? 'unusual' as const : 'above' as const;
      const rule = buildRule({ subject: subjects[kind], metric, condition, value: 3 }, now);
      assert.ok(typeof rule !== 'string', `${metric}: ${String(rule)}`);
      const value = { money: 84_559.9, crypto: 8.96, percent: 12.5, rank: 4, count: 1_234_567, score: 63.2 }[METRIC_INFO[metric].unit];
      const row = ruleRow(rule, { ...initialState(), status: 'armed', lastValue: value, checkedAt: now }, now);
      texts.push(row.description ?? '', typeof row.tooltip === 'string' ? row.tooltip : '');
    }
    assertRead('alerts', texts, METRICS.length);
  });
});
