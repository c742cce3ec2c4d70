// Text of the status bar entry and of the quota details. No `vscode` here: unit-tested in
// plain Node with fixed clocks.
import * as l10n from '../../shared/format/l10n';
import type { QuotaStatus } from '../../service/api/service';
import type { ConnectionState } from '../../editor/connection/types';
import { truncate } from '../../shared/format/markdown';
import { limits } from '../../shared/format/plan';
import { isBelow, sameLimits } from '../../service/api/plans';
import { status, type StatusText } from '../../editor/sinks/neutral';

// made on first use: an Intl object costs milliseconds to make, and module load is activation time
let counts: Intl.NumberFormat | undefined;
const MAX_LABEL = 24;

export function count(n: number): string {
  return (counts ??= new Intl.NumberFormat('en-US')).format(n);
}

/** `42 s`, `5 min`, `3 h 12 min`: how long until `at`. */
export function duration(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  if (s < 60) return l10n.t('{0} s', s);
  const min = Math.ceil(s / 60);
  if (min < 60) return l10n.t('{0} min', min);
  const h = Math.floor(min / 60);
  const rest = min % 60;
  return rest ? l10n.t('{0} h {1} min', h, rest) : l10n.t('{0} h', h);
}

/** Used counts as of `now`: a window that has reset counts zero even before the next event. */
export function usedNow(quota: QuotaStatus, now: number): { minute: number; day: number } {
  return {
    minute: now >= quota.minuteResetAt ? 0 : quota.minuteUsed,
    day: now >= quota.dayResetAt ? 0 : quota.dayUsed,
  };
}

/** Seconds until the first waiting request may go, or undefined when nothing waits. */
export function waitingSeconds(quota: QuotaStatus | undefined, now: number): number | undefined {
  if (!quota || quota.waiting <= 0) return undefined;
  return quota.waitingUntil === undefined ? 0 : Math.max(0, Math.ceil((quota.waitingUntil - now) / 1000));
}

export function modeName(state: ConnectionState): string {
  if (state.mode === 'demo') return l10n.t('Demo');
  const label = state.keyLabel ?? l10n.t('Key');
  return truncate(label, MAX_LABEL);
}

/**
 * `$(pulse) Key · 3/100 min · 120/20,000 day`; undefined in mode 'none', where the welcome
 * views speak instead. Until the client has counted anything, the plan's name stands in.
 * Demo data costs nothing: `$(pulse) Demo data`, no counters (the tooltip has them).
 */
export function statusText(state: ConnectionState, quota: QuotaStatus | undefined, now: number): StatusText | undefined {
  if (state.mode === 'none') return undefined;
  const name = modeName(state);
  if (state.mode === 'demo') {
    const waiting = waitingSeconds(quota, now);
    return waiting === undefined ? status`$(pulse) ${l10n.t('Demo data')}` : status`$(watch) ${l10n.t('Demo data · waiting {0}s', waiting)}`;
  }
  // the key's name is the person's own text: an icon name in it shows as typed
  if (!quota) return status`$(pulse) ${name} · ${state.plan.label}`;
  const used = usedNow(quota, now);
  const usage = l10n.t('{0}/{1} min · {2}/{3} day', count(used.minute), count(quota.plan.perMinute), count(used.day), count(quota.plan.perDay));
  const wait = waitingSeconds(quota, now);
  if (wait !== undefined) return status`$(watch) ${name} · ${l10n.t('waiting for quota {0}s', wait)} · ${usage}`;
  return status`$(pulse) ${name} · ${usage}`;
}

/** Whether the minute or the day is used up: the entry then takes the warning colour. */
export function exhausted(quota: QuotaStatus | undefined, now: number): boolean {
  if (!quota) return false;
  const used = usedNow(quota, now);
  return used.minute >= quota.plan.perMinute || used.day >= quota.plan.perDay;
}

/**
 * What a screen reader says for the entry: its text in words ("3 of 100 requests this minute"
 * for "3/100 min"), and that the quota is used up, which sighted people see only as the warning colour.
 */
