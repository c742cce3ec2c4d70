// The Alerts view as plain rows: the budget line, one row per rule with its state, and the
// history of fired alerts. Rule names and fired messages hold service text (a subject's title):
// labels and descriptions are LabelText, tooltips MarkdownText, made by the sinks' neutralisers.
// Pure (the provider in view.ts renders them), so tested in Node.
import * as l10n from '../../../shared/format/l10n';
import { currentTimeZone, formatClock, formatMoment, formatStamp } from '../../../shared/format/time';
import type { ShownZone } from '../../../shared/format/zone';
import type { LabelText, MarkdownText } from '../../../editor/sinks/neutral';
import { joinMarkdown, labelText, markdown, markdownText, tLabel, tMarkdown } from '../../../editor/sinks/neutral';
import type { Fired, RuleState } from './evaluate';
import type { AlertRule } from './model';
import { describeRule, formatMetric, METRIC_INFO } from './model';
import { isDefaultName, shortRule } from '../shortName';

export interface AlertRow {
  id: string;
  label: LabelText;
  description?: LabelText;
  tooltip?: MarkdownText;
  icon: string;
  contextValue?: string;
  /** The rule id of a rule row; the subject to open for history rows. */
  ruleId?: string;
  fired?: Fired;
  children?: AlertRow[];
}

/** "14:05 GMT+1" within the last 20 hours (or ahead), else "2026-11-22 14:05 GMT+1": in `zone`, which it names. */
function shortTime(ms: number, now: number, zone: ShownZone): string {
  return now - ms < 20 * 3_600_000 ? formatClock(ms, zone) : formatStamp(ms, zone);
}

/**
 * "armed", "fired at 14:05 UTC", "snoozed until 15:05 UTC", "waiting for data", "paused because of
 * the quota", "paused"; times in `zone` (by default the one the host shows times in).
 */
export function statusText(rule: AlertRule, state: RuleState, now: number, zone: ShownZone = currentTimeZone()): string {
  if (rule.paused) return l10n.t('paused');
  if (isSnoozed(state, now)) return l10n.t('snoozed until {0}', shortTime(state.snoozedUntil!, now, zone));
  switch (state.status) {
    case 'fired': return l10n.t('fired at {0}', shortTime(state.firedAt ?? now, now, zone));
    case 'quota': return l10n.t('paused because of the quota');
    case 'stale': return l10n.t('waiting for fresh data');
    case 'waiting': return l10n.t('waiting for data');
    case 'paused': return l10n.t('waiting for data');
    default: return l10n.t('armed');
  }
}

export function isSnoozed(state: RuleState, now: number): boolean {
  return state.snoozedUntil !== undefined && state.snoozedUntil > now;
}

const ICONS: Record<string, string> = {
  armed: 'bell', fired: 'bell-dot', waiting: 'watch', stale: 'watch', quota: 'dashboard', paused: 'debug-pause',
};

export function ruleRow(rule: AlertRule, state: RuleState, now: number, zone: ShownZone = currentTimeZone()): AlertRow {
  const status = statusText(rule, state, now, zone);
  // a floor in the currency the data said ("Floor price 8.96 ETH"); a line given without one is in
  // the collection's currency, which is that one
  const currency = state.currency ?? rule.currency;
  const shown = rule.currency || !state.currency ? rule : { ...rule, currency: state.currency };
  const value = state.lastValue !== undefined ? `${METRIC_INFO[rule.metric].label} ${formatMetric(rule.metric, state.lastValue, currency)}` : undefined;
  const checked = state.checkedAt ? l10n.t('checked {0}', shortTime(state.checkedAt, now, zone)) : l10n.t('not checked yet');
  // a default name says the figure and the line; a name of the person's own may not
  const line = isDefaultName(rule) ? undefined : shortRule(shown);
  const sentence = describeRule(shown);
  return {
    id: `alerts/rule/${rule.id}`,
    label: labelText(rule.name),
    description: labelText([status, value, line].filter(Boolean).join(' · ')),
    tooltip: joinMarkdown([
      markdown`**${rule.name}**`,
      rule.name !== sentence && markdownText(sentence),
      state.note ? tMarkdown(l10n.t('State: {0} — {1}'), status, state.note) : tMarkdown(l10n.t('State: {0}'), status),
      tMarkdown(l10n.t('{0}; cool-down {1} min'), value ? `${value}, ${checked}` : checked, rule.cooldownMinutes),
      isSnoozed(state, now) && tMarkdown(l10n.t('Snoozed until {0}: it does not notify before.'), shortTime(state.snoozedUntil!, now, zone)),
    ], '  \n'),
    icon: rule.paused ? ICONS.paused! : isSnoozed(state, now) ? 'bell-slash' : ICONS[state.status] ?? 'bell',
    contextValue: rule.paused ? 'alertRule paused' : isSnoozed(state, now) ? 'alertRule active snoozed' : 'alertRule active',
    ruleId: rule.id,
  };
}

export function historyRow(f: Fired, now: number, i: number, zone: ShownZone = currentTimeZone()): AlertRow {
  const at = formatMoment(f.at, zone);
  return {
    id: `alerts/history/${f.ruleId}/${f.at}/${i}`,
    label: labelText(f.message),
    description: f.demo ? tLabel(l10n.t('{0} · demo data'), shortTime(f.at, now, zone)) : labelText(shortTime(f.at, now, zone)),
    tooltip: joinMarkdown([markdownText(f.message), f.demo ? tMarkdown(l10n.t('Fired {0} from demo data'), at) : tMarkdown(l10n.t('Fired {0}'), at)], '  \n'),
    icon: 'history',
    contextValue: 'alertFired',
    fired: f,
  };
}

/** The fired alerts by subject: the subject that fired last first, each one's newest first. */
export function historyGroups(history: readonly Fired[], now: number, zone: ShownZone = currentTimeZone()): AlertRow[] {
  const groups = new Map<string, { subject: Fired['subject']; fired: Fired[] }>();
  for (const f of [...history].reverse()) {
    const key = `${f.subject.kind}:${f.subject.id}`;
    const group = groups.get(key) ?? { subject: f.subject, fired: [] };
    group.fired.push(f);
    groups.set(key, group);
  }
  return [...groups.entries()].map(([key, g]) => ({
    id: `alerts/history/${key}`,
    label: labelText(g.subject.title),
    description: tLabel(l10n.t('{0} fired · last {1}'), g.fired.length, shortTime(g.fired[0]!.at, now, zone)),
    tooltip: tMarkdown(l10n.t('Alerts fired on **{0}**: {1}'), g.subject.title, g.fired.length),
    icon: 'folder',
    contextValue: 'alertHistorySubject',
    children: g.fired.map((f, i) => historyRow(f, now, i, zone)),
  }));
}

/** The view's rows, their times in `zone` (by default the one the host shows times in). */
export function alertRows(rules: readonly AlertRule[], states: Readonly<Record<string, RuleState>>, history: readonly Fired[], info: readonly string[], now: number, initial: (id: string) => RuleState, zone: ShownZone = currentTimeZone()): AlertRow[] {
  const rows: AlertRow[] = info.map((text, i) => ({ id: `alerts/info/${i}`, label: labelText(text), icon: 'info', tooltip: markdownText(text) }));
  rows.push(...rules.map((r) => ruleRow(r, states[r.id] ?? initial(r.id), now, zone)));
  if (history.length) {
    rows.push({
      id: 'alerts/history',
      label: tLabel(l10n.t('Fired alerts ({0})'), history.length),
      icon: 'history',
      contextValue: 'alertHistory',
      children: historyGroups(history, now, zone),
    });
  }
  return rows;
}
