// A comparison of 2-5 topics, categories, coins or stocks: each subject's summary and week of
// hourly series, fetched with the same calls the panels and the Watchlist make (so what they
// already loaded comes from the cache and costs nothing). Lined up in tables.ts, drawn from
// data.ts, copied from copies.ts. Pure: the client is passed in.
import { isCancellation } from '../../../service/api/errors';
import type { RequestOptions, SocialApi } from '../../../service/api/service';
import type { Answer, SocialSummary, TimeSeriesPoint } from '../../../service/api/types';
import type { Stock } from '../../../service/api/types-market';
import type { Coin } from '../../../service/api/types';
import { topicSentiment } from '../../../shared/figures/derive';
import type { ItemRef } from '../../../shared/items';
import { itemKey, marketRef } from '../../../shared/items';
import { COMPARE_MAX, COMPARE_MIN } from '../../../shared/protocol/compare';
import { DEFAULT_SERIES } from '../../../shared/protocol/views';
import { freshness } from '../../../shared/queries/freshness';
import { type PinnedClient, pinnedLookup } from '../../../shared/queries/pinned';
import { fetchSeries, type SeriesClient, type SeriesKind } from '../../../shared/queries/series';
import * as l10n from '../../../shared/format/l10n';

export const COMPARE_KINDS = ['topic', 'category', 'coin', 'stock'] as const;

type Client = Pick<SocialApi, 'topic' | 'category'> & PinnedClient & SeriesClient;

export interface Subject {
  ref: ItemRef;
  figures: Record<string, number | undefined>;
  /** network → % positive (topics and categories). */
  sentiment: Record<string, number>;
  points: TimeSeriesPoint[];
  receivedAt: number;
  stale?: string;
  /** Why this subject has no data (it stays in the comparison, empty). */
  problem?: string;
}

/** What Compare… offers to pick from, one kind at a time. */
export type CompareKind = 'topic' | 'category' | 'coin' | 'stock';

/** Read when shown, after the bundle is in place. */
const PLURALS: Record<CompareKind, () => string> = { topic: () => l10n.t('topics'), category: () => l10n.t('categories'), coin: () => l10n.t('coins'), stock: () => l10n.t('stocks') };

/** The picker's title: how many are selected, and what Enter does with them. */
export function comparePickTitle(kind: CompareKind, count: number): string {
  const nouns = PLURALS[kind]();
  if (count < COMPARE_MIN) return l10n.t('Compare {0}: select {1} to {2} ({3} selected)', nouns, COMPARE_MIN, COMPARE_MAX, count);
  if (count > COMPARE_MAX) return l10n.t('Compare {0}: at most {1} ({2} selected: clear {3})', nouns, COMPARE_MAX, count, count - COMPARE_MAX);
  return l10n.t('Compare {0}: Enter compares these {1}', nouns, count);
}

/** Why a selection cannot be compared, or undefined. */
export function selectionProblem(refs: readonly ItemRef[]): string | undefined {
  const unique = new Set(refs.map(itemKey));
  if (refs.some((r) => !(COMPARE_KINDS as readonly string[]).includes(r.kind))) return l10n.t('Compare takes topics, categories, coins and stocks.');
  if (unique.size < COMPARE_MIN) return l10n.t('Select at least {0} different items to compare.', COMPARE_MIN);
  if (unique.size > COMPARE_MAX) return l10n.t('Compare at most {0} items at once.', COMPARE_MAX);
  return undefined;
}

export const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** The week of hours a panel opens with (DEFAULT_SERIES): the same request, so the same cache entry. */
function week(client: Client, kind: SeriesKind, id: string, options: RequestOptions): Promise<Answer<TimeSeriesPoint[]>> {
  return fetchSeries(client, { kind, id }, DEFAULT_SERIES, options).then((s) => s.answer);
}

async function social(client: Client, ref: ItemRef, options: RequestOptions): Promise<[Answer<SocialSummary & { topic_rank?: number }>, Answer<TimeSeriesPoint[]>]> {
  if (ref.kind === 'category') return Promise.all([client.category(ref.id, options), week(client, 'category', ref.id, options)]);
  return Promise.all([client.topic(ref.id, options), week(client, 'topic', ref.id, options)]);
}

/**
 * A coin or stock as the Watchlist, the ticker and the alerts read it: its row of the list's first
 * page (one cache entry for them all, with sentiment, social dominance and interactions, which the
 * single item's answer lacks), else its own answer.
 */
async function market(client: Client, ref: ItemRef, options: RequestOptions): Promise<[Answer<Coin | Stock>, Answer<TimeSeriesPoint[]>]> {
  const kind = ref.kind === 'stock' ? 'stock' : 'coin';
  return Promise.all([pinnedLookup(client, kind, options, new Set())(ref.id), week(client, kind, ref.id, options)]);
}

/** The oldest of a subject's two answers, and why it is stale when either is. */
function age(answers: readonly Answer<unknown>[]): Pick<Subject, 'receivedAt' | 'stale'> {
  const f = freshness(answers);
  return { receivedAt: f.receivedAt ?? 0, stale: f.stale?.reason };
}

function named(ref: ItemRef, title: string | undefined): ItemRef {
  return title?.trim() ? { ...ref, title } : ref;
}

export async function loadSubject(client: Client, ref: ItemRef, options: RequestOptions): Promise<Subject> {
  try {
    if (ref.kind === 'topic' || ref.kind === 'category') {
      const [s, series] = await social(client, ref, options);
      const d = s.data;
      return {
        // the service's name: a typed or pasted name (bitcoin, coins:1) is what was asked, not what to show
        ref: named(ref, d.title),
        figures: {
          interactions: num(d.interactions_24h), contributors: num(d.num_contributors), posts: num(d.num_posts),
          topicSentiment: topicSentiment(d), topicRank: num(d.topic_rank),
        },
        sentiment: Object.fromEntries(Object.entries(d.types_sentiment).filter(([, v]) => num(v) !== undefined)),
        points: series.data,
        ...age([s, series]),
      };
    }
    const [m, series] = await market(client, ref, options);
    const d = m.data;
    return {
      ref: named(ref, marketRef(ref.kind === 'stock' ? 'stock' : 'coin', { ...d, id: ref.id }).title),
      figures: {
        price: num(d.price), change24h: num(d.percent_change_24h), marketCap: num(d.market_cap), interactions: num(d.interactions_24h),
        sentiment: num(d.sentiment), galaxyScore: num(d.galaxy_score), altRank: num(d.alt_rank), socialDominance: num(d.social_dominance),
      },
      sentiment: {},
      points: series.data,
      ...age([m, series]),
    };
  } catch (e) {
    if (isCancellation(e)) throw e;
    return { ref, figures: {}, sentiment: {}, points: [], receivedAt: 0, problem: e instanceof Error ? e.message : String(e) };
  }
}

export async function loadComparison(client: Client, refs: readonly ItemRef[], options: RequestOptions): Promise<Subject[]> {
  return Promise.all(refs.map((r) => loadSubject(client, r, options)));
}
