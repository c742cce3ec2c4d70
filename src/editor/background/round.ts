// What alerts add to the watchlist's background round (trees/register.ts runs it): their extra
// cost in requests, whether there is anything to check, and the check itself. Types only.
import type { Event } from '../../service/api/events';
import type { ItemRef } from '../../shared/items';

export interface BackgroundRound {
  /** Requests the rules add to a round on top of the pinned items. */
  cost(pinned: readonly ItemRef[]): number;
  /** Rules wait to be checked (the round runs even while the Watchlist view is hidden). */
  wanted(): boolean;
  /** The check, after the watchlist's own refresh was started. */
  run(): Promise<void>;
  /** The rules changed (added, paused, deleted): the round is planned again. */
  readonly onDidChange: Event<void>;
}
