// What a daily digest asks the service for, planned before it starts: per section, the requests
// it sends when nothing is cached, which sections (or subjects) the plan lacks, and the budget
// it may spend: never over `socialPulse.digest.maxRequests`, never into the day's reserve kept for
// what the person opens (src/service/api/quota.ts). Answers the client holds cost nothing: the run asks
// the cache first (digestData.ts) and spends the budget only on what is missing. Pure.
import * as l10n from '../../../shared/format/l10n';
import { OPERATIONS, type OperationId } from '../../../service/api/operations';
import { allows, type Plan } from '../../../service/api/plans';
import { backgroundAllowance, userReserve } from '../../../service/api/quota';
import type { QuotaStatus } from '../../../service/api/service';
import type { ItemRef } from '../../../shared/items';
import type { DigestData, DigestSectionId } from './types';

/** One request of the plan: what it is for and the operation it calls. */
export interface PlannedRequest {
  section: DigestSectionId;
  operation: OperationId;
  /** The subject asked about (a pin, a watched topic); none for a list. */
  subject?: ItemRef;
}

export interface DigestPlan {
  /** Every request, in the order they are sent, when nothing is cached. */
  requests: PlannedRequest[];
  /** Sections the plan gives no data for, with the one line each says in place. */
  lacking: DigestData['lacking'];
  /** Pins whose data the plan lacks (topics and categories below Individual). */
  lackingPins: ItemRef[];
  /** Requests the digest may send now. */
  budget: number;
  /** The plan's daily quota, not the digest's own maxRequests, set the budget. */
  byQuota: boolean;
}

export interface PlanInput {
  sections: readonly DigestSectionId[];
  pins: readonly ItemRef[];
  plan: Plan;
  maxRequests: number;
  /** The client's quota now; unknown before the first request of the session. */
  quota?: Pick<QuotaStatus, 'plan' | 'dayUsed' | 'dayResetAt'>;
  now: number;
}

const MARKET_LISTS = { coin: 'coinsListV2', stock: 'stocksListV2', nft: 'nftsListV2' } as const satisfies Record<string, OperationId>;
const SUBJECT_OPS = { topic: 'topic', category: 'category' } as const satisfies Record<string, OperationId>;

/** The watched topics: the whatsup and posts sections are about them. */
export function watchedTopics(pins: readonly ItemRef[]): ItemRef[] {
  return pins.filter((p) => p.kind === 'topic');
}

/** Requests the digest may send: its own limit, and what background work may still spend today. */
export function digestBudget(maxRequests: number, plan: Plan, quota: PlanInput['quota'], now: number): number {
  const limit = Math.max(0, Math.floor(maxRequests));
  // a status from before the reset says nothing about the new day
  const allowance = quota && now < quota.dayResetAt ? backgroundAllowance(quota) : plan.perDay - userReserve(plan.perDay);
  return Math.min(limit, Math.max(0, allowance));
}

function lackingLine(plan: Plan, what: string): string {
  return l10n.t('{0} are not in the {1} plan.', what, plan.label);
}

export function planDigest(input: PlanInput): DigestPlan {
  const { plan } = input;
  const may = (op: OperationId): boolean => allows(plan.access, OPERATIONS[op].access);
  const requests: PlannedRequest[] = [];
  const lacking: DigestPlan['lacking'] = {};
  const lackingPins: ItemRef[] = [];
  const topics = watchedTopics(input.pins);
  for (const section of input.sections) {
    switch (section) {
      case 'watchlist': {
        const kinds = new Set<keyof typeof MARKET_LISTS>();
        for (const pin of input.pins) {
          if (pin.kind === 'coin' || pin.kind === 'stock' || pin.kind === 'nft') {
            // one page a kind for all of its pins (src/shared/queries/pinned.ts), as the watchlist reads it
            if (!kinds.has(pin.kind)) requests.push({ section, operation: MARKET_LISTS[pin.kind] });
            kinds.add(pin.kind);
          } else if (pin.kind === 'topic' || pin.kind === 'category') {
            if (may(SUBJECT_OPS[pin.kind])) requests.push({ section, operation: SUBJECT_OPS[pin.kind], subject: pin });
            else lackingPins.push(pin);
          }
        }
        if (lackingPins.length) lacking.watchlist = lackingLine(plan, l10n.t('Figures of topics and categories'));
        break;
      }
      case 'movers':
        if (may('topicsList')) requests.push({ section, operation: 'topicsList' });
        else lacking.movers = lackingLine(plan, l10n.t('Trending topics'));
        break;
      case 'whatsup':
        if (!may('topicWhatsup')) lacking.whatsup = lackingLine(plan, l10n.t('Topics\' summaries and themes'));
        else for (const t of topics) requests.push({ section, operation: 'topicWhatsup', subject: t });
        break;
      case 'posts':
        if (!may('topicPosts')) lacking.posts = lackingLine(plan, l10n.t('Topics\' posts'));
        else for (const t of topics) requests.push({ section, operation: 'topicPosts', subject: t });
        break;
      case 'alerts':
        break;   // from the alerts' history, kept in the editor: no request
    }
  }
  const budget = digestBudget(input.maxRequests, plan, input.quota, input.now);
  return { requests, lacking, lackingPins, budget, byQuota: budget < Math.max(0, Math.floor(input.maxRequests)) };
}
