// The key figures a topic shows when expanded: rank, trend, interactions, contributors, posts and
// sentiment per network.
import * as l10n from '../format/l10n';
import type { TopicSummary } from '../api/types';
import { truncate } from '../format/markdown';
import { formatCompact, formatNumber } from '../format/numbers';
import { overallSentiment, sentimentPercentWords } from '../format/sentiment';
import { networkLabel } from '../format/networks';
import { markdown, markdownText, tMarkdown } from '../sinks/neutral';
import type { TreeNode } from '../treeView/node';
import { childId, tooltipLines } from '../treeView/node';
import { trendSymbol } from './socialRows';

function figure(parent: string, key: string, label: string, value: string, icon: string, words?: string): TreeNode {
  return { id: childId(parent, 'fig', key), label, description: value, icon, a11y: `${label}: ${words ?? value}`, contextValue: 'figure' };
}

/** Per-network sentiment, collapsed under one summarised line. */
function sentimentFigure(parent: string, s: TopicSummary): TreeNode | undefined {
  const networks = Object.keys(s.types_sentiment);
  if (!networks.length) return undefined;
  const overall = sentimentPercentWords(overallSentiment(s.types_sentiment, s.types_interactions)) ?? l10n.t('unknown');
  const id = childId(parent, 'fig', 'sentiment');
  const children = networks.map((network): TreeNode => {
    const detail = s.types_sentiment_detail[network];
    const percent = sentimentPercentWords(s.types_sentiment[network]) ?? l10n.t('unknown');
    const breakdown = detail
      ? l10n.t('{0} positive, {1} neutral, {2} negative posts', formatNumber(detail.positive), formatNumber(detail.neutral), formatNumber(detail.negative))
      : undefined;
    return {
      id: childId(id, network),
      label: truncate(networkLabel(network), 40),
      description: [percent, l10n.t('{0} posts', formatCompact(s.types_count[network])), l10n.t('{0} interactions', formatCompact(s.types_interactions[network]))].join(' · '),
      tooltip: tooltipLines([markdown`**${networkLabel(network)}**`, tMarkdown(l10n.t('Sentiment: {0}'), percent), breakdown ? markdownText(breakdown) : undefined,
        tMarkdown(l10n.t('Posts (24 h): {0}'), formatNumber(s.types_count[network])), tMarkdown(l10n.t('Interactions (24 h): {0}'), formatNumber(s.types_interactions[network]))]),
      icon: 'dash',
      contextValue: 'figure',
    };
  });
  return {
    id,
    label: l10n.t('Sentiment'),
    description: networks.length === 1 ? l10n.t('{0} across 1 network', overall) : l10n.t('{0} across {1} networks', overall, networks.length),
    tooltip: tooltipLines([tMarkdown(l10n.t('**Sentiment by network**')), ...networks.map((n) => markdownText(`${networkLabel(n)}: ${sentimentPercentWords(s.types_sentiment[n]) ?? l10n.t('unknown')}`))]),
    icon: 'smiley',
    contextValue: 'figure',
    children,
  };
}

export function topicFigures(id: string, s: TopicSummary): TreeNode[] {
  const nodes: (TreeNode | undefined)[] = [
    s.topic_rank !== undefined ? figure(id, 'rank', l10n.t('Rank'), `#${s.topic_rank}`, 'list-ordered') : undefined,
    s.trend ? figure(id, 'trend', l10n.t('Interactions trend'), trendSymbol(s.trend), s.trend === 'down' ? 'arrow-down' : s.trend === 'up' ? 'arrow-up' : 'arrow-right', trendSymbol(s.trend).slice(2)) : undefined,
    figure(id, 'interactions', l10n.t('Interactions (24 h)'), formatCompact(s.interactions_24h), 'pulse', formatNumber(s.interactions_24h)),
    figure(id, 'contributors', l10n.t('Contributors'), formatCompact(s.num_contributors), 'person', formatNumber(s.num_contributors)),
    figure(id, 'posts-count', l10n.t('Posts (24 h)'), formatCompact(s.num_posts), 'note', formatNumber(s.num_posts)),
    sentimentFigure(id, s),
  ];
  return nodes.filter((n): n is TreeNode => !!n);
}
