// The titles of the saved-search prompts that name a search. The name is service text (saved here,
// or on another device): placed in our words as a quick input shows it, neutralised as a pick's
// text is (no `$(icon)`, one line). Pure: tested in plain Node.
import * as l10n from '../../../shared/format/l10n';
import { type PickText, tPick } from '../../../editor/sinks/neutral';

export function renameTitle(name: string): PickText {
  return tPick(l10n.t('Rename "{0}"'), name);
}

export function termsTitle(name: string): PickText {
  return tPick(l10n.t('Terms of "{0}"'), name);
}

export function priorityTitle(name: string): PickText {
  return tPick(l10n.t('Priority of "{0}"'), name);
}
