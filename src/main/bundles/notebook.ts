// The entry of dist/notebook.js, loaded the first time a Pulse notebook opens or one of its
// commands runs (src/main/onDemand/notebook.ts).
import type { NoteRef } from '../../editor/toNotes/lastNote';
import { useLastNote } from '../../editor/toNotes/insert';
import { registerNotebook, type NotebookDeps, type NotebookFeature } from '../../features/notebook/register';

export type { NotebookDeps, NotebookFeature };

/**
 * This bundle has its own copy of the note insert: it is told the note edited last too, so that
 * "Insert Notebook into Note" means that note while the notebook covers it.
 */
export function startNotebook(deps: NotebookDeps, lastNote: () => NoteRef | undefined): NotebookFeature {
  useLastNote(lastNote);
  return registerNotebook(deps);
}
