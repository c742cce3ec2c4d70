// A plan's limits in words, as the plan picker and the status details both say them.
import type { PlanLimits } from '../../service/api/plans';
import * as l10n from './l10n';
import { formatNumber } from './numbers';

/** `10 a minute, 2,000 a day` */
export function limits(plan: PlanLimits): string {
  return l10n.t('{0} a minute, {1} a day', formatNumber(plan.perMinute), formatNumber(plan.perDay));
}
