// The items a cell is about, its Watchlist variables expanded.
import type { ItemRef } from '../../../../shared/items';
import type { Subjects } from './types';

/** Named items as named; `$watchlist` as the Watchlist's items (of one kind for `$watchlist.coins`), market tables left out. */
export function expand(subjects: Subjects, watchlist: readonly ItemRef[]): ItemRef[] {
  if (subjects.kind === 'items') return subjects.refs;
  return watchlist.filter((ref) => ref.id !== '' && (subjects.only === undefined || ref.kind === subjects.only));
}
