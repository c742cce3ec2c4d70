// The creator, post and search panels' sections, loaded through the real client from the
// emulator over HTTP, and what their exports and tab titles make of the answers.
import * as assert from 'node:assert/strict';
import { createClient } from '../../src/service/api/client';
import { isServiceError } from '../../src/service/api/errors';
import type { SocialClient } from '../../src/service/api/service';
import { startEmulator, type Emulator } from '../../src/service/demo/server';
import { creatorRef, postRef, searchRef, searchTermRef, type ItemRef } from '../../src/shared/items';
import { loadSection, type Emit } from '../../src/features/panels/loaders';
import { buildMarkdown } from '../../src/shared/render/markdown';
import { sectionTitle } from '../../src/features/panels/sectionTitle';
import { buildTable } from '../../src/shared/render/tables';
import type { AnswerMeta, LoadMessage, SectionData } from '../../src/shared/protocol/messages';
import type { SectionId, ViewKind } from '../../src/shared/protocol/views';

interface Emitted { section: SectionId; data: unknown; meta: AnswerMeta }

describe('panels: creator, post and search sections against the emulator', () => {
  let emulator: Emulator;
  let builder: SocialClient;
  let individual: SocialClient;
  let creator: ItemRef;
  let postItem: ItemRef;

  async function load(client: SocialClient, view: ViewKind, ref: ItemRef, msg: LoadMessage): Promise<Emitted[]> {
    const emitted: Emitted[] = [];
    await loadSection({
      client, view, subject: ref.id, ref, options: { priority: 'view' },
      emit: ((section, data, meta) => {
        emitted.push({ section, data, meta });
      }) as Emit,
      progress: () => undefined,
      socialData: true,
    }, msg);
    return emitted;
  }

  async function one<S extends SectionId>(client: SocialClient, view: ViewKind, ref: ItemRef, msg: LoadMessage & { section: S }): Promise<SectionData[S]> {
    const emitted = await load(client, view, ref, msg);
    assert.equal(emitted.length, 1);
    assert.equal(emitted[0]!.section, msg.section);
    return emitted[0]!.data as SectionData[S];
  }

  before(async () => {
    emulator = await startEmulator({ keys: { 'k-builder': 'builder', 'k-individual': 'individual' } });
    builder = createClient({ baseUrl: emulator.baseUrl, markdownUrl: emulator.markdownUrl, plan: 'builder', getKey: async () => 'k-builder' });
    individual = createClient({ baseUrl: emulator.baseUrl, markdownUrl: emulator.markdownUrl, plan: 'individual', getKey: async () => 'k-individual' });
    const top = (await builder.creatorsList()).data[0]!;
    creator = creatorRef(top.creator_id, top.creator_display_name);
    const posts = (await builder.creatorPosts(top.creator_network as 'twitter', top.creator_name!)).data;
    postItem = postRef({ type: posts[0]!.post_type, id: posts[0]!.id }, posts[0]!.post_title);
  });

  after(async () => {
    builder.dispose();
    individual.dispose();
    await emulator.close();
  });

  it('loads a creator\'s profile, series and posts', async () => {
    const profile = await one(builder, 'creator', creator, { type: 'load', section: 'profile' });
    assert.equal(profile.creator_id, creator.id);
    assert.ok(profile.topic_influence.length > 0);
    assert.equal(sectionTitle('profile', profile), profile.creator_display_name);

    const series = await one(builder, 'creator', creator, { type: 'load', section: 'series', query: { bucket: 'day', interval: '1m' } });
    assert.ok(series.points.length >= 28);
    assert.equal(series.bucket, 'day');
    assert.equal(typeof series.points[0]!.followers, 'number');
    assert.deepEqual(buildTable('series', { series: { data: series, meta: { generated: 0, stale: false, fromCache: false } } })?.columns,
      ['time', 'interactions', 'posts_active', 'followers', 'creator_rank']);

    const posts = await one(builder, 'creator', creator, { type: 'load', section: 'posts', query: {} });
    assert.ok(posts.posts.length > 0);
    assert.ok(posts.posts.every((p) => p.creator_id === creator.id));
    const meta = { generated: 0, stale: false, fromCache: false };
    const note = buildMarkdown({ view: 'creator', ref: creator, data: { profile: { data: profile, meta }, series: { data: series, meta }, posts: { data: posts, meta } } });
    assert.match(note, /^## Profile\n\n/m);
    assert.match(note, /^## Time series/m);
    assert.match(note, /^## Top posts/m);
  });

  it('says in place that a creator\'s chart needs the Builder plan, while the rest loads', async () => {
    await assert.rejects(load(individual, 'creator', creator, { type: 'load', section: 'series', query: { bucket: 'hour', interval: '1w' } }),
      (e: unknown) => isServiceError(e) && e.kind === 'plan' && /Builder plan/.test(e.message));
    assert.ok((await one(individual, 'creator', creator, { type: 'load', section: 'profile' })).creator_id);
  });

  it('loads a post and its interactions over time', async () => {
    const detail = await one(builder, 'post', postItem, { type: 'load', section: 'post' });
    assert.equal(`${detail.type}::${detail.id}`, postItem.id);
    assert.ok(Object.keys(detail.metrics).length > 0);
    assert.ok(detail.topics.length > 0);
    const series = await one(builder, 'post', postItem, { type: 'load', section: 'series', query: { bucket: 'hour', interval: '1w' } });
    assert.ok(series.points.length > 0);
    assert.ok(series.points.every((p) => typeof p.interactions === 'number'));
  });

  it('loads a term\'s posts and a saved search\'s summary', async () => {
    const term = await one(builder, 'search', searchTermRef('bitcoin'), { type: 'load', section: 'search' });
    assert.equal(term.term, 'bitcoin');
    assert.equal(term.summary, undefined);
    assert.ok(term.posts.length > 0);
    assert.equal(buildTable('posts', { search: { data: term, meta: { generated: 0, stale: false, fromCache: false } } })?.rows.length, term.posts.length);

    const saved = (await builder.searchCreate({ name: 'Loader test', search_json: { terms: ['ethereum'] } })).data;
    const summary = await one(builder, 'search', searchRef(saved.id, saved.name), { type: 'load', section: 'search' });
    assert.equal(summary.summary?.name, 'Loader test');
    assert.deepEqual(summary.summary?.terms, ['ethereum']);
    assert.equal(summary.posts, summary.summary?.posts);
    assert.equal(sectionTitle('search', summary), 'Loader test');
  });

  it('asks for the changes once for every panel, and keeps only the subject\'s', async () => {
    const all = (await builder.systemChanges()).data;
    const recent = all.find((c) => c.asset_type === 'topic')!;
    const ref: ItemRef = { kind: 'topic', id: String(recent.asset_id), title: 'x' };
    const requests = emulator.requests();
    const a = await one(builder, 'topic', ref, { type: 'load', section: 'changes' });
    const b = await one(builder, 'creator', creator, { type: 'load', section: 'changes' });
    assert.equal(emulator.requests(), requests, 'served from the one cached answer');
    assert.ok(a.changes.every((c) => String(c.asset_id) === ref.id));
    assert.deepEqual(b.changes, []);
  });
});
