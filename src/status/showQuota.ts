// "Show Quota and Connection Details": a quick pick listing plan, limits, use, resets, mode,
// addresses and cache, with the actions that change them.
import * as vscode from 'vscode';
import type { FileCacheStore } from '../connection/cacheStore';
import { checkConnection } from '../connection/check';
import type { ConnectionApi } from '../connection/types';
import type { KeyStore } from '../keys/keyManager';
import { notice, pick, pickText, type PickText } from '../sinks/neutral';
import { showError, showInfo } from '../sinks/notify';
import { showPick, type PickItem } from '../sinks/pick';
import { withTokenSignal } from '../tokenSignal';
import { connectionDetails } from './details';

interface Action extends PickItem {
  run?: () => Thenable<unknown>;
}

async function testConnection(connection: ConnectionApi): Promise<void> {
  const result = await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: 'Social Pulse: testing the connection…', cancellable: true },
    (_progress, token) => withTokenSignal(token, (signal) => checkConnection(connection, signal)),
  );
  if (result.ok) {
    void showInfo(notice`Social Pulse: ${result.address} answered in ${result.ms} ms.`);
  } else if (result.kind !== 'cancelled') {
    void showError(notice`Social Pulse: the connection test failed. ${result.message}`, 'Show Log').then((choice) => {
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
  const command = (label: PickText, id: string): Action => ({ label, run: () => vscode.commands.executeCommand(id) });
  const actions: Action[] = [
    { label: pick`Actions`, kind: vscode.QuickPickItemKind.Separator },
    ...(state.mode === 'none' ? [] : [{ label: pick`$(debug-start) Test Connection`, run: () => testConnection(connection) }]),
    command(pick`$(dashboard) Choose Plan…`, 'socialPulse.choosePlan'),
    keys.list().length === 0
      ? command(pick`$(key) Set API Key…`, 'socialPulse.setApiKey')
      : command(pick`$(key) Manage API Keys…`, 'socialPulse.manageKeys'),
    command(state.mode === 'demo' ? pick`$(beaker) Turn Demo Data Off` : pick`$(beaker) Explore Demo Data`, 'socialPulse.toggleDemo'),
    command(pick`$(output) Show Log`, 'socialPulse.showLog'),
  ];
  return [...lines.map((l) => ({ label: l.label, description: pickText(l.value) })), ...actions];
}

export function registerShowQuota(connection: ConnectionApi, keys: KeyStore, store: FileCacheStore): vscode.Disposable {
  return vscode.commands.registerCommand('socialPulse.showQuota', async () => {
    const picked = await showPick(items(connection, keys, store), {
      title: 'Social Pulse: Quota and Connection',
      placeHolder: 'Details of the connection; pick an action to change it',
      matchOnDescription: true,
      ignoreFocusOut: true,
    });
    await picked?.run?.();
  });
}
