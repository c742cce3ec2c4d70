// The backtest panel's part of the one message protocol: what a rule would have done over the
// last days of the series it needs (the figure's line, the price beside it for a divergence,
// where it would have fired and how often), the parameters the person may adjust, and the one
// request the webview sends when they do. The host replays the rule; the webview only draws.
// Texts here are the host's own words or service text (a subject's title): the webview writes
// them as text. Pure and browser-safe.
import type { FigureId } from '../figures/catalogue';
import * as l10n from '../format/l10n';
import { isObj } from './check';
import type { MetricUnit } from './metrics';

/** A number of the rule the person may adjust: k, the window, x and y, the level, the points. */
export interface BacktestParam {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
}

export interface BacktestLine {
  label: string;
  /** The figure it is: its values read as the catalogue says (#12, 74%). */
  figure: FigureId;
  /** Its axis's unit. */
  unit: MetricUnit;
  /** [unix seconds, value] in time order. */
  points: [number, number][];
  /** The price of a divergence is read on its own axis. */
  axis: 'left' | 'right';
}

export interface BacktestData {
  /** The subject and condition in words ("Solana: Interactions unusual: 3× the usual spread over 7 days"). */
  rule: string;
  lines: BacktestLine[];
  /** [unix seconds, value of the first line] where the rule would have fired. */
  firings: [number, number][];
  /** "Would have fired 4 times in the last 30 days (…)." */
  summary: string;
  days: number;
  params: BacktestParam[];
  /** Why the replay is shorter than asked (the plan gives only the last week). */
  note?: string;
  /** Why nothing could be replayed. */
  problem?: string;
  /** The numbers the host refused from the person's last change (the rule kept its own), and why: said beside their boxes. */
  refused?: { ids: string[]; text: string };
}

/** Why `value`, typed in `p`'s box, is none of its values: out of its bounds, or not whole where it counts in ones. */
export function boundsProblem(p: BacktestParam, value: number): string | undefined {
  const whole = Number.isInteger(p.step);
  if (value >= p.min && value <= p.max && (!whole || Number.isInteger(value))) return undefined;
  return whole
    ? l10n.t('Type a whole number from {0} to {1}.', String(p.min), String(p.max))
    : l10n.t('Type a number from {0} to {1}.', String(p.min), String(p.max));
}

/** The person changed a parameter: the host replays the rule with these values (unknown ids are ignored). */
export interface BacktestParamsMessage {
  type: 'backtestParams';
  values: Record<string, number>;
}

const PARAMS_MAX = 8;

export function isBacktestParamsMessage(v: Record<string, unknown>): v is Record<string, unknown> & BacktestParamsMessage {
  if (v.type !== 'backtestParams' || !isObj(v.values) || Object.keys(v).length !== 2) return false;
  const entries = Object.entries(v.values);
  return entries.length <= PARAMS_MAX && entries.every(([id, n]) => /^\w{1,32}$/.test(id) && typeof n === 'number' && Number.isFinite(n));
}

export function isBacktestData(v: unknown): v is BacktestData {
  return isObj(v) && typeof v.rule === 'string' && Array.isArray(v.lines) && Array.isArray(v.firings)
    && typeof v.summary === 'string' && typeof v.days === 'number' && Array.isArray(v.params);
}
