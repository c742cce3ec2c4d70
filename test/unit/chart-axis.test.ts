// The charts' time axis and point markers, pure functions of the data (webview/parts/timeAxis):
// a series of one point (a creator's often has one) is drawn as a marker on a short axis around
// it, not as nothing on an axis over two years.
import * as assert from 'node:assert/strict';
import { bucketSeconds, isolatedPoints, timeAxisRange } from '../../src/browser/webview/parts/timeAxis';

const T = 1_767_225_600;
const DAY = 86_400;
const HOUR = 3_600;

describe('charts: time axis and point markers', () => {
  it('one point: one bucket either side of it, whatever range uPlot proposes', () => {
    // uPlot proposes 86,400 units past a single time: in seconds, 1,000 days
    assert.deepEqual(timeAxisRange([T], T, T + 86_400 / 1e-3, DAY), [T - DAY, T + DAY]);
    assert.deepEqual(timeAxisRange([T], T, T + DAY, HOUR), [T - HOUR, T + HOUR]);
    assert.deepEqual(timeAxisRange(new Float64Array([T]), null, null, DAY), [T - DAY, T + DAY]);
  });

  it('more points, or a zoom: the range asked for', () => {
    assert.deepEqual(timeAxisRange([T, T + HOUR, T + 2 * HOUR], T, T + 2 * HOUR, HOUR), [T, T + 2 * HOUR]);
    assert.deepEqual(timeAxisRange([T, T + HOUR, T + 2 * HOUR], T + 600, T + 1200, HOUR), [T + 600, T + 1200]);
    assert.deepEqual(timeAxisRange([], null, null, HOUR), [null, null]);
  });

  it("the bucket's length: a day, else an hour", () => {
    assert.deepEqual(['day', 'hour', undefined, 'week'].map(bucketSeconds), [DAY, HOUR, HOUR, HOUR]);
  });

  it('a marker for each value with no value beside it, which a line alone would not show', () => {
    assert.deepEqual(isolatedPoints([5]), [0]);
    assert.deepEqual(isolatedPoints([null, 5, null, 3, 4, null, 0]), [1, 6]);
    assert.deepEqual(isolatedPoints([1, null, null, 2]), [0, 3]);
    assert.equal(isolatedPoints([1, 2, 3]), null);
    assert.equal(isolatedPoints([null, null]), null);
    assert.equal(isolatedPoints([]), null);
  });
});
