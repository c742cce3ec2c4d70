// Operations the service refused with 402 for the plan. The service gates by endpoint, a
// refusal costs a request of the quota, and what a plan includes goes by tiers (the table's
// `access`, plans.ts): an operation refused for its tier means every operation of that tier or
// above is refused too. Market data is on every plan: a refusal there is taken for that
// operation alone. Later calls get the refusal without a request, until the plan, key or
// address changes (every such change clears the cache and this with it).
import { ServiceError } from './errors';
import { planMessage } from './failures';
import type { Operation } from './operations';
import { allows } from './plans';
import type { Access } from './plans';

export class PlanRefusals {
  /** The service's own answers, per operation. */
  private readonly refused = new Map<Operation['id'], ServiceError>();
  /** The lowest tier found missing, and the service's answer that showed it. */
  private lacking?: { access: Access; error: ServiceError };

  remember(op: Operation, error: ServiceError): void {
    this.refused.set(op.id, error);
    if (op.access === 'market') return;
    if (this.lacking === undefined || allows(this.lacking.access, op.access)) this.lacking = { access: op.access, error };
  }

  /** The lowest tier found missing: the operations of that tier and above are refused. */
  get lacks(): Access | undefined {
    return this.lacking?.access;
  }

  /** The refusal `op` (at `path`) would get, if the plan is known to lack it. */
  refusal(op: Operation, path: string): ServiceError | undefined {
    const own = this.refused.get(op.id);
    if (own) return own;
    if (this.lacking === undefined || !allows(op.access, this.lacking.access)) return undefined;
    const { status, serviceMessage } = this.lacking.error;
    return new ServiceError('plan', planMessage(op.title), { status, serviceMessage, path });
  }

  clear(): void {
    this.refused.clear();
    this.lacking = undefined;
  }
}
