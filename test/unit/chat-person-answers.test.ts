// What the person reads of @pulse's answers, against the real emulator: a failed command in their
// words (the command they typed, what they can do), the buttons under a free answer, and what a
// call will fetch in their language.
import * as assert from 'node:assert/strict';
import { ServiceError } from '../../src/service/api/errors';
import { PLANS } from '../../src/service/api/plans';
import type { SocialClient } from '../../src/service/api/service';
import { startEmulator, type Emulator } from '../../src/service/demo/server';
import { answeredTopic } from '../../src/features/chat/core/modelRefs';
import { prepareTool, runTool, type ToolEnv } from '../../src/features/chat/core/run';
import { ownMarkdown } from '../../src/editor/sinks/neutral';
import { useBundle } from '../../src/shared/format/l10n';
import { clientFor, KEY, until } from './client-helpers';

function envFor(client: SocialClient): ToolEnv {
  return { client: async () => client, state: () => ({ plan: PLANS.builder, mode: 'key' }), now: () => Date.now() };
}

describe('@pulse: what the person reads', () => {
  let emulator: Emulator;

  before(async () => {
    emulator = await startEmulator({ keys: { [KEY]: 'builder' } });
  });
  after(async () => {
    await emulator.close();
  });

  describe('a failed command speaks to the person who typed it', () => {
    const person = { command: ownMarkdown('`/topic`') };
    const modelWords = /socialPulse_|the trending topics or category tools|\(not-found\)|The person /;

    it('a topic not found names it and the trending topics close to it (failed before: "socialPulse_topic failed (not-found): … use the trending topics or category tools")', async () => {
      const { client } = clientFor(emulator);
      try {
        const r = await runTool('topic', { topic: 'solona' }, envFor(client), undefined, 'view', person);
        assert.equal(r.failure, 'not-found');
        assert.match(r.text, /^\*\*`\/topic` found nothing named "solona"\.\*\*\n\nDid you mean Solana \(solana\)\?/, r.text);
        assert.doesNotMatch(r.text, modelWords, r.text);
        const far = await runTool('topic', { topic: 'zzqqxxyy' }, envFor(client), undefined, 'view', person);
        assert.match(far.text, /Check the spelling; `\/trending` lists the topics/, far.text);
      } finally {
        client.dispose();
      }
    });

    it('no key, a plan without the data, a server failure: the command and what the person can do', async () => {
      const { client } = clientFor(emulator);
      try {
        const noKey: ToolEnv = { ...envFor(client), client: async () => { throw new ServiceError('unauthorized', 'No API key is set.'); } };
        const a = await runTool('topic', { topic: 'bitcoin' }, noKey, undefined, 'view', person);
        assert.match(a.text, /^\*\*`\/topic` failed: no valid API key\.\*\*\n\nAdd a key with "Social Pulse: Manage API Keys"/, a.text);
        const hobby: ToolEnv = { ...envFor(client), state: () => ({ plan: PLANS.hobby, mode: 'key' }) };
        const b = await runTool('topic', { topic: 'bitcoin' }, hobby, undefined, 'view', person);
        assert.match(b.text, /^\*\*`\/topic` is not on the Hobby plan:\*\*.*\n\nMarket data \(`\/coins`\) works on every plan/, b.text);
        emulator.faults.set({ kind: 'status', status: 503, match: '/topic/ethereum' });
        const c = await runTool('topic', { topic: 'ethereum' }, envFor(client), undefined, 'view', person);
        assert.match(c.text, /^\*\*`\/topic` failed: the service failed\.\*\*/, c.text);
        for (const r of [a, b, c]) assert.doesNotMatch(r.text, modelWords, r.text);
      } finally {
        emulator.faults.clear();
        client.dispose();
      }
    });

    it('the person\'s Stop is no failure: it says what the chat says of a stopped turn (failed before: "socialPulse_topic failed (cancelled): Cancelled.")', async () => {
      const { client } = clientFor(emulator);
      emulator.faults.set({ kind: 'latency', ms: 5000, match: '/topic/dogecoin' });
      const controller = new AbortController();
      const before = emulator.requests();
      try {
        const pending = runTool('topic', { topic: 'dogecoin' }, envFor(client), controller.signal, 'view', person);
        await until(() => emulator.requests() > before, 'the request sent');
        controller.abort();
        const r = await pending;
        assert.equal(r.failure, 'cancelled');
        assert.match(r.text, /^Cancelled: nothing more was fetched\./, r.text);
        assert.doesNotMatch(r.text, /failed|socialPulse_/, r.text);
      } finally {
        emulator.faults.clear();
        client.dispose();
      }
    });
  });

  it('a free answer\'s buttons name only a topic a call answered about (failed before: every topic the model passed, "solona" too)', async () => {
    const { client } = clientFor(emulator);
    try {
      const missing = { topic: 'solona' };
      const found = { topic: 'solana' };
      assert.equal(answeredTopic(missing, await runTool('topic', missing, envFor(client))), undefined);
      assert.equal(answeredTopic(found, undefined), undefined, 'the editor answered in the tool\'s place');
      assert.deepEqual(answeredTopic(found, await runTool('topic', found, envFor(client))), { kind: 'topic', id: 'solana', title: 'solana' });
    } finally {
      client.dispose();
    }
  });

  it('what a call will fetch is said in the person\'s language, names still neutralised (failed before: English whatever the language)', () => {
    const { client } = clientFor(emulator);
    useBundle({
      'the summary of topic "{0}" (with sentiment by network)': '话题“{0}”的摘要（含各网络的情绪）',
      'the hourly coins list': '每小时的币种列表',
      '{0} by {1} in sector "{2}"': '{0}，按{1}排序，板块“{2}”',
      'Galaxy Score': '银河评分',
    });
    try {
      assert.match(prepareTool('topic', { topic: 'bitcoin', include: ['summary'] }, envFor(client)).message, /话题“bitcoin”的摘要（含各网络的情绪）/);
      const market = prepareTool('market', { asset: 'coins', sort: 'galaxy_score', filter: 'de_fi' }, envFor(client)).message;
      assert.match(market, /每小时的币种列表，按银河评分排序，板块“de\\_fi”/, 'the sector as the chat sink neutralises it');
    } finally {
      useBundle(undefined);
      client.dispose();
    }
  });
});
