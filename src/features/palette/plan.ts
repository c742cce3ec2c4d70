// "Choose Plan...": writes socialPulse.plan (and, for Enterprise, socialPulse.enterpriseLimits).
// The connection follows the setting, so the quota pacing changes at once.
import * as l10n from '../../shared/format/l10n';
import * as vscode from 'vscode';
import { PLANS, PLAN_IDS, type PlanId, type PlanLimits } from '../../service/api/plans';
import { errorText } from '../../service/log';
import type { Settings } from '../../editor/settings';
import { updateSetting } from '../../editor/settings';
import { SETTING } from '../../editor/settingsCheck';
import { pick, tNotice, tPick } from '../../editor/sinks/neutral';
import { showError, showInfo } from '../../editor/sinks/notify';
import { showPick, type PickItem } from '../../editor/sinks/pick';
import { limits } from '../../shared/format/plan';
import { parseTypedNumber, typedNumberProblem, type NumberRules } from '../../shared/format/typedNumber';
import { register } from '../../editor/commandRun';
import { COMMANDS } from '../../shared/commandTable';

interface PlanItem extends PickItem {
  plan: PlanId;
}

/** Writes the plan settings; the connection follows them. */
async function applyPlan(plan: PlanId, custom?: PlanLimits): Promise<void> {
  if (custom) await updateSetting(SETTING.enterpriseLimits, { perMinute: custom.perMinute, perDay: custom.perDay });
  await updateSetting(SETTING.plan, plan);
}

/** A contract's limit: a whole number of requests, typed as people write them (10k, 1,000,000). */
const LIMIT_RULES: NumberRules = { min: 1, max: 999_999_999, integer: true, unit: 'plain' };

async function askLimit(what: 'minute' | 'day', value: number): Promise<number | undefined> {
  const text = await vscode.window.showInputBox({
    title: what === 'minute' ? l10n.t('Social Pulse: Enterprise Requests per Minute') : l10n.t('Social Pulse: Enterprise Requests per Day'),
    prompt: what === 'minute' ? l10n.t('How many requests per minute your contract allows.') : l10n.t('How many requests per day your contract allows.'),
    value: String(value),
    ignoreFocusOut: true,
    validateInput: (v) => typedNumberProblem(v, LIMIT_RULES),
  });
  return text === undefined ? undefined : parseTypedNumber(text, LIMIT_RULES);
}

async function choosePlan(settings: Settings): Promise<void> {
  const current = settings.current;
  const items: PlanItem[] = PLAN_IDS.map((id) => ({
    plan: id,
    label: id === current.plan ? pick`$(check) ${PLANS[id].label}` : pick`${PLANS[id].label}`,
    description: id === 'enterprise' ? tPick(l10n.t('custom limits')) : pick`${limits(PLANS[id])}`,
  }));
  const picked = await showPick(items, {
    title: l10n.t('Social Pulse: Your Plan'),
    placeHolder: l10n.t('Requests are paced to the plan\'s limits before they leave'),
    ignoreFocusOut: true,
  });
  if (!picked) return;
  let custom: PlanLimits | undefined;
  if (picked.plan === 'enterprise') {
    const perMinute = await askLimit('minute', current.enterpriseLimits.perMinute);
    if (perMinute === undefined) return;
    const perDay = await askLimit('day', current.enterpriseLimits.perDay);
    if (perDay === undefined) return;
    custom = { perMinute, perDay };
  }
  try {
    await applyPlan(picked.plan, custom);
    if (current.demo) {
      void showInfo(tNotice(l10n.t('Social Pulse: plan set to {0}. Demo data runs on the Builder plan\'s limits; yours apply when demo data is off.'), PLANS[picked.plan].label));
    }
  } catch (e) {
    void showError(tNotice(l10n.t('Social Pulse: the plan could not be saved: {0}'), errorText(e)));
  }
}

export function registerPlanCommand(settings: Settings): vscode.Disposable {
  return register(COMMANDS.choosePlan, () => choosePlan(settings));
}
