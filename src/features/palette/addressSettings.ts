// "Open Settings" beside an error that says a service address is wrong (src/editor/errorPolicy.ts):
// the Settings editor at that address's setting.
import * as vscode from 'vscode';
import { register } from '../../editor/commandRun';
import { COMMANDS } from '../../shared/commandTable';

export function registerAddressSettings(): vscode.Disposable {
  const open = (setting: string) => (): Thenable<unknown> => vscode.commands.executeCommand('workbench.action.openSettings', setting);
  return vscode.Disposable.from(
    register(COMMANDS.openBaseUrlSetting, open('socialPulse.baseUrl')),
    register(COMMANDS.openMarkdownUrlSetting, open('socialPulse.markdownUrl')),
  );
}
