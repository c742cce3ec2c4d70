// What a person is told when a pin or an unpin said made could not be kept (WatchlistStore.onDidRefuse):
// our words, the item's title and the reason through the notices' neutraliser.
import * as l10n from '../../shared/format/l10n';
import { tNotice, type NoticeText } from '../sinks/neutral';
import type { RefusedPin } from './store';

export function refusedPinNotice({ ref, change, reason }: RefusedPin): NoticeText {
  return change === 'pin'
    ? tNotice(l10n.t('Social Pulse: "{0}" was pinned, but could not be kept: {1}'), ref.title, reason)
    : tNotice(l10n.t('Social Pulse: "{0}" was unpinned, but that could not be kept: {1}'), ref.title, reason);
}
