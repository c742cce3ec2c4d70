// The rule editor's steps for a series condition (unusual activity, divergence, a sentiment turn):
// each number (k and the window; x, y and the window; the level or the points) in an input box,
// while a backtest panel beside shows where the rule would have fired over the last 30 days and
// how many times. Typing replays the rule at once (the series is loaded once); a number changed
// in the panel comes back into the box. Escape cancels and changes nothing.
import * as vscode from 'vscode';
import * as l10n from '../../shared/format/l10n';
import { parseTypedNumber, readTypedNumber } from '../../shared/format/typedNumber';
import { tPick } from '../../editor/sinks/neutral';
import { showPick } from '../../editor/sinks/pick';
import type { Backtests } from './backtestOpen';
import { paramsOf, withParams } from './backtestParams';
import type { AlertRule, Condition, Direction, SeriesCondition } from './core/model';
import { UNUSUAL_WINDOW_DAYS } from './core/model';

export type SeriesKind = SeriesCondition['kind'];

/** Where a new condition of each kind starts (the grammar's defaults). */
export function defaultCondition(kind: SeriesKind): SeriesCondition {
  switch (kind) {
    case 'unusual': return { kind, k: 3, windowDays: UNUSUAL_WINDOW_DAYS.default, bucket: 'hour' };
    case 'diverges': return { kind, risePercent: 50, pricePercent: 2, windowHours: 24 };
    case 'sentimentCrosses': return { kind, level: 50, direction: 'either' };
    case 'sentimentDrops': return { kind, points: 10, windowHours: 24 };
  }
}

/** The input boxes a kind asks (its numbers; a sentiment level asks its direction first). */
export function seriesSteps(kind: SeriesKind): number {
  return paramsOf(defaultCondition(kind)).length + (kind === 'sentimentCrosses' ? 1 : 0);
}

export interface SeriesPromptDeps {
  backtests: Backtests;
  /** The rule being written, with `condition`. */
  draft(condition: Condition): AlertRule;
  /** Why the condition cannot be saved (bounds, the subject's kind), or undefined. */
  problem(condition: Condition): string | undefined;
  /** The title of the next step ("Add Alert: Solana (4/8)"). */
  title(): string;
}

async function askDirection(title: string, start: Direction): Promise<Direction | undefined> {
  const items = [
    { label: tPick(l10n.t('Either way')), direction: 'either' as const },
    { label: tPick(l10n.t('Turns up through the level')), direction: 'up' as const },
    { label: tPick(l10n.t('Turns down through the level')), direction: 'down' as const },
  ];
  const chosen = await showPick(items.map((i) => ({ ...i, picked: i.direction === start })), { title, placeHolder: l10n.t('Which way'), ignoreFocusOut: true });
  return chosen?.direction;
}

/** One number, with the backtest following what is typed; undefined when the person cancels. */
function askNumber(deps: SeriesPromptDeps, panel: ReturnType<Backtests['open']>, condition: Condition, index: number): Promise<Condition | undefined> {
  const param = paramsOf(condition)[index]!;
  let current = condition;
  const box = vscode.window.createInputBox();
  box.title = deps.title();
  box.prompt = l10n.t('{0}, {1} to {2}. The backtest beside shows where the rule would have fired; its count follows what you type.', param.label, param.min, param.max);
  box.value = String(param.value);
  box.ignoreFocusOut = true;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (value: Condition | undefined): void => {
      if (settled) return;
      settled = true;
      subs.forEach((s) => s.dispose());
      box.dispose();
      resolve(value);
    };
    const read = (text: string): Condition | string => {
      const n = readTypedNumber(text);
      if (typeof n === 'string') return n;
      const next = withParams(current, { [param.id]: n.value });
      return deps.problem(next) ?? next;
    };
    const subs = [
      box.onDidChangeValue((text) => {
        const next = read(text);
        box.validationMessage = typeof next === 'string' ? next : undefined;
        if (typeof next !== 'string') {
          current = next;
          panel.setRule(deps.draft(next));
        }
      }),
      // a number changed in the panel: its value comes into the box (the others are kept for their steps)
      panel.onDidChangeRule((rule) => {
        current = rule.condition;
        const value = paramsOf(rule.condition)[index]?.value;
        if (value !== undefined && parseTypedNumber(box.value) !== value) box.value = String(value);
      }),
      box.onDidAccept(() => {
        const next = read(box.value);
        if (typeof next === 'string') box.validationMessage = next;
        else finish(next);
      }),
      box.onDidHide(() => finish(undefined)),
    ];
    box.show();
  });
}

/** The condition of `kind`, number by number beside its backtest; undefined when cancelled. */
export async function askSeriesCondition(kind: SeriesKind, start: Condition | undefined, deps: SeriesPromptDeps): Promise<Condition | undefined> {
  let condition: Condition = start?.kind === kind ? start : defaultCondition(kind);
  if (condition.kind === 'sentimentCrosses') {
    const direction = await askDirection(deps.title(), condition.direction);
    if (!direction) return undefined;
    condition = { ...condition, direction };
  }
  // the panel opens beside and leaves the focus in the input box
  const panel = deps.backtests.open(deps.draft(condition), { preserveFocus: true });
  for (let i = 0; i < paramsOf(condition).length; i++) {
    const next = await askNumber(deps, panel, condition, i);
    if (!next) return undefined;
    condition = next;
  }
  return condition;
}
