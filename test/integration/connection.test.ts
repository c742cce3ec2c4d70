// The one shared connection in the real extension host: its modes (none, demo, key), the demo
// emulator's life, and settings applied in place.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { SocialPulseApi } from '../../src/main/extension';
import { activateFresh, type Emulator, emulatorBundle, fakeKey, pointAt, resetCore, setSetting, turnOnDemo, waitFor } from './coreHelpers';

async function reachable(origin: string): Promise<boolean> {
  try {
    await fetch(`${origin}/api4/public/coins/list/v1`, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

describe('connection', () => {
  let api: SocialPulseApi;

  before(async () => {
    api = await activateFresh();
  });

  after(async () => {
    await resetCore(api);
  });

  it('without a key or demo data, refuses requests and says what to do', async () => {
    assert.equal(api.connection.state.mode, 'none');
    const check = await api.connection.check();
    assert.equal(check.ok, false);
    assert.equal(check.ok ? undefined : check.kind, 'unauthorized');
    assert.match(check.ok ? '' : check.message, /Set API Key/);
  });

  it('with demo data on, answers from an emulator on loopback; turned off, the emulator stops', async () => {
    await turnOnDemo(api);
    assert.equal(api.connection.state.plan.id, 'builder');
    const check = await api.connection.check();
    assert.ok(check.ok, check.ok ? '' : check.message);
    const origin = new URL(api.connection.address()).origin;
    assert.match(origin, /^http:\/\/127\.0\.0\.1:\d+$/);
    assert.ok(api.connection.markdownUrl().startsWith(origin));
    assert.ok(api.connection.mcpUrl().startsWith(origin));
    assert.equal(api.connection.quota()?.plan.id, 'builder');
    assert.equal(await reachable(origin), true);

    await setSetting('demo', false);
    await waitFor('mode none', () => api.connection.state.mode === 'none');
    assert.equal(api.connection.address(), 'https://lunarcrush.com/api4');
    await waitFor('the emulator to stop', async () => !(await reachable(origin)));

    // and it comes back, on a new port, when demo data is turned on again
    await turnOnDemo(api);
    const again = await api.connection.check();
    assert.ok(again.ok, again.ok ? '' : again.message);
    await setSetting('demo', undefined);
    await waitFor('mode none', () => api.connection.state.mode === 'none');
  });

  it('"Toggle Demo Data" flips the setting', async () => {
    await vscode.commands.executeCommand('socialPulse.toggleDemo');
    assert.equal(vscode.workspace.getConfiguration('socialPulse').get('demo'), true);
    await waitFor('demo mode', () => api.connection.state.mode === 'demo');
    await vscode.commands.executeCommand('socialPulse.toggleDemo');
    assert.equal(vscode.workspace.getConfiguration('socialPulse').get('demo'), false);
    await waitFor('mode none', () => api.connection.state.mode === 'none');
    await setSetting('demo', undefined);
  });

  it('"Toggle Demo Data" pressed three times at once flips the setting three times: each press reads what the one before wrote', async () => {
    const toggles = [1, 2, 3].map(() => vscode.commands.executeCommand<boolean>('socialPulse.toggleDemo'));
    assert.deepEqual(await Promise.all(toggles), [true, false, true]);
    assert.equal(vscode.workspace.getConfiguration('socialPulse').get('demo'), true);
    await waitFor('demo mode', () => api.connection.state.mode === 'demo');
    await setSetting('demo', undefined);
    await waitFor('mode none', () => api.connection.state.mode === 'none');
  });

  describe('with a key', () => {
    let emulator: Emulator;
    const key = fakeKey();

    before(async () => {
      emulator = await emulatorBundle().startEmulator({ keys: { [key]: 'scale' } });
      await pointAt(emulator);
      await api.keys.add('Work', key);
      await waitFor('key mode at the emulator', () => api.connection.state.mode === 'key' && api.connection.address() === emulator.baseUrl);
    });

    after(async () => {
      await resetCore(api);
      await emulator.close();
    });

    it('paces to the plan that is set, applied in place', async () => {
      await setSetting('plan', 'scale');
      await waitFor('the scale plan', () => api.connection.state.plan.id === 'scale');
      const check = await api.connection.check();
      assert.ok(check.ok, check.ok ? '' : check.message);
      assert.equal(api.connection.quota()?.plan.perMinute, 500);

      await setSetting('enterpriseLimits', { perMinute: 7, perDay: 70 });
      await setSetting('plan', 'enterprise');
      await waitFor('the enterprise plan', () => api.connection.state.plan.id === 'enterprise');
      assert.equal(api.connection.state.plan.perMinute, 7);
      assert.equal(api.connection.quota()?.plan.perDay, 70);
    });

    it('falls back safely from bad settings', async () => {
      await setSetting('plan', 'platinum');
      await waitFor('the fallback plan', () => api.connection.state.plan.id === 'hobby');
      await setSetting('markdownUrl', 'not an address');
      await waitFor('the default report address', () => api.connection.markdownUrl() === 'https://lunarcrush.ai');
      await setSetting('plan', 'builder');
      await setSetting('markdownUrl', emulator.markdownUrl);
      await waitFor('the builder plan', () => api.connection.state.plan.id === 'builder');
      const check = await api.connection.check();
      assert.ok(check.ok, check.ok ? '' : check.message);
    });

    it('sends the key to the configured service only', async () => {
      const before = emulator.requests();
      const check = await api.connection.check();
      assert.ok(check.ok, check.ok ? '' : check.message);
      assert.equal(check.ok && check.address, emulator.baseUrl);
      assert.equal(emulator.requests(), before + 1);
    });
  });

  describe('with a Hobby key and the plan setting on Builder', () => {
    let emulator: Emulator;
    const key = fakeKey();
    const window = vscode.window as unknown as Record<'showWarningMessage', unknown>;
    const real = window.showWarningMessage;
    const said: string[] = [];

    before(async () => {
      window.showWarningMessage = async (message: string, ...items: unknown[]) => {
        said.push(`${message} [${items.filter((i) => typeof i === 'string').join('|')}]`);
        return undefined;
      };
      emulator = await emulatorBundle().startEmulator({ keys: { [key]: 'hobby' } });
      await pointAt(emulator);
      await setSetting('plan', 'builder');
      await api.keys.add('Side project', key);
      await waitFor('key mode at the emulator', () => api.connection.state.mode === 'key' && api.connection.address() === emulator.baseUrl);
    });

    after(async () => {
      window.showWarningMessage = real;
      await resetCore(api);
      await emulator.close();
    });

    it('says once that the key\'s limits are Hobby\'s, with Choose Plan and never the key', async () => {
      for (let i = 0; i < 2; i++) {
        const check = await api.connection.check();
        assert.ok(check.ok, check.ok ? '' : check.message);
      }
      await waitFor('the notice', () => said.some((m) => /limits are Hobby/.test(m)));
      const notices = said.filter((m) => /limits are Hobby/.test(m));
      assert.deepEqual(notices, ['Social Pulse: your key\'s limits are Hobby\'s (4 a minute, 100 a day); the plan setting says Builder. [Choose Plan]']);
      assert.ok(!said.some((m) => m.includes(key)));
    });
  });
});
