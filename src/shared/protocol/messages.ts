// The one message protocol between a panel's host and its webview. Each kind has a type here
// and a guard in guards.ts; both sides check what they receive before acting on it.
import type { ShownZone } from '../format/zone';
import type {
  CategoryTopicItem, Coin, Creator, Post, SocialSummary, TopicSummary, Whatsup,
} from '../../service/api/types';
import type { ItemRef } from '../items';
import type { Nft, Stock } from '../../service/api/types-market';
import type { BacktestData, BacktestParamsMessage } from './backtest';
import type { CompareActionMessage, CompareData } from './compare';
import type { ErrorInfo } from './errorInfo';
import type { FixAction } from './fixes';
import type { MetaData, QuoteData } from './marketQuote';
import type { ChartPoint } from './metrics';
import type { PeopleSectionData, ItemActionMessage } from './people';
import type { ReportActionMessage, ReportData } from './report';
import type {
  CoinSource, CoinsView, KeptChoices, PostsQuery, QueriedSection, SectionId, SectionQueries, SeriesQuery, TableId, ViewKind,
} from './views';

// ---- webview -> host ----

export interface ReadyMessage { type: 'ready' }

export type LoadMessage =
  | { [S in QueriedSection]: { type: 'load'; section: S; query: SectionQueries[S] } }[QueriedSection]
  | { type: 'load'; section: Exclude<SectionId, QueriedSection> };

export interface RetryMessage { type: 'retry'; section: SectionId }
export interface RefreshMessage { type: 'refresh' }
export interface OpenItemMessage { type: 'openItem'; ref: ItemRef }
export interface OpenLinkMessage { type: 'openLink'; url: string }
/** `coins` carries the table's current sort and filter so the copy matches the screen. */
export interface CopyMarkdownMessage { type: 'copyMarkdown'; coins?: CoinsView }
export interface ExportCsvMessage { type: 'exportCsv'; table: TableId; coins?: CoinsView }
/**
 * The sections on screen now, sent when that changes: when the quota is short, the host asks
 * for these before the ones scrolled out of view.
 */
export interface VisibleMessage { type: 'visible'; sections: SectionId[] }
/** The webview drew a section (or failed to); the host logs failures. */
export interface RenderedMessage { type: 'rendered'; section: SectionId; error?: string }
export interface FixMessage { type: 'fix'; action: FixAction }
/** A contract address to put on the clipboard (the webview has no clipboard access of its own). */
export interface CopyAddressMessage { type: 'copyAddress'; address: string }
/** Pins the panel's own item (a coin, stock or NFT collection) to the watchlist. */
export interface PinMessage { type: 'pin' }
/** A market table's sort and filters as the person just set them: the next table of its kind opens with them. */
export interface RememberViewMessage { type: 'rememberView'; choices: KeptChoices }

export type WebviewMessage =
  | ReadyMessage | LoadMessage | RetryMessage | RefreshMessage | OpenItemMessage | OpenLinkMessage
  | CopyMarkdownMessage | ExportCsvMessage | VisibleMessage | RenderedMessage | ReportActionMessage | FixMessage
  | CopyAddressMessage | PinMessage | ItemActionMessage | CompareActionMessage | BacktestParamsMessage | RememberViewMessage;

/** What the webview only tells the host: no answer follows. */
export type WebviewNotice = ReadyMessage | VisibleMessage | RenderedMessage;

/** What the webview asks of the host: each is sent in a `RequestEnvelope` and answered by one `ReplyMessage`. */
export type WebviewRequest = Exclude<WebviewMessage, WebviewNotice>;

/** A request and its id, which the host's reply repeats (ids count up from 1 in each page). */
export interface RequestEnvelope { type: 'request'; id: number; request: WebviewRequest }

// ---- host -> webview ----

/** Where an answer came from and how old it is (from `Answer`). */
export interface AnswerMeta {
  /** unix seconds when the service generated the data */
  generated: number;
  stale: boolean;
  staleReason?: string;
  fromCache: boolean;
}

