// What tool calls a model made may spend: past the budget of a chat turn (only that turn's calls)
// or of a minute of calls outside any turn (an agent's), each call asks first, showing what was
// spent and what it costs; and they never spend the fifth
// of the day kept for what the person opens, while the person's own requests still go. Against
// the emulator over HTTP.
import * as assert from 'node:assert/strict';
import { PLANS } from '../../src/service/api/plans';
import type { SocialClient } from '../../src/service/api/service';
import { BUDGET_WINDOW_MS, ToolSpending, TURN_BUDGET, TURN_ID_FIELD } from '../../src/features/chat/core/budget';
import { prepareModelCall, runModelCall } from '../../src/features/chat/core/modelCalls';
import { runTool, type ToolEnv } from '../../src/features/chat/core/run';
import { clientFor, emulatorForSuite, KEY } from './client-helpers';

const SMALL_DAY = 'small-day-key';

function envFor(client: SocialClient): ToolEnv {
  return { client: async () => client, state: () => ({ plan: PLANS.builder, mode: 'key' }), now: () => Date.now() };
}

/** Turn ids handed out in order. */
function ids(): () => string {
  let n = 0;
  return () => `turn-${++n}`;
}

describe('chat tools: the budget of a turn and the day\'s reserve', () => {
  const suite = emulatorForSuite({ keys: { [KEY]: 'builder', [SMALL_DAY]: { plan: 'builder', perMinute: 100, perDay: 10 } } });

  it(`past ${TURN_BUDGET} requests in a minute of tool calls, the next call asks first with the figure spent and its cost`, async () => {
    const { client } = clientFor(suite.emulator);
    const env = envFor(client);
    let now = 1_000_000;
    const spending = new ToolSpending(() => now, ids());
    const topics = ['bitcoin', 'solana', 'ethereum', 'dogecoin', 'cardano'];
    for (const [n, topic] of topics.entries()) {
      const p = prepareModelCall('topic', { topic }, env, spending, client.quota());
      assert.equal(p.confirm, undefined, `call ${n + 1} runs without asking`);
      if (n > 0) assert.match(p.message, new RegExp(`; ${n * 2} of the ${TURN_BUDGET} a turn may spend without asking spent in the last minute`));
      const r = await runModelCall('topic', { topic }, env, spending);
      assert.ok(r.ok, r.text);
      assert.equal(r.requests, 2);
      now += 5_000;
    }
    const next = prepareModelCall('topic', { topic: 'ripple' }, env, spending, client.quota());
    assert.match(next.confirm?.title ?? '', /Fetch more from Social Pulse\? 10 requests spent in the last minute/);
    assert.match(next.confirm?.message ?? '', /Tool calls have spent \*\*10 requests\*\* in the last minute; a chat turn may spend 10 without asking\. This call will fetch the summary of topic "ripple".*: up to 2 requests/);
    assert.match(next.confirm?.message ?? '', /[\d,]+ of [\d,]+ left today/);
    assert.match(prepareModelCall('trending', {}, env, spending).confirm?.title ?? '', /Fetch more/, 'any call that may send a request asks');
    // a minute after the last call, the figure starts again
    now += BUDGET_WINDOW_MS;
    assert.equal(prepareModelCall('topic', { topic: 'ripple' }, env, spending).confirm, undefined);
    client.dispose();
  });

  it('an @pulse turn counts all its calls, however long it takes', async () => {
    const { client } = clientFor(suite.emulator);
    const env = envFor(client);
    let now = 5_000_000;
    const spending = new ToolSpending(() => now, ids());
    const turn = spending.beginTurn();
    for (const topics of [['bitcoin', 'solana', 'ethereum'], ['dogecoin', 'cardano', 'xrp'], ['litecoin', 'chainlink', 'polkadot']]) {
      const r = await runModelCall('compare', { topics, [TURN_ID_FIELD]: turn.id }, env, spending);
      assert.ok(r.ok, r.text);
      now += 2 * BUDGET_WINDOW_MS;
    }
    const next = prepareModelCall('compare', { topics: ['tron', 'stellar'], [TURN_ID_FIELD]: turn.id }, env, spending);
    assert.match(next.confirm?.message ?? '', /Tool calls have spent \*\*9 requests\*\* in this chat turn;.*up to 2 requests/);
    turn.end();
    assert.equal(prepareModelCall('compare', { topics: ['tron', 'stellar'], [TURN_ID_FIELD]: turn.id }, env, spending).confirm, undefined);
    client.dispose();
  });

  it('two @pulse turns at once, and an agent\'s calls meanwhile: each asks only past its own spending (failed before: every call counted in every turn, and a turn asked after 2 calls of its own)', async () => {
    let now = 9_000_000;
    const spending = new ToolSpending(() => now, ids());
    const one = spending.beginTurn();
    const two = spending.beginTurn();
    // each caller on a client of its own, so none reads another's answers from the cache
    const callers = [
      { name: 'turn one', turn: one, where: 'in this chat turn', client: clientFor(suite.emulator).client },
      { name: 'the agent', turn: undefined, where: 'in the last minute', client: clientFor(suite.emulator).client },
      { name: 'turn two', turn: two, where: 'in this chat turn', client: clientFor(suite.emulator).client },
    ];
    const input = (c: (typeof callers)[number], topic: string) => (c.turn ? { topic, [TURN_ID_FIELD]: c.turn.id } : { topic });
    for (const [n, topic] of ['bitcoin', 'solana', 'ethereum', 'dogecoin', 'cardano'].entries()) {
      for (const c of callers) {
        const p = prepareModelCall('topic', input(c, topic), envFor(c.client), spending);
        assert.equal(p.confirm, undefined, `${c.name}'s call ${n + 1} runs without asking: ${p.confirm?.title ?? ''}`);
        if (n > 0) assert.match(p.message, new RegExp(`; ${n * 2} of the ${TURN_BUDGET} a turn may spend without asking spent ${c.where}`), c.name);
      }
      // the three callers' calls under way at once
      const results = await Promise.all(callers.map((c) => runModelCall('topic', input(c, topic), envFor(c.client), spending)));
      for (const r of results) assert.equal(r.requests, 2, r.text);
      now += 1_000;
    }
    for (const c of callers) {
      const next = prepareModelCall('topic', input(c, 'ripple'), envFor(c.client), spending);
      assert.match(next.confirm?.title ?? '', new RegExp(`Fetch more from Social Pulse\\? 10 requests spent ${c.where}`), c.name);
    }
    one.end();
    assert.match(prepareModelCall('topic', input(callers[2]!, 'ripple'), envFor(callers[2]!.client), spending).confirm?.title ?? '', /10 requests spent in this chat turn/, 'turn one ending leaves turn two\'s figure');
    for (const c of callers) c.client.dispose();
  });

  it('a tool call finds only the reserve left: refused with a clear message, no request; the person\'s request still goes', async () => {
    const { client } = clientFor(suite.emulator, { getKey: async () => SMALL_DAY });
    const env = envFor(client);
    const spending = new ToolSpending(() => Date.now(), ids());
    // the person's own requests spend 8 of the day's 10: the last 2 are the reserve
    for (const topic of ['bitcoin', 'solana', 'ethereum', 'dogecoin']) assert.ok((await runTool('topic', { topic }, env)).ok);
    assert.equal(client.quota().dayUsed, 8);
    const before = suite.emulator.requests();
    const refused = await runModelCall('trending', {}, env, spending);
    assert.equal(refused.ok, false);
    assert.equal(refused.failure, 'reserve');
    assert.match(refused.text, /socialPulse_trendingTopics was not run:\*\* only 2 of today's 10 requests are left, and the last 2 are kept for what the person opens themselves; tools a model calls do not spend them\. No request was spent\./);
    assert.equal(refused.requests, 0);
    assert.equal(suite.emulator.requests(), before, 'nothing reached the service');
    const person = await runTool('trending', {}, env);
    assert.ok(person.ok, person.text);
    assert.equal(suite.emulator.requests(), before + 1);
    client.dispose();
  });
});
