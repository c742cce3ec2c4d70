// A digest built now: its requests planned on the plan in use and the budget, its data fetched
// (cached answers first), its markdown written through the notes guard. Used alike by the
// scheduled digest, Write Today's Digest Now and Preview Digest.
import type { Plan } from '../../service/api/plans';
import type { QuotaStatus } from '../../service/api/service';
import type { ItemRef } from '../../shared/items';
import type { DigestAlert, DigestSectionId, DigestSpending } from './core/types';
import { fetchDigest, type DigestClient } from './core/data';
import { planDigest, type DigestPlan } from './core/plan';
import { digestMarkdown } from './core/markdown';

export interface ComposeInput {
  client: DigestClient;
  plan: Plan;
  quota?: QuotaStatus;
  pins: readonly ItemRef[];
  alerts: DigestAlert[];
  sections: readonly DigestSectionId[];
  maxRequests: number;
  demo: boolean;
  now: number;
  timeZone?: string;
  signal?: AbortSignal;
}

export interface Composed {
  body: string;
  plan: DigestPlan;
  spending: DigestSpending;
  /** Nothing current could be read, for a passing reason (the network): the first failure's words. */
  unread?: string;
  /** With `unread`: figures kept from before were read, each said with its age. */
  onlyOld?: true;
}

export async function composeDigest(i: ComposeInput): Promise<Composed> {
  const plan = planDigest({ sections: i.sections, pins: i.pins, plan: i.plan, maxRequests: i.maxRequests, quota: i.quota, now: i.now });
  const data = await fetchDigest(i.client, plan, { sections: i.sections, pins: i.pins, alerts: i.alerts, signal: i.signal });
  const body = digestMarkdown(data, { at: i.now, timeZone: i.timeZone, demo: i.demo, planLabel: i.plan.label });
  return { body, plan, spending: data.spending, ...(data.unread === undefined ? {} : { unread: data.unread }), ...(data.onlyOld ? { onlyOld: data.onlyOld } : {}) };
}
