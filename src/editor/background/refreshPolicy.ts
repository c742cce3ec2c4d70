// When the watchlist refreshes in the background: every `socialPulse.backgroundRefreshMinutes`,
// stretched so that the rounds fit the day. Background work may spend the daily quota only down
// to the reserve kept for the person (`backgroundAllowance`, the client's own rule, in
// src/service/api/quota.ts); the policy plans BACKGROUND_SHARE of that allowance, spread evenly over the
// time left until the quota resets, and stops (until the new day) when not one round fits.
import { backgroundAllowance, ROLL_MARGIN_MS } from '../../service/api/quota';
import type { QuotaStatus } from '../../service/api/service';

/**
 * Share of the background allowance the rounds are planned on: the rest is room for the
 * person's clicks above the reserve, since their share of the day is not known in advance.
 */
export const BACKGROUND_SHARE = 0.5;

/**
 * Milliseconds until the next background refresh, or undefined for none (turned off, nothing
 * pinned). `cost`: the requests one refresh sends when nothing is cached.
 */
export function backgroundDelayMs(minutes: number, cost: number, quota: QuotaStatus | undefined, now: number): number | undefined {
  if (!Number.isFinite(minutes) || minutes <= 0 || cost <= 0) return undefined;
  const base = minutes * 60_000;
  // a status from before the quota reset says nothing about the new day
  if (!quota || now >= quota.dayResetAt) return base;
  const untilReset = quota.dayResetAt - now;
  const rounds = Math.floor((backgroundAllowance(quota) * BACKGROUND_SHARE) / cost);
  // not even one round fits: wait for the new day (just after the client's own window turns)
  if (rounds < 1) return Math.max(base, untilReset + ROLL_MARGIN_MS);
  return Math.max(base, Math.ceil(untilReset / rounds));
}
