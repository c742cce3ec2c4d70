// Times a person reads follow socialPulse.timeZone (as the host set it) and name their zone,
// wherever they are written: in the views, in notes, in saved notebooks and in chat answers alike.
// Europe/Berlin in January is UTC+1 ("GMT+1"): each time reads an hour later than in UTC.
import * as assert from 'node:assert/strict';
import { asElement } from './fake-dom';
import { loadWebview } from './webview-load';
import { clientFor, KEY } from './client-helpers';
import { MemoryMemento } from './memento';
import { AlertChecker } from '../../src/features/alerts/core/checker';
import { budgetText } from '../../src/features/alerts/core/cost';
import { evaluate, initialState } from '../../src/features/alerts/core/evaluate';
import type { AlertRule } from '../../src/features/alerts/core/model';
import { alertRows } from '../../src/features/alerts/core/rows';
import { AlertStore } from '../../src/features/alerts/core/store';
import { alertSource } from '../../src/features/alerts/source';
import { runTool, type ToolEnv } from '../../src/features/chat/core/run';
import { comparisonMarkdown } from '../../src/features/compare/copies';
import { loadComparison } from '../../src/features/compare/core/model';
import { periodNote } from '../../src/features/compare/tables';
import { snapshotLine, type Glance } from '../../src/features/hovers/core/glance';
import { cellMarkdown } from '../../src/features/notebook/core/cellMarkdown';
import { findNoteReports } from '../../src/features/reports/core/noteReports';
import { reportBlock } from '../../src/editor/toNotes/core/wrap';
import { VirtualClock } from '../../src/service/api/clock';
import { PLANS } from '../../src/service/api/plans';
import { startEmulator, type Emulator } from '../../src/service/demo/server';
import { useTimeZone } from '../../src/shared/format/time';
import { zoneNameOf, type ZoneName } from '../../src/shared/format/zone';
import type { ItemRef } from '../../src/shared/items';
import type { CellOutput } from '../../src/shared/protocol/cellOutput';

const BERLIN = zoneNameOf('Europe/Berlin') as ZoneName;
/** 2026-01-05 14:05 UTC: 15:05 in Berlin. */
const T0 = Date.UTC(2026, 0, 5, 14, 5);
const HOUR = 3_600_000;

/** `ms` as Berlin's wall clock in January reads it ("2026-01-05 15:05 GMT+1"), worked out apart from the code under test. */
function berlin(ms: number): string {
  return `${new Date(ms + HOUR).toISOString().slice(0, 16).replace('T', ' ')} GMT+1`;
}

