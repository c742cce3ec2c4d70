// The alert rule model: a subject, a metric its data has, a condition, a name, a cool-down.
// Pure (no `vscode`): rules come back from storage, imported files and quick inputs, so every
// way in goes through `parseRule`, which refuses what it cannot read instead of guessing.
import type { Bucket } from '../../../service/api/values';
import * as l10n from '../../../shared/format/l10n';
import { figure, type FigureId } from '../../../shared/figures/catalogue';
import { currencyCode, exactFigure, formatFigure, inCollectionCurrency } from '../../../shared/figures/format';
import type { ItemKind, ItemRef } from '../../../shared/items';
import { isItemRef, kindNoun, takesAn } from '../../../shared/items';

export const ALERT_KINDS = ['topic', 'category', 'coin', 'stock', 'nft', 'creator'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const METRICS = [
  'price', 'floorPrice', 'change24h', 'sentiment', 'topicSentiment', 'interactionsVsMedian', 'topicRank', 'galaxyScore', 'altRank', 'socialDominance', 'followers',
  'interactions', 'postsActive', 'postsCreated', 'contributorsActive',
] as const;
export type Metric = (typeof METRICS)[number];

export interface MetricInfo {
  /** The figure it is (src/shared/figures): its label, definition and format. */
  figure: FigureId;
  /** The figure's label, in the person's language (read when shown, after the bundle is in place). */
  readonly label: string;
  /** How a value reads: `$1.23`, `12.5%`, `#4`, `1,234`, `8.96 ETH` (crypto: the NFT collection's own currency). */
  unit: 'money' | 'crypto' | 'percent' | 'rank' | 'count' | 'score';
  /** Lower is better (ranks): "enters the top N" applies. */
  rank?: boolean;
  /** The field of a subject's time series that holds it (what the series conditions and the backtest read). */
  series?: SeriesField;
  /** Read from the series only (per hour or day): the series conditions apply, the line ones do not. */
  seriesOnly?: boolean;
  /** The values it takes: a line outside them is refused. None for a change, which may be negative. */
  range: ValueRange | undefined;
  /** Its label names a plural ("Followers", "Active posts"): the sentence's verb agrees ("Followers cross …"). */
  plural?: boolean;
}

/** The values a figure takes, and how a box says them in the figure's unit. */
export interface ValueRange {
  min: number;
  max?: number;
  /** "Sentiment is 0 to 100 (% positive)." */
  text(label: string): string;
}

const DOLLARS: ValueRange = { min: 0, text: (label) => l10n.t('{0} is $0 or more.', label) };
const OWN_CURRENCY: ValueRange = { min: 0, text: (label) => l10n.t('{0} is 0 or more, in the collection\'s own currency.', label) };
const POSITIVE_SHARE: ValueRange = { min: 0, max: 100, text: (label) => l10n.t('{0} is 0 to 100 (% positive).', label) };
const SOCIAL_SHARE: ValueRange = { min: 0, max: 100, text: (label) => l10n.t('{0} is 0 to 100 (% of all social volume).', label) };
/** 100% is a usual day: a busy one is well over 100. */
const VS_MEDIAN: ValueRange = { min: 0, text: (label) => l10n.t('{0} is 0% or more (100% is a usual day).', label) };
const SCORE: ValueRange = { min: 0, max: 100, text: (label) => l10n.t('{0} is a score of 0 to 100.', label) };
const RANK: ValueRange = { min: 1, text: (label) => l10n.t('{0} is a rank: 1 or more (1 is the top).', label) };
const COUNT: ValueRange = { min: 0, text: (label) => l10n.t('{0} is a count: 0 or more.', label) };

/** The time-series fields a rule can read. */
export type SeriesField = 'interactions' | 'posts_active' | 'posts_created' | 'contributors_active' | 'sentiment' | 'close' | 'galaxy_score' | 'alt_rank' | 'social_dominance';

function info(id: FigureId, rest: Omit<MetricInfo, 'figure' | 'label'>): MetricInfo {
  return { figure: id, ...rest, get label() { return figure(id).label; } };
}

export const METRIC_INFO: Readonly<Record<Metric, MetricInfo>> = {
  price: info('price', { unit: 'money', series: 'close', range: DOLLARS }),
  // no series: an NFT collection's series carries no floor (field notes: NFT time series)
  floorPrice: info('floor_price', { unit: 'crypto', range: OWN_CURRENCY }),
  change24h: info('percent_change_24h', { unit: 'percent', range: undefined }),
  sentiment: info('sentiment', { unit: 'percent', series: 'sentiment', range: POSITIVE_SHARE }),
  topicSentiment: info('topic_sentiment', { unit: 'percent', range: POSITIVE_SHARE }),
  interactionsVsMedian: info('interactions_vs_median', { unit: 'percent', range: VS_MEDIAN }),
  topicRank: info('topic_rank', { unit: 'rank', rank: true, range: RANK }),
  galaxyScore: info('galaxy_score', { unit: 'score', series: 'galaxy_score', range: SCORE }),
  altRank: info('alt_rank', { unit: 'rank', rank: true, series: 'alt_rank', range: RANK }),
  socialDominance: info('social_dominance', { unit: 'percent', series: 'social_dominance', range: SOCIAL_SHARE }),
  followers: info('followers', { unit: 'count', range: COUNT, plural: true }),
  interactions: info('interactions', { unit: 'count', series: 'interactions', seriesOnly: true, range: COUNT, plural: true }),
  postsActive: info('posts_active', { unit: 'count', series: 'posts_active', seriesOnly: true, range: COUNT, plural: true }),
  postsCreated: info('posts_created', { unit: 'count', series: 'posts_created', seriesOnly: true, range: COUNT, plural: true }),
  contributorsActive: info('contributors_active', { unit: 'count', series: 'contributors_active', seriesOnly: true, range: COUNT, plural: true }),
};

/** Why a line at `value` is outside what `metric` takes, said in the figure's unit; undefined when inside. */
export function rangeProblem(metric: Metric, value: number): string | undefined {
  const { range, label } = METRIC_INFO[metric];
  return range && (value < range.min || (range.max !== undefined && value > range.max)) ? range.text(label) : undefined;
}

/** The social metrics of a series, what unusual activity and divergence watch. */
export const SOCIAL_METRICS = ['interactions', 'postsActive', 'postsCreated', 'contributorsActive'] as const satisfies readonly Metric[];

/** The metrics each kind's data holds (the summary or the market row; series for the median). */
export const KIND_METRICS: Readonly<Record<AlertKind, readonly Metric[]>> = {
  topic: ['topicSentiment', 'sentiment', 'interactionsVsMedian', 'topicRank', ...SOCIAL_METRICS],
  category: ['topicSentiment', 'sentiment', 'interactionsVsMedian', ...SOCIAL_METRICS],
  coin: ['price', 'change24h', 'sentiment', 'interactionsVsMedian', 'galaxyScore', 'altRank', 'socialDominance', ...SOCIAL_METRICS],
  stock: ['price', 'change24h', 'sentiment', 'interactionsVsMedian', 'galaxyScore', 'altRank', 'socialDominance', ...SOCIAL_METRICS],
  nft: ['floorPrice', 'change24h', 'galaxyScore', 'altRank', 'socialDominance'],
  creator: ['followers'],
};

export type Condition =
  | { kind: 'above'; value: number }
  | { kind: 'below'; value: number }
  /** Either way across the line, between two checks. */
  | { kind: 'crosses'; value: number }
  /**
   * By at least `percent` within `windowMinutes`: a percentage of the earlier value, or for a
   * figure in percent already (changesInPoints) percentage points.
   */
  | { kind: 'changesBy'; percent: number; windowMinutes: number; direction: 'up' | 'down' | 'either' }
  /** A rank metric at `n` or better. */
  | { kind: 'entersTop'; n: number }
  /**
   * Unusual activity: the latest hour (or day) at least `k` robust deviations (median and MAD)
   * above the same metric over the trailing `windowDays` (by hour: the same hour of each day).
   */
  | { kind: 'unusual'; k: number; windowDays: number; bucket: Bucket }
  /**
   * Divergence: the (social) metric rises by at least `risePercent` within `windowHours` while the
   * price moves by less than `pricePercent` up (or goes down). Coins (a stock's series has no price).
   */
  | { kind: 'diverges'; risePercent: number; pricePercent: number; windowHours: number }
  /** Sentiment turn: hourly sentiment crosses `level` (up, down or either way). */
  | { kind: 'sentimentCrosses'; level: number; direction: Direction }
  /** Sentiment turn: hourly sentiment falls by at least `points` (percentage points) within `windowHours`. */
  | { kind: 'sentimentDrops'; points: number; windowHours: number };

export type Direction = 'up' | 'down' | 'either';
export type ConditionKind = Condition['kind'];
export const LINE_CONDITION_KINDS = ['above', 'below', 'crosses', 'changesBy', 'entersTop'] as const satisfies readonly ConditionKind[];
/** Conditions judged on the subject's time series (each declares its data need, needs.ts). */
export const SERIES_CONDITION_KINDS = ['unusual', 'diverges', 'sentimentCrosses', 'sentimentDrops'] as const satisfies readonly ConditionKind[];
export type SeriesCondition = Extract<Condition, { kind: (typeof SERIES_CONDITION_KINDS)[number] }>;
export const CONDITION_KINDS: readonly ConditionKind[] = [...LINE_CONDITION_KINDS, ...SERIES_CONDITION_KINDS];

export function isSeriesCondition(c: Condition): c is SeriesCondition {
  return (SERIES_CONDITION_KINDS as readonly string[]).includes(c.kind);
}

/** Kinds whose series has a price (divergence compares with it): a stock's series carries none. */
export const PRICED_KINDS: readonly AlertKind[] = ['coin'];
/** Kinds with a time series of social metrics. */
export const SERIES_KINDS: readonly AlertKind[] = ['topic', 'category', 'coin', 'stock'];
/**
 * Kinds whose summary has no `sentiment` of its own: their line reads Sentiment across networks
 * (`topicSentiment`, derived from the networks), and the service's sentiment is read per hour.
 */
const NETWORK_SENTIMENT_KINDS: readonly ItemKind[] = ['topic', 'category'];
export const UNUSUAL_K_MAX = 20;
export const UNUSUAL_WINDOW_DAYS = { min: 3, max: 30, default: 7 } as const;
export const SERIES_WINDOW_HOURS_MAX = 7 * 24;

export interface AlertRule {
  /** Stable, unique; kept through edits so state and history stay attached. */
  id: string;
  name: string;
  subject: ItemRef;
  metric: Metric;
  condition: Condition;
  /**
   * The currency the line of a figure counted in a currency of its own (an NFT's floor) is in,
   * "ETH", when it was known as the rule was made (the collection's `base_crypto`, or typed with
   * the line); absent otherwise, for a condition with no line in it (a change by a percentage),
   * and for every other figure.
   */
  currency?: string;
  /** After firing, the rule stays quiet at least this long even if it re-arms. */
  cooldownMinutes: number;
  paused: boolean;
  createdAt: number;
}

export const NAME_MAX = 120;
export const RULES_MAX = 200;
export const DEFAULT_COOLDOWN_MINUTES = 60;
/** A change window longer than a week would need more samples than we keep. */
export const WINDOW_MAX_MINUTES = 7 * 24 * 60;
/** The largest change a rule watches (%), and the largest N of a top N. */
export const CHANGE_PERCENT_MAX = 10_000;
/** A fall of 100% is to zero: a rule watching a larger one could never fire. */
export const FALL_PERCENT_MAX = 100;
export const TOP_N_MAX = 10_000;

export function isAlertKind(kind: ItemKind): kind is AlertKind {
  return (ALERT_KINDS as readonly string[]).includes(kind);
}

export function metricsFor(kind: ItemKind): readonly Metric[] {
  return isAlertKind(kind) ? KIND_METRICS[kind] : [];
}

/**
 * The conditions a new rule on a metric takes (of a subject of `kind`, when given: divergence needs
 * a price); `kept`: the condition of the rule being edited, offered even where a new rule may not take it.
 */
export function conditionsFor(metric: Metric, kind?: ItemKind, kept?: ConditionKind): readonly ConditionKind[] {
  return CONDITION_KINDS.filter((c) => conditionFits(metric, c, kind) === undefined && (c !== 'changesBy' || c === kept || percentChangeProblem(metric) === undefined));
}

/**
 * Why a new rule cannot watch the metric's change by a percentage, or undefined. A rank's change
 * by a percentage of its number reads backwards ("rises by 20%" from #10 to #12 is two places
 * down), and the 24 h change is a change already: near zero any move is a large percentage of it.
 * A rule saved before this check keeps running as it was.
 */
export function percentChangeProblem(metric: Metric): string | undefined {
  const info = METRIC_INFO[metric];
  if (info.rank) return l10n.t('{0} is a rank, which moves by places: watch it against a line (below #10) or with "enters the top N".', info.label);
  if (metric === 'change24h') return l10n.t('{0} is a change already: watch it against a line (above 5% or below -5%).', info.label);
  return undefined;
}

/**
 * Whether a change of the metric is counted in percentage points: a figure in percent already
 * (sentiment, social dominance) moving from 10% to 10.5% moves by half a point, not by 5%.
 */
export function changesInPoints(metric: Metric): boolean {
  return METRIC_INFO[metric].unit === 'percent';
}

/** The largest change of a figure in percent, in points: as far as its values reach (0 to 100: 100); undefined when unbounded or not in points. */
export function pointsChangeMax(metric: Metric): number | undefined {
  const { range } = METRIC_INFO[metric];
  return changesInPoints(metric) && range?.max !== undefined ? range.max - range.min : undefined;
}

/** Why a change of a figure in percent typed with `%` is refused: it is counted in points, and `5%` could mean either. */
export function pointsNotPercentProblem(metric: Metric): string {
  return l10n.t('A change of {0} is counted in points (from 10% to 15% is 5 points): leave out the %.', METRIC_INFO[metric].label);
}

/** Why a kind of condition does not apply to a metric (of a subject of `kind`), or undefined. */
function conditionFits(metric: Metric, c: ConditionKind, kind?: ItemKind): string | undefined {
  const info = METRIC_INFO[metric];
  const social = (SOCIAL_METRICS as readonly Metric[]).includes(metric);
  const seriesKind = kind === undefined || (SERIES_KINDS as readonly ItemKind[]).includes(kind);
  switch (c) {
    case 'entersTop':
      return info.rank ? undefined : l10n.t('"Enters the top N" applies to ranks, not to {0}.', info.label);
    case 'unusual':
      if (!info.series || info.rank || metric === 'price') return l10n.t('Unusual activity applies to social figures (interactions, posts, contributors, sentiment, Galaxy Score, social dominance), not to {0}.', info.label);
      return seriesKind ? undefined : l10n.t('Unusual activity needs a time series: topics, categories, coins and stocks have one.');
    case 'diverges':
      if (!social) return l10n.t('Divergence watches a social figure (interactions, posts or contributors) against the price, not {0}.', info.label);
      return kind === undefined || (PRICED_KINDS as readonly ItemKind[]).includes(kind) ? undefined : l10n.t('Divergence compares with the price in the series: coins only (a stock\'s series carries no price).');
    case 'sentimentCrosses':
    case 'sentimentDrops':
      if (metric !== 'sentiment') return l10n.t('A sentiment turn watches sentiment, not {0}.', info.label);
      return seriesKind ? undefined : l10n.t('A sentiment turn needs a time series: topics, categories, coins and stocks have one.');
    default:
      if (info.seriesOnly) return l10n.t('{0} is read per hour from the series: use unusual activity or divergence.', info.label);
      return metric === 'sentiment' && kind !== undefined && NETWORK_SENTIMENT_KINDS.includes(kind)
        // topics and categories only: both take "a"
        ? l10n.t('A {0}\'s sentiment is read per hour from its series: use a sentiment turn, or watch {1} against a line.', kindNoun(kind), METRIC_INFO.topicSentiment.label)
        : undefined;
  }
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const wholeIn = (v: number, min: number, max: number): boolean => Number.isInteger(v) && v >= min && v <= max;
const isDirection = (v: unknown): v is Direction => v === 'up' || v === 'down' || v === 'either';
const isBucket = (v: unknown): v is Bucket => v === 'hour' || v === 'day';

/**
 * Why a condition being made (typed, said in words, drawn in a backtest) cannot be used: as
 * conditionProblem, and a line its figure can never reach. A rule already stored is read without
 * the range (conditionProblem), so none that an earlier version kept is lost.
 */
export function newConditionProblem(metric: Metric, c: Condition, kind?: ItemKind, kept = false): string | undefined {
  const problem = conditionProblem(metric, c, kind) ?? (c.kind === 'changesBy' && !kept ? percentChangeProblem(metric) : undefined);
  if (problem) return problem;
  if (c.kind === 'changesBy' && c.direction === 'down' && c.percent > FALL_PERCENT_MAX && !changesInPoints(metric)) return l10n.t('A fall is at most {0}%.', FALL_PERCENT_MAX);
  // a figure in percent moves by points, as far as its values reach: a larger change could never happen
  const reach = c.kind === 'changesBy' ? pointsChangeMax(metric) : undefined;
  if (c.kind === 'changesBy' && reach !== undefined && c.percent > reach) return l10n.t('A change of {0} is at most {1} points.', METRIC_INFO[metric].label, reach);
  return c.kind === 'above' || c.kind === 'below' || c.kind === 'crosses' ? rangeProblem(metric, c.value) : undefined;
}

/**
 * Why a condition cannot be used with a metric (of a subject of `kind`, when given), or undefined
 * when it can.
 */
export function conditionProblem(metric: Metric, c: Condition, kind?: ItemKind): string | undefined {
  const fit = conditionFits(metric, c.kind, kind);
  if (fit) return fit;
  switch (c.kind) {
    case 'above':
    case 'below':
    case 'crosses':
      return finite(c.value) ? undefined : l10n.t('The line must be a number.');
    case 'changesBy':
      if (!finite(c.percent) || c.percent <= 0 || c.percent > CHANGE_PERCENT_MAX) {
        return changesInPoints(metric) ? l10n.t('The change must be above 0 and at most {0} points.', CHANGE_PERCENT_MAX) : l10n.t('The change must be a percentage above 0 and at most {0}%.', CHANGE_PERCENT_MAX);
      }
      if (!finite(c.windowMinutes) || c.windowMinutes < 1 || c.windowMinutes > WINDOW_MAX_MINUTES) return l10n.t('The window must be between 1 minute and 7 days.');
      return ['up', 'down', 'either'].includes(c.direction) ? undefined : l10n.t('The direction must be up, down or either.');
    case 'entersTop':
      return Number.isInteger(c.n) && c.n >= 1 && c.n <= TOP_N_MAX ? undefined : l10n.t('N must be a whole number from 1 to {0}.', TOP_N_MAX);
    case 'unusual':
      if (!finite(c.k) || c.k <= 0 || c.k > UNUSUAL_K_MAX) return l10n.t('k (how many deviations above the usual) must be above 0 and at most {0}.', UNUSUAL_K_MAX);
      if (!wholeIn(c.windowDays, UNUSUAL_WINDOW_DAYS.min, UNUSUAL_WINDOW_DAYS.max)) return l10n.t('The trailing window must be {0} to {1} whole days.', UNUSUAL_WINDOW_DAYS.min, UNUSUAL_WINDOW_DAYS.max);
      return isBucket(c.bucket) ? undefined : l10n.t('The bucket must be hour or day.');
    case 'diverges':
      if (!finite(c.risePercent) || c.risePercent <= 0 || c.risePercent > 10_000) return l10n.t('The rise must be a percentage above 0.');
      if (!finite(c.pricePercent) || c.pricePercent <= 0 || c.pricePercent > 1000) return l10n.t('The price move must be a percentage above 0.');
      return wholeIn(c.windowHours, 1, SERIES_WINDOW_HOURS_MAX) ? undefined : l10n.t('The window must be 1 to 168 whole hours (7 days).');
    case 'sentimentCrosses':
      if (!finite(c.level) || c.level < 0 || c.level > 100) return l10n.t('The sentiment level must be 0 to 100 (% positive).');
      return isDirection(c.direction) ? undefined : l10n.t('The direction must be up, down or either.');
    case 'sentimentDrops':
      if (!finite(c.points) || c.points <= 0 || c.points > 100) return l10n.t('The drop must be above 0 and at most 100 points.');
      return wholeIn(c.windowHours, 1, SERIES_WINDOW_HOURS_MAX) ? undefined : l10n.t('The window must be 1 to 168 whole hours (7 days).');
  }
}

function parseCondition(value: unknown): Condition | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  switch (v.kind) {
    case 'above':
    case 'below':
    case 'crosses':
      return finite(v.value) ? { kind: v.kind, value: v.value } : undefined;
    case 'changesBy': {
      const direction = v.direction === undefined ? 'either' : v.direction;
      if (!finite(v.percent) || !finite(v.windowMinutes) || (direction !== 'up' && direction !== 'down' && direction !== 'either')) return undefined;
      return { kind: 'changesBy', percent: v.percent, windowMinutes: v.windowMinutes, direction };
    }
    case 'entersTop':
      return finite(v.n) ? { kind: 'entersTop', n: v.n } : undefined;
    case 'unusual': {
      const windowDays = v.windowDays ?? UNUSUAL_WINDOW_DAYS.default;
      const bucket = v.bucket ?? 'hour';
      return finite(v.k) && finite(windowDays) && isBucket(bucket) ? { kind: 'unusual', k: v.k, windowDays, bucket } : undefined;
    }
    case 'diverges':
      return finite(v.risePercent) && finite(v.pricePercent) && finite(v.windowHours)
        ? { kind: 'diverges', risePercent: v.risePercent, pricePercent: v.pricePercent, windowHours: v.windowHours } : undefined;
    case 'sentimentCrosses': {
      const direction = v.direction ?? 'either';
      return finite(v.level) && isDirection(direction) ? { kind: 'sentimentCrosses', level: v.level, direction } : undefined;
    }
    case 'sentimentDrops':
      return finite(v.points) && finite(v.windowHours) ? { kind: 'sentimentDrops', points: v.points, windowHours: v.windowHours } : undefined;
    default:
      return undefined;
  }
}

/**
 * The metric a stored rule, firing or link reads now: the oldest names stay readable. Rules saved
 * before Sentiment across networks had its own metric: a topic's or category's line on `sentiment`
 * always read the figure derived from its networks, which is what it now says. Rules saved before
 * the floor price had its own metric: an NFT collection's `price` always read its floor
 * (`floor_price`, in the collection's currency), which is what it now says. Without a condition (a
 * firing, a phrase before its condition is read), only what holds whatever the condition: the
 * NFT's price.
 */
export function fromStoredMetric(metric: Metric, kind: ItemKind, condition?: Condition): Metric {
  if (metric === 'price' && kind === 'nft') return 'floorPrice';
  const line = condition !== undefined && (LINE_CONDITION_KINDS as readonly ConditionKind[]).includes(condition.kind);
  return metric === 'sentiment' && line && NETWORK_SENTIMENT_KINDS.includes(kind) ? 'topicSentiment' : metric;
}

/** The earlier name of a metric that was split out of it (fromStoredMetric reads it back). */
const EARLIER_NAMES: Readonly<Partial<Record<Metric, Metric>>> = { floorPrice: 'price', topicSentiment: 'sentiment' };

/**
 * The metric as a rule or firing is stored (globalState, synced to machines that may run an
 * earlier version, and an exported file): the oldest name that means the same thing, so an earlier
 * version reads it and keeps it when it writes; the name of today where the oldest would read back
 * as another metric (fromStoredMetric).
 */
export function toStoredMetric(metric: Metric, kind: ItemKind, condition?: Condition): Metric {
  const earlier = EARLIER_NAMES[metric];
  return earlier !== undefined && fromStoredMetric(earlier, kind, condition) === metric ? earlier : metric;
}

/** A rule as it is stored (toStoredMetric); parseRule reads it back as it was. */
export function toStoredRule(rule: AlertRule): AlertRule {
  return { ...rule, metric: toStoredMetric(rule.metric, rule.subject.kind, rule.condition) };
}

/** The conditions that draw a line in the figure's unit: the only ones a currency belongs to. */
const LEVEL_KINDS: readonly ConditionKind[] = ['above', 'below', 'crosses'];

/**
 * Whether a rule of `metric` with a condition of `kind` has a line in a currency of its own (an
 * NFT's floor above 10 ETH); a change by a percentage, or any other figure, has none.
 */
export function takesCurrency(metric: Metric, kind: ConditionKind): boolean {
  return METRIC_INFO[metric].unit === 'crypto' && LEVEL_KINDS.includes(kind);
}

/** A rule from untrusted JSON (storage, an imported file), or a sentence saying what is wrong. */
export function parseRule(value: unknown): AlertRule | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return l10n.t('a rule must be an object');
  const v = value as Record<string, unknown>;
  if (typeof v.id !== 'string' || !/^[\w-]{1,64}$/.test(v.id)) return l10n.t('the rule has no valid id');
  if (typeof v.name !== 'string' || !v.name.trim() || v.name.length > NAME_MAX) return l10n.t('rule {0}: the name must be 1-{1} characters', v.id, NAME_MAX);
  if (!isItemRef(v.subject) || !isAlertKind(v.subject.kind)) return l10n.t('rule "{0}": the subject must be a topic, category, coin, stock, NFT or creator', v.name);
  if (typeof v.metric !== 'string' || !(METRICS as readonly string[]).includes(v.metric)) return l10n.t('rule "{0}": unknown metric', v.name);
  const condition = parseCondition(v.condition);
  if (!condition) return l10n.t('rule "{0}": unreadable condition', v.name);
  const metric = fromStoredMetric(v.metric as Metric, v.subject.kind, condition);
  if (!metricsFor(v.subject.kind).includes(metric)) {
    const noun = kindNoun(v.subject.kind);
    return takesAn(v.subject.kind) ? l10n.t('rule "{0}": an {1} has no {2}', v.name, noun, METRIC_INFO[metric].label) : l10n.t('rule "{0}": a {1} has no {2}', v.name, noun, METRIC_INFO[metric].label);
  }
  const problem = conditionProblem(metric, condition, v.subject.kind);
  if (problem) return l10n.t('rule "{0}": {1}', v.name, problem);
  const cooldown = v.cooldownMinutes === undefined ? DEFAULT_COOLDOWN_MINUTES : v.cooldownMinutes;
  if (!finite(cooldown) || cooldown < 0 || cooldown > 7 * 24 * 60) return l10n.t('rule "{0}": the cool-down must be 0 minutes to 7 days', v.name);
  const createdAt = finite(v.createdAt) ? v.createdAt : 0;
  const subject = { kind: v.subject.kind, id: v.subject.id, title: v.subject.title };
  // only a line of a figure in a currency of its own has one; an unreadable one is as good as none
  const currency = takesCurrency(metric, condition.kind) ? currencyCode(v.currency) : undefined;
  return { id: v.id, name: v.name.trim(), subject, metric, condition, ...(currency ? { currency } : {}), cooldownMinutes: cooldown, paused: v.paused === true, createdAt };
}

