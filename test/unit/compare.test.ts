// Compare over the emulator (real HTTP, our client): exactly the requests of the subjects not
// already cached, series normalised to 100 at the start, leaders only on figures that rank
// subjects (ties share the lead), per-network sentiment, the figures over the period (return,
// interactions change, r of price and interactions), Markdown and CSV that service text cannot break.
import * as assert from 'node:assert/strict';
import fs from 'node:fs';
import { comparisonCsv, comparisonMarkdown } from '../../src/features/compare/copies';
import { demoLine } from '../../src/shared/format/demoMark';
import { networkLabel } from '../../src/shared/format/networks';
import { compareData } from '../../src/features/compare/data';
import { COMPARE_FIGURES } from '../../src/features/compare/figures';
import { COMPARE_KINDS, comparePickTitle, distinct, loadComparison, loadSubject, sameNotice, selectionProblem } from '../../src/features/compare/core/model';
import { figureTable, periodNote, periodTable, sentimentTable } from '../../src/features/compare/tables';
import { currentTimeZone, formatStamp } from '../../src/shared/format/time';
import { leadersOf } from '../../src/shared/figures/leaders';
import { chartLines, isCompareData, noSentimentWords, rawAxes, rawAxesWords } from '../../src/shared/protocol/compare';
import { planCompareScales } from '../../src/browser/webview/parts/chartScales';
import type { Subject } from '../../src/features/compare/core/model';
import { CORRELATION_MIN_PAIRS, interactionsChange, periodReturn, priceInteractionsCorrelation } from '../../src/shared/queries/periodFigures';
import { type ItemRef, subjectNames } from '../../src/shared/items';
import { exactFigure, formatFigure } from '../../src/shared/figures/format';
import type { FigureId } from '../../src/shared/figures/catalogue';
import { PINNED_COINS_PAGE } from '../../src/shared/queries/pinned';
import { clientFor, clientForSuite, KEY } from './client-helpers';
import { previewers, unsafeMarkup } from './markdown-oracle';

/** A plan without social data: the service sends a stock's series without its figures (silent gating). */
const HOBBY_KEY = 'compare-hobby-key';
/** A plan with social summaries but not the full time-series surface (a category's series is the Builder plan's). */
const INDIVIDUAL_KEY = 'compare-individual-key';

