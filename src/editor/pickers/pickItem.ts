// The quick pick behind Open Topic/Category/Coin… and the report commands: the typed name
// (checked as you type), recent lookups and trending items, from the lookup model.
import * as l10n from '../../shared/format/l10n';
import * as vscode from 'vscode';
import { itemKey, type ItemRef } from '../../shared/items';
import type { Services } from '../services';
import { pick, type PickText, tPick } from '../sinks/neutral';
import { createPick, type PickItem } from '../sinks/pick';
import type { LookupKind, LookupPick } from './core/lookupModel';
import { acceptPick, lookupPicks, lookupWords, pickFor } from './core/lookupModel';
import { RecentLookups } from './recent';
import { itemPresence, type Presence } from './core/itemHasData';
import { runTrendingPicker, type Trending } from './trending';

interface Item extends PickItem {
  pick?: LookupPick;
}

const SECTIONS: Record<Exclude<LookupPick['source'], 'typed'>, (kind: LookupKind) => PickText> = {
  suggested: () => tPick(l10n.t('Did you mean')),
  recent: () => tPick(l10n.t('Recent')),
  trending: (kind) => pick`${lookupWords(kind).trending}`,
};

const ICONS: Partial<Record<LookupPick['source'], string>> = { suggested: 'lightbulb', typed: 'search', recent: 'history' };

function toItems(kind: LookupKind, picks: readonly LookupPick[], trendingNote: string | undefined): Item[] {
  const items: Item[] = [];
  let section: LookupPick['source'] | undefined;
  for (const lookup of picks) {
    if (lookup.source !== section && lookup.source !== 'typed') {
      items.push({ label: SECTIONS[lookup.source](kind), kind: vscode.QuickPickItemKind.Separator });
    }
    section = lookup.source;
    const icon = ICONS[lookup.source];
    items.push(lookup.problem
      ? { label: lookup.label, detail: lookup.detail, alwaysShow: true, pick: lookup }
      : { label: lookup.label, description: lookup.description, detail: lookup.detail, pick: lookup,
        // a suggestion is not what was typed, so the picker's filter would hide it
        alwaysShow: lookup.source === 'typed' || lookup.source === 'suggested',
        iconPath: icon ? new vscode.ThemeIcon(icon) : undefined });
  }
  if (trendingNote) items.push({ label: tPick(l10n.t('{0}: {1}'), lookupWords(kind).trending, trendingNote), kind: vscode.QuickPickItemKind.Separator });
  return items;
}

/**
 * The item accepted, or undefined when the picker is closed. An invalid typed name stays in the
 * picker with its reason; so does one the service says it does not have (asked on Enter: the
 * panel opened next is served from the same answer).
 */
export function pickItem(services: Services, kind: LookupKind, title: string): Promise<ItemRef | undefined> {
  const recent = new RecentLookups(services.context.globalState);
  const words = lookupWords(kind);
  const qp = createPick<Item>();
  qp.title = title;
  qp.placeholder = words.placeholder ?? l10n.t('Type a {0} name, or pick a recent or listed one', words.noun);
  qp.matchOnDescription = true;
  // it takes pasted web-app addresses: it stays open while one is copied elsewhere, and a
  // webview taking the focus back as the command palette closes does not close it
  qp.ignoreFocusOut = true;
  /** Keys of typed names the service said it does not have. */
  const missing = new Set<string>();
  let trendingNow: Trending = { picks: [] };
  const picksNow = (): LookupPick[] => lookupPicks(kind, qp.value, recent.list(kind), trendingNow.picks, missing);
  const render = (trending: Trending): void => {
    trendingNow = trending;
    const items = toItems(kind, picksNow(), trending.problem);
    qp.items = items;
    // the picker puts what matches the typed text first; Enter takes the item the name stands for, or the best suggestion for a typo
    const suggestion = items.find((i) => i.pick?.source === 'suggested');
    if (suggestion) qp.activeItems = [suggestion];
  };
  return runTrendingPicker(services, kind, qp, {
    render,
    accept: async (signal) => {
      const chosen = pickFor(qp.value, qp.selectedItems[0]?.pick ?? qp.activeItems[0]?.pick, picksNow());
      const result = acceptPick(chosen, kind, qp.value);
      if ('problem' in result) return undefined;
      // a listed or recent item is known to the service; a typed name is asked about first
      if (chosen && chosen.source !== 'typed') return result.ref;
      if ((await typedPresence(services, result.ref, signal)) !== 'missing') return result.ref;
      missing.add(itemKey(result.ref));
      render(trendingNow);
      return undefined;
    },
  });
}

/** Whether the service has a typed item; 'unknown' when it cannot be asked (the panel then says why). */
export async function typedPresence(services: Services, ref: ItemRef, signal?: AbortSignal): Promise<Presence> {
  try {
    return await itemPresence(await services.connection.client(signal), ref, { signal });
  } catch {
    return 'unknown';
  }
}
