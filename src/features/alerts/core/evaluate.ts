// One check of one rule against the latest value: whether the condition holds, and whether it
// fires. Hysteresis: a rule fires when its condition holds while it is armed, which disarms it;
// it re-arms only after a check where the condition did not hold. The cool-down keeps it quiet
// for a while after firing even when it re-arms (it fires at the first check after the
// cool-down if the condition still holds), a snooze likewise. A series condition arrives judged
// (its verdict on the series' latest point, ../conditions/judge.ts) and goes through the same
// arming, cool-down and snooze: the live checker and the backtest both call `evaluate`. Pure:
// time is passed in.
import * as l10n from '../../../shared/format/l10n';
import type { Verdict } from '../conditions/verdict';
import type { AlertRule, Condition, Metric } from './model';
import { percentChange } from '../../../shared/figures/derive';
import { changesInPoints, describeCondition, formatMetric, isSeriesCondition, METRIC_INFO, takesCurrency } from './model';
import { isDefaultName } from '../shortName';
import { currencyCode } from '../../../shared/figures/format';

/** Where a rule stands, as the Alerts view shows it. */
export type RuleStatus = 'armed' | 'fired' | 'waiting' | 'stale' | 'quota' | 'paused';

export interface RuleState {
  /** Fires the next time the condition holds (false after firing, until it stops holding). */
  armed: boolean;
  status: RuleStatus;
  /** Why it waits (no data, an error, stale data, the quota). */
  note?: string;
  lastValue?: number;
  lastAt?: number;
  firedAt?: number;
  snoozedUntil?: number;
  checkedAt?: number;
  checks: number;
  /** [ms, value] of earlier checks, as far back as a change window needs. */
  samples: [number, number][];
  /** When the condition was last seen to start holding (for how late a fire was). */
  trueSince?: number;
  /** The currency `lastValue` is counted in, for a figure in the collection's own ("ETH"), when the data said. */
  currency?: string;
}

export interface Observation {
  /** undefined: the subject's data has no value for the metric (yet). */
  value: number | undefined;
  /** ms since the epoch: when the data was received. */
  at: number;
  /** The client served an old answer because the service could not be reached. */
  stale?: string;
  /** From the built-in demo data. */
  demo?: boolean;
  /** A series condition's verdict on the latest point (its `value` is the one judged). */
  verdict?: Verdict;
  /** The currency of `value`, for a figure in the collection's own (an NFT's `base_crypto`), when known. */
  currency?: string;
  /** Why `value` is undefined, when known (the rule's note then says it). */
  missing?: string;
}

export interface Fired {
  ruleId: string;
  name: string;
  subject: AlertRule['subject'];
  metric: Metric;
  from?: number;
  to: number;
  at: number;
  /** From the demo data: each place that shows the message marks it (src/shared/format/demoMark.ts). */
  demo: boolean;
  /** "Bitcoin (BTC): Price above $70,000 (from $69,800 to $70,250).": what happened, whole, unmarked. */
  message: string;
  /** The rule's name was the person's own, not the default (absent in alerts fired by earlier versions). */
  ownName?: boolean;
  /**
   * The firing's name: the same in every window, and after a restart, that works it out from the
   * same state, so the history keeps it once (absent in alerts fired by earlier versions).
   */
  key?: string;
}

export function initialState(): RuleState {
  return { armed: true, status: 'waiting', note: l10n.t('Not checked yet.'), checks: 0, samples: [] };
}

/**
 * The earlier value a change window compares with: of the samples inside the window (not the
 * current one), the lowest for a rise, the highest for a fall, the farther one for either way,
 * so a move within the window counts whenever it happened.
 */
