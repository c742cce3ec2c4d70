// The question a state-changing command asks when it was not invoked from the extension's own
// UI (a command link passes only parsed JSON: see src/ownInvocation). A modal, naming what will
// change with service text neutralised.
import { fromOwnUi } from '../ownInvocation';
import type { NoticeText } from '../sinks/neutral';
import { showWarning } from '../sinks/notify';

/** True when `arg` came from the extension's own UI, or the person said yes to `question`. */
export async function confirmUnlessOwn(arg: unknown, question: NoticeText, action: string, detail?: NoticeText): Promise<boolean> {
  if (fromOwnUi(arg)) return true;
  return (await showWarning(question, { modal: true, detail }, action)) === action;
}
