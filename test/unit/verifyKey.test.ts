import * as assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { ClientSettings, Logger } from '../../src/service/api/service';
import * as clientModule from '../../src/service/api/client';
import { startEmulator, type Emulator } from '../../src/service/demo/server';
import { verdictFor, verifyKey } from '../../src/editor/keys/verify';
import { KEY_PAGE, keyPrompt, unverifiedChoices } from '../../src/editor/keys/wording';
import { emulatorForSuite } from './client-helpers';

const lines: string[] = [];
const log: Logger = {
  trace: (m) => lines.push(m), debug: (m) => lines.push(m), info: (m) => lines.push(m),
  warn: (m) => lines.push(m), error: (m) => lines.push(m),
};

function settingsFor(emulator: Emulator): ClientSettings {
  return { baseUrl: emulator.baseUrl, markdownUrl: emulator.markdownUrl, plan: 'hobby' };
}

describe('keys: checking a key with the service', () => {
  const good = `sp-${randomUUID()}`;
  const oneADay = `sp-${randomUUID()}`;
  const scale = `sp-${randomUUID()}`;
  const usedUp = `sp-${randomUUID()}`;
  const suite = emulatorForSuite({ keys: { [good]: 'hobby', [oneADay]: { plan: 'hobby', perDay: 1 }, [scale]: 'scale', [usedUp]: 'individual' } });

  beforeEach(() => {
    lines.length = 0;
  });

  it('accepts a key the service accepts, with one request', async () => {
    const before = suite.emulator.requests();
    assert.deepEqual(await verifyKey(clientModule, settingsFor(suite.emulator), ` ${good}\n`, log), { kind: 'ok' });
    assert.equal(suite.emulator.requests(), before + 1);
  });

  it('names the key\'s plan from the check\'s one answer when the setting says another, below or above', async () => {
    const before = suite.emulator.requests();
    const lower = await verifyKey(clientModule, { ...settingsFor(suite.emulator), plan: 'builder' }, good, log);
    assert.equal(suite.emulator.requests(), before + 1, 'one request');
    assert.deepEqual(lower.kind === 'ok' ? [lower.plans?.key.id, lower.plans?.setting.id] : lower, ['hobby', 'builder']);
    const higher = await verifyKey(clientModule, settingsFor(suite.emulator), scale, log);
    assert.deepEqual(higher.kind === 'ok' ? [higher.plans?.key.id, higher.plans?.setting.id] : higher, ['scale', 'hobby']);
  });

  it('names the plan of a key whose day is used up too: the refusal carries its limits', async () => {
    suite.emulator.faults.set({ kind: 'rate-limit', window: 'day', times: 1 });
    const verdict = await verifyKey(clientModule, { ...settingsFor(suite.emulator), plan: 'builder' }, usedUp, log);
    assert.deepEqual(verdict.kind === 'ok' ? verdict.plans?.key.id : verdict, 'individual');
  });

  it('refuses a key the service refuses, without repeating it anywhere', async () => {
    const wrong = `sp-${randomUUID()}`;
    const verdict = await verifyKey(clientModule, settingsFor(suite.emulator), wrong, log);
    assert.equal(verdict.kind, 'refused');
    assert.match(verdict.kind === 'refused' ? verdict.reason : '', /refused this key/);
    assert.ok(!JSON.stringify(verdict).includes(wrong));
    assert.ok(!lines.join('\n').includes(wrong), 'the key reached the log');
  });

  it('takes a key whose quota is used up as valid: the service knew it', async () => {
    assert.equal((await verifyKey(clientModule, settingsFor(suite.emulator), oneADay, log)).kind, 'ok');
    assert.equal((await verifyKey(clientModule, settingsFor(suite.emulator), oneADay, log)).kind, 'ok');
  });

  it('cannot tell when the service is unreachable, and says why', async () => {
    const closed = await startEmulator();
    await closed.close();
    const verdict = await verifyKey(clientModule, settingsFor(closed), good, log);
    assert.equal(verdict.kind, 'unverified');
    assert.ok(verdict.kind === 'unverified' && verdict.reason.length > 0);
  });

  it('asks about an unchecked key saying its cause once, with one thing to do (no host, nobody listening)', async () => {
    const closed = await startEmulator();
    await closed.close();
    const unreachable = [settingsFor(closed), { ...settingsFor(closed), baseUrl: 'https://lunarcrush.invalid/api4' }];
    for (const settings of unreachable) {
      const verdict = await verifyKey(clientModule, settings, good, log);
      assert.equal(verdict.kind, 'unverified');
      const reason = verdict.kind === 'unverified' ? verdict.reason : '';
      const [dontSave] = unverifiedChoices(reason);
      const sentences = dontSave!.detail.split(/(?<=\.)\s+/);
      assert.equal(sentences.filter((s) => /^(Check|Try)\b/.test(s)).length, 1, `one thing to do: ${dontSave!.detail}`);
      assert.equal(new Set(sentences).size, sentences.length, `nothing said twice: ${dontSave!.detail}`);
      assert.doesNotMatch(dontSave!.detail, /connection.*connection/i, dontSave!.detail);
    }
  });

  it('takes "nothing found" for the coin list, which always exists, as a wrong service address; a refused check request says it was the check', async () => {
    suite.emulator.faults.set({ kind: 'status', status: 404, body: '{"error":"Not found"}', times: 1 });
    const notFound = await verifyKey(clientModule, settingsFor(suite.emulator), good, log);
    assert.deepEqual(notFound, {
      kind: 'refused', setting: 'socialPulse.baseUrl',
      reason: 'The address in socialPulse.baseUrl has no coin list, which the service always has: it does not lead to the service. Correct the setting, then try the key again.',
    });
    suite.emulator.faults.set({ kind: 'status', status: 400, body: '{"error":"Bad request"}', times: 1 });
    const refused = await verifyKey(clientModule, settingsFor(suite.emulator), good, log);
    assert.deepEqual(refused, {
      kind: 'unverified', reason: 'The service did not accept the request that checks the key (the service said: Bad request), so the key is not checked.',
    });
    for (const verdict of [notFound, refused]) assert.doesNotMatch(JSON.stringify(verdict), /Nothing found|check the name|Coins \(cached\)/);
  });

  it('names LunarCrush in the key prompt and links the page where its keys are made', () => {
    const prompt = keyPrompt();
    assert.match(prompt, /LunarCrush API key/);
    assert.ok(prompt.includes(`](${KEY_PAGE})`), prompt);
    assert.match(KEY_PAGE, /^https:\/\/lunarcrush\.com\//);
  });

  it('reads errors from the other bundle by their shape and redacts the key from them', () => {
    const secret = 'abcdefgh12345678';
    const foreign = Object.assign(new Error('bad'), { name: 'ServiceError', kind: 'unauthorized', serviceMessage: `Invalid key ${secret}` });
    const verdict = verdictFor(foreign, secret);
    assert.equal(verdict.kind, 'refused');
    assert.ok(verdict.kind === 'refused' && !verdict.reason.includes(secret) && verdict.reason.includes('••••5678'));
    assert.equal(verdictFor(Object.assign(new Error('x'), { name: 'ServiceError', kind: 'plan' }), secret).kind, 'ok');
    assert.equal(verdictFor(new Error('socket hang up'), secret).kind, 'unverified');
  });
});
