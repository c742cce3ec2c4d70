// "Show Quota and Connection Details": a quick pick listing plan, limits, use, resets, mode,
// addresses and cache, with the actions that change them.
import * as vscode from 'vscode';
import type { FileCacheStore } from '../connection/cacheStore';
import { checkConnection } from '../connection/check';
import type { ConnectionApi } from '../connection/types';
import { noticeText } from '../format/notice';
import type { KeyStore } from '../keys/keyManager';
import { withTokenSignal } from '../tokenSignal';
import { connectionDetails } from './details';

interface Action extends vscode.QuickPickItem {
  run?: () => Thenable<unknown>;
}

async function testConnection(connection: ConnectionApi): Promise<void> {
  const result = await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: 'Social Pulse: testing the connection…', cancellable: true },
    (_progress, token) => withTokenSignal(token, (signal) => checkConnection(connection, signal)),
  );
  if (result.ok) {
    void vscode.window.showInformationMessage(`Social Pulse: ${noticeText(result.address)} answered in ${result.ms} ms.`);
  } else if (result.kind !== 'cancelled') {
    void vscode.window.showErrorMessage(`Social Pulse: the connection test failed. ${noticeText(result.message)}`, 'Show Log').then((choice) => {
      if (choice) void vscode.commands.executeCommand('socialPulse.showLog');
    });
  }
}

function items(connection: ConnectionApi, keys: KeyStore, store: FileCacheStore): Action[] {
  const state = connection.state;
  const lines = connectionDetails({
    state,
    quota: connection.quota(),
    now: Date.now(),
    addresses: { baseUrl: connection.address(), markdownUrl: connection.markdownUrl(), mcpUrl: connection.mcpUrl() },
    cache: store.info(),
  });
  const command = (label: string, id: string): Action => ({ label, run: () => vscode.commands.executeCommand(id) });
  const actions: Action[] = [
    { label: 'Actions', kind: vscode.QuickPickItemKind.Separator },
    ...(state.mode === 'none' ? [] : [{ label: '$(debug-start) Test Connection', run: () => testConnection(connection) }]),
    command('$(dashboard) Choose Plan…', 'socialPulse.choosePlan'),
    keys.list().length === 0
      ? command('$(key) Set API Key…', 'socialPulse.setApiKey')
      : command('$(key) Manage API Keys…', 'socialPulse.manageKeys'),
    command(state.mode === 'demo' ? '$(beaker) Turn Demo Data Off' : '$(beaker) Explore Demo Data', 'socialPulse.toggleDemo'),
    command('$(output) Show Log', 'socialPulse.showLog'),
  ];
  return [...lines.map((l) => ({ label: l.label, description: l.value })), ...actions];
}

export function registerShowQuota(connection: ConnectionApi, keys: KeyStore, store: FileCacheStore): vscode.Disposable {
  return vscode.commands.registerCommand('socialPulse.showQuota', async () => {
    const picked = await vscode.window.showQuickPick(items(connection, keys, store), {
      title: 'Social Pulse: Quota and Connection',
      placeHolder: 'Details of the connection; pick an action to change it',
      matchOnDescription: true,
      ignoreFocusOut: true,
    });
    await picked?.run?.();
  });
}
