// How a topic or a category reads as a row: in a ranked list (trending topics, categories, a
// category's topics) or pinned, described by its summary (the watchlist). One builder each for
// both kinds: they show the same figures.
import * as l10n from '../../shared/format/l10n';
import type { SocialSummary, Trend } from '../../service/api/types';
import { truncate } from '../../shared/format/markdown';
import { rankMove } from '../../shared/format/rank';
import { spokenList, spokenSentences } from '../../shared/format/spoken';
import { figure } from '../../shared/figures/catalogue';
import { topicSentiment } from '../../shared/figures/derive';
import { figureWords, formatFigure } from '../../shared/figures/format';
import { figureLine } from '../../editor/treeKit/figureLines';
import { kindLabel, kindNoun, kindNounPlural, type ItemRef } from '../../shared/items';
import { tMarkdown, type MarkdownText } from '../../editor/sinks/neutral';
import type { TreeNode } from '../../editor/treeKit/core/node';
import { tooltipLines } from '../../editor/treeKit/core/node';

/** A topic or category node; its `pin` is the item it stands for. */
export type SocialNode = TreeNode & { pin: ItemRef };

/** "up 3 places in 1 hour, down 2 places in 24 hours"; undefined parts are left out. */
export function movementWords(rank: number | undefined, prev1h: number | undefined, prev24h: number | undefined): string | undefined {
  const h1 = rankMove(rank, prev1h);
  const h24 = rankMove(rank, prev24h);
  return [h1 && l10n.t('{0} in 1 hour', h1.words), h24 && l10n.t('{0} in 24 hours', h24.words)].filter(Boolean).join(', ') || undefined;
}

/** The trend of interactions, in the words the panels use: "↗ rising", "↘ falling", "→ flat". */
export function trendSymbol(trend: Trend | string): string {
  return trend === 'up' ? `↗ ${l10n.t('rising')}` : trend === 'down' ? `↘ ${l10n.t('falling')}` : `→ ${l10n.t('flat')}`;
}

type RankId = 'topic_rank' | 'category_rank';

/** The figures a ranked list gives for each of its topics or categories. */
export interface RankedFigures {
  rank?: number;
  rank1hAgo?: number;
  rank24hAgo?: number;
  interactions_24h?: number;
  num_contributors?: number;
  num_posts?: number;
  social_dominance?: number;
  /** The list the figures were read from (its social dominance is of the list's own 24 h). */
  listOp: 'topicsList' | 'categoriesList' | 'categoryTopics';
}

/** The rank's move over the day, when it moved: "▲3" (the tooltip says over what). */
function dayMove(rank: number | undefined, rank24hAgo: number | undefined): string | undefined {
  const move = rankMove(rank, rank24hAgo);
  return move && move.delta !== 0 ? move.symbol : undefined;
}

/** One period's move, with the rank it moved from: "up 2 places in 24 hours (from #3)", "unchanged in 1 hour". */
function periodMove(rankId: RankId, rank: number | undefined, before: number | undefined, hour: boolean): string | undefined {
  const move = rankMove(rank, before);
  if (!move) return undefined;
  if (move.delta === 0) return hour ? l10n.t('{0} in 1 hour', move.words) : l10n.t('{0} in 24 hours', move.words);
  const from = formatFigure(rankId, before);
  return hour ? l10n.t('{0} in 1 hour (from {1})', move.words, from) : l10n.t('{0} in 24 hours (from {1})', move.words, from);
}

/**
 * The rank's line in a ranked row's tooltip: the rank, its moves over the hour and the day (each
 * said once, with the rank it moved from), and what the rank is in the catalogue's words.
 */
function rankLine(rankId: RankId, f: RankedFigures): MarkdownText | undefined {
  const moves = [periodMove(rankId, f.rank, f.rank1hAgo, true), periodMove(rankId, f.rank, f.rank24hAgo, false)].filter(Boolean).join(', ');
  if (!moves) return figureLine(rankId, f.rank);
  const def = figure(rankId);
  return tMarkdown(l10n.t('**{0}**: {1}, {2} — _{3}_'), def.label, figureWords(rankId, f.rank), moves, def.definition);
}

