// Alert commands act at once on what the extension's own UI passed them, and ask first otherwise.
import { fromOwnUi } from '../../editor/ownInvocation';
import { askFirst } from '../../editor/sinks/ask';
import type { NoticeText } from '../../editor/sinks/neutral';

/** True when `arg` came from the extension's own UI, or the person said yes to `question`. */
export async function confirmUnlessOwn(arg: unknown, question: NoticeText, action: string, detail?: NoticeText): Promise<boolean> {
  return fromOwnUi(arg) || askFirst(question, action, detail);
}
