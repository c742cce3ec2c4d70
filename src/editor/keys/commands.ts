// "Set API Key" and "Manage API Keys": prompts around the flows and the KeyManager. Secrets are
// typed into password boxes and shown masked only.
import * as l10n from '../../shared/format/l10n';
import * as vscode from 'vscode';
import { errorText } from '../../service/log';
import { pick, pickText, tNotice, tPick } from '../sinks/neutral';
import { showError, showInfo, showWarning } from '../sinks/notify';
import { showPick, type PickItem } from '../sinks/pick';
import { addKey, replaceKey, type ConfirmUnverified, type SaveOutcome } from './flows';
import { MAX_KEYS, checkSecret, type KeyEntry } from './keyIndex';
import type { KeyStore } from './keyManager';
import type { PlanMismatch, Verifier } from './verify';
import { KEY_PAGE, keyPrompt, unverifiedChoices } from './wording';
import { execute, register } from '../commandRun';
import { COMMANDS } from '../../shared/commandTable';

export interface KeyCommandDeps {
  keys: KeyStore;
  verify: Verifier;
  isDemo(): boolean;
  /** The save message told the key's plan (`plans`): the connection's own warning does not tell it again. */
  planTold(entry: KeyEntry, plans: PlanMismatch): void;
}

interface SaveChoice extends PickItem {
  save: boolean;
}

const confirmUnverified: ConfirmUnverified = async (reason) => {
  const choices: SaveChoice[] = unverifiedChoices(reason);
  const choice = await showPick(choices, {
    title: l10n.t('Social Pulse could not check the key with the service'),
    placeHolder: l10n.t('Save the key without a check?'),
    ignoreFocusOut: true,
  });
  return choice?.save === true;
};

function withProgress(verify: Verifier): Verifier {
  return (secret) => Promise.resolve(vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: l10n.t('Social Pulse: checking the key with the service…') },
    () => verify(secret),
  ));
}

function promptLabel(keys: KeyStore, o: { title: string; value: string; exceptId?: string; secret?: string }): Thenable<string | undefined> {
  return vscode.window.showInputBox({
    title: o.title,
    prompt: l10n.t('A name to tell your keys apart, for example Work or Personal. It is shown in the status bar.'),
    value: o.value,
    ignoreFocusOut: true,
    // the manager reads the saved keys, which a name must not contain
    validateInput: (v) => keys.problemWithLabel(v, { id: o.exceptId, secret: o.secret }).catch((e: unknown) => errorText(e)),
  });
}

async function promptSecret(title: string): Promise<string | undefined> {
  const secret = await vscode.window.showInputBox({
    title,
    prompt: keyPrompt(),
    password: true,
    ignoreFocusOut: true,
    validateInput: (v) => (v.trim() ? checkSecret(v) : undefined),
  });
  return secret?.trim() ? secret : undefined;
}

function nextLabel(keys: KeyStore): string {
  const taken = new Set(keys.list().map((k) => k.label.toLowerCase()));
  if (!taken.size) return l10n.t('Default');
  for (let n = 2; ; n++) {
    const name = l10n.t('Key {0}', n);
    if (!taken.has(name.toLowerCase())) return name;
  }
}

async function report(outcome: SaveOutcome, deps: KeyCommandDeps, retry: () => Promise<void>): Promise<void> {
  if (!outcome.saved) {
    if ('cancelled' in outcome) return;
    const again = l10n.t('Try Again');
    // a wrong service address: the setting to correct first, then the key again
    const open = l10n.t('Open Settings');
    const choice = await showError(tNotice(l10n.t('Social Pulse: {0}'), outcome.reason), ...(outcome.setting ? [open] : []), again);
    if (choice === open && outcome.setting) await vscode.commands.executeCommand('workbench.action.openSettings', outcome.setting);
    if (choice === again) await retry();
    return;
  }
  // before the message waits: the key's first answers may come while it shows
  if (outcome.plans) deps.planTold(outcome.entry, outcome.plans);
  const active = deps.keys.active()?.id === outcome.entry.id;
  const useIt = l10n.t('Use It');
  const demoOff = l10n.t('Turn Off Demo Data');
  const choosePlan = l10n.t('Choose Plan');
  const actions: string[] = [];
  if (!active) actions.push(useIt);
  if (outcome.plans) actions.push(choosePlan);
  if (deps.isDemo()) actions.push(demoOff);
  const plans = outcome.plans ? l10n.t('Its limits are {0}\'s; the plan setting says {1}.', outcome.plans.key.label, outcome.plans.setting.label) : '';
  const more = [plans, deps.isDemo() ? l10n.t('Demo data is on: turn it off to use the service.') : ''].filter((t) => t).join(' ');
  // whole sentences, so each language words them its own way
  const choice = await showInfo(tNotice(outcome.verified
    ? (active ? l10n.t('Social Pulse: key "{0}" saved and in use. {1}') : l10n.t('Social Pulse: key "{0}" saved. {1}'))
    : (active ? l10n.t('Social Pulse: key "{0}" saved without a check and in use. {1}') : l10n.t('Social Pulse: key "{0}" saved without a check. {1}')),
  outcome.entry.label, more), ...actions);
  if (choice === useIt) await run(() => deps.keys.setActive(outcome.entry.id));
  if (choice === demoOff) await execute(COMMANDS.toggleDemo);
  if (choice === choosePlan) await execute(COMMANDS.choosePlan);
}

