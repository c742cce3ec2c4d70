// A digest's data, fetched as planned (digestPlan.ts): each request first asks the client's cache
// only (`cacheOnly`: never sent), and only what is missing spends the budget. What does not fit
// is left out and named. Background priority: the client also keeps these requests out of the day's reserve. Pure:
// the client is passed in.
import * as l10n from '../../../shared/format/l10n';
import { rankMove } from '../../../shared/format/rank';
import { isCancellation, isPlanRefusal, isServiceError } from '../../../service/api/errors';
import type { RequestOptions, SocialApi } from '../../../service/api/service';
import type { Answer, AssetFigures, CategorySummary, Post, TopicSummary } from '../../../service/api/types';
import { kindNoun, type ItemRef } from '../../../shared/items';
import type { AsOf, DigestAlert, DigestData, DigestSectionId, DigestSpending, Mover, PinFigures } from './types';
import { watchedTopics, type DigestPlan } from './plan';
import { PINNED_COINS_PAGE, pinnedLookup, type PinnedClient } from '../../../shared/queries/pinned';
import { freshness } from '../../../shared/queries/freshness';

export type DigestClient = PinnedClient & Pick<SocialApi, 'topic' | 'category' | 'topicsList' | 'topicWhatsup' | 'topicPosts'>;

export const MOVERS_MAX = 5;
export const POSTS_PER_TOPIC = 3;
const leftOutWords = (): string => l10n.t('left out: the digest\'s request budget was spent');

type Got<T> = { answer: Answer<T> } | { missing: string };

/**
 * When an answer the client kept from before (its request failed: `stale`) was received, and why
 * it is old, in the words the views say it in (freshness); undefined for a current one.
 */
function asOf(answer: Answer<unknown>): AsOf | undefined {
  const stale = freshness([answer]).stale;
  return stale && { at: stale.since, reason: stale.reason };
}

/** `row` with the age of the answer it was read from, when that answer is old (asOf). */
function aged<R extends object>(row: R, answer: Answer<unknown>): R & { asOf?: AsOf } {
  const old = asOf(answer);
  return old ? { ...row, asOf: old } : row;
}

/** Spends the budget: a cached answer is free, a request is sent only while the budget lasts. */
class Spender {
  readonly spending: DigestSpending;
  /** Current answers had, cached or sent for. */
  private current = 0;
  /** Answers the client kept from before, as their requests failed. */
  private old = 0;
  /** What failed, in order (an old answer's failure too): its errors, to tell a digest of nothing new from one of some failures. */
  private readonly failures: unknown[] = [];

  constructor(budget: number, byQuota: boolean, private readonly signal?: AbortSignal) {
    this.spending = { budget, byQuota, spent: 0, cached: 0, leftOut: [] };
  }

  async get<T>(label: string, call: (o: RequestOptions) => Promise<Answer<T>>): Promise<Got<T>> {
    try {
      const answer = await call({ cacheOnly: true, priority: 'background' });
      this.spending.cached++;
      return this.had(answer);
    } catch (e) {
      if (!isCancellation(e)) return this.failed(e);
    }
    if (this.spending.spent + 1 > this.spending.budget) {
      this.spending.leftOut.push(label);
      return { missing: leftOutWords() };
    }
    this.signal?.throwIfAborted();
    try {
      const answer = await call({ signal: this.signal, priority: 'background' });
      this.spending.spent += answer.requests;
      return this.had(answer);
    } catch (e) {
      if (isCancellation(e) && this.signal?.aborted) throw e;
      this.spending.spent += typeof (e as { requests?: unknown }).requests === 'number' ? (e as { requests: number }).requests : 0;
      return this.failed(e);
    }
  }

  private had<T>(answer: Answer<T>): { answer: Answer<T> } {
    if (!answer.stale) this.current++;
    else {
      this.old++;
      this.failures.push(answer.staleError);
    }
    return { answer };
  }

  private failed(e: unknown): { missing: string } {
    this.failures.push(e);
    return { missing: failure(e) };
  }

  /**
   * Why nothing current could be read, when nothing was and every failure passes by itself (the
   * network, the service, a rate limit): a digest written now would hold only failures and figures
   * from before (`onlyOld`: some of those).
   */
  unread(): { unread: string; onlyOld?: true } | undefined {
    const [first] = this.failures;
    if (this.current > 0 || first === undefined || !this.failures.every((e) => isServiceError(e) && e.transient)) return undefined;
    const unread = first instanceof Error ? first.message : String(first);
    return this.old > 0 ? { unread, onlyOld: true } : { unread };
  }
}

function failure(e: unknown): string {
  if (isPlanRefusal(e)) return l10n.t('not in your plan');
  return l10n.t('could not load: {0}', e instanceof Error ? e.message : String(e));
}

