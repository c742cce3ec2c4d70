// The local snapshot report: when the plan lacks the markdown variant, the key figures of a topic
// or category summary from the data API, in the same three formats. The markdown and CSV come
// from the writers of the panels' exports (src/shared/render), so service text is escaped the same way everywhere.
import type { ReportFormat } from '../../service/api/types';
import * as l10n from '../format/l10n';
import { isoTime } from '../format/time';
import type { ItemRef } from '../items';
import { toCsv } from '../protocol/csv';
import { buildMarkdown } from '../render/markdown';
import type { PanelData } from '../render/panelData';
import { buildTable } from '../render/tables';
import type { AnswerMeta, SummaryData } from '../protocol/messages';
import type { ReportData } from '../protocol/report';

export function snapshotNote(): string {
  return l10n.t('Your plan does not include the markdown report, so Social Pulse built this snapshot of key figures from the data API.');
}

export interface SnapshotInput {
  view: 'topic' | 'category';
  ref: ItemRef;
  summary: SummaryData;
  meta: AnswerMeta;
  format: ReportFormat;
  /** The data API address the summary came from (no credential). */
  sourceUrl: string;
}

function snapshotText(i: SnapshotInput): string {
  const data: PanelData = { summary: { data: i.summary, meta: i.meta } };
  switch (i.format) {
    case 'markdown':
      return `${buildMarkdown({ view: i.view, ref: i.ref, data })}\n*${snapshotNote()}*\n`;
    case 'csv': {
      const table = buildTable('figures', data);
      return table ? toCsv(table) : '';
    }
    case 'json':
      return `${JSON.stringify({
        [i.view]: i.ref.id,
        generated: isoTime(i.meta.generated * 1000),
        snapshot: true,
        summary: i.summary,
      }, null, 2)}\n`;
  }
}

export function buildSnapshot(i: SnapshotInput): ReportData {
  return {
    format: i.format,
    text: snapshotText(i),
    title: i.summary.title || i.ref.title || i.ref.id,
    sourceUrl: i.sourceUrl,
    origin: 'snapshot',
    note: snapshotNote(),
  };
}
