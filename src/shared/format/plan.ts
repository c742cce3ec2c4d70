// A plan's limits in words, as the plan picker and the status details both say them.
import type { PlanLimits } from '../../service/api/plans';
import { formatNumber } from './numbers';

/** `10 a minute, 2,000 a day` */
export function limits(plan: PlanLimits): string {
  return `${formatNumber(plan.perMinute)} a minute, ${formatNumber(plan.perDay)} a day`;
}
