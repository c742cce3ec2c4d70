import * as assert from 'node:assert/strict';
import { createClient } from '../../src/service/api/client';
import type { SocialClient } from '../../src/service/api/service';
import { startEmulator, type Emulator } from '../../src/service/demo/server';
import { loadSection, type Emit } from '../../src/features/panels/loaders';
import { COINS_PAGE_SIZE } from '../../src/shared/queries/marketPages';
import { buildMarkdown } from '../../src/shared/render/markdown';
import type { PanelData } from '../../src/shared/render/panelData';
import { buildTable } from '../../src/shared/render/tables';
import type { AnswerMeta, ListProgress, LoadMessage, SectionData } from '../../src/shared/protocol/messages';
import type { SectionId, ViewKind } from '../../src/shared/protocol/views';

interface Emitted { section: SectionId; data: unknown; meta: AnswerMeta }

function clientFor(emulator: Emulator, key: string, plan: 'builder' | 'individual'): SocialClient {
  return createClient({ baseUrl: emulator.baseUrl, markdownUrl: emulator.markdownUrl, plan, getKey: async () => key });
}

let emulator: Emulator;

async function run(client: SocialClient, view: ViewKind, subject: string, msg: LoadMessage, signal?: AbortSignal): Promise<{ emitted: Emitted[]; progress: ListProgress[] }> {
  const emitted: Emitted[] = [];
  const progress: ListProgress[] = [];
  // typed by inference: LoadContext grows (the report view adds fields); extra fields are harmless
  const ctx = {
    client, view, subject, ref: { kind: view === 'coins' ? 'coin' as const : view === 'category' ? 'category' as const : 'topic' as const, id: subject, title: subject },
    baseUrl: emulator.baseUrl, options: { signal, priority: 'view' as const }, socialData: true,
    emit: ((section, data, meta) => {
      emitted.push({ section, data, meta });
    }) as Emit,
    progress: (p: ListProgress) => {
      progress.push(p);
    },
  };
  await loadSection(ctx, msg);
  return { emitted, progress };
}

function only<S extends SectionId>(r: { emitted: Emitted[] }, section: S): SectionData[S] {
  assert.equal(r.emitted.length, 1);
  assert.equal(r.emitted[0]!.section, section);
  return r.emitted[0]!.data as SectionData[S];
}

