// The quick inputs of Add Alert… and Edit: subject (given by the tree item, else picked),
// metric, condition, the line, the window (or a series condition's numbers beside its backtest:
// seriesPrompt.ts), the name and the cool-down, whose prompt says what the rule costs. Each box
// validates as the person types, with the messages of flow.ts. Escape at any step cancels and
// changes nothing.
import * as vscode from 'vscode';
import * as l10n from '../../shared/format/l10n';
import { figure } from '../../shared/figures/catalogue';
import { parseTypedNumber, typedNumberProblem } from '../../shared/format/typedNumber';
import { kindLabel, kindNoun, kindNounPlural, takesAn, type ItemRef } from '../../shared/items';
import { pickItem } from '../../editor/pickers/pickItem';
import type { Services } from '../../editor/services';
import { pickText, tNotice, tPick } from '../../editor/sinks/neutral';
import { showWarning } from '../../editor/sinks/notify';
import { showPick } from '../../editor/sinks/pick';
import type { Backtests } from './backtestOpen';
import type { AddedCost } from './core/cost';
import { paramsOf } from './backtestParams';
import type { RuleInput, RulePrefill } from './core/flow';
import { buildRule, conditionOf, COOLDOWN_MAX_MINUTES, COOLDOWN_RULES, parseWindow, readLevel, suggestedName } from './core/flow';
import type { AlertRule, Condition, ConditionKind, Metric } from './core/model';
import {
  ALERT_KINDS, changesInPoints, newConditionProblem, conditionsFor, conditionValue, DEFAULT_COOLDOWN_MINUTES, formatMetric, METRIC_INFO, metricsFor,
  SERIES_CONDITION_KINDS, windowText,
} from './core/model';
import { conditionLabel } from './core/conditionLabels';
import { shortName } from './shortName';
import { askSeriesCondition, seriesSteps, type SeriesKind } from './seriesPrompt';
import { fetchSnapshot, type Snapshot } from './core/snapshot';

function isSeriesKind(kind: ConditionKind): kind is SeriesKind {
  return (SERIES_CONDITION_KINDS as readonly string[]).includes(kind);
}


/** The steps after the subject's two (what to watch, which one): figure, condition, line, name, cool-down. */
const STEPS_AFTER_SUBJECT = 5;

/** "(5/7)": where a step is in the wizard, counted as far as it is known (a window adds two). */
function step(n: number, total: number): string {
  return `(${n}/${total})`;
}

/** Every kind through the picker of Open Topic, Open Stock, Open Creator…: typed, pasted or picked, checked as typed. */
async function pickSubject(services: Services): Promise<ItemRef | undefined> {
  const total = 2 + STEPS_AFTER_SUBJECT;
  const kind = await showPick(ALERT_KINDS.map((k) => ({ label: pickText(kindLabel(k)), subjectKind: k })), { title: l10n.t('Add Alert: what to watch {0}', step(1, total)), ignoreFocusOut: true });
  if (!kind) return undefined;
  const k = kind.subjectKind;
  const title = takesAn(k) ? l10n.t('Add Alert: pick an {0} {1}', kindNoun(k), step(2, total)) : l10n.t('Add Alert: pick a {0} {1}', kindNoun(k), step(2, total));
  return pickItem(services, k, title);
}

/** The subject's figures now, for the line's prompt, and the currency of a floor; none when they cannot be had. */
async function currentValues(services: Services, ref: ItemRef): Promise<Pick<Snapshot, 'values' | 'currency'>> {
  try {
    const client = await services.connection.client();
    const snap = await fetchSnapshot(client, ref, {});
    return { values: snap.values, currency: snap.currency };
  } catch {
    return { values: {} };
  }
}

/** The line box's prompt: "The line (Price; now $84,559.90)"; a floor's says its currency, never dollars. */
function lineText(metric: Metric, currency: string | undefined, nowText: string): string {
  const label = METRIC_INFO[metric].label;
  if (METRIC_INFO[metric].unit !== 'crypto') return l10n.t('The line ({0}{1})', label, nowText);
  return currency
    ? l10n.t('The line in {0}, the collection\'s own currency ({1}{2})', currency, label, nowText)
    : l10n.t('The line in the collection\'s own currency, not in dollars ({0}{1})', label, nowText);
}

/** A chart's value as the line's starting text: six significant digits are plenty for a line. */
function prefillText(value: number): string {
  return String(Number(value.toPrecision(6)));
}

