// In a Foam workspace whose daily note template puts daily notes somewhere else than our default
// (Foam's own default, journal/YYYY-MM-DD.md), the digest offers that place once, before its first
// write, and keeps the answer in the person's user settings (the only ones the target is read from).
import * as vscode from 'vscode';
import * as l10n from '../../shared/format/l10n';
import { tNotice } from '../../editor/sinks/neutral';
import { showInfo } from '../../editor/sinks/notify';
import { foamTemplatePattern } from './foamPattern';
import type { DailyNoteTarget } from '../../editor/toNotes/dailyNoteTarget';

const ASKED_KEY = 'socialPulse.digest.foamOffered';
let asked = false;

export async function offerFoamPattern(target: DailyNoteTarget, state?: vscode.Memento): Promise<string> {
  if (!target.isDefault || asked || state?.get<boolean>(ASKED_KEY)) return target.pattern;
  let template: string;
  try {
    template = new TextDecoder().decode(await vscode.workspace.fs.readFile(vscode.Uri.joinPath(target.folder.uri, '.foam', 'templates', 'daily-note.md')));
  } catch {
    return target.pattern;   // no Foam template: Foam's default is ours
  }
  const foam = foamTemplatePattern(template);
  if (!foam || foam === target.pattern) return target.pattern;
  asked = true;
  await state?.update(ASKED_KEY, true);
  const use = l10n.t('Use Foam\'s');
  const choice = await showInfo(tNotice(l10n.t('Social Pulse: Foam\'s daily notes go to {0}. Write the digest there instead of {1}? (Kept in your user settings.)'), foam, target.pattern), use, l10n.t('Keep'));
  if (choice !== use) return target.pattern;
  await vscode.workspace.getConfiguration('socialPulse.digest').update('target', foam, vscode.ConfigurationTarget.Global);
  return foam;
}
