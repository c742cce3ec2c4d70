// Which subjects lead a figure side by side (the Compare panel and its copies, the chat's compare
// tool): only a figure that ranks subjects has leaders (the catalogue's `comparable`), the lower
// value wins where the catalogue says lower is better (a rank), and values written the same tie. Pure.
import { figure, type FigureId } from './catalogue';
import { formatFigure } from './format';

export interface LeaderRule {
  comparable: boolean;
  lowerWins?: boolean;
  figure: FigureId;
}

/** The catalogue's rule for `id`. */
export function leaderRule(id: FigureId): LeaderRule {
  const def = figure(id);
  return { comparable: def.comparable, ...(def.better === 'lower' ? { lowerWins: true } : {}), figure: id };
}

/**
 * The best values of a row, as a person reads them: those written the same as the best are tied
 * (`written`: as the panel rounds them by default; a copy writing exact values ties only equals).
 * A lone value leads nothing.
 */
export function leadersOf(rule: LeaderRule, values: readonly (number | undefined)[],
  written: (figure: FigureId, v: number) => string = formatFigure): number[] {
  if (!rule.comparable) return [];
  const known = values.flatMap((v, i) => (v === undefined ? [] : [{ v, i }]));
  if (known.length < 2) return [];
  const best = known.reduce((a, b) => ((rule.lowerWins ? b.v < a.v : b.v > a.v) ? b : a)).v;
  const shown = written(rule.figure, best);
  return known.filter(({ v }) => written(rule.figure, v) === shown).map(({ i }) => i);
}
