// Social Pulse: Show Data Changes: the service's notices of changes that may alter historical
// series, newest first; choosing one opens its subject when Social Pulse has a panel for it.
import * as l10n from '../../shared/format/l10n';
import * as vscode from 'vscode';
import type { SystemChange } from '../../service/api/types-searches';
import { errorMessage, isCancellation } from '../../editor/errorPolicy';
import { formatAge, secondsToMs } from '../../shared/format/time';
import type { ItemRef } from '../../shared/items';
import { formatDateTime } from '../../shared/protocol/display';
import type { Services } from '../../editor/services';
import { pick, pickText, tNotice, tPick } from '../../editor/sinks/neutral';
import { showInfo } from '../../editor/sinks/notify';
import { createPick, type PickItem } from '../../editor/sinks/pick';
import { changeRef } from '../../shared/queries/changes';
import { execute, register } from '../../editor/commandRun';
import { COMMANDS } from '../../shared/commandTable';

interface ChangeItem extends PickItem {
  ref?: ItemRef;
}

/** `search_terms` → "search terms"; unknown kinds are shown as sent. */
function changeWords(change: string): string {
  if (change === 'full_historical') return l10n.t('whole history');
  if (change === 'search_terms') return l10n.t('search terms (last 72 hours)');
  return change.replace(/_/g, ' ');
}

function changeItem(c: SystemChange, now: number): ChangeItem {
  const ref = changeRef(c);
  const when = secondsToMs(c.time);
  return {
    label: pickText(c.asset_name || String(c.asset_id ?? '')),
    description: pickText([c.asset_type, changeWords(c.change), when ? formatAge(when, now) : undefined].filter(Boolean).join(' · ')),
    detail: pickText([c.description ?? '', formatDateTime(c.time)].filter(Boolean).join(' — ')),
    iconPath: new vscode.ThemeIcon(ref ? 'go-to-file' : 'info'),
    ref,
  };
}

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
      qp.items = answer.data.length ? answer.data.map((c) => changeItem(c, now)) : [{ label: tPick(l10n.t('No changes listed by the service.')) }];
    } catch (e) {
      if (!isCancellation(e)) qp.items = [{ label: pick`$(error) ${errorMessage(e)}` }];
    } finally {
      qp.busy = false;
    }
    const item = await chosen;
    if (!item?.ref) {
      if (item?.description) void showInfo(tNotice(l10n.t('Social Pulse: "{0}" is not something Social Pulse opens.'), item.label));
      return undefined;
    }
    await execute(COMMANDS.openItem, item.ref);
    return item.ref;
  }));
}
