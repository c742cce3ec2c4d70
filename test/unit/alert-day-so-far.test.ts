// A rule's daily series (src/features/alerts/subject.ts) against the emulator at a moment in the day: the
// day so far is no whole day, so the rules that compare days never read it.
import * as assert from 'node:assert/strict';
import { MEDIAN_DAYS } from '../../src/features/alerts/needs';
import { fetchSubject } from '../../src/features/alerts/subject';
import { startEmulator } from '../../src/service/demo/server';
import { topicRef } from '../../src/shared/items';
import { clientFor, KEY } from './client-helpers';

describe('alerts: a daily series read by a rule', () => {
  it('leaves out today so far: "vs the 7-day median" and "unusual by day" compare whole days', async () => {
    const at = Date.UTC(2026, 10, 22, 14, 20);
    const emulator = await startEmulator({ keys: { [KEY]: 'builder' }, now: () => at });
    try {
      const { client } = clientFor(emulator);
      const ref = topicRef('bitcoin');
      const data = await fetchSubject(client, { ref, rules: [], summary: false, series: { day: MEDIAN_DAYS } }, {});
      const part = data.series.day;
      assert.ok(part?.status === 'fulfilled');
      assert.equal(part.value.points.at(-1)?.time, Date.UTC(2026, 10, 21) / 1000, 'the last whole day, not today');
      client.dispose();
    } finally {
      await emulator.close();
    }
  });
});
