// The catalogue of figures (src/shared/figures): every figure complete and read from operations that
// exist; the one formatter by context (a column in one unit, a report's exact value with its unit
// in the header, a crypto price with its currency); and each derivation against the emulator's
// answers, with every surface that shows the derived figure reading the same value from it.
import * as assert from 'node:assert/strict';
import { fetchSnapshot } from '../../src/features/alerts/core/snapshot';
import { METRIC_INFO, METRICS as ALERT_METRICS } from '../../src/features/alerts/core/model';
import { OPERATIONS, type OperationId } from '../../src/service/api/operations';
import { runTool, type ToolClient } from '../../src/features/chat/core/run';
import { PLANS } from '../../src/service/api/plans';
import { COMPARE_FIGURES } from '../../src/features/compare/figures';
import { loadSubject } from '../../src/features/compare/core/model';
import { allFigures, figure, FIGURE_IDS } from '../../src/shared/figures/catalogue';
import { indexTo100, percentChange, positiveShare, shareOf, topicSentiment, vsMedian } from '../../src/shared/figures/derive';
import { answerWords, figureTitle, readWords, seriesPointWords } from '../../src/shared/figures/describe';
import { briefFigure, csvColumn, exactFigure, figureWords, formatFigure, reportHeader } from '../../src/shared/figures/format';
import { runSummary } from '../../src/features/notebook/core/cells/runSummary';
import { Tally } from '../../src/features/notebook/core/cells/tally';
import { columnTexts, MARKET_LISTS, type ListRow } from '../../src/shared/protocol/marketLists';
import { DEFAULT_COINS_VIEW } from '../../src/shared/protocol/views';
import { marketListPart } from '../../src/shared/render/marketMarkdown';
import { QUOTE_FIGURES } from '../../src/shared/protocol/marketQuote';
import { METRICS } from '../../src/shared/protocol/metrics';
import { buildTable } from '../../src/shared/render/tables';
import { clientForSuite } from './client-helpers';

describe('figures: the catalogue', () => {
  it('names, defines, formats and sources every figure, each label once', () => {
    const figures = allFigures();
    assert.equal(figures.length, FIGURE_IDS.length);
    for (const f of figures) {
      assert.ok(f.label.trim(), `${f.id}: a label`);
      assert.ok(f.definition.trim().length > 20 && /\.$/.test(f.definition), `${f.id}: a definition in a sentence`);
      const ops = Object.keys(f.readFrom) as OperationId[];
      assert.ok(ops.length > 0, `${f.id}: read from some answer`);
      for (const op of ops) assert.ok(op in OPERATIONS, `${f.id}: ${op} is an operation`);
    }
    const labels = figures.map((f) => f.label);
    assert.deepEqual(labels.filter((l, i) => labels.indexOf(l) !== i), [], 'two figures never share a label');
  });

  it('is where every list of figures takes its figures from: charts, market tables, quotes, compare, alerts', () => {
    for (const m of METRICS) assert.equal(m.label, figure(m.key).label, `chart metric ${m.key}`);
    for (const list of Object.values(MARKET_LISTS)) {
      for (const c of list.columns) if (c.figure) assert.equal(c.label, figure(c.figure).label, `${list.kind} column ${c.key}`);
    }
    for (const q of QUOTE_FIGURES) assert.equal(q.label, figure(q.figure).label);
    for (const r of COMPARE_FIGURES) assert.equal(r.label, figure(r.figure).label);
    for (const m of ALERT_METRICS) assert.equal(METRIC_INFO[m].label, figure(METRIC_INFO[m].figure).label, `alert metric ${m}`);
  });

  it('says where and when a figure was read, and what it is', () => {
    assert.equal(answerWords('coinsListV2'), 'coins list');
    assert.equal(readWords({ op: 'coinsList', generated: Date.UTC(2026, 10, 22, 14, 0) / 1000 }), 'coins list (cached), 14:00 UTC');
    assert.match(figureTitle('sentiment', { op: 'coinsListV2' }), /^Sentiment: How positive the posts about the subject are, as the service measures it.* \(from the coins list\)$/);
    assert.match(figureTitle('topic_sentiment', { op: 'topic' }), /^Sentiment across networks: .* \(from the topic summary, last 24 h\)$/);
    // a chart's readout: its values are one point of a series (not a list's 24 h figure), in answerWords' words
    assert.equal(answerWords('coinTimeSeriesV2'), 'series point');
    assert.equal(seriesPointWords(3600), 'Series point by hour');
    assert.equal(seriesPointWords(86_400), 'Series point by day');
  });
});

