// Creating or editing a rule, as data: what the quick inputs collect (or a test passes to the
// command directly), checked into a rule. The prompts (../prompt.ts) only ask; every check is here
// so the same messages show in the input box and come back from the command. Pure.
import * as l10n from '../../../shared/format/l10n';
import type { ItemRef } from '../../../shared/items';
import type { Bucket } from '../../../service/api/values';
import type { NumberRules } from '../../../shared/format/typedNumber';
import { readTypedNumber, typedNumberProblem } from '../../../shared/format/typedNumber';
import { paramsOf, withParams } from '../backtestParams';
import type { AlertRule, Condition, ConditionKind, Metric } from './model';
import {
  CHANGE_PERCENT_MAX, changesInPoints, newConditionProblem, conditionValue, DEFAULT_COOLDOWN_MINUTES, fromStoredMetric, isAlertKind, METRIC_INFO, metricsFor, NAME_MAX, newRuleId,
  parseRule, pointsChangeMax, pointsNotPercentProblem, rangeProblem, takesCurrency, TOP_N_MAX, UNUSUAL_WINDOW_DAYS,
} from './model';
import { isDefaultName, shortName } from '../shortName';
import { currencyCode } from '../../../shared/figures/format';
import { cutText } from '../../../shared/format/cut';

export interface RuleInput {
  subject: ItemRef;
  metric: Metric;
  condition: ConditionKind;
  /** The line (above, below, crosses), the percentage (changesBy; points for a figure in percent) or N (entersTop). */
  value: number;
  /** The line's currency, for a figure counted in the collection's own ("ETH"): known or typed with it. */
  currency?: string;
  windowMinutes?: number;
  direction?: 'up' | 'down' | 'either';
  /** Unusual activity's points: each hour (the default) or each day. */
  bucket?: Bucket;
  name?: string;
  cooldownMinutes?: number;
  /**
   * The condition's other numbers by name, over its defaults: `windowDays` of unusual activity,
   * `pricePercent` and `windowHours` of a divergence (../backtestParams.ts names them).
   */
  params?: Record<string, number>;
}

/** What a chart point suggests: the metric of its line and its value. */
export interface RulePrefill {
  metric: Metric;
  value: number;
}

export function isRulePrefill(value: unknown): value is RulePrefill {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.metric === 'string' && Object.prototype.hasOwnProperty.call(METRIC_INFO, v.metric) && typeof v.value === 'number' && Number.isFinite(v.value);
}

export function isRuleInput(value: unknown): value is RuleInput {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.subject === 'object' && typeof v.metric === 'string' && typeof v.condition === 'string' && typeof v.value === 'number';
}

/**
 * The rules of the box that takes a condition's number: a whole N of at least 1 for the top N, a
 * percentage for a change (points, with no `%`, as far as the values reach, for a figure in percent
 * already: changesInPoints), else a line in the unit of its figure (so `2.5%` is no price line, and
 * `$10` no floor price: a floor is counted in the collection's own currency, `currency` when known,
 * which the box takes after the number, "10 ETH"). A line's range is its figure's (readLevel).
 */
export function levelRules(metric: Metric, condition: ConditionKind, currency?: string): NumberRules {
  if (condition === 'entersTop') return { min: 1, max: TOP_N_MAX, integer: true, unit: 'plain' };
  if (condition === 'changesBy') {
    return changesInPoints(metric) ? { min: 0.01, max: pointsChangeMax(metric) ?? CHANGE_PERCENT_MAX, unit: 'plain' } : { min: 0.01, max: CHANGE_PERCENT_MAX, unit: 'percent' };
  }
  const unit = METRIC_INFO[metric].unit;
  if (unit === 'crypto') return { unit: 'crypto', ...(currency ? { currency } : {}) };
  return { unit: unit === 'money' ? 'dollars' : unit === 'percent' ? 'percent' : 'plain' };
}

/**
 * A line typed in the level box, as the rule takes it: its number and, for a floor's line (above,
 * below, crosses), its currency (the collection's, `currency`, when known; else the one typed after
 * the number, "10 ETH"); or what is wrong with it, as the box says it ("$10" is refused: a floor is
 * not in dollars; "150" for a sentiment says its range). A change is a percentage (points for a figure in percent, typed without `%`), in no currency.
 */
export function readLevel(text: string, metric: Metric, condition: ConditionKind, currency?: string): { value: number; currency?: string } | string {
  const line = condition !== 'entersTop' && condition !== 'changesBy';
  const rules = levelRules(metric, condition, currency);
  const typed = readTypedNumber(text);
  // "5%" of a sentiment could be 5 points or 5% of it: said, not read either way
  if (condition === 'changesBy' && changesInPoints(metric) && typeof typed !== 'string' && typed.percent) return pointsNotPercentProblem(metric);
  const problem = typedNumberProblem(text, rules);
  if (problem) return problem;
  const read = readTypedNumber(text, rules);
  if (typeof read === 'string') return read;
  // a line outside the figure's range says the range in the figure's unit
  const outside = line ? rangeProblem(metric, read.value) : undefined;
  if (outside) return outside;
  const code = takesCurrency(metric, condition) ? currencyCode(currency) ?? read.currency : undefined;
  return { value: read.value, ...(code ? { currency: code } : {}) };
}

