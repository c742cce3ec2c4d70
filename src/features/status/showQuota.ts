// "Show Quota and Connection Details": a quick pick listing plan, limits, use, resets, mode,
// addresses and cache, with the actions that change them.
import * as l10n from '../../shared/format/l10n';
import * as vscode from 'vscode';
import type { FileCacheStore } from '../../editor/connection/cacheStore';
import { checkConnection } from '../../editor/connection/check';
import type { ConnectionApi } from '../../editor/connection/types';
import type { KeyStore } from '../../editor/keys/keyManager';
import { pickText, tNotice, tPick, type PickText } from '../../editor/sinks/neutral';
import { showError, showInfo } from '../../editor/sinks/notify';
import { showPick, type PickItem } from '../../editor/sinks/pick';
import { withTokenSignal } from '../../editor/tokenSignal';
import { connectionDetails } from './details';
import { execute, register } from '../../editor/commandRun';
import { COMMANDS, type Command } from '../../shared/commandTable';

interface Action extends PickItem {
  run?: () => Thenable<unknown>;
}

async function testConnection(connection: ConnectionApi): Promise<void> {
  const result = await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: l10n.t('Social Pulse: testing the connection…'), cancellable: true },
    (_progress, token) => withTokenSignal(token, (signal) => checkConnection(connection, signal)),
  );
  if (result.ok) {
    void showInfo(tNotice(l10n.t('Social Pulse: {0} answered in {1} ms.'), result.address, result.ms));
  } else if (result.kind !== 'cancelled') {
    const log = l10n.t('Show Log');
    // a wrong service address: its setting, to correct
    const open = l10n.t('Open Settings');
    const buttons = result.setting ? [open, log] : [log];
    void showError(tNotice(l10n.t('Social Pulse: the connection test failed. {0}'), result.message), ...buttons).then((choice) => {
      if (choice === log) void execute(COMMANDS.showLog);
      if (choice === open && result.setting) void vscode.commands.executeCommand('workbench.action.openSettings', result.setting);
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
  const command = (label: PickText, run: Command<[]>): Action => ({ label, run: () => execute(run) });
  const actions: Action[] = [
    { label: tPick(l10n.t('Actions')), kind: vscode.QuickPickItemKind.Separator },
    ...(state.mode === 'none' ? [] : [{ label: tPick(l10n.t('$(debug-start) Test Connection')), run: () => testConnection(connection) }]),
    command(tPick(l10n.t('$(dashboard) Choose Plan…')), COMMANDS.choosePlan),
    keys.list().length === 0
      ? command(tPick(l10n.t('$(key) Set API Key…')), COMMANDS.setApiKey)
      : command(tPick(l10n.t('$(key) Manage API Keys…')), COMMANDS.manageKeys),
    command(state.mode === 'demo' ? tPick(l10n.t('$(beaker) Turn Demo Data Off')) : tPick(l10n.t('$(beaker) Explore Demo Data')), COMMANDS.toggleDemo),
    command(tPick(l10n.t('$(output) Show Log')), COMMANDS.showLog),
  ];
  return [...lines.map((l) => ({ label: l.label, description: pickText(l.value) })), ...actions];
}

export function registerShowQuota(connection: ConnectionApi, keys: KeyStore, store: FileCacheStore): vscode.Disposable {
  return register(COMMANDS.showQuota, async () => {
    const picked = await showPick(items(connection, keys, store), {
      title: l10n.t('Social Pulse: Quota and Connection'),
      placeHolder: l10n.t('Details of the connection; pick an action to change it'),
      matchOnDescription: true,
      ignoreFocusOut: true,
    });
    await picked?.run?.();
  });
}
