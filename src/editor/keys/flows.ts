// Adding and replacing a key: check the inputs, ask the service, then save. The commands are
// thin prompts around these; tests call them with their own answers.
import type { AddressSetting } from '../../service/api/errors';
import { errorText } from '../../service/log';
import type { KeyEntry } from './keyIndex';
import type { KeyStore } from './keyManager';
import type { PlanMismatch, Verifier } from './verify';
import * as l10n from '../../shared/format/l10n';

/** Asked when the service could not be reached: true saves the key unchecked. */
export type ConfirmUnverified = (reason: string) => Promise<boolean>;

export type SaveOutcome =
  /** `plans`: the check's answer named another plan than the plan setting's. */
  | { saved: true; entry: KeyEntry; verified: boolean; plans?: PlanMismatch }
  /** `setting`: the address setting that is wrong, when that was the reason. */
  | { saved: false; reason: string; setting?: AddressSetting }
  /** The person chose not to save a key that could not be checked: nothing went wrong, nothing to say. */
  | { saved: false; cancelled: true };

type Checked = { ok: true; verified: boolean; plans?: PlanMismatch } | { ok: false; reason: string; setting?: AddressSetting } | { ok: false; cancelled: true };

async function check(verify: Verifier, secret: string, confirm: ConfirmUnverified): Promise<Checked> {
  const verdict = await verify(secret);
  if (verdict.kind === 'ok') return { ok: true, verified: true, ...(verdict.plans ? { plans: verdict.plans } : {}) };
  if (verdict.kind === 'refused') return { ok: false, reason: verdict.reason, ...(verdict.setting ? { setting: verdict.setting } : {}) };
  return (await confirm(verdict.reason)) ? { ok: true, verified: false } : { ok: false, cancelled: true };
}

/** Refused for `problem`, else asked of the service, then saved by `save` (told whether it was verified). */
async function checkThenSave(
  problem: string | undefined, verify: Verifier, secret: string, confirm: ConfirmUnverified,
  save: (verified: boolean) => Promise<SaveOutcome>,
): Promise<SaveOutcome> {
  if (problem) return { saved: false, reason: problem };
  const checked = await check(verify, secret, confirm);
  if (!checked.ok) return 'cancelled' in checked ? { saved: false, cancelled: true } : { saved: false, reason: checked.reason, ...(checked.setting ? { setting: checked.setting } : {}) };
  try {
    const outcome = await save(checked.verified);
    return outcome.saved && checked.plans ? { ...outcome, plans: checked.plans } : outcome;
  } catch (e) {
    return { saved: false, reason: errorText(e) };
  }
}

export async function addKey(keys: KeyStore, verify: Verifier, label: string, secret: string, confirm: ConfirmUnverified): Promise<SaveOutcome> {
  return checkThenSave(await keys.problemWithNew(label, secret), verify, secret, confirm,
    async (verified) => ({ saved: true, entry: await keys.add(label, secret), verified }));
}

export async function replaceKey(keys: KeyStore, verify: Verifier, id: string, secret: string, confirm: ConfirmUnverified): Promise<SaveOutcome> {
  return checkThenSave(await keys.problemWithReplacement(id, secret), verify, secret, confirm, async (verified) => {
    await keys.replace(id, secret);
    const entry = keys.list().find((k) => k.id === id);
    return entry ? { saved: true, entry, verified } : { saved: false, reason: l10n.t('The key was removed meanwhile.') };
  });
}
