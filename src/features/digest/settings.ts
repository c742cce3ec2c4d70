// The digest's settings from VS Code, checked (config.ts). Its schedule and budget are read from
// the person's user settings only (a cloned folder's must not spend their quota); where it writes
// is the daily note's target, read on the floor (src/editor/toNotes/dailyNoteTarget.ts), user settings only.
import * as vscode from 'vscode';
import { userValue } from '../../editor/settings';
import { TARGET_SETTING } from '../../editor/toNotes/dailyNoteTarget';
import { checkDigestSettings, type DigestSettings } from './config';

export function readDigestSettings(): DigestSettings {
  return checkDigestSettings({
    time: userValue('socialPulse.digest.time'),
    days: userValue('socialPulse.digest.days'),
    sections: vscode.workspace.getConfiguration('socialPulse.digest').get('sections'),
    maxRequests: userValue('socialPulse.digest.maxRequests'),
    target: userValue(TARGET_SETTING),
  });
}
