// What tells that the key is on a lower plan than the plan setting, in words: the limits the
// service's headers gave (QuotaStatus.keyPlan), or a call the setting's plan includes that the
// service refused for the plan (QuotaStatus.planRefused). Pure: no `vscode`, unit-tested.
import * as l10n from '../../shared/format/l10n';
import { limits } from '../../shared/format/plan';
import { allows, isBelow, type Plan } from '../../service/api/plans';
import type { QuotaStatus } from '../../service/api/service';
import { tNotice, type NoticeText } from '../sinks/neutral';

/** The warning for a key below `setting`, or undefined when the service's answers do not show one. */
export function lowerPlanWarning(setting: Plan, quota: QuotaStatus): NoticeText | undefined {
  const keyPlan = quota.keyPlan;
  if (keyPlan && isBelow(keyPlan.id, setting.id)) {
    return tNotice(l10n.t('Social Pulse: your key\'s limits are {0}\'s ({1}); the plan setting says {2}.'), keyPlan.label, limits(quota.plan), setting.label);
  }
  if (quota.planRefused !== undefined && allows(setting.access, quota.planRefused)) {
    return tNotice(l10n.t('Social Pulse: the service refused a call the {0} plan includes: your key seems to be on a lower plan.'), setting.label);
  }
  return undefined;
}
