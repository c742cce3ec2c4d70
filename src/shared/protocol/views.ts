// The panels, their sections and the queries a section can be loaded with. Shared by the
// host (src/features/panels) and the webview (src/browser/webview); no `vscode`, no DOM.
import type { Bucket, Interval } from '../../service/api/values';
import type { PeopleSectionId } from './people';
import type { ReportQuery } from './report';

export type ViewKind = 'topic' | 'category' | 'coins' | 'report'
  | 'market' | 'stocks' | 'nfts' | 'creator' | 'post' | 'search' | 'compare' | 'backtest';

export const VIEW_TYPES: Readonly<Record<ViewKind, string>> = {
  topic: 'socialPulse.topic',
  category: 'socialPulse.category',
  coins: 'socialPulse.coins',
  report: 'socialPulse.report',
  market: 'socialPulse.market',
  stocks: 'socialPulse.stocks',
  nfts: 'socialPulse.nfts',
  creator: 'socialPulse.creator',
  post: 'socialPulse.post',
  search: 'socialPulse.search',
  // the compare panel's view type, which has the id of the command that opens it
  // eslint-disable-next-line floors/commands
  compare: 'socialPulse.compare',
  backtest: 'socialPulse.backtest',
};

export type SectionId =
  | 'summary' | 'rank' | 'whatsup' | 'series' | 'posts' | 'news' | 'creators' | 'topics' | 'coins' | 'report'
  | 'quote' | 'meta' | 'stocks' | 'nfts' | 'compare' | 'backtest' | PeopleSectionId;

/** A topic's and a category's sections, in the order of their page (the webview frames and loads them from this list). */
export const SOCIAL_SECTIONS = {
  topic: ['summary', 'rank', 'whatsup', 'series', 'posts', 'news', 'creators', 'changes'],
  category: ['summary', 'topics', 'series', 'posts', 'news', 'creators'],
} as const satisfies Readonly<Record<'topic' | 'category', readonly SectionId[]>>;

export const VIEW_SECTIONS: Readonly<Record<ViewKind, readonly SectionId[]>> = {
  ...SOCIAL_SECTIONS,
  coins: ['coins'],
  report: ['report'],
  // a coin's market panel has them all; a stock's or NFT collection's, no meta
  market: ['quote', 'series', 'meta', 'changes'],
  stocks: ['stocks'],
  nfts: ['nfts'],
  creator: ['profile', 'series', 'posts', 'changes'],
  post: ['post', 'series'],
  search: ['search'],
  // 2-5 subjects side by side; its provider is src/features/compare (the other views': src/features/panels)
  compare: ['compare'],
  // where an alert rule would have fired; its provider is src/features/alerts/backtestPanel.ts
  backtest: ['backtest'],
};

/** Either an interval or a custom range (`start`, optional `end`, unix seconds). */
export interface SeriesQuery {
  bucket: Bucket;
  interval?: Interval;
  start?: number;
  end?: number;
  /**
   * The service's own series, without bucket or range: an NFT collection's series v1 (the week
   * behind, market cap and AltRank), beside its series v2.
   */
  fixed?: true;
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
  stocks: CoinsQuery;
  nfts: CoinsQuery;
}

export type QueriedSection = keyof SectionQueries;

/** How a market table (coins, stocks, NFTs) is sorted and filtered; the host applies the same to exports. */
export interface CoinsView {
  sort: string;
  desc: boolean;
  filter: string;
  sector: string;
  /** Rows below a market cap or 24 h volume (USD) are hidden; none: no minimum. */
  minMarketCap?: number;
  minVolume?: number;
  /** Coins whose sectors say stablecoin are hidden (protocol/marketFilters.ts). */
  hideStablecoins?: boolean;
}

/** A market panel's price chart: candles or lines, and whether prices are on a log scale. */
export interface PriceChartState {
  mode: 'candles' | 'line';
  log: boolean;
}

/**
 * The choices a panel hands to the next panel of its kind, kept on the host after it closes: a
 * market table's sort and filters (not the text typed in its filter box), a chart's span (an
 * interval, not a window of dates), its lines, and its price chart's mode and scale.
 */
export interface KeptChoices {
  coins?: CoinsView;
  series?: SeriesQuery;
  metrics?: string[];
  priceChart?: PriceChartState;
}

/** Tables a panel can export as CSV. */
export type TableId =
  | 'figures' | 'networks' | 'series' | 'posts' | 'news' | 'creators' | 'themes' | 'topics' | 'coins'
  | 'quote' | 'blockchains' | 'stocks' | 'nfts';

export const DEFAULT_SERIES: SeriesQuery = { bucket: 'hour', interval: '1w' };
export const DEFAULT_COINS_VIEW: CoinsView = { sort: 'market_cap_rank', desc: false, filter: '', sector: '' };
