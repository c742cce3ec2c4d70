// How the chat tools say a figure moved, against the real emulator: #pulseSeries reads each change
// by the figure's nature (percentage points, places of a rank, percent), and #pulseCompare's week
// gives the Compare panel's interactions change, from the same request.
import * as assert from 'node:assert/strict';
import { PLANS } from '../../src/service/api/plans';
import type { TimeSeriesPoint } from '../../src/service/api/types';
import { runTool, type ToolEnv } from '../../src/features/chat/core/run';
import { loadSubject } from '../../src/features/compare/core/model';
import { periodTable } from '../../src/features/compare/tables';
import { bucketSoFar } from '../../src/shared/figures/derive';
import { figure } from '../../src/shared/figures/catalogue';
import { figureChange, formatFigure } from '../../src/shared/figures/format';
import { clientFor, emulatorForSuite } from './client-helpers';

/** The cells of the markdown table row that starts with `head`. */
function rowOf(text: string, head: string): string[] {
  const line = text.split('\n').find((l) => l.startsWith(`| ${head} |`));
  assert.ok(line, `no row "${head}" in:\n${text}`);
  return line.slice(2, -2).split(' | ');
}

describe('chat: a figure\'s change reads by its nature', () => {
  const suite = emulatorForSuite();

  it('figureChange: a percent in points, a rank in places with its direction, anything else in percent', () => {
    assert.equal(figureChange('sentiment', 60, 66), '+6 points');
    assert.equal(figureChange('sentiment', 61, 60), '-1 point');
    assert.equal(figureChange('social_dominance', 1.25, 1.5), '+0.25 points');
    assert.equal(figureChange('social_dominance', 2, 2), '0 points');
    assert.equal(figureChange('alt_rank', 100, 50), 'up 50 places');
    assert.equal(figureChange('alt_rank', 3, 4), 'down 1 place');
    assert.equal(figureChange('interactions', 200, 220), '+10.00%');
    assert.equal(figureChange('sentiment', undefined, 60), '—');
    assert.equal(figureChange('interactions', 0, 5), '—');
  });

  it('#pulseSeries: sentiment and social dominance change in points, AltRank in places, interactions in percent', async () => {
    const { client } = clientFor(suite.emulator);
    const env: ToolEnv = { client: async () => client, state: () => ({ plan: PLANS.builder, mode: 'key' }), now: () => Date.now() };
    const r = await runTool('series', { name: 'bitcoin', metrics: ['sentiment', 'social_dominance', 'alt_rank', 'interactions'] }, env);
    assert.ok(r.ok, r.text);
    // the same request (from the cache): the whole days the tool's first and last are read from
    const a = await client.topicTimeSeries('bitcoin', { bucket: 'day', interval: '1w' });
    const days = [...a.data].sort((x, y) => x.time - y.time);
    if (bucketSoFar(days.at(-1)!.time, 86_400, a.generated)) days.pop();
    const ends = (k: keyof TimeSeriesPoint): [number, number] => {
      const values = days.map((p) => p[k]).filter((v): v is number => typeof v === 'number');
      return [values[0]!, values.at(-1)!];
    };
    const changeCell = (k: string): string => rowOf(r.text, `${figure(k as 'sentiment').label} (\`${k}\`)`)[3]!;

    for (const k of ['sentiment', 'social_dominance'] as const) {
      const [first, last] = ends(k);
      const d = Math.round((last - first) * 100) / 100;
      assert.equal(changeCell(k), `${d > 0 ? '+' : ''}${d} ${Math.abs(d) === 1 ? 'point' : 'points'}`, k);
    }
    const [firstRank, lastRank] = ends('alt_rank');
    const places = firstRank - lastRank;
    const n = Math.abs(places);
    assert.equal(changeCell('alt_rank'), places === 0 ? 'unchanged' : `${places > 0 ? 'up' : 'down'} ${n} ${n === 1 ? 'place' : 'places'}`);
    assert.match(changeCell('interactions'), /^([+-][\d,]+\.\d\d|0\.00)%$/);
    client.dispose();
  });

  it('#pulseCompare withSeries: the Compare panel\'s interactions change, under its label, from the same requests', async () => {
    const { client } = clientFor(suite.emulator);
    const env: ToolEnv = { client: async () => client, state: () => ({ plan: PLANS.builder, mode: 'key' }), now: () => Date.now() };
    const r = await runTool('compare', { topics: ['solana', 'ethereum'], withSeries: true }, env);
    assert.ok(r.ok, r.text);
    assert.equal(r.requests, 4, 'a summary and a series per topic, as declared');
    assert.ok(r.text.includes(`| topic | ${figure('interactions_change').label} | ${figure('sentiment').label} |`), r.text);

    const before = suite.emulator.requests();
    const subjects = await Promise.all(['solana', 'ethereum'].map((id) => loadSubject(client, { kind: 'topic', id, title: id }, {})));
    assert.equal(suite.emulator.requests() - before, 0, 'the panel asks what the chat already fetched');
    const panel = periodTable(subjects).find((row) => row.row.key === 'interactionsChange');
    assert.ok(panel);
    for (const [n, id] of ['solana', 'ethereum'].entries()) {
      const shown = formatFigure('interactions_change', panel.values[n]);
      assert.notEqual(shown, '—', id);
      assert.equal(rowOf(r.text, `\`${id}\``)[1], shown, id);
    }
    client.dispose();
  });
});
