import * as assert from 'node:assert/strict';
import { isBelow, keyPlanOf, PLANS } from '../../src/service/api/plans';
import type { QuotaStatus, SocialClient } from '../../src/service/api/service';
import { lowerPlanWarning } from '../../src/editor/connection/planWarning';
import { startEmulator, type Emulator } from '../../src/service/demo/server';
import type { ConnectionState } from '../../src/editor/connection/types';
import { connectionDetails } from '../../src/features/status/details';
import { statusTooltip } from '../../src/features/status/format';
import { runTool, type ToolEnv } from '../../src/features/chat/core/run';
import { clientFor } from './client-helpers';

describe('key plan: which plan the service\'s limits are', () => {
  it('names the other plan whose limits the headers gave, below or above the setting', () => {
    assert.equal(keyPlanOf('builder', { perMinute: 4, perDay: 100 })?.id, 'hobby');
    assert.equal(keyPlanOf('scale', { perMinute: 10, perDay: 2000 })?.id, 'individual');
    assert.equal(keyPlanOf('hobby', { perMinute: 100, perDay: 20000 })?.id, 'builder');
    assert.ok(isBelow('hobby', 'builder'));
    assert.ok(!isBelow('scale', 'builder'));
  });

  it('says nothing for the setting\'s own plan, unknown or partly known limits', () => {
    assert.equal(keyPlanOf('builder', { perMinute: 100, perDay: 20000 }), undefined);
    assert.equal(keyPlanOf('builder', { perMinute: 7, perDay: 300 }), undefined);
    assert.equal(keyPlanOf('builder', { perMinute: 4 }), undefined);
    assert.equal(keyPlanOf('builder', {}), undefined);
  });
});