/** Runs a change, showing its refusal; true when it went through. */
async function run(change: () => Promise<void>): Promise<boolean> {
  try {
    await change();
    return true;
  } catch (e) {
    void showError(tNotice(l10n.t('Social Pulse: {0}'), errorText(e)));
    return false;
  }
}

async function setApiKey(deps: KeyCommandDeps): Promise<void> {
  const { keys } = deps;
  await keys.whenReady();
  if (keys.list().length >= MAX_KEYS) {
    const manage = l10n.t('Manage API Keys');
    const choice = await showError(
      tNotice(l10n.t('Social Pulse: you have {0} keys, the most the service allows. Remove or replace one instead.'), MAX_KEYS), manage);
    if (choice === manage) await manageKeys(deps);
    return;
  }
  // the key first, in a password box: most people paste a key into the first box they see
  const secret = await promptSecret(l10n.t('Social Pulse: Paste Your API Key (1/2)'));
  if (secret === undefined) return;
  const label = await promptLabel(keys, { title: l10n.t('Social Pulse: Name the Key (2/2)'), value: nextLabel(keys), secret });
  if (label === undefined) return;
  const outcome = await addKey(keys, withProgress(deps.verify), label, secret, confirmUnverified);
  await report(outcome, deps, () => setApiKey(deps));
}

async function replaceSecret(deps: KeyCommandDeps, entry: KeyEntry): Promise<void> {
  const secret = await promptSecret(l10n.t('Social Pulse: Paste the New Secret for "{0}"', entry.label));
  if (secret === undefined) return;
  const outcome = await replaceKey(deps.keys, withProgress(deps.verify), entry.id, secret, confirmUnverified);
  await report(outcome, deps, () => replaceSecret(deps, entry));
}

async function removeKey(keys: KeyStore, entry: KeyEntry): Promise<void> {
  const remove = l10n.t('Remove');
  const choice = await showWarning(
    tNotice(l10n.t('Remove the key "{0}" from this editor?'), entry.label),
    { modal: true, detail: tNotice(l10n.t('The key stays valid on the service. If it may have leaked, revoke it on the service\'s key page as well.')) },
    remove,
  );
  if (choice !== remove) return;
  if (!(await run(() => keys.remove(entry.id)))) return;
  const now = keys.active();
  void showInfo(now ? tNotice(l10n.t('Social Pulse: key "{0}" removed. "{1}" is in use now.'), entry.label, now.label) : tNotice(l10n.t('Social Pulse: key "{0}" removed.'), entry.label));
}

interface KeyItem extends PickItem {
  entry?: KeyEntry;
  run?: () => Promise<void>;
}

async function keyActions(deps: KeyCommandDeps, entry: KeyEntry): Promise<void> {
  const { keys } = deps;
  const active = keys.active()?.id === entry.id;
  const items: KeyItem[] = [
    ...(active ? [] : [{ label: tPick(l10n.t('$(check) Use This Key')), run: async () => { await run(() => keys.setActive(entry.id)); } }]),
    {
      label: tPick(l10n.t('$(edit) Rename…')),
      run: async () => {
        const label = await promptLabel(keys, { title: l10n.t('Social Pulse: Rename the Key "{0}"', entry.label), value: entry.label, exceptId: entry.id });
        if (label !== undefined) await run(() => keys.rename(entry.id, label));
      },
    },
    { label: tPick(l10n.t('$(sync) Replace the Secret…')), detail: tPick(l10n.t('After rotating the key on the service')), run: () => replaceSecret(deps, entry) },
    { label: tPick(l10n.t('$(trash) Remove…')), run: () => removeKey(keys, entry) },
  ];
  const picked = await showPick(items, { title: l10n.t('Social Pulse: Key "{0}"', entry.label), ignoreFocusOut: true });
  await picked?.run?.();
}

async function manageKeys(deps: KeyCommandDeps): Promise<void> {
  const { keys } = deps;
  await keys.whenReady();
  const active = keys.active();
  const masked = await Promise.all(keys.list().map((k) => keys.masked(k.id).catch(() => undefined)));
  const items: KeyItem[] = keys.list().map((entry, i) => ({
    label: entry.id === active?.id ? pick`$(check) ${entry.label}` : pick`$(key) ${entry.label}`,
    description: pickText(masked[i] ?? '••••'),
    detail: entry.id === active?.id ? tPick(l10n.t('In use for every request')) : undefined,
    entry,
  }));
  if (items.length) items.push({ label: pick``, kind: vscode.QuickPickItemKind.Separator });
  if (keys.list().length < MAX_KEYS) items.push({ label: tPick(l10n.t('$(add) Add a Key…')), run: () => setApiKey(deps) });
  items.push({ label: tPick(l10n.t('$(link-external) Where Are Keys Made?')), detail: pickText(KEY_PAGE), run: async () => { await vscode.env.openExternal(vscode.Uri.parse(KEY_PAGE)); } });
  const picked = await showPick(items, {
    title: l10n.t('Social Pulse: API Keys ({0} of {1})', keys.list().length, MAX_KEYS),
    placeHolder: l10n.t('Pick a key to use, rename, replace or remove it'),
    ignoreFocusOut: true,
  });
  if (picked?.entry) await keyActions(deps, picked.entry);
  else await picked?.run?.();
}

export function registerKeyCommands(deps: KeyCommandDeps): vscode.Disposable {
  return vscode.Disposable.from(
    register(COMMANDS.setApiKey, () => setApiKey(deps)),
    register(COMMANDS.manageKeys, () => manageKeys(deps)),
  );
}
