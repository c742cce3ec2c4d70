// A report as it leaves the editor by the report panel's Copy and Save…: markdown neutralised as
// in a note, CSV through the formula guard, JSON as received. Demo data says so as every copy of
// it does: a markdown report carries the demo line, a saved file `-demo-data` in its name (the
// content of a CSV or JSON stays as the format has it; the copy's notice says demo).
import type { ReportFormat } from '../../../service/api/types';
import { demoLine } from '../../../shared/format/demoMark';
import type { ItemRef } from '../../../shared/items';
import { guardedReportCsv } from '../../../shared/protocol/csv';
import type { ReportData } from '../../../shared/protocol/report';
import { safeMarkdown } from '../../../shared/render/safeMarkdown';
import { fileNameText } from '../../sinks/neutral';

export const REPORT_FILES: Readonly<Record<ReportFormat, { ext: string; filter: string }>> = {
  markdown: { ext: 'md', filter: 'Markdown' },
  json: { ext: 'json', filter: 'JSON' },
  csv: { ext: 'csv', filter: 'CSV' },
};

/** The name a saved report is offered under: `bitcoin-report.md`, `bitcoin-report-demo-data.md`. */
export function reportFileName(ref: ItemRef, format: ReportFormat, demo: boolean): string {
  return `${fileNameText(ref.id || ref.title, 'item')}-report${demo ? '-demo-data' : ''}.${REPORT_FILES[format].ext}`;
}

/** The text that leaves the editor: markdown neutralised as in a note (after the demo line, for demo data), CSV through the formula guard, JSON as received. */
export function reportOutText(data: ReportData, demo: boolean): string {
  switch (data.format) {
    case 'markdown': {
      const text = safeMarkdown(data.text);
      return demo ? `${demoLine()}\n\n${text}` : text;
    }
    case 'csv': return guardedReportCsv(data.text);
    case 'json': return data.text;
  }
}
