// The key figures a topic shows when expanded: rank, trend, interactions, contributors, posts and
// sentiment per network.
import * as l10n from '../../shared/format/l10n';
import type { TopicSummary } from '../../service/api/types';
import { truncate } from '../../shared/format/markdown';
import { figure, type FigureId } from '../../shared/figures/catalogue';
import { positiveShare, topicSentiment } from '../../shared/figures/derive';
import { figureWords, formatFigure } from '../../shared/figures/format';
import { figureLine } from '../../editor/treeKit/figureLines';
import { networkLabel } from '../../shared/format/networks';
import { markdown, markdownText, tMarkdown } from '../../editor/sinks/neutral';
import type { TreeNode } from '../../editor/treeKit/core/node';
import { childId, tooltipLines } from '../../editor/treeKit/core/node';
import { trendSymbol } from './socialRows';

function figureNode(parent: string, key: FigureId, value: string, icon: string, words?: string): TreeNode {
  const def = figure(key);
  return {
    id: childId(parent, 'fig', key), label: def.label, description: value, icon, a11y: l10n.t('{0}: {1}', def.label, words ?? value), contextValue: 'figure',
    // what the figure is, where it is shown (src/shared/figures)
    tooltip: tooltipLines([tMarkdown(l10n.t('**{0}**: {1}'), def.label, words ?? value), markdownText(def.definition)]),
  };
}

/** Per-network sentiment, collapsed under one summarised line. */
function sentimentFigure(parent: string, s: TopicSummary): TreeNode | undefined {
  const networks = Object.keys(s.types_sentiment);
  if (!networks.length) return undefined;
  const overall = figureWords('topic_sentiment', topicSentiment(s));
  const id = childId(parent, 'fig', 'sentiment');
  const children = networks.map((network): TreeNode => {
    const detail = s.types_sentiment_detail[network];
    const percent = figureWords('network_sentiment', s.types_sentiment[network]);
    // the counted share beside the weighted one: they differ, and each line says how it is taken
    const counted = positiveShare(detail);
    return {
      id: childId(id, network),
      label: truncate(networkLabel(network), 40),
      description: [percent, l10n.t('{0} posts', formatFigure('network_posts', s.types_count[network], { compact: true })),
        l10n.t('{0} interactions', formatFigure('network_interactions', s.types_interactions[network], { compact: true }))].join(' · '),
      tooltip: tooltipLines([markdown`**${networkLabel(network)}**`,
        figureLine('network_sentiment', s.types_sentiment[network], { always: true }),
        figureLine('posts_positive', detail?.positive), figureLine('posts_neutral', detail?.neutral), figureLine('posts_negative', detail?.negative),
        figureLine('positive_share', counted),
        figureLine('network_posts', s.types_count[network], { always: true }), figureLine('network_interactions', s.types_interactions[network], { always: true })]),
      icon: 'dash',
      contextValue: 'figure',
    };
  });
  return {
    id,
    label: figure('topic_sentiment').label,
    description: networks.length === 1 ? l10n.t('{0} across 1 network', overall) : l10n.t('{0} across {1} networks', overall, networks.length),
    tooltip: tooltipLines([figureLine('topic_sentiment', topicSentiment(s), { always: true }), tMarkdown(l10n.t('**Sentiment by network**')),
      ...networks.map((n) => tMarkdown(l10n.t('{0}: {1}'), networkLabel(n), figureWords('network_sentiment', s.types_sentiment[n])))]),
    icon: 'smiley',
    contextValue: 'figure',
    children,
  };
}

export function topicFigures(id: string, s: TopicSummary): TreeNode[] {
  const nodes: (TreeNode | undefined)[] = [
    s.topic_rank !== undefined ? figureNode(id, 'topic_rank', formatFigure('topic_rank', s.topic_rank), 'list-ordered') : undefined,
    s.trend ? trendNode(id, s.trend) : undefined,
    figureNode(id, 'interactions_24h', formatFigure('interactions_24h', s.interactions_24h, { compact: true }), 'pulse', formatFigure('interactions_24h', s.interactions_24h)),
    figureNode(id, 'num_contributors', formatFigure('num_contributors', s.num_contributors, { compact: true }), 'person', formatFigure('num_contributors', s.num_contributors)),
    figureNode(id, 'num_posts', formatFigure('num_posts', s.num_posts, { compact: true }), 'note', formatFigure('num_posts', s.num_posts)),
    sentimentFigure(id, s),
  ];
  return nodes.filter((n): n is TreeNode => !!n);
}

/** The trend of interactions: a word of the service, not a figure. */
function trendNode(parent: string, trend: string): TreeNode {
  const label = l10n.t('Interactions trend');
  return {
    id: childId(parent, 'fig', 'trend'), label, description: trendSymbol(trend), contextValue: 'figure',
    icon: trend === 'down' ? 'arrow-down' : trend === 'up' ? 'arrow-up' : 'arrow-right', a11y: l10n.t('{0}: {1}', label, trendSymbol(trend).slice(2)),
  };
}