describe('key plan: a Hobby key with the plan setting on Builder (emulator)', () => {
  let emulator: Emulator;
  let clients: SocialClient[];

  beforeEach(async () => {
    emulator = await startEmulator({
      keys: {
        'hobby-key': 'hobby', 'builder-key': 'builder', 'scale-key': 'scale', 'own-key': { plan: 'individual', perMinute: 7, perDay: 300 },
        'enterprise-key': { plan: 'enterprise', perMinute: 2000, perDay: 1000000 },
      },
    });
    clients = [];
  });
  afterEach(async () => {
    for (const c of clients) c.dispose();
    await emulator.close();
  });

  function client(key: string): SocialClient {
    const c = clientFor(emulator, { plan: 'builder', getKey: async () => key }).client;
    clients.push(c);
    return c;
  }

  it('the quota tells the key\'s plan is Hobby after its first answer, and the status says the limits are the key\'s', async () => {
    const hobby = client('hobby-key');
    assert.equal(hobby.quota().keyPlan, undefined, 'nothing known before an answer');
    await hobby.coinsList({ limit: 1 });
    const quota = hobby.quota();
    assert.equal(quota.keyPlan?.id, 'hobby');
    assert.equal(quota.plan.perMinute, 4);
    const state: ConnectionState = { mode: 'key', plan: PLANS.builder, keyLabel: 'Side project' };
    const tip = statusTooltip(state, quota, Date.now());
    assert.match(tip, /Your key's limits are Hobby's \(4 a minute, 100 a day\); the plan setting says Builder\./);
    assert.doesNotMatch(tip, /Plan Builder/);
    assert.doesNotMatch(tip, /hobby-key/);
    const plan = connectionDetails({ state, quota, now: Date.now(), addresses: { baseUrl: emulator.baseUrl, markdownUrl: emulator.markdownUrl, mcpUrl: '' }, cache: { persisted: false } }).find((l) => /Plan/.test(l.label));
    assert.match(plan!.value, /the key's limits are Hobby's \(4 a minute, 100 a day\); the plan setting says Builder/);
  });

  it('limits of no named plan (an Enterprise key\'s own, a key\'s custom ones) are said as limits, never as the setting\'s plan', async () => {
    const state: ConnectionState = { mode: 'key', plan: PLANS.builder, keyLabel: 'Work' };
    const details = (quota: QuotaStatus): string => connectionDetails({ state, quota, now: Date.now(), addresses: { baseUrl: emulator.baseUrl, markdownUrl: emulator.markdownUrl, mcpUrl: '' }, cache: { persisted: false } }).find((l) => /Plan/.test(l.label))!.value;
    for (const [key, said] of [['enterprise-key', '2,000 a minute, 1,000,000 a day'], ['own-key', '7 a minute, 300 a day']] as const) {
      const c = client(key);
      await c.coinsList({ limit: 1 });
      const quota = c.quota();
      assert.equal(quota.keyPlan, undefined, 'the limits name no plan');
      const tip = statusTooltip(state, quota, Date.now());
      assert.ok(tip.includes(`Your key's limits are ${said}, which are no named plan's; the plan setting says Builder.`), `${key}: the tooltip says the key's limits: ${tip}`);
      assert.doesNotMatch(tip, /Plan Builder/);
      assert.equal(details(quota), `the key's limits are ${said}, which are no named plan's; the plan setting says Builder`);
    }
    const builder = client('builder-key');
    await builder.coinsList({ limit: 1 });
    assert.match(statusTooltip(state, builder.quota(), Date.now()), /^Plan Builder: 100 a minute, 20,000 a day$/m, 'the setting\'s own limits name its plan');
    assert.equal(details(builder.quota()), 'Builder: 100 a minute, 20,000 a day');
  });

  it('a key on the plan the setting says raises nothing, and another key starts unknown again', async () => {
    const builder = client('builder-key');
    await builder.coinsList({ limit: 1 });
    assert.equal(builder.quota().keyPlan, undefined);
    const hobby = client('hobby-key');
    await hobby.coinsList({ limit: 1 });
    assert.equal(hobby.quota().keyPlan?.id, 'hobby');
    hobby.accountChanged();
    assert.equal(hobby.quota().keyPlan, undefined);
  });

  it('a chat answer names the key\'s limits as Hobby\'s, not the Builder plan of the setting', async () => {
    const hobby = client('hobby-key');
    const env: ToolEnv = { client: async () => hobby, state: () => ({ plan: PLANS.builder, mode: 'key' }), now: () => Date.now() };
    const first = await runTool('market', { limit: 2 }, env);
    assert.ok(first.ok, first.text);
    assert.match(first.text, /the key's limits are Hobby's, the plan setting says Builder/);
    assert.doesNotMatch(first.text, /Builder plan/);
    assert.doesNotMatch(first.text, /hobby-key/);
  });

  it('a call the Builder setting includes, refused for the plan, tells the key seems lower even when its limits name no plan', async () => {
    const own = client('own-key');
    const seen: QuotaStatus[] = [];
    own.onQuotaChange((q) => seen.push(q));
    await own.coinsList({ limit: 1 });
    assert.equal(own.quota().keyPlan, undefined, 'limits of no named plan');
    assert.equal(lowerPlanWarning(PLANS.builder, own.quota()), undefined, 'nothing refused yet');
    await assert.rejects(own.topicTimeSeries('bitcoin', { bucket: 'day', interval: '1w' }), (e: Error & { kind?: string }) => e.kind === 'plan');
    assert.equal(own.quota().planRefused, 'all');
    assert.equal(seen.at(-1)?.planRefused, 'all', 'the connection hears of the refusal');
    assert.match(lowerPlanWarning(PLANS.builder, own.quota()) ?? '', /the service refused a call the Builder plan includes: your key seems to be on a lower plan/);
    assert.equal(lowerPlanWarning(PLANS.individual, own.quota()), undefined, 'Individual does not include it: nothing to tell');
    own.clearCache();
    assert.equal(own.quota().planRefused, undefined, 'another key or plan starts unknown again');
  });

  it('a Scale key with the setting on Builder: status and details name Scale and say the setting is lower, with no lower-plan warning', async () => {
    const scale = client('scale-key');
    await scale.coinsList({ limit: 1 });
    const quota = scale.quota();
    const state: ConnectionState = { mode: 'key', plan: PLANS.builder, keyLabel: 'Work' };
    const tip = statusTooltip(state, quota, Date.now());
    assert.match(tip, /Your key's limits are Scale's \(500 a minute, 100,000 a day\); the plan setting says Builder, a lower plan: Choose Plan\./);
    assert.doesNotMatch(tip, /Plan Builder/);
    const plan = connectionDetails({ state, quota, now: Date.now(), addresses: { baseUrl: emulator.baseUrl, markdownUrl: emulator.markdownUrl, mcpUrl: '' }, cache: { persisted: false } }).find((l) => /Plan/.test(l.label));
    assert.match(plan!.value, /the key's limits are Scale's \(500 a minute, 100,000 a day\); the plan setting says Builder, a lower plan: Choose Plan/);
    assert.equal(quota.keyPlan?.id, 'scale');
    assert.equal(lowerPlanWarning(PLANS.builder, quota), undefined);
  });
});
