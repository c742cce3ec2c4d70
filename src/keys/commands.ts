// "Set API Key" and "Manage API Keys": prompts around the flows and the KeyManager. Secrets are
// typed into password boxes and shown masked only.
import * as vscode from 'vscode';
import { errorText } from '../log';
import { notice, noticeText, pick, pickText } from '../sinks/neutral';
import { showError, showInfo, showWarning } from '../sinks/notify';
import { showPick, type PickItem } from '../sinks/pick';
import { addKey, replaceKey, type ConfirmUnverified, type SaveOutcome } from './flows';
import { MAX_KEYS, checkLabel, checkSecret, type KeyEntry } from './keyIndex';
import type { KeyStore } from './keyManager';
import type { Verifier } from './verify';

export const KEY_PAGE = 'https://lunarcrush.com/developers/api/authentication';

export interface KeyCommandDeps {
  keys: KeyStore;
  verify: Verifier;
  isDemo(): boolean;
}

interface SaveChoice extends PickItem {
  save: boolean;
}

/**
 * Not saving is the default (first, taken by Enter; Escape too); saving a key nobody could check
 * is a choice made on purpose, one item further down.
 */
const confirmUnverified: ConfirmUnverified = async (reason) => {
  const choices: SaveChoice[] = [
    { label: pick`$(close) Don't Save`, detail: pick`${reason} Check the connection, then set the key again.`, save: false },
    { label: pick`$(warning) Save Without a Check`, detail: pick`It may not work; replace it later with "Manage API Keys".`, save: true },
  ];
  const choice = await showPick(choices, {
    title: 'Social Pulse could not check the key with the service',
    placeHolder: 'Save the key without a check?',
    ignoreFocusOut: true,
  });
  return choice?.save === true;
};

function withProgress(verify: Verifier): Verifier {
  return (secret) => Promise.resolve(vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: 'Social Pulse: checking the key with the service…' },
    () => verify(secret),
  ));
}

function promptLabel(keys: KeyStore, o: { title: string; value: string; exceptId?: string; secret?: string }): Thenable<string | undefined> {
  return vscode.window.showInputBox({
    title: o.title,
    prompt: 'A name to tell your keys apart, for example Work or Personal. It is shown in the status bar.',
    value: o.value,
    ignoreFocusOut: true,
    validateInput: (v) => checkLabel(v, { keys: keys.list() }, o.exceptId, o.secret),
  });
}

async function promptSecret(title: string): Promise<string | undefined> {
  const secret = await vscode.window.showInputBox({
    title,
    prompt: 'Paste the API key from the service\'s key page. It is kept in the editor\'s secret storage only.',
    password: true,
    ignoreFocusOut: true,
    validateInput: (v) => (v.trim() ? checkSecret(v) : undefined),
  });
  return secret?.trim() ? secret : undefined;
}

function nextLabel(keys: KeyStore): string {
  const taken = new Set(keys.list().map((k) => k.label.toLowerCase()));
  if (!taken.size) return 'Default';
  for (let n = 2; ; n++) if (!taken.has(`key ${n}`)) return `Key ${n}`;
}

async function report(outcome: SaveOutcome, deps: KeyCommandDeps, retry: () => Promise<void>): Promise<void> {
  if (!outcome.saved) {
    if ('cancelled' in outcome) return;
    const again = 'Try Again';
    if ((await showError(notice`Social Pulse: ${outcome.reason}`, again)) === again) await retry();
    return;
  }
  const active = deps.keys.active()?.id === outcome.entry.id;
  const checked = outcome.verified ? '' : ' without a check';
  const actions: string[] = [];
  if (!active) actions.push('Use It');
  if (deps.isDemo()) actions.push('Turn Off Demo Data');
  const demo = deps.isDemo() ? ' Demo data is on: turn it off to use the service.' : '';
  const choice = await showInfo(
    // the parts written here start with a space, which a value in notice`…` would lose
    noticeText(`Social Pulse: key "${outcome.entry.label}" saved${checked}${active ? ' and in use' : ''}.${demo}`),
    ...actions,
  );
  if (choice === 'Use It') await run(() => deps.keys.setActive(outcome.entry.id));
  if (choice === 'Turn Off Demo Data') await vscode.commands.executeCommand('socialPulse.toggleDemo');
}

/** Runs a change, showing its refusal; true when it went through. */
async function run(change: () => Promise<void>): Promise<boolean> {
  try {
    await change();
    return true;
  } catch (e) {
    void showError(notice`Social Pulse: ${errorText(e)}`);
    return false;
  }
}

