// "Copy as Markdown": a panel's data as a markdown note. Service text goes through mdText, so it
// stays text wherever the note is rendered (no HTML, images or table cells smuggled in by a title);
// the title heading through mdInline, which escapes only what acts in a heading, so it reads as
// written in the raw note.
import type { Creator, Post } from '../../service/api/types';
import { mdInline, mdText } from '../format/markdown';
import * as l10n from '../format/l10n';
import { formatNumber } from '../format/numbers';
import { networkLabel } from '../format/networks';
import { rankMove } from '../format/rank';
import { sentimentWords } from '../format/sentiment';
import { figure } from '../figures/catalogue';
import { positiveShare, topicSentiment } from '../figures/derive';
import { exactFigure, formatFigure, reportHeader } from '../figures/format';
import { figureHead, figureRow } from './figureTables';
import { KIND_NOUNS, type ItemRef } from '../items';
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
  const by = who ? ` by ${mdText(who)}${p.creator_name && p.creator_display_name ? ` (@${mdText(p.creator_name)})` : ''}` : '';
  const facts = [mdText(networkLabel(p.post_type)), sentimentWords(p.post_sentiment), `${mdText(figure('interactions_24h').label)} ${exactFigure(p.interactions_24h)}`];
  return `- ${mdLink(p.post_title || l10n.t('(untitled)'), p.post_link)}${by}: ${facts.join(', ')}`;
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
    const move = rankMove(s.topic_rank, d.rank?.data.previous24h);
    const [head, value] = figureRow('topic_rank', s.topic_rank);
    figures.push([head!, `${value}${move ? ` (${move.words} in 24 h)` : ''}`]);
  }
  figures.push(
    [mdText(l10n.t('Interactions trend')), trendWords(s.trend)],
    figureRow('interactions_24h', s.interactions_24h),
    figureRow('num_contributors', s.num_contributors),
    figureRow('num_posts', s.num_posts),
    figureRow('topic_sentiment', topicSentiment(s)),
  );
  const parts = [`## Key figures\n\n${mdTable([l10n.t('Figure'), l10n.t('Value')], figures, ['left', 'right'])}`];
  const networks = networkRows(s);
  if (networks.length) {
    const ids = ['network_posts', 'network_interactions', 'network_sentiment', 'posts_positive', 'posts_neutral', 'posts_negative', 'positive_share'] as const;
    parts.push(`## Networks\n\n${mdTable([l10n.t('Network'), ...ids.map((id) => figureHead(id))],
      networks.map((r) => [mdText(networkLabel(r.network)), ...[r.count, r.interactions, r.sentiment, r.detail?.positive, r.detail?.neutral,
        r.detail?.negative, positiveShare(r.detail)].map(exactFigure)]), ['left', ...ids.map((): Align => 'right')])}`);
  }
  const related: string[] = [];
  if (s.related_topics.length) related.push(`Related topics: ${s.related_topics.map(mdText).join(', ')}`);
  if (s.categories?.length) related.push(`Categories: ${s.categories.map(mdText).join(', ')}`);
  if (related.length) parts.push(related.join('  \n'));
  return parts;
}

function whatsupPart(d: PanelData): string[] {
  const w = d.whatsup?.data;
  if (!w) return [];
  const themes = (title: string, list: typeof w.supportive): string => (list.length
    ? `\n\n### ${title}\n\n${list.map((t) => `- **${mdText(t.title)}**${t.percent !== undefined ? ` (${mdText(figure('theme_share').label)} ${formatFigure('theme_share', t.percent)})` : ''}: ${mdText(t.description)}`).join('\n')}`
    : '');
  return [`## What's up\n\n${mdText(w.summary)}${themes(l10n.t('Supportive'), w.supportive)}${themes(l10n.t('Critical'), w.critical)}`];
}

function seriesPart(d: PanelData): string[] {
  const series = d.series?.data;
  if (!series || series.points.length === 0) return [];
  const pts = series.points;
  const first = pts[0]!;
  const last = pts[pts.length - 1]!;
  let peak = first;
  for (const p of pts) if ((p.interactions ?? -1) > (peak.interactions ?? -1)) peak = p;
  const span = series.query.fixed ? 'series v1, the service\'s range'
    : series.query.interval ? `interval ${series.query.interval}` : 'custom range';
  const lines = [`${formatNumber(pts.length)} points by ${mdText(series.bucket ?? series.query.bucket)} (${span}), `
    + `${formatDateTime(first.time)} to ${formatDateTime(last.time)}.`];
  if (peak.interactions !== undefined) {
    lines.push(l10n.t('Peak {0} per {1}: {2} at {3}; latest {4}.', figure('interactions').label, mdText(series.bucket ?? series.query.bucket),
      exactFigure(peak.interactions), formatDateTime(peak.time), exactFigure(last.interactions)));
  }
  if (last.close !== undefined) lines.push(l10n.t('Latest {0}: {1} at {2}.', reportHeader('close'), exactFigure(last.close), formatDateTime(last.time)));
  return [`## Time series\n\n${lines.join('  \n')}`];
}

function topicsPart(d: PanelData): string[] {
  const topics = d.topics?.data;
  if (!topics?.length) return [];
  const sorted = [...topics].sort((a, b) => (a.topic_rank ?? Infinity) - (b.topic_rank ?? Infinity));
  return [`## Topics\n\n${mdTable([figureHead('topic_rank'), l10n.t('Topic'), l10n.t('Rank move 24 h'), figureHead('interactions_24h'), figureHead('social_dominance')],
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
  const source = i.demo ? 'Social Pulse (demo data)' : 'Social Pulse';
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
    return `${[`# ${mdText(title)}`, `*${source} · ${KIND_NOUNS[i.ref.kind]} ${mdText(i.ref.id)}${d.quote ? ` · ${stamp(d.quote.meta)}` : ''}*`,
      ...quoteParts(d), ...seriesPart(d), ...metaParts(d)].join('\n\n')}\n`;
  }
  const title = d.summary?.data.title || i.ref.title || i.ref.id;
  const parts = [
    `# ${mdInline(title)}`,
    `*${source} · ${i.view} ${mdText(i.ref.id)}${d.summary ? ` · ${stamp(d.summary.meta)}` : ''}*`,
    ...summaryParts(d),
    ...peopleParts(d),
    ...whatsupPart(d),
    ...topicsPart(d),
    ...seriesPart(d),
  ];
  const posts = d.posts?.data.posts ?? d.search?.data.posts;
  if (posts?.length) parts.push(`## Top posts\n\n${posts.slice(0, LIST_LIMIT).map(postLine).join('\n')}`);
  const news = d.news?.data;
  if (news?.length) parts.push(`## News\n\n${news.slice(0, LIST_LIMIT).map(postLine).join('\n')}`);
  const creators = d.creators?.data;
  if (creators?.length) parts.push(`## Creators\n\n${creatorsTable(creators)}`);
  return `${parts.join('\n\n')}\n`;
}
