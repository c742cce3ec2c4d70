// The pinned items, kept in globalState so they survive restarts. Takes a Memento so it is
// tested in plain Node with an in-memory one.
import type * as vscode from 'vscode';
import { Emitter } from '../api/events';
import type { ItemKind, ItemRef } from '../items';
import { isItemRef, itemKey } from '../items';
import { WATCHLIST_KEY } from '../syncedKeys';

export type WatchMemento = Pick<vscode.Memento, 'get' | 'update'>;

export { WATCHLIST_KEY };
/** Enough for any real watchlist; bounds what a corrupted state could make us fetch. */
export const WATCHLIST_MAX = 100;
export const PINNABLE: readonly ItemKind[] = ['topic', 'category', 'coin', 'stock', 'nft'];

export function isPinnable(ref: ItemRef): boolean {
  return PINNABLE.includes(ref.kind);
}

export class WatchlistStore {
  private readonly changed = new Emitter<readonly ItemRef[]>();
  readonly onDidChange = this.changed.event;

  constructor(private readonly memento: WatchMemento) {}

  /** Pinned items in the order they were pinned; anything unreadable in state is skipped. */
  items(): ItemRef[] {
    const raw = this.memento.get<unknown>(WATCHLIST_KEY);
    if (!Array.isArray(raw)) return [];
    const seen = new Set<string>();
    const items: ItemRef[] = [];
    for (const value of raw) {
      if (!isItemRef(value) || !isPinnable(value)) continue;
      const key = itemKey(value);
      if (seen.has(key)) continue;
      seen.add(key);
      items.push({ kind: value.kind, id: value.id, title: value.title });
      if (items.length >= WATCHLIST_MAX) break;
    }
    return items;
  }

  has(ref: ItemRef): boolean {
    const key = itemKey(ref);
    return this.items().some((i) => itemKey(i) === key);
  }

  /** False when it was already pinned. Throws for kinds that cannot be pinned or a full list. */
  async add(ref: ItemRef): Promise<boolean> {
    if (!isItemRef(ref) || !isPinnable(ref)) throw new Error('Only topics, categories, coins, stocks and NFT collections can be pinned.');
    const items = this.items();
    if (items.some((i) => itemKey(i) === itemKey(ref))) return false;
    if (items.length >= WATCHLIST_MAX) throw new Error(`The watchlist holds at most ${WATCHLIST_MAX} items; remove one first.`);
    await this.save([...items, { kind: ref.kind, id: ref.id, title: ref.title }]);
    return true;
  }

  /** False when it was not pinned. */
  async remove(ref: ItemRef): Promise<boolean> {
    const items = this.items();
    const rest = items.filter((i) => itemKey(i) !== itemKey(ref));
    if (rest.length === items.length) return false;
    await this.save(rest);
    return true;
  }

  private async save(items: ItemRef[]): Promise<void> {
    await this.memento.update(WATCHLIST_KEY, items);
    this.changed.fire(items);
  }

  dispose(): void {
    this.changed.dispose();
  }
}
