// The panels' words in the person's language, whole: with a bundle that changes every message
// (here: to capitals), none of our English is left in a rank's move, a table's column, a link's
// name or a post's facts; and the heading's rank move is the trending list's own, never the
// summary's rank set against the list's earlier one.
import * as assert from 'node:assert/strict';
import { asElement, page, type FakeElement } from './fake-dom';
import { loadWebview } from './webview-load';
import { useBundle } from '../../src/shared/format/l10n';
import { listRankMoves } from '../../src/shared/format/rank';
import { candleChartName, seriesChartName } from '../../src/browser/webview/parts/chartNames';
import type { CategoryTopicItem, Post } from '../../src/service/api/types';
import type { PostDetail } from '../../src/service/api/types-people';

interface Header {
  root: unknown;
  setSummary(rank: number | undefined, trend: string | undefined): void;
  setRanks(ranks: { rank?: number; previous1h?: number; previous24h?: number }): void;
}

/** Every message "translated" to capitals, its {0} placeholders kept. */
const SHOUTING = new Proxy({}, {
  get: (_, key) => (typeof key === 'string' ? key.split(/(\{\d+\})/).map((part, i) => (i % 2 ? part : part.toUpperCase())).join('') : undefined),
}) as Record<string, string>;

// the labels a module builds as it loads are read in the language of the page it loads on
useBundle(SHOUTING);
const webview = loadWebview('parts/header.ts', 'parts/topicsTable.ts', 'parts/people.ts', 'parts/summary.ts', 'views/post.ts') as {
  PageHeader: new (view: string, title: string) => Header;
  drawTopics(body: unknown, topics: readonly CategoryTopicItem[], sort: { key: string; desc: boolean }, onSort: () => void): void;
  drawPosts(body: unknown, posts: readonly Post[], o: { withImage: boolean; remoteImages: boolean; empty: string }): void;
  links(label: string, ids: readonly string[], kind: string): unknown;
  PostView: new (ctx: unknown) => { root: unknown; onData(m: unknown): void };
};
useBundle(undefined);

/** Words of ours left untranslated: lower-case words (and the unit "h") once the values put in are taken out. */
function english(text: string): string[] {
  return text.match(/\b(?:[a-z]{2,}|h)\b/g) ?? [];
}

function body(): FakeElement {
  return page.createElement('div');
}

function rankLine(summaryRank: number | undefined, ranks: { rank?: number; previous1h?: number; previous24h?: number }): FakeElement {
  const header = new webview.PageHeader('topic', 'Bitcoin');
  header.setSummary(summaryRank, undefined);
  header.setRanks(ranks);
  return asElement(header.root).byClass('facts')[0]!;
}

