// Social Pulse: Show Data Changes: the service's notices of changes that may alter historical
// series, newest first; choosing one opens its subject when Social Pulse has a panel for it.
import * as l10n from '../../shared/format/l10n';
import * as vscode from 'vscode';
import { errorMessage, isCancellation } from '../../editor/errorPolicy';
import type { ItemRef } from '../../shared/items';
import type { Services } from '../../editor/services';
import { pick, tPick } from '../../editor/sinks/neutral';
import { showInfo } from '../../editor/sinks/notify';
import { createPick, type PickItem } from '../../editor/sinks/pick';
import { execute, register } from '../../editor/commandRun';
import { COMMANDS } from '../../shared/commandTable';
import { changeRows, notOpenedNotice, type ChangeRow } from './core/rows';

type ChangeItem = PickItem & { row?: ChangeRow };

export function registerChanges(services: Services): void {
  services.context.subscriptions.push(register(COMMANDS.showChanges, async (): Promise<ItemRef | undefined> => {
    const qp = createPick<ChangeItem>();
    qp.title = l10n.t('Data Changes');
    qp.placeholder = l10n.t('Changes that may alter historical data; choose one to open its subject');
    qp.matchOnDescription = true;
    qp.matchOnDetail = true;
    qp.ignoreFocusOut = true;
    qp.busy = true;
    const controller = new AbortController();
    const chosen = new Promise<ChangeItem | undefined>((resolve) => {
      qp.onDidAccept(() => {
        resolve(qp.selectedItems[0]);
        qp.hide();
      });
      qp.onDidHide(() => {
        controller.abort();
        resolve(undefined);
        qp.dispose();
      });
    });
    qp.show();
    try {
      const client = await services.connection.client(controller.signal);
      const answer = await client.systemChanges({ signal: controller.signal, priority: 'view' });
      const now = Date.now();
      qp.items = answer.data.length
        ? changeRows(answer.data, now).map((row) => ({ label: row.label, description: row.description, detail: row.detail, iconPath: new vscode.ThemeIcon(row.ref ? 'go-to-file' : 'info'), row }))
        : [{ label: tPick(l10n.t('No changes listed by the service.')) }];
    } catch (e) {
      if (!isCancellation(e)) qp.items = [{ label: pick`$(error) ${errorMessage(e)}` }];
    } finally {
      qp.busy = false;
    }
    const row = (await chosen)?.row;
    if (!row?.ref) {
      if (row) void showInfo(notOpenedNotice(row));
      return undefined;
    }
    await execute(COMMANDS.openItem, row.ref);
    return row.ref;
  }));
}
