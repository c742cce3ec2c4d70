// A translated label and its value are one message of the bundle, so a translation sets the
// punctuation between them: Chinese joins them with a full-width colon "：" and full-width
// parentheses, not the English ": " and " (" written in code around a swapped-in word.
import * as assert from 'node:assert/strict';
import { useBundle } from '../../src/shared/format/l10n';
import { figure } from '../../src/shared/figures/catalogue';
import { figureTitle } from '../../src/shared/figures/describe';
import { reportHeader } from '../../src/shared/figures/format';
import { figureLine } from '../../src/editor/treeKit/figureLines';
import { tooltipText, type TreeNode } from '../../src/editor/treeKit/core/node';
import { topicFigures } from '../../src/features/trees/topicFigures';
import { rankedRow, summaryRow, type SocialNode } from '../../src/features/trees/socialRows';
import { offlineWatchlist } from '../../src/features/trees/watchlist';
import { connectionDetails } from '../../src/features/status/details';
import { PLANS } from '../../src/service/api/plans';
import { completeCell, hoverCell } from '../../src/features/notebook/core/cells';
import { digestMarkdown } from '../../src/features/digest/core/markdown';
import type { DigestData } from '../../src/features/digest/core/types';
import { buildMarkdown } from '../../src/shared/render/markdown';
import { comparisonMarkdown } from '../../src/features/compare/copies';
import { peopleParts } from '../../src/shared/render/peopleMarkdown';
import { topicRef, type ItemRef } from '../../src/shared/items';
import type { TopicSummary } from '../../src/service/api/types';
import type { PostDetail } from '../../src/service/api/types-people';

/** Chinese punctuation, and for the byline an order the English does not have. */
const FULL_WIDTH: Record<string, string> = {
  '{0}: {1}': '{0}：{1}',
  '{0}: {1}.': '{0}：{1}。',
  '{0} ({1})': '{0}（{1}）',
  '**{0}**: {1}': '**{0}**：{1}',
  '**{0}**: {1} — _{2}_': '**{0}**：{1}——_{2}_',
  '**{0}**: {1} ({2}) — _{3}_': '**{0}**：{1}（{2}）——_{3}_',
  '{0} ({1}), {2}: {3}': '{0}（{1}），{2}：{3}',
  '{0} ({1}): {2}': '{0}（{1}）：{2}',
  '{0}: **{1}**: {2}': '{0}：**{1}**：{2}',
  '{0}: **{1}** ({2}): {3}': '{0}：**{1}**（{2}）：{3}',
  '**{0}** ({1} {2}): {3}': '**{0}**（{1} {2}）：{3}',
  'By {0} · {1}': '{0} 发布于 {1}',
  'By an unknown creator · {0}': '作者不详，发布于 {0}',
  'Comparison: {0}': '对比：{0}',
  ' vs ': ' 与 ',
  'not up to date ({0})': '不是最新（{0}）',
};

const bitcoin = topicRef('bitcoin', 'Bitcoin');
const label = (id: Parameters<typeof figure>[0]): string => figure(id).label;
/** A figure's label as a pattern of a regular expression. */
const labelRe = (id: Parameters<typeof figure>[0]): string => label(id).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function summary(): TopicSummary {
  return {
    topic: 'bitcoin', title: 'Bitcoin', related_topics: [], categories: [], topic_rank: 3, trend: 'up',
    types_count: { twitter: 10 }, types_interactions: { twitter: 500 }, types_sentiment: { twitter: 80 }, types_sentiment_detail: {},
    interactions_24h: 5000, num_contributors: 12, num_posts: 40,
  };
}

function post(over: Partial<PostDetail> = {}): PostDetail {
  return { id: '1', type: 'tweet', title: 'Hello', metrics: {}, images: [], topics: [], categories: [], ...over };
}

function tooltip(node: TreeNode): string {
  return String(tooltipText(node));
}

