// Plan table of interface section 8, shared by the client's quota and the emulator.

export type PlanId = 'hobby' | 'individual' | 'builder' | 'scale' | 'enterprise';

/** Which operations a plan may call (see `access` in operations.ts). */
export type Access = 'market' | 'limited' | 'all';

export interface PlanLimits {
  perMinute: number;
  perDay: number;
}

export interface Plan extends PlanLimits {
  id: PlanId;
  label: string;
  access: Access;
}

export const PLANS: Readonly<Record<PlanId, Plan>> = {
  hobby: { id: 'hobby', label: 'Hobby', access: 'market', perMinute: 4, perDay: 100 },
  individual: { id: 'individual', label: 'Individual', access: 'limited', perMinute: 10, perDay: 2000 },
  builder: { id: 'builder', label: 'Builder', access: 'all', perMinute: 100, perDay: 20000 },
  scale: { id: 'scale', label: 'Scale', access: 'all', perMinute: 500, perDay: 100000 },
  enterprise: { id: 'enterprise', label: 'Enterprise', access: 'all', perMinute: 1000, perDay: 500000 },
};

export const PLAN_IDS = Object.keys(PLANS) as PlanId[];

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as string[]).includes(value);
}

/** The plan with Enterprise's custom limits applied; bad custom values fall back to defaults. */
export function resolvePlan(id: PlanId, custom?: Partial<PlanLimits>): Plan {
  const plan = PLANS[id];
  if (id !== 'enterprise' || !custom) return plan;
  const ok = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n > 0;
  return {
    ...plan,
    perMinute: ok(custom.perMinute) ? custom.perMinute : plan.perMinute,
    perDay: ok(custom.perDay) ? custom.perDay : plan.perDay,
  };
}

const RANK: Record<Access, number> = { market: 0, limited: 1, all: 2 };

/** Whether a plan with `have` access may call an operation that needs `need`. */
export function allows(have: Access, need: Access): boolean {
  return RANK[have] >= RANK[need];
}

/** Whether plan `a` is below plan `b` in the table. */
export function isBelow(a: PlanId, b: PlanId): boolean {
  return PLAN_IDS.indexOf(a) < PLAN_IDS.indexOf(b);
}

/** Whether two plans allow the same requests a minute and a day. */
export function sameLimits(a: PlanLimits, b: PlanLimits): boolean {
  return a.perMinute === b.perMinute && a.perDay === b.perDay;
}

/**
 * The named plan whose limits the service's headers gave, when it is not `setting`: the key is
 * on another plan than the plan setting says (below or above it, see isBelow). Undefined when
 * the limits match no plan (an Enterprise key's own limits) or the setting's plan.
 */
export function keyPlanOf(setting: PlanId, learned: Partial<PlanLimits>): Plan | undefined {
  const match = PLAN_IDS.find((id) => PLANS[id].perMinute === learned.perMinute && PLANS[id].perDay === learned.perDay);
  return match && match !== setting ? PLANS[match] : undefined;
}
