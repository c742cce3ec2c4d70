// The alert rule model: a subject, a metric its data has, a condition, a name, a cool-down.
// Pure (no `vscode`): rules come back from storage, imported files and quick inputs, so every
// way in goes through `parseRule`, which refuses what it cannot read instead of guessing.
import type { Bucket } from '../api/values';
import type { ItemKind, ItemRef } from '../items';
import { isItemRef, KIND_NOUNS } from '../items';

export const ALERT_KINDS = ['topic', 'category', 'coin', 'stock', 'nft', 'creator'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const METRICS = [
  'price', 'change24h', 'sentiment', 'interactionsVsMedian', 'topicRank', 'galaxyScore', 'altRank', 'socialDominance', 'followers',
  'interactions', 'postsActive', 'postsCreated', 'contributorsActive',
] as const;
export type Metric = (typeof METRICS)[number];

export interface MetricInfo {
  label: string;
  /** How a value reads: `$1.23`, `12.5%`, `#4`, `1,234`. */
  unit: 'money' | 'percent' | 'rank' | 'count' | 'score';
  /** Lower is better (ranks): "enters the top N" applies. */
  rank?: boolean;
  /** The field of a subject's time series that holds it (what the series conditions and the backtest read). */
  series?: SeriesField;
  /** Read from the series only (per hour or day): the series conditions apply, the line ones do not. */
  seriesOnly?: boolean;
}

/** The time-series fields a rule can read. */
export type SeriesField = 'interactions' | 'posts_active' | 'posts_created' | 'contributors_active' | 'sentiment' | 'close' | 'galaxy_score' | 'alt_rank' | 'social_dominance';

export const METRIC_INFO: Readonly<Record<Metric, MetricInfo>> = {
  price: { label: 'Price', unit: 'money', series: 'close' },
  change24h: { label: '% change (24 h)', unit: 'percent' },
  sentiment: { label: 'Sentiment (% positive)', unit: 'percent', series: 'sentiment' },
  interactionsVsMedian: { label: 'Interactions vs 7-day median', unit: 'percent' },
  topicRank: { label: 'Topic rank', unit: 'rank', rank: true },
  galaxyScore: { label: 'Galaxy Score', unit: 'score', series: 'galaxy_score' },
  altRank: { label: 'AltRank', unit: 'rank', rank: true, series: 'alt_rank' },
  socialDominance: { label: 'Social dominance', unit: 'percent', series: 'social_dominance' },
  followers: { label: 'Followers', unit: 'count' },
  interactions: { label: 'Interactions', unit: 'count', series: 'interactions', seriesOnly: true },
  postsActive: { label: 'Posts (active)', unit: 'count', series: 'posts_active', seriesOnly: true },
  postsCreated: { label: 'Posts (new)', unit: 'count', series: 'posts_created', seriesOnly: true },
  contributorsActive: { label: 'Contributors (active)', unit: 'count', series: 'contributors_active', seriesOnly: true },
};

/** The social metrics of a series, what unusual activity and divergence watch. */
export const SOCIAL_METRICS = ['interactions', 'postsActive', 'postsCreated', 'contributorsActive'] as const satisfies readonly Metric[];

/** The metrics each kind's data holds (the summary or the market row; series for the median). */
export const KIND_METRICS: Readonly<Record<AlertKind, readonly Metric[]>> = {
  topic: ['sentiment', 'interactionsVsMedian', 'topicRank', ...SOCIAL_METRICS],
  category: ['sentiment', 'interactionsVsMedian', ...SOCIAL_METRICS],
  coin: ['price', 'change24h', 'sentiment', 'interactionsVsMedian', 'galaxyScore', 'altRank', 'socialDominance', ...SOCIAL_METRICS],
  stock: ['price', 'change24h', 'sentiment', 'interactionsVsMedian', 'galaxyScore', 'altRank', 'socialDominance', ...SOCIAL_METRICS],
  nft: ['price', 'change24h', 'galaxyScore', 'altRank', 'socialDominance'],
  creator: ['followers'],
};

export type Condition =
  | { kind: 'above'; value: number }
  | { kind: 'below'; value: number }
  /** Either way across the line, between two checks. */
  | { kind: 'crosses'; value: number }
  /** By at least `percent` (of the earlier value) within `windowMinutes`. */
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

export function isAlertKind(kind: ItemKind): kind is AlertKind {
  return (ALERT_KINDS as readonly string[]).includes(kind);
}

export function metricsFor(kind: ItemKind): readonly Metric[] {
  return isAlertKind(kind) ? KIND_METRICS[kind] : [];
}

/** The conditions a metric takes (of a subject of `kind`, when given: divergence needs a price). */
export function conditionsFor(metric: Metric, kind?: ItemKind): readonly ConditionKind[] {
  return CONDITION_KINDS.filter((c) => conditionFits(metric, c, kind) === undefined);
}

/** Why a kind of condition does not apply to a metric (of a subject of `kind`), or undefined. */
function conditionFits(metric: Metric, c: ConditionKind, kind?: ItemKind): string | undefined {
  const info = METRIC_INFO[metric];
  const social = (SOCIAL_METRICS as readonly Metric[]).includes(metric);
  const seriesKind = kind === undefined || (SERIES_KINDS as readonly ItemKind[]).includes(kind);
  switch (c) {
    case 'entersTop':
      return info.rank ? undefined : `"Enters the top N" applies to ranks, not to ${info.label}.`;
    case 'unusual':
      if (!info.series || info.rank || metric === 'price') return `Unusual activity applies to social figures (interactions, posts, contributors, sentiment, Galaxy Score, social dominance), not to ${info.label}.`;
      return seriesKind ? undefined : 'Unusual activity needs a time series: topics, categories, coins and stocks have one.';
    case 'diverges':
      if (!social) return `Divergence watches a social figure (interactions, posts or contributors) against the price, not ${info.label}.`;
      return kind === undefined || (PRICED_KINDS as readonly ItemKind[]).includes(kind) ? undefined : 'Divergence compares with the price in the series: coins only (a stock\'s series carries no price).';
    case 'sentimentCrosses':
    case 'sentimentDrops':
      if (metric !== 'sentiment') return `A sentiment turn watches sentiment, not ${info.label}.`;
      return seriesKind ? undefined : 'A sentiment turn needs a time series: topics, categories, coins and stocks have one.';
    default:
      return info.seriesOnly ? `${info.label} is read per hour from the series: use unusual activity or divergence.` : undefined;
  }
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const wholeIn = (v: number, min: number, max: number): boolean => Number.isInteger(v) && v >= min && v <= max;
const isDirection = (v: unknown): v is Direction => v === 'up' || v === 'down' || v === 'either';
const isBucket = (v: unknown): v is Bucket => v === 'hour' || v === 'day';

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
      return finite(c.value) ? undefined : 'The line must be a number.';
    case 'changesBy':
      if (!finite(c.percent) || c.percent <= 0 || c.percent > 10_000) return 'The change must be a percentage above 0.';
      if (!finite(c.windowMinutes) || c.windowMinutes < 1 || c.windowMinutes > WINDOW_MAX_MINUTES) return 'The window must be between 1 minute and 7 days.';
      return ['up', 'down', 'either'].includes(c.direction) ? undefined : 'The direction must be up, down or either.';
    case 'entersTop':
      return Number.isInteger(c.n) && c.n >= 1 && c.n <= 10_000 ? undefined : 'N must be a whole number from 1.';
    case 'unusual':
      if (!finite(c.k) || c.k <= 0 || c.k > UNUSUAL_K_MAX) return `k (how many deviations above the usual) must be above 0 and at most ${UNUSUAL_K_MAX}.`;
      if (!wholeIn(c.windowDays, UNUSUAL_WINDOW_DAYS.min, UNUSUAL_WINDOW_DAYS.max)) return `The trailing window must be ${UNUSUAL_WINDOW_DAYS.min} to ${UNUSUAL_WINDOW_DAYS.max} whole days.`;
      return isBucket(c.bucket) ? undefined : 'The bucket must be hour or day.';
    case 'diverges':
      if (!finite(c.risePercent) || c.risePercent <= 0 || c.risePercent > 10_000) return 'The rise must be a percentage above 0.';
      if (!finite(c.pricePercent) || c.pricePercent <= 0 || c.pricePercent > 1000) return 'The price move must be a percentage above 0.';
      return wholeIn(c.windowHours, 1, SERIES_WINDOW_HOURS_MAX) ? undefined : 'The window must be 1 to 168 whole hours (7 days).';
    case 'sentimentCrosses':
      if (!finite(c.level) || c.level < 0 || c.level > 100) return 'The sentiment level must be 0 to 100 (% positive).';
      return isDirection(c.direction) ? undefined : 'The direction must be up, down or either.';
    case 'sentimentDrops':
      if (!finite(c.points) || c.points <= 0 || c.points > 100) return 'The drop must be above 0 and at most 100 points.';
      return wholeIn(c.windowHours, 1, SERIES_WINDOW_HOURS_MAX) ? undefined : 'The window must be 1 to 168 whole hours (7 days).';
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

/** A rule from untrusted JSON (storage, an imported file), or a sentence saying what is wrong. */
export function parseRule(value: unknown): AlertRule | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'a rule must be an object';
  const v = value as Record<string, unknown>;
  if (typeof v.id !== 'string' || !/^[\w-]{1,64}$/.test(v.id)) return 'the rule has no valid id';
  if (typeof v.name !== 'string' || !v.name.trim() || v.name.length > NAME_MAX) return `rule ${v.id}: the name must be 1-${NAME_MAX} characters`;
  if (!isItemRef(v.subject) || !isAlertKind(v.subject.kind)) return `rule "${v.name}": the subject must be a topic, category, coin, stock, NFT or creator`;
  if (typeof v.metric !== 'string' || !(METRICS as readonly string[]).includes(v.metric)) return `rule "${v.name}": unknown metric`;
  const metric = v.metric as Metric;
  if (!metricsFor(v.subject.kind).includes(metric)) return `rule "${v.name}": a ${KIND_NOUNS[v.subject.kind]} has no ${METRIC_INFO[metric].label}`;
  const condition = parseCondition(v.condition);
  if (!condition) return `rule "${v.name}": unreadable condition`;
  const problem = conditionProblem(metric, condition, v.subject.kind);
  if (problem) return `rule "${v.name}": ${problem}`;
  const cooldown = v.cooldownMinutes === undefined ? DEFAULT_COOLDOWN_MINUTES : v.cooldownMinutes;
  if (!finite(cooldown) || cooldown < 0 || cooldown > 7 * 24 * 60) return `rule "${v.name}": the cool-down must be 0 minutes to 7 days`;
  const createdAt = finite(v.createdAt) ? v.createdAt : 0;
  const subject = { kind: v.subject.kind, id: v.subject.id, title: v.subject.title };
  return { id: v.id, name: v.name.trim(), subject, metric, condition, cooldownMinutes: cooldown, paused: v.paused === true, createdAt };
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

/** A value as a person reads it for this metric. */
export function formatMetric(metric: Metric, value: number | undefined): string {
  if (value === undefined) return '—';
  const unit = METRIC_INFO[metric].unit;
  const plain = (n: number, digits: number): string => n.toLocaleString('en-US', { maximumFractionDigits: digits });
  switch (unit) {
    case 'money':
      return `$${plain(value, Math.abs(value) >= 100 ? 2 : Math.abs(value) >= 1 ? 4 : 8)}`;
    case 'percent':
      return `${plain(value, 2)}%`;
    case 'rank':
      return `#${plain(value, 0)}`;
    default:
      return plain(value, 2);
  }
}

/** "above $70,000", "changes by 5% within 60 min", "enters the top 10". */
export function describeCondition(metric: Metric, c: Condition): string {
  switch (c.kind) {
    case 'above': return `above ${formatMetric(metric, c.value)}`;
    case 'below': return `below ${formatMetric(metric, c.value)}`;
    case 'crosses': return `crosses ${formatMetric(metric, c.value)}`;
    case 'changesBy': {
      const how = c.direction === 'up' ? 'rises' : c.direction === 'down' ? 'falls' : 'changes';
      return `${how} by ${c.percent}% within ${windowText(c.windowMinutes)}`;
    }
    case 'entersTop': return `enters the top ${c.n}`;
    case 'unusual': {
      const usual = c.bucket === 'hour' ? `the same hour of the last ${c.windowDays} days` : `the last ${c.windowDays} days`;
      return `unusually high: the latest ${c.bucket} at least ${deviations(c.k)} above ${usual}`;
    }
    case 'diverges':
      return `rises by ${c.risePercent}% within ${windowText(c.windowHours * 60)} while the price moves less than ${c.pricePercent}% (or falls)`;
    case 'sentimentCrosses': {
      const level = formatMetric('sentiment', c.level);
      return c.direction === 'up' ? `turns up through ${level}` : c.direction === 'down' ? `turns down through ${level}` : `crosses ${level}`;
    }
    case 'sentimentDrops':
      return `drops by ${c.points} point${c.points === 1 ? '' : 's'} within ${windowText(c.windowHours * 60)}`;
  }
}

function deviations(k: number): string {
  return `${k} deviation${k === 1 ? '' : 's'}`;
}

export function windowText(minutes: number): string {
  if (minutes % 1440 === 0) return `${minutes / 1440} d`;
  if (minutes % 60 === 0) return `${minutes / 60} h`;
  return `${minutes} min`;
}

/** "Bitcoin: Price above $70,000". */
export function describeRule(rule: Pick<AlertRule, 'subject' | 'metric' | 'condition'>): string {
  return `${rule.subject.title}: ${METRIC_INFO[rule.metric].label} ${describeCondition(rule.metric, rule.condition)}`;
}

/** A fresh id: time plus randomness, unique enough across windows. */
export function newRuleId(now: number, random: () => number = Math.random): string {
  return `r${now.toString(36)}-${Math.floor(random() * 36 ** 6).toString(36)}`;
}
