import * as l10n from '../format/l10n';
// What an error a retry cannot fix offers instead: the command that fixes it, named the same in
// every view (a panel's button, a tree's line). The host decides which (src/editor/errorPolicy.ts).

export type FixAction = 'setApiKey' | 'manageKeys' | 'choosePlan' | 'baseUrlSetting' | 'markdownUrlSetting';

export const FIX_ACTIONS: readonly FixAction[] = ['setApiKey', 'manageKeys', 'choosePlan', 'baseUrlSetting', 'markdownUrlSetting'];

const FIX_WORDS: Readonly<Record<FixAction, { label: () => string; icon: string }>> = {
  setApiKey: { label: () => l10n.t('Set API Key'), icon: 'key' },
  manageKeys: { label: () => l10n.t('Manage API Keys'), icon: 'key' },
  choosePlan: { label: () => l10n.t('Choose Plan'), icon: 'lock' },
  // a wrong service address: the setting that holds it
  baseUrlSetting: { label: () => l10n.t('Open Settings'), icon: 'settings-gear' },
  markdownUrlSetting: { label: () => l10n.t('Open Settings'), icon: 'settings-gear' },
};

/** A fix's button or line text and icon, the words looked up when shown (the person's language is installed by then). */
export function fixLabel(action: FixAction): { label: string; icon: string } {
  const { label, icon } = FIX_WORDS[action];
  return { label: label(), icon };
}