describe('panels: section loaders against the emulator', () => {
  let builder: SocialClient;
  let individual: SocialClient;

  before(async () => {
    emulator = await startEmulator({ keys: { 'k-builder': 'builder', 'k-individual': 'individual' } });
    builder = clientFor(emulator, 'k-builder', 'builder');
    individual = clientFor(emulator, 'k-individual', 'individual');
  });

  after(async () => {
    builder.dispose();
    individual.dispose();
    await emulator.close();
  });

  it('loads every section of a topic panel, with the answer\'s age', async () => {
    const topic = emulator.data.topics[0]!.topic;
    const summary = only(await run(builder, 'topic', topic, { type: 'load', section: 'summary' }), 'summary');
    assert.equal(summary.topic.toLowerCase(), topic);
    assert.ok(Object.keys(summary.types_count).length > 0);
    const rank = only(await run(builder, 'topic', topic, { type: 'load', section: 'rank' }), 'rank');
    assert.equal(rank.rank, 1);
    assert.ok(Array.isArray(only(await run(builder, 'topic', topic, { type: 'load', section: 'whatsup' }), 'whatsup').supportive));
    assert.ok(only(await run(builder, 'topic', topic, { type: 'load', section: 'news' }), 'news').length > 0);
    assert.ok(only(await run(builder, 'topic', topic, { type: 'load', section: 'creators' }), 'creators').length > 0);
    const r = await run(builder, 'topic', topic, { type: 'load', section: 'posts', query: {} });
    assert.ok(only(r, 'posts').posts.length > 0);
    assert.ok(Math.abs(r.emitted[0]!.meta.generated - Date.now() / 1000) < 3600);
  });

  it('keeps an image the service sent over plain http out of the news table', async () => {
    const r = await run(builder, 'topic', emulator.data.topics[0]!.topic, { type: 'load', section: 'news' });
    const news = only(r, 'news');
    assert.ok(news.some((p) => p.post_image?.startsWith('http://')), 'the emulator sends an http image');
    const table = buildTable('news', { news: { data: news, meta: r.emitted[0]!.meta } })!;
    const image = table.columns.indexOf('image');
    assert.ok(image >= 0 && table.rows.length === news.length);
    assert.ok(table.rows.every((row) => row[image] === undefined), 'only https images are kept');
  });

  it('loads a year of hourly points by interval, and a custom day range', async () => {
    const topic = emulator.data.topics[0]!.topic;
    const year = only(await run(builder, 'topic', topic, { type: 'load', section: 'series', query: { bucket: 'hour', interval: '1y' } }), 'series');
    assert.ok(year.points.length > 8000, `${year.points.length} points`);
    assert.equal(year.note, undefined);
    const end = Math.floor(Date.now() / 1000);
    const range = only(await run(builder, 'topic', topic, { type: 'load', section: 'series', query: { bucket: 'day', start: end - 10 * 86400, end } }), 'series');
    assert.ok(range.points.length >= 9 && range.points.length <= 12, `${range.points.length} points`);
    assert.ok(range.points.every((p) => p.time >= end - 11 * 86400));
  });

  it('falls back to the last week (v2) when the plan lacks the full series, and says so', async () => {
    const topic = emulator.data.topics[0]!.topic;
    const series = only(await run(individual, 'topic', topic, { type: 'load', section: 'series', query: { bucket: 'hour', interval: '1y' } }), 'series');
    assert.match(series.note ?? '', /Builder plan/);
    assert.ok(series.points.length > 0 && series.points.length <= 24 * 8);
  });

  it('loads every section of a category panel', async () => {
    const category = emulator.data.categories[0]!.category;
    const summary = only(await run(builder, 'category', category, { type: 'load', section: 'summary' }), 'summary');
    assert.ok(summary.title);
    assert.ok(only(await run(builder, 'category', category, { type: 'load', section: 'topics' }), 'topics').length > 0);
    assert.ok(only(await run(builder, 'category', category, { type: 'load', section: 'series', query: { bucket: 'day', interval: '1m' } }), 'series').points.length > 0);
    assert.ok(Array.isArray(only(await run(builder, 'category', category, { type: 'load', section: 'posts', query: {} }), 'posts').posts));
    assert.ok(Array.isArray(only(await run(builder, 'category', category, { type: 'load', section: 'creators' }), 'creators')));
  });

  it('pages through every coin, 1,000 at a time, marking only the last page complete', async () => {
    for (const source of ['v1', 'v2'] as const) {
      const { emitted, progress } = await run(builder, 'coins', '', { type: 'load', section: 'coins', query: { source } });
      const pages = emitted.map((e) => e.data as SectionData['coins']);
      const total = emulator.data.coins.length;
      assert.equal(pages.length, Math.ceil(total / COINS_PAGE_SIZE));
      assert.deepEqual(pages.map((p) => p.page), pages.map((_, i) => i));
      assert.deepEqual(pages.map((p) => p.complete), pages.map((_, i) => i === pages.length - 1));
      assert.equal(pages.reduce((n, p) => n + p.coins.length, 0), total);
      assert.ok(pages.every((p) => p.source === source && p.total === total));
      assert.equal(new Set(pages.flatMap((p) => p.coins.map((c) => String(c.id)))).size, total);
      // numbers, which the page words in the person's language
      assert.deepEqual(progress, pages.slice(0, -1).map((_, i) => ({ loaded: (i + 1) * COINS_PAGE_SIZE, total })));
    }
  });

  it('stops with the panel: an aborted load emits nothing', async () => {
    const abort = new AbortController();
    abort.abort();
    await assert.rejects(run(builder, 'topic', 'ethereum', { type: 'load', section: 'summary' }, abort.signal),
      (e: unknown) => (e as { kind?: string }).kind === 'cancelled');
  });

  it('reports a missing topic as the service error, for the section to show', async () => {
    await assert.rejects(run(builder, 'topic', emulator.data.missingTopic, { type: 'load', section: 'summary' }),
      (e: unknown) => (e as { name?: string; kind?: string }).name === 'ServiceError' && (e as { kind?: string }).kind === 'not-found');
  });
});

describe('panels: exports from hostile service text', () => {
  let client: SocialClient;

  before(async () => {
    emulator = await startEmulator({ hostile: true, keys: { k: 'builder' } });
    client = clientFor(emulator, 'k', 'builder');
  });

  after(async () => {
    client.dispose();
    await emulator.close();
  });

  it('copies markdown and CSV that keep markup inert and unsafe links out', async () => {
    const topic = emulator.data.topics[0]!.topic;
    const data: PanelData = {};
    const store = (r: { emitted: Emitted[] }): void => {
      for (const e of r.emitted) (data as Record<string, unknown>)[e.section] = { data: e.data, meta: e.meta };
    };
    for (const section of ['summary', 'whatsup', 'news', 'creators'] as const) store(await run(client, 'topic', topic, { type: 'load', section }));
    store(await run(client, 'topic', topic, { type: 'load', section: 'posts', query: {} }));
    const md = buildMarkdown({ view: 'topic', ref: { kind: 'topic', id: topic, title: topic }, data });
    assert.ok(md.length > 500);
    assert.doesNotMatch(md, /(^|[^\\])<(script|img|svg|iframe|a)\b/im);
    // a bracket escaped (`\[click\](command:…)`) opens nothing: only a bare `](` starts a link
    assert.doesNotMatch(md, /(?<!\\)\]\((?!<https?:)/);
    assert.match(md, /\\<script\\>/);
    // links and images in the CSV are http(s) only: a javascript: link stays out of spreadsheets
    for (const id of ['posts', 'news'] as const) {
      const table = buildTable(id, data)!;
      const urlColumns = ['link', 'image'].map((c) => table.columns.indexOf(c)).filter((i) => i >= 0);
      const urls = table.rows.flatMap((row) => urlColumns.map((i) => row[i])).filter((u) => u !== undefined);
      assert.ok(table.rows.length > 0, id);
      assert.ok(urls.every((u) => typeof u === 'string' && /^https?:\/\//.test(u)), `${id}: ${urls.join(' ')}`);
    }
  });
});
