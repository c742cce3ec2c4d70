// "Add today's figures": above each report inserted into a markdown note, a CodeLens that fetches
// the same subject's report again and writes it as a new dated section under the old one, which
// keeps every byte, so a note keeps its history. One edit, so one undo removes it.
import * as l10n from '../../shared/format/l10n';
import * as vscode from 'vscode';
import { register } from '../../editor/commandRun';
import { COMMANDS } from '../../shared/commandTable';
import type { Services } from '../../editor/services';
import { tNotice } from '../../editor/sinks/neutral';
import { showWarning } from '../../editor/sinks/notify';
import { splitLines } from '../../shared/render/fences';
import { placeBlock } from '../../editor/toNotes/core/placement';
import { noteBlock } from '../../editor/toNotes/actions';
import { isNoteScheme } from '../../editor/toNotes/noteSchemes';
import { refuseReadonlyNote } from '../../editor/toNotes/insert';
import { findNoteReports, newSectionLine, type NoteReport } from './core/noteReports';
import { fetchForNote } from './fetchForNote';

/** The lenses of a markdown document: one on each inserted report's dated heading. */
export function reportLenses(document: vscode.TextDocument): vscode.CodeLens[] {
  return findNoteReports(splitLines(document.getText())).map((r) => new vscode.CodeLens(document.lineAt(r.heading).range, {
    title: l10n.t("Add today's figures"),
    tooltip: l10n.t('Fetch this report again and add it as a new dated section below, leaving this one as it is'),
    command: COMMANDS.addTodaysFigures.id,
    arguments: [document.uri, r.heading],
  }));
}

/** The report block at `line`: its heading or any line of it. */
function reportAt(lines: readonly string[], line: number): NoteReport | undefined {
  const reports = findNoteReports(lines);
  return reports.find((r) => r.heading === line) ?? reports.find((r) => r.heading <= line && line < r.end);
}

/** The editor showing `uri`: the active one first, as a right-click in it makes it active. */
function editorShowing(uri: string): vscode.TextEditor | undefined {
  const active = vscode.window.activeTextEditor;
  if (active?.document.uri.toString() === uri) return active;
  return vscode.window.visibleTextEditors.find((e) => e.document.uri.toString() === uri);
}

/**
 * The document and line given (the CodeLens), else the cursor of the editor showing the document
 * given (the editor's context menu passes only the document), else the active markdown editor's
 * cursor (the palette).
 */
function target(arg: unknown, line: unknown): { document: vscode.TextDocument; line: number } | undefined {
  if (arg instanceof vscode.Uri || typeof arg === 'string') {
    const uri = arg.toString();
    if (typeof line === 'number' && Number.isInteger(line)) {
      const document = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri);
      return document && { document, line };
    }
    const editor = editorShowing(uri);
    return editor && { document: editor.document, line: editor.selection.active.line };
  }
  const editor = vscode.window.activeTextEditor;
  return editor?.document.languageId === 'markdown' ? { document: editor.document, line: editor.selection.active.line } : undefined;
}

/** Says that the note at `uri` takes no change (a diff's side, a read-only file), naming it. */
function refused(uri: vscode.Uri): void {
  void showWarning(tNotice(l10n.t('Social Pulse: {0} cannot be changed here (a read-only file or view?), so today\'s figures were not added.'), uri.path.split('/').pop()));
}

/** Answers whether a section was added. */
async function addTodaysFigures(services: Services, arg: unknown, lineArg: unknown): Promise<boolean> {
  const at = target(arg, lineArg);
  if (!at) {
    void showWarning(tNotice(l10n.t('Social Pulse: open the markdown note and put the cursor in a report inserted by Social Pulse.')));
    return false;
  }
  const report = reportAt(splitLines(at.document.getText()), at.line);
  if (!report) {
    void showWarning(tNotice(l10n.t('Social Pulse: there is no report inserted by Social Pulse at line {0}.'), at.line + 1));
    return false;
  }
  const subject = report.subject;
  if (!subject) {
    void showWarning(tNotice(l10n.t('Social Pulse: this report does not say what it is on (it has no Social Pulse marker and its source is not a LunarCrush address), so nothing was added. Insert a new report with "Insert Markdown Report…" instead.')));
    return false;
  }
  if (!isNoteScheme(at.document.uri.scheme, vscode.workspace.fs)) {
    refused(at.document.uri);
    return false;
  }
  if (refuseReadonlyNote(at.document)) return false;
  const headingText = at.document.lineAt(report.heading).text;
  const fetched = await fetchForNote(services, subject);
  if (!fetched) return false;
  // the note may have changed while the report was on its way: the block is found again by its heading
  const lines = splitLines(at.document.getText());
  const now = findNoteReports(lines);
  const again = now.map((r, i) => ({ distance: Math.abs(r.heading - report.heading), i, same: lines[r.heading] === headingText }))
    .filter((c) => c.same).sort((a, b) => a.distance - b.distance)[0];
  if (!again) {
    void showWarning(tNotice(l10n.t('Social Pulse: the report was removed from the note while its figures were fetched; nothing was added.')));
    return false;
  }
  const line = newSectionLine(lines, now, again.i);
  const position = line < lines.length ? new vscode.Position(line, 0) : at.document.lineAt(lines.length - 1).range.end;
  const offset = at.document.offsetAt(position);
  const text = at.document.getText();
  const block = noteBlock(fetched, subject).replace(/\r\n?/g, '\n');
  const edit = new vscode.WorkspaceEdit();
  edit.insert(at.document.uri, position, placeBlock(text.slice(0, offset), text.slice(offset), block));
  const ok = await vscode.workspace.applyEdit(edit);
  if (!ok) refused(at.document.uri);
  services.log.info(`reports: ${ok ? 'added' : 'could not add'} today's figures under the report at line ${report.heading + 1}`);
  return ok;
}

export function registerAddTodaysFigures(services: Services): vscode.Disposable {
  return register(COMMANDS.addTodaysFigures, (arg?: unknown, line?: unknown) => addTodaysFigures(services, arg, line));
}
