// A key on a lower plan than the plan setting: each call the setting allows and the key does not
// is refused by the service and spends a request of the day. The service's rate-limit headers or
// its refusals tell (planWarning.ts); this says so once per key entry and session, never with the key.
import * as l10n from '../../shared/format/l10n';
import { COMMANDS } from '../../shared/commandTable';
import type { Plan } from '../../service/api/plans';
import type { QuotaStatus } from '../../service/api/service';
import { execute } from '../commandRun';
import { showWarning } from '../sinks/notify';
import { lowerPlanWarning } from './planWarning';

export class PlanNotice {
  private readonly told = new Set<string>();

  /** `keyId` names the key entry (its id in the key list), never the secret. */
  check(keyId: string | undefined, setting: Plan, quota: QuotaStatus): void {
    if (keyId === undefined || this.told.has(keyId)) return;
    const message = lowerPlanWarning(setting, quota);
    if (!message) return;
    this.told.add(keyId);
    const choose = l10n.t('Choose Plan');
    void showWarning(message, choose).then((choice) => {
      if (choice === choose) void execute(COMMANDS.choosePlan);
    });
  }
}