describe('compare', () => {
  const suite = clientForSuite({ keys: { [KEY]: 'builder', [HOBBY_KEY]: { plan: 'hobby', perMinute: 10_000, perDay: 100_000 }, [INDIVIDUAL_KEY]: { plan: 'individual', perMinute: 10_000, perDay: 100_000 } } });
  /** The subjects shown with the best value: a tie is what a person reads, so two values shown alike both lead. */
  const shownAsBest = (figure: FigureId, values: number[], best: number): number[] =>
    values.flatMap((v, i) => (formatFigure(figure, v) === formatFigure(figure, best) ? [i] : []));
  const topics = (): ItemRef[] => suite.emulator.data.topics.slice(0, 3).map((t) => ({ kind: 'topic', id: t.topic, title: t.title }));

  it('takes 2-5 topics, categories, coins or stocks', () => {
    const [a, b] = topics();
    assert.match(selectionProblem([a!])!, /at least 2/);
    assert.match(selectionProblem([a!, { ...a!, title: 'again' }])!, /at least 2/);
    assert.match(selectionProblem([a!, { kind: 'creator', id: 'x::y', title: 'x' }])!, /topics, categories, coins and stocks/);
    assert.equal(selectionProblem([a!, b!]), undefined);
    assert.match(selectionProblem(Array.from({ length: 6 }, (_, i) => ({ kind: 'topic' as const, id: `t${i}`, title: `t${i}` })))!, /at most 5/);
  });

  it('costs exactly the requests of the subjects not already cached', async () => {
    const [a, b, c] = topics();
    const before = suite.emulator.requests();
    await loadComparison(suite.client, [a!, b!], {});
    assert.equal(suite.emulator.requests() - before, 4, 'summary and series of two topics');
    const mid = suite.emulator.requests();
    const subjects = await loadComparison(suite.client, [a!, b!, c!], {});
    assert.equal(suite.emulator.requests() - mid, 2, 'only the third topic is asked for');
    assert.equal(subjects.length, 3);
    assert.ok(subjects.every((s) => s.points.length > 10 && s.figures.interactions! > 0));
  });

  it('normalises to 100 at the start, marks the leader of each ranking row (lowest for ranks), sentiment per network', async () => {
    const subjects = await loadComparison(suite.client, topics(), {});
    for (const line of chartLines(subjects, 'interactions', true)) assert.equal(line.points[0]![1], 100);
    const raw = chartLines(subjects, 'interactions', false);
    assert.notEqual(raw[0]!.points[0]![1], 100);
    // a percent is drawn as it is, normalised or not: its index would be a percent of a percent
    const percent = chartLines(subjects, 'sentiment', true);
    const drawn = (lines: typeof percent) => lines.map((l) => ({ label: l.label, points: l.points, first: l.format(l.points[0]![1]) }));
    assert.deepEqual(drawn(percent), drawn(chartLines(subjects, 'sentiment', false)));
    assert.ok(percent.every((l) => l.points.length > 10 && l.points.every(([, v]) => v >= 0 && v <= 100)));
    assert.ok(percent.some((l) => l.points[0]![1] !== 100), 'not an index');
    const table = figureTable(subjects);
    const rank = table.find((r) => r.row.key === 'topicRank')!;
    const ranks = rank.values as number[];
    assert.deepEqual(rank.leaders, shownAsBest('topic_rank', ranks, Math.min(...ranks)));
    const sentiment = table.find((r) => r.row.key === 'topicSentiment')!;
    const sentiments = sentiment.values as number[];
    assert.deepEqual(sentiment.leaders, shownAsBest('topic_sentiment', sentiments, Math.max(...sentiments)), 'every topic shown at the best sentiment leads');
    assert.deepEqual(table.find((r) => r.row.key === 'interactions')!.leaders, [], 'a count measures size: no leader');
    assert.ok(sentimentTable(subjects).length >= 2, 'networks side by side');
    const md = comparisonMarkdown(subjects);
    assert.match(md, /^## Comparison: .+ vs .+ vs .+\n/);
    assert.match(md, /\| Topic rank \|.*★/);
    assert.doesNotMatch(md, /\| Interactions 24 h \|.*★/);
    assert.match(md, /### Sentiment by network/);
    const csv = comparisonCsv(subjects);
    assert.match(csv, /^figure,topic: /);
    assert.equal(csv.split('\r\n').length - 1, table.length + sentimentTable(subjects).length + periodTable(subjects).length + 1);
  });

  it('stars no price, market cap or count; ties share the lead (AltRank #2 for two coins: two stars)', async () => {
    const [a, b, c] = suite.emulator.data.coins.slice(5, 8);
    const refs: ItemRef[] = [a!, b!, c!].map((x) => ({ kind: 'coin', id: String(x.id), title: x.name }));
    suite.emulator.overrides.set([
      { kind: 'coin', id: String(a!.id), field: 'alt_rank', value: 2 }, { kind: 'coin', id: String(b!.id), field: 'alt_rank', value: 2 },
      { kind: 'coin', id: String(c!.id), field: 'alt_rank', value: 9 },
    ]);
    try {
      const subjects = await loadComparison(suite.client, refs, {});
      const table = figureTable(subjects);
      const row = (key: string): (typeof table)[number] => table.find((r) => r.row.key === key)!;
      assert.deepEqual(row('altRank').values, [2, 2, 9]);
      assert.deepEqual(row('altRank').leaders, [0, 1], 'a tie is two leaders, not the first of them');
      for (const key of ['price', 'marketCap']) assert.deepEqual(row(key).leaders, [], `${key} is not ranked`);
      assert.equal(row('galaxyScore').leaders.length >= 1, true, 'a score is ranked');
      const data = compareData(subjects);
      assert.deepEqual(data.figures.find((r) => r.label === 'AltRank')!.leaders, [0, 1]);
      const md = comparisonMarkdown(subjects);
      assert.match(md, /\| AltRank \| 2 ★ \| 2 ★ \| 9 \|/);
      assert.doesNotMatch(md, /\| Price \(USD\) \|[^\n]*★/);
      // written as every report writes what the service sent: each digit, the unit in the label
      const prices = row('price').values.map((v) => exactFigure(v));
      assert.ok(md.includes(`| Price (USD) | ${prices.join(' | ')} |`), md);
      assert.ok(md.includes(`| Market cap (USD) | ${row('marketCap').values.map((v) => exactFigure(v)).join(' | ')} |`), md);
    } finally {
      suite.emulator.overrides.clear();
    }
  });

  it('a copy written exactly stars only the exact best, where the panel rounds two values alike and stars both', async () => {
    const [a, b] = suite.emulator.data.coins.slice(5, 7);
    const refs: ItemRef[] = [a!, b!].map((x) => ({ kind: 'coin', id: String(x.id), title: x.name }));
    suite.emulator.overrides.set([
      { kind: 'coin', id: String(a!.id), field: 'galaxy_score', value: 65.23 }, { kind: 'coin', id: String(b!.id), field: 'galaxy_score', value: 65.21 },
    ]);
    try {
      // a client of its own: the suite's has the coins page of the tests before in its cache
      const subjects = await loadComparison(clientFor(suite.emulator).client, refs, {});
      assert.equal(formatFigure('galaxy_score', 65.23), formatFigure('galaxy_score', 65.21), 'the panel shows both alike');
      assert.deepEqual(compareData(subjects).figures.find((r) => r.label === 'Galaxy Score')!.leaders, [0, 1]);
      assert.match(comparisonMarkdown(subjects), /\| Galaxy Score \| 65\.23 ★ \| 65\.21 \|/);
    } finally {
      suite.emulator.overrides.clear();
    }
  });

  it('a tie is what a person reads: values shown the same share the lead; a lone value leads nothing', () => {
    assert.deepEqual(leadersOf({ comparable: true, figure: 'positive_share' }, [73.901, 73.899, 60]), [0, 1], 'both shown 73.9%');
    assert.deepEqual(leadersOf({ comparable: true, figure: 'sentiment' }, [73.6, 74.4, 60]), [0, 1], 'both shown 74%');
    assert.deepEqual(leadersOf({ comparable: true, figure: 'topic_rank', lowerWins: true }, [3, undefined, 1]), [2]);
    assert.deepEqual(leadersOf({ comparable: true, figure: 'galaxy_score' }, [undefined, 50]), []);
    assert.deepEqual(leadersOf({ comparable: false, figure: 'price' }, [84_559.9, 3_000]), []);
    // each figure says what it is and whether it ranks subjects, in one place: the catalogue
    for (const f of COMPARE_FIGURES) assert.ok(f.definition.length > 20 && typeof f.comparable === 'boolean', f.key);
    assert.deepEqual(COMPARE_FIGURES.filter((f) => f.comparable).map((f) => f.key),
      ['change24h', 'sentiment', 'topicSentiment', 'topicRank', 'galaxyScore', 'altRank', 'return', 'interactionsChange']);
  });

  it("coins are read as the Watchlist reads them: the coins page's row, with sentiment, dominance and interactions, one request for them all", async () => {
    const coins = suite.emulator.data.coins.slice(10, 13).map((x): ItemRef => ({ kind: 'coin', id: String(x.id), title: x.name }));
    const page = await suite.client.coinsListV2(PINNED_COINS_PAGE);
    const before = suite.emulator.requests();
    const subjects = await loadComparison(suite.client, coins, {});
    assert.equal(suite.emulator.requests() - before, 3, `the page was cached: only the three weeks of series (${suite.emulator.requests() - before})`);
    subjects.forEach((s, i) => {
      const row = page.data.find((r) => String(r.id) === coins[i]!.id)!;
      assert.deepEqual(
        [s.figures.price, s.figures.sentiment, s.figures.socialDominance, s.figures.interactions],
        [row.price, row.sentiment, row.social_dominance, row.interactions_24h],
      );
      assert.ok([s.figures.sentiment, s.figures.socialDominance, s.figures.interactions].every((v) => typeof v === 'number'), s.ref.title);
    });
  });

  it('over the period: each coin\'s return and interactions change, r of price and interactions over so many hours', async () => {
    const coins = suite.emulator.data.coins.slice(0, 3).map((x): ItemRef => ({ kind: 'coin', id: String(x.id), title: x.name }));
    const subjects = await loadComparison(suite.client, coins, {});
    const period = periodTable(subjects);
    const row = (key: string): (typeof period)[number] => period.find((r) => r.row.key === key)!;
    assert.deepEqual(period.map((r) => r.row.key), ['return', 'interactionsChange', 'correlation', 'correlationHours']);
    subjects.forEach((s, i) => {
      assert.equal(row('return').values[i], periodReturn(s.points)!.percent);
      assert.equal(row('interactionsChange').values[i], interactionsChange(s.points)!.percent);
      const c = priceInteractionsCorrelation(s.points, 'hour');
      assert.ok('r' in c);
      assert.equal(row('correlation').values[i], c.r);
      assert.equal(row('correlationHours').values[i], c.pairs);
      assert.ok(c.pairs >= 160, `${c.pairs} hours of a week`);
    });
    const returns = row('return').values as number[];
    assert.deepEqual(row('return').leaders, shownAsBest('period_return', returns, Math.max(...returns)));
    assert.deepEqual(row('correlation').leaders, [], 'r ranks nothing');
    const data = compareData(subjects);
    assert.ok(isCompareData(data));
    assert.equal(data.period.length, 4);
    assert.match(data.periodNote, /^From \d{4}-\d\d-\d\d \d\d:\d\d UTC to \d{4}-\d\d-\d\d \d\d:\d\d UTC, by hour: 1\d\d hours, each named by its start\. Return: the first hour's open to the last hour's close \(the first close where a series sends no open\)\./);
    // the note's hours are the returns' span: a week of hours from the first open to the last close
    const spans = new Set(subjects.map((s) => periodReturn(s.points)!.hours));
    assert.equal(spans.size, 1, [...spans].join(', '));
    assert.ok(data.periodNote.includes(`by hour: ${[...spans][0]} hours,`), data.periodNote);
    assert.match(data.periodNote, /r: Pearson's correlation of the hour-to-hour % changes of price \(close\) and of interactions/);
    const md = comparisonMarkdown(subjects);
    assert.match(md, /### Over the period\n\n\|/);
    assert.match(md, /\| Return over the period \| [+-]\d/);
    assert.match(md, /\| Price vs interactions \(r\) \| ([+-]\d\.\d\d|0\.00) \|/);
  });

  it('series of different spans are not ranked over the period; the note names each one\'s; a change over less than two days says why', async () => {
    const coins = suite.emulator.data.coins.slice(0, 2).map((x): ItemRef => ({ kind: 'coin', id: String(x.id), title: x.name }));
    const [week, whole] = await loadComparison(suite.client, coins, {});
    assert.ok(periodTable([week!, whole!]).find((r) => r.row.key === 'return')!.leaders.length > 0, 'a week beside a week is ranked');
    // a coin listed 30 hours ago beside a week of the other
    const young: Subject = { ...whole!, points: whole!.points.slice(-30) };
    const period = periodTable([week!, young]);
    const row = (key: string): (typeof period)[number] => period.find((r) => r.row.key === key)!;
    assert.equal(typeof row('return').values[1], 'number', 'the young coin\'s return over its own 30 hours');
    assert.deepEqual(row('return').leaders, [], 'a week and 30 hours are not one period: no star');
    assert.deepEqual(row('interactionsChange').missing, [undefined, 'less than 2 days of series']);
    const note = periodNote([week!, young]);
    const spanOf = (x: Subject): string => `${x.ref.title} from ${formatStamp(x.points[0]!.time * 1000, currentTimeZone())} to ${formatStamp(x.points.at(-1)!.time * 1000, currentTimeZone())}`;
    assert.ok(note.includes(`The series cover different periods, so the figures over them are not ranked: ${spanOf(week!)}; ${spanOf(young)}.`), note);
    assert.ok(!periodNote([week!, whole!]).includes('different periods'));
  });

  it('says why a figure over the period is missing: no price series, not enough points', async () => {
    const [bitcoin] = await loadComparison(suite.client, [{ kind: 'topic', id: 'bitcoin', title: 'bitcoin' }], {});
    const noAsset = suite.emulator.data.topics.find((t) => !suite.emulator.data.topic(t.topic)?.asset)!;
    const [plain] = await loadComparison(suite.client, [{ kind: 'topic', id: noAsset.topic, title: noAsset.title }], {});
    const short: Subject = { ...bitcoin!, ref: { kind: 'topic', id: 'short', title: 'Short' }, points: bitcoin!.points.slice(-10) };
    const period = periodTable([bitcoin!, plain!, short]);
    const correlation = period.find((r) => r.row.key === 'correlation')!;
    assert.equal(typeof correlation.values[0], 'number', 'an asset topic\'s series has its price');
    assert.deepEqual(correlation.missing.slice(1), ['no price series', `not enough points (9 of ${CORRELATION_MIN_PAIRS})`]);
    assert.equal(period.find((r) => r.row.key === 'return')!.missing[1], 'no price series');
    const md = comparisonMarkdown([bitcoin!, plain!, short]);
    assert.match(md, /\| Price vs interactions \(r\) \| ([+-]\d\.\d\d|0\.00) \| no price series \| not enough points \(9 of 24\) \|/);
    // no subject priced: no price rows, the interactions change still
    const unpriced = periodTable([plain!, { ...plain!, ref: { kind: 'topic', id: 'other', title: 'Other' } }]);
    assert.deepEqual(unpriced.map((r) => r.row.key), ['interactionsChange']);
  });

  it('sends the webview data: the charted metrics of each subject, both tables with their leaders', async () => {
    const subjects = await loadComparison(suite.client, topics(), {});
    const data = compareData(subjects);
    assert.ok(isCompareData(data));
    assert.deepEqual(data.subjects.map((s) => s.ref), topics());
    const sent = new Set(data.subjects.flatMap((s) => s.points.flatMap((p) => Object.keys(p))));
    assert.ok([...sent].every((k) => ['time', 'interactions', 'sentiment', 'close'].includes(k)), `only the charted metrics: ${[...sent].join(', ')}`);
    assert.equal(data.subjects[0]!.points.length, subjects[0]!.points.length);
    assert.ok(data.metrics.includes('interactions') && data.metrics.includes('sentiment'));
    assert.equal(data.metric, 'interactions');
    assert.deepEqual(data.figures.map((r) => r.leaders), figureTable(subjects).map((r) => r.leaders));
    // networks by the names people use, each row the catalogue's per-network sentiment
    assert.deepEqual(data.sentiment.map((r) => r.label), sentimentTable(subjects).map((r) => networkLabel(r.network)));
    assert.ok(data.sentiment.every((r) => r.figure === 'network_sentiment'));
    assert.ok(data.figures.every((r) => r.values.every((v) => v === null || typeof v === 'number')), 'a missing value is null, not dropped');
  });

  it('a coin typed by its symbol and the same coin listed ("btc" and Bitcoin, ids btc and 1) are compared once, the other one said', async () => {
    const refs: ItemRef[] = [{ kind: 'coin', id: '1', title: 'Bitcoin (BTC)' }, { kind: 'coin', id: 'ethereum', title: 'ethereum' }, { kind: 'coin', id: 'btc', title: 'btc' }];
    assert.equal(selectionProblem(refs), undefined, 'the ids differ: only the answers tell');
    const loaded = await loadComparison(suite.client, refs, {});
    assert.equal(loaded[0]!.answered, loaded[2]!.answered, 'one coin as answered');
    const { subjects, same } = distinct(loaded);
    assert.deepEqual(subjects.map((s) => s.ref.id), ['1', 'ethereum']);
    assert.deepEqual(same, [{ dropped: 2, kept: 0 }]);
    // the typed symbol first: both named as asked (before: '"Bitcoin (BTC)" is Bitcoin (BTC), already in the comparison')
    const typedFirst = [refs[2]!, refs[0]!];
    const pair = distinct(await loadComparison(suite.client, typedFirst, {})).same[0]!;
    assert.equal(sameNotice(typedFirst, pair), 'Social Pulse: "btc" and "Bitcoin (BTC)" are the same coin: it is compared once.');
    // topics are kept apart by their ids, as before
    assert.equal(distinct(await loadComparison(suite.client, topics(), {})).subjects.length, 3);
  });

  it('a quiet week (every hour 0 interactions, on a plan with social data) is too few changes to correlate, not "your plan has no social data"', async () => {
    const [btc] = await loadComparison(suite.client, [{ kind: 'coin', id: 'bitcoin', title: 'bitcoin' }, { kind: 'coin', id: 'ethereum', title: 'ethereum' }], {});
    const quiet = btc!.points.map((p) => ({ ...p, interactions: 0 }));
    assert.ok(quiet.some((p) => p.close !== undefined));
    assert.deepEqual(priceInteractionsCorrelation(quiet, 'hour'), { problem: 'tooFew', pairs: 0 });
  });

  it('coins with prices and no interactions (a plan without social data): r says why in the plan\'s words, not "not enough points (0 of 24)", and no Hours row', async () => {
    const coins = await loadComparison(suite.client, [{ kind: 'coin', id: 'bitcoin', title: 'bitcoin' }, { kind: 'coin', id: 'ethereum', title: 'ethereum' }], {});
    const pricesOnly = coins.map((s) => ({ ...s, points: s.points.map(({ interactions: _i, ...p }) => p) }));
    assert.ok(pricesOnly.every((s) => s.points.some((p) => p.close !== undefined)));
    assert.deepEqual(priceInteractionsCorrelation(pricesOnly[0]!.points, 'hour'), { problem: 'noInteractions', pairs: 0 });
    const rows = periodTable(pricesOnly);
    const r = rows.find((row) => row.row.key === 'correlation');
    assert.deepEqual(r?.missing, ['no interactions series (your plan has no social data)', 'no interactions series (your plan has no social data)']);
    assert.equal(rows.find((row) => row.row.key === 'correlationHours'), undefined, 'no hours to count');
  });

  it('no sentiment by network is said by its cause: topics that failed are not told only topics have it', () => {
    const failed = { kind: 'network', message: 'The service could not be reached.' } as const;
    const [a, b] = topics();
    assert.match(noSentimentWords([{ ref: a!, problem: failed }, { ref: b!, problem: failed }]), /no topic or category here could be loaded/);
    assert.match(noSentimentWords([{ ref: a! }, { ref: b! }]), /the service sent none/);
    assert.match(noSentimentWords([{ ref: { kind: 'coin', id: 'bitcoin', title: 'Bitcoin' } }, { ref: { kind: 'stock', id: 'nvda', title: 'NVIDIA' } }]), /only topics and categories have it/);
  });

  it('coins with a stock: the chart starts on a metric they all have (a stock has no price series), and a Raw price chart names only the lines it draws', async () => {
    const refs: ItemRef[] = [{ kind: 'stock', id: 'nvda', title: 'nvda' }, { kind: 'coin', id: 'bitcoin', title: 'bitcoin' }, { kind: 'coin', id: 'ethereum', title: 'ethereum' }];
    const subjects = await loadComparison(suite.client, refs, {});
    const data = compareData(subjects);
    assert.ok(data.subjects[0]!.points.length > 0 && data.subjects[0]!.points.every((p) => p.close === undefined), 'the stock has a series, with no price in it');
    assert.ok(data.metrics.includes('close'));
    assert.equal(data.metric, 'interactions', 'not the price chart, where the stock has no line');
    // the price chosen: the first coin is read on the left, the stock is named as having no line
    const [stock, btc, eth] = subjectNames(data.subjects.map((s) => s.ref));
    assert.deepEqual(rawAxes(data.subjects, 'close'), { first: 1, left: [btc], right: [eth], none: [stock] });
    assert.equal(rawAxesWords(rawAxes(data.subjects, 'close')), `Left axis: ${btc}. Right axis: ${eth}.`);
    // one coin with a line: one axis, not "Right axis: ." (before)
    assert.equal(rawAxesWords(rawAxes(data.subjects.slice(0, 2), 'close')), `One axis: ${btc}.`);
    assert.deepEqual(planCompareScales({ unit: 'usd', normalisable: true }, false, 3, 1).lineScales, ['others', 'first', 'others']);
    // coins alone start on their price; a subject that failed (no series) does not decide
    assert.equal(compareData(subjects.slice(1)).metric, 'close');
    assert.equal(compareData([...subjects.slice(1), { ...subjects[0]!, points: [] }]).metric, 'close');
  });

  it('two stocks on a plan without social data: no metric to chart, no figure over the period, and a note that says why', async () => {
    const hobby = clientFor(suite.emulator, { plan: 'enterprise', customLimits: { perMinute: 10_000, perDay: 100_000 }, getKey: async () => HOBBY_KEY }).client;
    try {
      const refs: ItemRef[] = [{ kind: 'stock', id: 'AAPL', title: 'Apple' }, { kind: 'stock', id: 'TSLA', title: 'Tesla' }];
      const data = compareData(await loadComparison(hobby, refs, {}));
      assert.ok(data.subjects.every((s) => s.points.length > 0 && s.points.every((p) => p.interactions === undefined && p.sentiment === undefined && p.close === undefined)), 'points with a time and no figure');
      assert.deepEqual(data.metrics, []);
      assert.deepEqual(data.period, []);
      assert.match(data.periodNote, /^From .+ UTC to .+ UTC, by hour: 168 hours, whose points carry neither a price nor interactions \(as a plan without social data may get them\): nothing to compute over the period\.$/);
      // the copy says it too, with no table of the period
      const markdown = comparisonMarkdown(await loadComparison(hobby, refs, {}));
      assert.ok(markdown.includes(data.periodNote) && !markdown.includes('### Over the period'), markdown);
      assert.ok(data.figures.some((r) => r.figure === 'price' && r.values.every((v) => typeof v === 'number')), 'the quotes still give the key figures');
    } finally {
      hobby.dispose();
    }
  });

  it('an item its plan refuses keeps the fix and says it as a panel does, with no developer\'s words', async () => {
    const hobby = clientFor(suite.emulator, { plan: 'enterprise', customLimits: { perMinute: 10_000, perDay: 100_000 }, getKey: async () => HOBBY_KEY }).client;
    try {
      const ref: ItemRef = { kind: 'topic', id: suite.emulator.data.topics[3]!.topic, title: 'refused' };
      const s = await loadSubject(hobby, ref, {});
      assert.equal(s.problem?.fix, 'choosePlan', JSON.stringify(s.problem));
      assert.equal(s.problem?.kind, 'plan');
    } finally {
      hobby.dispose();
    }
    const broken = await loadSubject({ ...suite.client, topic: () => Promise.reject(new TypeError('d.types_sentiment is undefined')) },
      { kind: 'topic', id: 'x', title: 'x' }, {});
    assert.equal(broken.problem?.kind, 'internal');
    assert.doesNotMatch(broken.problem?.message ?? '', /undefined/);
  });

  it('two categories on the Individual plan: their figures, with the series\' refusal said in the period\'s note', async () => {
    const individual = clientFor(suite.emulator, { plan: 'enterprise', customLimits: { perMinute: 10_000, perDay: 100_000 }, getKey: async () => INDIVIDUAL_KEY }).client;
    try {
      const refs = suite.emulator.data.categories.slice(0, 2).map((c): ItemRef => ({ kind: 'category', id: c.category, title: c.category }));
      const subjects = await loadComparison(individual, refs, {});
      for (const s of subjects) {
        assert.equal(s.problem, undefined, `${s.ref.title}: the summary came`);
        assert.ok(s.figures.interactions! > 0 && s.figures.contributors! > 0 && Object.keys(s.sentiment).length > 0, `${s.ref.title}: its figures`);
        assert.deepEqual(s.points, []);
        assert.match(s.seriesProblem ?? '', /plan/i, `${s.ref.title}: why it has no series`);
        assert.ok(s.receivedAt > 0, 'dated by the answer that came');
      }
      const data = compareData(subjects);
      assert.ok(data.figures.some((r) => r.figure === 'interactions_24h' && r.values.every((v) => typeof v === 'number')));
      assert.ok(data.sentiment.length > 0);
      assert.ok(data.subjects.every((s) => s.seriesProblem === subjects[0]!.seriesProblem && !s.problem));
      assert.ok(data.periodNote.endsWith(`No series for ${subjects.map((s) => s.ref.title).join(', ')}: ${subjects[0]!.seriesProblem!}`), data.periodNote);
      const md = comparisonMarkdown(subjects);
      assert.match(md, /\| Interactions 24 h \| [\d,]+ \| [\d,]+ \|/);
      assert.ok(md.includes(`No series for ${subjects[0]!.ref.title}`), md);
    } finally {
      individual.dispose();
    }
  });

  it('each kind keeps what came when the other of its two answers fails: the figures without the series, the series without the figures', async () => {
    const [coin] = suite.emulator.data.coins.slice(20, 21);
    const kinds: { ref: ItemRef; series: string; summary: string }[] = [
      { ref: { kind: 'topic', id: suite.emulator.data.topics[4]!.topic, title: 't' }, series: `/topic/${encodeURIComponent(suite.emulator.data.topics[4]!.topic)}/time-series`, summary: `/topic/${encodeURIComponent(suite.emulator.data.topics[4]!.topic)}/v1` },
      { ref: { kind: 'category', id: suite.emulator.data.categories[2]!.category, title: 'c' }, series: `/category/${encodeURIComponent(suite.emulator.data.categories[2]!.category)}/time-series`, summary: `/category/${encodeURIComponent(suite.emulator.data.categories[2]!.category)}/v1` },
      { ref: { kind: 'coin', id: String(coin!.id), title: 'x' }, series: `/coins/${coin!.id}/time-series`, summary: '/coins/list/' },
      { ref: { kind: 'stock', id: 'MSFT', title: 'Microsoft' }, series: '/stocks/MSFT/time-series', summary: '/stocks/list/' },
    ];
    for (const { ref, series, summary } of kinds) {
      suite.emulator.faults.set({ kind: 'status', status: 404, match: series });
      try {
        // a client of its own each time: nothing cached
        const [s] = await loadComparison(clientFor(suite.emulator).client, [ref], {});
        assert.equal(s!.problem, undefined, `${ref.kind}: ${s!.problem}`);
        assert.ok(Object.values(s!.figures).some((v) => v !== undefined), `${ref.kind}: its figures`);
        assert.ok(s!.seriesProblem && !s!.points.length, `${ref.kind}: why its series is missing`);
      } finally {
        suite.emulator.faults.clear();
      }
      suite.emulator.faults.set({ kind: 'status', status: 404, match: summary });
      try {
        const [s] = await loadComparison(clientFor(suite.emulator).client, [ref], {});
        assert.ok(s!.problem && !Object.keys(s!.figures).length, `${ref.kind}: why its figures are missing`);
        assert.ok(s!.points.length > 100, `${ref.kind}: its series`);
        assert.equal(s!.seriesProblem, undefined);
      } finally {
        suite.emulator.faults.clear();
      }
    }
  });

  it('a series too short for the period\'s figures is not said to lack them', async () => {
    // 30 hours of two topics' interactions, without the price an asset's topic has
    const short = (await loadComparison(suite.client, topics().slice(0, 2), {}))
      .map((s) => ({ ...s, points: s.points.slice(-30).map(({ open: _open, close: _close, ...p }) => p) }));
    const data = compareData(short);
    assert.deepEqual(data.period, [], 'under two days: no interactions change, and no price');
    assert.deepEqual(data.metrics.includes('interactions'), true);
    assert.match(data.periodNote, /^From .+ UTC to .+ UTC, by hour: 30 hours, each named by its start\. Return:/);
  });

  it('names each item as the service does, however it was asked for (a typed name, an id)', async () => {
    const subjects = await loadComparison(suite.client, [
      { kind: 'topic', id: 'bitcoin', title: 'bitcoin' }, { kind: 'coin', id: '2', title: '2' }, { kind: 'category', id: 'defi', title: 'defi' },
    ], {});
    assert.deepEqual(subjects.map((s) => [s.ref.id, s.ref.title]), [['bitcoin', 'Bitcoin'], ['2', 'Ethereum (ETH)'], ['defi', 'DeFi']]);
    assert.match(comparisonMarkdown(subjects), /\| Bitcoin \| Ethereum \(ETH\) \| DeFi \|/);
    // an item without data keeps the name it was asked for
    const [missing] = await loadComparison(suite.client, [{ kind: 'coin', id: 'nosuchcoin', title: 'nosuchcoin' }], {});
    assert.equal(missing?.ref.title, 'nosuchcoin');
  });

  it('a copy is dated when its data was read (its oldest answer, as the panel dates it), not when it is copied', async () => {
    const subjects = (await loadComparison(suite.client, topics().slice(0, 2), {})).map((s, i) => ({ ...s, receivedAt: Date.UTC(2026, 0, 5, 14 - i, 7 + i) }));
    assert.match(comparisonMarkdown(subjects), /^_2026-01-05 13:08 UTC · ★ marks the best value/m);
    // a subject that got no answer has no time to date it by
    const failed: Subject = { ref: { kind: 'topic', id: 'gone', title: 'Gone' }, figures: {}, sentiment: {}, points: [], receivedAt: 0, problem: { kind: 'not-found', message: 'Not found' } };
    assert.match(comparisonMarkdown([...subjects, failed]), /^_2026-01-05 13:08 UTC · /m);
    assert.match(comparisonMarkdown([failed, { ...failed, ref: { kind: 'topic', id: 'also', title: 'Also' } }]), /^_★ marks the best value/m, 'nothing was read: no date');
  });

  it('a copy of demo data says so under its heading, as the digest and the panels\' copies do; of the service, not', async () => {
    const subjects = await loadComparison(suite.client, topics().slice(0, 2), {});
    const demo = comparisonMarkdown(subjects, { demo: true });
    assert.match(demo, /^## Comparison: .+\n\n\*\*Demo data\*\*: generated by the Social Pulse emulator, not real figures\.\n\n_\d{4}-/);
    assert.ok(demo.includes(demoLine()));
    assert.ok(!comparisonMarkdown(subjects).includes(demoLine()));
    assert.ok(!comparisonMarkdown(subjects, { demo: false }).includes('Demo data'));
  });

  it('the views offer Compare on two or more selected rows of every kind it takes', () => {
    type Menu = { command: string; when?: string };
    const manifest = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { contributes: { menus: Record<string, Menu[]> } };
    const onRows = manifest.contributes.menus['view/item/context']!.filter((m) => m.command === 'socialPulse.compare');
    assert.equal(onRows.length, 1);
    const when = onRows[0]!.when!;
    const [, views] = /view =~ \/(.+?)\/ /.exec(when)!;
    const [, items] = /viewItem =~ \/(.+?)\/$/.exec(when)!;
    const viewOf: Record<(typeof COMPARE_KINDS)[number], string> = { topic: 'topics', category: 'categories', coin: 'coins', stock: 'stocks' };
    for (const kind of COMPARE_KINDS) {
      assert.match(`socialPulse.${viewOf[kind]}`, new RegExp(views!), `the ${kind}s' view`);
      assert.match('socialPulse.watchlist', new RegExp(views!));
      for (const state of ['pinnable', 'pinned']) assert.match(`${kind} ${state}`, new RegExp(items!), `a ${state} ${kind}`);
    }
  });

  it('the picker says how many are selected and what Enter does; Escape only closes it', () => {
    assert.equal(comparePickTitle('topic', 0), 'Compare topics: select 2 to 5 (0 selected)');
    assert.equal(comparePickTitle('category', 1), 'Compare categories: select 2 to 5 (1 selected)');
    assert.equal(comparePickTitle('coin', 3), 'Compare coins: Enter compares these 3');
    assert.equal(comparePickTitle('stock', 2), 'Compare stocks: Enter compares these 2');
    assert.equal(comparePickTitle('topic', 6), 'Compare topics: at most 5 (6 selected: clear 1)');
    for (let n = 0; n <= 6; n++) assert.doesNotMatch(comparePickTitle('topic', n), /escape/i);
  });

  it('service text in a copy or a note is inert, as the notes guard leaves every report: no bidi override, no entity read as one, no tag after an address', () => {
    const titles = ['Right\u202Eleft', 'Entity &#x202E; here', 'https://127.0.0.1/a\\<img src=x>'];
    const subjects = titles.map((title, i): Subject => ({
      ref: { kind: 'topic', id: `t${i}`, title }, figures: { interactions: i + 1, topicRank: i + 1 }, sentiment: { [title]: 50 + i },
      points: [], receivedAt: 1, ...(i === 2 ? { seriesProblem: `The service said: "${title}"` } : {}),
    }));
    const md = comparisonMarkdown([...subjects, { ...subjects[2]!, ref: { kind: 'topic', id: 'p', title: titles[0]! }, problem: { kind: 'bad-response', message: titles.join(' ') } }]);
    assert.deepEqual(unsafeMarkup(md), [], md);
    for (const previewer of previewers) {
      const html = previewer.render(md);
      assert.ok(!/[\u202A-\u202E\u2066-\u2069]/.test(html), `a bidi control shown: ${html}`);
      assert.ok(!/<img/i.test(html), html);
    }
    assert.ok(!md.includes('\u202E'));
    assert.ok(md.includes('Rightleft') && md.includes('&#x202E;'), 'the rest of the text is kept');
  });

  it('service text cannot break the Markdown table or the CSV', () => {
    const evil: Subject = { ref: { kind: 'topic', id: 'x', title: '=cmd|x <img src=x onerror=alert(1)>' }, figures: { interactions: 5 }, sentiment: { 'tw|eet': 50 }, points: [], receivedAt: 0 };
    const other: Subject = { ...evil, ref: { kind: 'topic', id: 'y', title: 'y' }, figures: { interactions: 7 } };
    const md = comparisonMarkdown([evil, other]);
    assert.ok(!/(^|[^\\])<img/.test(md), 'the tag is escaped');
    assert.match(md, /=cmd\\\|x/);
    assert.match(comparisonCsv([evil, other]), /^figure,topic: =cmd\|x/, 'a field starting with the kind never starts a formula');
  });
});