/** Requests one at a time, in the plan's order: the budget is checked before each. */
export async function fetchDigest(client: DigestClient, plan: DigestPlan, input: {
  sections: readonly DigestSectionId[];
  pins: readonly ItemRef[];
  alerts: DigestAlert[];
  signal?: AbortSignal;
}): Promise<DigestData> {
  const spender = new Spender(plan.budget, plan.byQuota, input.signal);
  const want = new Set(input.sections);
  const data: DigestData = {
    sections: input.sections, lacking: plan.lacking, watchlist: [], whatsup: [], posts: [], alerts: want.has('alerts') ? input.alerts : [],
    spending: spender.spending,
  };
  for (const section of input.sections) {
    if (section === 'watchlist') data.watchlist = await watchlistFigures(client, spender, input.pins, plan.lackingPins);
    if (section === 'movers' && !plan.lacking.movers) {
      const got = await spender.get(l10n.t('trending topics'), (o) => client.topicsList(o));
      if ('missing' in got) data.moversMissing = got.missing;
      else {
        data.movers = topMovers(got.answer.data);
        const old = asOf(got.answer);
        if (old) data.moversAsOf = old;
      }
    }
    if (section === 'whatsup' && !plan.lacking.whatsup) {
      for (const ref of watchedTopics(input.pins)) {
        const got = await spender.get(l10n.t('what\'s up in {0}', ref.title), (o) => client.topicWhatsup(ref.id, o));
        data.whatsup.push('missing' in got ? { ref, missing: got.missing } : aged({ ref, value: got.answer.data }, got.answer));
      }
    }
    if (section === 'posts' && !plan.lacking.posts) {
      for (const ref of watchedTopics(input.pins)) {
        const got = await spender.get(l10n.t('posts of {0}', ref.title), (o) => client.topicPosts(ref.id, {}, o));
        data.posts.push('missing' in got ? { ref, missing: got.missing } : aged({ ref, value: topPosts(got.answer.data) }, got.answer));
      }
    }
  }
  return { ...data, ...spender.unread() };
}

const PAGES = {
  get coin() { return l10n.t('the coins list'); },
  get stock() { return l10n.t('the stocks list'); },
  get nft() { return l10n.t('the NFT collections list'); },
};
type MarketKind = keyof typeof PAGES;

async function watchlistFigures(client: DigestClient, spender: Spender, pins: readonly ItemRef[], lackingPins: readonly ItemRef[]): Promise<PinFigures[]> {
  const offPage = new Set<string>();
  // the watchlist's own page a kind (src/shared/queries/pinned.ts): its background refresh leaves it
  // cached. Asked on its own first, so a pin's lookup then costs a request only when off the page.
  const pages = new Map<MarketKind, string | undefined>();
  const page = async (kind: MarketKind): Promise<string | undefined> => {
    if (!pages.has(kind)) {
      const got = await spender.get<unknown[]>(PAGES[kind], (o) => (kind === 'coin' ? client.coinsListV2(PINNED_COINS_PAGE, o)
        : kind === 'stock' ? client.stocksListV2(PINNED_COINS_PAGE, o) : client.nftsListV2(PINNED_COINS_PAGE, o)));
      pages.set(kind, 'missing' in got ? got.missing : undefined);
    }
    return pages.get(kind);
  };
  const rows: PinFigures[] = [];
  for (const ref of pins) {
    if (lackingPins.includes(ref)) {
      rows.push({ ref, missing: l10n.t('not in your plan'), notInPlan: true });
      continue;
    }
    const label = l10n.t('{0} ({1})', ref.title, kindNoun(ref.kind));
    if (ref.kind === 'topic' || ref.kind === 'category') {
      const got = await spender.get<TopicSummary | CategorySummary>(label, (o) => (ref.kind === 'topic' ? client.topic(ref.id, o) : client.category(ref.id, o)));
      if ('missing' in got) rows.push({ ref, missing: got.missing });
      else rows.push(aged({ ref, rank: 'topic_rank' in got.answer.data ? got.answer.data.topic_rank : undefined, interactions24h: got.answer.data.interactions_24h, trend: got.answer.data.trend }, got.answer));
    } else if (ref.kind === 'coin' || ref.kind === 'stock' || ref.kind === 'nft') {
      const kind = ref.kind;
      const pageMissing = await page(kind);
      if (pageMissing) {
        rows.push({ ref, missing: pageMissing });
        continue;
      }
      if (kind === 'nft') {
        const got = await spender.get(label, (o) => pinnedLookup(client, 'nft', o, offPage)(ref.id));
        rows.push('missing' in got ? { ref, missing: got.missing }
          : aged({ ref, floor: got.answer.data.floor_price, base: got.answer.data.base_crypto, change24h: got.answer.data.percent_change_24h }, got.answer));
      } else {
        const got = await spender.get<AssetFigures>(label, (o) => pinnedLookup(client, kind, o, offPage)(ref.id));
        rows.push('missing' in got ? { ref, missing: got.missing } : aged({ ref, price: got.answer.data.price, change24h: got.answer.data.percent_change_24h }, got.answer));
      }
    }
  }
  return rows;
}

/** The trending topics whose rank moved most in 24 h, risers and fallers alike. */
export function topMovers(list: readonly { topic: string; title: string; topic_rank?: number; topic_rank_24h_previous?: number; interactions_24h?: number }[]): Mover[] {
  const movers: Mover[] = [];
  for (const t of list) {
    const { topic_rank: rank, topic_rank_24h_previous: rankBefore } = t;
    // the shared rule: a rank of 0 or less (a topic new to the list) is no rank to have moved from
    const move = rankMove(rank, rankBefore);
    if (!move || move.delta === 0 || rank === undefined || rankBefore === undefined) continue;
    movers.push({ topic: t.topic, title: t.title, rank, rankBefore, move, interactions24h: t.interactions_24h });
  }
  const size = (m: Mover): number => Math.abs(m.move.delta);
  return movers.sort((a, b) => size(b) - size(a) || a.rank - b.rank).slice(0, MOVERS_MAX);
}

/** A topic's posts with the most interactions in 24 h. */
export function topPosts(posts: readonly Post[]): Post[] {
  return [...posts].sort((a, b) => (b.interactions_24h ?? 0) - (a.interactions_24h ?? 0)).slice(0, POSTS_PER_TOPIC);
}
