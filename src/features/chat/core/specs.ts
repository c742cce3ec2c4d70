// The chat tools, declared once: name, `#` reference and the value lists their input schemas offer
// (what a tool checks, fetches and writes is its record in tools/). The editor registers the tools
// by these names at activation, before the chat bundle loads, so this file stays light. package.json's
// `languageModelTools` repeats names, references and enums (the manifest must); a unit test holds
// the two together. Pure: no `vscode`.
import { CREATOR_NETWORKS, TIME_SERIES_BUCKETS, TIME_SERIES_INTERVALS } from '../../../service/api/values';

/** The @pulse participant's id, as in the manifest. */
export const PARTICIPANT_ID = 'socialPulse.pulse';

export const TOOL_IDS = ['trending', 'topic', 'series', 'feed', 'category', 'market', 'creator', 'compare', 'report'] as const;
export type ToolId = (typeof TOOL_IDS)[number];

export interface ToolSpec {
  id: ToolId;
  /** `contributes.languageModelTools[].name` and `vscode.lm.registerTool`'s name. */
  name: string;
  /** What people type after `#` in a prompt. */
  referenceName: string;
}

export const TOOLS = {
  trending: { id: 'trending', name: 'socialPulse_trendingTopics', referenceName: 'pulseTrending' },
  topic: { id: 'topic', name: 'socialPulse_topic', referenceName: 'pulseTopic' },
  series: { id: 'series', name: 'socialPulse_timeSeries', referenceName: 'pulseSeries' },
  feed: { id: 'feed', name: 'socialPulse_topicFeed', referenceName: 'pulseFeed' },
  category: { id: 'category', name: 'socialPulse_category', referenceName: 'pulseCategory' },
  market: { id: 'market', name: 'socialPulse_marketList', referenceName: 'pulseMarket' },
  creator: { id: 'creator', name: 'socialPulse_creator', referenceName: 'pulseCreator' },
  compare: { id: 'compare', name: 'socialPulse_compareTopics', referenceName: 'pulseCompare' },
  report: { id: 'report', name: 'socialPulse_report', referenceName: 'pulseReport' },
} as const satisfies Readonly<Record<ToolId, ToolSpec>>;

/** pulseAlert (alertTool.ts): the alert rules, not data; registered beside the data tools. */
export const ALERT_TOOL = { name: 'socialPulse_alert', referenceName: 'pulseAlert' } as const;

export function specByName(name: string): ToolSpec | undefined {
  return Object.values(TOOLS).find((t) => t.name === name);
}

/** A call that may spend more requests than this asks the person first. */
export const CONFIRM_ABOVE_REQUESTS = 3;
/** A series of more points than this asks first too: one request, but a large answer. */
export const CONFIRM_ABOVE_POINTS = 720;

/** Value lists of the input schemas (enums where the service has them). */
export const SERIES_METRICS = [
  'interactions', 'posts_active', 'posts_created', 'contributors_active', 'contributors_created', 'sentiment', 'spam',
  'social_dominance', 'close', 'market_cap', 'volume_24h', 'galaxy_score', 'alt_rank',
] as const;
export type SeriesMetric = (typeof SERIES_METRICS)[number];

export const FEED_KINDS = ['posts', 'news', 'creators'] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

export const TOPIC_PARTS = ['summary', 'whatsup'] as const;
export type TopicPart = (typeof TOPIC_PARTS)[number];

export const MARKET_ASSETS = ['coins', 'stocks'] as const;
export type MarketAsset = (typeof MARKET_ASSETS)[number];

/** Sort metrics both lists take; the coin-only ones follow. */
export const MARKET_SORTS = [
  'market_cap', 'market_cap_rank', 'price', 'volume_24h', 'percent_change_24h', 'interactions_24h', 'social_volume_24h',
  'social_dominance', 'galaxy_score', 'alt_rank', 'sentiment', 'percent_change_1h', 'percent_change_7d', 'percent_change_30d', 'volatility',
] as const;
export type MarketSort = (typeof MARKET_SORTS)[number];
export const COIN_ONLY_SORTS: readonly MarketSort[] = ['percent_change_1h', 'percent_change_7d', 'percent_change_30d', 'volatility'];
/** Ranks read best when ascending; every other metric, descending. */
export const ASCENDING_SORTS: readonly MarketSort[] = ['market_cap_rank', 'alt_rank'];

export const COMPARE_METRICS = ['interactions_24h', 'num_posts', 'num_contributors', 'sentiment', 'topic_rank', 'trend'] as const;
export type CompareMetric = (typeof COMPARE_METRICS)[number];

export const REPORT_KINDS = ['topic', 'category', 'creator', 'post'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const SERIES_KINDS = ['topic', 'category'] as const;

export { CREATOR_NETWORKS, TIME_SERIES_BUCKETS, TIME_SERIES_INTERVALS };
