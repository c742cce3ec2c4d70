// The question of how long to snooze a rule: an hour, four, until tomorrow, a time typed by hand,
// or, when it is snoozed already, waking it now. Escape changes nothing.
import * as vscode from 'vscode';
import * as l10n from '../../shared/format/l10n';
import { pickText, tPick } from '../../editor/sinks/neutral';
import { type PickItem, showPick } from '../../editor/sinks/pick';
import type { SnoozeChoice } from './snooze';
import { customSnooze, SNOOZE_LABELS, snoozeEnd } from './snooze';

type Choice = SnoozeChoice | 'custom' | 'wake';

/** When the snooze ends (a time already past wakes the rule), or undefined when the person cancels. */
export async function askSnoozeEnd(ruleName: string, snoozedUntil: number | undefined): Promise<number | undefined> {
  const now = Date.now();
  const items: (PickItem & { choice: Choice })[] = (Object.keys(SNOOZE_LABELS) as SnoozeChoice[])
    .map((choice) => ({ label: pickText(SNOOZE_LABELS[choice]), choice }));
  items.push({ label: tPick(l10n.t('For a time you type…')), choice: 'custom' });
  if (snoozedUntil !== undefined && snoozedUntil > now) items.push({ label: tPick(l10n.t('Wake it now')), choice: 'wake' });
  const picked = await showPick(items, { title: tPick(l10n.t('Snooze "{0}"'), ruleName), placeHolder: l10n.t('It checks as usual but does not notify until then') });
  if (!picked) return undefined;
  if (picked.choice === 'wake') return 0;
  if (picked.choice !== 'custom') return snoozeEnd(picked.choice, Date.now());
  const typed = await vscode.window.showInputBox({
    title: tPick(l10n.t('Snooze "{0}"'), ruleName), prompt: l10n.t('For how long: minutes (90), hours (4h) or days (1d)'), value: '2h',
    validateInput: (v) => {
      const m = customSnooze(v);
      return typeof m === 'string' ? m : undefined;
    },
  });
  if (typeof typed !== 'string') return undefined;
  const minutes = customSnooze(typed);
  return typeof minutes === 'number' ? Date.now() + minutes * 60_000 : undefined;
}
