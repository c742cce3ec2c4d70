// The digest's settings from VS Code, checked (config.ts). Where it writes is the daily note's
// target, read on the floor (src/toNotes/dailyNoteTarget.ts): user or folder settings only.
import * as vscode from 'vscode';
import { checkDigestSettings, type DigestSettings } from './config';

export function readDigestSettings(): DigestSettings {
  const c = vscode.workspace.getConfiguration('socialPulse.digest');
  return checkDigestSettings({ time: c.get('time'), days: c.get('days'), sections: c.get('sections'), maxRequests: c.get('maxRequests') });
}
