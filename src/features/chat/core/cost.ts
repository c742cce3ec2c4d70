// What a tool call will fetch, what it may cost of the quota, whether the plan includes it and
// whether to ask the person first. Decided before any request. Pure.
import { OPERATIONS, type OperationId } from '../../../service/api/operations';
import { allows, PLANS, type Access, type Plan } from '../../../service/api/plans';
import { count, md, type MarkdownText } from './render';
import { CONFIRM_ABOVE_POINTS, CONFIRM_ABOVE_REQUESTS, type ToolId } from './specs';
import { TOOL_RECORDS, type Inputs } from './tools/index';
import type { PlannedCall } from './tools/record';

export type { PlannedCall } from './tools/record';

export interface CallPlan {
  calls: PlannedCall[];
  /** At most this many requests (0 for each answer still in the cache). */
  requests: number;
  /** Points a series will hold, when it is one. */
  points?: number;
  /** Ask the person before spending it. */
  confirm: boolean;
  /** Why it asks, for the confirmation message. */
  confirmWhy?: MarkdownText;
  /** The first call the plan does not include, if any: answered without a request. */
  excluded?: PlannedCall;
}

/** The calls a request will make on a plan with `access`, in order (each tool's record says). */
export function plannedCalls<K extends ToolId>(id: K, input: Inputs[K], access: Access): PlannedCall[] {
  return TOOL_RECORDS[id].calls(input, access);
}

export function planCall<K extends ToolId>(id: K, input: Inputs[K], plan: Plan): CallPlan {
  const calls = plannedCalls(id, input, plan.access);
  // (the markdown variant of a report is gated like the summaries: Individual and up)
  const excluded = calls.find((c) => !allows(plan.access, OPERATIONS[c.op].access));
  const requests = calls.length;
  const points = TOOL_RECORDS[id].points?.(input);
  let confirmWhy: MarkdownText | undefined;
  if (requests > CONFIRM_ABOVE_REQUESTS) confirmWhy = md`it may spend up to ${requests} requests of your quota`;
  else if (points !== undefined && points > CONFIRM_ABOVE_POINTS) confirmWhy = md`it is a long series (about ${count(points)} points)`;
  return { calls, requests, ...(points !== undefined ? { points } : {}), confirm: !excluded && !!confirmWhy, ...(confirmWhy ? { confirmWhy } : {}), ...(excluded ? { excluded } : {}) };
}

const ACCESS_PLAN: Readonly<Record<Access, string>> = { market: PLANS.hobby.label, limited: PLANS.individual.label, all: PLANS.builder.label };

/** The lowest plan that includes an operation, by name. */
export function lowestPlan(op: OperationId): string {
  return ACCESS_PLAN[OPERATIONS[op].access];
}
