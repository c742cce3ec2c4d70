// What a screen reader says for a tree row is one message of the bundle, or parts the bundle joins:
// a translation orders and punctuates it, where code joining with ". " and ", " set English
// punctuation around translated words (posts, coins, topic rows, the default of every row).
import * as assert from 'node:assert/strict';
import { useBundle } from '../../src/shared/format/l10n';
import { spokenRow } from '../../src/shared/format/spoken';
import { postNode } from '../../src/features/trees/posts';
import { coinNode } from '../../src/features/trees/coins';
import { rankedRow, summaryRow, type SocialNode } from '../../src/features/trees/socialRows';
import { topicRef, type ItemRef } from '../../src/shared/items';
import type { Post, TopicSummary } from '../../src/service/api/types';

/** Chinese punctuation, and for a post an order the English does not have (its age first). */
const BUNDLE: Record<string, string> = {
  'Post: {0}. {1}, {2} interactions in 24 hours, {3}.': '帖子：{0}。{3}，{1}，24 小时互动 {2}。',
  'News: {0}. {1}, {2} interactions in 24 hours.': '新闻：{0}。{1}，24 小时互动 {2}。',
  '{0}, {1} {2}, {3} {4}': '{0}：{1} {2}；{3} {4}',
  '{0}, {1} {2}': '{0}：{1} {2}',
  '{0}. {1}': '{0}。{1}',
  '{0}, {1}': '{0}，{1}',
  'up {0}': '上升 {0}',
  'rising': '上升',
};

const NOW = Date.UTC(2026, 0, 5, 12);

function post(over: Partial<Post> = {}): Post {
  return { id: '1', post_type: 'news', post_title: 'ETF inflows', interactions_24h: 1200, ...over };
}

describe('spoken rows in the order and punctuation of the translation', () => {
  beforeEach(() => useBundle(BUNDLE));
  afterEach(() => useBundle(undefined));

  it('a post or news item is one sentence of the bundle\'s, its parts where the translation puts them (failed before: "Post: ETF inflows. News, 1,200 interactions in 24 hours, 2 h ago.")', () => {
    const withAge = postNode('p', post({ post_created: NOW / 1000 - 7200 }), false, NOW);
    assert.equal(withAge.a11y, '帖子：ETF inflows。2 h ago，News，24 小时互动 1,200。');
    const news = postNode('p', post(), true, NOW);
    assert.equal(news.a11y, '新闻：ETF inflows。News，24 小时互动 1,200。');
  });

  it('a coin row says its figures in the bundle\'s punctuation (failed before: "Bitcoin (BTC), Price $0.30, Change 24 h -1.20%")', () => {
    const coin = { id: 1, symbol: 'BTC', name: 'Bitcoin', price: 0.3 };
    assert.equal(coinNode('coins', { ...coin, percent_change_24h: -1.2 }, { key: 'market_cap', desc: true }).a11y, 'Bitcoin (BTC)：Price $0.30；Change 24 h -1.20%');
    assert.equal(coinNode('coins', coin, { key: 'market_cap', desc: true }).a11y, 'Bitcoin (BTC)：Price $0.30');
  });

  it('a topic row\'s sentences and a pinned topic\'s parts are joined as the bundle joins them (failed before: ". " and ", " in English)', () => {
    const bitcoin = topicRef('bitcoin', 'Bitcoin');
    const node: SocialNode = { id: 'bitcoin', label: 'Bitcoin', pin: bitcoin };
    const ranked = String(rankedRow(node, { rank: 3, interactions_24h: 5000, num_contributors: 12, listOp: 'topicsList' }).a11y);
    assert.ok(!ranked.includes('. '), ranked);
    assert.equal(ranked.split('。').length, 3, ranked);
    const summary: TopicSummary = {
      topic: 'bitcoin', title: 'Bitcoin', related_topics: [], categories: [], topic_rank: 3, trend: 'up',
      types_count: {}, types_interactions: {}, types_sentiment: {}, types_sentiment_detail: {}, interactions_24h: 5000, num_contributors: 12, num_posts: 40,
    };
    const pinned = String(summaryRow((ref: ItemRef) => ({ id: ref.id, label: ref.title, pin: ref }), bitcoin, summary).a11y);
    assert.ok(!pinned.includes(', '), pinned);
    assert.match(pinned, /，rank 3，/);
  });

  it('a row without words of its own says its marks in the bundle\'s words, its parts joined as the bundle joins them (failed before: "bitcoin, #4, up 3, rising")', () => {
    assert.equal(spokenRow('bitcoin', '#4 · ▲3 · ↗ 上升'), 'bitcoin，#4，上升 3，上升');
  });
});
