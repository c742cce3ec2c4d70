// The time axis's labels (webview/parts/timeTicks): ticks hours apart say the day where one
// starts, ticks days or months apart say the year where one starts, yearly ticks are years, all
// in the zone the chart is drawn in.
import * as assert from 'node:assert/strict';
import { timeTickLabels } from '../../src/browser/webview/parts/timeTicks';
import { zoneNameOf } from '../../src/shared/format/zone';

const HOUR = 3_600;
const DAY = 86_400;
const at = (y: number, m: number, d: number, h = 0): number => Date.UTC(y, m - 1, d, h) / 1000;
const every = (start: number, step: number, n: number): number[] => Array.from({ length: n }, (_, i) => start + i * step);

describe('charts: time axis labels', () => {
  it('last week by hour, 12 h apart: each day\'s first tick has its date under the time, the first tick the year too', () => {
    assert.deepEqual(timeTickLabels(every(at(2026, 11, 26), 12 * HOUR, 5), 12 * HOUR, 'utc'),
      ['00:00\nNov 26, 2026', '12:00', '00:00\nNov 27', '12:00', '00:00\nNov 28']);
  });

  it('hours across a new year say the year', () => {
    assert.deepEqual(timeTickLabels(every(at(2026, 12, 31, 22), HOUR, 3), HOUR, 'utc'), ['22:00\nDec 31, 2026', '23:00', '00:00\nJan 1, 2027']);
    assert.deepEqual(timeTickLabels(every(at(2026, 11, 26), 15, 3), 15, 'utc'), ['00:00:00\nNov 26, 2026', '00:00:15', '00:00:30']);
  });

  it('in the chart\'s zone: the day starts at its midnight, not UTC\'s', () => {
    const tokyo = zoneNameOf('Asia/Tokyo')!;
    // 12:00 and 00:00 UTC are 21:00 and 09:00 in Tokyo
    assert.deepEqual(timeTickLabels(every(at(2026, 11, 26, 12), 12 * HOUR, 3), 12 * HOUR, tokyo), ['21:00\nNov 26, 2026', '09:00\nNov 27', '21:00']);
  });

  it('days apart: the date, with the year under the first and where a year starts', () => {
    assert.deepEqual(timeTickLabels(every(at(2026, 12, 30), DAY, 4), DAY, 'utc'), ['Dec 30\n2026', 'Dec 31', 'Jan 1\n2027', 'Jan 2']);
  });

  it('months apart: the month, with the year under the first and where a year starts', () => {
    assert.deepEqual(timeTickLabels([at(2025, 7, 1), at(2025, 10, 1), at(2026, 1, 1), at(2026, 4, 1)], 90 * DAY, 'utc'), ['Jul\n2025', 'Oct', 'Jan\n2026', 'Apr']);
  });

  it('all time by day, a year apart: the years, not thirteen Jan 1s', () => {
    const labels = timeTickLabels(Array.from({ length: 13 }, (_, i) => at(2014 + i, 1, 1)), 365 * DAY, 'utc');
    assert.deepEqual(labels, Array.from({ length: 13 }, (_, i) => String(2014 + i)));
  });

  it('a split no date holds has no label, and the next tick still says its date (failed before: "undefined NaN")', () => {
    const beyond = [Number.NaN, 8.64e12 + 1, -8.64e12 - 1, Number.POSITIVE_INFINITY];
    for (const step of [HOUR, DAY, 90 * DAY, 365 * DAY]) assert.deepEqual(timeTickLabels(beyond, step, 'utc'), ['', '', '', ''], String(step));
    assert.deepEqual(timeTickLabels([Number.NaN, at(2026, 11, 26), at(2026, 11, 26, 12)], 12 * HOUR, 'utc'), ['', '00:00\nNov 26, 2026', '12:00']);
  });
});
