// What every request may carry: its cancellation, its place in the quota queue, a cache bypass.

export type Priority = 'user' | 'background';

export interface RequestOptions {
  signal?: AbortSignal;
  /** 'user' (default) goes before 'background' when the quota is short. */
  priority?: Priority;
  /** Bypass the cache (never the quota). */
  refresh?: boolean;
}
