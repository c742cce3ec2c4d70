// The entry of dist/panels.js, loaded the first time a panel, a lookup, a report, a comparison or
// the data changes are asked for (src/main/onDemand/panels.ts): it registers their real commands and
// answers for the panels it opens.
import type * as vscode from 'vscode';
import { registerLookups } from '../../features/palette/lookups';
import { registerChanges } from '../../features/changes/register';
import { registerCompare } from '../../features/compare/register';
import type { ItemRef } from '../../shared/items';
import type { NoteRef } from '../../editor/toNotes/lastNote';
import { VIEW_TYPES, type ViewKind } from '../../shared/protocol/views';
import { useLastNote } from '../../editor/toNotes/insert';
import { registerReports } from '../../features/reports/register';
import { reportLenses } from '../../features/reports/addTodaysFigures';
import type { Services } from '../../editor/services';
import { registerPanels } from '../../features/panels/register';

export interface PanelsFeature {
  /** A panel VS Code brings back after a reload, of one of the VIEW_TYPES. */
  restore(viewType: string, panel: vscode.WebviewPanel, state: unknown): void;
  activeItem(): { view: ViewKind; ref: ItemRef } | undefined;
  close(ref: ItemRef): void;
  reload(ref: ItemRef): void;
  /** "Add today's figures" above each report inserted into a markdown document. */
  reportLenses(document: vscode.TextDocument): vscode.CodeLens[];
}

const VIEW_OF_TYPE = new Map(Object.entries(VIEW_TYPES).map(([view, type]) => [type, view as ViewKind]));

export function startPanels(services: Services, lastNote: () => NoteRef | undefined): PanelsFeature {
  useLastNote(lastNote);
  registerLookups(services);
  const compare = registerCompare(services);
  const manager = registerPanels(services);
  registerReports(services, manager);
  registerChanges(services);
  return {
    restore: (viewType, panel, state) => {
      const view = VIEW_OF_TYPE.get(viewType);
      if (view === 'compare') compare.restore(panel, state);
      else if (view) manager.restore(view, panel, state);
      else panel.dispose();
    },
    activeItem: () => manager.activeItem(),
    close: (ref) => manager.close(ref),
    reload: (ref) => manager.reload(ref),
    reportLenses,
  };
}
