// The question a command asks before it changes something the person did not ask for from the
// extension's own UI (a command link passes only parsed JSON: see src/editor/ownInvocation). A modal,
// naming what will change, service text in it neutralised (NoticeText).
import type { NoticeText } from './neutral';
import { showWarning } from './notify';

/** Whether the person said yes (`action`) to `question`. */
export async function askFirst(question: NoticeText, action: string, detail?: NoticeText): Promise<boolean> {
  return (await showWarning(question, { modal: true, detail }, action)) === action;
}
