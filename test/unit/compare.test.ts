// Compare over the emulator (real HTTP, our client): exactly the requests of the subjects not
// already cached, series normalised to 100 at the start, the leader of each row, per-network
// sentiment, Markdown and CSV that service text cannot break.
import * as assert from 'node:assert/strict';
import { networkLabel } from '../../src/format/networks';
import { compareData, comparePickTitle, comparisonCsv, comparisonMarkdown, figureTable, loadComparison, selectionProblem, sentimentTable } from '../../src/compare/model';
import { chartLines, isCompareData } from '../../src/protocol/compare';
import type { Subject } from '../../src/compare/model';
import type { SocialClient } from '../../src/api/service';
import type { Emulator } from '../../src/demo/server';
import { startEmulator } from '../../src/demo/server';
import type { ItemRef } from '../../src/items';
import { clientFor, KEY } from './client-helpers';

describe('compare', () => {
  let emulator: Emulator;
  let client: SocialClient;
  before(async () => {
    emulator = await startEmulator({ keys: { [KEY]: 'builder' } });
    client = clientFor(emulator).client;
  });
  after(async () => {
    client.dispose();
    await emulator.close();
  });
  const topics = (): ItemRef[] => emulator.data.topics.slice(0, 3).map((t) => ({ kind: 'topic', id: t.topic, title: t.title }));

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
    const before = emulator.requests();
    await loadComparison(client, [a!, b!], {});
    assert.equal(emulator.requests() - before, 4, 'summary and series of two topics');
    const mid = emulator.requests();
    const subjects = await loadComparison(client, [a!, b!, c!], {});
    assert.equal(emulator.requests() - mid, 2, 'only the third topic is asked for');
    assert.equal(subjects.length, 3);
    assert.ok(subjects.every((s) => s.points.length > 10 && s.figures.interactions! > 0));
  });

  it('normalises to 100 at the start, marks the leader of each row (lowest for ranks), sentiment per network', async () => {
    const subjects = await loadComparison(client, topics(), {});
    for (const line of chartLines(subjects, 'interactions', true)) assert.equal(line.points[0]![1], 100);
    const raw = chartLines(subjects, 'interactions', false);
    assert.notEqual(raw[0]!.points[0]![1], 100);
    const table = figureTable(subjects);
    const rank = table.find((r) => r.row.key === 'topicRank')!;
    const ranks = rank.values as number[];
    assert.equal(rank.leader, ranks.indexOf(Math.min(...ranks)));
    const inter = table.find((r) => r.row.key === 'interactions')!;
    assert.equal(inter.leader, (inter.values as number[]).indexOf(Math.max(...(inter.values as number[]))));
    assert.ok(sentimentTable(subjects).length >= 2, 'networks side by side');
    const md = comparisonMarkdown(subjects, Date.UTC(2026, 0, 5));
    assert.match(md, /^## Comparison: .+ vs .+ vs .+\n/);
    assert.match(md, /\| Topic rank \|.*★/);
    assert.match(md, /### Sentiment by network/);
    const csv = comparisonCsv(subjects);
    assert.match(csv, /^figure,topic: /);
    assert.equal(csv.split('\r\n').length - 1, table.length + sentimentTable(subjects).length + 1);
  });

  it('sends the webview data: the charted metrics of each subject, both tables with their leaders', async () => {
    const subjects = await loadComparison(client, topics(), {});
    const data = compareData(subjects);
    assert.ok(isCompareData(data));
    assert.deepEqual(data.subjects.map((s) => s.ref), topics());
    const sent = new Set(data.subjects.flatMap((s) => s.points.flatMap((p) => Object.keys(p))));
    assert.ok([...sent].every((k) => ['time', 'interactions', 'sentiment', 'close'].includes(k)), `only the charted metrics: ${[...sent].join(', ')}`);
    assert.equal(data.subjects[0]!.points.length, subjects[0]!.points.length);
    assert.ok(data.metrics.includes('interactions') && data.metrics.includes('sentiment'));
    assert.equal(data.metric, 'interactions');
    assert.deepEqual(data.figures.map((r) => r.leader), figureTable(subjects).map((r) => r.leader));
    // networks by the names people use, each row the catalogue's per-network sentiment
    assert.deepEqual(data.sentiment.map((r) => r.label), sentimentTable(subjects).map((r) => networkLabel(r.network)));
    assert.ok(data.sentiment.every((r) => r.figure === 'network_sentiment'));
    assert.ok(data.figures.every((r) => r.values.every((v) => v === null || typeof v === 'number')), 'a missing value is null, not dropped');
  });

  it('names each item as the service does, however it was asked for (a typed name, an id)', async () => {
    const subjects = await loadComparison(client, [
      { kind: 'topic', id: 'bitcoin', title: 'bitcoin' }, { kind: 'coin', id: '2', title: '2' }, { kind: 'category', id: 'defi', title: 'defi' },
    ], {});
    assert.deepEqual(subjects.map((s) => [s.ref.id, s.ref.title]), [['bitcoin', 'Bitcoin'], ['2', 'Ethereum (ETH)'], ['defi', 'DeFi']]);
    assert.match(comparisonMarkdown(subjects, 0), /\| Bitcoin \| Ethereum \(ETH\) \| DeFi \|/);
    // an item without data keeps the name it was asked for
    const [missing] = await loadComparison(client, [{ kind: 'coin', id: 'nosuchcoin', title: 'nosuchcoin' }], {});
    assert.equal(missing?.ref.title, 'nosuchcoin');
  });

  it('the picker says how many are selected and what Enter does; Escape only closes it', () => {
    assert.equal(comparePickTitle('topic', 0), 'Compare topics: select 2 to 5 (0 selected)');
    assert.equal(comparePickTitle('category', 1), 'Compare categories: select 2 to 5 (1 selected)');
    assert.equal(comparePickTitle('coin', 3), 'Compare coins: Enter compares these 3');
    assert.equal(comparePickTitle('topic', 6), 'Compare topics: at most 5 (6 selected: clear 1)');
    for (let n = 0; n <= 6; n++) assert.doesNotMatch(comparePickTitle('topic', n), /escape/i);
  });

  it('service text cannot break the Markdown table or the CSV', () => {
    const evil: Subject = { ref: { kind: 'topic', id: 'x', title: '=cmd|x <img src=x onerror=alert(1)>' }, figures: { interactions: 5 }, sentiment: { 'tw|eet': 50 }, points: [], receivedAt: 0 };
    const other: Subject = { ...evil, ref: { kind: 'topic', id: 'y', title: 'y' }, figures: { interactions: 7 } };
    const md = comparisonMarkdown([evil, other], 0);
    assert.ok(!/(^|[^\\])<img/.test(md), 'the tag is escaped');
    assert.match(md, /=cmd\\\|x/);
    assert.match(comparisonCsv([evil, other]), /^figure,topic: =cmd\|x/, 'a field starting with the kind never starts a formula');
  });
});
