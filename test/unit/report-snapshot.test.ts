// Reading reports: the markdown variant from the real emulator over HTTP, and the local snapshot
// built from the data API when the plan refuses the variant; the snapshot builder's escaping.
import * as assert from 'node:assert/strict';
import type { ItemRef } from '../../src/shared/items';
import type { SummaryData } from '../../src/shared/protocol/messages';
import { fetchReport } from '../../src/shared/queries/report';
import { buildSnapshot, snapshotNote } from '../../src/shared/queries/reportSnapshot';
import { parseCsv } from '../../src/shared/protocol/csv';
import { noteBesideText } from '../../src/shared/protocol/report';
import { reportBlock } from '../../src/editor/toNotes/core/wrap';
import { clientFor, clientForSuite, failure, KEY } from './client-helpers';

const meta = { generated: 1_795_000_000, stale: false, fromCache: false };

const hostileSummary: SummaryData = {
  topic: 'evil',
  title: 'Evil | title\nsecond line',
  related_topics: ['a|b', 'c\nd'],
  categories: ['cat|x'],
  types_count: { 'tw|eet': 5, news: 2 },
  types_interactions: { 'tw|eet': 10, news: 4 },
  types_sentiment: { 'tw|eet': 70, news: 40 },
  types_sentiment_detail: { 'tw|eet': { positive: 3, neutral: 1, negative: 1 } },
  interactions_24h: 1000,
  num_contributors: 10,
  num_posts: 5,
  trend: 'up',
  topic_rank: 3,
};

/** Cells of a markdown table row, split at pipes that are not escaped. */
function cells(line: string): string[] {
  return line.trim().replace(/^\||\|$/g, '').split(/(?<!\\)\|/);
}

describe('reports: snapshot builder', () => {
  const ref: ItemRef = { kind: 'topic', id: 'evil', title: 'evil' };
  const input = { view: 'topic' as const, ref, summary: hostileSummary, meta, sourceUrl: 'https://lunarcrush.com/api4/public/topic/evil/v1' };

  it('writes key figures as a markdown table that pipes and line breaks in service text cannot break', () => {
    const r = buildSnapshot({ ...input, format: 'markdown' });
    assert.equal(r.origin, 'snapshot');
    assert.equal(r.note, snapshotNote());
    assert.equal(r.title, hostileSummary.title);
    const lines = r.text.split('\n');
    // a pipe does nothing in a heading: the raw note reads as the title
    assert.equal(lines[0], '# Evil | title second line');
    assert.ok(lines.includes('## Key figures'));
    // every row of every table has as many cells as its header
    let width = 0;
    for (const line of lines) {
      if (!line.startsWith('|')) {
        width = 0;
        continue;
      }
      if (width === 0) width = cells(line).length;
      else assert.equal(cells(line).length, width, line);
    }
    assert.ok(lines.some((l) => l.startsWith('| tw\\|eet |')), 'the network key is escaped inside its cell');
    assert.ok(lines.some((l) => l.includes('a\\|b') && l.includes('c d')), 'related topics stay on one line');
    assert.ok(!lines.includes('second line') && !lines.includes('d'));
    assert.ok(r.text.trimEnd().endsWith(`*${snapshotNote()}*`));
  });

  it('writes the key figures as CSV and the summary as JSON', () => {
    const csv = buildSnapshot({ ...input, format: 'csv' });
    const rows = parseCsv(csv.text);
    assert.deepEqual(rows[0], ['figure', 'value']);
    assert.deepEqual(rows.find((r) => r[0] === 'title'), ['title', 'Evil | title\nsecond line']);
    assert.deepEqual(rows.find((r) => r[0] === 'interactions_24h'), ['interactions_24h', '1000']);
    const json = JSON.parse(buildSnapshot({ ...input, format: 'json' }).text) as Record<string, unknown>;
    assert.equal(json.topic, 'evil');
    assert.equal(json.snapshot, true);
    assert.equal(json.generated, new Date(meta.generated * 1000).toISOString());
    assert.deepEqual(json.summary, hostileSummary);
  });

  it('a generated time beyond what a date holds (1e20 s) leaves the time out, and the rest is written', () => {
    const far = { ...input, meta: { ...meta, generated: 1e20 } };
    const rows = parseCsv(buildSnapshot({ ...far, format: 'csv' }).text);
    assert.deepEqual(rows.find((r) => r[0] === 'generated'), ['generated', '']);
    assert.deepEqual(rows.find((r) => r[0] === 'interactions_24h'), ['interactions_24h', '1000']);
    const json = JSON.parse(buildSnapshot({ ...far, format: 'json' }).text) as Record<string, unknown>;
    assert.equal(json.generated, undefined);
    assert.deepEqual(json.summary, hostileSummary);
  });
});

