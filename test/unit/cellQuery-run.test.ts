// A notebook cell's run (src/features/notebook/core/cells/run.ts) against the emulator over loopback HTTP: the
// table or chart it answers, the requests it counted from the answers' envelopes (as many as the
// emulator saw), plan notes, failures of one subject of several, and the cell's stop reaching the request.
import * as assert from 'node:assert/strict';
import { isServiceError } from '../../src/service/api/errors';
import { PLANS } from '../../src/service/api/plans';
import type { SocialClient } from '../../src/service/api/service';
import { startEmulator } from '../../src/service/demo/server';
import { coinRef, topicRef, type ItemRef } from '../../src/shared/items';
import type { CellOutput } from '../../src/shared/protocol/cellOutput';
import { parseCell, runCell, type CellRunDeps } from '../../src/features/notebook/core/cells';
import { weekOnlyNote } from '../../src/shared/queries/series';
import { snapshotNote } from '../../src/shared/queries/reportSnapshot';
import { formatMoment } from '../../src/shared/format/time';
import { cellMarkdown } from '../../src/features/notebook/core/cellMarkdown';
import { clientFor, emulatorForSuite, KEY } from './client-helpers';

const INDIVIDUAL_KEY = 'individual-key-cells';

describe('notebook cells: a cell run against the emulator', () => {
  const suite = emulatorForSuite({ keys: { [KEY]: 'builder', [INDIVIDUAL_KEY]: 'individual' } });

  afterEach(() => suite.emulator.faults.clear());

  function deps(client: SocialClient, more: Partial<CellRunDeps> = {}): CellRunDeps {
    return { client, demo: true, watchlist: [], access: PLANS.builder.access, ...more };
  }

  /** Runs `text` and checks the requests it counted are the requests the emulator saw. */
  async function run(text: string, d: CellRunDeps, signal = new AbortController().signal): Promise<CellOutput> {
    const parsed = parseCell(text);
    assert.ok(parsed.query, `${text}: ${parsed.problems.map((p) => p.message).join('; ')}`);
    const before = suite.emulator.requests();
    const out = await runCell(parsed.query, d, signal);
    assert.equal(out.requests, suite.emulator.requests() - before, `${text}: requests counted`);
    assert.equal(out.v, 1);
    return out;
  }

  function column(out: CellOutput, key: string): unknown[] {
    const table = out.table!;
    const i = table.columns.findIndex((c) => c.key === key);
    assert.ok(i >= 0, `column ${key} in ${table.columns.map((c) => c.key).join(',')}`);
    return table.rows.map((r) => r[i]);
  }

  it("topic bitcoin: the topic's figures in one request, then none from the cache", async () => {
    const { client } = clientFor(suite.emulator);
    const out = await run('topic bitcoin', deps(client));
    assert.equal(out.requests, 1);
    assert.equal(out.title, 'bitcoin: figures');
    assert.deepEqual(column(out, 'subject'), ['Bitcoin']);
    assert.equal(out.table!.columns.find((c) => c.key === 'topic_sentiment')!.kind, 'percent');
    assert.ok(typeof column(out, 'interactions_24h')[0] === 'number');
    assert.ok(out.generated > 1_600_000_000 && out.generated <= Date.now() / 1000);
    assert.equal(out.demo, true);
    const again = await run('topic bitcoin', deps(client));
    assert.equal(again.requests, 0, 'from the cache');
    assert.deepEqual(again.table, out.table);
    client.dispose();
  });

  it('topic bitcoin series interactions,sentiment 1m by day: a chart of a month of days, one line per metric, one request', async () => {
    const { client, log } = clientFor(suite.emulator);
    const out = await run('topic bitcoin series interactions,sentiment 1m by day', deps(client));
    assert.equal(out.requests, 1);
    assert.deepEqual(log.map((e) => e.operation), ['topicTimeSeries']);
    const chart = out.chart!;
    assert.equal(chart.step, 86400);
    assert.ok(chart.times.length >= 28 && chart.times.length <= 32, `${chart.times.length} days`);
    assert.deepEqual(chart.lines.map((l) => [l.label, l.unit]), [['Interactions', 'count'], ['Sentiment', 'percent']]);
    assert.ok(chart.lines.every((l) => l.values.length === chart.times.length));
    assert.deepEqual([...chart.times].sort((a, b) => a - b), chart.times);
    assert.deepEqual(out.notes.filter((n) => !n.includes('the day so far')), []);
    client.dispose();
  });

  it('by day, a last day beyond what a date holds (a clock at 1e17 ms) is named as missing, and the chart is answered', async () => {
    const at = 1e17 + 14 * 3_600_000;
    const far = await startEmulator({ keys: { [KEY]: 'builder' }, now: () => at });
    try {
      const { client } = clientFor(far);
      const out = await runCell(parseCell('topic bitcoin series interactions 1w by day').query!, deps(client), new AbortController().signal);
      assert.equal(out.chart!.partial!.time, out.chart!.times.at(-1));
      assert.equal(out.notes.length, 1);
      assert.match(out.notes[0]!, /^The last day, — \(UTC\), is the day so far \(to .+\): its counts cover only part of it\.$/);
      client.dispose();
    } finally {
      await far.close();
    }
  });

  it('by day, the last day is the day so far: the chart, its table of points and the markdown say so, and until when', async () => {
    const at = Date.UTC(2026, 10, 22, 14, 20);
    const clocked = await startEmulator({ keys: { [KEY]: 'builder' }, now: () => at });
    try {
      const { client } = clientFor(clocked);
      const out = await runCell(parseCell('topic bitcoin series interactions 1m by day').query!, deps(client), new AbortController().signal);
      const chart = out.chart!;
      const today = Date.UTC(2026, 10, 22) / 1000;
      assert.equal(chart.times.at(-1), today, 'the series ends with today');
      assert.deepEqual(chart.partial, { time: today, until: at / 1000 });
      assert.deepEqual(out.notes, [`The last day, 2026-11-22 (UTC), is the day so far (to ${formatMoment(at)}): its counts cover only part of it.`]);
      const md = cellMarkdown(out);
      assert.match(md, /\| 2026-11-22 00:00 UTC \(day so far, to 2026-11-22 14:20 UTC\) \|/, 'the row of today in the table of points');
      assert.match(md, /Chart: Interactions .* the last day so far \(to 2026-11-22 14:20 UTC\)\)/, 'the first-to-last line');
      assert.doesNotMatch(md, /\| 2026-11-21 00:00 UTC \(day so far/, 'a whole day is not marked');
      // at midnight the last day is whole: nothing is marked
      const whole = await startEmulator({ keys: { [KEY]: 'builder' }, now: () => Date.UTC(2026, 10, 22) });
      try {
        const w = await runCell(parseCell('topic bitcoin series interactions 1m by day').query!, deps(clientFor(whole).client), new AbortController().signal);
        assert.equal(w.chart!.partial, undefined);
        assert.deepEqual(w.notes, []);
      } finally {
        await whole.close();
      }
    } finally {
      await clocked.close();
    }
  });

  it('on a plan without v1, the series is the week from v2 and the note says so; the plan not known, the refused v1 request counts too', async () => {
    const { client } = clientFor(suite.emulator, { plan: 'individual', getKey: async () => INDIVIDUAL_KEY });
    const known = await run('topic ethereum series interactions 1m by day', deps(client, { access: PLANS.individual.access }));
    assert.equal(known.requests, 1);
    assert.deepEqual(known.notes.filter((n) => !n.includes('the day so far')), [weekOnlyNote()]);
    assert.ok(known.chart!.times.length <= 8);
    const unknown = await run('topic solana series interactions 3m by day', deps(client, { access: undefined }));
    assert.equal(unknown.requests, 2, 'v1 refused, then v2');
    assert.deepEqual(unknown.notes.filter((n) => !n.includes('the day so far')), [weekOnlyNote()]);
    client.dispose();
  });

  it('coins top 10 by galaxy_score in defi: ten defi coins, highest score first, one request', async () => {
    const { client, log } = clientFor(suite.emulator);
    const out = await run('coins top 10 by galaxy_score in defi', deps(client));
    assert.equal(out.requests, 1);
    assert.deepEqual(log.map((e) => e.operation), ['coinsListV2']);
    assert.match(log[0]!.path, /sort=galaxy_score/);
    assert.match(log[0]!.path, /filter=defi/);
    assert.equal(out.table!.rows.length, 10);
    const scores = column(out, 'galaxy_score') as number[];
    assert.deepEqual([...scores].sort((a, b) => b - a), scores);
    assert.ok((column(out, 'categories') as string[]).every((s) => s.split(',').includes('defi')));
    assert.deepEqual(column(out, 'place'), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    client.dispose();
  });

  it('stocks top 5 by market_cap, changes, category defi topics, search, report: each one request and its table', async () => {
    const { client } = clientFor(suite.emulator);
    const stocks = await run('stocks top 5 by market_cap', deps(client));
    assert.equal(stocks.table!.rows.length, 5);
    const caps = column(stocks, 'market_cap') as number[];
    assert.deepEqual([...caps].sort((a, b) => b - a), caps);
    const changes = await run('changes', deps(client));
    assert.ok(changes.table!.rows.length > 0 && changes.requests === 1);
    const times = column(changes, 'time') as number[];
    assert.deepEqual([...times].sort((a, b) => b - a), times, 'newest first');
    const topics = await run('category defi topics', deps(client));
    assert.ok(topics.table!.rows.length > 0 && topics.requests === 1);
    const search = await run('search "etf approval"', deps(client));
    assert.ok(search.table!.rows.length > 0 && search.requests === 1);
    assert.ok((column(search, 'link') as (string | null)[]).every((l) => l === null || /^https?:\/\//.test(l)));
    const report = await run('report bitcoin', deps(client));
    assert.equal(report.requests, 1);
    assert.match(report.markdown!, /^# Bitcoin/);
    client.dispose();
  });

  it('report on a plan without the markdown report: the snapshot says once why it is one', async () => {
    suite.emulator.faults.set({ kind: 'status', status: 402, match: '/ai/' });
    const { client } = clientFor(suite.emulator);
    const out = await run('report ethereum', deps(client));
    assert.equal(out.requests, 2, 'the refused report, then the summary');
    assert.equal(cellMarkdown(out).split(snapshotNote()).length - 1, 1, cellMarkdown(out));
    client.dispose();
  });

  it("report search <saved search>: the saved searches' list and the report, two requests; a saved search not there still counts the list", async () => {
    const setup = clientFor(suite.emulator);
    const saved = (await setup.client.searchCreate({ name: 'Weekly BTC', search_json: { terms: ['bitcoin', 'etf'] } })).data;
    setup.client.dispose();

    const { client, log } = clientFor(suite.emulator);
    const report = await run(`report search ${saved.id}`, deps(client));
    assert.equal(report.requests, 2);
    assert.deepEqual(log.map((e) => e.operation), ['searchesList', 'report']);
    client.dispose();

    const other = clientFor(suite.emulator).client;
    const before = suite.emulator.requests();
    await assert.rejects(runCell(parseCell('report search no-such-search').query!, deps(other), new AbortController().signal), (e: unknown) => {
      assert.ok(isServiceError(e));
      assert.equal(e.kind, 'invalid-input');
      assert.equal(e.requests, 1, 'the list');
      assert.equal(e.requests, suite.emulator.requests() - before);
      return true;
    });
    other.dispose();
  });

  it("a creator's posts of 7 days (the README's example, with a demo creator): one request with a whole-day start; a pasted address: that subject's figures", async () => {
    const { client, log } = clientFor(suite.emulator);
    const now = Math.floor(Date.now() / 1000);
    // the demo's creators are made up: its largest X account stands in for the README's
    const creator = suite.emulator.data.creators.filter((c) => c.network.name === 'twitter').sort((a, b) => b.followers - a.followers)[0]!;
    const out = await run(`creator twitter/${creator.name} posts 7d`, deps(client, { now: () => now }));
    assert.equal(out.requests, 1);
    const start = Number(/start=(\d+)/.exec(log[0]!.path)![1]);
    assert.equal(start % 86400, 0, 'a whole day, so runs of one day share an address');
    assert.ok(now - start >= 7 * 86400 && now - start < 8 * 86400);
    assert.ok(out.table!.rows.length > 0);
    const address = await run('https://lunarcrush.com/coins/btc/bitcoin', deps(client));
    assert.deepEqual(column(address, 'subject'), ['Bitcoin (BTC)']);
    assert.equal(address.requests, 1);
    client.dispose();
  });

  it('compare and $watchlist expand to the subjects, a request each (coins share their list\'s page); a failed subject of several is a note and its request still counts', async () => {
    const { client } = clientFor(suite.emulator);
    const compare = await run('compare bitcoin, ethereum, solana on interactions', deps(client));
    assert.equal(compare.requests, 3);
    assert.deepEqual(compare.chart!.lines.map((l) => l.label), ['bitcoin: Interactions', 'ethereum: Interactions', 'solana: Interactions']);
    const watchlist: ItemRef[] = [topicRef('bitcoin'), coinRef('btc'), coinRef('eth'), topicRef(suite.emulator.data.missingTopic)];
    const all = await run('$watchlist', deps(client, { watchlist }));
    assert.equal(all.table!.rows.length, 3, 'the missing topic left out');
    assert.equal(all.requests, 3, 'bitcoin, the coins\' page for btc and eth, and the missing topic');
    assert.equal(all.notes.length, 1);
    assert.match(all.notes[0]!, new RegExp(`topic "${suite.emulator.data.missingTopic}"`));
    const coins = await run('$watchlist.coins', deps(client, { watchlist }));
    assert.deepEqual(column(coins, 'subject'), ['Bitcoin (BTC)', 'Ethereum (ETH)']);
    assert.equal(coins.requests, 0, 'both coins from the cache');
    const none = await run('$watchlist.stocks series galaxy_score', deps(client, { watchlist }));
    assert.deepEqual([none.table, none.chart, none.notes], [undefined, undefined, ['The Watchlist holds no stocks: pin some to it first.']]);
    client.dispose();
  });

  it('a failure of the whole question rejects with the service reason and what it spent', async () => {
    const { client } = clientFor(suite.emulator);
    const parsed = parseCell(`topic ${suite.emulator.data.missingTopic}`);
    await assert.rejects(runCell(parsed.query!, deps(client), new AbortController().signal), (e: unknown) => {
      assert.ok(isServiceError(e));
      assert.equal(e.kind, 'not-found');
      assert.equal(e.requests, 1);
      return true;
    });
    client.dispose();
  });

  it("the cell's stop reaches the request: an aborted signal ends the run at once, cancelled", async () => {
    const { client } = clientFor(suite.emulator);
    suite.emulator.faults.set({ kind: 'latency', ms: 5000, match: '/coins/list' });
    const controller = new AbortController();
    const started = Date.now();
    setTimeout(() => controller.abort(), 100);
    await assert.rejects(runCell(parseCell('coins top 5 by price').query!, deps(client), controller.signal), (e: unknown) => {
      assert.ok(isServiceError(e));
      assert.equal(e.kind, 'cancelled');
      return true;
    });
    assert.ok(Date.now() - started < 2000, 'gave up at once');
    client.dispose();
  });
});
