// What every request may carry: its cancellation, its place in the quota queue, a cache bypass.

/**
 * A request's place in the quota queue when the quota is short. 'view': what the person is
 * looking at (a section in view, a tree being shown); 'offscreen': what the person opened but
 * does not see yet (a panel's section scrolled out of view, a hidden panel); 'background': work
 * nobody asked for just now (watchlist and alert refresh, prefetch), which also stops short of
 * the daily reserve kept for the person.
 */
export type Priority = 'view' | 'offscreen' | 'background';

/** Order in the queue: lower goes first. */
export const PRIORITY_RANK: Readonly<Record<Priority, number>> = { view: 0, offscreen: 1, background: 2 };

/** The higher of two priorities. */
export function higher(a: Priority, b: Priority): Priority {
  return PRIORITY_RANK[a] <= PRIORITY_RANK[b] ? a : b;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /**
   * 'view' by default. A function is asked again each time the queue is ordered, so a section
   * scrolled into view while it waits moves ahead (see src/editor/panelHost/sections.ts).
   */
  priority?: Priority | (() => Priority);
  /** Bypass the cache (never the quota). */
  refresh?: boolean;
  /**
   * Answer from the fresh cache or not at all: a miss is refused as 'cancelled' without a
   * request or a log line (a planner asking what is free before it spends).
   */
  cacheOnly?: boolean;
  /**
   * ms: a cached answer received within this long is used even past its freshness (for a glance
   * that shows the answer's age, such as a hover; the cache keeps it until the next load).
   */
  maxAge?: number;
}
