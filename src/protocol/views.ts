// The panels, their sections and the queries a section can be loaded with. Shared by the
// host (src/panels) and the webview (src/webview); no `vscode`, no DOM.
import type { Bucket, Interval } from '../api/values';
import type { PeopleSectionId } from './people';
import type { ReportQuery } from './report';

export type ViewKind = 'topic' | 'category' | 'coins' | 'report'
  | 'creator' | 'post' | 'search';

export const VIEW_TYPES: Readonly<Record<ViewKind, string>> = {
  topic: 'socialPulse.topic',
  category: 'socialPulse.category',
  coins: 'socialPulse.coins',
  report: 'socialPulse.report',
  creator: 'socialPulse.creator',
  post: 'socialPulse.post',
  search: 'socialPulse.search',
};

export type SectionId =
  | 'summary' | 'rank' | 'whatsup' | 'series' | 'posts' | 'news' | 'creators' | 'topics' | 'coins' | 'report'
  | PeopleSectionId;

export const VIEW_SECTIONS: Readonly<Record<ViewKind, readonly SectionId[]>> = {
  topic: ['summary', 'rank', 'whatsup', 'series', 'posts', 'news', 'creators', 'changes'],
  category: ['summary', 'topics', 'series', 'posts', 'news', 'creators'],
  coins: ['coins'],
  report: ['report'],
  creator: ['profile', 'series', 'posts', 'changes'],
  post: ['post', 'series'],
  search: ['search'],
};

/** Either an interval or a custom range (`start`, optional `end`, unix seconds). */
export interface SeriesQuery {
  bucket: Bucket;
  interval?: Interval;
  start?: number;
  end?: number;
}

/** Posts in a day range (unix seconds); none = the last 24 hours. */
export interface PostsQuery {
  start?: number;
  end?: number;
}

/** v1 is cached by the service (up to an hour behind), v2 is live. */
export type CoinSource = 'v1' | 'v2';

export interface CoinsQuery {
  source: CoinSource;
}

export interface SectionQueries {
  series: SeriesQuery;
  posts: PostsQuery;
  coins: CoinsQuery;
  report: ReportQuery;
}

export type QueriedSection = keyof SectionQueries;

/** How the coins table is sorted and filtered; the host applies the same to exports. */
export interface CoinsView {
  sort: string;
  desc: boolean;
  filter: string;
  sector: string;
}

/** Tables a panel can export as CSV. */
export type TableId =
  | 'figures' | 'networks' | 'series' | 'posts' | 'news' | 'creators' | 'themes' | 'topics' | 'coins';

export const DEFAULT_SERIES: SeriesQuery = { bucket: 'hour', interval: '1w' };
export const DEFAULT_COINS_VIEW: CoinsView = { sort: 'market_cap_rank', desc: false, filter: '', sector: '' };
