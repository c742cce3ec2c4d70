// Our words in what is written into notes and files, and in the refusals of the daily note and the
// report, come from the person's bundle: with a bundle whose every message is in capitals, none of
// them is left in English. (Service text and ids stay as sent.)
import * as assert from 'node:assert/strict';
import { promises as fs, readFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { PLANS } from '../../src/service/api/plans';
import type { Post, TopicSummary } from '../../src/service/api/types';
import { useBundle } from '../../src/shared/format/l10n';
import { marketListRef } from '../../src/shared/items';
import { fetchReport } from '../../src/shared/queries/report';
import { buildSnapshot } from '../../src/shared/queries/reportSnapshot';
import { subjectWords } from '../../src/shared/queries/reportSubject';
import { buildMarkdown } from '../../src/shared/render/markdown';
import { DIGEST_SECTIONS } from '../../src/features/digest/core/types';
import { planDigest } from '../../src/features/digest/core/plan';
import { patternProblem } from '../../src/editor/toNotes/dailyNote';
import { resolveDailyNote } from '../../src/editor/toNotes/dailyNotePath';
import { clientFor, emulatorForSuite } from './client-helpers';
import { NOW, TEN_PINS } from './digest-watchlist';

const ENGLISH = JSON.parse(readFileSync(path.join(__dirname, '../../../l10n/bundle.l10n.json'), 'utf8')) as Record<string, string>;
/** Every message in capitals: its placeholders have no letters, so they stay. */
const CAPITALS = Object.fromEntries(Object.keys(ENGLISH).map((k) => [k, k.toUpperCase()]));

const meta = { generated: 1_700_000_000, stale: false, fromCache: false };
const summary: TopicSummary = {
  topic: 'bitcoin', title: 'Bitcoin', topic_rank: 4, related_topics: ['ethereum'], categories: ['cryptocurrencies'],
  types_count: { tweet: 10 }, types_interactions: { tweet: 900 }, types_sentiment: { tweet: 80 }, types_sentiment_detail: {},
  interactions_24h: 1_234_567, num_contributors: 3456, num_posts: 789, trend: 'up',
};
const post: Post = { id: '1', post_type: 'tweet', post_title: 'gm', post_link: 'https://x.example/p', post_sentiment: 4, creator_name: 'alice', creator_display_name: 'Alice', interactions_24h: 5000 };
const bitcoin = { kind: 'topic' as const, id: 'bitcoin', title: 'Bitcoin' };

describe('l10n: our words in notes, files and refusals', () => {
  const suite = emulatorForSuite();
  beforeEach(() => useBundle(CAPITALS));
  afterEach(() => useBundle(undefined));

  it('a panel\'s markdown: the line under the title, its age, the headings, a post\'s author', () => {
    const md = buildMarkdown({ view: 'topic', ref: bitcoin, demo: true, data: {
      summary: { data: summary, meta: { ...meta, stale: true, staleReason: 'x' } },
      rank: { data: { rank: 4, previous1h: 4, previous24h: 9 }, meta },
      posts: { data: { posts: [post], query: {} }, meta },
      series: { data: { points: [{ time: 1_700_000_000, interactions: 5 }, { time: 1_700_003_600, interactions: 9 }], query: { bucket: 'hour', interval: '1w' }, bucket: 'hour' }, meta },
    } });
    assert.match(md, /^\*SOCIAL PULSE \(DEMO DATA\) · TOPIC bitcoin · GENERATED .* \(STALE: x\)\*$/m);
    for (const line of ['## KEY FIGURES', '## NETWORKS', '## TIME SERIES', '## TOP POSTS', 'RELATED TOPICS: ethereum', 'CATEGORIES: cryptocurrencies']) {
      assert.ok(md.split('\n').some((l) => l.startsWith(line)), `${line} in\n${md}`);
    }
    assert.match(md, /\| 4 \(UP 5 PLACES IN 24 H ON THE TRENDING LIST\) \|/);
    assert.match(md, /2 POINTS BY HOUR \(INTERVAL 1w\)/);
    assert.match(md, /PEAK INTERACTIONS PER HOUR: 9 AT /);
    assert.match(md, /\]\(<https:\/\/x\.example\/p>\) BY Alice \(@alice\): /);
    assert.match(buildMarkdown({ view: 'coins', ref: bitcoin, data: {} }), /^# COINS\n/);
    assert.match(buildMarkdown({ view: 'stocks', ref: bitcoin, data: {} }), /^# STOCKS\n/);
  });

  it('the snapshot a plan without the markdown report gets: its note, in its text and beside it', () => {
    const snapshot = buildSnapshot({ view: 'topic', ref: bitcoin, summary, meta, format: 'markdown', sourceUrl: 'https://x.example/' });
    assert.equal(snapshot.note, 'YOUR PLAN DOES NOT INCLUDE THE MARKDOWN REPORT, SO SOCIAL PULSE BUILT THIS SNAPSHOT OF KEY FIGURES FROM THE DATA API.');
    assert.ok(snapshot.text.trimEnd().endsWith(`*${snapshot.note}*`), snapshot.text);
  });

  it('what a digest\'s plan lacks', () => {
    const p = planDigest({ sections: DIGEST_SECTIONS, pins: TEN_PINS, plan: PLANS.hobby, maxRequests: 20, now: NOW });
    assert.equal(p.lacking.posts, 'TOPICS\' POSTS ARE NOT IN THE Hobby PLAN.');
  });

  it('why a daily note\'s pattern or path is refused', async () => {
    assert.equal(patternProblem(''), 'IT IS EMPTY');
    assert.equal(patternProblem('notes/${week}.md'), '${week} IS NOT ONE OF ${YEAR}, ${MONTH}, ${DAY}');
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'pulse-l10n-'));
    try {
      await fs.mkdir(path.join(folder, 'dir.md'));
      const day = { year: 2026, month: 11, day: 25 };
      assert.deepEqual(await resolveDailyNote(folder, '../x.md', day), { ok: false, reason: 'SOCIALPULSE.DIGEST.TARGET "../x.md" IS REFUSED: IT LEAVES THE WORKSPACE FOLDER (`..`).' });
      assert.deepEqual(await resolveDailyNote(folder, 'dir.md', day), { ok: false, reason: 'dir.md IS NOT A FILE.' });
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
  });

  it('a subject without a report, and the subject in messages', async () => {
    const { client } = clientFor(suite.emulator);
    await assert.rejects(fetchReport({ client, ref: marketListRef('nft'), format: 'markdown', options: {} }),
      (e: Error) => e.message.startsWith(`THERE IS NO REPORT FOR THE NFT COLLECTION "${marketListRef('nft').title}"; PICK `));
    client.dispose();
    assert.equal(subjectWords(bitcoin), 'TOPIC "Bitcoin"');
  });
});
