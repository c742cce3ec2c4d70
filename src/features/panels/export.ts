// A panel's copies: its sections as Markdown on the clipboard, one table as a CSV file. Both are
// built from the data the host holds (panels/store.ts), never scraped from the screen.
import * as l10n from '../../shared/format/l10n';
import * as os from 'node:os';
import * as vscode from 'vscode';
import type { ItemRef } from '../../shared/items';
import { toCsv } from '../../shared/protocol/csv';
import type { CoinsView, TableId, ViewKind } from '../../shared/protocol/views';
import { safeMarkdown } from '../../shared/render/safeMarkdown';
import { fileNameText, tNotice } from '../../editor/sinks/neutral';
import { showInfo } from '../../editor/sinks/notify';
import { buildMarkdown } from '../../shared/render/markdown';
import type { PanelData } from '../../shared/render/panelData';
import { buildTable } from '../../shared/render/tables';
import { writeChosenFile } from '../../editor/chosenFile';

export interface ExportSource {
  view: ViewKind;
  ref: ItemRef;
  data: PanelData;
  /** The panel's title, as the notification names it. */
  title: string;
  /** Whether `data` came from the demo (so the copy says demo data). */
  demo: boolean;
}

/** Demo data says so in the file's name (the content stays plain CSV). */
function csvName(ref: ItemRef, table: TableId, demo: boolean): string {
  const base = fileNameText(ref.id || 'all', 'item');
  return `${base}-${table}${demo ? '-demo-data' : ''}.csv`;
}

export async function copyMarkdown(s: ExportSource, coinsView: CoinsView | undefined): Promise<void> {
  if (Object.keys(s.data).length === 0) {
    void showInfo(tNotice(l10n.t('Social Pulse: the panel has no data to copy yet; copy it once a section has loaded.')));
    return;
  }
  const text = safeMarkdown(buildMarkdown({ view: s.view, ref: s.ref, data: s.data, coinsView, demo: s.demo }));
  await vscode.env.clipboard.writeText(text);
  void showInfo(tNotice(l10n.t('Social Pulse: copied "{0}" as Markdown.'), s.title));
}

export async function exportCsv(s: ExportSource, tableId: TableId, coinsView: CoinsView | undefined): Promise<void> {
  const table = buildTable(tableId, s.data, coinsView);
  if (!table) {
    void showInfo(tNotice(l10n.t('Social Pulse: that table has no data yet; export it once it has loaded.')));
    return;
  }
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri ?? vscode.Uri.file(os.homedir());
  const target = await vscode.window.showSaveDialog({
    defaultUri: vscode.Uri.joinPath(folder, csvName(s.ref, tableId, s.demo)),
    filters: { CSV: ['csv'] },
    saveLabel: 'Export CSV',
    title: l10n.t('Export {0} as CSV', tableId),
  });
  if (!target) return;
  // a byte-order mark lets spreadsheet programs read emoji and non-Latin text as UTF-8
  await writeChosenFile(target, Buffer.from(`\ufeff${toCsv(table)}`, 'utf8'));
  void showInfo(tNotice(l10n.t('Social Pulse: exported {0} rows to {1}.'), table.rows.length, target.fsPath));
}
