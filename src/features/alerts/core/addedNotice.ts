// What a person is told when a fired alert's line went into today's note: the note's path (a
// setting, which a workspace can set) and why it is not saved, through the notices' neutraliser.
import * as l10n from '../../../shared/format/l10n';
import { tNotice, type NoticeText } from '../../../editor/sinks/neutral';

/** `unsaved`: why the note is not saved, when it is not. */
export function addedToNoteNotice(relative: string, unsaved: string | undefined): NoticeText {
  return unsaved === undefined ? tNotice(l10n.t('Added to {0}.'), relative) : tNotice(l10n.t('Added to {0}, not saved: {1}.'), relative, unsaved);
}
