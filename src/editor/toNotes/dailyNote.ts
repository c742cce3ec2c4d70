// Today's note, as text: the day in the person's time zone, the note's path from a pattern such
// as `journal/${year}-${month}-${day}.md` (Foam's default), the heading a new note starts with,
// and the edit that puts a dated section (`## Social Pulse digest — 2026-11-25`) into a note:
// appended at its end, never inside a code fence, or replacing that day's section when it is
// there already. Pure: the digest and the alerts write with it (dailyNoteWrite.ts applies the edit,
// dailyNotePath.ts checks the path on disk).
import * as l10n from '../../shared/format/l10n';
import { isDateMs } from '../../shared/format/time';
import { fencedBlocks, fencedLines } from '../../shared/render/fences';

export interface Day {
  year: number;
  /** 1-12 */
  month: number;
  /** 1-31 */
  day: number;
}

/** Foam's daily note without a template: `journal/YYYY-MM-DD.md` (Foam 0.47 on). */
export const FOAM_DAILY_PATTERN = 'journal/${year}-${month}-${day}.md';

const two = (n: number): string => String(n).padStart(2, '0');

/** "2026-11-25" */
export function isoDay(d: Day): string {
  return `${d.year}-${two(d.month)}-${two(d.day)}`;
}

/**
 * The calendar day at `ms` in `timeZone` (an IANA name; the process's own zone when absent). A
 * time no date holds (NaN, an alert imported with 1e20 s), on which Intl throws, gives the day at
 * `orElse`: today unless said.
 */
export function dayIn(ms: number, timeZone?: string, orElse: number = Date.now()): Day {
  const at = isDateMs(ms) ? ms : isDateMs(orElse) ? orElse : Date.now();
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(at);
  const part = (type: string): number => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

const VARIABLE = /\$\{([^}]*)\}/g;
const VALUES: Readonly<Record<string, (d: Day) => string>> = {
  year: (d) => String(d.year),
  month: (d) => two(d.month),
  day: (d) => two(d.day),
};

/**
 * Why a pattern cannot name a note inside the workspace folder, or undefined when it can: a
 * relative path of `.md` file, no `..` segment, only the variables `${year}`, `${month}`, `${day}`.
 * The path on disk is checked again when written (symlinks: dailyNotePath.ts).
 */
export function patternProblem(pattern: string): string | undefined {
  const p = pattern.trim();
  if (!p) return l10n.t('it is empty');
  if (/^([/\\]|[A-Za-z]:|~)/.test(p)) return l10n.t('it is not a path inside the workspace folder (absolute paths are refused)');
  if (/[\u0000-\u001F]/.test(p)) return l10n.t('it holds control characters');
  for (const m of p.matchAll(VARIABLE)) if (!Object.hasOwn(VALUES, m[1]!)) return l10n.t('{0} is not one of ${year}, ${month}, ${day}', `\${${m[1]!}}`);
  if (p.split(/[/\\]/).some((segment) => segment === '..')) return l10n.t('it leaves the workspace folder (`..`)');
  if (!/\.md$/i.test(p)) return l10n.t('only markdown notes (.md) are written');
  return undefined;
}

/** The note's path (relative, `/`-separated) for `day`; check `patternProblem` first. */
export function expandPattern(pattern: string, day: Day): string {
  return pattern.trim().replace(VARIABLE, (_m, name: string) => (Object.hasOwn(VALUES, name) ? VALUES[name]!(day) : '')).replace(/\\/g, '/')
    .split('/').filter((s) => s !== '' && s !== '.').join('/');
}

/** The heading a new daily note starts with, as Foam's default daily note does: `# 2026-11-25`. */
export function dailyNoteHeading(day: Day): string {
  return `# ${isoDay(day)}`;
}

/** `## Social Pulse digest — 2026-11-25`: `title` is ours, never service text. */
export function sectionHeading(title: string, day: Day): string {
  return `## ${title} — ${isoDay(day)}`;
}

/** Replace `[start, end)` of the note's text with `text` (offsets in the text as read). */
export interface NoteEdit {
  start: number;
  end: number;
  text: string;
}

/**
 * 'replace': the day's section, if there, is replaced by `body` (a second digest of a day replaces
 * the first); 'append': `body` goes at the end of the day's section (a fired alert adds a line).
 * Either way a missing section is added at the end of the note.
 */
export type SectionMode = 'replace' | 'append';

export interface DatedSection {
  /** Our own words, e.g. 'Social Pulse digest'. */
  title: string;
  day: Day;
  /** Markdown already through the notes guard (safeMarkdown), fences closed; no heading of level 1 or 2. */
  body: string;
}

