// The last lookups per kind, kept in globalState (newest first).
import type * as vscode from 'vscode';
import type { ItemKind, ItemRef } from '../../shared/items';
import { isItemRef, itemKey } from '../../shared/items';

export const RECENT_KEY = 'socialPulse.recentLookups';
export const RECENT_MAX = 10;

export class RecentLookups {
  constructor(private readonly memento: Pick<vscode.Memento, 'get' | 'update'>) {}

  list(kind: ItemKind): ItemRef[] {
    const raw = this.memento.get<unknown>(RECENT_KEY);
    if (!Array.isArray(raw)) return [];
    return raw.filter((r): r is ItemRef => isItemRef(r) && r.kind === kind).slice(0, RECENT_MAX);
  }

  /** Moves `ref` to the front of its kind's list, keeping at most RECENT_MAX per kind. */
  async add(ref: ItemRef): Promise<void> {
    const raw = this.memento.get<unknown>(RECENT_KEY);
    const all = Array.isArray(raw) ? raw.filter(isItemRef) : [];
    const others = all.filter((r) => r.kind !== ref.kind);
    const same = all.filter((r) => r.kind === ref.kind && itemKey(r) !== itemKey(ref));
    const next = [{ kind: ref.kind, id: ref.id, title: ref.title }, ...same].slice(0, RECENT_MAX);
    await this.memento.update(RECENT_KEY, [...next, ...others]);
  }
}
