// Alerts and Compare in the real extension host, on demo data: a rule created through the command
// (the input the quick inputs would collect) is listed in the Alerts view with its state after
// its first check, and fires from demo data saying so; a compare panel of three topics draws.
// The suite acts as the extension's own UI through the test API's `ownUi` (as a tree row does);
// given what a command link can pass (parsed JSON), the commands change nothing without asking.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { AlertRow } from '../../src/features/alerts/core/rows';
import type { CompareSnapshot } from '../../src/features/compare/panel';
import type { SocialPulseApi } from '../../src/main/extension';
import { activateOnDemo, setSetting, waitFor } from './coreHelpers';

async function rows(): Promise<AlertRow[]> {
  return (await vscode.commands.executeCommand<AlertRow[]>('socialPulse.test.alerts')) ?? [];
}

describe('alerts and compare', () => {
  let api: SocialPulseApi;

  before(async () => {
    api = await activateOnDemo();
  });
  after(async () => {
    for (const r of await rows()) if (r.ruleId) await vscode.commands.executeCommand('socialPulse.deleteAlert', api.ownUi({ ruleId: r.ruleId }), true);
    await vscode.commands.executeCommand('socialPulse.clearAlertHistory', api.ownUi({}));
    // an open compare panel would load again on the next suite's connection and blur its request counts
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await setSetting('demo', false);
  });

  it('a rule created through the flow is listed in the Alerts view with its state', async () => {
    const subject = { kind: 'topic', id: 'bitcoin', title: 'Bitcoin' };
    const rule = await vscode.commands.executeCommand<{ id: string; name: string }>('socialPulse.addAlert', api.ownUi({
      subject, metric: 'topicRank', condition: 'below', value: 1000, name: 'Bitcoin in the top 1000', cooldownMinutes: 30,
    }));
    assert.ok(rule?.id, 'the command returns the rule it saved');
    const row = await waitFor('the rule listed, checked once', async () => (await rows()).find((r) => r.ruleId === rule.id && /fired|armed/.test(r.description ?? '')));
    assert.equal(row.label, 'Bitcoin in the top 1000');
    assert.match(row.description!, /^fired at \d\d:\d\d UTC · Topic rank #\d+/);
    const history = await waitFor('the fired alert in the history', async () => (await rows()).find((r) => r.id === 'alerts/history'));
    assert.equal(history.children![0]!.label, 'Bitcoin', 'grouped by subject');
    const firedRow = history.children![0]!.children![0]!;
    assert.match(firedRow.label, /^Bitcoin: Topic rank better than #1,000 \(a number below 1,000\) \(now #\d+\)\.$/, 'the words once, unmarked');
    assert.match(firedRow.description!, /^\d\d:\d\d UTC · demo data$/, 'marked once, beside them');
    assert.ok((await rows()).some((r) => r.id.startsWith('alerts/info') && /Demo data/.test(r.label)), 'the view says the data is demo data');

    await vscode.commands.executeCommand('socialPulse.pauseAlert', api.ownUi({ ruleId: rule.id }));
    // VS Code echoes each write of the extension's global state back to it whole, and an echo of the
    // check's write just before can stand for a moment over the pause: wait for the last write
    const paused = await waitFor('the rule shown paused', async () => (await rows()).find((r) => r.ruleId === rule.id && /^paused/.test(r.description ?? '')), 5000);
    assert.match(paused.description!, /^paused/);
    const bad = await vscode.commands.executeCommand('socialPulse.addAlert', api.ownUi({ subject, metric: 'price', condition: 'above', value: 1 }));
    assert.equal(bad, undefined, 'a topic has no price: refused with a message, nothing saved');
    assert.equal((await rows()).filter((r) => r.ruleId).length, 1);
  });

  it('given what a command link passes (parsed JSON), add, pause, snooze, delete, import and clear history change nothing without asking', async () => {
    const subject = { kind: 'topic', id: 'ethereum', title: 'Ethereum' };
    const mine = await vscode.commands.executeCommand<{ id: string }>('socialPulse.addAlert', api.ownUi({
      subject, metric: 'topicRank', condition: 'below', value: 1000, name: 'Ethereum in the top 1000', cooldownMinutes: 0,
    }));
    await waitFor('the rule checked and fired, and its firing in the history', async () => {
      const now = await rows();
      return now.some((r) => r.ruleId === mine?.id && /^fired/.test(r.description ?? ''))
        && now.find((r) => r.id === 'alerts/history')?.children?.some((f) => f.label.startsWith('Ethereum'));
    });
    const before = JSON.stringify((await rows()).map((r) => [r.id, r.label, r.description]));
    // in extension tests VS Code refuses to show a modal (the promise rejects): a command that asks fails here
    const link = async (command: string, ...args: unknown[]): Promise<unknown> =>
      Promise.resolve(vscode.commands.executeCommand(command, ...args)).then((r) => r, (e: unknown) => e);
    const file = path.join(os.tmpdir(), `social-pulse-link-${process.pid}.json`);
    fs.writeFileSync(file, JSON.stringify({ format: 'social-pulse-alerts', version: 1, rules: [{
      id: 'from-a-link', name: 'From a link', subject, metric: 'topicRank', condition: { kind: 'below', value: 5 },
    }], history: [] }));
    try {
      assert.notEqual(await link('socialPulse.addAlert', JSON.parse(JSON.stringify({ subject, metric: 'topicRank', condition: 'below', value: 5, name: 'Added by a link' }))), undefined,
        'the command asked (and the test host refused to show the question)');
      assert.notEqual(await link('socialPulse.deleteAlert', mine!.id, true), true);
      await link('socialPulse.pauseAlert', mine!.id);
      await link('socialPulse.snoozeAlert', mine!.id);
      await link('socialPulse.editAlert', mine!.id, { subject, metric: 'topicRank', condition: 'below', value: 1, name: 'Changed by a link' });
      await link('socialPulse.clearAlertHistory');
      // a link's `{"$mid":1,…}` argument arrives as a Uri
      await link('socialPulse.importAlerts', vscode.Uri.file(file));
      assert.equal(JSON.stringify((await rows()).map((r) => [r.id, r.label, r.description])), before, 'the view is as it was');
      assert.equal(await vscode.commands.executeCommand('socialPulse.deleteAlert', api.ownUi({ ruleId: mine!.id }), true), true, 'from our own UI it acts');
    } finally {
      fs.rmSync(file, { force: true });
    }
  });

  it('Export Alerts suggests its file in the workspace or home folder, not the filesystem root, and says one rule as one', async () => {
    for (const r of await rows()) if (r.ruleId) await vscode.commands.executeCommand('socialPulse.deleteAlert', api.ownUi({ ruleId: r.ruleId }), true);
    const subject = { kind: 'topic', id: 'solana', title: 'Solana' };
    await vscode.commands.executeCommand('socialPulse.addAlert', api.ownUi({ subject, metric: 'topicRank', condition: 'below', value: 1000, name: 'Solana in the top 1000' }));
    // the dialog and the notice are VS Code's: the suite answers the one and reads the other
    const file = vscode.Uri.file(path.join(os.tmpdir(), `social-pulse-export-${process.pid}.json`));
    const window = vscode.window as unknown as Record<'showSaveDialog' | 'showInformationMessage', unknown>;
    const real = { save: window.showSaveDialog, info: window.showInformationMessage };
    const asked: vscode.SaveDialogOptions[] = [];
    const said: string[] = [];
    window.showSaveDialog = async (options: vscode.SaveDialogOptions) => { asked.push(options); return file; };
    window.showInformationMessage = async (message: string) => { said.push(message); return undefined; };
    try {
      await vscode.commands.executeCommand('socialPulse.exportAlerts');
    } finally {
      window.showSaveDialog = real.save;
      window.showInformationMessage = real.info;
    }
    try {
      const suggested = asked[0]?.defaultUri?.fsPath ?? assert.fail('no file suggested');
      const folders = [...(vscode.workspace.workspaceFolders ?? []).map((f) => f.uri.fsPath), os.homedir()];
      assert.equal(path.basename(suggested), 'social-pulse-alerts.json');
      assert.ok(folders.includes(path.dirname(suggested)), `${suggested} is not in ${folders.join(' or ')}`);
      assert.deepEqual(said, ['Exported 1 alert rule.']);
      assert.deepEqual((JSON.parse(fs.readFileSync(file.fsPath, 'utf8')) as { rules: { name: string }[] }).rules.map((r) => r.name), ['Solana in the top 1000']);
    } finally {
      fs.rmSync(file.fsPath, { force: true });
    }
  });

  it('a compare panel of three topics draws their series, figures and leaders', async () => {
    const refs = ['bitcoin', 'ethereum', 'ai'].map((id) => ({ kind: 'topic', id, title: id }));
    const compared = await vscode.commands.executeCommand<{ id: string }[]>('socialPulse.compare', refs);
    assert.deepEqual(compared?.map((r) => r.id), ['bitcoin', 'ethereum', 'ai']);
    const [panel] = await waitFor('the compare panel, drawn by its webview', async () => {
      const open = (await vscode.commands.executeCommand<CompareSnapshot[]>('socialPulse.test.compare')) ?? [];
      return open.length && open[0]!.rendered ? open : undefined;
    });
    assert.match(panel!.title, /^Compare: Bitcoin · Ethereum · AI$/);
    assert.deepEqual(panel!.subjects.map((s) => s.key), ['topic:bitcoin', 'topic:ethereum', 'topic:ai']);
    assert.ok(panel!.subjects.every((s) => s.points > 10 && !s.problem));
    assert.ok(panel!.leaders >= 5, 'each row marks its leader');
    // the same items again reveal the open panel
    await vscode.commands.executeCommand('socialPulse.compare', refs);
    assert.equal(((await vscode.commands.executeCommand<CompareSnapshot[]>('socialPulse.test.compare')) ?? []).length, 1);
  });
});
