// What a person is told when a snapshot could not go into a read-only note: the note's file name,
// which anyone who named the file chose, through the notices' neutraliser.
import * as l10n from '../../../shared/format/l10n';
import { tNotice, type NoticeText } from '../../../editor/sinks/neutral';

/** `note` is the document's address (a vscode.Uri): its last path segment names it, or the whole address when it has none. */
export function snapshotReadOnlyNotice(note: { readonly path: string; toString(): string }): NoticeText {
  return tNotice(l10n.t('Social Pulse: the snapshot was not inserted: {0} is read-only.'), note.path.split('/').pop() || note.toString());
}