/**
 * Asks for a rule about `subject` (or one picked), starting from `start` when editing, or from a
 * chart point's metric and value (`prefill`: the metric is not asked again).
 */
export interface PromptEnv {
  /** The backtest panels: a series condition is written beside its backtest. */
  backtests: Backtests;
  /** What the rule adds to each background round (its cost, shown before saving). */
  addedCost(rule: AlertRule): AddedCost;
}

export async function promptRule(services: Services, env: PromptEnv, subject: ItemRef | undefined, start?: RuleInput, prefill?: RulePrefill): Promise<RuleInput | undefined> {
  const ref = subject ?? (await pickSubject(services));
  if (!ref) return undefined;
  // asked now, while the figure and condition are picked: the line's prompt says where it is now
  const now = currentValues(services, ref);
  const metrics = metricsFor(ref.kind);
  if (!metrics.length) {
    void showWarning(tNotice(l10n.t('Alerts watch topics, categories, coins, stocks, NFT collections and creators, not {0}.'), kindNounPlural(ref.kind)));
    return undefined;
  }
  const fromChart = prefill && metrics.includes(prefill.metric) ? prefill : undefined;
  // the subject's title is service text: the titles of the quick inputs show it as typed
  const heading: string = fromChart
    ? tPick(l10n.t('Alert me when… {0}: {1}, {2} on the chart'), ref.title, METRIC_INFO[fromChart.metric].label, formatMetric(fromChart.metric, fromChart.value))
    : start ? tPick(l10n.t('Edit Alert: {0}'), ref.title) : tPick(l10n.t('Add Alert: {0}'), ref.title);
  const skipped = (subject ? 2 : 0) + (fromChart ? 1 : 0);
  let total = 2 + STEPS_AFTER_SUBJECT - skipped;
  let done = subject ? 0 : 2;
  const title = (): string => `${heading} ${step(++done, total)}`;
  let metric: Metric;
  if (fromChart) metric = fromChart.metric;
  else {
    const metricPick = await showPick(
      metrics.map((m) => ({ label: pickText(METRIC_INFO[m].label), detail: pickText(figure(METRIC_INFO[m].figure).definition), metric: m, picked: m === start?.metric })),
      { title: title(), placeHolder: l10n.t('Which figure to watch'), ignoreFocusOut: true },
    );
    if (!metricPick) return undefined;
    metric = metricPick.metric;
  }
  const condPick = await showPick(
    conditionsFor(metric, ref.kind, start?.metric === metric ? start.condition : undefined).map((c) => ({ label: pickText(conditionLabel(c, metric)), condition: c })),
    { title: title(), placeHolder: l10n.t('When {0}…', METRIC_INFO[metric].label), ignoreFocusOut: true },
  );
  if (!condPick) return undefined;
  const condition: ConditionKind = condPick.condition;
  if (condition === 'changesBy') total += 2;
  if (isSeriesKind(condition)) {
    total += seriesSteps(condition) - 1;
    const draftOf = (c: Condition): AlertRule => ({
      id: start?.name ? `draft-edit-${ref.id}` : `draft-${ref.kind}-${ref.id}`, name: shortName({ subject: ref, metric, condition: c }),
      subject: ref, metric, condition: c, cooldownMinutes: DEFAULT_COOLDOWN_MINUTES, paused: false, createdAt: Date.now(),
    });
    // a chart point's sentiment is the level its turn goes through
    const fromPoint: Condition | undefined = fromChart && condition === 'sentimentCrosses' ? { kind: condition, level: fromChart.value, direction: 'either' } : undefined;
    const chosen = await askSeriesCondition(condition, start ? conditionOf(start) : fromPoint, {
      backtests: env.backtests, draft: draftOf, title, problem: (c) => newConditionProblem(metric, c, ref.kind),
    });
    if (!chosen) return undefined;
    const params = Object.fromEntries(paramsOf(chosen).slice(1).map((p) => [p.id, p.value]));
    const direction = chosen.kind === 'sentimentCrosses' ? chosen.direction : undefined;
    const bucket = chosen.kind === 'unusual' ? chosen.bucket : undefined;
    return finishRule(env, { subject: ref, metric, condition, value: conditionValue(chosen), params, direction, bucket }, start, title);
  }
  const known = await now;
  const current = known.values[metric];
  // a floor's line is in the collection's currency: the one the data says, else the one the rule had
  const currency = METRIC_INFO[metric].unit !== 'crypto' ? undefined : known.currency ?? (start?.metric === metric ? start.currency : undefined);
  const nowText = current === undefined ? '' : l10n.t('; now {0}', formatMetric(metric, current, currency));
  const sameKind = start?.condition === condition && start.metric === metric;
  // the chart's value is a line, not a percentage or a top N
  const line = condition === 'above' || condition === 'below' || condition === 'crosses';
  const valueText = await vscode.window.showInputBox({
    title: title(),
    prompt: condition === 'changesBy'
      ? (changesInPoints(metric) ? l10n.t('By how many points ({0}{1})', METRIC_INFO[metric].label, nowText) : l10n.t('By how many percent ({0}{1})', METRIC_INFO[metric].label, nowText))
      : condition === 'entersTop' ? l10n.t('N (rank 1 is the top{0})', nowText) : lineText(metric, currency, nowText),
    value: sameKind ? String(start.value) : fromChart && line ? prefillText(fromChart.value) : undefined,
    ignoreFocusOut: true,
    validateInput: (v) => {
      const level = readLevel(v, metric, condition, currency);
      return typeof level === 'string' ? level : undefined;
    },
  });
  if (valueText === undefined) return undefined;
  // the number, and a floor's currency: the data's, else the one typed with the line ("10 ETH")
  const level = readLevel(valueText, metric, condition, currency);
  if (typeof level === 'string') return undefined;
  const { value, currency: lineCurrency } = level;
  let windowMinutes: number | undefined;
  let direction: RuleInput['direction'];
  if (condition === 'changesBy') {
    const dir = await showPick(
      [{ label: tPick(l10n.t('Either way')), d: 'either' as const }, { label: tPick(l10n.t('Rises')), d: 'up' as const }, { label: tPick(l10n.t('Falls')), d: 'down' as const }],
      { title: title(), placeHolder: l10n.t('Which way'), ignoreFocusOut: true },
    );
    if (!dir) return undefined;
    direction = dir.d;
    const w = await vscode.window.showInputBox({
      title: title(), prompt: l10n.t('Within how long: minutes, or 4h, 1d (at most 7d)'), value: sameKind && start.windowMinutes ? windowText(start.windowMinutes).replace(' ', '') : '60',
      ignoreFocusOut: true,
      validateInput: (v) => {
        const m = parseWindow(v);
        return m === undefined || m > 7 * 1440 ? l10n.t('Type minutes (90), hours (4h) or days (1d), up to 7d.') : undefined;
      },
    });
    if (w === undefined) return undefined;
    windowMinutes = parseWindow(w);
  }
  return finishRule(env, { subject: ref, metric, condition, value, windowMinutes, direction, ...(lineCurrency ? { currency: lineCurrency } : {}) }, start, title);
}

