// Divergence: a social figure rises by at least x% within the window while the price moves up
// by less than y% (or goes down), both measured from the window's first hour to the latest. Pure.
import * as l10n from '../../../shared/format/l10n';
import { percentChange } from '../../../shared/figures/derive';
import { formatFigure } from '../../../shared/figures/format';
import type { Condition } from '../core/model';
import type { Values } from './points';
import { SECONDS, type Verdict } from './verdict';

type Diverges = Extract<Condition, { kind: 'diverges' }>;

const change = (from: number, to: number): number => percentChange(from, to) ?? 0;

export function divergenceVerdict(c: Diverges, social: Values, price: Values): Verdict {
  const last = social[social.length - 1];
  if (!last) return { holds: undefined, note: l10n.t('No value in the series yet.') };
  const [time, value] = last;
  const start = time - c.windowHours * SECONDS.hour;
  const base = social.find(([t]) => t >= start && t < time);
  const priceNow = [...price].reverse().find(([t]) => t <= time);
  const priceBase = base && price.find(([t]) => t >= base[0] && t < time);
  if (!base || !priceNow || !priceBase) return { holds: undefined, value, time, note: l10n.t('Needs the figure and the price at the start of the window.') };
  if (base[1] <= 0 || priceBase[1] === 0) return { holds: false, value, from: base[1], time, note: l10n.t('Nothing to rise from at the start of the window.') };
  const rise = change(base[1], value);
  const move = change(priceBase[1], priceNow[1]);
  return {
    holds: rise >= c.risePercent && move < c.pricePercent,
    value, from: base[1], time,
    // signed, as a change reads everywhere: the social figure's over the window, the price's return over it
    note: l10n.t('moved {0} while the price moved {1}', formatFigure('interactions_change', rise), formatFigure('period_return', move)),
  };
}
