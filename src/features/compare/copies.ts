// A comparison as Markdown (Copy as Markdown, Insert into Notes) and as CSV (Copy as CSV): the
// tables the panel shows, leaders starred where a figure ranks subjects, the figures over the
// period with the words that say how they are computed. Service text cannot break either.
// What the service sent is written as every report writes it (src/shared/render/figureTables.ts):
// the exact value, the unit in the row's label; the figures derived over the period are rounded
// as the panel shows them, their unit in each value.
import * as l10n from '../../shared/format/l10n';
import { demoLine } from '../../shared/format/demoMark';
import { KIND_NOUNS, subjectNames } from '../../shared/items';
import type { FigureId } from '../../shared/figures/catalogue';
import { csvColumn, exactFigure, formatFigure, reportHeader } from '../../shared/figures/format';
import { networkLabel } from '../../shared/format/networks';
import { mdAtLineStart, mdInline } from '../../shared/format/markdown';
import { currentTimeZone, formatStamp, withRetryTime } from '../../shared/format/time';
import type { ShownZone } from '../../shared/format/zone';
import { mdTable, type Align } from '../../shared/render/markdownParts';
import { safeMarkdown } from '../../shared/render/safeMarkdown';
import type { Subject } from './core/model';
import { figureTable, periodNote, periodTable, readAt, sentimentTable, seriesMissing, withoutPeriodFigures } from './tables';
import { leadersOf } from '../../shared/figures/leaders';

/**
 * Text in a table cell, a heading or a line of the note, as every report writes service text
 * (figureTables.ts): on one line with its bidi and control characters dropped, escaped where
 * markdown would act (a tag, an entity, emphasis, a link's brackets), and a pipe, which would end
 * the cell. The whole copy then goes through the notes guard (safeMarkdown).
 */
function cell(text: string): string {
  return mdInline(text).replace(/\|/g, '\\|');
}

interface Cells {
  figure: FigureId;
  values: readonly (number | undefined)[];
  leaders: readonly number[];
  missing?: readonly (string | undefined)[];
}

function starred({ figure, values, leaders, missing }: Cells, write: (figure: FigureId, v: number | undefined) => string): string[] {
  return values.map((v, i) => (v === undefined && missing?.[i] ? cell(missing[i]!) : `${write(figure, v)}${leaders.includes(i) ? ' ★' : ''}`));
}

const exact = (_: FigureId, v: number | undefined): string => exactFigure(v);
const rounded = (figure: FigureId, v: number | undefined): string => formatFigure(figure, v);

/** A row written exactly leads where its exact values are best: ties are equal values, not equal roundings. */
function exactly<R extends { values: readonly (number | undefined)[]; leaders: readonly number[] }>(row: R, rule: Parameters<typeof leadersOf>[0]): R {
  return { ...row, leaders: leadersOf(rule, row.values, exact) };
}

export interface CopyOptions {
  /** The comparison's data was the demo's, as known when it came: the copy says so, as every note of demo data does. */
  demo?: boolean;
  /** The zone its times are written in, and name (by default the one times are shown in). */
  zone?: ShownZone;
}

/** Dated when its data was read (the oldest answer, as the panel shows it), not when it is copied. */
export function comparisonMarkdown(subjects: readonly Subject[], { demo = false, zone = currentTimeZone() }: CopyOptions = {}): string {
  const titles = subjectNames(subjects.map((s) => s.ref));
  const names = titles.map(cell);
  const align: Align[] = ['left', ...subjects.map((): Align => 'right')];
  const read = readAt(subjects);
  const stars = l10n.t('★ marks the best value of a figure that ranks subjects; ties share it');
  const lines = [`## ${l10n.t('Comparison: {0}', names.join(l10n.t(' vs ')))}`, '', ...(demo ? [demoLine(), ''] : []), `_${read === undefined ? stars : `${formatStamp(read, zone)} · ${stars}`}_`, ''];
  lines.push(mdTable(['', ...names], figureTable(subjects).map((r) => [cell(reportHeader(r.row.figure)), ...starred({ ...exactly(r, r.row), figure: r.row.figure }, exact)]), align));
  const sentiment = sentimentTable(subjects);
  if (sentiment.length) {
    lines.push('', `### ${l10n.t('Sentiment by network (% positive)')}`, '',
      mdTable([l10n.t('Network'), ...names], sentiment.map((r) => [cell(networkLabel(r.network)), ...starred({ ...exactly(r, { comparable: true, figure: 'network_sentiment' }), figure: 'network_sentiment' }, exact)]), align));
  }
  const period = periodTable(subjects);
  if (period.length) {
    lines.push('', `### ${l10n.t('Over the period')}`, '',
      mdTable(['', ...names], period.map((r) => [cell(r.row.label), ...starred({ ...r, figure: r.row.figure }, rounded)]), align), '', `_${cell(periodNote(subjects, zone))}_`);
  } else if (withoutPeriodFigures(subjects) || seriesMissing(subjects)) {
    lines.push('', `_${cell(periodNote(subjects, zone))}_`);
  }
  const problems = subjects.flatMap((s, i) => (s.problem || s.stale ? [{ s, name: names[i] ?? cell(s.ref.title) }] : []));
  if (problems.length) {
    lines.push('');
    // the title starts the item: a leading `>` or `1.` would open a quote or a list inside it
    for (const { s, name } of problems) lines.push(`- ${l10n.t('{0}: {1}', mdAtLineStart(name), cell(s.problem ? withRetryTime(s.problem.message, s.problem.retryAt, Date.now(), zone) : l10n.t('not up to date ({0})', s.stale ?? '')))}`);
  }
  // the notes guard, as the panels' copies and the reports have it: an escape after an address, a tag linkify could open
  return `${safeMarkdown(lines.join('\n'))}\n`;
}

function csvField(v: string): string {
  // a leading =, +, - or @ would run as a formula in a spreadsheet
  const safe = /^[=+\-@\t\r]/.test(v) && !/^-?\d/.test(v) ? `'${v}` : v;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Exact values, a row per figure; a missing one is empty. Plain CSV, demo data or not (the notice of the copy says demo, as a file's name does). */
export function comparisonCsv(subjects: readonly Subject[]): string {
  const exactCells = (values: readonly (number | undefined)[]): string[] => values.map((v) => (v === undefined ? '' : String(v)));
  // the header in English, as the figures' column names are: read by spreadsheets and scripts
  const rows: string[][] = [['figure', ...subjects.map((s) => `${KIND_NOUNS[s.ref.kind]}: ${s.ref.title}`)]];
  // each figure named as the other exports name it: its id with its unit
  for (const { row, values } of figureTable(subjects)) rows.push([csvColumn(row.figure), ...exactCells(values)]);
  for (const r of sentimentTable(subjects)) rows.push([`${csvColumn('network_sentiment')} ${r.network}`, ...exactCells(r.values)]);
  for (const { row, values } of periodTable(subjects)) rows.push([csvColumn(row.figure), ...exactCells(values)]);
  return `${rows.map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;
}