/** Markdown's escapes taken out (a tooltip escapes what markdown would act on). */
const unescaped = (markdown: string): string => markdown.replace(/\\(.)/g, '$1');
const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('times in the zone of socialPulse.timeZone, named', () => {
  beforeEach(() => useTimeZone(BERLIN));
  afterEach(() => useTimeZone('utc'));

  it("the Alerts view: a rule's state, when it was checked, its snooze, the fired history and the budget's reset", () => {
    const rule: AlertRule = { id: 'r', name: 'r', subject: { kind: 'coin', id: '1', title: 'Bitcoin' }, metric: 'price', condition: { kind: 'above', value: 1 }, cooldownMinutes: 0, paused: false, createdAt: T0 };
    const { state, fired } = evaluate(rule, initialState(), { value: 2, at: T0 }, T0);
    const rows = alertRows([rule], { r: { ...state, checkedAt: T0 } }, [fired!], [], T0 + 60_000, () => initialState());
    const row = rows.find((r) => r.ruleId === 'r')!;
    assert.match(row.description!, /^fired at 15:05 GMT\+1 · /);
    assert.match(unescaped(row.tooltip!), /checked 15:05 GMT\+1/);
    const group = rows.find((r) => r.id === 'alerts/history')!.children![0]!;
    assert.equal(group.description, '1 fired · last 15:05 GMT+1');
    assert.match(unescaped(group.children![0]!.tooltip!), /Fired Jan 5, 2026, 3:05 PM GMT\+1$/);
    // older than a day: the date too
    const old = alertRows([rule], { r: { ...state, firedAt: T0 - 48 * HOUR } }, [], [], T0, () => initialState());
    assert.match(old[0]!.description!, new RegExp(`^fired at ${literal(berlin(T0 - 48 * HOUR))} · `));
    const snoozed = alertRows([rule], { r: { ...initialState(), snoozedUntil: T0 + HOUR } }, [], [], T0, () => initialState());
    assert.match(snoozed[0]!.description!, /^snoozed until 16:05 GMT\+1/);
    const quota = { plan: PLANS.hobby, minuteUsed: 0, dayUsed: 79, minuteResetAt: T0 + 60_000, dayResetAt: Date.UTC(2026, 0, 6), waiting: 0 };
    assert.match(budgetText(15, { rules: [rule], pinned: [] }, quota, T0)!, /after the quota resets at 01:00 GMT\+1\.$/);
  });

  it("a hover's snapshot line is dated, and its figures timed, in the zone", () => {
    const glance: Glance = {
      ref: { kind: 'coin', id: '1', title: 'Bitcoin' }, title: 'Bitcoin (BTC)', figures: [{ id: 'price', value: 84559.9 }],
      read: { op: 'coinsListV2', generated: (T0 - 5 * 60_000) / 1000 }, receivedAt: T0,
    };
    assert.equal(snapshotLine(glance, false), '- Bitcoin (BTC), 2026-01-05 15:05 GMT+1: Price $84,559.90 (Social Pulse: coins list, 15:00 GMT+1)');
  });

  it("a notebook cell's markdown: its table's times, its chart's range and points, and when it was generated", () => {
    const cell: CellOutput = {
      v: 1, title: 'bitcoin', generated: T0 / 1000, requests: 1, demo: false, notes: [],
      table: { columns: [{ key: 'created', label: 'Created', kind: 'time' }], rows: [[T0 / 1000]] },
      chart: { times: [T0 / 1000 - 3600, T0 / 1000], step: 3600, lines: [{ label: 'Interactions', unit: 'count', values: [1000, 2500] }] },
    };
    const md = cellMarkdown(cell);
    assert.ok(md.includes(`| Created |\n| --- |\n| ${berlin(T0)} |`), md);
    assert.ok(md.includes(`2 points by hour, ${berlin(T0 - HOUR)} to ${berlin(T0)}`), md);
    assert.ok(md.includes(`| Time | Interactions |\n| --- | --: |\n| ${berlin(T0 - HOUR)} | 1,000 |`), md);
    assert.ok(md.endsWith(`*Generated ${berlin(T0)} · 1 request*`), md);
    assert.doesNotMatch(md, /UTC/);
  });

  it("a report's dated heading in a note, found again by it whatever zone dated it", () => {
    const block = reportBlock({ title: 'Bitcoin', format: 'markdown', text: 'Figures.', sourceUrl: 'https://lunarcrush.ai/topic/bitcoin', origin: 'service' }, T0, false, { kind: 'topic', id: 'bitcoin', title: 'bitcoin' });
    assert.equal(block.split('\n')[0], `## Bitcoin — Social Pulse report, ${berlin(T0)}`);
    const lines = block.split('\n');
    for (const stamp of [berlin(T0), '2026-01-05 19:35 GMT+5:30', '2026-01-05 06:05 PST', '2026-01-05 10:35 GMT-3:30']) {
      assert.deepEqual(findNoteReports([`## Bitcoin — Social Pulse report, ${stamp}`, ...lines.slice(1)]).map((r) => r.subject?.id), ['bitcoin'], stamp);
    }
  });

  it("the notebook renderer shows an answer's times in the zone the host sends with its words, and again in the next zone it sends", async () => {
    const renderer = loadWebview('../../features/notebookRenderer/main.ts', 'dom.ts') as {
      activate(context: unknown): { renderOutputItem(item: unknown, element: unknown, signal: AbortSignal): Promise<void> };
      h(tag: string): unknown;
    };
    useTimeZone('utc');
    const host: { hear?: (message: unknown) => void } = {};
    const api = renderer.activate({ postMessage: () => undefined, onDidReceiveMessage: (listener: (m: unknown) => void) => {
      host.hear = listener;
      return { dispose: () => (host.hear = undefined) };
    } });
    const output: CellOutput = { v: 1, title: 'bitcoin', generated: T0 / 1000, requests: 1, demo: false, notes: [] };
    const element = renderer.h('div');
    const drawn = api.renderOutputItem({ id: 'o1', mime: 'x', json: () => output, text: () => '' }, element, new AbortController().signal);
    assert.ok(host.hear, 'the renderer asked the host');
    host.hear({ type: 'words', bundle: {}, timeZone: BERLIN });
    await drawn;
    assert.match(asElement(element).textContent, /Generated Jan 5, 2026, 3:05 PM GMT\+1 · 1 request/);
    // the person chose another zone: the host sends it to every renderer, which draws its outputs again
    assert.ok(host.hear, 'the renderer still listens to the host');
    host.hear({ type: 'words', bundle: {}, timeZone: 'utc' });
    assert.match(asElement(element).textContent, /Generated Jan 5, 2026, 2:05 PM UTC · 1 request/);
  });
});

