// A key on a lower plan than the plan setting: each call the setting allows and the key does not
// is refused by the service and spends a request of the day. The service's rate-limit headers
// tell (QuotaStatus.keyPlan, when below the setting); this says so once per key entry and
// session, never with the key.
import * as l10n from '../../shared/format/l10n';
import { COMMANDS } from '../../shared/commandTable';
import { limits } from '../../shared/format/plan';
import { isBelow, type Plan } from '../../service/api/plans';
import type { QuotaStatus } from '../../service/api/service';
import { execute } from '../commandRun';
import { tNotice } from '../sinks/neutral';
import { showWarning } from '../sinks/notify';

export class PlanNotice {
  private readonly told = new Set<string>();

  /** `keyId` names the key entry (its id in the key list), never the secret. */
  check(keyId: string | undefined, setting: Plan, quota: QuotaStatus): void {
    const keyPlan = quota.keyPlan;
    if (keyId === undefined || !keyPlan || !isBelow(keyPlan.id, setting.id) || this.told.has(keyId)) return;
    this.told.add(keyId);
    const choose = l10n.t('Choose Plan');
    const message = tNotice(l10n.t('Social Pulse: your key\'s limits are {0}\'s ({1}); the plan setting says {2}.'), keyPlan.label, limits(quota.plan), setting.label);
    void showWarning(message, choose).then((choice) => {
      if (choice === choose) void execute(COMMANDS.choosePlan);
    });
  }
}