/** A condition's main number: the line, the percentage, N, k, the level or the points. */
export function conditionValue(c: Condition): number {
  switch (c.kind) {
    case 'changesBy': return c.percent;
    case 'entersTop': return c.n;
    case 'unusual': return c.k;
    case 'diverges': return c.risePercent;
    case 'sentimentCrosses': return c.level;
    case 'sentimentDrops': return c.points;
    default: return c.value;
  }
}

/**
 * A value as a person reads it for this metric: as the figure reads everywhere (src/shared/figures);
 * a floor price in `currency` ("8.96 ETH"), or saying it is the collection's own when not known.
 */
export function formatMetric(metric: Metric, value: number | undefined, currency?: string): string {
  return formatFigure(METRIC_INFO[metric].figure, value, { currency });
}

/**
 * A level the person typed: in the figure's unit, with the digits typed ("above $70,000",
 * "above 70.5%" where a sentiment reads whole, "above 10.125 ETH"); other figures as they read
 * everywhere.
 */
export function formatLevel(metric: Metric, value: number, currency?: string): string {
  const id = METRIC_INFO[metric].figure;
  const format = figure(id).format;
  if (format === 'price') return `${value < 0 ? '-' : ''}$${exactFigure(Math.abs(value))}`;
  if (format === 'crypto') return currency ? `${exactFigure(value)} ${currency}` : inCollectionCurrency(exactFigure(value));
  return format === 'sentiment' && !Number.isInteger(value) ? `${exactFigure(value)}%` : formatFigure(id, value);
}

