// A fired alert as a line of today's note: under a dated `## Social Pulse alerts — 2026-11-26`
// section (appended to, never replaced: each alert adds a line), the time with its zone and the alert's words.
// The words hold service text (a subject's title): written as text (mdInline), then through the
// notes guard as every report is. Pure.
import { withDemoMark } from '../../shared/format/demoMark';
import { mdInline } from '../../shared/format/markdown';
import { noteClock } from '../../shared/format/time';
import { safeMarkdown } from '../../shared/render/safeMarkdown';
import { dayIn, type DatedSection } from '../../editor/toNotes/dailyNote';
import type { Fired } from './core/evaluate';

export const ALERTS_SECTION_TITLE = 'Social Pulse alerts';

/**
 * The day's section with the fired alert's line, in `timeZone`: the notes' zone (see notesZone; the
 * process's own when absent). An alert whose time no date holds (an imported history) goes into the
 * note of `now`, the one the person asked for, its time written —.
 */
export function firedSection(f: Pick<Fired, 'at' | 'message' | 'demo'>, timeZone?: string, now = Date.now()): DatedSection {
  return { title: ALERTS_SECTION_TITLE, day: dayIn(f.at, timeZone, now), body: safeMarkdown(`- ${noteClock(f.at, timeZone)} ${mdInline(withDemoMark(f.message, f.demo))}`) };
}
