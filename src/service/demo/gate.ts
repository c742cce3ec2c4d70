// Who may call: the bearer key (the only credential the service accepts), its plan's access
// and its quota. Mounted handlers (API, markdown variant, MCP) all pass through here.
import type { Access, Plan, PlanId, PlanLimits } from '../api/plans';
import { allows, PLANS } from '../api/plans';
import type { QuotaBook, Window } from './quota';
import { failure, PLAN_EXCLUDES, type Reply } from './reply';

export interface EmulatorKey {
  plan: PlanId;
  perMinute?: number;
  perDay?: number;
}

interface KeyInfo {
  plan: Plan;
  limits: PlanLimits;
}

export interface Caller {
  /** Internal id for the quota book; never written anywhere. */
  id: string;
  plan: Plan;
  limits: PlanLimits;
  /** Rate-limit headers for this response. */
  headers: Record<string, string>;
}

export type Admission = { caller: Caller; reply?: undefined } | { caller?: undefined; reply: Reply };

export class Gate {
  private readonly keys = new Map<string, KeyInfo>();

  constructor(keys: Record<string, PlanId | EmulatorKey>, private readonly quota: QuotaBook) {
    for (const [key, value] of Object.entries(keys)) {
      const spec = typeof value === 'string' ? { plan: value } : value;
      const plan = PLANS[spec.plan];
      if (!plan) throw new Error(`Unknown plan "${spec.plan}" for an emulator key.`);
      this.keys.set(key, { plan, limits: { perMinute: spec.perMinute ?? plan.perMinute, perDay: spec.perDay ?? plan.perDay } });
    }
  }

  /** The known key in an `Authorization: Bearer <key>` header. */
  private identify(authorization: string | undefined): (KeyInfo & { id: string }) | undefined {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    const info = m ? this.keys.get(m[1]!) : undefined;
    return info && { ...info, id: m![1]! };
  }

  /** Checks the key without counting a request (401 when it is missing or unknown). */
  authenticate(authorization: string | undefined): Admission {
    if (!authorization) return { reply: failure(401, 'Unauthorized: send your API key as "Authorization: Bearer <key>"') };
    const key = this.identify(authorization);
    if (!key) return { reply: failure(401, 'Unauthorized: the API key is not valid') };
    return { caller: { id: key.id, plan: key.plan, limits: key.limits, headers: this.quota.peek(key.id, key.limits) } };
  }

  /**
   * Counts one request for the caller and refreshes its rate-limit headers; returns the
   * service's message when a window is exhausted (then nothing is counted).
   */
  charge(caller: Caller): string | undefined {
    const check = this.quota.take(caller.id, caller.limits);
    caller.headers = check.headers;
    return check.exceeded && `Rate limit exceeded (${check.exceeded === 'day' ? 'daily' : 'minute'})`;
  }

  /** Authenticates and counts the request (401 and 429 are not counted). */
  admit(authorization: string | undefined): Admission {
    const admission = this.authenticate(authorization);
    if (!admission.caller) return admission;
    const exceeded = this.charge(admission.caller);
    return exceeded ? { reply: failure(429, exceeded, admission.caller.headers) } : admission;
  }

  /** 402 when the caller's plan does not reach `need`. */
  require(caller: Caller, need: Access): Reply | undefined {
    return allows(caller.plan.access, need) ? undefined : failure(402, PLAN_EXCLUDES, caller.headers);
  }

  /** A forced 429 with the headers of an exhausted window, for the rate-limit fault. */
  forcedLimit(authorization: string | undefined, window: Window, retryAfter?: number): Reply {
    const key = this.identify(authorization) ?? { id: '', ...this.anyKey() };
    const headers = this.quota.exhausted(key.id, key.limits, window);
    if (retryAfter !== undefined) headers['retry-after'] = String(retryAfter);
    return failure(429, `Rate limit exceeded (${window === 'day' ? 'daily' : 'minute'})`, headers);
  }

  private anyKey(): KeyInfo {
    return this.keys.values().next().value ?? { plan: PLANS.builder, limits: PLANS.builder };
  }
}
