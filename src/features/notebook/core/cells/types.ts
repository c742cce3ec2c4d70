// What a Pulse notebook cell asks, as data: the parser (parse.ts) writes it from the cell's text,
// the kind's record (kinds/) prices it, titles it and answers it through the run (run.ts). Pure.
import type { Access } from '../../../../service/api/plans';
import type { SocialApi } from '../../../../service/api/service';
import type { Bucket, Interval } from '../../../../service/api/values';
import type { ItemKind, ItemRef } from '../../../../shared/items';
import type { MetricKey } from '../../../../shared/protocol/metrics';

export interface CellProblem {
  message: string;
  /** Offsets in the cell's text, end exclusive. */
  start: number;
  end: number;
  severity: 'error' | 'warning';
}

/** `query` is undefined when the cell holds an error (see `problems`) or nothing at all. */
export interface ParsedCell {
  query?: CellQuery;
  problems: CellProblem[];
}

/** Named items, or the Watchlist's (`$watchlist`, `$watchlist.coins`), expanded when the cell runs. */
export type Subjects =
  | { kind: 'items'; refs: ItemRef[] }
  | { kind: 'watchlist'; only?: ItemKind };

export type MarketListName = 'coins' | 'stocks' | 'nfts';

/** One member per kind of question a cell asks. */
export type CellQuery =
  /** `topic bitcoin`, `coin btc`, `$watchlist`, a pasted address: each subject's figures, one row each. */
  | { kind: 'summary'; subjects: Subjects }
  /** `topic bitcoin series interactions,sentiment 1m by day` */
  | { kind: 'series'; subjects: Subjects; metrics: MetricKey[]; interval?: Interval; bucket: Bucket }
  /** `compare bitcoin, ethereum, solana on interactions`: one line per subject. */
  | { kind: 'compare'; subjects: Subjects; metric: MetricKey; interval?: Interval; bucket: Bucket }
  /** `coins top 10 by galaxy_score in defi` */
  | { kind: 'top'; list: MarketListName; limit: number; sort: string; desc: boolean; sector?: string }
  /** `creator twitter/elonmusk posts 7d`, `topic bitcoin posts 1d`: a topic's, category's or creator's posts. */
  | { kind: 'posts'; subject: ItemRef; days: number }
  /** `category defi topics` */
  | { kind: 'categoryTopics'; category: ItemRef }
  /** `report bitcoin` */
  | { kind: 'report'; subject: ItemRef }
  /** `search "etf approval"` */
  | { kind: 'search'; term: string }
  /** `changes`: the service's notices of changes to its data. */
  | { kind: 'changes' };

export interface CellContext {
  /** The Watchlist's subjects, which `$watchlist` expands to. */
  watchlist: readonly ItemRef[];
  /** The plan's access, when known (as src/shared/queries/series.ts takes it): without it a topic's series may cost a refused v1 first. */
  access?: Access;
}

/** The operations a cell's run calls. */
export type CellClient = Pick<SocialApi,
  | 'topic' | 'category' | 'categoryTopics' | 'coin' | 'stock' | 'nft' | 'creator' | 'post'
  | 'topicTimeSeries' | 'topicTimeSeriesV2' | 'categoryTimeSeries' | 'coinTimeSeriesV2' | 'stockTimeSeriesV2' | 'nftTimeSeriesV2'
  | 'coinsList' | 'coinsListV2' | 'stocksList' | 'stocksListV2' | 'nftsList' | 'nftsListV2'
  | 'topicPosts' | 'categoryPosts' | 'creatorPosts' | 'searchPosts' | 'searchesList' | 'systemChanges' | 'report'>;

export interface CellRunDeps extends CellContext {
  /** The shared client: same key, cache, quota and plan refusals as the rest of the editor. */
  client: CellClient;
  /** The answers are the built-in demo data. */
  demo: boolean;
  /** Epoch seconds now (ranges of posts end now); Date.now() when unset. */
  now?: () => number;
}

/** What completions draw on besides the language's own words. */
export interface CompletionContext {
  watchlist: readonly ItemRef[];
  /** Items from the client's cache and the recently opened ones: their ids complete subject names. */
  recent: readonly ItemRef[];
  /** Sectors seen in the coins lists (the cached pages); a few common ones are always offered. */
  sectors?: readonly string[];
}

export type CompletionKind = 'command' | 'keyword' | 'subject' | 'metric' | 'sort' | 'sector' | 'variable' | 'interval' | 'bucket' | 'network';

export interface CellCompletion {
  label: string;
  kind: CompletionKind;
  /** One line: what it is ("Interactions (count)"). */
  detail?: string;
  /** The text put in place of [start, end); `label` when unset. */
  insertText?: string;
  /** The word being completed, offsets in the cell's text. */
  start: number;
  end: number;
}
