// A daily digest's data, as the queries fetch it (src/queries/digestData.ts) and the markdown
// writes it (src/render/digestMarkdown.ts): the shape both floors share. Types and names only.
import type { Post, Trend, Whatsup } from '../api/types';
import type { ItemRef } from '../items';

export const DIGEST_SECTIONS = ['watchlist', 'movers', 'whatsup', 'alerts', 'posts'] as const;
export type DigestSectionId = (typeof DIGEST_SECTIONS)[number];

export const SECTION_TITLES: Readonly<Record<DigestSectionId, string>> = {
  watchlist: 'Watchlist',
  movers: 'Top movers among trending topics',
  whatsup: "What's up",
  alerts: 'Alerts fired since the last digest',
  posts: 'Top posts',
};

export interface DigestAlert {
  name: string;
  message: string;
  /** ms since the epoch */
  at: number;
  demo: boolean;
}

export interface PinFigures {
  ref: ItemRef;
  price?: number;
  /** An NFT collection's floor, in `base`. */
  floor?: number;
  base?: string;
  change24h?: number;
  rank?: number;
  interactions24h?: number;
  trend?: Trend;
  /** Why there are no figures (left out for quota, not in the plan, failed). */
  missing?: string;
  /** The plan has no data of its kind (topics and categories on Hobby). */
  notInPlan?: boolean;
}

export interface Mover {
  topic: string;
  title: string;
  rank: number;
  rankBefore: number;
  interactions24h?: number;
}

export interface TopicPart<T> {
  ref: ItemRef;
  value?: T;
  missing?: string;
}

export interface DigestSpending {
  budget: number;
  /** Requests sent (a cached answer costs none). */
  spent: number;
  /** Answers served from the cache. */
  cached: number;
  /** What did not fit the budget, named. */
  leftOut: string[];
}

export interface DigestData {
  sections: readonly DigestSectionId[];
  /** Sections the plan gives no data for, with the one line each says in place. */
  lacking: Partial<Record<DigestSectionId, string>>;
  watchlist: PinFigures[];
  movers?: Mover[];
  moversMissing?: string;
  whatsup: TopicPart<Whatsup>[];
  posts: TopicPart<Post[]>[];
  alerts: DigestAlert[];
  spending: DigestSpending;
}

