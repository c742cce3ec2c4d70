// The report subject when nothing else names one: a quick pick of the typed topic (checked as
// you type), recent topic lookups and trending topics, from the lookup model Open Topic uses.
import * as vscode from 'vscode';
import { acceptPick, lookupPicks, trendingPicks, type LookupPick } from '../commands/lookupModel';
import { RecentLookups } from '../commands/recent';
import type { ItemRef } from '../items';
import type { Services } from '../services';
import { isCancellation } from '../trees/serviceError';
import { errorMessage } from '../trees/states';

interface Item extends vscode.QuickPickItem {
  pick?: LookupPick;
}

function toItems(picks: readonly LookupPick[], trendingNote: string | undefined): Item[] {
  const items: Item[] = [];
  let section: LookupPick['source'] | undefined;
  for (const pick of picks) {
    if (pick.source !== section && pick.source !== 'typed') {
      items.push({ label: pick.source === 'recent' ? 'Recent' : 'Trending topics', kind: vscode.QuickPickItemKind.Separator });
    }
    section = pick.source;
    items.push(pick.problem
      ? { label: `$(error) ${pick.label}`, detail: pick.problem, alwaysShow: true, pick }
      : { label: pick.label, description: pick.description, alwaysShow: pick.source === 'typed', pick });
  }
  if (trendingNote) items.push({ label: `Trending topics: ${trendingNote}`, kind: vscode.QuickPickItemKind.Separator });
  return items;
}

export function pickTopic(services: Services, title: string): Promise<ItemRef | undefined> {
  const recent = new RecentLookups(services.context.globalState).list('topic');
  return new Promise((resolve) => {
    const qp = vscode.window.createQuickPick<Item>();
    const controller = new AbortController();
    let trending: LookupPick[] = [];
    let trendingNote: string | undefined;
    let done = false;
    const render = (): void => {
      qp.items = toItems(lookupPicks('topic', qp.value, recent, trending), trendingNote);
    };
    qp.title = title;
    qp.placeholder = 'Type a topic name, or pick a recent or trending one';
    qp.matchOnDescription = true;
    qp.busy = true;
    qp.onDidChangeValue(render);
    qp.onDidAccept(() => {
      const result = acceptPick(qp.selectedItems[0]?.pick ?? qp.activeItems[0]?.pick, 'topic', qp.value);
      // an invalid name stays in the picker with its reason
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
      .then((client) => trendingPicks('topic', client, { signal: controller.signal }))
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
}
