// When the watchlist refreshes in the background: every `socialPulse.backgroundRefreshMinutes`,
// stretched so that background refreshes never spend more than half of today's remaining quota.
import type { QuotaStatus } from '../api/service';

/** Share of the remaining daily requests background refreshes may use. */
export const BACKGROUND_SHARE = 0.5;

/**
 * Milliseconds until the next background refresh, or undefined for none (turned off, nothing
 * pinned). Each refresh may cost one request per pinned item.
 */
export function backgroundDelayMs(minutes: number, pins: number, quota: QuotaStatus | undefined, now: number): number | undefined {
  if (!Number.isFinite(minutes) || minutes <= 0 || pins <= 0) return undefined;
  const base = minutes * 60_000;
  if (!quota) return base;
  const remaining = quota.plan.perDay - quota.dayUsed;
  const untilReset = Math.max(0, quota.dayResetAt - now);
  // not enough left for one refresh: wait for the new day
  if (remaining <= pins) return Math.max(base, untilReset);
  const refreshesAffordable = (remaining * BACKGROUND_SHARE) / pins;
  return Math.max(base, Math.ceil(untilReset / refreshesAffordable));
}
