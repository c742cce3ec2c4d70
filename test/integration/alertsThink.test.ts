// Alerts that think, in the real extension host against an emulator over loopback (a key, not demo
// data): a rule created in plain words through the pulseAlert tool fires once when its data changes
// at the service; @pulse /alert without a model shows the rule with Save and Cancel, and Cancel
// saves nothing; pause all, resume all and a snooze change what the checker does; the Alerts
// view's Backtest opens a panel that draws where the rule would have fired; a fired alert goes into
// today's note (the digest's note) as a line under the day's alerts section. (In extension tests
// VS Code's dialog service confirms a tool call without showing it: that the confirmation shows the
// rule and saves nothing is in test/unit/alerts-chat.test.ts, and the real dialog in the e2e.)
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { BacktestSnapshot } from '../../src/features/alerts/backtestPanel';
import type { AlertRow } from '../../src/features/alerts/core/rows';
import type { SocialPulseApi } from '../../src/main/extension';
import { activateFresh, type Emulator, emulatorBundle, fakeKey, holdUnsavedEdits, pointAt, resetCore, waitFor } from './coreHelpers';
import { makeFileReadOnly } from '../shared/readOnlyFolder';

async function rows(): Promise<AlertRow[]> {
  return (await vscode.commands.executeCommand<AlertRow[]>('socialPulse.test.alerts')) ?? [];
}

async function ruleRow(id: string): Promise<AlertRow | undefined> {
  return (await rows()).find((r) => r.ruleId === id);
}

/** Every fired alert of a rule in the view's history (grouped by subject). */
async function firedOf(id: string): Promise<AlertRow[]> {
  const history = (await rows()).find((r) => r.id === 'alerts/history');
  return (history?.children ?? []).flatMap((g) => g.children ?? []).filter((f) => f.fired?.ruleId === id);
}

function textOf(result: vscode.LanguageModelToolResult): string {
  return result.content.map((p) => (p instanceof vscode.LanguageModelTextPart ? p.value : '')).join('');
}

/**
 * A check fresh from the service (Check Alerts Now). A check asked while a pass runs joins it (the
 * first look of a rule just saved, from the cache): the second call is sure to be a pass of its own.
 */
async function check(): Promise<void> {
  await vscode.commands.executeCommand('socialPulse.checkAlerts');
  await vscode.commands.executeCommand('socialPulse.checkAlerts');
}

class RecordingStream {
  readonly markdown: string[] = [];
  readonly buttons: vscode.Command[] = [];
  readonly stream = new Proxy({} as vscode.ChatResponseStream, {
    get: (_t, prop: string) => {
      switch (prop) {
        case 'markdown': return (v: string | vscode.MarkdownString) => this.markdown.push(typeof v === 'string' ? v : v.value);
        case 'button': return (c: vscode.Command) => this.buttons.push(c);
        default: return () => undefined;
      }
    },
  });
}

