// Which way a percent change points, as it is shown: a change that shows as "0.00%" is flat, with
// no arrow and no colour, whichever side of zero its unrounded value lies.
import { formatPercent } from './numbers';

export type ShownDirection = 'up' | 'down' | 'flat';

/** `percent` is already a percentage (2.5 means 2.5 %); undefined when there is none to show. */
export function shownDirection(percent: number | undefined): ShownDirection | undefined {
  if (percent === undefined || !Number.isFinite(percent)) return undefined;
  // rounded as formatPercent shows a change: no digit but zeros reads as no change
  if (!/[1-9]/.test(formatPercent(percent, true))) return 'flat';
  return percent > 0 ? 'up' : 'down';
}
