// A panel's copies: its sections as Markdown on the clipboard, one table as a CSV file. Both are
// built from the data the host holds (panels/store.ts), never scraped from the screen.
import * as l10n from '../../shared/format/l10n';
import * as vscode from 'vscode';
import type { ItemRef } from '../../shared/items';
import { csvExport } from './core/csvExport';
import { toCsv } from '../../shared/protocol/csv';
import type { CoinsView, TableId, ViewKind } from '../../shared/protocol/views';
import { safeMarkdown } from '../../shared/render/safeMarkdown';
import { tNotice } from '../../editor/sinks/neutral';
import { showInfo, showWarning } from '../../editor/sinks/notify';
import { buildMarkdown } from '../../shared/render/markdown';
import type { PanelData } from '../../shared/render/panelData';
import { saveChosenFile, saveFolder } from '../../editor/chosenFile';

export interface ExportSource {
  view: ViewKind;
  ref: ItemRef;
  data: PanelData;
  /** The panel's title, as the notification names it. */
  title: string;
  /** Whether `data` came from the demo (so the copy says demo data). */
  demo: boolean;
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
  const out = csvExport(s.ref, tableId, s.data, coinsView, s.demo);
  if (!out) {
    void showInfo(tNotice(l10n.t('Social Pulse: that table has no data yet; export it once it has loaded.')));
    return;
  }
  const folder = saveFolder();
  const target = await vscode.window.showSaveDialog({
    defaultUri: vscode.Uri.joinPath(folder, out.fileName),
    filters: { CSV: ['csv'] },
    saveLabel: l10n.t('Export CSV'),
    title: out.missing ? l10n.t('Export {0} as CSV. {1}', tableId, out.missing) : l10n.t('Export {0} as CSV', tableId),
  });
  if (!target) return;
  // a byte-order mark lets spreadsheet programs read emoji and non-Latin text as UTF-8
  if (!(await saveChosenFile(target, Buffer.from(`\ufeff${toCsv(out.table)}`, 'utf8')))) return;
  if (out.missing) void showWarning(tNotice(l10n.t('Social Pulse: exported {0} rows to {1}. {2}'), out.table.rows.length, target.fsPath, out.missing));
  else void showInfo(tNotice(l10n.t('Social Pulse: exported {0} rows to {1}.'), out.table.rows.length, target.fsPath));
}