describe('a label and its value in the punctuation of the translation', () => {
  beforeEach(() => useBundle(FULL_WIDTH));
  afterEach(() => useBundle(undefined));

  it('a figure\'s explanation joins its label and definition as the bundle does', () => {
    assert.equal(figureTitle('sentiment'), `${label('sentiment')}：${figure('sentiment').definition}`);
  });

  it('a figure\'s line in a tooltip follows the bundle, with and without where it was read', () => {
    assert.match(String(figureLine('num_posts', 40)), new RegExp(`^\\*\\*${labelRe('num_posts')}\\*\\*：40——_`));
    assert.match(String(figureLine('social_dominance', 2, { read: { op: 'topicsList' } })), new RegExp(`^\\*\\*${labelRe('social_dominance')}\\*\\*：[^（]+（trending topics）——_`));
  });

  it('a report\'s column header puts the unit in the bundle\'s parentheses', () => {
    assert.equal(reportHeader('market_cap'), `${label('market_cap')}（USD）`);
  });

  it('a topic\'s figure rows: spoken name, tooltip, sentiment by network and trend follow the bundle', () => {
    const rows = topicFigures('t', summary());
    const posts = rows.find((r) => r.label === label('num_posts'))!;
    assert.equal(posts.a11y, `${label('num_posts')}：40`);
    assert.match(tooltip(posts), new RegExp(`^\\*\\*${labelRe('num_posts')}\\*\\*：40`));
    const sentiment = rows.find((r) => r.label === label('topic_sentiment'))!;
    assert.match(tooltip(sentiment), /^X：80% positive$/m);
    const trend = rows.find((r) => r.label === 'Interactions trend')!;
    assert.match(String(trend.a11y), /^Interactions trend：/);
  });

  it('a topic row\'s spoken name joins each figure to its value as the bundle does', () => {
    const node: SocialNode = { id: 'bitcoin', label: 'Bitcoin', pin: bitcoin };
    const ranked = rankedRow(node, { rank: 3, interactions_24h: 5000, num_contributors: 12, listOp: 'topicsList' });
    assert.match(String(ranked.a11y), new RegExp(`${labelRe('interactions_24h')}：5,000\\. ${labelRe('num_contributors')}：12$`));
    const pinned = summaryRow((ref: ItemRef) => ({ id: ref.id, label: ref.title, pin: ref }), bitcoin, summary());
    assert.match(String(pinned.a11y), new RegExp(`${labelRe('interactions_24h')}：5,000, ${labelRe('topic_sentiment')}：`));
  });

  it('a Watchlist row that could not load says its problem after the bundle\'s colon', () => {
    const [row] = offlineWatchlist([bitcoin]);
    assert.match(String(row!.a11y), /^Bitcoin：/);
  });

  it('the quota details name the plan and its limits as the bundle joins them', () => {
    const [, plan] = connectionDetails({ state: { mode: 'demo', plan: PLANS.builder }, now: 0, addresses: { baseUrl: '', markdownUrl: '', mcpUrl: '' }, cache: { persisted: false } });
    assert.equal(plan!.value, 'Builder：100 a minute, 20,000 a day');
  });

  it('a cell\'s hover and completion of a metric follow the bundle', () => {
    const text = 'topic bitcoin series sentiment';
    assert.match(hoverCell(text, text.indexOf('sentiment') + 2)!, /^Sentiment（sentiment），a percent \(0–100\)：How positive/);
    const offered = completeCell('topic bitcoin series ', 21, { watchlist: [], recent: [] }).find((c) => c.label === 'sentiment');
    assert.match(String(offered?.detail), /^Sentiment（percent）：How positive/);
  });

  it('a digest\'s themes, alerts and topics without an answer follow the bundle', () => {
    const data: DigestData = {
      sections: ['whatsup', 'alerts'], lacking: {}, watchlist: [], posts: [],
      whatsup: [
        { ref: bitcoin, value: { summary: 'Up.', supportive: [{ title: 'ETF', description: 'Inflows.', percent: 40 }], critical: [{ title: 'Fees', description: 'High.' }] } },
        { ref: topicRef('solana', 'Solana'), missing: 'not in the plan' },
      ],
      alerts: [{ name: 'Moon watch', message: 'Bitcoin above 80k.', at: 1_700_000_000_000, demo: false }],
      spending: { budget: 1, spent: 0, cached: 0, leftOut: [] },
    };
    const text = digestMarkdown(data, { at: 1_700_000_000_000, demo: false, planLabel: 'Builder', timeZone: 'UTC' });
    assert.match(text, /^\*\*Bitcoin\*\*：Up\.$/m);
    assert.match(text, new RegExp(`^- Supportive：\\*\\*ETF\\*\\*（${labelRe('theme_share')} 40%）：Inflows\\.$`, 'm'));
    assert.match(text, /^- Critical：\*\*Fees\*\*：High\.$/m);
    assert.match(text, /^\*\*Solana\*\*：not in the plan。$/m);
    assert.match(text, /^- 2023-11-14 22:13 UTC：\*\*Moon watch\*\*：Bitcoin above 80k\.$/m);
  });

  it('a panel note\'s themes follow the bundle', () => {
    const meta = { generated: 0, stale: false, fromCache: false };
    const whatsup = { summary: 'Up.', supportive: [{ title: 'ETF', description: 'Inflows.', percent: 40 }], critical: [{ title: 'Fees', description: 'High.' }] };
    const note = buildMarkdown({ view: 'topic', ref: bitcoin, data: { whatsup: { data: whatsup, meta } } });
    assert.match(note, new RegExp(`^- \\*\\*ETF\\*\\*（${labelRe('theme_share')} 40%）：Inflows\\\\\\.$`, 'm'));
    assert.match(note, /^- \*\*Fees\*\*：High\\\.$/m);
  });
});

describe('a post\'s byline in a panel\'s note, in the person\'s language', () => {
  beforeEach(() => useBundle(FULL_WIDTH));
  afterEach(() => useBundle(undefined));
  const meta = { generated: 0, stale: false, fromCache: false };
  const byline = (p: PostDetail): string | undefined => peopleParts({ post: { data: p, meta } })[0]!.split('  \n')[1];

  it('names the creator and the network in the bundle\'s order', () => {
    assert.equal(byline(post({ creator_display_name: 'Ada' })), 'Ada 发布于 X post');
  });

  it('an unknown creator is a sentence of its own, not the English "unknown" in the English order', () => {
    assert.equal(byline(post()), '作者不详，发布于 X post');
  });

  it('a comparison copied for notes: its heading, the names between them and a stale subject\'s line, in the translation\'s words', () => {
    const subject = (title: string, stale?: string) => ({ ref: topicRef(title.toLowerCase(), title), figures: {}, sentiment: {}, points: [], receivedAt: 1_700_000_000_000, ...(stale ? { stale } : {}) });
    const md = comparisonMarkdown([subject('Bitcoin'), subject('Ethereum', '3 h old')], { zone: 'utc' });
    assert.match(md, /^## 对比：Bitcoin 与 Ethereum\n/);
    assert.match(md, /^- Ethereum：不是最新（3 h old）$/m);
  });
});
