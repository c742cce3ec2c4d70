// The status bar entry in the real extension host: hidden for a new user, the key's label or
// "Demo" with the quota used of the plan's limits otherwise.
import * as assert from 'node:assert/strict';
import type { SocialPulseApi } from '../../src/main/extension';
import { activateFresh, emulatorBundle, fakeKey, pointAt, resetCore, setSetting, waitFor } from './coreHelpers';

describe('status bar', () => {
  let api: SocialPulseApi;

  before(async () => {
    api = await activateFresh();
  });

  after(async () => {
    await resetCore(api);
  });

  it('stays out of the way without a key or demo data', () => {
    assert.equal(api.status.visible, false);
  });

  it('shows demo mode, with no quota counters ticking after a request', async () => {
    await setSetting('demo', true);
    await waitFor('the status to show demo', () => api.status.visible && api.status.text === '$(pulse) Demo data');
    const check = await api.connection.check();
    assert.ok(check.ok, check.ok ? '' : check.message);
    assert.equal(api.status.text, '$(pulse) Demo data');
    await setSetting('demo', undefined);
    await waitFor('the status to hide', () => !api.status.visible);
  });

  it('shows the active key\'s label and follows plan changes', async () => {
    const key = fakeKey();
    const emulator = await emulatorBundle().startEmulator({ keys: { [key]: 'hobby' } });
    try {
      await pointAt(emulator);
      await api.keys.add('Work', key);
      await waitFor('the status to show the key', () => api.status.text.startsWith('$(pulse) Work'));
      const check = await api.connection.check();
      assert.ok(check.ok, check.ok ? '' : check.message);
      await waitFor(`hobby limits in "${api.status.text}"`, () => /^\$\(pulse\) Work · [1-4]\/4 min · \d+\/100 day$/.test(api.status.text));
      await setSetting('plan', 'individual');
      await waitFor(`individual limits in "${api.status.text}"`, () => /· \d+\/10 min · \d+\/2,000 day$/.test(api.status.text) || api.status.text === '$(pulse) Work · Individual');
      assert.ok(!api.status.text.includes(key.slice(-6)));
    } finally {
      await resetCore(api);
      await emulator.close();
    }
  });
});
