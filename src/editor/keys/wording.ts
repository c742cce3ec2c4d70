// What the key prompts say, free of `vscode` so that their words are unit-tested: the service by
// name with a link to where its keys are made, and a key that could not be checked said once.
import * as l10n from '../../shared/format/l10n';
import { pickText, tPick, type PickText } from '../sinks/neutral';

/** Where LunarCrush makes API keys. */
export const KEY_PAGE = 'https://lunarcrush.com/developers/api/authentication';

/** The password box's prompt; the quick input renders `[text](address)` as a link. */
export function keyPrompt(): string {
  return l10n.t('Paste your LunarCrush API key. Keys are made on LunarCrush\'s key page: [{0}]({1}). It is kept in the editor\'s secret storage only.',
    KEY_PAGE.replace(/^https:\/\//, ''), KEY_PAGE);
}

export interface UnverifiedChoice {
  label: PickText;
  detail: PickText;
  save: boolean;
}

/**
 * The question after a key could not be checked. Not saving comes first (Enter and Escape take
 * it). `reason` is a whole message that already says what to do: it is shown as it is, once.
 */
export function unverifiedChoices(reason: string): UnverifiedChoice[] {
  return [
    { label: tPick(l10n.t('$(close) Don\'t Save')), detail: pickText(reason), save: false },
    { label: tPick(l10n.t('$(warning) Save Without a Check')), detail: tPick(l10n.t('It may not work; replace it later with "Manage API Keys".')), save: true },
  ];
}

/** A request with no key set and no demo data: what to run instead. */
export function noKeySet(): string {
  return l10n.t('No API key is set. Run "Social Pulse: Set API Key", or "Social Pulse: Toggle Demo Data" to look around with demo data.');
}

/**
 * The saved keys could not be read (a locked keyring): they are unknown, not missing. `cause`: the
 * key manager's words for what failed ("The editor's secret storage could not be read: …").
 */
export function keysUnreadable(cause: string): string {
  return l10n.t('{0} Your saved API keys are not deleted: each request reads them again. If this goes on, unlock or restart the system\'s keyring (on Linux, GNOME Keyring or KWallet), then reload the window.', cause.replace(/\.?$/, '.'));
}
