// A saved notebook may have been edited by anyone: a time in its answer beyond what a date holds
// (10,000,000,000,000 seconds) is no answer this version draws, and a time written anywhere reads
// as missing rather than throwing (which blanked the rendered answer and its markdown).
import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import type { CellOutput } from '../../src/shared/protocol/cellOutput';
import { isCellOutput } from '../../src/shared/protocol/cellOutputCheck';
import { formatDateTime } from '../../src/shared/protocol/display';
import { formatClock, formatMoment, formatStamp } from '../../src/shared/format/time';
import { cellMarkdown } from '../../src/features/notebook/core/cellMarkdown';
import { utcDay } from '../../src/features/chat/core/render';

const T = 1_795_000_000;
/** The furthest time a date holds, in seconds (8.64e15 ms), and the first beyond it. */
const EDGE = 8.64e12;
const BEYOND = [EDGE + 1, -EDGE - 1, 1e13, -1e13, 1e300];

const base: CellOutput = { v: 1, title: 'bitcoin', generated: T, requests: 0, demo: false, notes: [] };
const withTableTime = (t: number): CellOutput => ({ ...base, table: { columns: [{ key: 't', label: 'When', kind: 'time' }], rows: [[t]] } });
const withChart = (times: number[], partial?: { time: number; until: number }): CellOutput => ({
  ...base, chart: { times, step: 86_400, lines: [{ label: 'Posts', unit: 'count', values: times.map(() => 1) }], ...(partial ? { partial } : {}) },
});

describe('a saved answer\'s times', () => {
  it('an answer with a time beyond what a date holds is not one this version draws', () => {
    for (const t of BEYOND) {
      assert.equal(isCellOutput({ ...base, generated: t }), false, `generated ${t}`);
      assert.equal(isCellOutput(withTableTime(t)), false, `table time ${t}`);
      assert.equal(isCellOutput(withChart([T, t])), false, `chart time ${t}`);
      assert.equal(isCellOutput(withChart([T], { time: t, until: T })), false, `partial time ${t}`);
      assert.equal(isCellOutput(withChart([T], { time: T, until: t })), false, `partial until ${t}`);
    }
  });

  it('the furthest times a date holds are drawn, and a number in a column of another kind is any number', () => {
    for (const t of [EDGE, -EDGE, 0]) {
      assert.ok(isCellOutput({ ...base, generated: t }));
      assert.ok(isCellOutput(withTableTime(t)));
      assert.ok(isCellOutput(withChart([t], { time: t, until: t })));
    }
    assert.ok(isCellOutput({ ...base, table: { columns: [{ key: 'n', label: 'Posts', kind: 'count' }], rows: [[1e13]] } }));
    assert.equal(isCellOutput(withTableTime(Number.NaN)), false, 'NaN stays refused');
  });

  it('a time beyond what a date holds is written as missing, not thrown', () => {
    for (const s of BEYOND) {
      assert.equal(formatDateTime(s), '—');
      for (const format of [formatMoment, formatClock, formatStamp, utcDay]) assert.equal(format(s * 1000), '—');
    }
    assert.match(formatDateTime(EDGE), /275760/);
  });

  it('the markdown of any answer this version draws is written, whatever its times', () => {
    const time = fc.oneof(fc.integer({ min: -1e9, max: 4e9 }), fc.double({ noNaN: true, min: -1e16, max: 1e16 }), fc.constantFrom(EDGE, -EDGE, ...BEYOND));
    fc.assert(fc.property(time, time, time, (generated, cell, point) => {
      for (const o of [{ ...base, generated }, withTableTime(cell), withChart([point], { time: point, until: cell })]) {
        if (isCellOutput(o)) assert.equal(typeof cellMarkdown(o, 'utc'), 'string');
      }
    }), { numRuns: 300 });
  });
});
