// What a person is told when a change of the alerts said made could not be kept
// (AlertStore.onDidRefuse): our words, the rule's name and the reason through the notices' neutraliser.
import * as l10n from '../../../shared/format/l10n';
import { tNotice, type NoticeText } from '../../../editor/sinks/neutral';
import type { RefusedAlertChange } from './store';

export function refusedAlertNotice(refused: RefusedAlertChange): NoticeText {
  const { reason } = refused;
  switch (refused.change) {
    case 'save': return tNotice(l10n.t('Social Pulse: the alert "{0}" was saved, but could not be kept: {1}'), refused.rule.name, reason);
    case 'pause': return tNotice(l10n.t('Social Pulse: the alert "{0}" was paused, but that could not be kept: {1}'), refused.rule.name, reason);
    case 'resume': return tNotice(l10n.t('Social Pulse: the alert "{0}" was resumed, but that could not be kept: {1}'), refused.rule.name, reason);
    case 'delete': return tNotice(l10n.t('Social Pulse: the alert "{0}" was deleted, but that could not be kept: {1}'), refused.rule.name, reason);
    case 'pauseAll': return tNotice(l10n.t('Social Pulse: every alert was paused, but that could not be kept: {0}'), reason);
    case 'resumeAll': return tNotice(l10n.t('Social Pulse: every alert was resumed, but that could not be kept: {0}'), reason);
    case 'import': return tNotice(l10n.t('Social Pulse: the alerts were imported, but that could not be kept: {0}'), reason);
    case 'clearHistory': return tNotice(l10n.t('Social Pulse: the alert history was cleared, but that could not be kept: {0}'), reason);
    case 'firings': return tNotice(l10n.t('Social Pulse: alerts that fired just now could not be kept in the history: {0}'), reason);
  }
}