describe('times in the zone of socialPulse.timeZone, named: against the emulator', () => {
  let clock: VirtualClock;
  let emulator: Emulator;
  before(() => useTimeZone(BERLIN));
  after(() => useTimeZone('utc'));
  beforeEach(async () => {
    clock = new VirtualClock(T0);
    emulator = await startEmulator({ now: () => clock.now(), keys: { [KEY]: { plan: 'builder', perDay: 20 } } });
  });
  afterEach(() => emulator.close());

  it("a rule the quota pauses says when checks resume: the day's reset, midnight UTC, in the zone", async () => {
    const { client } = clientFor(emulator, { clock });
    const store = new AlertStore(new MemoryMemento());
    const source = alertSource(false, 'https://service.example/api4');
    const checker = new AlertChecker({ store, client: async () => client, clock, source: () => source });
    const coin = emulator.data.coins[0]!;
    await store.put({ id: 'a', name: 'a', subject: { kind: 'coin', id: String(coin.id), title: coin.name }, metric: 'price', condition: { kind: 'above', value: 1e12 }, cooldownMinutes: 0, paused: false, createdAt: T0 });
    for (let round = 0; !(await checker.check({ refresh: true })).heldBack; round++) {
      assert.ok(round < 50, JSON.stringify(client.quota()));
      clock.advance(60_000);
    }
    assert.match(store.state(source.id, 'a').note!, /Checks resume after 01:00 GMT\+1\.$/);
    client.dispose();
  });

  it("the Compare panel's period and its Markdown copy", async () => {
    const { client } = clientFor(emulator, { clock });
    const refs = emulator.data.topics.slice(0, 2).map((t): ItemRef => ({ kind: 'topic', id: t.topic, title: t.title }));
    const subjects = await loadComparison(client, refs, {});
    const times = subjects.flatMap((s) => s.points.map((p) => p.time * 1000));
    const from = `From ${berlin(Math.min(...times))} to ${berlin(Math.max(...times))}, by hour`;
    assert.ok(periodNote(subjects).startsWith(from), periodNote(subjects));
    const md = comparisonMarkdown(subjects);
    assert.ok(md.includes(from), md);
    assert.match(md, new RegExp(`^_${literal(berlin(Math.min(...subjects.map((s) => s.receivedAt))))} · `, 'm'));
    assert.doesNotMatch(md, /UTC/);
    client.dispose();
  });

  it("a chat answer: an hourly series' hours, and when its data was generated", async () => {
    const { client } = clientFor(emulator, { clock });
    const env: ToolEnv = { client: async () => client, state: () => ({ plan: PLANS.builder, mode: 'key' }), now: () => clock.now() };
    const answer = await runTool('series', { name: 'bitcoin', bucket: 'hour', interval: '1d', metrics: ['interactions'] }, env);
    assert.ok(answer.ok, answer.text);
    assert.match(answer.text, /\| hour \| Interactions/);
    assert.match(answer.text, /\n\| 2026-01-05 1[45]:00 GMT\+1 (\(so far\) )?\|/);
    assert.match(answer.text, new RegExp(`_data generated ${berlin(T0).slice(0, 11)}\\d\\d:\\d\\d GMT\\+1 \\(`));
    assert.doesNotMatch(answer.text, /UTC/);
    client.dispose();
  });
});
