// The reports inserted into a note (src/editor/toNotes/core/wrap.ts), found again: each one's dated
// heading, what it is on, and where a section added under it goes. No `vscode` here.
import * as l10n from '../../../shared/format/l10n';
import { itemKey, type ItemRef } from '../../../shared/items';
import { parseLookup } from '../../../shared/lookup/parse';
import { reportSubject } from '../../../shared/queries/reportSubject';
import { scanBlocks, type ScannedHeading } from '../../../shared/render/blockScan';
import { fencedBlocks, fencedLines } from '../../../shared/render/fences';
import { isMarkerLine, readMarker } from '../../../editor/toNotes/core/marker';

export interface NoteReport {
  /** The line of its dated heading. */
  heading: number;
  /** The line after the block: after its Source line, else after its last written line. */
  end: number;
  /** What it is on, from its marker or, in a block without one, its source's address at the service. */
  subject: ItemRef | undefined;
}

const BLANK = /^[ \t]*$/;
const DATED = /^## (.*)$/;
/** A heading's date as formatStamp writes it, in any zone it names ("UTC", "GMT+1", "GMT-3:30", "PST"). */
const STAMP = '\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} [A-Za-z]{1,5}(?:[+-]\\d{1,2}(?::\\d{2})?)?';
const SERVICE_HOST = /(?:^|\.)lunarcrush\.(?:com|ai)$/i;
const ADDRESS = /<(https?:\/\/[^<>\s]+)>/;

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The template's words around its two slots, in the person's language and in English (a note may outlive a language change). */
function templates(template: string): string[] {
  const own = l10n.t(template, '\u0000', '\u0001');
  return [...new Set([own, template.replace('{0}', '\u0000').replace('{1}', '\u0001')])];
}

/** The dated heading's text as reportHeading (wrap.ts) writes it: any title, then the words and the stamp. */
function datedHeadingText(): RegExp {
  const forms = templates('{0} — Social Pulse report, {1}').map((t) => {
    const [before = '', rest = ''] = t.split('\u0000');
    const [middle = '', after = ''] = rest.split('\u0001');
    return `${escapeRegex(before)}.*${escapeRegex(middle)}${STAMP}${escapeRegex(after)}`;
  });
  return new RegExp(`^(?:${forms.join('|')})$`);
}

/** A Source line as reportBlock writes it, in the person's language or English. */
function isSourceLine(line: string): boolean {
  const fixed = ['Source: the Social Pulse emulator (demo data)', 'Source: unknown'];
  if (fixed.some((words) => line === words || line === l10n.t(words))) return true;
  return templates('Source: {0}').some((t) => {
    const [before = ''] = t.split('\u0000');
    return before.length > 0 && line.startsWith(before);
  });
}

/** The subject of a block without a marker: its Source line's address, when it is the service's. */
function subjectFromSource(line: string): ItemRef | undefined {
  const address = ADDRESS.exec(line)?.[1];
  if (!address) return undefined;
  let host: string;
  try {
    host = new URL(address).hostname;
  } catch {
    return undefined;
  }
  if (!SERVICE_HOST.test(host)) return undefined;
  const read = parseLookup(address, 'topic');
  return 'ref' in read && reportSubject(read.ref) && read.ref.kind !== 'search' ? read.ref : undefined;
}

/**
 * The first line at or after `from` that starts a section of level 2 or higher (a heading outside
 * quotes and lists, as VS Code's preview finds it), or the line count.
 */
function sectionEnd(headings: readonly ScannedHeading[], from: number, lineCount: number): number {
  const next = headings.find((h) => h.topLevel && h.level <= 2 && h.last >= from);
  return next ? Math.max(next.first, from) : lineCount;
}

export function findNoteReports(lines: readonly string[]): NoteReport[] {
  const fenced = fencedLines(lines.length, fencedBlocks(lines));
  const headings = scanBlocks(lines, true).headings;
  const dated = datedHeadingText();
  const found: NoteReport[] = [];
  for (const { first: i, last, level, topLevel } of headings) {
    const heading = i === last && level === 2 && topLevel ? DATED.exec(lines[i]!) : undefined;
    if (!heading) continue;
    const marked = isMarkerLine(lines[i + 1] ?? '');
    if (!marked && !dated.test(heading[1]!)) continue;
    const limit = sectionEnd(headings, i + 1, lines.length);
    let source = -1;
    for (let n = limit - 1; n > i && source < 0; n--) if (!fenced[n] && isSourceLine(lines[n]!)) source = n;
    let end = source >= 0 ? source + 1 : limit;
    while (source < 0 && end > i + 1 && BLANK.test(lines[end - 1]!)) end--;
    const subject = marked ? readMarker(lines[i + 1]!) : source >= 0 ? subjectFromSource(lines[source]!) : undefined;
    found.push({ heading: i, end, subject });
  }
  return found;
}

/**
 * The line where a new section for `reports[index]` goes: after it, and after the sections on the
 * same subject that follow it with only blank lines between, so the note's sections stay in the
 * order they were written.
 */
export function newSectionLine(lines: readonly string[], reports: readonly NoteReport[], index: number): number {
  let current = reports[index]!;
  for (const next of reports.slice(index + 1)) {
    const between = lines.slice(current.end, next.heading);
    const same = current.subject && next.subject && itemKey(current.subject) === itemKey(next.subject);
    if (!same || !between.every((l) => BLANK.test(l))) break;
    current = next;
  }
  return current.end;
}
