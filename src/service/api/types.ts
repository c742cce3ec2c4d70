// Resources of the service (interface section 2), as the client hands them to the editor.
// Decoders (decode.ts) make every field optional-safe: a missing or unreadable number is
// `undefined`, never NaN or a string. Network-keyed maps keep every key the service sends.
import type { ReportList } from './identifiers';
import type { REPORT_FORMATS } from './values';
import type { ServiceError } from './errors';

/** A network key such as `tweet`, `reddit-post`, `news`: never a closed set. */
export type NetworkKey = string;
export type PerNetwork<T> = Record<NetworkKey, T>;

export interface SentimentDetail {
  positive?: number;
  neutral?: number;
  negative?: number;
}

/** Echo of the processed request plus hints (2.2). Unknown keys are kept. */
export interface Config {
  generated?: number;
  topic?: string;
  category?: string;
  id?: string;
  name?: string;
  symbol?: string;
  type?: string;
  interval?: string;
  bucket?: string;
  start?: number;
  end?: number;
  metrics?: string[];
  sort?: string;
  desc?: boolean;
  limit?: number;
  page?: number;
  total_rows?: number;
  [key: string]: unknown;
}

/** Fields a decoder did not know, kept so the UI can show them. */
export interface Extras {
  extra?: Record<string, unknown>;
}

export interface TopicListItem extends Extras {
  topic: string;
  title: string;
  topic_rank?: number;
  topic_rank_1h_previous?: number;
  topic_rank_24h_previous?: number;
  num_contributors?: number;
  num_posts?: number;
  interactions_24h?: number;
}

export type Trend = 'up' | 'down' | 'flat';

export interface SocialSummary extends Extras {
  topic: string;
  title: string;
  related_topics: string[];
  types_count: PerNetwork<number>;
  types_interactions: PerNetwork<number>;
  types_sentiment: PerNetwork<number>;
  types_sentiment_detail: PerNetwork<SentimentDetail>;
  interactions_24h?: number;
  num_contributors?: number;
  num_posts?: number;
  trend?: Trend;
}

export interface TopicSummary extends SocialSummary {
  topic_rank?: number;
  categories: string[];
}

export type CategorySummary = SocialSummary;

export interface CategoryListItem extends Extras {
  category: string;
  title: string;
  category_rank?: number;
  category_rank_1h_previous?: number;
  category_rank_24h_previous?: number;
  num_contributors?: number;
  social_dominance?: number;
  num_posts?: number;
  interactions_24h?: number;
}

export interface CategoryTopicItem extends TopicListItem {
  social_dominance?: number;
}

export interface TimeSeriesPoint extends Extras {
  time: number;
  contributors_active?: number;
  contributors_created?: number;
  interactions?: number;
  posts_active?: number;
  posts_created?: number;
  sentiment?: number;
  spam?: number;
  market_cap?: number;
  volume_24h?: number;
  // topic series only (and only for assets)
  alt_rank?: number;
  galaxy_score?: number;
  circulating_supply?: number;
  open?: number;
  high?: number;
  low?: number;
  close?: number;
  market_dominance?: number;
  social_dominance?: number;
}

export interface Post extends Extras {
  id: string;
  post_type: NetworkKey;
  post_title: string;
  post_description?: string;
  post_link?: string;
  post_image?: string;
  post_created?: number;
  /** 1 very negative .. 3 neutral .. 5 very positive */
  post_sentiment?: number;
  creator_id?: string;
  creator_name?: string;
  creator_display_name?: string;
  creator_followers?: number;
  creator_avatar?: string;
  interactions_24h?: number;
  interactions_total?: number;
}

export interface Creator extends Extras {
  creator_id: string;
  creator_name: string;
  creator_display_name?: string;
  creator_avatar?: string;
  creator_followers?: number;
  creator_rank?: number;
  interactions_24h?: number;
}

export interface Theme {
  title: string;
  description: string;
  percent?: number;
}

export interface Whatsup {
  summary: string;
  supportive: Theme[];
  critical: Theme[];
}

/** What the service reports of a listed asset, a coin or a stock (each field may be missing). */
export interface AssetFigures extends Extras {
  id: number | string;
  symbol: string;
  name: string;
  topic?: string;
  price?: number;
  /** The last daily close (a single asset). */
  close?: number;
  volume_24h?: number;
  percent_change_24h?: number;
  market_cap?: number;
  market_cap_rank?: number;
  interactions_24h?: number;
  social_volume_24h?: number;
  social_dominance?: number;
  market_dominance?: number;
  galaxy_score?: number;
  galaxy_score_previous?: number;
  alt_rank?: number;
  alt_rank_previous?: number;
  sentiment?: number;
  /** Sectors, comma separated. */
  categories?: string;
}

export interface Coin extends AssetFigures {
  price_btc?: number;
  volatility?: number;
  circulating_supply?: number;
  max_supply?: number;
  percent_change_1h?: number;
  percent_change_7d?: number;
  percent_change_30d?: number;
  last_updated_price?: number;
}

/**
 * Where one call's answer came from. 'network': a request of its own; 'shared': the request
 * another caller had in flight for the same URL; 'cache': no request; 'stale': its request
 * failed and the last good answer stands in.
 */
export type AnswerSource = 'network' | 'shared' | 'cache' | 'stale';

/** What every answer says of its own delivery, as octokit's responses carry their url and status. */
export interface Delivery {
  /** The address asked, without credentials (the key travels in a header) or fragment. */
  url: string;
  source: AnswerSource;
  /**
   * Requests this call counted against the plan's minute and day quotas: 0 from the cache or a
   * shared request, 2 when a refusal for the minute was sent again.
   */
  requests: number;
}

/** What every client call resolves to: the decoded data plus where it came from. */
export interface Answer<T> extends Delivery {
  data: T;
  config: Config;
  /** `config.generated` (or the `x-lunar-generated` header), seconds; else the time received. */
  generated: number;
  /** When this client received it, milliseconds since the epoch. */
  receivedAt: number;
  /** Served from cache without a request. */
  fromCache: boolean;
  /**
   * Served from cache because the network failed; `staleError` is the failure itself (its words,
   * with any wait in the person's zone, are shared/queries/errorWords' to build).
   */
  stale: boolean;
  staleError?: ServiceError;
  /** Human-readable notes about fields the decoder had to repair or drop. */
  oddities: string[];
}

export type ReportFormat = (typeof REPORT_FORMATS)[number];
/** What a report of the markdown variant is about: an item, a market list, or the posts a search finds. */
export type ReportSubject =
  | { kind: 'topic'; topic: string }
  | { kind: 'category'; category: string }
  | { kind: 'creator'; network: string; id: string }
  | { kind: 'post'; postType: string; id: string }
  | { kind: 'list'; list: ReportList }
  | { kind: 'search'; query: string };

export interface Report extends Delivery {
  subject: ReportSubject;
  format: ReportFormat;
  /** The body exactly as the service sent it (markdown, JSON text or CSV). */
  text: string;
  receivedAt: number;
}
