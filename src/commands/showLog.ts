// "Show Log": the Social Pulse log output channel (requests, cache and quota decisions).
import * as vscode from 'vscode';

export function registerShowLog(log: vscode.LogOutputChannel): vscode.Disposable {
  return vscode.commands.registerCommand('socialPulse.showLog', () => log.show(true));
}
