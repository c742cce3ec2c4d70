// @pulse calls its own tools through the editor, which hands back only the text: each call carries
// its id in the input, and the tool keeps its whole result under that id. Here the tools run on the
// real core against the emulator; the editor's round trip is a gate that lets every tool answer
// before any caller reads (as when calls run at once).
import * as assert from 'node:assert/strict';
import { PLANS } from '../../src/service/api/plans';
import type { SocialClient } from '../../src/service/api/service';
import { ToolSpending } from '../../src/features/chat/core/budget';
import { answerCall, runModelCall } from '../../src/features/chat/core/modelCalls';
import { CALL_ID_FIELD, OwnCalls } from '../../src/features/chat/core/ownCalls';
import { QUESTION_ASKER } from '../../src/features/chat/core/errors';
import type { Reader, ToolEnv, ToolResult } from '../../src/features/chat/core/run';
import type { ToolId } from '../../src/features/chat/core/specs';
import { startEmulator, type Emulator } from '../../src/service/demo/server';
import { clientFor, KEY } from './client-helpers';

const SMALL_DAY = 'own-calls-small-day';

function envFor(client: SocialClient): ToolEnv {
  return { client: async () => client, state: () => ({ plan: PLANS.builder, mode: 'key' }), now: () => Date.now() };
}

/** Ids handed out in order, so a test can name one before it is used. */
function ids(): () => string {
  let n = 0;
  return () => `call-${++n}`;
}