/**
 * A rank's line, where "above #50" reads as "better" to some and "worse" to others: the way the
 * place moves, and the number's ("worse than #50 (a number above 50)").
 */
function rankLineText(metric: Metric, c: { kind: 'above' | 'below'; value: number }): string {
  const place = formatLevel(metric, c.value);
  return c.kind === 'above' ? l10n.t('worse than {0} (a number above {1})', place, exactFigure(c.value)) : l10n.t('better than {0} (a number below {1})', place, exactFigure(c.value));
}

/** "above $70,000", "above 10 ETH", "worse than #50 (a number above 50)", "changes by 5% within 60 min", "enters the top 10". */
export function describeCondition(metric: Metric, c: Condition, currency?: string): string {
  switch (c.kind) {
    case 'above':
    case 'below':
      if (METRIC_INFO[metric].rank) return rankLineText(metric, c);
      return c.kind === 'above' ? l10n.t('above {0}', formatLevel(metric, c.value, currency)) : l10n.t('below {0}', formatLevel(metric, c.value, currency));
    case 'crosses': return METRIC_INFO[metric].plural ? l10n.t('cross {0}', formatLevel(metric, c.value, currency)) : l10n.t('crosses {0}', formatLevel(metric, c.value, currency));
    case 'changesBy': return changesInPoints(metric) ? pointsChangeText(c) : METRIC_INFO[metric].plural ? pluralPercentChangeText(c) : percentChangeText(c);
    case 'entersTop': return l10n.t('enters the top {0}', c.n);
    // no colon: the sentence follows the subject's ("Solana: Interactions unusually high, …"), often after a "Rule: "
    case 'unusual': {
      return c.bucket === 'hour'
        ? l10n.t('unusually high, the latest hour at least {0} above the same hour of the last {1} days', deviations(c.k), c.windowDays)
        : l10n.t('unusually high, the latest day at least {0} above the last {1} days', deviations(c.k), c.windowDays);
    }
    // the figures a divergence watches are all plural (SOCIAL_METRICS: "Active posts rise by …")
    case 'diverges':
      return l10n.t('rise by {0}% within {1} while the price moves less than {2}% (or falls)', c.risePercent, windowText(c.windowHours * 60), c.pricePercent);
    case 'sentimentCrosses': {
      const level = formatLevel('sentiment', c.level);
      return c.direction === 'up' ? l10n.t('turns up through {0}', level) : c.direction === 'down' ? l10n.t('turns down through {0}', level) : l10n.t('crosses {0}', level);
    }
    case 'sentimentDrops':
      return c.points === 1 ? l10n.t('drops by {0} point within {1}', c.points, windowText(c.windowHours * 60)) : l10n.t('drops by {0} points within {1}', c.points, windowText(c.windowHours * 60));
  }
}

