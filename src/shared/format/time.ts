// Relative time for "updated 5 min ago" and post ages.
import * as l10n from './l10n';
import { intlZone, notesZone, shownZone } from './zone';
import type { ShownZone, TimeZoneChoice, ZoneName } from './zone';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** `thenMs` and `nowMs` in milliseconds since the epoch: "just now", "5 min ago", "in 2 h", "in a moment". */
export function formatRelative(thenMs: number | undefined, nowMs: number): string {
  if (typeof thenMs !== 'number' || !Number.isFinite(thenMs)) return l10n.t('at an unknown time');
  const diff = nowMs - thenMs;
  const abs = Math.abs(diff);
  if (abs < 45_000) return diff >= 0 ? l10n.t('just now') : l10n.t('in a moment');
  const span = spanWords(abs);
  return diff >= 0 ? l10n.t('{0} ago', span) : l10n.t('in {0}', span);
}

/** How far apart the service's clock and this machine's may be before a time ahead is said as it is. */
const CLOCK_SKEW_MS = 10 * MINUTE;

/**
 * How long ago something happened (a post written, an answer generated or received): a time a
 * little ahead of now, which a clock a little off (the service's or this machine's) gives, is "just
 * now"; one further ahead is said as it is ("in 3 days"), so a wrong time shows.
 */
export function formatAge(thenMs: number | undefined, nowMs: number): string {
  return typeof thenMs === 'number' && thenMs > nowMs && thenMs - nowMs <= CLOCK_SKEW_MS ? l10n.t('just now') : formatRelative(thenMs, nowMs);
}

/**
 * "5 min", "1 h", "3 days": each unit's count is rounded before the unit is chosen, so 59.5 min
 * reads "1 h", not "60 min", and 23.5 h "1 day".
 */
function spanWords(abs: number): string {
  const minutes = Math.max(1, Math.round(abs / MINUTE));
  if (minutes < 60) return l10n.t('{0} min', minutes);
  const hours = Math.round(abs / HOUR);
  if (hours < 24) return l10n.t('{0} h', hours);
  const days = Math.round(abs / DAY);
  if (days < 60) return count(days, l10n.t('1 day'), l10n.t('{0} days'));
  const months = Math.round(abs / (30 * DAY));
  if (months < 24) return count(months, l10n.t('1 month'), l10n.t('{0} months'));
  return count(Math.max(2, Math.round(abs / (365 * DAY))), l10n.t('1 year'), l10n.t('{0} years'));
}

/** `one` for 1, else `many` with {0} filled in (both from the l10n bundle). */
function count(n: number, one: string, many: string): string {
  return n === 1 ? one : many.replace('{0}', String(n));
}

/** Unix seconds (as the service sends them) to milliseconds; undefined stays undefined. */
export function secondsToMs(seconds: number | undefined): number | undefined {
  return typeof seconds === 'number' && Number.isFinite(seconds) ? seconds * 1000 : undefined;
}

// on globalThis, as the l10n bundle: features loaded on first use are bundles of their own
const zoneSlot = Symbol.for('socialPulse.timeZone');
const listenersSlot = Symbol.for('socialPulse.timeZone.listeners');
const zoneHolder = globalThis as { [zoneSlot]?: { shown: ShownZone; notes?: ZoneName }; [listenersSlot]?: Set<(zone: ShownZone) => void> };

/**
 * The zone times are shown in. Set from `socialPulse.timeZone` by the host (where 'local' is
 * read: the host's machine), and from the zone the host resolved, in the panel's `init`, in a webview.
 * Another zone than before is told to the listeners (onDidChangeShownZone).
 */
export function useTimeZone(choice: TimeZoneChoice | undefined): void {
  const before = zoneHolder[zoneSlot]?.shown;
  const shown = shownZone(choice ?? 'utc');
  zoneHolder[zoneSlot] = { ...zoneHolder[zoneSlot], shown };
  if (before !== undefined && before !== shown) for (const listener of [...(zoneHolder[listenersSlot] ?? [])]) listener(shown);
}

/**
 * Called after the zone times are shown in changed: what shows times it wrote before (a view's
 * rows, a tooltip) writes them again. Kept beside the zone, so every bundle's listeners are told.
 */
export function onDidChangeShownZone(listener: (zone: ShownZone) => void): { dispose(): void } {
  const listeners = (zoneHolder[listenersSlot] ??= new Set());
  const own = (zone: ShownZone): void => listener(zone);
  listeners.add(own);
  return { dispose: () => listeners.delete(own) };
}

/**
 * The zone whose calendar day notes follow, set by the host from `socialPulse.timeZone` in the
 * user settings only: a workspace's value may change the zone times are shown in, not the note an
 * alert is added to.
 */
