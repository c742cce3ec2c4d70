// What the report panel's buttons do with the report the host holds: insert it into a note,
// copy it, save it to a file, or show it in VS Code's own markdown preview.
import * as os from 'node:os';
import * as vscode from 'vscode';
import type { ReportFormat } from '../../service/api/types';
import type { ItemRef } from '../../shared/items';
import type { AnswerMeta } from '../../shared/protocol/messages';
import type { ReportAction, ReportData } from '../../shared/protocol/report';
import type { Services } from '../services';
import * as l10n from '../../shared/format/l10n';
import { fileNameText, tNotice } from '../sinks/neutral';
import { showInfo } from '../sinks/notify';
import { insertBlock, type Inserted } from './insert';
import { guardedReportCsv } from '../../shared/protocol/csv';
import { safeMarkdown } from '../../shared/render/safeMarkdown';
import { reportBlock } from './core/wrap';
import { writeChosenFile } from '../chosenFile';

export interface HeldReport {
  data: ReportData;
  meta: AnswerMeta;
  /** The report came from the demo, as known when it came: its note block says so. */
  demo: boolean;
}

const EXTENSIONS: Readonly<Record<ReportFormat, { ext: string; filter: string }>> = {
  markdown: { ext: 'md', filter: 'Markdown' },
  json: { ext: 'json', filter: 'JSON' },
  csv: { ext: 'csv', filter: 'CSV' },
};

function fileName(ref: ItemRef, format: ReportFormat): string {
  return `${fileNameText(ref.id || ref.title, 'item')}-report.${EXTENSIONS[format].ext}`;
}

/** The report on `ref` as a note block: dated heading, the marker of its subject, report, source address. */
export function noteBlock(report: HeldReport, ref: ItemRef): string {
  return reportBlock(report.data, report.meta.generated * 1000, report.demo, ref);
}

export async function insertReport(services: Services, report: HeldReport, ref: ItemRef): Promise<Inserted> {
  const inserted = await insertBlock(noteBlock(report, ref));
  services.log.info(`reports: inserted "${report.data.title}" (${report.data.format}) into ${inserted.created ? 'a new document' : 'the note at the cursor'}`);
  return inserted;
}

/** The text that leaves the editor: markdown neutralised as in a note, CSV through the formula guard, JSON as received. */
function outText(data: ReportData): string {
  switch (data.format) {
    case 'markdown': return safeMarkdown(data.text);
    case 'csv': return guardedReportCsv(data.text);
    case 'json': return data.text;
  }
}

async function save(ref: ItemRef, data: ReportData): Promise<void> {
  const { ext, filter } = EXTENSIONS[data.format];
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri ?? vscode.Uri.file(os.homedir());
  const target = await vscode.window.showSaveDialog({
    defaultUri: vscode.Uri.joinPath(folder, fileName(ref, data.format)),
    filters: { [filter]: [ext] },
    saveLabel: l10n.t('Save Report'),
    title: l10n.t('Save the report as {0}', filter),
  });
  if (!target) return;
  // a byte-order mark lets spreadsheet programs read emoji and non-Latin text as UTF-8
  const text = data.format === 'csv' ? `\ufeff${outText(data)}` : outText(data);
  await writeChosenFile(target, Buffer.from(text, 'utf8'));
  void showInfo(tNotice(l10n.t('Social Pulse: saved the report to {0}.'), target.fsPath));
}

async function preview(report: HeldReport, ref: ItemRef): Promise<void> {
  const document = await vscode.workspace.openTextDocument({ language: 'markdown', content: noteBlock(report, ref) });
  await vscode.window.showTextDocument(document, { preview: false });
  await vscode.commands.executeCommand('markdown.showPreview', document.uri);
}

export async function runReportAction(services: Services, action: ReportAction, ref: ItemRef, report: HeldReport | undefined): Promise<void> {
  if (!report) {
    void showInfo(tNotice(l10n.t('Social Pulse: the report has not loaded yet; try again once it shows.')));
    return;
  }
  switch (action) {
    case 'insert':
      await insertReport(services, report, ref);
      return;
    case 'copy':
      await vscode.env.clipboard.writeText(outText(report.data));
      void showInfo(tNotice(l10n.t('Social Pulse: copied the report "{0}" ({1}).'), report.data.title, EXTENSIONS[report.data.format].filter));
      return;
    case 'save':
      return save(ref, report.data);
    case 'preview':
      return preview(report, ref);
  }
}
