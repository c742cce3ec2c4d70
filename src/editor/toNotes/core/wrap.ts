// A report as a block for a note: a dated heading, the report, and where it came from. The
// heading is dated in the zone times are shown in, which it names (the note reads the same
// wherever it is opened later); its title is service text, escaped where it would act; a
// markdown report is neutralised (safeMarkdown.ts) and its headings sit below the dated one; JSON
// and CSV go into a fenced code block.
import type { ReportFormat } from '../../../service/api/types';
import * as l10n from '../../../shared/format/l10n';
import { mdInline } from '../../../shared/format/markdown';
import { currentTimeZone, formatStamp } from '../../../shared/format/time';
import type { ShownZone } from '../../../shared/format/zone';
import { noteBesideText, type ReportOrigin } from '../../../shared/protocol/report';
import { fencesAtMargin, splitLines } from '../../../shared/render/fences';
import { shiftHeadings } from './headings';
import { reportMarker } from './marker';
import type { ItemRef } from '../../../shared/items';
import { safeMarkdown } from '../../../shared/render/safeMarkdown';

export interface Wrappable {
  title: string;
  format: ReportFormat;
  text: string;
  sourceUrl: string;
  origin: ReportOrigin;
  note?: string;
}

/** The dated heading's level; the report's own headings start one below it. */
const HEADING_LEVEL = 2;

/** Query parameters that could carry a credential are dropped from a source address. */
const CREDENTIAL_PARAM = /key|token|secret|auth|bearer|pass|sig/i;

/**
 * A line of service text for the note: escaped where markdown would act (mdInline), then guarded
 * as the report is, since VS Code's linkify can take the backslash of an escape after an address.
 */
function noteLine(line: string): string {
  return safeMarkdown(line);
}

/** The heading a block for a note starts with (a report's, a notebook's), guarded as a line of service text. */
export function datedHeading(words: string): string {
  return noteLine(`${'#'.repeat(HEADING_LEVEL)} ${words}`);
}

/** "## Bitcoin — Social Pulse report, 2026-11-22 15:05 GMT+1", in `zone` (by default the one times are shown in). */
export function reportHeading(title: string, ms: number, zone: ShownZone = currentTimeZone()): string {
  // the title is escaped before it is placed, and the whole line is guarded after
  return datedHeading(l10n.t('{0} — Social Pulse report, {1}', mdInline(title) || l10n.t('Report'), formatStamp(ms, zone)));
}

/** The http(s) address without user, password, fragment or credential-like parameters. */
export function cleanSourceUrl(address: string): string | undefined {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  url.username = '';
  url.password = '';
  url.hash = '';
  for (const name of [...url.searchParams.keys()]) if (CREDENTIAL_PARAM.test(name)) url.searchParams.delete(name);
  return url.href;
}

/** A fenced code block whose fence is longer than any backtick run in the text. */
export function fence(text: string, info: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const marks = '`'.repeat(Math.max(3, longest + 1));
  return `${marks}${info}\n${text.replace(/\s+$/, '')}\n${marks}`;
}

/**
 * Markdown of the service (a report, a notebook's answer) for a note, under a heading of level
 * `under` (by default the dated one): its headings sit below that one. A fence in a list or quote ends with its container, which a line
 * scan cannot follow, so one could be left open and take in the note after it: such a text goes
 * whole into a code block of its own, which nothing in it can close.
 */
export function markdownUnderHeading(text: string, under = HEADING_LEVEL): string {
  const safe = safeMarkdown(text.trim());
  const lines = splitLines(safe);
  return fencesAtMargin(lines) ? shiftHeadings(lines, Math.min(6, under + 1)).join('\n') : fence(safe, 'markdown');
}

/**
 * `subject`: what the report is on, written under the heading as a marker (marker.ts) the note can
 * fetch again by. `zone`: the zone the heading is dated in (by default the one times are shown in).
 */
export function reportBlock(r: Wrappable, ms: number, demo = false, subject?: ItemRef, zone: ShownZone = currentTimeZone()): string {
  const marker = subject && reportMarker(subject);
  const heading = reportHeading(r.title, ms, zone);
  const parts = [marker ? `${heading}\n${marker}` : heading];
  const note = noteBesideText(r);
  if (note) parts.push(noteLine(`*${mdInline(note)}*`));
  parts.push(r.format === 'markdown' ? markdownUnderHeading(r.text) : fence(r.text, r.format));
  // the demo's address is a port on this machine, which means nothing in a note read later
  const source = demo ? undefined : cleanSourceUrl(r.sourceUrl);
  parts.push(demo ? l10n.t('Source: the Social Pulse emulator (demo data)') : source ? l10n.t('Source: {0}', `<${source}>`) : l10n.t('Source: unknown'));
  return `${parts.join('\n\n')}\n`;
}