export function useNotesZone(choice: TimeZoneChoice | undefined): void {
  zoneHolder[zoneSlot] = { shown: currentTimeZone(), notes: notesZone(choice ?? 'utc') };
}

/** The zone times are shown in. */
export function currentTimeZone(): ShownZone {
  return zoneHolder[zoneSlot]?.shown ?? 'utc';
}

/** The zone whose calendar day notes follow (see notesZone): undefined, the host machine's own. */
export function currentNotesZone(): ZoneName | undefined {
  return zoneHolder[zoneSlot]?.notes;
}

/** The furthest a Date reaches from the epoch, in milliseconds (100,000,000 days either way): Intl throws on a time beyond it. */
export const MAX_DATE_MS = 8.64e15;

/** A time in milliseconds a date can be written for; NaN and the infinities are none. Every formatter of a time from outside asks this first: Intl and toISOString throw on any other. */
export const isDateMs = (ms: number | undefined): ms is number => typeof ms === 'number' && Math.abs(ms) <= MAX_DATE_MS;

/** "2026-11-22T15:05:00.000Z", or undefined for a time no date has (NaN; 1e20 s from a misbehaving service), on which toISOString throws. */
export function isoTime(ms: number | undefined): string | undefined {
  return isDateMs(ms) ? new Date(ms).toISOString() : undefined;
}

// Intl formatters are made on first use (the first costs milliseconds), one per zone and style
const clocks = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(key: string, zone: ShownZone, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const k = `${zone}|${key}`;
  let f = clocks.get(k);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { ...options, timeZone: intlZone(zone) });
    clocks.set(k, f);
  }
  return f;
}

/** The zone's short name at `ms`: "UTC", or the named one's ("CET", "GMT+2"). */
export function zoneName(ms: number, zone: ShownZone = currentTimeZone()): string {
  if (zone === 'utc') return 'UTC';
  const part = dateTimeFormat('zone', zone, { timeZoneName: 'short' }).formatToParts(ms).find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

/** "Nov 22, 2026, 5:32 PM UTC": a moment with its date and zone. */
export function formatMoment(ms: number | undefined, zone: ShownZone = currentTimeZone()): string {
  if (!isDateMs(ms)) return '—';
  return `${dateTimeFormat('moment', zone, { dateStyle: 'medium', timeStyle: 'short' }).format(ms)} ${zoneName(ms, zone)}`;
}

/** "17:32 UTC": a time of day with its zone (the day is said elsewhere). */
export function formatClock(ms: number | undefined, zone: ShownZone = currentTimeZone()): string {
  if (!isDateMs(ms)) return '—';
  return `${dateTimeFormat('clock', zone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(ms)} ${zoneName(ms, zone)}`;
}

/**
 * "2026-11-22 15:05 GMT+1": a moment in text that is kept or compared (a note, a saved notebook, a
 * table cell), written the same in every locale, in the zone times are shown in, which it names.
 */
export function formatStamp(ms: number | undefined, zone: ShownZone = currentTimeZone()): string {
  if (!isDateMs(ms)) return '—';
  const parts = dateTimeFormat('stamp', zone, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(ms);
  const get = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')} ${zoneName(ms, zone)}`;
}

/** An error's `reason`, and when `retryAt` is still ahead, when it should work again, in the zone shown: how every surface says a wait (shared/queries/errorWords). */
export function withRetryTime(reason: string, retryAt: number | undefined, now = Date.now(), zone: ShownZone = currentTimeZone()): string {
  if (retryAt === undefined || retryAt <= now) return reason;
  return `${reason} ${l10n.t('It should work again after {0}.', formatClock(retryAt, zone))}`;
}

/** "2026-11-25 17:32 CET" in an IANA zone (the process's own when absent): how a note dates a line, the same in every locale; — for a time no date has. */
export function noteStamp(ms: number, timeZone?: string): string {
  const p = noteParts(ms, timeZone);
  return p ? `${p.day} ${p.hour}:${p.minute} ${p.zone}` : '—';
}

/** "17:32 CET" in an IANA zone (the process's own when absent); — for a time no date has. */
export function noteClock(ms: number, timeZone?: string): string {
  const p = noteParts(ms, timeZone);
  return p ? `${p.hour}:${p.minute} ${p.zone}` : '—';
}

function noteParts(ms: number, timeZone: string | undefined): { day: string; hour: string; minute: string; zone: string } | undefined {
  if (!isDateMs(ms)) return undefined;
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'short',
  }).formatToParts(ms);
  const get = (type: string): string => parts.find((p) => p.type === type)?.value ?? '';
  return { day: `${get('year')}-${get('month')}-${get('day')}`, hour: get('hour'), minute: get('minute'), zone: get('timeZoneName') };
}