describe('reports: reading from the emulator', () => {
  const suite = clientForSuite({ keys: { [KEY]: 'builder', 'hobby-key': 'hobby' } });
  const bitcoin: ItemRef = { kind: 'topic', id: 'bitcoin', title: 'bitcoin' };
  const request = (ref: ItemRef, format: 'markdown' | 'json' | 'csv' = 'markdown') => ({
    client: suite.client, ref, format, options: { refresh: true }, baseUrl: suite.emulator.baseUrl,
  });

  afterEach(() => suite.emulator.faults.clear());

  it('reads the markdown variant: the service\'s text, its heading as title, the address without the key', async () => {
    const { data, meta: m } = await fetchReport(request(bitcoin));
    assert.equal(data.origin, 'service');
    assert.equal(data.format, 'markdown');
    assert.match(data.text, /^# Bitcoin \(BTC\)\n/);
    assert.equal(data.title, 'Bitcoin (BTC)');
    assert.equal(data.sourceUrl, `${suite.emulator.markdownUrl}/topic/bitcoin`);
    assert.ok(!data.sourceUrl.includes(KEY));
    assert.equal(data.note, undefined);
    assert.ok(Math.abs(m.generated - Date.now() / 1000) < 120);
  });

  it('lays out JSON reports and reads CSV ones as sent', async () => {
    const json = await fetchReport(request(bitcoin, 'json'));
    assert.match(json.data.text, /^\{\n {2}"/);
    assert.equal((JSON.parse(json.data.text) as { topic: string }).topic, 'bitcoin');
    assert.equal(json.data.sourceUrl, `${suite.emulator.markdownUrl}/topic/bitcoin?format=json`);
    const csv = await fetchReport(request(bitcoin, 'csv'));
    assert.equal(parseCsv(csv.data.text)[0]![0], 'time');
  });

  it('when the plan refuses the markdown variant, builds a snapshot from the data API', async () => {
    suite.emulator.faults.set({ kind: 'status', status: 402, match: '/ai/' });
    const topic = await fetchReport(request(bitcoin));
    assert.equal(topic.data.origin, 'snapshot');
    assert.equal(topic.data.note, snapshotNote());
    assert.match(topic.data.text, /^# Bitcoin\n/);
    assert.match(topic.data.text, /\n## Key figures\n\n\| Figure \| Value \|\n/);
    assert.equal(topic.data.sourceUrl, `${suite.emulator.baseUrl}/public/topic/bitcoin/v1`);

    const category = suite.emulator.data.categories[0]!;
    const cat = await fetchReport(request({ kind: 'category', id: category.category, title: category.title }, 'csv'));
    assert.equal(cat.data.origin, 'snapshot');
    assert.deepEqual(parseCsv(cat.data.text)[0], ['figure', 'value']);
    assert.equal(cat.data.sourceUrl, `${suite.emulator.baseUrl}/public/category/${encodeURIComponent(category.category)}/v1`);
  });

  it('a snapshot\'s note is said once wherever it is shown: a markdown one in its text only, a CSV one beside it (failed before: the panel added it beside the markdown too)', async () => {
    suite.emulator.faults.set({ kind: 'status', status: 402, match: '/ai/' });
    const times = (text: string) => text.split(snapshotNote()).length - 1;
    const markdown = (await fetchReport(request(bitcoin))).data;
    assert.equal(times(markdown.text), 1);
    assert.equal(noteBesideText(markdown), undefined, 'the panel and the notebook show nothing beside it');
    assert.equal(times(reportBlock(markdown, Date.now())), 1, 'in a note');
    const csv = (await fetchReport(request(bitcoin, 'csv'))).data;
    assert.equal(times(csv.text), 0);
    assert.equal(noteBesideText(csv), snapshotNote());
    assert.equal(times(reportBlock(csv, Date.now())), 1, 'in a note');
  });

  it('creators and posts have no snapshot: the plan error stands', async () => {
    suite.emulator.faults.set({ kind: 'status', status: 402, match: '/ai/' });
    const creator = suite.emulator.data.creators[0]!;
    const f = await failure(fetchReport(request({ kind: 'creator', id: creator.creator_id, title: creator.name })));
    assert.equal(f.kind, 'plan');
  });

  it('a plan with neither says the report is not included', async () => {
    const hobby = clientFor(suite.emulator, { getKey: async () => 'hobby-key', plan: 'hobby' }).client;
    try {
      const f = await failure(fetchReport({ ...request(bitcoin), client: hobby }));
      assert.equal(f.kind, 'plan');
      assert.match(f.message, /report/);
    } finally {
      hobby.dispose();
    }
  });

  it('other failures pass through; items without a report are refused before any request', async () => {
    const missing = await failure(fetchReport(request({ kind: 'topic', id: suite.emulator.data.missingTopic, title: 'x' })));
    assert.equal(missing.kind, 'not-found');
    const before = suite.emulator.requests();
    const coin = await failure(fetchReport(request({ kind: 'coin', id: 'btc', title: 'Bitcoin' })));
    assert.equal(coin.kind, 'invalid-input');
    assert.match(coin.message, /no report for the coin "Bitcoin"/);
    assert.equal(suite.emulator.requests(), before);
  });
});
