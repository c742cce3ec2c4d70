// Open Topic… / Open Category… / Open Coin…: a quick pick of the typed name (checked as you
// type), recent lookups and trending items. Accepting opens the item's panel.
import * as vscode from 'vscode';
import type { ItemRef } from '../items';
import { isItemRef } from '../items';
import type { Services } from '../services';
import { isCancellation } from '../trees/serviceError';
import { errorMessage } from '../trees/states';
import type { LookupKind, LookupPick } from './lookupModel';
import { acceptPick, LOOKUP_WORDS, lookupPicks, trendingPicks } from './lookupModel';
import { RecentLookups } from './recent';

const COMMANDS: Record<LookupKind, string> = {
  topic: 'socialPulse.openTopic',
  category: 'socialPulse.openCategory',
  coin: 'socialPulse.openCoin',
};

interface Item extends vscode.QuickPickItem {
  pick?: LookupPick;
}

function toItems(kind: LookupKind, picks: readonly LookupPick[], trendingNote: string | undefined): Item[] {
  const items: Item[] = [];
  let section: LookupPick['source'] | undefined;
  for (const pick of picks) {
    if (pick.source !== section && pick.source !== 'typed') {
      items.push({ label: pick.source === 'recent' ? 'Recent' : LOOKUP_WORDS[kind].trending, kind: vscode.QuickPickItemKind.Separator });
    }
    section = pick.source;
    items.push(pick.problem
      ? { label: `$(error) ${pick.label}`, detail: pick.problem, alwaysShow: true, pick }
      : { label: pick.label, description: pick.description, detail: pick.detail, alwaysShow: pick.source === 'typed', pick,
        iconPath: pick.source === 'typed' ? new vscode.ThemeIcon('search') : pick.source === 'recent' ? new vscode.ThemeIcon('history') : undefined });
  }
  if (trendingNote) items.push({ label: `${LOOKUP_WORDS[kind].trending}: ${trendingNote}`, kind: vscode.QuickPickItemKind.Separator });
  return items;
}

export function registerLookups(services: Services): void {
  const recent = new RecentLookups(services.context.globalState);

  const open = async (ref: ItemRef): Promise<ItemRef> => {
    await recent.add(ref);
    await vscode.commands.executeCommand('socialPulse.openItem', ref);
    return ref;
  };

  const pick = (kind: LookupKind): Promise<ItemRef | undefined> => new Promise((resolve) => {
    const words = LOOKUP_WORDS[kind];
    const qp = vscode.window.createQuickPick<Item>();
    const controller = new AbortController();
    let trending: LookupPick[] = [];
    let trendingNote: string | undefined;
    let done = false;
    const render = (): void => {
      qp.items = toItems(kind, lookupPicks(kind, qp.value, recent.list(kind), trending), trendingNote);
    };
    qp.title = `Open ${words.noun[0]!.toUpperCase()}${words.noun.slice(1)}`;
    qp.placeholder = `Type a ${words.noun} name, or pick a recent or listed one`;
    qp.matchOnDescription = true;
    qp.busy = true;
    qp.onDidChangeValue(render);
    qp.onDidAccept(() => {
      const result = acceptPick(qp.selectedItems[0]?.pick ?? qp.activeItems[0]?.pick, kind, qp.value);
      // an invalid name stays in the picker, its reason shown on the item
      if ('problem' in result) return;
      done = true;
      resolve(result.ref);
      qp.hide();
    });
    qp.onDidHide(() => {
      controller.abort();
      if (!done) resolve(undefined);
      qp.dispose();
    });
    render();
    qp.show();
    void services.connection.client()
      .then((client) => trendingPicks(kind, client, { signal: controller.signal }))
      .then((picks) => {
        trending = picks;
      }, (error: unknown) => {
        if (!isCancellation(error)) trendingNote = errorMessage(error);
      })
      .finally(() => {
        if (controller.signal.aborted) return;
        qp.busy = false;
        render();
      });
  });

  /** With a name (string) or an ItemRef the command opens it without asking. */
  const lookup = async (kind: LookupKind, arg?: unknown): Promise<ItemRef | undefined> => {
    if (isItemRef(arg) && arg.kind === kind) return open(arg);
    if (typeof arg === 'string') {
      const result = acceptPick(undefined, kind, arg);
      if ('problem' in result) {
        void vscode.window.showWarningMessage(result.problem);
        return undefined;
      }
      return open(result.ref);
    }
    const ref = await pick(kind);
    return ref ? open(ref) : undefined;
  };

  for (const kind of Object.keys(COMMANDS) as LookupKind[]) {
    services.context.subscriptions.push(vscode.commands.registerCommand(COMMANDS[kind], (arg?: unknown) => lookup(kind, arg)));
  }
}
