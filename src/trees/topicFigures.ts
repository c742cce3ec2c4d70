// The key figures a topic shows when expanded: rank, trend, interactions, contributors, posts and
// sentiment per network.
import type { TopicSummary } from '../api/types';
import { truncate } from '../format/markdown';
import { formatCompact, formatNumber } from '../format/numbers';
import { overallSentiment, sentimentPercentWords } from '../format/sentiment';
import { networkLabel } from '../format/networks';
import { markdown, markdownText } from '../sinks/neutral';
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
  const overall = sentimentPercentWords(overallSentiment(s.types_sentiment, s.types_interactions)) ?? 'unknown';
  const id = childId(parent, 'fig', 'sentiment');
  const children = networks.map((network): TreeNode => {
    const detail = s.types_sentiment_detail[network];
    const percent = sentimentPercentWords(s.types_sentiment[network]) ?? 'unknown';
    const breakdown = detail
      ? `${formatNumber(detail.positive)} positive, ${formatNumber(detail.neutral)} neutral, ${formatNumber(detail.negative)} negative posts`
      : undefined;
    return {
      id: childId(id, network),
      label: truncate(networkLabel(network), 40),
      description: [percent, `${formatCompact(s.types_count[network])} posts`, `${formatCompact(s.types_interactions[network])} interactions`].join(' · '),
      tooltip: tooltipLines([markdown`**${networkLabel(network)}**`, markdownText(`Sentiment: ${percent}`), breakdown ? markdownText(breakdown) : undefined,
        markdownText(`Posts (24 h): ${formatNumber(s.types_count[network])}`), markdownText(`Interactions (24 h): ${formatNumber(s.types_interactions[network])}`)]),
      icon: 'dash',
      contextValue: 'figure',
    };
  });
  return {
    id,
    label: 'Sentiment',
    description: `${overall} across ${networks.length} ${networks.length === 1 ? 'network' : 'networks'}`,
    tooltip: tooltipLines([markdown`**Sentiment by network**`, ...networks.map((n) => markdownText(`${networkLabel(n)}: ${sentimentPercentWords(s.types_sentiment[n]) ?? 'unknown'}`))]),
    icon: 'smiley',
    contextValue: 'figure',
    children,
  };
}

export function topicFigures(id: string, s: TopicSummary): TreeNode[] {
  const nodes: (TreeNode | undefined)[] = [
    s.topic_rank !== undefined ? figure(id, 'rank', 'Rank', `#${s.topic_rank}`, 'list-ordered') : undefined,
    s.trend ? figure(id, 'trend', 'Interactions trend', trendSymbol(s.trend), s.trend === 'down' ? 'arrow-down' : s.trend === 'up' ? 'arrow-up' : 'arrow-right', trendSymbol(s.trend).slice(2)) : undefined,
    figure(id, 'interactions', 'Interactions (24 h)', formatCompact(s.interactions_24h), 'pulse', formatNumber(s.interactions_24h)),
    figure(id, 'contributors', 'Contributors', formatCompact(s.num_contributors), 'person', formatNumber(s.num_contributors)),
    figure(id, 'posts-count', 'Posts (24 h)', formatCompact(s.num_posts), 'note', formatNumber(s.num_posts)),
    sentimentFigure(id, s),
  ];
  return nodes.filter((n): n is TreeNode => !!n);
}
