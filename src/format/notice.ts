// VS Code turns `[label](command:…)` in notification text into a link that runs the command.
// Service and network text reaches notifications, so its square brackets are swapped for
// full-width look-alikes no link syntax matches, and its lines are folded into one.
import { oneLine } from './markdown';

/** Text safe to place in a notification: no link syntax, one line. */
export function noticeText(value: unknown): string {
  return oneLine(value).replace(/\[/g, '\uFF3B').replace(/\]/g, '\uFF3D');
}
