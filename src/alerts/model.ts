// The alert rule model: a subject, a metric its data has, a condition, a name, a cool-down.
// Pure (no `vscode`): rules come back from storage, imported files and quick inputs, so every
// way in goes through `parseRule`, which refuses what it cannot read instead of guessing.
import type { ItemKind, ItemRef } from '../items';
import { isItemRef, KIND_NOUNS } from '../items';

export const ALERT_KINDS = ['topic', 'category', 'coin', 'stock', 'nft', 'creator'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const METRICS = [
  'price', 'change24h', 'sentiment', 'interactionsVsMedian', 'topicRank', 'galaxyScore', 'altRank', 'socialDominance', 'followers',
] as const;
export type Metric = (typeof METRICS)[number];

export interface MetricInfo {
  label: string;
  /** How a value reads: `$1.23`, `12.5%`, `#4`, `1,234`. */
  unit: 'money' | 'percent' | 'rank' | 'count' | 'score';
  /** Lower is better (ranks): "enters the top N" applies. */
  rank?: boolean;
}

export const METRIC_INFO: Readonly<Record<Metric, MetricInfo>> = {
  price: { label: 'Price', unit: 'money' },
  change24h: { label: '% change (24 h)', unit: 'percent' },
  sentiment: { label: 'Sentiment (% positive)', unit: 'percent' },
  interactionsVsMedian: { label: 'Interactions vs 7-day median', unit: 'percent' },
  topicRank: { label: 'Topic rank', unit: 'rank', rank: true },
  galaxyScore: { label: 'Galaxy Score', unit: 'score' },
  altRank: { label: 'AltRank', unit: 'rank', rank: true },
  socialDominance: { label: 'Social dominance', unit: 'percent' },
  followers: { label: 'Followers', unit: 'count' },
};

/** The metrics each kind's data holds (the summary or the market row; series for the median). */
export const KIND_METRICS: Readonly<Record<AlertKind, readonly Metric[]>> = {
  topic: ['sentiment', 'interactionsVsMedian', 'topicRank'],
  category: ['sentiment', 'interactionsVsMedian'],
  coin: ['price', 'change24h', 'sentiment', 'interactionsVsMedian', 'galaxyScore', 'altRank', 'socialDominance'],
  stock: ['price', 'change24h', 'sentiment', 'interactionsVsMedian', 'galaxyScore', 'altRank', 'socialDominance'],
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
  | { kind: 'entersTop'; n: number };

export type ConditionKind = Condition['kind'];
export const CONDITION_KINDS: readonly ConditionKind[] = ['above', 'below', 'crosses', 'changesBy', 'entersTop'];

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

export function conditionsFor(metric: Metric): readonly ConditionKind[] {
  return METRIC_INFO[metric].rank ? CONDITION_KINDS : CONDITION_KINDS.filter((c) => c !== 'entersTop');
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Why a condition cannot be used with a metric, or undefined when it can. */
export function conditionProblem(metric: Metric, c: Condition): string | undefined {
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
      if (!METRIC_INFO[metric].rank) return `"Enters the top N" applies to ranks, not to ${METRIC_INFO[metric].label}.`;
      return Number.isInteger(c.n) && c.n >= 1 && c.n <= 10_000 ? undefined : 'N must be a whole number from 1.';
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
  const problem = conditionProblem(metric, condition);
  if (problem) return `rule "${v.name}": ${problem}`;
  const cooldown = v.cooldownMinutes === undefined ? DEFAULT_COOLDOWN_MINUTES : v.cooldownMinutes;
  if (!finite(cooldown) || cooldown < 0 || cooldown > 7 * 24 * 60) return `rule "${v.name}": the cool-down must be 0 minutes to 7 days`;
  const createdAt = finite(v.createdAt) ? v.createdAt : 0;
  const subject = { kind: v.subject.kind, id: v.subject.id, title: v.subject.title };
  return { id: v.id, name: v.name.trim(), subject, metric, condition, cooldownMinutes: cooldown, paused: v.paused === true, createdAt };
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
  }
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
