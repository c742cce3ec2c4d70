// Relative time for "updated 5 min ago" and post ages.
import * as l10n from './l10n';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** `thenMs` and `nowMs` in milliseconds since the epoch: "just now", "5 min ago", "in 2 h", "in a moment". */
export function formatRelative(thenMs: number | undefined, nowMs: number): string {
  if (typeof thenMs !== 'number' || !Number.isFinite(thenMs)) return l10n.t('at an unknown time');
  const diff = nowMs - thenMs;
  const abs = Math.abs(diff);
  if (abs < 45_000) return diff >= 0 ? l10n.t('just now') : l10n.t('in a moment');
  let span: string;
  if (abs < HOUR) span = l10n.t('{0} min', Math.max(1, Math.round(abs / MINUTE)));
  else if (abs < DAY) span = l10n.t('{0} h', Math.round(abs / HOUR));
  else if (abs < 60 * DAY) span = count(Math.round(abs / DAY), l10n.t('1 day'), l10n.t('{0} days'));
  else if (abs < 730 * DAY) span = count(Math.round(abs / (30 * DAY)), l10n.t('1 month'), l10n.t('{0} months'));
  else span = count(Math.round(abs / (365 * DAY)), l10n.t('1 year'), l10n.t('{0} years'));
  return diff >= 0 ? l10n.t('{0} ago', span) : l10n.t('in {0}', span);
}

/** `one` for 1, else `many` with {0} filled in (both from the l10n bundle). */
function count(n: number, one: string, many: string): string {
  return n === 1 ? one : many.replace('{0}', String(n));
}

/** Unix seconds (as the service sends them) to milliseconds; undefined stays undefined. */
export function secondsToMs(seconds: number | undefined): number | undefined {
  return typeof seconds === 'number' && Number.isFinite(seconds) ? seconds * 1000 : undefined;
}
