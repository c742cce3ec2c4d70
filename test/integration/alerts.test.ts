// Alerts and Compare in the real extension host, on demo data: a rule created through the command
// (the input the quick inputs would collect) is listed in the Alerts view with its state after
// its first check, and fires from demo data saying so; a compare panel of three topics draws.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { AlertRow } from '../../src/alerts/rows';
import type { CompareSnapshot } from '../../src/compare/panel';
import type { SocialPulseApi } from '../../src/extension';
import { activateApi, resetCore, setSetting, turnOnDemo, waitFor } from './coreHelpers';

async function rows(): Promise<AlertRow[]> {
  return (await vscode.commands.executeCommand<AlertRow[]>('socialPulse.test.alerts')) ?? [];
}

describe('alerts and compare', () => {
  let api: SocialPulseApi;

  before(async () => {
    api = await activateApi();
    await resetCore(api);
    await turnOnDemo(api);
  });
  after(async () => {
    for (const r of await rows()) if (r.ruleId) await vscode.commands.executeCommand('socialPulse.deleteAlert', r.ruleId, true);
    await vscode.commands.executeCommand('socialPulse.clearAlertHistory');
    // an open compare panel would load again on the next suite's connection and blur its request counts
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await setSetting('demo', false);
  });

  it('a rule created through the flow is listed in the Alerts view with its state', async () => {
    const subject = { kind: 'topic', id: 'bitcoin', title: 'Bitcoin' };
    const rule = await vscode.commands.executeCommand<{ id: string; name: string }>('socialPulse.addAlert', {
      subject, metric: 'topicRank', condition: 'below', value: 1000, name: 'Bitcoin in the top 1000', cooldownMinutes: 30,
    });
    assert.ok(rule?.id, 'the command returns the rule it saved');
    const row = await waitFor('the rule listed, checked once', async () => (await rows()).find((r) => r.ruleId === rule.id && /fired|armed/.test(r.description ?? '')));
    assert.equal(row.label, 'Bitcoin in the top 1000');
    assert.match(row.description!, /^fired at \d\d:\d\d UTC · Topic rank #\d+/);
    const history = await waitFor('the fired alert in the history', async () => (await rows()).find((r) => r.id === 'alerts/history'));
    assert.match(history.children![0]!.label, /Bitcoin: Topic rank below #1,000 \(now #\d+\)\. \(demo data\)/);
    assert.ok((await rows()).some((r) => r.id.startsWith('alerts/info') && /Demo data/.test(r.label)), 'the view says the data is demo data');

    await vscode.commands.executeCommand('socialPulse.pauseAlert', rule.id);
    assert.match((await rows()).find((r) => r.ruleId === rule.id)!.description!, /^paused/);
    const bad = await vscode.commands.executeCommand('socialPulse.addAlert', { subject, metric: 'price', condition: 'above', value: 1 });
    assert.equal(bad, undefined, 'a topic has no price: refused with a message, nothing saved');
    assert.equal((await rows()).filter((r) => r.ruleId).length, 1);
  });

  it('a compare panel of three topics draws their series, figures and leaders', async () => {
    const refs = ['bitcoin', 'ethereum', 'ai'].map((id) => ({ kind: 'topic', id, title: id }));
    const compared = await vscode.commands.executeCommand<{ id: string }[]>('socialPulse.compare', refs);
    assert.deepEqual(compared?.map((r) => r.id), ['bitcoin', 'ethereum', 'ai']);
    const [panel] = await waitFor('the compare panel, drawn by its webview', async () => {
      const open = (await vscode.commands.executeCommand<CompareSnapshot[]>('socialPulse.test.compare')) ?? [];
      return open.length && open[0]!.rendered ? open : undefined;
    });
    assert.match(panel!.title, /^Compare: bitcoin · ethereum · ai$/);
    assert.deepEqual(panel!.subjects.map((s) => s.key), ['topic:bitcoin', 'topic:ethereum', 'topic:ai']);
    assert.ok(panel!.subjects.every((s) => s.points > 10 && !s.problem));
    assert.ok(panel!.leaders >= 5, 'each row marks its leader');
    // the same items again reveal the open panel
    await vscode.commands.executeCommand('socialPulse.compare', refs);
    assert.equal(((await vscode.commands.executeCommand<CompareSnapshot[]>('socialPulse.test.compare')) ?? []).length, 1);
  });
});