export function statusAccessibility(state: ConnectionState, quota: QuotaStatus | undefined, now: number): string | undefined {
  if (state.mode === 'none') return undefined;
  const waiting = waitingSeconds(quota, now);
  const wait = waiting === undefined ? [] : [l10n.t('waiting for quota, {0} seconds', waiting)];
  if (state.mode === 'demo') return [l10n.t('Social Pulse, demo data'), ...wait].join(', ');
  const name = l10n.t('Social Pulse, key {0}', modeName(state));
  if (!quota) return l10n.t('{0}, plan {1}', name, state.plan.label);
  const used = usedNow(quota, now);
  return [
    name, ...wait,
    l10n.t('{0} of {1} requests this minute', count(used.minute), count(quota.plan.perMinute)),
    l10n.t('{0} of {1} today', count(used.day), count(quota.plan.perDay)),
    ...(exhausted(quota, now) ? [l10n.t('quota used up')] : []),
  ].join(', ');
}

/**
 * The plan line of the tooltip: the plan the key's limits name when it is not the plan
 * setting's, and when the setting is the lower one, that Choose Plan lets the views use the key's.
 * Limits of no named plan are said as limits, without a plan's name.
 */
function planSentence(state: ConnectionState, quota: QuotaStatus | undefined): string {
  const p = planStanding(state, quota);
  switch (p.standing) {
    case 'setting': return l10n.t('Plan {0}: {1}', p.plan, p.limits);
    case 'unnamed': return l10n.t('Your key\'s limits are {0}, which are no named plan\'s; the plan setting says {1}.', p.limits, p.setting);
    case 'keyBelow': return l10n.t('Your key\'s limits are {0}\'s ({1}); the plan setting says {2}.', p.plan, p.limits, p.setting);
    case 'keyAbove': return l10n.t('Your key\'s limits are {0}\'s ({1}); the plan setting says {2}, a lower plan: Choose Plan.', p.plan, p.limits, p.setting);
  }
}

/** Where the plan in use stands against the plan setting; `plan` is a plan's name, never made up. */
export type PlanStanding =
  /** The limits are the setting's plan's (or nothing was heard yet). */
  | { standing: 'setting'; plan: string; limits: string }
  /** The service's limits are no named plan's (an Enterprise key's own, say): only the limits are known. */
  | { standing: 'unnamed'; limits: string; setting: string }
  /** The named plan the key's limits are, below or above the setting. */
  | { standing: 'keyBelow' | 'keyAbove'; plan: string; limits: string; setting: string };

/**
 * Where the plan in use stands against the setting, for the tooltip and the details alike: the
 * setting's own, the plan the key's limits name, below or above the setting, or limits of no plan.
 */
export function planStanding(state: ConnectionState, quota: QuotaStatus | undefined): PlanStanding {
  const plan = quota?.plan ?? state.plan;
  const keyPlan = quota?.keyPlan;
  const setting = state.plan.label;
  if (keyPlan) return { standing: isBelow(keyPlan.id, state.plan.id) ? 'keyBelow' : 'keyAbove', plan: keyPlan.label, limits: limits(plan), setting };
  return sameLimits(plan, state.plan) ? { standing: 'setting', plan: plan.label, limits: limits(plan) } : { standing: 'unnamed', limits: limits(plan), setting };
}

export function statusTooltip(state: ConnectionState, quota: QuotaStatus | undefined, now: number): string {
  const plan = quota?.plan ?? state.plan;
  const lines = [
    state.mode === 'demo' ? l10n.t('Social Pulse: demo data from a local emulator') : l10n.t('Social Pulse: key "{0}"', state.keyLabel ?? ''),
    planSentence(state, quota),
  ];
  if (quota) {
    const used = usedNow(quota, now);
    lines.push(l10n.t('This minute: {0} of {1} used', count(used.minute), count(plan.perMinute)));
    lines.push(l10n.t('Today: {0} of {1} used', count(used.day), count(plan.perDay)));
    const wait = waitingSeconds(quota, now);
    if (wait !== undefined) lines.push(l10n.t('{0} waiting for quota, next in {1} s', quota.waiting, wait));
  } else {
    lines.push(l10n.t('No request yet in this window.'));
  }
  lines.push(l10n.t('Click for details.'));
  return lines.join('\n');
}

/** When the text changes next without an event: the next second while waiting, else a reset. */
export function nextRender(quota: QuotaStatus | undefined, now: number): number | undefined {
  if (!quota) return undefined;
  if (waitingSeconds(quota, now) !== undefined) return 1000;
  const resets = [quota.minuteResetAt, quota.dayResetAt]
    .filter((at, i) => at > now && (i === 0 ? quota.minuteUsed : quota.dayUsed) > 0);
  return resets.length ? Math.min(...resets) - now : undefined;
}
