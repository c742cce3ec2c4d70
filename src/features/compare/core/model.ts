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
import type { ErrorInfo } from '../../../shared/protocol/errorInfo';
import { toErrorInfo } from '../../../editor/errorPolicy';
import { tNotice, type NoticeText } from '../../../editor/sinks/neutral';

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
  /** Why this subject has no figures (it stays in the comparison, empty, with its series if that came), with its fix and retry time. */
  problem?: ErrorInfo;
  /** Why its series is missing where its figures came (a plan that refuses the series): said in the period's note. */
  seriesProblem?: string;
  /** The item as the service answered it (`coin:1` for a coin asked for as "btc"): the same item asked for twice is compared once (`distinct`). */
  answered?: string;
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

/** An answer, or why there is none as a panel shows it (a cancellation is no answer: it goes on up). */
type Got<T> = { answer: T } | { problem: ErrorInfo };

async function settled<T>(p: Promise<T>): Promise<Got<T>> {
  try {
    return { answer: await p };
  } catch (e) {
    if (isCancellation(e)) throw e;
    return { problem: toErrorInfo(e) };
  }
}

/** A topic's or category's summary: its figures, per-network sentiment and the name the service gives it. */
function social(client: Client, ref: ItemRef, options: RequestOptions): Promise<Answer<SocialSummary & { topic_rank?: number }>> {
  return ref.kind === 'category' ? client.category(ref.id, options) : client.topic(ref.id, options);
}

/**
 * A coin or stock as the Watchlist, the ticker and the alerts read it: its row of the list's first
 * page (one cache entry for them all, with sentiment, social dominance and interactions, which the
 * single item's answer lacks), else its own answer.
 */
function market(client: Client, ref: ItemRef, options: RequestOptions): Promise<Answer<Coin | Stock>> {
  return pinnedLookup(client, ref.kind === 'stock' ? 'stock' : 'coin', options, new Set())(ref.id);
}

/** The oldest of a subject's answers, and why it is stale when any is. */
function age(answers: readonly Answer<unknown>[]): Pick<Subject, 'receivedAt' | 'stale'> {
  const f = freshness(answers);
  return { receivedAt: f.receivedAt ?? 0, stale: f.stale?.reason };
}

function named(ref: ItemRef, title: string | undefined): ItemRef {
  return title?.trim() ? { ...ref, title } : ref;
}

type Figures = Pick<Subject, 'ref' | 'figures' | 'sentiment' | 'answered'>;

function socialFigures(ref: ItemRef, d: SocialSummary & { topic_rank?: number }): Figures {
  return {
    // the service's name: a typed or pasted name (bitcoin, coins:1) is what was asked, not what to show
    ref: named(ref, d.title),
    figures: {
      interactions: num(d.interactions_24h), contributors: num(d.num_contributors), posts: num(d.num_posts),
      topicSentiment: topicSentiment(d), topicRank: num(d.topic_rank),
    },
    sentiment: Object.fromEntries(Object.entries(d.types_sentiment).filter(([, v]) => num(v) !== undefined)),
  };
}

function marketFigures(ref: ItemRef, d: Coin | Stock): Figures {
  return {
    answered: itemKey(marketRef(ref.kind === 'stock' ? 'stock' : 'coin', d)),
    ref: named(ref, marketRef(ref.kind === 'stock' ? 'stock' : 'coin', { ...d, id: ref.id }).title),
    figures: {
      price: num(d.price), change24h: num(d.percent_change_24h), marketCap: num(d.market_cap), interactions: num(d.interactions_24h),
      sentiment: num(d.sentiment), galaxyScore: num(d.galaxy_score), altRank: num(d.alt_rank), socialDominance: num(d.social_dominance),
    },
    sentiment: {},
  };
}

type Read = Figures & { summary: Answer<unknown> };

/**
 * A subject's figures and its week of series, asked side by side and kept apart: a plan may give
 * one and refuse the other (a category's series is the Builder plan's, its summary the Individual
 * plan's), and one failing is no reason to drop what the other gave.
 */
export async function loadSubject(client: Client, ref: ItemRef, options: RequestOptions): Promise<Subject> {
  const seriesKind: SeriesKind = ref.kind === 'category' || ref.kind === 'stock' || ref.kind === 'coin' ? ref.kind : 'topic';
  const [read, series] = await Promise.all([
    settled<Read>(ref.kind === 'topic' || ref.kind === 'category'
      ? social(client, ref, options).then((summary) => ({ summary, ...socialFigures(ref, summary.data) }))
      : market(client, ref, options).then((summary) => ({ summary, ...marketFigures(ref, summary.data) }))),
    settled(week(client, seriesKind, ref.id, options)),
  ]);
  const answers = [...('answer' in read ? [read.answer.summary] : []), ...('answer' in series ? [series.answer] : [])];
  const { ref: shown, figures, sentiment, answered } = 'answer' in read ? read.answer : { ref, figures: {}, sentiment: {}, answered: undefined };
  return {
    ref: shown, figures, sentiment,
    ...(answered ? { answered } : {}),
    points: 'answer' in series ? series.answer.data : [],
    ...(answers.length ? age(answers) : { receivedAt: 0 }),
    ...('problem' in read ? { problem: read.problem } : {}),
    // a subject with neither says why once
    ...('problem' in series && 'answer' in read ? { seriesProblem: series.problem.message } : {}),
  };
}

/**
 * The subjects with each item once: a typed symbol and the listed item ("btc" and Bitcoin, ids
 * `btc` and `1`) are one coin, known only from the answers. `same`: the index of each one
 * dropped, with the index of the one kept it repeats.
 */
export function distinct(subjects: readonly Subject[]): { subjects: Subject[]; same: { dropped: number; kept: number }[] } {
  const kept = new Map<string, number>();
  const same: { dropped: number; kept: number }[] = [];
  subjects.forEach((s, i) => {
    const key = s.answered ?? itemKey(s.ref);
    const first = kept.get(key);
    if (first === undefined) kept.set(key, i);
    else same.push({ dropped: i, kept: first });
  });
  return { subjects: [...kept.values()].map((i) => subjects[i]!), same };
}

/** One item asked for twice, both names as the person asked them (not "\"Bitcoin (BTC)\" is Bitcoin (BTC)"). */
export function sameNotice(refs: readonly ItemRef[], { dropped, kept }: { dropped: number; kept: number }): NoticeText {
  const [a, b] = [refs[Math.min(dropped, kept)]?.title ?? '', refs[Math.max(dropped, kept)]?.title ?? ''];
  return refs[kept]?.kind === 'stock'
    ? tNotice(l10n.t('Social Pulse: "{0}" and "{1}" are the same stock: it is compared once.'), a, b)
    : tNotice(l10n.t('Social Pulse: "{0}" and "{1}" are the same coin: it is compared once.'), a, b);
}

export async function loadComparison(client: Client, refs: readonly ItemRef[], options: RequestOptions): Promise<Subject[]> {
  return Promise.all(refs.map((r) => loadSubject(client, r, options)));
}