/**
 * The condition as versions before Dec 2026 said it, where today's says it otherwise (a rule's name
 * may be that sentence: isSentenceName); undefined where the words are today's.
 */
export function earlierConditionText(metric: Metric, c: Condition, currency?: string): string | undefined {
  // a plural figure's verb agreed with nothing
  const plural = METRIC_INFO[metric].plural === true;
  switch (c.kind) {
    // a rank's line said "above #50", which read as better to some and worse to others
    case 'above':
      return METRIC_INFO[metric].rank ? l10n.t('above {0}', formatLevel(metric, c.value)) : undefined;
    case 'below':
      return METRIC_INFO[metric].rank ? l10n.t('below {0}', formatLevel(metric, c.value)) : undefined;
    case 'crosses':
      return plural ? l10n.t('crosses {0}', formatLevel(metric, c.value, currency)) : undefined;
    case 'changesBy':
      return plural && !changesInPoints(metric) ? percentChangeText(c) : undefined;
    case 'unusual':
      return c.bucket === 'hour'
        ? l10n.t('unusually high: the latest hour at least {0} above the same hour of the last {1} days', deviations(c.k), c.windowDays)
        : l10n.t('unusually high: the latest day at least {0} above the last {1} days', deviations(c.k), c.windowDays);
    case 'diverges':
      return l10n.t('rises by {0}% within {1} while the price moves less than {2}% (or falls)', c.risePercent, windowText(c.windowHours * 60), c.pricePercent);
    default:
      return undefined;
  }
}

