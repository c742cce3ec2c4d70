// Pulse notebooks load from dist/notebook.js on first use. Here, at activation: the serializer of
// `*.pulse.md` (its work is the bundle's: opening a notebook loads it) and the commands as stand-ins.
import * as vscode from 'vscode';
import type { NotebookDeps, NotebookFeature } from '../bundles/notebook';
import { loadBundle } from '../../editor/connection/bundles';
import type { LastNote } from '../../editor/toNotes/lastNote';
import * as l10n from '../../shared/format/l10n';
import { OnDemandFeature, standInsOf } from './feature';

type NotebookModule = typeof import('../bundles/notebook');

export const NOTEBOOK_TYPE = 'pulse-notebook';

export function registerNotebookOnDemand(deps: NotebookDeps, lastNote: LastNote): void {
  const subs = deps.services.context.subscriptions;
  const feature = new OnDemandFeature<NotebookFeature>(standInsOf('notebook', deps.services.context), () => {
    const started = loadBundle<NotebookModule>('notebook.js', l10n.t('notebooks')).startNotebook(deps, () => lastNote.get());
    subs.push(started);
    return started;
  });
  subs.push(feature, vscode.workspace.registerNotebookSerializer(NOTEBOOK_TYPE, {
    deserializeNotebook: (content, token) => feature.get().serializer.deserializeNotebook(content, token),
    serializeNotebook: (data, token) => feature.get().serializer.serializeNotebook(data, token),
  }, { transientOutputs: false }));
}
