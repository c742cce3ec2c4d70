// Which notices of data changes concern an item, and which item a notice is about. Pure: the
// panels' notice and Show Data Changes both read the one cached `system/changes` answer.
import type { SystemChange } from '../../service/api/types-searches';
import { categoryRef, coinRef, creatorRef, nftRef, stockRef, topicRef, type ItemRef } from '../items';

/** A change of search terms recomputes the last 72 hours: a panel names changes that recent. */
export const RECENT_CHANGE_SECONDS = 72 * 3600;

/** The item a change is about, when it is a kind Social Pulse opens. */
export function changeRef(change: SystemChange): ItemRef | undefined {
  const name = change.asset_name?.trim() || undefined;
  const kind = change.asset_type.toLowerCase();
  // a notice may name its subject without an id: a topic or category is known by its name
  const id = change.asset_id !== undefined ? String(change.asset_id).trim() : kind === 'topic' || kind === 'category' ? name ?? '' : '';
  if (!id) return undefined;
  switch (kind) {
    case 'topic': return topicRef(id, name);
    case 'category': return categoryRef(id, name);
    case 'coin': return coinRef({ id, name });
    case 'stock': return stockRef({ id, name });
    case 'nft': return nftRef({ id, name });
    case 'creator': return id.includes('::') ? creatorRef(id, name) : undefined;
    default: return undefined;
  }
}

/** Changes to `ref`'s subject within the last 72 hours before `nowSeconds`, newest first. */
export function recentChanges(changes: readonly SystemChange[], ref: ItemRef, nowSeconds: number): SystemChange[] {
  const id = ref.id.toLowerCase();
  return changes
    .filter((c) => c.time <= nowSeconds && nowSeconds - c.time <= RECENT_CHANGE_SECONDS)
    .filter((c) => {
      const about = changeRef(c);
      return about !== undefined && about.kind === ref.kind && about.id.toLowerCase() === id;
    })
    .sort((a, b) => b.time - a.time);
}
