// @pulse calls its own tools through the editor, which hands back only the text: each call carries
// its id in the input, and the tool keeps its whole result under that id. Here the tools run on the
// real core against the emulator; the editor's round trip is a gate that lets every tool answer
// before any caller reads (as when calls run at once).
import * as assert from 'node:assert/strict';
import { PLANS } from '../../src/service/api/plans';
import type { SocialClient } from '../../src/service/api/service';
import { ToolSpending } from '../../src/features/chat/core/budget';
import { runModelCall } from '../../src/features/chat/core/modelCalls';
import { CALL_ID_FIELD, OwnCalls } from '../../src/features/chat/core/ownCalls';
import type { ToolEnv, ToolResult } from '../../src/features/chat/core/run';
import type { ToolId } from '../../src/features/chat/core/specs';
import { startEmulator, type Emulator } from '../../src/service/demo/server';
import { clientFor, KEY } from './client-helpers';

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
    emulator = await startEmulator({ keys: { [KEY]: 'builder' } });
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
});