const ATX = /^ {0,3}(#{1,6})(?:[ \t]|$)/;

interface Line {
  text: string;
  start: number;
  /** Offset just after the line's text (before its break). */
  end: number;
}

function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let from = 0;
  for (const m of text.matchAll(/\r\n?|\n/g)) {
    lines.push({ text: text.slice(from, m.index), start: from, end: m.index });
    from = m.index + m[0].length;
  }
  lines.push({ text: text.slice(from), start: from, end: text.length });
  return lines;
}

/** The note's own line break, so an edit keeps its style. */
function breakOf(text: string): string {
  return /\r\n/.exec(text)?.[0] ?? '\n';
}

/** The whole text of a new note holding only the section. */
export function newNoteText(section: DatedSection): string {
  return `${dailyNoteHeading(section.day)}\n\n${sectionBlock(section)}`;
}

/**
 * Where a section written here ends: what the person types below it is theirs, and a later
 * replace stops here. An HTML comment, so a preview or a forge does not show it.
 */
export const SECTION_END = '<!-- end of the Social Pulse section -->';

function sectionBlock(s: DatedSection): string {
  return `${sectionHeading(s.title, s.day)}\n\n${s.body.replace(/\r\n?/g, '\n').trim()}\n\n${SECTION_END}\n`;
}

/**
 * The edit that puts `section` into `note` (its whole text). The day's section is its heading
 * line (outside code fences) down to its end comment (SECTION_END). Replacing rewrites exactly
 * that; a section without its end comment (written by hand, or its comment deleted) may hold the
 * person's words, so the new one goes after it instead. A note ending inside an open fence gets
 * the section before that fence, so the fence never swallows it.
 */
export function datedSectionEdit(note: string, section: DatedSection, mode: SectionMode): NoteEdit {
  const nl = breakOf(note);
  const lines = linesOf(note);
  const blocks = fencedBlocks(lines.map((l) => l.text));
  const fenced = fencedLines(lines.length, blocks);
  const heading = sectionHeading(section.title, section.day);
  const open = blocks.find((b) => b.close === undefined);
  const withBreaks = (s: string): string => s.replace(/\n/g, nl);
  const body = section.body.replace(/\r\n?/g, '\n').trim();
  /** The section's last line of text: before its end comment, or its last non-blank line before the next heading. */
  const lastLine = (at: number, before: number): number => {
    let last = before - 1;
    while (last > at && lines[last]!.text.trim() === '') last--;
    return last;
  };
  const sections = lines.flatMap((l, at) => {
    if (fenced[at] || l.text.trimEnd() !== heading) return [];
    let next = lines.findIndex((x, i) => i > at && !fenced[i] && (ATX.exec(x.text)?.[1]!.length ?? 7) <= 2);
    if (open && open.open > at && (next < 0 || open.open < next)) next = open.open;
    const stop = next < 0 ? lines.length : next;
    const end = lines.findIndex((x, i) => i > at && i < stop && !fenced[i] && x.text.trim() === SECTION_END);
    return [{ at, stop, end }];
  });
  const ours = sections.find((x) => x.end >= 0);
  if (ours) {
    if (mode === 'append') {
      const last = lastLine(ours.at, ours.end);
      return { start: lines[last]!.end, end: lines[last]!.end, text: withBreaks(`\n\n${body}`) };
    }
    return { start: lines[ours.at]!.start, end: lines[ours.end]!.end, text: withBreaks(sectionBlock(section).trimEnd()) };
  }
  const theirs = sections[sections.length - 1];
  if (theirs) {
    const last = lastLine(theirs.at, theirs.stop);
    if (mode === 'append') return { start: lines[last]!.end, end: lines[last]!.end, text: withBreaks(`\n\n${body}`) };
    return { start: lines[last]!.end, end: lines[last]!.end, text: withBreaks(`\n\n${sectionBlock(section).trimEnd()}`) };
  }
  const block = sectionBlock(section);
  if (open) {
    // before the fence left open at the end: a blank line on each side
    const start = lines[open.open]!.start;
    const before = note.slice(0, start);
    const lead = before === '' || /(\r?\n){2}$/.test(before) ? '' : /\r?\n$/.test(before) ? '\n' : '\n\n';
    return { start, end: start, text: withBreaks(`${lead}${block}\n`) };
  }
  const trailing = /(?:\r?\n)*$/.exec(note)![0];
  const start = note.length - trailing.length;
  const lead = start === 0 ? '' : '\n\n';
  return { start, end: note.length, text: withBreaks(`${lead}${block}`) };
}

/** The note's text after `edit`. */
export function applyNoteEdit(note: string, edit: NoteEdit): string {
  return note.slice(0, edit.start) + edit.text + note.slice(edit.end);
}
