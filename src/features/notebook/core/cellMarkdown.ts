// A Pulse notebook cell's answer (CellOutput) as readable markdown: what the saved file shows on a
// forge or in a text editor, the `text/markdown` item beside the data, and what "Export as
// Markdown" and "Insert Notebook into Note" write. Service text is escaped where markdown would
// act on it (mdInline, and `|` in a table cell), so the raw file still reads as the text; figures
// and times are ours; links live only for http(s); the whole goes through the notes guard.
// Times are written the same in every locale, in the zone times are shown in, which each names:
// the saved file reads the same wherever it is opened.
import { mdDestination, mdInline } from '../../../shared/format/markdown';
import { currentTimeZone, formatStamp } from '../../../shared/format/time';
import type { ShownZone } from '../../../shared/format/zone';
import { provenanceWords, type CellChart, type CellChartLine, type CellColumn, type CellOutput, type CellTable, type CellValue } from '../../../shared/protocol/cellOutput';
import { chartTimeText, columnValueText, NUMERIC_KINDS } from '../../../shared/protocol/cellValues';
import { safeLinkUrl } from '../../../shared/protocol/display';
import { mdTable, type Align } from '../../../shared/render/markdownParts';
import { safeMarkdown } from '../../../shared/render/safeMarkdown';
import * as l10n from '../../../shared/format/l10n';

/** Epoch seconds as "2026-11-22 15:05 GMT+1" in `zone`. */
function secondsStamp(zone: ShownZone): (seconds: number) => string {
  return (s) => formatStamp(s * 1000, zone);
}

/** A value of a chart's line (its first or last) as the table under it shows it. */
function lineValueText(line: CellChartLine, values: readonly CellValue[], value: CellValue, zone: ShownZone): string {
  const column: CellColumn = { key: 'line', label: line.label, kind: line.unit, ...(line.figure ? { figure: line.figure } : {}) };
  return columnValueText(column, values, secondsStamp(zone))(value);
}

/** Service text for one table cell: inline markdown escaped where it would act, and its pipes. */
function cellText(value: string): string {
  return mdInline(value).replace(/\|/g, '\\|');
}

function cellMarkdownValue(column: CellColumn, value: CellValue, text: (v: CellValue) => string): string {
  const link = column.kind === 'link' && typeof value === 'string' ? safeLinkUrl(value) : undefined;
  if (link) return `[${cellText(value as string)}](${mdDestination(link.replace(/\|/g, '%7C'))})`;
  return typeof value === 'string' ? cellText(value) : text(value);
}

function tableMarkdown(t: CellTable, time: (seconds: number) => string): string {
  const align: Align[] = t.columns.map((c) => (NUMERIC_KINDS.has(c.kind) && c.kind !== 'time' ? 'right' : 'left'));
  const texts = t.columns.map((c, i) => columnValueText(c, t.rows.map((r) => r[i] ?? null), time));
  return mdTable(t.columns.map((c) => cellText(c.label) || cellText(c.key)), t.rows.map((row) => t.columns.map((c, i) => cellMarkdownValue(c, row[i] ?? null, texts[i]!))), align);
}

function rangeWords(chart: CellChart, zone: ShownZone): string {
  const first = chart.times[0];
  const last = chart.times[chart.times.length - 1];
  if (first === undefined || last === undefined) return l10n.t('no points');
  const stamp = secondsStamp(zone);
  const [from, to, n] = [stamp(first), stamp(last), chart.times.length];
  const until = chart.partial && stamp(chart.partial.until);
  if (chart.step >= 86_400) {
    return until ? l10n.t('{0} points by day, {1} to {2}, the last day so far (to {3})', n, from, to, until)
      : l10n.t('{0} points by day, {1} to {2}', n, from, to);
  }
  return until ? l10n.t('{0} points by hour, {1} to {2}, the last hour so far (to {3})', n, from, to, until)
    : l10n.t('{0} points by hour, {1} to {2}', n, from, to);
}

/** One line saying what the chart shows: its lines, each from its first to its last value; times in `zone`. */
export function chartSummary(chart: CellChart, zone: ShownZone = currentTimeZone()): string {
  const lines = chart.lines.map((l) => {
    const values = l.values.filter((v): v is number => v !== null);
    const from = values[0];
    const to = values[values.length - 1];
    const moved = from === undefined || to === undefined ? l10n.t('no values') : `${lineValueText(l, l.values, from, zone)} → ${lineValueText(l, l.values, to, zone)}`;
    return `${cellText(l.label)} ${moved}`;
  });
  return l10n.t('Chart: {0} ({1}).', lines.join('; ') || l10n.t('no lines'), rangeWords(chart, zone));
}

function chartTable(chart: CellChart, zone: ShownZone): string {
  const columns: CellColumn[] = [{ key: 'time', label: l10n.t('Time'), kind: 'time' },
    ...chart.lines.map((l, i): CellColumn => ({ key: `line${i}`, label: l.label, kind: l.unit, ...(l.figure ? { figure: l.figure } : {}) }))];
  return tableMarkdown({ columns, rows: chart.times.map((t, i) => [t, ...chart.lines.map((l) => l.values[i] ?? null)]) }, chartTimeText(chart, secondsStamp(zone)));
}

/** "Generated 2026-11-26 02:10 UTC · 3 requests" (demo data said so), in `zone`. */
export function provenanceLine(o: Pick<CellOutput, 'generated' | 'requests' | 'demo'>, zone: ShownZone = currentTimeZone()): string {
  return provenanceWords(o, formatStamp(o.generated * 1000, zone));
}

/** The answer as markdown, its times in `zone` (by default the one times are shown in). */
export function cellMarkdown(o: CellOutput, zone: ShownZone = currentTimeZone()): string {
  const parts = [`**${mdInline(o.title) || l10n.t('Answer')}**`];
  if (o.table) parts.push(tableMarkdown(o.table, secondsStamp(zone)));
  if (o.chart) parts.push(chartSummary(o.chart, zone), chartTable(o.chart, zone));
  // service text, guarded below with the rest (its fences, in quotes and lists too, closed there)
  if (o.markdown) parts.push(o.markdown.trim());
  if (o.notes.length) parts.push(o.notes.map((n) => `*${mdInline(n)}*`).join('  \n'));
  parts.push(`*${provenanceLine(o, zone)}*`);
  return safeMarkdown(parts.join('\n\n'));
}
