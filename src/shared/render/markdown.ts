// "Copy as Markdown": a panel's data as a markdown note. Service text goes through mdText, so it
// stays text wherever the note is rendered (no HTML, images or table cells smuggled in by a title);
// the title heading through mdInline, which escapes only what acts in a heading, so it reads as
// written in the raw note.
import type { Creator, Post, Theme } from '../../service/api/types';
import { mdInline, mdText } from '../format/markdown';
import * as l10n from '../format/l10n';
import { formatNumber } from '../format/numbers';
import { networkLabel } from '../format/networks';
import { listRankMoves, rankMove } from '../format/rank';
import { sentimentWords } from '../format/sentiment';
import { figure } from '../figures/catalogue';
import { positiveShare, topicSentiment } from '../figures/derive';
import { exactFigure, formatFigure, reportHeader } from '../figures/format';
import { figureHead, figureRow } from './figureTables';
import type { ItemRef } from '../items';
import { formatDateTime, networkOf, trendWords } from '../protocol/display';
import { quoteTitle } from '../protocol/marketQuote';
import { networkRows } from '../protocol/summary';
import { DEFAULT_COINS_VIEW, type CoinsView, type ViewKind } from '../protocol/views';
import { marketListPart, metaParts, quoteParts } from './marketMarkdown';
import { missingRows } from './marketTables';
import { MARKET_LISTS } from '../protocol/marketLists';
import { mdLink, mdTable, stamp, type Align } from './markdownParts';
import type { PanelData } from './panelData';
import { peopleParts } from './peopleMarkdown';

const LIST_LIMIT = 10;
const TOPICS_LIMIT = 25;

function postLine(p: Post): string {
  const who = p.creator_display_name || p.creator_name;
  const facts = [mdText(networkLabel(p.post_type)), sentimentWords(p.post_sentiment), l10n.t('{0} {1}', mdText(figure('interactions_24h').label), exactFigure(p.interactions_24h))].join(', ');
  const link = mdLink(p.post_title || l10n.t('(untitled)'), p.post_link);
  if (!who) return `- ${l10n.t('{0}: {1}', link, facts)}`;
  const author = p.creator_name && p.creator_display_name ? `${mdText(who)} (@${mdText(p.creator_name)})` : mdText(who);
  return `- ${l10n.t('{0} by {1}: {2}', link, author, facts)}`;
}

/** "topic bitcoin", under the heading: what the note is on, by its id. */
function subjectLine(ref: ItemRef): string {
  const id = mdText(ref.id);
  switch (ref.kind) {
    case 'topic': return l10n.t('topic {0}', id);
    case 'category': return l10n.t('category {0}', id);
    case 'coin': return l10n.t('coin {0}', id);
    case 'stock': return l10n.t('stock {0}', id);
    case 'nft': return l10n.t('NFT collection {0}', id);
    case 'creator': return l10n.t('creator {0}', id);
    case 'post': return l10n.t('post {0}', id);
    case 'search': return l10n.t('search {0}', id);
  }
}

function creatorsTable(creators: readonly Creator[]): string {
  return mdTable([figureHead('creator_rank'), l10n.t('Creator'), l10n.t('Network'), figureHead('followers'), figureHead('interactions_24h')],
    creators.slice(0, LIST_LIMIT).map((c) => [exactFigure(c.creator_rank),
      mdText(c.creator_display_name ? `${c.creator_display_name} (@${c.creator_name})` : c.creator_name),
      mdText(networkLabel(networkOf(c.creator_id))), exactFigure(c.creator_followers), exactFigure(c.interactions_24h)]), ['right', 'left', 'left', 'right', 'right']);
}