/** The cool-down box: whole minutes (at most a week, which the box says in its own words). */
export const COOLDOWN_RULES: NumberRules = { min: 0, integer: true, unit: 'plain' };
export const COOLDOWN_MAX_MINUTES = 7 * 1440;

/** A window typed as `90`, `90m`, `4h` or `1d`, in minutes. */
export function parseWindow(text: string): number | undefined {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(m|min|h|d)?\s*$/i.exec(text);
  if (!m) return undefined;
  const n = Number(m[1]);
  const unit = (m[2] ?? 'm').toLowerCase();
  const minutes = unit === 'h' ? n * 60 : unit === 'd' ? n * 1440 : n;
  return Number.isFinite(minutes) && minutes >= 1 ? Math.round(minutes) : undefined;
}

export function conditionOf(input: Pick<RuleInput, 'condition' | 'value' | 'windowMinutes' | 'direction' | 'bucket' | 'params'>): Condition {
  const base = baseCondition(input);
  return input.params ? withParams(base, input.params) : base;
}

function baseCondition(input: Pick<RuleInput, 'condition' | 'value' | 'windowMinutes' | 'direction' | 'bucket'>): Condition {
  switch (input.condition) {
    case 'changesBy':
      return { kind: 'changesBy', percent: input.value, windowMinutes: input.windowMinutes ?? 60, direction: input.direction ?? 'either' };
    case 'entersTop':
      return { kind: 'entersTop', n: input.value };
    case 'unusual':
      return { kind: 'unusual', k: input.value, windowDays: UNUSUAL_WINDOW_DAYS.default, bucket: input.bucket ?? 'hour' };
    case 'diverges':
      return { kind: 'diverges', risePercent: input.value, pricePercent: 2, windowHours: (input.windowMinutes ?? 1440) / 60 };
    case 'sentimentCrosses':
      return { kind: 'sentimentCrosses', level: input.value, direction: input.direction ?? 'either' };
    case 'sentimentDrops':
      return { kind: 'sentimentDrops', points: input.value, windowHours: (input.windowMinutes ?? 1440) / 60 };
    default:
      return { kind: input.condition, value: input.value };
  }
}

/**
 * The rule the input describes (a new one, or `existing` edited: same id, same creation time),
 * or a message saying what is wrong.
 */
export function buildRule(input: RuleInput, now: number, existing?: AlertRule): AlertRule | string {
  if (!isAlertKind(input.subject.kind)) return l10n.t('Alerts watch topics, categories, coins, stocks, NFT collections and creators.');
  const condition = conditionOf(input);
  // a metric as a link or an earlier version names it (an NFT collection's price is its floor)
  const metric = fromStoredMetric(input.metric, input.subject.kind, condition);
  if (!metricsFor(input.subject.kind).includes(metric)) return l10n.t('{0} has no {1}.', input.subject.title, METRIC_INFO[metric]?.label ?? metric);
  // an edit keeps the kind of condition its rule has, where a new rule may no longer take it
  const problem = newConditionProblem(metric, condition, undefined, existing?.condition.kind === condition.kind && existing.metric === metric);
  if (problem) return problem;
  const currency = takesCurrency(metric, condition.kind) ? currencyCode(input.currency) : undefined;
  const name = cutText(input.name?.trim() || shortName({ subject: input.subject, metric, condition, currency }), NAME_MAX);
  const rule = parseRule({
    id: existing?.id ?? newRuleId(now),
    name,
    subject: input.subject,
    metric,
    condition,
    currency,
    cooldownMinutes: input.cooldownMinutes ?? existing?.cooldownMinutes ?? DEFAULT_COOLDOWN_MINUTES,
    paused: existing?.paused ?? false,
    createdAt: existing?.createdAt ?? now,
  });
  return rule;
}

/**
 * The name the name box starts with: an edited rule's own name, or, where its name was the
 * default one of its old condition ("BTC > $80K"), the default of the new ("BTC < $60K").
 */
export function suggestedName(input: RuleInput, start?: RuleInput): string {
  const suggested = shortName({ subject: input.subject, metric: input.metric, condition: conditionOf(input), currency: input.currency });
  if (!start?.name) return suggested;
  const before = { name: start.name, subject: start.subject, metric: start.metric, condition: conditionOf(start), currency: start.currency };
  return isDefaultName(before) ? suggested : start.name;
}

/** The input a rule came from, to start an edit with its values. */
export function inputOf(rule: AlertRule): RuleInput {
  const c = rule.condition;
  const windowMinutes = c.kind === 'changesBy' ? c.windowMinutes : c.kind === 'diverges' || c.kind === 'sentimentDrops' ? c.windowHours * 60 : undefined;
  return {
    subject: rule.subject, metric: rule.metric, condition: c.kind, value: conditionValue(c), windowMinutes,
    ...(rule.currency ? { currency: rule.currency } : {}),
    direction: c.kind === 'changesBy' || c.kind === 'sentimentCrosses' ? c.direction : undefined,
    ...(c.kind === 'unusual' ? { bucket: c.bucket } : {}),
    name: rule.name, cooldownMinutes: rule.cooldownMinutes,
    // the first of a condition's numbers is its main one, `value` above
    params: Object.fromEntries(paramsOf(c).slice(1).map((p) => [p.id, p.value])),
  };
}
