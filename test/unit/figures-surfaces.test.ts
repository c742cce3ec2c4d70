// Every surface takes a figure's label, unit and format from the catalogue (src/shared/figures). Two
// checks that fail when one does not: the sources hold no figure label of their own (a label of
// the catalogue, or one of the variants it replaced, written as a literal outside src/shared/figures),
// and what the pure renderers write over the emulator's answers (Copy as Markdown, CSV, notebook
// outputs, chat answers, a comparison) heads every figure as the catalogue does, in its unit.
import * as assert from 'node:assert/strict';
import { PINNED_COINS_PAGE } from '../../src/shared/queries/pinned';
import * as fs from 'node:fs';
import * as path from 'node:path';
import ts from 'typescript';
import { PLANS } from '../../src/service/api/plans';
import { runTool, type ToolClient } from '../../src/features/chat/core/run';
import type { ToolId } from '../../src/features/chat/core/specs';
import { comparisonCsv, comparisonMarkdown } from '../../src/features/compare/copies';
import { loadComparison } from '../../src/features/compare/core/model';
import { allFigures, FIGURE_IDS, type FigureId } from '../../src/shared/figures/catalogue';
import { csvColumn, formatFigure, reportHeader } from '../../src/shared/figures/format';
import { runCategoryTopics, runTop } from '../../src/features/notebook/core/cells/runLists';
import { runSummary } from '../../src/features/notebook/core/cells/runSummary';
import { Tally } from '../../src/features/notebook/core/cells/tally';
import type { CellOutput, CellTable } from '../../src/shared/protocol/cellOutput';
import { cellMarkdown } from '../../src/features/notebook/core/cellMarkdown';
import { buildMarkdown } from '../../src/shared/render/markdown';
import type { PanelData } from '../../src/shared/render/panelData';
import { buildTable } from '../../src/shared/render/tables';
import { clientFor, clientForSuite } from './client-helpers';
import { RETIRED_LABELS } from './figure-shapes';

const ROOT = path.join(__dirname, '../../..');

/** Words that are also a figure's label but, where they stand, name something else: an action, a group of rows. */
const NOT_FIGURES: readonly { file: RegExp; literal: string }[] = [
  { file: /^src\/(features\/alerts\/(commands|register|view)|editor\/treeKit\/render)\.ts$/, literal: 'Open' },
];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