async function setApiKey(deps: KeyCommandDeps): Promise<void> {
  const { keys } = deps;
  await keys.whenReady();
  if (keys.list().length >= MAX_KEYS) {
    const manage = 'Manage API Keys';
    const choice = await showError(
      notice`Social Pulse: you have ${MAX_KEYS} keys, the most the service allows. Remove or replace one instead.`, manage);
    if (choice === manage) await manageKeys(deps);
    return;
  }
  // the key first, in a password box: most people paste a key into the first box they see
  const secret = await promptSecret('Social Pulse: Paste Your API Key (1/2)');
  if (secret === undefined) return;
  const label = await promptLabel(keys, { title: 'Social Pulse: Name the Key (2/2)', value: nextLabel(keys), secret });
  if (label === undefined) return;
  const outcome = await addKey(keys, withProgress(deps.verify), label, secret, confirmUnverified);
  await report(outcome, deps, () => setApiKey(deps));
}

async function replaceSecret(deps: KeyCommandDeps, entry: KeyEntry): Promise<void> {
  const secret = await promptSecret(`Social Pulse: Paste the New Secret for "${entry.label}"`);
  if (secret === undefined) return;
  const outcome = await replaceKey(deps.keys, withProgress(deps.verify), entry.id, secret, confirmUnverified);
  await report(outcome, deps, () => replaceSecret(deps, entry));
}

async function removeKey(keys: KeyStore, entry: KeyEntry): Promise<void> {
  const remove = 'Remove';
  const choice = await showWarning(
    notice`Remove the key "${entry.label}" from this editor?`,
    { modal: true, detail: notice`The key stays valid on the service. If it may have leaked, revoke it on the service's key page as well.` },
    remove,
  );
  if (choice !== remove) return;
  if (!(await run(() => keys.remove(entry.id)))) return;
  const now = keys.active();
  void showInfo(now ? notice`Social Pulse: key "${entry.label}" removed. "${now.label}" is in use now.` : notice`Social Pulse: key "${entry.label}" removed.`);
}

interface KeyItem extends PickItem {
  entry?: KeyEntry;
  run?: () => Promise<void>;
}

async function keyActions(deps: KeyCommandDeps, entry: KeyEntry): Promise<void> {
  const { keys } = deps;
  const active = keys.active()?.id === entry.id;
  const items: KeyItem[] = [
    ...(active ? [] : [{ label: pick`$(check) Use This Key`, run: async () => { await run(() => keys.setActive(entry.id)); } }]),
    {
      label: pick`$(edit) Rename…`,
      run: async () => {
        const label = await promptLabel(keys, { title: `Social Pulse: Rename the Key "${entry.label}"`, value: entry.label, exceptId: entry.id });
        if (label !== undefined) await run(() => keys.rename(entry.id, label));
      },
    },
    { label: pick`$(sync) Replace the Secret…`, detail: pick`After rotating the key on the service`, run: () => replaceSecret(deps, entry) },
    { label: pick`$(trash) Remove…`, run: () => removeKey(keys, entry) },
  ];
  const picked = await showPick(items, { title: `Social Pulse: Key "${entry.label}"`, ignoreFocusOut: true });
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
    detail: entry.id === active?.id ? pick`In use for every request` : undefined,
    entry,
  }));
  if (items.length) items.push({ label: pick``, kind: vscode.QuickPickItemKind.Separator });
  if (keys.list().length < MAX_KEYS) items.push({ label: pick`$(add) Add a Key…`, run: () => setApiKey(deps) });
  items.push({ label: pick`$(link-external) Where Are Keys Made?`, detail: pickText(KEY_PAGE), run: async () => { await vscode.env.openExternal(vscode.Uri.parse(KEY_PAGE)); } });
  const picked = await showPick(items, {
    title: `Social Pulse: API Keys (${keys.list().length} of ${MAX_KEYS})`,
    placeHolder: 'Pick a key to use, rename, replace or remove it',
    ignoreFocusOut: true,
  });
  if (picked?.entry) await keyActions(deps, picked.entry);
  else await picked?.run?.();
}

export function registerKeyCommands(deps: KeyCommandDeps): vscode.Disposable {
  return vscode.Disposable.from(
    vscode.commands.registerCommand('socialPulse.setApiKey', () => setApiKey(deps)),
    vscode.commands.registerCommand('socialPulse.manageKeys', () => manageKeys(deps)),
  );
}