/** "Adds 1 request a round (…)." (the rule's cost, before it is saved) */
function costText(env: PromptEnv, input: RuleInput): string {
  const rule = buildRule(input, Date.now());
  return typeof rule === 'string' ? '' : ` ${env.addedCost(rule).text}`;
}

/** The last two steps, name and cool-down (where the cost is shown), then the whole input. */
async function finishRule(env: PromptEnv, input: RuleInput, start: RuleInput | undefined, title: () => string): Promise<RuleInput | undefined> {
  const name = await vscode.window.showInputBox({
    title: title(), prompt: l10n.t('Name of the alert'), value: suggestedName(input, start), ignoreFocusOut: true,
    validateInput: (v) => (!v.trim() ? l10n.t('Give it a name.') : v.length > 120 ? l10n.t('At most 120 characters.') : undefined),
  });
  if (name === undefined) return undefined;
  const cool = await vscode.window.showInputBox({
    title: title(), prompt: l10n.t('Cool-down after it fires, in minutes (it stays quiet at least this long).{0}', costText(env, input)),
    value: String(start?.cooldownMinutes ?? DEFAULT_COOLDOWN_MINUTES), ignoreFocusOut: true,
    validateInput: (v) => typedNumberProblem(v, COOLDOWN_RULES) ?? ((parseTypedNumber(v) ?? 0) > COOLDOWN_MAX_MINUTES ? l10n.t('At most 7 days (10080).') : undefined),
  });
  if (cool === undefined) return undefined;
  return { ...input, name: name.trim(), cooldownMinutes: parseTypedNumber(cool, COOLDOWN_RULES) };
}
