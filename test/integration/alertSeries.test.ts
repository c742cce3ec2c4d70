// A series condition in the real extension host, against an emulator of our own with a key: a
// sentiment-turn rule whose level lies between the coin's last two hours fires on its first
// check, once (a second check in the same hour finds it still holding and stays quiet), with a
// plain message; the subject's round asked the hourly series and no coin page.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { AlertRow } from '../../src/features/alerts/core/rows';
import type { SocialPulseApi } from '../../src/main/extension';
import type { Emulator } from './coreHelpers';
import { activateFresh, clientBundle, emulatorBundle, fakeKey, pointAt, resetCore, setSetting, waitFor } from './coreHelpers';

async function rows(): Promise<AlertRow[]> {
  return (await vscode.commands.executeCommand<AlertRow[]>('socialPulse.test.alerts')) ?? [];
}

describe('alerts on a series condition', function () {
  this.timeout(60_000);
  let api: SocialPulseApi;
  let emulator: Emulator;
  const key = fakeKey();

  before(async () => {
    api = await activateFresh();
    // the emulator's clock stands still: its last two hours stay the same while the test runs,
    // whenever an hour ends on the wall clock
    const frozen = Date.now();
    emulator = await emulatorBundle().startEmulator({ keys: { [key]: 'builder' }, quirks: false, now: () => frozen });
    await pointAt(emulator);
    await setSetting('plan', 'builder');
    await api.keys.add('Series', key);
    await waitFor('a connection with the key', () => api.connection.state.mode === 'key');
  });
  after(async () => {
    for (const r of await rows()) if (r.ruleId) await vscode.commands.executeCommand('socialPulse.deleteAlert', api.ownUi({ ruleId: r.ruleId }), true);
    await vscode.commands.executeCommand('socialPulse.clearAlertHistory', api.ownUi({}));
    await resetCore(api);
    await pointAt(undefined);
    await setSetting('plan', undefined);
    await emulator.close();
  });

  it('a sentiment turn fires once on the emulator\'s series, saying what it saw', async () => {
    // a coin whose sentiment (whole points) moved between its last two hours, and a level between them
    const own = clientBundle().createClient({ baseUrl: emulator.baseUrl, markdownUrl: emulator.markdownUrl, plan: 'builder', getKey: async () => key });
    let found: { coin: (typeof emulator.data.coins)[number]; level: number } | undefined;
    try {
      for (const coin of emulator.data.coins.slice(0, 20)) {
        const series = await own.coinTimeSeriesV2(String(coin.id), { bucket: 'hour', interval: '1d' });
        const [before, last] = series.data.slice(-2).map((p) => Number(p.sentiment));
        if (Number.isFinite(before) && Number.isFinite(last) && before !== last) {
          found = { coin, level: (before! + last!) / 2 };
          break;
        }
      }
    } finally {
      own.dispose();
    }
    assert.ok(found, 'a coin whose sentiment moved in the last hour');
    const { coin, level } = found;
    const requestsBefore = emulator.requests();
    const subject = { kind: 'coin', id: String(coin.id), title: coin.name };
    const rule = await vscode.commands.executeCommand<{ id: string }>('socialPulse.addAlert', api.ownUi({
      subject, metric: 'sentiment', condition: 'sentimentCrosses', value: level, direction: 'either', name: 'Sentiment turn', cooldownMinutes: 0,
    }));
    assert.ok(rule?.id, 'the command returns the rule it saved');
    const fired = await waitFor('the rule fired, its firing in the history', async () => {
      const now = await rows();
      const history = (now.find((r) => r.id === 'alerts/history')?.children ?? []).flatMap((subject) => subject.children ?? []);
      return now.some((r) => r.ruleId === rule.id && /^fired at/.test(r.description ?? '')) && history.length ? history : undefined;
    }, 20_000);
    assert.equal(fired.length, 1);
    assert.match(fired[0]!.label, new RegExp(`^${coin.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: Sentiment crosses [\\d.]+% \\(from [\\d.]+% to [\\d.]+%\\)\\.$`));
    assert.equal(emulator.requests() - requestsBefore, 1, 'one request: the hourly series (no coin page: no rule reads it)');

    const beforeSecond = emulator.requests();
    // on a slow machine the check started by the save may still be running: Check Alerts Now
    // joins it then, and the next one asks afresh
    await waitFor('Check Alerts Now to ask the series afresh', async () => {
      await vscode.commands.executeCommand('socialPulse.checkAlerts');
      return emulator.requests() > beforeSecond ? true : undefined;
    }, 20_000);
    assert.equal(emulator.requests() - beforeSecond, 1, 'Check Alerts Now asked the series afresh, once');
    const history = ((await rows()).find((r) => r.id === 'alerts/history')?.children ?? []).flatMap((subject) => subject.children ?? []);
    assert.equal(history.length, 1, 'still holding in the same hour: no second firing');
  });
});
