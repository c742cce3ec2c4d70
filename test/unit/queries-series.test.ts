// One series fetch (src/shared/queries/series.ts) for the panels, compare and chat, against the emulator
// over HTTP: the same week is the same request wherever it is asked, so the second asker reads
// the cache; a plan without v1 gets the week from v2, and the answer says so.
import * as assert from 'node:assert/strict';
import { PLANS, type Plan } from '../../src/service/api/plans';
import type { SocialClient } from '../../src/service/api/service';
import { runTool, type ToolEnv } from '../../src/features/chat/core/run';
import { loadSection, type Emit } from '../../src/features/panels/loaders';
import { DEFAULT_SERIES } from '../../src/shared/protocol/views';
import { fetchSeries, weekOnlyNote } from '../../src/shared/queries/series';
import { useBundle } from '../../src/shared/format/l10n';
import { clientFor, emulatorForSuite, KEY } from './client-helpers';

const INDIVIDUAL_KEY = 'individual-key';
const ENGLISH_WEEK = 'Your plan includes only the last week of this series (by hour or day); longer intervals and custom ranges need the Builder plan.';
const CHINESE_WEEK = '你的套餐只包含此序列的最近一周（按小时或按天）；更长的区间和自定义范围需要 Builder 套餐。';

function envFor(client: SocialClient, plan: Plan): ToolEnv {
  return { client: async () => client, state: () => ({ plan, mode: 'key' }), now: () => Date.now() };
}

describe('queries: one series fetch for the panels, compare and chat', () => {
  const suite = emulatorForSuite({ keys: { [KEY]: 'builder', [INDIVIDUAL_KEY]: 'individual' } });

  it("on Builder, the week a chat answer shows and the week a topic panel opens with are one request", async () => {
    const { client, log } = clientFor(suite.emulator);
    const topic = suite.emulator.data.topics[0]!.topic;
    const answer = await runTool('series', { name: topic, bucket: 'hour' }, envFor(client, PLANS.builder));
    assert.ok(answer.ok, answer.text);
    const drawn: unknown[] = [];
    const emit: Emit = (section, data) => {
      drawn.push({ section, data });
    };
    await loadSection({
      client, view: 'topic', subject: topic, ref: { kind: 'topic', id: topic, title: topic },
      options: { priority: 'view' }, socialData: true, emit, progress: () => undefined,
    }, { type: 'load', section: 'series', query: DEFAULT_SERIES });
    assert.equal(drawn.length, 1);
    assert.deepEqual(log.map((e) => [e.operation, e.outcome]), [['topicTimeSeries', 'network'], ['topicTimeSeries', 'cache']]);
    client.dispose();
  });

  it('on a plan without v1, the week comes from v2 without a refused request first, and says the plan has only the week', async () => {
    const { client, log } = clientFor(suite.emulator, { plan: 'individual', getKey: async () => INDIVIDUAL_KEY });
    const topic = suite.emulator.data.topics[1]!.topic;
    const chat = await runTool('series', { name: topic, bucket: 'day' }, envFor(client, PLANS.individual));
    assert.ok(chat.ok, chat.text);
    assert.equal(chat.requests, 1);
    assert.match(chat.text, /only the last week of this series/);
    const week = await fetchSeries(client, { kind: 'topic', id: topic }, { bucket: 'hour', interval: '1m' }, { priority: 'view' }, PLANS.individual.access);
    assert.equal(week.op, 'topicTimeSeriesV2');
    assert.equal(week.note, weekOnlyNote());
    assert.ok(week.answer.data.length > 0 && week.answer.data.length <= 24 * 8, `${week.answer.data.length} points`);
    assert.deepEqual(log.map((e) => [e.operation, e.outcome]), [['topicTimeSeriesV2', 'network'], ['topicTimeSeriesV2', 'network']]);
    client.dispose();
  });

  it('says the plan has only the week in the person\'s language', async () => {
    useBundle({ [ENGLISH_WEEK]: CHINESE_WEEK });
    const { client } = clientFor(suite.emulator, { plan: 'individual', getKey: async () => INDIVIDUAL_KEY });
    try {
      const week = await fetchSeries(client, { kind: 'topic', id: suite.emulator.data.topics[1]!.topic }, { bucket: 'day' }, { priority: 'view' }, PLANS.individual.access);
      assert.equal(week.note, CHINESE_WEEK);
    } finally {
      useBundle(undefined);
      client.dispose();
    }
  });

  it('when the plan is not known, v1 is asked and the refusal of a smaller key falls back to the week', async () => {
    const { client, log } = clientFor(suite.emulator, { getKey: async () => INDIVIDUAL_KEY });
    const topic = suite.emulator.data.topics[2]!.topic;
    const series = await fetchSeries(client, { kind: 'topic', id: topic }, { bucket: 'day', interval: '3m' }, { priority: 'view' });
    assert.equal(series.op, 'topicTimeSeriesV2');
    assert.equal(series.note, weekOnlyNote());
    assert.deepEqual(log.map((e) => [e.operation, e.status]), [['topicTimeSeries', 402], ['topicTimeSeriesV2', 200]]);
    assert.equal(series.answer.requests, 2, 'the refused v1 request counted too');
    client.dispose();
  });

  it("chat's meter counts the refused v1 request when a plan set too high falls back to the week", async () => {
    const { client, log } = clientFor(suite.emulator, { getKey: async () => INDIVIDUAL_KEY });
    const topic = suite.emulator.data.topics[3]!.topic;
    const chat = await runTool('series', { name: topic, bucket: 'day', interval: '1m' }, envFor(client, PLANS.builder));
    assert.ok(chat.ok, chat.text);
    assert.match(chat.text, /only the last week of this series/);
    assert.equal(log.filter((e) => e.outcome === 'network').length, 2);
    assert.equal(chat.requests, 2);
    client.dispose();
  });
});
