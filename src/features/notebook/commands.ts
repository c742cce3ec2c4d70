// The notebook's commands: a new notebook with starter cells, its answers into a note (as the
// report insert does) or to a markdown file, and a refresh of every output within the day's quota.
import * as vscode from 'vscode';
import * as l10n from '../../shared/format/l10n';
import { mdInline } from '../../shared/format/markdown';
import { formatStamp } from '../../shared/format/time';
import type { Services } from '../../editor/services';
import { fileNameText, type NoticeText, tNotice } from '../../editor/sinks/neutral';
import { showInfo, showWarning } from '../../editor/sinks/notify';
import { insertBlock } from '../../editor/toNotes/insert';
import { datedHeading } from '../../editor/toNotes/core/wrap';
import type { PulseController } from './controller';
import { notebookReport, plainMarkdown, type NotebookReport } from './core/format/export';
import type { PulseFile } from './core/format/model';
import { fileOf, notebookData, NOTEBOOK_TYPE } from './serializer';
import { starterNotebook } from './starter';
import { saveChosenFile, saveFolder } from '../../editor/chosenFile';
import { register } from '../../editor/commandRun';
import { COMMANDS } from '../../shared/commandTable';


function pulseNotebook(arg: unknown): vscode.NotebookDocument | undefined {
  // a notebook toolbar passes { notebookEditor: { notebookUri } }; a palette call passes nothing
  const uri = (arg as { notebookEditor?: { notebookUri?: unknown } } | undefined)?.notebookEditor?.notebookUri;
  const fromArg = uri instanceof vscode.Uri ? vscode.workspace.notebookDocuments.find((d) => d.uri.toString() === uri.toString()) : undefined;
  const doc = fromArg ?? vscode.window.activeNotebookEditor?.notebook;
  if (doc?.notebookType === NOTEBOOK_TYPE) return doc;
  void showWarning(tNotice(l10n.t('Open a Pulse notebook (*.pulse.md) first.')));
  return undefined;
}

function fileOfDocument(doc: vscode.NotebookDocument): PulseFile {
  const data = new vscode.NotebookData(doc.getCells().map((c) => {
    const cell = new vscode.NotebookCellData(c.kind, c.document.getText(), c.document.languageId);
    cell.outputs = [...c.outputs];
    cell.metadata = c.metadata;
    return cell;
  }));
  data.metadata = doc.metadata;
  return fileOf(data);
}

/** An untitled notebook named `Research-N.pulse.md`, so that saving it offers a Pulse notebook's name. */
async function untitledNotebook(): Promise<vscode.NotebookDocument> {
  const taken = new Set(vscode.workspace.notebookDocuments.map((d) => d.uri.toString()));
  let n = 1;
  let uri = vscode.Uri.from({ scheme: 'untitled', path: 'Research-1.pulse.md' });
  while (taken.has(uri.toString())) uri = vscode.Uri.from({ scheme: 'untitled', path: `Research-${++n}.pulse.md` });
  return vscode.workspace.openNotebookDocument(uri);
}

function notebookName(doc: vscode.NotebookDocument): string {
  const base = doc.uri.path.split('/').pop() ?? 'notebook';
  return base.replace(/\.pulse\.md$/i, '');
}

function noAnswersWords(leftOut: number): NoticeText {
  if (!leftOut) return tNotice(l10n.t('Run the notebook\'s cells first: it has no answers to insert.'));
  return leftOut === 1
    ? tNotice(l10n.t('The notebook has no answers to insert: its question that ran has none (it failed, was stopped, or has problems). Run it again first.'))
    : tNotice(l10n.t('The notebook has no answers to insert: none of its {0} questions that ran has one (they failed, were stopped, or have problems). Run them again first.'), leftOut);
}

function leftOutWords({ answered, leftOut }: NotebookReport): NoticeText {
  return leftOut === 1
    ? tNotice(l10n.t('Social Pulse: inserted the answers to {0} of the {1} questions that ran; the other one has no answer (it failed, was stopped, or has problems) and was left out.'), answered, answered + 1)
    : tNotice(l10n.t('Social Pulse: inserted the answers to {0} of the {1} questions that ran; the other {2} have no answer (they failed, were stopped, or have problems) and were left out.'), answered, answered + leftOut, leftOut);
}

export function registerNotebookCommands(services: Services, controller: PulseController): vscode.Disposable {
  return vscode.Disposable.from(
    register(COMMANDS.newNotebook, async () => {
      const doc = await untitledNotebook();
      const edit = new vscode.WorkspaceEdit();
      edit.set(doc.uri, [vscode.NotebookEdit.insertCells(0, notebookData(starterNotebook()).cells)]);
      await vscode.workspace.applyEdit(edit);
      await vscode.window.showNotebookDocument(doc);
      return doc.uri.toString();
    }),
    register(COMMANDS.insertNotebookIntoNote, async (arg?: unknown) => {
      const doc = pulseNotebook(arg);
      if (!doc) return undefined;
      const heading = datedHeading(l10n.t('{0} — Social Pulse notebook, {1}', mdInline(notebookName(doc)), formatStamp(Date.now())));
      const report = notebookReport(fileOfDocument(doc), heading);
      if (report.markdown === undefined) {
        void showWarning(noAnswersWords(report.leftOut));
        return undefined;
      }
      const inserted = await insertBlock(report.markdown);
      if (!inserted) return undefined;
      services.log.info(`notebook: inserted ${report.answered} answer(s), left out ${report.leftOut}, into ${inserted.created ? 'a new document' : 'the note at the cursor'}`);
      if (report.leftOut) void showInfo(leftOutWords(report));
      return inserted.document.uri.toString();
    }),
    register(COMMANDS.exportNotebookMarkdown, async (arg?: unknown, target?: unknown) => {
      const doc = pulseNotebook(arg);
      if (!doc) return undefined;
      const folder = saveFolder();
      // the tests pass where to write; a person is asked
      const uri = target instanceof vscode.Uri && services.context.extensionMode === vscode.ExtensionMode.Test ? target : await vscode.window.showSaveDialog({
        defaultUri: vscode.Uri.joinPath(folder, `${fileNameText(notebookName(doc), 'notebook')}.md`),
        filters: { [l10n.t('Markdown')]: ['md'] }, saveLabel: l10n.t('Export'), title: l10n.t('Export the notebook as markdown'),
      });
      if (!uri) return undefined;
      if (!(await saveChosenFile(uri, new TextEncoder().encode(plainMarkdown(fileOfDocument(doc)))))) return undefined;
      void showInfo(tNotice(l10n.t('Social Pulse: exported the notebook to {0}.'), uri.fsPath));
      return uri.toString();
    }),
    register(COMMANDS.refreshNotebookOutputs, async (arg?: unknown) => {
      const doc = pulseNotebook(arg);
      if (!doc) return;
      const quota = services.connection.quota();
      const budget = quota ? Math.max(0, quota.plan.perDay - quota.dayUsed) : undefined;
      await controller.select(doc);
      await controller.run(doc.getCells(), { budget });
    }),
  );
}