export type SummaryData = SocialSummary & Partial<Pick<TopicSummary, 'topic_rank' | 'categories'>>;

export interface RankData {
  rank?: number;
  previous1h?: number;
  previous24h?: number;
}

export interface SeriesData {
  points: ChartPoint[];
  query: SeriesQuery;
  /** The bucket the service used (`config.bucket`). */
  bucket?: string;
  /** Why the answer differs from the query (e.g. the plan allows only the last week). */
  note?: string;
}

export interface PostsData {
  posts: Post[];
  query: PostsQuery;
}

export interface CoinsData {
  /** One page; `page` 0 replaces the table, later pages append. */
  coins: Coin[];
  page: number;
  source: CoinSource;
  /** No more pages follow. */
  complete: boolean;
  /** Rows the service reports in all (`config.total_rows`). */
  total?: number;
}

/** One page of a stock or NFT list, as CoinsData is of coins. */
export interface MarketPage<T> {
  rows: T[];
  page: number;
  source: CoinSource;
  complete: boolean;
  total?: number;
}

export interface SectionData extends PeopleSectionData {
  summary: SummaryData;
  rank: RankData;
  whatsup: Whatsup;
  series: SeriesData;
  posts: PostsData;
  news: Post[];
  creators: Creator[];
  topics: CategoryTopicItem[];
  coins: CoinsData;
  report: ReportData;
  quote: QuoteData;
  meta: MetaData;
  stocks: MarketPage<Stock>;
  nfts: MarketPage<Nft>;
  compare: CompareData;
  backtest: BacktestData;
}

/**
 * `demo`: the data comes from the built-in emulator (the panel says so). `remoteImages`:
 * `socialPulse.loadRemoteImages`; off, avatars show initials and other images placeholders.
 * `subjects`: a comparison's 2-5 items (its `ref` is the first of them).
 */
export interface InitMessage {
  type: 'init';
  view: ViewKind;
  ref: ItemRef;
  demo: boolean;
  remoteImages: boolean;
  subjects?: ItemRef[];
  /** A backtest's alert rule (its id): kept with the page, so a reload finds the rule again. */
  rule?: string;
  /** The choices last made in a panel of its kind: a page with no choices of its own starts with them. */
  kept?: KeptChoices;
  /**
   * Which data source the page shows (it changes with demo mode, the key, the plan): a page built
   * for another source is built anew, so no figure of the old one stays on it.
   */
  source: number;
  /**
   * The zone every time on the page is shown in (and says): `socialPulse.timeZone` as the host
   * resolved it, so a panel in the person's browser shows the zone the host's views show.
   */
  timeZone: ShownZone;
}

/** How far a many-request load is: rows loaded so far, of how many if the service said. */
export interface ListProgress {
  loaded: number;
  total?: number;
}

export interface StateMessage {
  type: 'state';
  section: SectionId;
  state: 'loading';
  /** A market table's pages so far: the page words it ("3,000 of 6,700 coins loaded…"). */
  progress?: ListProgress;
}

export type DataMessage = {
  [S in SectionId]: { type: 'data'; section: S; data: SectionData[S]; meta: AnswerMeta };
}[SectionId];

export type { ErrorInfo } from './errorInfo';

/** `incomplete`: what the section showed before stays (a market table's earlier pages); the rest failed. */
export interface ErrorMessage { type: 'error'; section: SectionId; error: ErrorInfo; incomplete?: true }

export type HostMessage = InitMessage | StateMessage | DataMessage | ErrorMessage;

/**
 * The host's answer to the request `id`: done, or the error that stopped it. A section's load is
 * answered when it is done; its data and its error were sent before as `data` and `error`.
 */
export type ReplyMessage =
  | { type: 'reply'; id: number; ok: true }
  | { type: 'reply'; id: number; ok: false; error: ErrorInfo };