describe('webview: the rank\'s move in a panel\'s heading', () => {
  it('is the trending list\'s own move, whichever rank the heading shows', () => {
    // the summary says 3; the list had it at 5 an hour ago and has it at 5 now: it did not move
    assert.equal(rankLine(3, { rank: 5, previous1h: 5 }).textContent.includes('▲'), false);
    assert.equal(rankLine(3, { rank: 5, previous1h: 5 }).byClass('move').length, 1, 'unchanged on the list');
    const moved = rankLine(3, { rank: 5, previous1h: 7, previous24h: 4 });
    assert.deepEqual(moved.byClass('move').map((m) => m.getAttribute('title')),
      ['Trending list: up 2 places in 1 hour', 'Trending list: down 1 place in 24 hours']);
    assert.deepEqual(moved.byClass('move').map((m) => m.childNodes[0]!.textContent), ['▲2 in 1 h', '▼1 in 24 h']);
    assert.match(moved.textContent, /rank #3 \(▲2 in 1 h/);
    assert.equal(rankLine(3, { previous1h: 7 }).byClass('move').length, 0, 'off the list now: no move of it');
  });

  it('the same pure move the exported note reads', () => {
    assert.deepEqual(listRankMoves({ rank: 5, previous1h: 5, previous24h: 9 }).hour?.delta, 0);
    assert.deepEqual(listRankMoves({ rank: 5, previous1h: 5, previous24h: 9 }).day?.delta, 4);
    assert.equal(listRankMoves({ previous1h: 5 }).hour, undefined);
  });
});

describe('webview: our words in the person\'s language', () => {
  beforeEach(() => useBundle(SHOUTING));
  afterEach(() => useBundle(undefined));

  it('a rank\'s move over an hour and a day, shown and said', () => {
    const line = rankLine(3, { rank: 3, previous1h: 5, previous24h: 1 });
    const moves = line.byClass('move');
    assert.equal(moves.length, 2);
    for (const m of moves) {
      assert.deepEqual(english(m.textContent), [], m.textContent);
      assert.deepEqual(english(m.getAttribute('title') ?? ''), [], m.getAttribute('title') ?? '');
    }
  });

  it('the topics table\'s move columns, each saying what it is the move of', () => {
    const b = body();
    const topic = { topic: 'bitcoin', title: 'Bitcoin', topic_rank: 2, topic_rank_1h_previous: 3, topic_rank_24h_previous: 2 } as CategoryTopicItem;
    webview.drawTopics(b, [topic], { key: 'topic_rank', desc: false }, () => undefined);
    const heads = b.byTag('th').filter((th) => th.byTag('button').some((x) => x.getAttribute('data-key')?.startsWith('move_')));
    assert.deepEqual(heads.map((th) => th.textContent), ['1 H', '24 H']);
    for (const th of heads) {
      assert.deepEqual(english(th.textContent), [], th.textContent);
      assert.match(th.getAttribute('title') ?? '', /^RANK MOVE IN (1 HOUR|24 HOURS)$/);
      assert.equal(th.getAttribute('aria-description'), th.getAttribute('title'));
    }
  });

  it('a link to an item names its kind as a word', () => {
    const related = asElement(webview.links('Related', ['ethereum'], 'topic'));
    assert.equal(related.byTag('button')[0]!.getAttribute('title'), 'OPEN TOPIC ethereum');
    useBundle({ 'Open {0} {1}': '打开{0} {1}', topic: '话题', creator: '创作者' });
    assert.equal(asElement(webview.links('Related', ['ethereum'], 'topic')).byTag('button')[0]!.getAttribute('title'), '打开话题 ethereum');
    const b = body();
    const post = { id: '1', post_type: 'tweet', post_title: 'gm', creator_id: 'twitter::42', creator_name: 'alice', interactions_24h: 1 } as Post;
    webview.drawPosts(b, [post], { withImage: false, remoteImages: false, empty: '' });
    const creator = b.byTag('button').find((x) => x.textContent === 'alice');
    assert.equal(creator?.getAttribute('title'), '打开创作者 alice');
  });

  it('a post panel\'s facts name the post\'s type as its badge does', () => {
    useBundle(undefined);
    const view = new webview.PostView({ view: 'post', ref: { kind: 'post', id: 'tweet:1', title: 'gm' }, ui: {}, remoteImages: false, save: () => undefined });
    const p: PostDetail = { id: '1', type: 'tweet', title: 'gm', metrics: {}, images: [], creator_name: 'alice', topics: [], categories: [] };
    view.onData({ type: 'data', section: 'post', data: p, meta: { generated: 1_800_000_000, stale: false } });
    assert.equal(asElement(view.root).byClass('facts')[0]!.textContent, 'Post · X post · @alice');
  });

  it('a chart\'s name for a screen reader says its bucket in words, not the service\'s "hour"', () => {
    for (const name of [seriesChartName('Interactions', 'hour', 'none'), seriesChartName('Interactions', 'day', 'all'), candleChartName('Open', 'Volume', 'day')]) {
      assert.deepEqual(english(name.replace(/Interactions|Open|Volume/g, '')), [], name);
    }
    useBundle(undefined);
    assert.equal(seriesChartName('Interactions', 'hour', 'none'), 'Chart of Interactions by hour');
    assert.equal(seriesChartName('Interactions', 'day', 'all'), 'Chart of Interactions by day, each line drawn as an index, 100 at its first value');
    assert.equal(seriesChartName('Interactions, Posts, Sentiment', 'day', { only: 'Interactions, Posts' }), 'Chart of Interactions, Posts, Sentiment by day; Interactions, Posts drawn as an index, 100 at the first value');
    // any other bucket is drawn by the hour (timeAxis.ts)
    assert.equal(candleChartName('Open, Close', 'Volume', undefined), 'Candles of Open, Close by hour, with Volume as bars');
  });
});