/**
 * A ranked row: the day's rank move, then its interactions. The side bar cuts a row at its
 * edge, so what reads beside the rank comes first and the words last; the hour's move,
 * contributors and posts are in the tooltip.
 */
export function rankedRow(node: SocialNode, f: RankedFigures): TreeNode {
  const ref = node.pin;
  const rankId: RankId = ref.kind === 'category' ? 'category_rank' : 'topic_rank';
  const rank = f.rank !== undefined ? `${formatFigure(rankId, f.rank)} ` : '';
  const move = movementWords(f.rank, f.rank1hAgo, f.rank24hAgo);
  return {
    ...node,
    label: `${rank}${ref.title}`,
    description: [dayMove(f.rank, f.rank24hAgo), l10n.t('{0} interactions', formatFigure('interactions_24h', f.interactions_24h, { compact: true }))].filter(Boolean).join(' · '),
    a11y: spokenSentences([
      f.rank !== undefined ? l10n.t('Rank {0}, {1}', f.rank, ref.title) : ref.title,
      move,
      l10n.t('{0}: {1}', figure('interactions_24h').label, formatFigure('interactions_24h', f.interactions_24h)),
      l10n.t('{0}: {1}', figure('num_contributors').label, formatFigure('num_contributors', f.num_contributors)),
    ]),
    tooltip: () => tooltipLines([
      tMarkdown(l10n.t('**{0}** · {1} {2}'), ref.title, kindNoun(ref.kind), ref.id),
      // what the rank is, in the catalogue's words, and that the list's order is its: the day's interactions beside it may not follow it
      rankLine(rankId, f),
      f.rank !== undefined ? tMarkdown(l10n.t('Listed by {0}, the service\'s place for each {1} among all {2}; the interactions shown are the last 24 hours\' and need not follow that order.'),
        figure(rankId).label, kindNoun(ref.kind), kindNounPlural(ref.kind)) : undefined,
      figureLine('interactions_24h', f.interactions_24h, { always: true }),
      figureLine('num_contributors', f.num_contributors, { always: true }),
      figureLine('num_posts', f.num_posts, { always: true }),
      figureLine('social_dominance', f.social_dominance, { read: { op: f.listOp } }),
    ]),
  };
}

/** A pinned item described by its summary; keeps the pinned id, takes the summary's title. */
export function summaryRow(make: (ref: ItemRef) => SocialNode, pinned: ItemRef, s: SocialSummary & { topic_rank?: number }): TreeNode {
  const ref: ItemRef = { ...pinned, title: truncate(s.title, 120) || pinned.title };
  const noun = kindNoun(ref.kind);
  const rank = s.topic_rank !== undefined ? `${formatFigure('topic_rank', s.topic_rank)} ` : '';
  const sentiment = topicSentiment(s);
  return {
    ...make(ref),
    label: `${rank}${ref.title}`,
    // short for the side bar: the sentiment and the rest are in the tooltip
    description: [l10n.t('{0} interactions', formatFigure('interactions_24h', s.interactions_24h, { compact: true })), s.trend && trendSymbol(s.trend)].filter(Boolean).join(' · '),
    a11y: spokenList([l10n.t('{0} {1}', kindLabel(ref.kind), ref.title), rank && l10n.t('rank {0}', s.topic_rank ?? ''), s.trend && l10n.t('interactions {0}', trendSymbol(s.trend).slice(2)),
      l10n.t('{0}: {1}', figure('interactions_24h').label, formatFigure('interactions_24h', s.interactions_24h)),
      sentiment !== undefined && l10n.t('{0}: {1}', figure('topic_sentiment').label, figureWords('topic_sentiment', sentiment))]),
    tooltip: () => tooltipLines([
      tMarkdown(l10n.t('**{0}** · {1} {2}'), ref.title, noun, ref.id),
      figureLine('topic_rank', s.topic_rank),
      s.trend ? tMarkdown(l10n.t('Interactions trend: {0}'), trendSymbol(s.trend)) : undefined,
      figureLine('interactions_24h', s.interactions_24h, { always: true }),
      figureLine('num_contributors', s.num_contributors, { always: true }),
      figureLine('num_posts', s.num_posts, { always: true }),
      figureLine('topic_sentiment', sentiment),
    ]),
  };
}