/** Every string literal of a file (template parts too), comments left out: as TypeScript parses them. */
function literals(text: string): { text: string; line: number }[] {
  const file = ts.createSourceFile('scanned.ts', text, ts.ScriptTarget.Latest, true);
  const out: { text: string; line: number }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      out.push({ text: node.text, line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

/** The cells of a markdown table row (escaped pipes stay in their cell). */
function cells(row: string): string[] {
  return row.trim().replace(/^\||\|$/g, '').split(/(?<!\\)\|/).map((c) => c.trim().replace(/\\([|()*_[\]\\-])/g, '$1'));
}

/** The header rows of every markdown table in `md`. */
function tableHeads(md: string): string[][] {
  const lines = md.split('\n');
  return lines.flatMap((l, i) => (l.startsWith('|') && /^\|\s*(-+:?|:?-+)\s*\|/.test(lines[i + 1] ?? '') ? [cells(l)] : []));
}

/** The figure a header names, in any form the code has used: a label, a label with a unit, a retired variant. */
function namedFigure(head: string): FigureId | 'retired' | undefined {
  const bare = head.replace(/\s*\([^)]*\)$/, '').trim().toLowerCase();
  const found = allFigures().find((f) => f.label.toLowerCase() === bare || f.label.toLowerCase() === head.toLowerCase());
  if (found) return found.id;
  return RETIRED_LABELS.some((r) => r.toLowerCase() === head.toLowerCase() || r.toLowerCase() === bare) ? 'retired' : undefined;
}

describe('figures: no surface labels a figure on its own', () => {
  it('no source outside src/shared/figures writes a figure\'s label, or one of the labels the catalogue replaced', () => {
    const labels = new Set([...allFigures().map((f) => f.label), ...RETIRED_LABELS]);
    const found: string[] = [];
    for (const file of sources(path.join(ROOT, 'src'))) {
      const rel = path.relative(ROOT, file).split(path.sep).join('/');
      if (/^src\/(shared\/figures|service\/demo|service\/api)\//.test(rel)) continue;
      for (const l of literals(fs.readFileSync(file, 'utf8'))) {
        const label = l.text;
        // "Galaxy Score: {0}": a figure's line written by hand
        const line = /^([^:{}]+?):\s*\{\d+\}/.exec(label)?.[1];
        const hit = labels.has(label) ? label : line && labels.has(line) ? line : undefined;
        if (hit && !NOT_FIGURES.some((n) => n.file.test(rel) && n.literal === hit)) found.push(`${rel}:${l.line}: "${l.text}"`);
      }
    }
    assert.deepEqual(found, [], 'take the label from src/shared/figures (figure(id).label, figureColumn, figureLine, figureTerm, …)');
  });

  it('no source outside src/shared/figures writes a figure\'s short form by hand ("{0} 24 h", `floor ${…}`): briefFigure writes it', () => {
    // as a message ("{0} 24 h"), or the words around a value in a template (`${change} 24 h`)
    const briefs = allFigures().flatMap((f) => (f.brief ? [f.brief('{0}')] : []));
    const words = new Set(briefs.flatMap((b) => [b, ...b.split('{0}').filter((part) => part.trim())]));
    assert.ok(words.has(' 24 h') && words.has('floor '), [...words].join(' | '));
    const found: string[] = [];
    for (const file of sources(path.join(ROOT, 'src'))) {
      const rel = path.relative(ROOT, file).split(path.sep).join('/');
      if (/^src\/(shared\/figures|service\/demo|service\/api)\//.test(rel)) continue;
      for (const l of literals(fs.readFileSync(file, 'utf8'))) if (words.has(l.text)) found.push(`${rel}:${l.line}: "${l.text}"`);
    }
    assert.deepEqual(found, [], 'write it with briefFigure(id, value) (src/shared/figures/format.ts)');
    assert.deepEqual(literals('const a = `${formatPercent(n, true)} 24 h`;').map((l) => l.text).filter((t) => words.has(t)), [' 24 h'], 'the scan sees a hand-written one');
  });

  it('the scan finds a hand-written label where there is one (it can fail)', () => {
    const hits = literals("const a = l10n.t('Galaxy score'); // 'Posts active'\nconst b = `Social dominance`;").map((l) => l.text);
    assert.deepEqual(hits, ['Galaxy score', 'Social dominance']);
  });
});

describe('figures: what the renderers write heads each figure as the catalogue does', function () {
  this.timeout(120_000);
  const suite = clientForSuite();

  /** Each header of `md`'s tables that names a figure is `expected(id)`; returns how many were checked. */
  function checkHeads(md: string, where: string, expected: (id: FigureId) => string): number {
    let checked = 0;
    for (const head of tableHeads(md).flat()) {
      const id = namedFigure(head);
      if (!id) continue;
      assert.notEqual(id, 'retired', `${where}: a retired label "${head}"`);
      assert.equal(head, expected(id as FigureId), `${where}: "${head}"`);
      checked++;
    }
    return checked;
  }

  const meta = { generated: 1_700_000_000, stale: false, fromCache: false };

  /** A panel's answers: Bitcoin's summary and the first page of coins by market cap. */
  async function bitcoinAndCoins(): Promise<PanelData> {
    const summary = await suite.client.topic('bitcoin');
    const coins = await suite.client.coinsListV2({ sort: 'market_cap', desc: true, limit: 20 });
    return {
      summary: { data: summary.data, meta },
      coins: { data: { coins: coins.data, page: 0, source: 'v2', complete: true }, meta },
    };
  }

  it('Copy as Markdown: the label with its unit over exact values', async () => {
    const data: PanelData = {
      ...await bitcoinAndCoins(),
      topics: { data: (await suite.client.categoryTopics('cryptocurrencies')).data, meta },
    };
    const topic = buildMarkdown({ view: 'topic', ref: { kind: 'topic', id: 'bitcoin', title: 'Bitcoin' }, data });
    const list = buildMarkdown({ view: 'coins', ref: { kind: 'coin', id: '', title: 'Coins' }, data });
    const category = buildMarkdown({ view: 'category', ref: { kind: 'category', id: 'cryptocurrencies', title: 'Cryptocurrencies' }, data });
    assert.ok(checkHeads(topic, 'topic note', (id) => reportHeader(id)) >= 5);
    assert.ok(checkHeads(list, 'coins note', (id) => reportHeader(id)) >= 8);
    assert.ok(checkHeads(category, 'category note', (id) => reportHeader(id)) >= 3);
    // a figure row of the key figures: its label with its unit, its exact value
    const rows = topic.split('\n').filter((l) => l.startsWith('| ')).map(cells);
    let figureRows = 0;
    for (const [head, value] of rows.filter((r) => r.length === 2)) {
      const id = namedFigure(head!);
      if (!id) continue;
      assert.notEqual(id, 'retired', `a retired label "${head}"`);
      assert.equal(head, reportHeader(id as FigureId));
      assert.match(value!, /^(—|[\d,.]+( \(.*\))?)$/, `${head}: an exact value`);
      figureRows++;
    }
    assert.ok(figureRows >= 4, 'the key figures, each a row');
    // a market list's amounts in full: never "$1.8T" in a note
    assert.doesNotMatch(list, /\$[\d.]+[KMBT]\b/);
  });

  it('CSV: every figure\'s column named with its unit', async () => {
    const data: PanelData = {
      ...await bitcoinAndCoins(),
      series: { data: { points: (await suite.client.coinTimeSeriesV2('btc', { bucket: 'day', interval: '1w' })).data, query: { bucket: 'day', interval: '1w' }, bucket: 'day' }, meta },
    };
    const names = (id: 'figures' | 'coins' | 'series' | 'networks'): readonly string[] => {
      const t = buildTable(id, data)!;
      return id === 'figures' ? t.rows.map((r) => String(r[0])) : t.columns;
    };
    const retired = ['market_cap', 'price', 'volume_24h', 'close', 'social_dominance', 'contributors', 'posts', 'rank', 'sentiment'];
    for (const id of ['figures', 'coins', 'series', 'networks'] as const) {
      for (const column of names(id)) {
        assert.ok(!retired.includes(column), `${id}: "${column}" says no unit; the catalogue's is ${(FIGURE_IDS as readonly string[]).includes(column) ? csvColumn(column as FigureId) : '?'}`);
      }
    }
    assert.ok(names('coins').includes('market_cap_usd') && names('series').includes('close_usd') && names('figures').includes('topic_sentiment_percent'));
  });

  it('notebook outputs: the catalogue\'s labels, its one format down each column, NFT prices in their currency', async () => {
    const refs = [{ kind: 'topic' as const, id: 'bitcoin', title: 'Bitcoin' }, { kind: 'coin' as const, id: 'btc', title: 'BTC' },
      { kind: 'nft' as const, id: 'cryptopunks', title: 'CryptoPunks' }];
    const tables: [string, CellTable][] = [
      ['summary', await runSummary(suite.client, refs, {}, new Tally())],
      ['coins top', await runTop(suite.client, { list: 'coins', limit: 15, sort: 'market_cap', desc: true }, {}, new Tally())],
      ['nfts top', await runTop(suite.client, { list: 'nfts', limit: 15, sort: 'market_cap', desc: true }, {}, new Tally())],
      ['category topics', await runCategoryTopics(suite.client, 'cryptocurrencies', {}, new Tally())],
    ];
    for (const [where, table] of tables) {
      const output: CellOutput = { v: 1, title: where, generated: 1_700_000_000, requests: 1, demo: true, notes: [], table };
      const md = cellMarkdown(output);
      assert.ok(checkHeads(md, where, (id) => allFigures().find((f) => f.id === id)!.label) >= 3, where);
      for (const column of table.columns.filter((c) => c.figure)) {
        const i = table.columns.indexOf(column);
        const texts = md.split('\n').filter((l) => l.startsWith('| ')).slice(1).map((l) => cells(l)[i] ?? '').filter((t) => !/^:?-+:?$/.test(t));
        // one format down each column: the catalogue's, never full cents above "$9.7M"
        const expected = table.rows.map((row) => {
          const v = row[i];
          return typeof v === 'number' ? formatFigure(column.figure!, v, { currency: column.currency }) : undefined;
        });
        texts.forEach((t, r) => {
          if (expected[r] !== undefined) assert.equal(t, expected[r], `${where}: ${column.label} row ${r + 1}: ${texts.join(', ')}`);
        });
      }
    }
    const nft = tables[2]![1];
    const floor = nft.columns.find((c) => c.figure === 'floor_price');
    assert.ok(floor, 'the NFT list has its floor price');
    const md = cellMarkdown({ v: 1, title: 'nfts', generated: 0, requests: 0, demo: true, notes: [], table: nft });
    assert.match(md, /\| [\d.,]+ [A-Z]{2,5} \|/, 'a floor price says its currency');
    // the collection named by its slug: the currency of its row on the cached page, found by the id it was answered with
    await suite.client.nftsListV2(PINNED_COINS_PAGE);
    const bySlug = await runSummary(suite.client, [refs[2]!], {}, new Tally());
    assert.match(cellMarkdown({ v: 1, title: 'summary', generated: 0, requests: 0, demo: true, notes: [], table: bySlug }), /\| [\d.,]+ [A-Z]{2,5} \|/, 'its floor in its currency');
  });

  it('a notebook summary reads coins and stocks where the Watchlist does: their list\'s interactions and price, the page counted once (failed before: interactions "—")', async () => {
    const harness = clientFor(suite.emulator);
    try {
      const tally = new Tally();
      const cell = await runSummary(harness.client, [{ kind: 'coin', id: 'btc', title: 'Bitcoin' }, { kind: 'coin', id: 'eth', title: 'Ethereum' }], {}, tally);
      const sent = harness.log.filter((e) => e.outcome === 'network').map((e) => e.operation);
      assert.deepEqual(sent, ['coinsListV2'], 'one page for both coins, no coin asked for alone');
      assert.equal(tally.requests, 1, 'the page\'s one request, counted once for both coins');
      const page = (await harness.client.coinsListV2(PINNED_COINS_PAGE)).data;
      const [btc, eth] = [page.find((c) => c.symbol === 'BTC')!, page.find((c) => c.symbol === 'ETH')!];
      const at = (id: FigureId): number => cell.columns.findIndex((c) => c.figure === id);
      assert.ok(typeof btc.interactions_24h === 'number');
      assert.deepEqual(cell.rows.map((r) => r[at('interactions_24h')]), [btc.interactions_24h, eth.interactions_24h]);
      assert.deepEqual(cell.rows.map((r) => r[at('price')]), [btc.price, eth.price]);
      // a coin off the page, with nothing cached: the page and its own answer, each counted once (failed before: the page went uncounted)
      const off = (await harness.client.coinsListV2({ ...PINNED_COINS_PAGE, limit: 300 })).data[250]!;
      const fresh = clientFor(suite.emulator);
      try {
        const offTally = new Tally();
        await runSummary(fresh.client, [{ kind: 'coin', id: String(off.id), title: off.name ?? '' }], {}, offTally);
        assert.deepEqual(fresh.log.filter((e) => e.outcome === 'network').map((e) => e.operation), ['coinsListV2', 'coin']);
        assert.equal(offTally.requests, 2);
      } finally {
        fresh.client.dispose();
      }
    } finally {
      harness.client.dispose();
    }
  });

  it('chat answers and a comparison head each figure with its label', async () => {
    const env = { client: async () => suite.client as ToolClient, state: () => ({ plan: PLANS.builder, mode: 'key' as const }), now: () => Date.now() };
    const label = (id: FigureId): string => allFigures().find((f) => f.id === id)!.label;
    const calls: [ToolId, Record<string, unknown>][] = [['trending', { limit: 5 }], ['market', { asset: 'coins', limit: 5 }],
      ['compare', { topics: ['bitcoin', 'solana'] }], ['category', { category: 'cryptocurrencies', limit: 5 }]];
    for (const [tool, input] of calls) {
      const r = await runTool(tool, input, env);
      assert.ok(r.ok, r.text);
      // the compare tool heads its rows, not its columns: its metric column is checked by row
      const rowHeads = r.text.split('\n').filter((l) => l.startsWith('| ')).map((l) => cells(l)[0]!);
      let checked = checkHeads(r.text, tool, label);
      for (const head of rowHeads) {
        const id = namedFigure(head);
        if (id && id !== 'retired') {
          assert.equal(head, label(id));
          checked++;
        }
      }
      assert.ok(checked >= 3, `${tool}: figures checked`);
    }
    const subjects = await loadComparison(suite.client, [{ kind: 'coin', id: 'btc', title: 'BTC' }, { kind: 'coin', id: 'eth', title: 'ETH' }], {});
    const md = comparisonMarkdown(subjects);
    const rowHeads = md.split('\n').filter((l) => l.startsWith('| ')).slice(2).map((l) => cells(l)[0]!);
    for (const head of rowHeads) assert.equal(namedFigure(head) === 'retired', false, `compare: "${head}"`);
    // a copy writes what the service sent as every report does: the unit in the row's head
    assert.ok(rowHeads.includes(reportHeader('market_cap')) && rowHeads.includes(reportHeader('galaxy_score')), rowHeads.join(', '));
    assert.equal(reportHeader('market_cap'), `${label('market_cap')} (USD)`);
    assert.match(comparisonCsv(subjects), /^market_cap_usd,/m, 'the comparison\'s CSV names the unit');
  });
});