function summaryParts(d: PanelData): string[] {
  const s = d.summary?.data;
  if (!s) return [];
  const figures: string[][] = [];
  if (s.topic_rank !== undefined) {
    // the move is the trending list's own, whichever rank the summary gives
    const move = d.rank && listRankMoves(d.rank.data).day;
    const [head, value] = figureRow('topic_rank', s.topic_rank);
    figures.push([head!, move ? l10n.t('{0} ({1} in 24 h on the trending list)', value!, move.words) : value!]);
  }
  figures.push(
    [mdText(l10n.t('Interactions trend')), trendWords(s.trend)],
    figureRow('interactions_24h', s.interactions_24h),
    figureRow('num_contributors', s.num_contributors),
    figureRow('num_posts', s.num_posts),
    figureRow('topic_sentiment', topicSentiment(s)),
  );
  const parts = [`## ${l10n.t('Key figures')}\n\n${mdTable([l10n.t('Figure'), l10n.t('Value')], figures, ['left', 'right'])}`];
  const networks = networkRows(s);
  if (networks.length) {
    const ids = ['network_posts', 'network_interactions', 'network_sentiment', 'posts_positive', 'posts_neutral', 'posts_negative', 'positive_share'] as const;
    parts.push(`## ${l10n.t('Networks')}\n\n${mdTable([l10n.t('Network'), ...ids.map((id) => figureHead(id))],
      networks.map((r) => [mdText(networkLabel(r.network)), ...[r.count, r.interactions, r.sentiment, r.detail?.positive, r.detail?.neutral,
        r.detail?.negative, positiveShare(r.detail)].map(exactFigure)]), ['left', ...ids.map((): Align => 'right')])}`);
  }
  const related: string[] = [];
  if (s.related_topics.length) related.push(l10n.t('Related topics: {0}', s.related_topics.map(mdText).join(', ')));
  if (s.categories?.length) related.push(l10n.t('Categories: {0}', s.categories.map(mdText).join(', ')));
  if (related.length) parts.push(related.join('  \n'));
  return parts;
}

function themeItem(t: Theme): string {
  return `- ${t.percent !== undefined
    ? l10n.t('**{0}** ({1} {2}): {3}', mdText(t.title), mdText(figure('theme_share').label), formatFigure('theme_share', t.percent), mdText(t.description))
    : l10n.t('**{0}**: {1}', mdText(t.title), mdText(t.description))}`;
}

function whatsupPart(d: PanelData): string[] {
  const w = d.whatsup?.data;
  if (!w) return [];
  const themes = (title: string, list: readonly Theme[]): string => (list.length ? `\n\n### ${title}\n\n${list.map(themeItem).join('\n')}` : '');
  return [`## ${l10n.t('What\'s up')}\n\n${mdText(w.summary)}${themes(l10n.t('Supportive'), w.supportive)}${themes(l10n.t('Critical'), w.critical)}`];
}

function seriesPart(d: PanelData): string[] {
  const series = d.series?.data;
  if (!series || series.points.length === 0) return [];
  const pts = series.points;
  const first = pts[0]!;
  const last = pts[pts.length - 1]!;
  let peak = first;
  for (const p of pts) if ((p.interactions ?? -1) > (peak.interactions ?? -1)) peak = p;
  const span = series.query.fixed ? l10n.t('series v1, the service\'s range')
    : series.query.interval ? l10n.t('interval {0}', series.query.interval) : l10n.t('custom range');
  // whole sentences per bucket, never the service's "hour" put into one; any bucket but a day is drawn by the hour
  const byDay = (series.bucket ?? series.query.bucket) === 'day';
  const count = formatNumber(pts.length);
  const from = formatDateTime(first.time);
  const to = formatDateTime(last.time);
  const lines = [pts.length === 1 ? (byDay ? l10n.t('1 point by day ({0}), at {1}.', span, from) : l10n.t('1 point by hour ({0}), at {1}.', span, from))
    : byDay ? l10n.t('{0} points by day ({1}), {2} to {3}.', count, span, from, to) : l10n.t('{0} points by hour ({1}), {2} to {3}.', count, span, from, to)];
  if (peak.interactions !== undefined) {
    const args = [figure('interactions').label, exactFigure(peak.interactions), formatDateTime(peak.time), exactFigure(last.interactions)] as const;
    lines.push(byDay ? l10n.t('Peak {0} per day: {1} at {2}; latest {3}.', ...args) : l10n.t('Peak {0} per hour: {1} at {2}; latest {3}.', ...args));
  }
  if (last.close !== undefined) lines.push(l10n.t('Latest {0}: {1} at {2}.', reportHeader('close'), exactFigure(last.close), formatDateTime(last.time)));
  return [`## ${l10n.t('Time series')}\n\n${lines.join('  \n')}`];
}

