// In a Foam workspace whose daily note template puts daily notes somewhere else than our default
// (Foam's own default, journal/YYYY-MM-DD.md), the digest offers that place once, before its first
// write, and keeps the answer in the folder's settings.
import * as vscode from 'vscode';
import { notice } from '../sinks/neutral';
import { showInfo } from '../sinks/notify';
import { foamTemplatePattern } from './foamPattern';
import type { DailyNoteTarget } from '../toNotes/dailyNoteTarget';

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
  const use = 'Use Foam\'s';
  const choice = await showInfo(notice`Social Pulse: Foam's daily notes go to ${foam}. Write the digest there instead of ${target.pattern}?`, use, 'Keep');
  if (choice !== use) return target.pattern;
  await vscode.workspace.getConfiguration('socialPulse.digest', target.folder.uri).update('target', foam, vscode.ConfigurationTarget.WorkspaceFolder);
  return foam;
}
