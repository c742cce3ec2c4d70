// What checking the rules adds to a background round, in requests, and how often the budget left
// today lets them be checked. A rule adds its subject, never a request of its own: subjects the
// watchlist already refreshes cost nothing more (the round's answers are in the cache), coins,
// stocks and NFT collections share the watchlist's one page of their kind (one request a kind,
// none when the watchlist already asks it), an item the last check found outside its page costs
// a request of its own, a subject whose rules all read its series asks no summary, and each
// bucket of series its rules read adds one request (../needs.ts: the round's plan).
import * as l10n from '../../../shared/format/l10n';
import { currentTimeZone, formatClock } from '../../../shared/format/time';
import type { ShownZone } from '../../../shared/format/zone';
import type { QuotaStatus } from '../../../service/api/service';
import type { ItemRef } from '../../../shared/items';
import { itemKey } from '../../../shared/items';
import { backgroundDelayMs } from '../../../editor/background/refreshPolicy';
import { roundRequests } from '../../../editor/background/roundCost';
import type { AlertRule } from './model';
import { roundPlan } from '../needs';
import { isPinnedMarketKind, offPageKey } from '../../../shared/queries/pinned';

/**
 * Requests the rules add to a round on top of what the watchlist (`pinned`) costs. `offPage`: the
 * items (offPageKey: `kind:id`) the last check found outside their kind's shared page (an item not
 * yet checked counts as on it).
 */
export function alertRequests(rules: readonly AlertRule[], pinned: readonly ItemRef[], offPage: ReadonlySet<string> = new Set()): number {
  const pinnedKeys = new Set(pinned.map(itemKey));
  // the pages already asked this round: the watchlist's, then each one a rule's subject needs
  const pages = new Set(pinned.map((p) => p.kind).filter(isPinnedMarketKind));
  let cost = 0;
  for (const [key, s] of roundPlan(rules)) {
    cost += Object.keys(s.series).length;
    if (!s.summary || pinnedKeys.has(key)) continue;
    const kind = s.ref.kind;
    if (isPinnedMarketKind(kind)) {
      if (!pages.has(kind)) cost++;
      pages.add(kind);
      if (offPage.has(offPageKey(kind, s.ref.id))) cost++;
    } else cost++;
  }
  return cost;
}

export interface AddedCost {
  /** Requests a round the rule adds to the others (0: it rides on what they, or the watchlist, ask). */
  requests: number;
  /** Of those, series requests: asked at most once an hour (cached until the series' next hour). */
  series: number;
  /** For the editor, before saving: "Adds 1 request a round (…)". */
  text: string;
}

/** What saving `rule` (new, or replacing the rule of the same id) adds to a round. */
export function addedCost(rule: AlertRule, rules: readonly AlertRule[], pinned: readonly ItemRef[], offPage: ReadonlySet<string> = new Set()): AddedCost {
  const others = rules.filter((r) => r.id !== rule.id);
  const requests = alertRequests([...others, rule], pinned, offPage) - alertRequests(others, pinned, offPage);
  const buckets = (rs: readonly AlertRule[]): number => [...roundPlan(rs).values()].reduce((n, s) => n + Object.keys(s.series).length, 0);
  const series = buckets([...others, rule]) - buckets(others);
  const what = !series ? '' : series === requests ? l10n.t(' (the series, asked at most once an hour)') : l10n.t(' ({0} of them the series, asked at most once an hour)', series);
  const text = requests === 0 ? l10n.t('Adds no request: the round already asks what this rule reads.')
    : requests === 1 ? l10n.t('Adds {0} request a round{1}.', requests, what) : l10n.t('Adds {0} requests a round{1}.', requests, what);
  return { requests, series, text };
}

/** Milliseconds between checks with the budget left today (undefined: no rule to check). */
export function checkIntervalMs(minutes: number, roundCost: number, quota: QuotaStatus | undefined, now: number): number | undefined {
  return backgroundDelayMs(minutes, roundCost, quota, now);
}

export function durationText(ms: number): string {
  const min = Math.round(ms / 60_000);
  if (min < 60) return l10n.t('{0} min', Math.max(1, min));
  const h = ms / 3_600_000;
  return l10n.t('{0} h', h < 10 ? Math.round(h * 10) / 10 : Math.round(h));
}

/** What a background round checks: the rules, beside the pinned items (`offPage`: as alertRequests). */
export interface RulesRound {
  rules: readonly AlertRule[];
  pinned: readonly ItemRef[];
  offPage?: ReadonlySet<string>;
}

/**
 * "Rules are checked about every 45 min with today's budget." for the view's header line; a time
 * in `zone`, which it names. The round is counted whole, the watchlist's load with the rules, as
 * the refresher plans it.
 */
export function budgetText(minutes: number, round: RulesRound, quota: QuotaStatus | undefined, now: number, zone: ShownZone = currentTimeZone()): string | undefined {
  if (minutes <= 0) return l10n.t('Background refresh is off (socialPulse.backgroundRefreshMinutes): rules are not checked.');
  const roundCost = roundRequests(round.pinned, (pinned) => alertRequests(round.rules, pinned, round.offPage));
  const ms = checkIntervalMs(minutes, roundCost, quota, now);
  if (ms === undefined) return undefined;
  if (quota && now < quota.dayResetAt && ms >= quota.dayResetAt - now) {
    return l10n.t('Today\'s background budget is spent (the rest is kept for what you open): rules are checked again after the quota resets at {0}.', formatClock(quota.dayResetAt, zone));
  }
  return roundCost === 1
    ? l10n.t('Rules are checked about every {0} with today\'s budget ({1} request a round).', durationText(ms), roundCost)
    : l10n.t('Rules are checked about every {0} with today\'s budget ({1} requests a round).', durationText(ms), roundCost);
}