describe('alerts that think', () => {
  let api: SocialPulseApi;
  let emulator: Emulator;
  const price = (value: number, symbol = 'btc'): void => emulator.overrides.set([{ kind: 'coin', id: symbol, field: 'price', value }]);

  before(async () => {
    api = await activateFresh();
    const key = fakeKey();
    emulator = await emulatorBundle().startEmulator({ keys: { [key]: 'builder' } });
    await pointAt(emulator);
    await api.keys.add('Work', key);
    await waitFor('the key in use', () => api.connection.state.mode === 'key');
  });
  afterEach(async () => {
    for (const r of await rows()) if (r.ruleId) await vscode.commands.executeCommand('socialPulse.deleteAlert', api.ownUi({ ruleId: r.ruleId }), true);
    await vscode.commands.executeCommand('socialPulse.clearAlertHistory', api.ownUi({}));
    emulator.overrides.clear();
  });
  after(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await resetCore(api);
    await emulator.close();
  });

  it('a rule created through the pulseAlert tool fires once when its data changes at the service', async () => {
    price(50_000);
    const answer = textOf(await vscode.lm.invokeTool('socialPulse_alert', {
      input: { action: 'create', phrase: 'when bitcoin price goes above 1000000' }, toolInvocationToken: undefined,
    }));
    const read = answer.replace(/\\(.)/g, '$1');
    assert.match(read, /^Saved the alert "Bitcoin > \$1M" \(id [\w-]+\): Bitcoin: Price above \$1,000,000/);
    const id = /\(id ([\w-]+)\)/.exec(read)![1]!;
    await waitFor('the rule checked once, armed', async () => /^armed/.test((await ruleRow(id))?.description ?? ''));

    price(1_500_000);
    await check();
    const fired = await waitFor('the rule fired', async () => {
      const row = await ruleRow(id);
      return /^fired at/.test(row?.description ?? '') ? row : undefined;
    });
    assert.match(fired.description!, /Price \$1,500,000/);
    await check();
    await check();
    const history = await firedOf(id);
    assert.equal(history.length, 1, 'fired once, however many checks follow while it holds');
    assert.match(history[0]!.label, /^Bitcoin: Price above \$1,000,000 \(from \$50,000\.00 to \$1,500,000\.00\)\.$/, `plain text, no demo mark: ${history[0]!.label}`);
  });

  it('@pulse /alert without a model shows the rule with Save and Cancel: Cancel saves nothing, Save saves it', async () => {
    const rec = new RecordingStream();
    const request = { prompt: 'when solana interactions are unusual', command: 'alert', references: [], toolReferences: [], toolInvocationToken: undefined as never } as unknown as vscode.ChatRequest;
    await api.chat.participant.requestHandler(request, { history: [] } as unknown as vscode.ChatContext, rec.stream, new vscode.CancellationTokenSource().token);
    const text = rec.markdown.join('').replace(/\\(.)/g, '$1');
    assert.match(text, /Rule: Solana: Interactions unusually high, the latest hour at least 3 deviations above the same hour of the last 7 days/);
    assert.match(text, /Condition: \{"kind":"unusual","k":3,"windowDays":7,"bucket":"hour"\}/);
    assert.deepEqual(rec.buttons.map((b) => b.command), ['socialPulse.saveAlertDraft', 'socialPulse.discardAlertDraft']);
    await vscode.commands.executeCommand(rec.buttons[1]!.command, ...(rec.buttons[1]!.arguments ?? []));
    assert.equal((await rows()).filter((r) => r.ruleId).length, 0, 'Cancel saved nothing');
    const saved = await vscode.commands.executeCommand<{ id: string; condition: unknown }>(rec.buttons[0]!.command, ...(rec.buttons[0]!.arguments ?? []));
    assert.deepEqual(saved?.condition, { kind: 'unusual', k: 3, windowDays: 7, bucket: 'hour' });
    assert.ok(await ruleRow(saved.id), 'Save saved the rule shown');
  });

  // Ethereum: no earlier test left its price in the client's cache
  it('pause all, resume all and a snooze change what the checker does', async () => {
    price(50_000, 'eth');
    const rule = await vscode.commands.executeCommand<{ id: string }>('socialPulse.addAlert', api.ownUi({
      subject: { kind: 'coin', id: 'ethereum', title: 'Ethereum' }, metric: 'price', condition: 'above', value: 1_000_000, name: 'ETH a million', cooldownMinutes: 0,
    }));
    await waitFor('armed', async () => /^armed/.test((await ruleRow(rule!.id))?.description ?? ''));

    assert.equal(await vscode.commands.executeCommand('socialPulse.pauseAllAlerts', api.ownUi({})), 1);
    price(1_500_000, 'eth');
    const asked = emulator.requests();
    await check();
    assert.equal(emulator.requests(), asked, 'a paused rule asks the service nothing');
    assert.match((await ruleRow(rule!.id))!.description!, /^paused/);
    assert.equal((await firedOf(rule!.id)).length, 0, 'nor fires');

    assert.equal(await vscode.commands.executeCommand('socialPulse.resumeAllAlerts', api.ownUi({})), 1);
    await check();
    await waitFor('fired after resume all', async () => (await firedOf(rule!.id)).length === 1);

    // below the line again re-arms it; snoozed, crossing again does not notify
    price(50_000, 'eth');
    await check();
    await waitFor('re-armed', async () => /^armed/.test((await ruleRow(rule!.id))?.description ?? ''));
    const until = await vscode.commands.executeCommand<number>('socialPulse.snoozeAlert', api.ownUi({ ruleId: rule!.id }), 60);
    assert.ok(until && until > Date.now() + 59 * 60_000);
    assert.match((await ruleRow(rule!.id))!.description!, /^snoozed until \d\d:\d\d UTC/);
    price(1_500_000, 'eth');
    await check();
    assert.equal((await firedOf(rule!.id)).length, 1, 'snoozed: no second firing');
    await vscode.commands.executeCommand('socialPulse.snoozeAlert', api.ownUi({ ruleId: rule!.id }), 0);
    await check();
    await waitFor('fired once woken', async () => (await firedOf(rule!.id)).length === 2);
  });

  it('Backtest in the Alerts view draws where a rule would have fired', async () => {
    const rule = await vscode.commands.executeCommand<{ id: string }>('socialPulse.saveAlertDraft', api.ownUi({ rule: {
      id: 'bt-rule', name: 'Bitcoin interactions unusual', subject: { kind: 'topic', id: 'bitcoin', title: 'Bitcoin' }, metric: 'interactions',
      condition: { kind: 'unusual', k: 2, windowDays: 7, bucket: 'hour' }, cooldownMinutes: 60, paused: false, createdAt: Date.now(),
    } }));
    assert.equal(rule?.id, 'bt-rule');
    await vscode.commands.executeCommand('socialPulse.backtestAlert', api.ownUi({ ruleId: 'bt-rule' }));
    const [shown] = await waitFor('the backtest drawn', async () => {
      const open = (await vscode.commands.executeCommand<BacktestSnapshot[]>('socialPulse.test.backtests')) ?? [];
      return open.length && open[0]!.rendered ? open : undefined;
    }, 20_000);
    assert.equal(shown!.ruleId, 'bt-rule');
    assert.ok(shown!.checks > 24 * 28, `about 30 days of hours replayed (${shown!.checks})`);
  });

  it('Add to Today\'s Note puts a fired alert under the day\'s alerts section of the digest\'s note, one line each', async () => {
    const folder = vscode.workspace.workspaceFolders?.[0];
    assert.ok(folder, 'the test window has a workspace folder');
    const at = Date.now();
    const fired = (message: string): object => ({
      ruleId: 'r-note', name: 'note', subject: { kind: 'coin', id: 'bitcoin', title: 'Bitcoin' }, metric: 'price', to: 2, at, demo: false, message,
    });
    // a note of its own: today's journal note would stay among the extension host's documents after
    // this test closed it, and the digest's tests would find it open there
    const name = 'alerts-think-today.md';
    await vscode.workspace.getConfiguration('socialPulse.digest').update('target', name, vscode.ConfigurationTarget.Global);
    const file = path.join(folder.uri.fsPath, name);
    fs.writeFileSync(file, '# Today\n');
    await holdUnsavedEdits(true);
    const editor = await vscode.window.showTextDocument(vscode.Uri.file(file));
    // the notices are VS Code's: the suite reads them
    const window = vscode.window as unknown as Record<'showWarningMessage' | 'showInformationMessage', unknown>;
    const real = { warning: window.showWarningMessage, info: window.showInformationMessage };
    const said: string[] = [];
    window.showWarningMessage = async (message: string) => { said.push(message); return undefined; };
    window.showInformationMessage = async (message: string) => { said.push(message); return undefined; };
    let writable: (() => void) | undefined = makeFileReadOnly(file);
    try {
      assert.equal(await vscode.commands.executeCommand('socialPulse.addFiredAlertToNote', api.ownUi(fired('Bitcoin: Price above $5 (now $6).'))), name);
      await waitFor('the addition told', () => said.find((m) => /^Added to/.test(m)));
      assert.deepEqual(said.filter((m) => /^Added to/.test(m)), [
        `Added to ${name}, not saved: it is in the editor, but saving the note failed: permission denied: the file is marked read-only; make it writable and try again, or choose another file.`,
      ]);
      assert.match(editor.document.getText(), /Bitcoin: Price above \$5 \(now \$6\)\./);
      assert.equal(editor.document.isDirty, true, 'the line is in the editor, unsaved');
      assert.equal(fs.readFileSync(file, 'utf8'), '# Today\n', 'nothing on disk');
      writable();
      writable = undefined;

      // the person's own unsaved changes are not saved for them, and that is said
      said.length = 0;
      assert.equal(await vscode.commands.executeCommand('socialPulse.addFiredAlertToNote', api.ownUi(fired('Bitcoin: Price above $7 (now $8).'))), name);
      await waitFor('the addition told', () => said.find((m) => /^Added to/.test(m)));
      assert.deepEqual(said.filter((m) => /^Added to/.test(m)), [
        `Added to ${name}, not saved: it is in the editor, unsaved, with your unsaved changes: save the note to keep it.`,
      ]);
      assert.match(editor.document.getText(), /Bitcoin: Price above \$7 \(now \$8\)\./);
      assert.equal(editor.document.isDirty, true);
      assert.equal(fs.readFileSync(file, 'utf8'), '# Today\n', 'the person\'s text is not saved for them');
    } finally {
      window.showWarningMessage = real.warning;
      window.showInformationMessage = real.info;
      writable?.();
      await vscode.window.showTextDocument(editor.document);
      await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
      await holdUnsavedEdits(false);
      await vscode.workspace.getConfiguration('socialPulse.digest').update('target', undefined, vscode.ConfigurationTarget.Global);
      fs.rmSync(file, { force: true });
    }
  });
  it('Add to Today\'s Note refuses a note VS Code\'s settings make read-only, open or not, in the digest\'s words, and leaves it as it was (failed before: closed, the line written on disk behind the setting)', async () => {
    const folder = vscode.workspace.workspaceFolders![0]!;
    const name = 'alerts-read-only-today.md';
    const file = path.join(folder.uri.fsPath, name);
    fs.writeFileSync(file, '# Today\n');
    const fired = { ruleId: 'r-ro', name: 'ro', subject: { kind: 'coin', id: 'bitcoin', title: 'Bitcoin' }, metric: 'price', to: 2, at: Date.now(), demo: false, message: 'Bitcoin: Price above $5 (now $6).' };
    const files = vscode.workspace.getConfiguration('files');
    const window = vscode.window as unknown as Record<'showWarningMessage', unknown>;
    const real = window.showWarningMessage;
    const said: string[] = [];
    window.showWarningMessage = async (message: string) => { said.push(message); return undefined; };
    try {
      await vscode.workspace.getConfiguration('socialPulse.digest').update('target', name, vscode.ConfigurationTarget.Global);
      await files.update('readonlyInclude', { [name]: true }, vscode.ConfigurationTarget.Global);
      const refusal = `Social Pulse: ${name} cannot be written: VS Code's settings make it read-only (files.readonlyInclude).`;
      // closed
      assert.equal(await vscode.commands.executeCommand('socialPulse.addFiredAlertToNote', api.ownUi(fired)), undefined);
      assert.deepEqual(said, [refusal]);
      assert.equal(fs.readFileSync(file, 'utf8'), '# Today\n');
      // open
      const editor = await vscode.window.showTextDocument(vscode.Uri.file(file), { preview: false });
      assert.equal(await vscode.commands.executeCommand('socialPulse.addFiredAlertToNote', api.ownUi(fired)), undefined);
      assert.deepEqual(said, [refusal, refusal]);
      assert.equal(editor.document.getText(), '# Today\n');
    } finally {
      window.showWarningMessage = real;
      await files.update('readonlyInclude', undefined, vscode.ConfigurationTarget.Global);
      await vscode.workspace.getConfiguration('socialPulse.digest').update('target', undefined, vscode.ConfigurationTarget.Global);
      await vscode.commands.executeCommand('workbench.action.closeAllEditors');
      fs.rmSync(file, { force: true });
    }
  });
});
