// A daily digest's data, as the queries fetch it (src/features/digest/core/data.ts) and the markdown
// writes it (src/features/digest/core/markdown.ts): the shape both floors share. Types and names only.
import type { Post, Trend, Whatsup } from '../../../service/api/types';
import type { ItemRef } from '../../../shared/items';
import type { RankMove } from '../../../shared/format/rank';

export const DIGEST_SECTIONS = ['watchlist', 'movers', 'whatsup', 'alerts', 'posts'] as const;
export type DigestSectionId = (typeof DIGEST_SECTIONS)[number];

import * as l10n from '../../../shared/format/l10n';

export const SECTION_TITLES: Readonly<Record<DigestSectionId, string>> = {
  // read when the digest is written: the person's language is known by then
  get watchlist() { return l10n.t('Watchlist'); },
  get movers() { return l10n.t('Top movers among trending topics'); },
  get whatsup() { return l10n.t('What\'s up'); },
  get alerts() { return l10n.t('Alerts fired since the last digest'); },
  get posts() { return l10n.t('Top posts'); },
};

export interface DigestAlert {
  /** The rule's name, when it is the person's own: a default name says what the message says. */
  name?: string;
  /** What happened, whole ("Bitcoin (BTC): Price above $80,000 (now $84,559.9)."), without the demo mark. */
  message: string;
  /** ms since the epoch */
  at: number;
  demo: boolean;
}

/** Figures the client kept from before, as its request failed: when they were received (ms), and why they are not newer. */
export interface AsOf {
  at: number;
  reason: string;
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
  asOf?: AsOf;
}

export interface Mover {
  topic: string;
  title: string;
  rank: number;
  rankBefore: number;
  move: RankMove;
  interactions24h?: number;
}

export interface TopicPart<T> {
  ref: ItemRef;
  value?: T;
  missing?: string;
  asOf?: AsOf;
}

export interface DigestSpending {
  budget: number;
  /** The plan's daily quota, not the digest's own maxRequests, set the budget. */
  byQuota?: boolean;
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
  moversAsOf?: AsOf;
  whatsup: TopicPart<Whatsup>[];
  posts: TopicPart<Post[]>[];
  alerts: DigestAlert[];
  spending: DigestSpending;
  /** Nothing current could be read, for a passing reason (the network, the service, a rate limit): the first failure's words. */
  unread?: string;
  /** With `unread`: figures kept from before were read, each said with its age (AsOf). */
  onlyOld?: true;
}

