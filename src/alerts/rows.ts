// The Alerts view as plain rows: the budget line, one row per rule with its state, and the
// history of fired alerts. Rule names and fired messages hold service text (a subject's title):
// labels and descriptions are LabelText, tooltips MarkdownText, made by the sinks' neutralisers.
// Pure (the provider in view.ts renders them), so tested in Node.
import type { LabelText, MarkdownText } from '../sinks/neutral';
import { joinMarkdown, label, labelText, markdown, markdownText } from '../sinks/neutral';
import type { Fired, RuleState } from './evaluate';
import type { AlertRule } from './model';
import { describeRule, formatMetric, METRIC_INFO } from './model';

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

function hhmm(ms: number, now: number): string {
  const d = new Date(ms);
  const time = d.toISOString().slice(11, 16);
  return now - ms < 20 * 3_600_000 ? `${time} UTC` : `${d.toISOString().slice(0, 10)} ${time} UTC`;
}

/** "armed", "fired at 14:05 UTC", "snoozed until 15:05 UTC", "waiting for data", "paused because of the quota", "paused". */
export function statusText(rule: AlertRule, state: RuleState, now: number): string {
  if (rule.paused) return 'paused';
  if (isSnoozed(state, now)) return `snoozed until ${hhmm(state.snoozedUntil!, now)}`;
  switch (state.status) {
    case 'fired': return `fired at ${hhmm(state.firedAt ?? now, now)}`;
    case 'quota': return 'paused because of the quota';
    case 'stale': return 'waiting for fresh data';
    case 'waiting': return 'waiting for data';
    case 'paused': return 'waiting for data';
    default: return 'armed';
  }
}

export function isSnoozed(state: RuleState, now: number): boolean {
  return state.snoozedUntil !== undefined && state.snoozedUntil > now;
}

const ICONS: Record<string, string> = {
  armed: 'bell', fired: 'bell-dot', waiting: 'watch', stale: 'watch', quota: 'dashboard', paused: 'debug-pause',
};

export function ruleRow(rule: AlertRule, state: RuleState, now: number): AlertRow {
  const status = statusText(rule, state, now);
  const value = state.lastValue !== undefined ? `${METRIC_INFO[rule.metric].label} ${formatMetric(rule.metric, state.lastValue)}` : undefined;
  const checked = state.checkedAt ? `checked ${hhmm(state.checkedAt, now)}` : 'not checked yet';
  return {
    id: `alerts/rule/${rule.id}`,
    label: labelText(rule.name),
    description: labelText([status, value].filter(Boolean).join(' · ')),
    tooltip: joinMarkdown([
      markdown`**${rule.name}**`,
      markdownText(describeRule(rule)),
      markdownText(`State: ${status}${state.note ? ` — ${state.note}` : ''}`),
      markdownText(`${value ? `${value}, ` : ''}${checked}; cool-down ${rule.cooldownMinutes} min`),
      isSnoozed(state, now) && markdownText(`Snoozed until ${hhmm(state.snoozedUntil!, now)}: it does not notify before.`),
    ], '  \n'),
    icon: rule.paused ? ICONS.paused! : isSnoozed(state, now) ? 'bell-slash' : ICONS[state.status] ?? 'bell',
    contextValue: rule.paused ? 'alertRule paused' : isSnoozed(state, now) ? 'alertRule active snoozed' : 'alertRule active',
    ruleId: rule.id,
  };
}

export function historyRow(f: Fired, now: number, i: number): AlertRow {
  return {
    id: `alerts/history/${f.ruleId}/${f.at}/${i}`,
    label: labelText(f.message),
    description: labelText(hhmm(f.at, now)),
    tooltip: joinMarkdown([markdownText(f.message), markdownText(`Fired ${new Date(f.at).toISOString()}${f.demo ? ' from demo data' : ''}`)], '  \n'),
    icon: 'history',
    contextValue: 'alertFired',
    fired: f,
  };
}

/** The fired alerts by subject: the subject that fired last first, each one's newest first. */
export function historyGroups(history: readonly Fired[], now: number): AlertRow[] {
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
    description: label`${g.fired.length} fired · last ${hhmm(g.fired[0]!.at, now)}`,
    tooltip: markdown`Alerts fired on **${g.subject.title}**: ${g.fired.length}`,
    icon: 'folder',
    contextValue: 'alertHistorySubject',
    children: g.fired.map((f, i) => historyRow(f, now, i)),
  }));
}

export function alertRows(rules: readonly AlertRule[], states: Readonly<Record<string, RuleState>>, history: readonly Fired[], info: readonly string[], now: number, initial: (id: string) => RuleState): AlertRow[] {
  const rows: AlertRow[] = info.map((text, i) => ({ id: `alerts/info/${i}`, label: labelText(text), icon: 'info', tooltip: markdownText(text) }));
  rows.push(...rules.map((r) => ruleRow(r, states[r.id] ?? initial(r.id), now)));
  if (history.length) {
    rows.push({
      id: 'alerts/history',
      label: label`Fired alerts (${history.length})`,
      icon: 'history',
      contextValue: 'alertHistory',
      children: historyGroups(history, now),
    });
  }
  return rows;
}