type ChangesBy = Extract<Condition, { kind: 'changesBy' }>;

/** "rises by 5% within 1 h": a change by a percentage of the earlier value, as every version wrote it. */
export function percentChangeText(c: ChangesBy): string {
  const within = windowText(c.windowMinutes);
  // the numbers as typed: a rule's name may be this sentence, as earlier versions wrote it (isSentenceName)
  if (c.direction === 'up') return l10n.t('rises by {0}% within {1}', c.percent, within);
  return c.direction === 'down' ? l10n.t('falls by {0}% within {1}', c.percent, within) : l10n.t('changes by {0}% within {1}', c.percent, within);
}

/** "rise by 5% within 1 h": a change of a figure named in the plural ("Followers rise by …"). */
function pluralPercentChangeText(c: ChangesBy): string {
  const within = windowText(c.windowMinutes);
  if (c.direction === 'up') return l10n.t('rise by {0}% within {1}', c.percent, within);
  return c.direction === 'down' ? l10n.t('fall by {0}% within {1}', c.percent, within) : l10n.t('change by {0}% within {1}', c.percent, within);
}

/** "rises by 5 points within 1 h": a change of a figure in percent (changesInPoints). */
function pointsChangeText(c: ChangesBy): string {
  const within = windowText(c.windowMinutes);
  const points = c.percent === 1 ? l10n.t('{0} point', c.percent) : l10n.t('{0} points', c.percent);
  if (c.direction === 'up') return l10n.t('rises by {0} within {1}', points, within);
  return c.direction === 'down' ? l10n.t('falls by {0} within {1}', points, within) : l10n.t('changes by {0} within {1}', points, within);
}

function deviations(k: number): string {
  return k === 1 ? l10n.t('{0} deviation', k) : l10n.t('{0} deviations', k);
}

export function windowText(minutes: number): string {
  if (minutes % 1440 === 0) return `${minutes / 1440} d`;
  if (minutes % 60 === 0) return `${minutes / 60} h`;
  return `${minutes} min`;
}

/** "Bitcoin: Price above $70,000", "CryptoPunks: Floor price above 10 ETH". */
export function describeRule(rule: Pick<AlertRule, 'subject' | 'metric' | 'condition' | 'currency'>): string {
  return `${rule.subject.title}: ${METRIC_INFO[rule.metric].label} ${describeCondition(rule.metric, rule.condition, rule.currency)}`;
}

/** A fresh id: time plus randomness, unique enough across windows. */
export function newRuleId(now: number, random: () => number = Math.random): string {
  return `r${now.toString(36)}-${Math.floor(random() * 36 ** 6).toString(36)}`;
}
