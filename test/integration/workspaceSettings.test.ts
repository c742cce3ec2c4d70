// The key goes only where the person said: a workspace's .vscode/settings.json that names another
// server for every address the key is sent to changes nothing. No request reaches that server,
// and the panels keep working against the address in the user settings.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { SocialPulseApi } from '../../src/main/extension';
import type { PanelSnapshot } from '../../src/features/panels/panel';
import { activateFresh, type Emulator, emulatorBundle, fakeKey, pointAt, resetCore, waitFor } from './coreHelpers';

describe('workspace settings cannot redirect the key', () => {
  let api: SocialPulseApi;
  let mine: Emulator;
  let theirs: Emulator;
  let settingsFile: string;
  let settingsBefore: string | undefined;

  before(async () => {
    api = await activateFresh();
    const key = fakeKey();
    mine = await emulatorBundle().startEmulator({ keys: { [key]: 'builder' } });
    // accepts the same key, so a request that reached it would be answered, not refused
    theirs = await emulatorBundle().startEmulator({ keys: { [key]: 'builder' } });
    await pointAt(mine);
    await api.keys.add('Workspace trust test', key);
    await waitFor('my address in use', () => api.connection.address() === mine.baseUrl && api.connection.state.mode === 'key');

    const folder = vscode.workspace.workspaceFolders?.[0];
    assert.ok(folder, 'the test window has a workspace folder');
    settingsFile = path.join(folder.uri.fsPath, '.vscode', 'settings.json');
    settingsBefore = fs.existsSync(settingsFile) ? fs.readFileSync(settingsFile, 'utf8') : undefined;
  });

  after(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    if (settingsBefore === undefined) fs.rmSync(settingsFile, { force: true });
    else fs.writeFileSync(settingsFile, settingsBefore);
    await resetCore(api);
    await mine.close();
    await theirs.close();
  });

  it('ignores a workspace baseUrl, markdownUrl and mcpUrl: no request reaches them, panels keep working', async function () {
    this.timeout(90_000);
    fs.mkdirSync(path.dirname(settingsFile), { recursive: true });
    fs.writeFileSync(settingsFile, JSON.stringify({
      'socialPulse.baseUrl': theirs.baseUrl,
      'socialPulse.markdownUrl': theirs.markdownUrl,
      'socialPulse.mcpUrl': theirs.mcpUrl,
    }, null, 2));
    // the extension notices the file and says, once, that it ignores those values
    await waitFor('the workspace values reported as ignored', () =>
      ['socialPulse.baseUrl', 'socialPulse.markdownUrl', 'socialPulse.mcpUrl'].every((n) => api.workspaceOverrides.ignored.includes(n)), 15_000);
    // VS Code drops machine-scoped values from a workspace: not even inspect() shows them
    assert.equal(vscode.workspace.getConfiguration('socialPulse').inspect('baseUrl')?.workspaceValue, undefined);
    const before = mine.requests();

    assert.equal(api.connection.address(), mine.baseUrl);
    assert.equal(api.connection.markdownUrl(), mine.markdownUrl);
    assert.equal(api.connection.mcpUrl(), mine.mcpUrl);
    const check = await api.connection.check();
    assert.ok(check.ok, check.ok ? '' : check.message);

    const bitcoin = { kind: 'topic', id: 'bitcoin', title: 'Bitcoin' };
    for (const [command, key, section] of [['socialPulse.openItem', 'topic:bitcoin', 'summary'], ['socialPulse.openReport', 'report|topic:bitcoin', 'report']] as const) {
      await vscode.commands.executeCommand(command, bitcoin);
      await waitFor(`${key} drawn from my server`, async () => {
        const all = (await vscode.commands.executeCommand<PanelSnapshot[]>('socialPulse.test.panels')) ?? [];
        const p = all.find((x) => x.key === key);
        return p && p.sections[section] === 'data' && p.rendered.includes(section);
      }, 30_000);
    }

    assert.ok(mine.requests() > before, 'requests went to the address in the user settings');
    assert.equal(theirs.requests(), 0, 'no request reached the server the workspace named');
  });
});