function baseline(samples: readonly [number, number][], now: number, c: Extract<Condition, { kind: 'changesBy' }>, value: number): number | undefined {
  const from = now - c.windowMinutes * 60_000;
  const inside = samples.filter(([t]) => t >= from && t < now).map(([, v]) => v);
  if (!inside.length) return undefined;
  const low = Math.min(...inside);
  const high = Math.max(...inside);
  if (c.direction === 'up') return low;
  if (c.direction === 'down') return high;
  return Math.abs(value - low) >= Math.abs(value - high) ? low : high;
}

/**
 * Whether the condition holds now; undefined when it cannot be told yet (no earlier value).
 * `points`: a change is counted in percentage points (changesInPoints), not as a percentage.
 */
export function holds(c: Condition, value: number, previous: number | undefined, samples: readonly [number, number][], now: number, points = false): boolean | undefined {
  switch (c.kind) {
    case 'above': return value > c.value;
    case 'below': return value < c.value;
    case 'crosses':
      if (previous === undefined) return undefined;
      return (previous < c.value) !== (value < c.value) && previous !== value;
    case 'changesBy': {
      const base = baseline(samples, now, c, value);
      if (base === undefined) return undefined;
      // points as the figures read them: 80 to 80.1 is 0.1 points, not 0.0999…
      const change = points ? Math.round((value - base) * 1e9) / 1e9 : percentChange(base, value);
      if (change === undefined) return false;
      if (c.direction === 'up') return change >= c.percent;
      if (c.direction === 'down') return -change >= c.percent;
      return Math.abs(change) >= c.percent;
    }
    case 'entersTop': return value <= c.n;
    default: return undefined; // series conditions come judged (Observation.verdict)
  }
}

function movedText(rule: AlertRule, from: number | undefined, to: number, currency: string | undefined, seen?: string): string {
  const metric = METRIC_INFO[rule.metric].label;
  // a line given without a currency is in the collection's, which the data says
  const what = describeCondition(rule.metric, rule.condition, rule.currency ?? currency);
  const f = (v: number): string => formatMetric(rule.metric, v, currency);
  const range = from === undefined ? l10n.t('now {0}', f(to))
    : rule.condition.kind === 'unusual' ? l10n.t('now {0}, usually {1}', f(to), f(from)) : l10n.t('from {0} to {1}', f(from), f(to));
  // a data string: the title is neutralised with the whole message where it is shown
  return seen ? l10n.t('{0}: {1} {2} ({3}; {4}).', rule.subject.title, metric, what, range, seen) : l10n.t('{0}: {1} {2} ({3}).', rule.subject.title, metric, what, range);
}

/** Keep samples no older than the longest window the rule needs (and at most a bounded count). */
function keepSamples(samples: [number, number][], rule: AlertRule, now: number): [number, number][] {
  const windowMs = rule.condition.kind === 'changesBy' ? rule.condition.windowMinutes * 60_000 : 0;
  const kept = samples.filter(([t]) => t >= now - windowMs);
  return kept.slice(-500);
}

export interface Evaluation {
  state: RuleState;
  fired?: Fired;
}

