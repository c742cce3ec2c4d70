// The panels and everything that opens or fills them (lookups, reports, comparisons, data
// changes) load from dist/panels.js on first use. Here, at activation: their commands as
// stand-ins, how a panel VS Code restores is rebuilt (the serializers, serializers.ts, call it; it
// loads them), what the saved searches ask of open panels (nothing is open before they load), and
// the CodeLens "Add today's figures" on reports in markdown notes, which loads them only for a
// note that may hold one.
import * as vscode from 'vscode';
import { loadBundle } from '../../editor/connection/bundles';
import * as l10n from '../../shared/format/l10n';
import type { LastNote } from '../../editor/toNotes/lastNote';
import { isNoteScheme, MARKDOWN_DOCUMENTS } from '../../editor/toNotes/noteSchemes';
import { isReadonlyBySettings, onDidChangeReadonlySettings } from '../../editor/toNotes/readonlySettings';
import type { PanelsFeature } from '../bundles/panels';
import type { SearchPanels } from '../../features/searches/commands';
import type { Services } from '../../editor/services';
import { OnDemandFeature, standInsOf } from './feature';

type PanelsModule = typeof import('../bundles/panels');

/** What every inserted report's heading or marker has, in any language: other notes are passed over unloaded. */
const MAY_HOLD_REPORT = /Social Pulse|social-pulse:report/;

export interface PanelsOnDemand extends SearchPanels {
  /** A panel VS Code brought back after a reload, of one of the VIEW_TYPES the panels show. */
  restore(viewType: string, panel: vscode.WebviewPanel, state: unknown): void;
}

export function registerPanelsOnDemand(services: Services, lastNote: LastNote): PanelsOnDemand {
  const feature = new OnDemandFeature<PanelsFeature>(standInsOf('panels', services.context), () =>
    loadBundle<PanelsModule>('panels.js', l10n.t('panels')).startPanels(services, () => lastNote.get()));
  services.context.subscriptions.push(feature);
  const lensesChanged = new vscode.EventEmitter<void>();
  services.context.subscriptions.push(lensesChanged, onDidChangeReadonlySettings(() => lensesChanged.fire()));
  services.context.subscriptions.push(vscode.languages.registerCodeLensProvider(MARKDOWN_DOCUMENTS, {
    onDidChangeCodeLenses: lensesChanged.event,
    provideCodeLenses: (document) => (isNoteScheme(document.uri.scheme, vscode.workspace.fs) && !isReadonlyBySettings(document.uri) && MAY_HOLD_REPORT.test(document.getText())
      ? feature.get().reportLenses(document) : []),
  }));
  return {
    restore: (viewType, panel, state) => feature.get().restore(viewType, panel, state),
    activeItem: () => feature.started?.activeItem(),
    close: (ref) => feature.started?.close(ref),
    reload: (ref) => feature.started?.reload(ref),
  };
}
