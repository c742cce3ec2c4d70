// The pinned items, kept in globalState so they survive restarts and follow the person (Settings
// Sync). A pin or an unpin is written as a change of what is pinned now, made again if another
// window's stale copy takes it back (syncedWrite.ts); one that could not be kept after all is told
// (onDidRefuse). Takes a Memento so it is tested in plain Node with an in-memory one.
import type * as vscode from 'vscode';
import { Emitter } from '../../service/api/events';
import * as l10n from '../../shared/format/l10n';
import type { ItemKind, ItemRef } from '../../shared/items';
import { isItemRef, itemKey } from '../../shared/items';
import { WATCHLIST_KEY } from '../syncedKeys';
import type { SyncedWriter } from '../syncedWrite';
import { unreadableEntries } from '../unreadableEntries';

export type WatchMemento = Pick<vscode.Memento, 'get' | 'update'>;

export { WATCHLIST_KEY };
/** Enough for any real watchlist; bounds what a corrupted state could make us fetch. */
export const WATCHLIST_MAX = 100;
export const PINNABLE: readonly ItemKind[] = ['topic', 'category', 'coin', 'stock', 'nft'];

export function isPinnable(ref: ItemRef): boolean {
  return PINNABLE.includes(ref.kind);
}

function isReadablePin(value: unknown): value is ItemRef {
  return isItemRef(value) && isPinnable(value);
}

/** Pinned items in the order they were pinned; anything unreadable in state is skipped. */
function readItems(raw: unknown): ItemRef[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const items: ItemRef[] = [];
  for (const value of raw) {
    if (!isReadablePin(value)) continue;
    const key = itemKey(value);
    if (seen.has(key)) continue;
    seen.add(key);
    items.push({ kind: value.kind, id: value.id, title: value.title });
    if (items.length >= WATCHLIST_MAX) break;
  }
  return items;
}

/**
 * A pin or an unpin said made that could not be kept: another window filled the watchlist before
 * the pin was made again there, or kept writing over the change.
 */
export interface RefusedPin {
  readonly ref: ItemRef;
  /** What the person did. */
  readonly change: 'pin' | 'unpin';
  /** Why, in our own words. */
  readonly reason: string;
}

export class WatchlistStore {
  private readonly changed = new Emitter<readonly ItemRef[]>();
  readonly onDidChange = this.changed.event;
  private readonly refused = new Emitter<RefusedPin>();
  /** A pin or unpin said made is not stored after all (the view has followed already): the person is to be told. */
  readonly onDidRefuse = this.refused.event;

  constructor(private readonly memento: WatchMemento, private readonly synced?: SyncedWriter) {
    // a pin or an unpin another window's write took back was made again
    synced?.onDidRemake((key) => {
      if (key === WATCHLIST_KEY) this.changed.fire(this.items());
    });
  }

  items(): ItemRef[] {
    return readItems(this.memento.get<unknown>(WATCHLIST_KEY));
  }

  has(ref: ItemRef): boolean {
    const key = itemKey(ref);
    return this.items().some((i) => itemKey(i) === key);
  }

  /**
   * False when it was already pinned. Throws for kinds that cannot be pinned or a full list; true
   * once the pin is written (and shown). Not kept after all (a full list another window filled
   * before the pin could be made again there): onDidRefuse, later.
   */
  async add(ref: ItemRef): Promise<boolean> {
    if (!isItemRef(ref) || !isPinnable(ref)) throw new Error(l10n.t('Only topics, categories, coins, stocks and NFT collections can be pinned.'));
    const items = this.items();
    if (items.some((i) => itemKey(i) === itemKey(ref))) return false;
    const pin = { kind: ref.kind, id: ref.id, title: ref.title };
    const full = (): Error => new Error(l10n.t('The watchlist holds at most {0} items; remove one first.', WATCHLIST_MAX));
    if (items.length >= WATCHLIST_MAX) throw full();
    await this.save((now) => {
      if (now.some((i) => itemKey(i) === itemKey(pin))) return now;
      if (now.length >= WATCHLIST_MAX) throw full();
      return [...now, pin];
    }, (reason) => this.refused.fire({ ref: pin, change: 'pin', reason }));
    return true;
  }

  /** False when it was not pinned; true once the unpin is written (and shown). Not kept after all: onDidRefuse, later. */
  async remove(ref: ItemRef): Promise<boolean> {
    const pinned = this.items().find((i) => itemKey(i) === itemKey(ref));
    if (!pinned) return false;
    await this.save((now) => now.filter((i) => itemKey(i) !== itemKey(ref)), (reason) => this.refused.fire({ ref: pinned, change: 'unpin', reason }));
    return true;
  }

  /**
   * Moves pins made by another name the service takes (a coin's symbol typed in a lookup, an NFT
   * collection's slug from a pasted address) to the id the service answered with, where they
   * were: the item has one row however it is pinned again (from its panel, a tree: by its id),
   * and a slug pin no longer costs a request of its own at each refresh. A pin whose item is
   * already pinned by its id is dropped. False when nothing changed.
   */
  async adoptAnsweredIds(answered: readonly { ref: ItemRef; id: string }[]): Promise<boolean> {
    const moves = new Map(answered
      .filter((a) => a.id && a.id !== a.ref.id && (a.ref.kind === 'coin' || a.ref.kind === 'stock' || a.ref.kind === 'nft'))
      .map((a) => [itemKey(a.ref), a.id]));
    if (!this.items().some((i) => moves.has(itemKey(i)))) return false;
    await this.save((now) => {
      const kept: ItemRef[] = [];
      // the pins that stay: a moved pin joins them, once
      const keys = new Set(now.filter((pin) => !moves.has(itemKey(pin))).map(itemKey));
      for (const pin of now) {
        const id = moves.get(itemKey(pin));
        if (id === undefined) {
          kept.push(pin);
          continue;
        }
        const moved = { kind: pin.kind, id, title: pin.title };
        if (keys.has(itemKey(moved))) continue;
        keys.add(itemKey(moved));
        kept.push(moved);
      }
      return kept;
    }, () => {
      // not the person's change, and made again at the Watchlist's next load: nothing to tell
    });
    return true;
  }

  /**
   * Writes `change` of the pins as they are now (made again on what is there if another window
   * takes it back), and the pins this version cannot read as they were (unreadableEntries.ts).
   * The view shows it at once; `refused`: told why, later, when it could not be kept after all
   * (the view then shows what is stored).
   */
  private async save(change: (items: ItemRef[]) => ItemRef[], refused: (reason: string) => void): Promise<void> {
    const apply = (raw: unknown): unknown[] => [...change(readItems(raw)), ...unreadableEntries(raw, isReadablePin, WATCHLIST_MAX)];
    const shown = (): void => this.changed.fire(this.items());
    if (!this.synced) await this.memento.update(WATCHLIST_KEY, apply(this.memento.get<unknown>(WATCHLIST_KEY)));
    else {
      const written = await this.synced.change(WATCHLIST_KEY, apply);
      void written.refused.then((e) => {
        if (!e) return;
        shown();
        refused(e.message);
      });
    }
    shown();
  }

  dispose(): void {
    this.changed.dispose();
    this.refused.dispose();
  }
}
