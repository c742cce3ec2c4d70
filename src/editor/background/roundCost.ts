// What one background round costs, in requests, when nothing is cached: the watchlist's load of
// the pinned items, then what the rules add to it. The refresher plans its rounds on this sum
// (src/features/trees) and the Alerts view says how often rules are checked by it
// (src/features/alerts): one sum, so the view says the schedule that runs.
import type { ItemRef } from '../../shared/items';
import { offPageKey, type PinnedMarketKind } from '../../shared/queries/pinned';

/** Pinned items (`kind:id`, id in lower case) the last watchlist load did not find on their page. */
export const watchlistOffPage = new Set<string>();

function isMarketPin(ref: ItemRef): ref is ItemRef & { kind: PinnedMarketKind } {
  return ref.kind === 'coin' || ref.kind === 'stock' || ref.kind === 'nft';
}

/** Requests one watchlist load sends when nothing is cached: a page per market kind, and each item off its page last time. */
export function watchlistRequests(items: readonly ItemRef[]): number {
  const market = items.filter(isMarketPin);
  const pages = new Set(market.map((ref) => ref.kind)).size;
  const alone = market.filter((ref) => watchlistOffPage.has(offPageKey(ref.kind, ref.id))).length;
  return items.length - market.length + pages + alone;
}

/** Requests one round sends: the watchlist's, and `rules(pinned)`, what the rules add on top of it. */
export function roundRequests(pinned: readonly ItemRef[], rules: (pinned: readonly ItemRef[]) => number): number {
  return watchlistRequests(pinned) + rules(pinned);
}