describe('chat: each of @pulse\'s own tool calls takes back its own result', () => {
  let emulator: Emulator;
  let env: ToolEnv;
  const spending = new ToolSpending(() => Date.now(), ids());

  before(async () => {
    emulator = await startEmulator({ keys: { [KEY]: 'builder', [SMALL_DAY]: { plan: 'builder', perMinute: 100, perDay: 10 } } });
    env = envFor(clientFor(emulator).client);
  });
  after(async () => {
    await emulator.close();
  });

  /** The editor: runs the tool (which keeps its result), then hands back only the text once `open` resolves. */
  function editor(calls: OwnCalls<ToolResult>, id: ToolId, open: Promise<void>) {
    return async (input: Record<string, unknown>): Promise<string> => {
      const result = await runModelCall(id, input, env, spending);
      calls.answered(input, result);
      await open;
      return result.text;
    };
  }

  it('calls under way at once, all answered before any caller reads: each its own result', async () => {
    const calls = new OwnCalls<ToolResult>(ids());
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    // the same topic twice (the second joins the first's request, or reads it from the cache) and another
    const pending = [
      calls.call({ topic: 'solana' }, editor(calls, 'topic', gate)),
      calls.call({ topic: 'bitcoin' }, editor(calls, 'topic', gate)),
      calls.call({ topic: 'solana' }, editor(calls, 'topic', gate)),
    ];
    await new Promise((resolve) => setImmediate(resolve));
    open();
    const [a, b, c] = await Promise.all(pending);
    for (const [call, topic] of [[a, 'solana'], [b, 'bitcoin'], [c, 'solana']] as const) {
      assert.equal(call.answer?.text, call.reply, 'the result whose text the editor handed back');
      assert.equal(call.answer?.refs[0]?.id, topic);
    }
    assert.deepEqual([a.answer!.requests, c.answer!.requests].sort(), [0, 2], 'the same topic fetched once (its summary and what\'s up), by one of the two');
  });

  it('a call the tool never ran (the editor answered in its place) has no result; the text stays the caller\'s', async () => {
    const calls = new OwnCalls<ToolResult>(ids());
    const got = await calls.call({ topic: 'solana' }, async () => 'The user chose to skip the tool call');
    assert.equal(got.reply, 'The user chose to skip the tool call');
    assert.equal(got.answer, undefined);
  });

  it('keeps nothing for a call not under way: an agent\'s, one naming an id before or after its call', async () => {
    // every call gets the same id here, so what was kept under it would show in the last call
    const calls = new OwnCalls<ToolResult>(() => 'the-id');
    const early = await runModelCall('topic', { topic: 'bitcoin' }, env, spending);
    calls.answered({ topic: 'bitcoin' }, early);
    calls.answered({ topic: 'bitcoin', [CALL_ID_FIELD]: 'the-id' }, early);
    await assert.rejects(calls.call({ topic: 'solana' }, async () => {
      throw new Error('Canceled');
    }), /Canceled/);
    calls.answered({ topic: 'bitcoin', [CALL_ID_FIELD]: 'the-id' }, early);
    const next = await calls.call({ topic: 'solana' }, async () => 'nothing ran');
    assert.equal(next.answer, undefined);
  });

  it('the first answer to a call is its result; a second answer under the same id is not taken', async () => {
    const calls = new OwnCalls<ToolResult>(ids());
    const other = await runModelCall('topic', { topic: 'bitcoin' }, env, spending);
    const got = await calls.call({ topic: 'solana' }, async (input) => {
      const own = await runModelCall('topic', input, env, spending);
      calls.answered(input, own);
      calls.answered(input, other);
      return own.text;
    });
    assert.equal(got.answer?.refs[0]?.id, 'solana');
  });

  describe('a failure reads for whom the call names', () => {
    const person: Reader = { command: QUESTION_ASKER };
    const modelWords = /socialPulse_|the trending topics or category tools|\(not-found\)|the person|What to do:/;

    /** The editor of src/features/chat/tools.ts: runs the tool as its call names, then hands back the text. */
    function through(calls: OwnCalls<ToolResult, Reader>, id: ToolId, on: ToolEnv) {
      return async (input: Record<string, unknown>): Promise<string> => (await answerCall(calls, id, input, on, spending)).text;
    }

    it('@pulse\'s rules answer for the person: a topic not found in the person\'s words (failed before: "socialPulse_topic failed (not-found): … use the trending topics or category tools")', async () => {
      const calls = new OwnCalls<ToolResult, Reader>(ids());
      const got = await calls.call({ topic: 'solona' }, through(calls, 'topic', env), person);
      assert.equal(got.answer?.failure, 'not-found');
      assert.match(got.answer?.text ?? '', /^\*\*@pulse found nothing named "solona"\.\*\*\n\nDid you mean Solana \(solana\)\?/, got.answer?.text);
      assert.doesNotMatch(got.answer?.text ?? '', modelWords);
    });

    it('@pulse\'s rules answer for the person: only the day\'s reserve left, in the person\'s words', async () => {
      const { client } = clientFor(emulator, { getKey: async () => SMALL_DAY });
      const small = envFor(client);
      for (const topic of ['bitcoin', 'solana', 'ethereum', 'dogecoin']) assert.ok((await runModelCall('topic', { topic }, small, spending)).ok);
      const calls = new OwnCalls<ToolResult, Reader>(ids());
      const got = await calls.call({}, through(calls, 'trending', small), person);
      assert.equal(got.answer?.failure, 'reserve');
      assert.match(got.answer?.text ?? '', /^\*\*@pulse was not run:\*\* only 2 of today's 10 requests are left, and the last 2 are kept for what you open yourself\. No request was spent\.\n\nOpen the item yourself/, got.answer?.text);
      assert.doesNotMatch(got.answer?.text ?? '', modelWords);
      client.dispose();
    });

    it('a model\'s call, and one of ours that names no reader, still reads for the model', async () => {
      const calls = new OwnCalls<ToolResult, Reader>(ids());
      const ours = await calls.call({ topic: 'solona' }, through(calls, 'topic', env));
      assert.match(ours.answer?.text ?? '', /^\*\*socialPulse_topic failed \(not-found\)/, ours.answer?.text);
      assert.match(await through(calls, 'topic', env)({ topic: 'solona' }), /^\*\*socialPulse_topic failed \(not-found\)/);
    });
  });
});
