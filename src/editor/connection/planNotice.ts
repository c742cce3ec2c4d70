// A key on a lower plan than the plan setting: each call the setting allows and the key does not
// is refused by the service and spends a request of the day. The service's rate-limit headers or
// its refusals tell (planWarning.ts); this says so once per secret (a key entry and its rotation)
// and session, never with the key. A save message that told it already counts as telling it.
import * as l10n from '../../shared/format/l10n';
import { COMMANDS } from '../../shared/commandTable';
import { isBelow, type Plan } from '../../service/api/plans';
import type { QuotaStatus } from '../../service/api/service';
import type { KeyEntry } from '../keys/keyIndex';
import type { PlanMismatch } from '../keys/verify';
import { execute } from '../commandRun';
import { showWarning } from '../sinks/notify';
import { lowerPlanWarning } from './planWarning';

/** A key entry as far as the notice needs it: its id and how many times its secret was replaced. */
export type KeyTold = Pick<KeyEntry, 'id' | 'rotation'>;

/** One name per secret: a replaced secret (rotation + 1) is another key to tell of. */
function secretOf(key: KeyTold): string {
  return `${key.id}#${key.rotation ?? 0}`;
}

export class PlanNotice {
  private readonly told = new Set<string>();

  /** The save message said the key's limits were `plans.key`'s: when that is below the setting, told. */
  toldAtSave(key: KeyTold, plans: PlanMismatch): void {
    if (isBelow(plans.key.id, plans.setting.id)) this.told.add(secretOf(key));
  }

  /** `key`: the active key entry (its id and rotation, never the secret). */
  check(key: KeyTold | undefined, setting: Plan, quota: QuotaStatus): void {
    if (key === undefined || this.told.has(secretOf(key))) return;
    const message = lowerPlanWarning(setting, quota);
    if (!message) return;
    this.told.add(secretOf(key));
    const choose = l10n.t('Choose Plan');
    void showWarning(message, choose).then((choice) => {
      if (choice === choose) void execute(COMMANDS.choosePlan);
    });
  }
}
