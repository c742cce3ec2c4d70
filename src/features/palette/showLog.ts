// "Show Log": the Social Pulse log output channel (requests, cache and quota decisions).
import * as vscode from 'vscode';
import { register } from '../../editor/commandRun';
import { COMMANDS } from '../../shared/commandTable';

export function registerShowLog(log: vscode.LogOutputChannel): vscode.Disposable {
  return register(COMMANDS.showLog, () => log.show(true));
}