/** One check. `now` is when the check runs; `obs.at` when its data was received. */
export function evaluate(rule: AlertRule, prev: RuleState, obs: Observation, now: number): Evaluation {
  const base: RuleState = { ...prev, checkedAt: now, checks: prev.checks + 1 };
  if (rule.paused) return { state: { ...base, status: 'paused', note: undefined } };
  if (obs.stale) {
    // never fire (nor re-arm) from an old answer: the value may have moved since
    return { state: { ...base, status: 'stale', note: l10n.t('Data not up to date ({0}); not checked against it.', obs.stale) } };
  }
  const currency = currencyCode(obs.currency);
  if (rule.currency && currency && currency !== rule.currency && takesCurrency(rule.metric, rule.condition.kind)) {
    // a line in one currency is never compared with a value in another (a change has no line in one)
    return { state: { ...base, status: 'waiting', currency, note: l10n.t('The line is in {0} but the data is in {1}: edit the rule to give the line in {1}.', rule.currency, currency) } };
  }
  const verdict: Verdict | undefined = isSeriesCondition(rule.condition) ? obs.verdict ?? { holds: undefined } : undefined;
  const value = verdict ? verdict.value : obs.value;
  if (value === undefined) {
    return { state: { ...base, status: 'waiting', note: verdict?.note ?? obs.missing ?? l10n.t('No {0} in the data yet.', METRIC_INFO[rule.metric].label) } };
  }
  const samples = verdict ? [] : keepSamples([...prev.samples, [obs.at, value]], rule, obs.at);
  const truth = verdict ? verdict.holds : holds(rule.condition, value, prev.lastValue, prev.samples, obs.at, changesInPoints(rule.metric));
  const next: RuleState = { ...base, lastValue: value, lastAt: obs.at, samples, note: undefined, ...(currency ? { currency } : {}) };
  if (truth === undefined) {
    const note = verdict ? verdict.note : rule.condition.kind === 'changesBy' ? l10n.t('Collecting values for the change window.') : l10n.t('Waiting for a second value.');
    return { state: { ...next, status: 'waiting', note } };
  }
  if (!truth) {
    return { state: { ...next, armed: true, trueSince: undefined, status: 'armed' } };
  }
  const trueSince = prev.trueSince ?? obs.at;
  const cooling = prev.firedAt !== undefined && now < prev.firedAt + rule.cooldownMinutes * 60_000;
  const snoozed = prev.snoozedUntil !== undefined && now < prev.snoozedUntil;
  if (!prev.armed || cooling || snoozed) {
    const note = !prev.armed ? undefined : snoozed ? l10n.t('Snoozed.') : l10n.t('Cooling down.');
    return { state: { ...next, trueSince, status: prev.firedAt !== undefined ? 'fired' : 'armed', note } };
  }
  const from = verdict ? verdict.from : rule.condition.kind === 'changesBy' ? baseline(prev.samples, obs.at, rule.condition, value) : prev.lastValue;
  const fired: Fired = {
    ruleId: rule.id,
    name: rule.name,
    subject: rule.subject,
    metric: rule.metric,
    from,
    to: value,
    at: now,
    demo: !!obs.demo,
    message: movedText(rule, from, value, currency ?? prev.currency ?? rule.currency, rule.condition.kind === 'diverges' ? verdict?.note : undefined),
    ownName: !isDefaultName(rule),
  };
  return { state: { ...next, armed: false, firedAt: now, trueSince, status: 'fired', snoozedUntil: undefined }, fired };
}

/**
 * What an edit changed of what a rule watches: nothing (its name, its cool-down), the condition
 * (when it fires: kind, line, direction, window, the line's currency), or its data (subject or metric).
 */
export type EditChange = 'none' | 'condition' | 'data';

function sameCondition(a: Condition, b: Condition): boolean {
  const x: Record<string, unknown> = a;
  const y: Record<string, unknown> = b;
  const keys = new Set([...Object.keys(x), ...Object.keys(y)]);
  return [...keys].every((k) => x[k] === y[k]);
}

export function editChange(before: AlertRule, after: AlertRule): EditChange {
  if (before.subject.kind !== after.subject.kind || before.subject.id !== after.subject.id || before.metric !== after.metric) return 'data';
  return before.currency === after.currency && sameCondition(before.condition, after.condition) ? 'none' : 'condition';
}

/**
 * A rule's state after an edit: kept whole when what it watches is the same (a rename fires
 * nothing again); armed afresh for a new condition; started again, keeping when it last fired,
 * for new data (the samples were of the old metric).
 */
export function stateAfterEdit(prev: RuleState | undefined, change: EditChange): RuleState {
  if (!prev) return initialState();
  if (change === 'none') return prev;
  return change === 'data' ? { ...initialState(), firedAt: prev.firedAt } : { ...prev, armed: true, status: prev.status === 'paused' ? 'waiting' : prev.status };
}