describe('figures: one formatter, by context', () => {
  it('on screen: a price to the cent, an amount compact, a sentiment whole, a rank with #, a change signed', () => {
    assert.equal(formatFigure('price', 84559.9), '$84,559.90');
    assert.equal(formatFigure('price', 0.00001234), '$0.00001234');
    assert.equal(formatFigure('market_cap', 1_753_895_600_000), '$1.8T');
    assert.equal(formatFigure('sentiment', 81.6), '82%');
    assert.equal(figureWords('sentiment', 73.9), '74% positive');
    assert.equal(formatFigure('alt_rank', 2), '#2');
    assert.equal(formatFigure('percent_change_24h', 4.83), '+4.83%');
    assert.equal(formatFigure('percent_change_24h', undefined), '—');
  });

  it('a volatility, a small fraction as the service sends it, keeps its digits: never "0" (failed before)', () => {
    assert.equal(formatFigure('volatility', 0.0123), '0.0123');
    assert.equal(formatFigure('volatility', 0.00864), '0.00864');
    assert.equal(formatFigure('volatility', 1.5), '1.5');
    assert.equal(formatFigure('volatility', 1234.56), '1,234.6');
    assert.equal(formatFigure('galaxy_score', 66.04), '66');
  });

  it('a price in a currency of its own says it', () => {
    assert.equal(formatFigure('floor_price', 8.96, { currency: 'eth' }), '8.96 ETH');
    assert.equal(formatFigure('price_btc', 0.00001234), '0.00001234 BTC');
  });

  it('an NFT floor whose currency the answer did not send says so in words, never a bare "8.96"', () => {
    // the collection's own answer (/nfts/{nft}/v1) sends no base_crypto; only the list's rows do
    assert.equal(formatFigure('floor_price', 8.96), '8.96 in the collection\'s currency');
    assert.equal(formatFigure('floor_price', 8.96, { currency: ' ' }), '8.96 in the collection\'s currency');
    assert.equal(figureWords('floor_price', 8.96), '8.96 in the collection\'s currency');
    assert.equal(briefFigure('floor_price', 8.96), 'floor 8.96 in the collection\'s currency');
    assert.equal(briefFigure('floor_price', 8.96, { currency: 'eth' }), 'floor 8.96 ETH');
    assert.equal(formatFigure('floor_price', undefined), '—', 'no floor: no words');
    assert.equal(formatFigure('price_btc', 0.5), '0.5 BTC', 'a price in bitcoin knows its currency');
    // a market list's markdown: the exact value with the row's currency, or the words without one
    const rows: ListRow[] = [{ id: 1, name: 'A', base_crypto: 'eth', floor_price: 8.96 } as ListRow, { id: 2, name: 'B', floor_price: 1.5 } as ListRow];
    const md = marketListPart('nft', rows, DEFAULT_COINS_VIEW, 'v2');
    assert.match(md, /\| 8\.96 ETH \|/, 'the currency in capitals, as on screen');
    assert.match(md, /\| 1\.5 in the collection's currency \|/);
  });

  it('a currency the service names in anything but a code\'s letters is not shown as the unit: the words stand in', () => {
    for (const text of ['<img src=x onerror=alert(1)>', 'ETH <script>x</script>', '$(alert) ETH', 'E', 'ETHEREUMCLASSIC1']) {
      assert.equal(formatFigure('floor_price', 8.96, { currency: text }), '8.96 in the collection\'s currency', text);
      assert.equal(reportHeader('floor_price', { currency: text }), 'Floor price (collection currency)', text);
    }
    const md = marketListPart('nft', [{ id: 1, name: 'A', base_crypto: '</td><b>x', floor_price: 8.96 } as ListRow], DEFAULT_COINS_VIEW, 'v2');
    assert.match(md, /\| 8\.96 in the collection's currency \|/);
    assert.doesNotMatch(md, /<b>/);
  });

  it('a dollar amount reads compact with its own letter, never one forced scale ("$1,753,895.6M")', () => {
    const values = [1_753_895_600_000, 9_700_000, 31_368, 2_400_000, undefined];
    assert.deepEqual(values.map((v) => formatFigure('market_cap', v)), ['$1.8T', '$9.7M', '$31.4K', '$2.4M', '—']);
    // prices are to the cent in any column: never "$31,368.00" above "$9.7M"
    assert.deepEqual([31_368, 9_700_000].map((v) => formatFigure('price', v)), ['$31,368.00', '$9,700,000.00']);
  });

  it('a report keeps the exact value and puts the unit in the header; a CSV column names its unit', () => {
    assert.equal(exactFigure(1_738_406_563_899), '1,738,406,563,899');
    assert.equal(exactFigure(81.63), '81.63');
    // a billionth of a dollar keeps every digit the screen shows ($0.000000001523), never rounded to ten places
    assert.equal(exactFigure(1.523e-9), '0.000000001523');
    assert.equal(exactFigure(4.5e-11), '0.000000000045');
    assert.equal(exactFigure(0.1 + 0.2), '0.3');
    assert.equal(exactFigure(9_007_199_254_740_992), '9,007,199,254,740,992', 'a whole number in full');
    assert.equal(reportHeader('market_cap'), 'Market cap (USD)');
    assert.equal(reportHeader('sentiment'), 'Sentiment (%)');
    assert.equal(reportHeader('floor_price', { currency: 'eth' }), 'Floor price (ETH)');
    assert.equal(reportHeader('galaxy_score'), 'Galaxy Score');
    assert.equal(csvColumn('market_cap'), 'market_cap_usd');
    assert.equal(csvColumn('percent_change_24h'), 'percent_change_24h');
    assert.equal(csvColumn('sentiment'), 'sentiment_percent');
    assert.equal(csvColumn('interactions_24h'), 'interactions_24h');
  });
});

describe('figures: each derivation against the emulator, and every surface reading it', function () {
  this.timeout(60_000);
  const suite = clientForSuite();

  it('a topic\'s sentiment: its networks\' shares weighted by their interactions, to one decimal', async () => {
    for (const topic of ['bitcoin', 'solana', 'ethereum']) {
      const s = (await suite.client.topic(topic)).data;
      let sum = 0;
      let weight = 0;
      for (const [n, v] of Object.entries(s.types_sentiment)) {
        sum += v * (s.types_interactions[n] ?? 0);
        weight += s.types_interactions[n] ?? 0;
      }
      assert.ok(weight > 0, `${topic}: interactions by network`);
      assert.equal(topicSentiment(s), Math.round((sum / weight) * 10) / 10, topic);
    }
  });

  it('the topic sentiment every surface shows is the one derivation: panel export, notebook, compare, alerts, chat', async () => {
    const s = (await suite.client.topic('bitcoin')).data;
    const derived = topicSentiment(s)!;
    const ref = { kind: 'topic' as const, id: 'bitcoin', title: 'Bitcoin' };
    const csv = buildTable('figures', { summary: { data: s, meta: { generated: 0, stale: false, fromCache: false } } })!;
    assert.equal(csv.rows.find((r) => r[0] === 'topic_sentiment_percent')?.[1], derived, 'the panel\'s figures CSV');
    const cell = await runSummary(suite.client, [ref], {}, new Tally());
    assert.equal(cell.rows[0]![cell.columns.findIndex((c) => c.figure === 'topic_sentiment')], derived, 'a notebook cell');
    assert.equal((await loadSubject(suite.client, ref, {})).figures.topicSentiment, derived, 'compare');
    assert.equal((await fetchSnapshot(suite.client, ref, {})).values.topicSentiment, derived, 'an alert\'s check');
    const chat = await runTool('topic', { topic: 'bitcoin', include: ['summary'] },
      { client: async () => suite.client as ToolClient, state: () => ({ plan: PLANS.builder, mode: 'key' }), now: () => Date.now() });
    assert.ok(chat.text.includes(`Sentiment across networks ${formatFigure('topic_sentiment', derived)}`), `a chat answer: ${chat.text}`);
  });

  // The summary sends sentiment per network only; the coins list sends the service's own sentiment
  // of the asset. On the real service the two differ (88% and 79% for one subject), so they are two
  // figures, each with its label and definition, and no surface shows the one under the other's name.
  it('a topic\'s sentiment across networks and a coin\'s own sentiment are two figures, labelled apart on every surface', async () => {
    const topicFigure = figure('topic_sentiment');
    const listFigure = figure('sentiment');
    assert.notEqual(topicFigure.label, listFigure.label);
    assert.notEqual(topicFigure.definition, listFigure.definition);
    assert.deepEqual(Object.values(topicFigure.readFrom), ['types_sentiment', 'types_sentiment'], 'the derived figure is read from the summaries alone');
    assert.ok(!Object.values(listFigure.readFrom).includes('types_sentiment'), 'the service\'s sentiment is never read from a summary\'s networks');
    for (const f of allFigures()) {
      assert.equal(new Set(Object.values(f.readFrom).map((field) => field === 'types_sentiment' ? 'derived' : 'sent')).size, 1,
        `${f.id}: a figure is either derived from the networks or sent by the service, never both`);
    }
    const ref = { kind: 'topic' as const, id: 'bitcoin', title: 'Bitcoin' };
    const cell = await runSummary(suite.client, [ref], {}, new Tally());
    assert.ok(!cell.columns.some((c) => c.figure === 'sentiment'), 'a notebook cell of a topic shows no column named as the list\'s sentiment');
    const compared = await loadSubject(suite.client, ref, {});
    assert.equal(compared.figures.sentiment, undefined, 'compare shows a topic\'s figure in its own row');
    assert.ok(COMPARE_FIGURES.some((r) => r.key === 'topicSentiment' && r.figure === 'topic_sentiment' && r.label === topicFigure.label));
    const s = (await suite.client.topic('bitcoin')).data;
    const csv = buildTable('figures', { summary: { data: s, meta: { generated: 0, stale: false, fromCache: false } } })!;
    assert.ok(!csv.rows.some((r) => r[0] === csvColumn('sentiment')), 'the CSV names the derived figure apart');
    const chat = await runTool('topic', { topic: 'bitcoin', include: ['summary'] },
      { client: async () => suite.client as ToolClient, state: () => ({ plan: PLANS.builder, mode: 'key' }), now: () => Date.now() });
    assert.ok(!/Sentiment \d/.test(chat.text), `chat never calls the derived figure plain Sentiment: ${chat.text}`);
  });

  it('a network\'s positive share counts posts once each, beside its interaction-weighted sentiment', async () => {
    const s = (await suite.client.topic('bitcoin')).data;
    for (const [n, d] of Object.entries(s.types_sentiment_detail)) {
      const total = (d.positive ?? 0) + (d.neutral ?? 0) + (d.negative ?? 0);
      if (total === 0) continue;
      assert.equal(positiveShare(d), Math.round(((d.positive ?? 0) / total) * 1000) / 10, n);
    }
    assert.equal(positiveShare({}), undefined);
  });

  it('the coins and stocks tables show the AltRank of 24 hours before beside the AltRank, as the list sends it', async () => {
    for (const [kind, rows] of [['coin', (await suite.client.coinsListV2({ limit: 5 })).data], ['stock', (await suite.client.stocksListV2({ limit: 5 })).data]] as const) {
      const columns = MARKET_LISTS[kind].columns;
      const at = columns.findIndex((c) => c.figure === 'alt_rank_previous');
      assert.equal(columns[at - 1]?.figure, 'alt_rank', `${kind}: beside AltRank`);
      assert.equal(columns[at]!.label, 'AltRank 24 h ago');
      const texts = columnTexts(columns);
      for (const row of rows) {
        assert.equal(typeof row.alt_rank_previous, 'number', `${kind} ${row.symbol}: the list sends it`);
        assert.equal(texts[at]!(row), `#${row.alt_rank_previous}`);
      }
    }
  });

  it('a change between two values, and a share of a whole', () => {
    assert.equal(percentChange(200, 150), -25);
    assert.equal(percentChange(-4, -2), 50, 'from a negative value: the change is of its size');
    assert.equal(percentChange(0, 5), undefined, 'nothing to change from');
    assert.equal(shareOf(1, 4), 25);
    assert.equal(shareOf(1, 0), undefined);
  });

  it('a series indexed to 100 at its first value; a day against the usual day', async () => {
    const points = (await suite.client.topicTimeSeries('bitcoin', { bucket: 'day', interval: '1m' })).data;
    const values = points.map((p) => p.interactions ?? null);
    const indexed = indexTo100(values);
    const first = values.findIndex((v) => v !== null && v !== 0);
    assert.equal(indexed[first], 100);
    const daily = values.filter((v): v is number => v !== null);
    const last8 = daily.slice(-8, -1).sort((a, b) => a - b);
    assert.equal(vsMedian(daily), (daily[daily.length - 1]! / last8[3]!) * 100);
    assert.equal(vsMedian([1, 2, 3]), undefined, 'too few days');
  });
});