function topicsPart(d: PanelData): string[] {
  const topics = d.topics?.data;
  if (!topics?.length) return [];
  const sorted = [...topics].sort((a, b) => (a.topic_rank ?? Infinity) - (b.topic_rank ?? Infinity));
  return [`## ${l10n.t('Topics')}\n\n${mdTable([figureHead('topic_rank'), l10n.t('Topic'), l10n.t('Rank move 24 h'), figureHead('interactions_24h'), figureHead('social_dominance')],
    sorted.slice(0, TOPICS_LIMIT).map((t) => [exactFigure(t.topic_rank), mdText(t.title || t.topic),
      rankMove(t.topic_rank, t.topic_rank_24h_previous)?.words ?? '—', exactFigure(t.interactions_24h),
      exactFigure(t.social_dominance)]), ['right', 'left', 'left', 'right', 'right'])}`];
}

export interface MarkdownInput {
  view: ViewKind;
  ref: ItemRef;
  data: PanelData;
  coinsView?: CoinsView;
  /** The data is the built-in emulator's: the note says so. */
  demo?: boolean;
}

export function buildMarkdown(i: MarkdownInput): string {
  const d = i.data;
  const source = i.demo ? l10n.t('Social Pulse (demo data)') : 'Social Pulse';
  const listView = i.coinsView ?? DEFAULT_COINS_VIEW;
  if (i.view === 'coins') {
    const coins = d.coins?.data;
    return `# ${MARKET_LISTS.coin.title}\n\n*${source} · ${stamp(d.coins?.meta)}*\n\n${coins ? marketListPart('coin', coins.coins, listView, coins.source, missingRows('coins', d)) : ''}\n`;
  }
  if (i.view === 'stocks' || i.view === 'nfts') {
    const list = i.view === 'stocks' ? d.stocks : d.nfts;
    const kind = i.view === 'stocks' ? 'stock' : 'nft';
    return `# ${MARKET_LISTS[kind].title}\n\n*${source} · ${stamp(list?.meta)}*\n\n${list ? marketListPart(kind, list.data.rows, listView, list.data.source, missingRows(i.view, d)) : ''}\n`;
  }
  if (i.view === 'market') {
    const item = d.quote?.data.item;
    const title = item ? quoteTitle(item, i.ref) : i.ref.title || i.ref.id;
    return `${[`# ${mdInline(title)}`, `*${source} · ${subjectLine(i.ref)}${d.quote ? ` · ${stamp(d.quote.meta)}` : ''}*`,
      ...quoteParts(d), ...seriesPart(d), ...metaParts(d)].join('\n\n')}\n`;
  }
  const title = d.summary?.data.title || i.ref.title || i.ref.id;
  const parts = [
    `# ${mdInline(title)}`,
    `*${source} · ${subjectLine(i.ref)}${d.summary ? ` · ${stamp(d.summary.meta)}` : ''}*`,
    ...summaryParts(d),
    ...peopleParts(d),
    ...whatsupPart(d),
    ...topicsPart(d),
    ...seriesPart(d),
  ];
  const posts = d.posts?.data.posts ?? d.search?.data.posts;
  if (posts?.length) parts.push(`## ${l10n.t('Top posts')}\n\n${posts.slice(0, LIST_LIMIT).map(postLine).join('\n')}`);
  const news = d.news?.data;
  if (news?.length) parts.push(`## ${l10n.t('News')}\n\n${news.slice(0, LIST_LIMIT).map(postLine).join('\n')}`);
  const creators = d.creators?.data;
  if (creators?.length) parts.push(`## ${l10n.t('Creators')}\n\n${creatorsTable(creators)}`);
  return `${parts.join('\n\n')}\n`;
}
