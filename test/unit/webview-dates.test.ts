// The panels' date inputs read and write days of the zone the panel shows times in (the zone the
// host sent, socialPulse.timeZone), not UTC days: a day picked in Los Angeles or Berlin is that
// zone's midnight to midnight, in the posts' range and the chart's custom range alike.
import * as assert from 'node:assert/strict';
import { asElement, type FakeElement } from './fake-dom';
import { loadWebview } from './webview-load';
import { useTimeZone } from '../../src/shared/format/time';
import { zoneNameOf, type ZoneName } from '../../src/shared/format/zone';
import type { PostsQuery, SeriesQuery } from '../../src/shared/protocol/views';

const HOUR = 3600;

const webview = loadWebview('dates.ts', 'parts/range.ts', 'parts/chart.ts', 'dom.ts') as {
  fromDateInput(value: string, endOfDay?: boolean, zone?: string): number | undefined;
  toDateInput(unixSeconds: number | undefined, zone?: string): string;
  postsRange(controls: unknown, initial: PostsQuery, load: (q: PostsQuery) => void): void;
  SeriesChart: new (controls: unknown, query: SeriesQuery, metrics: undefined, cb: { load(q: SeriesQuery): void; metrics(): void }) => { dispose(): void };
  h(tag: string): unknown;
};
const { fromDateInput, toDateInput } = webview;

const named = (name: string): ZoneName => {
  const z = zoneNameOf(name);
  assert.ok(z, name);
  return z;
};

/** Unix seconds of a wall clock given as UTC, moved by the zone's offset in hours (Los Angeles: -8). */
const at = (utcOffsetHours: number, y: number, m: number, d: number, hour = 0): number => Date.UTC(y, m - 1, d, hour) / 1000 - utcOffsetHours * HOUR;

/** The date inputs and the Apply button in `controls`. */
function inputs(controls: unknown): { start: FakeElement; end: FakeElement; apply: FakeElement } {
  const el = asElement(controls);
  const [start, end] = el.byTag('input').filter((i) => i.getAttribute('type') === 'date');
  const apply = el.byTag('button').find((b) => b.textContent === 'Apply');
  assert.ok(start && end && apply);
  return { start, end, apply };
}

describe('webview: date inputs in the panel\'s zone', () => {
  afterEach(() => useTimeZone('utc'));

  it('a day picked in America/Los_Angeles is that zone\'s midnight to midnight, also on days of 23 and 25 hours', () => {
    const la = named('America/Los_Angeles');
    assert.equal(fromDateInput('2024-03-01', false, la), at(-8, 2024, 3, 1));
    assert.equal(fromDateInput('2024-03-01', true, la), at(-8, 2024, 3, 2) - 1);
    // the clocks go forward on 2024-03-10 and back on 2024-11-03
    assert.equal(fromDateInput('2024-03-10', true, la)! + 1 - fromDateInput('2024-03-10', false, la)!, 23 * HOUR);
    assert.equal(fromDateInput('2024-11-03', false, la), at(-7, 2024, 11, 3));
    assert.equal(fromDateInput('2024-11-03', true, la)! + 1 - fromDateInput('2024-11-03', false, la)!, 25 * HOUR);
    // 05:00 UTC on 1 March is still the last day of February there
    assert.equal(toDateInput(Date.UTC(2024, 2, 1, 5) / 1000, la), '2024-02-29');
    assert.equal(toDateInput(fromDateInput('2024-03-01', true, la), la), '2024-03-01');
    // where a change of offset skips midnight (Santiago, 2024-09-08), the day starts at 01:00
    assert.equal(fromDateInput('2024-09-08', false, named('America/Santiago')), at(-3, 2024, 9, 8, 1));
  });

  it('a day the zone skips (Pacific/Apia, 2011-12-30) reads as the next day, never an empty or inverted range', () => {
    const apia = named('Pacific/Apia');
    // Apia went from 2011-12-29 23:59:59 (UTC-10) to 2011-12-31 00:00 (UTC+14)
    assert.equal(fromDateInput('2011-12-30', false, apia), at(14, 2011, 12, 31));
    assert.equal(fromDateInput('2011-12-30', true, apia), at(14, 2011, 12, 32) - 1);
    assert.equal(fromDateInput('2011-12-29', true, apia), at(14, 2011, 12, 31) - 1);
    assert.equal(fromDateInput('2011-12-31', true, apia), at(14, 2011, 12, 32) - 1);
    // every day of a year with skips at midnight is a range of at least 23 hours
    for (const zone of [apia, named('America/Santiago'), named('America/Havana'), named('Asia/Beirut')]) {
      for (let day = Date.UTC(2011, 0, 1); day < Date.UTC(2012, 0, 1); day += 24 * HOUR * 1000) {
        const value = new Date(day).toISOString().slice(0, 10);
        const length = fromDateInput(value, true, zone)! + 1 - fromDateInput(value, false, zone)!;
        assert.ok(length >= 23 * HOUR, `${zone} ${value}: ${length / HOUR} hours`);
      }
    }
  });

  it('reads the zone the host sent when none is given; UTC when the panel shows UTC', () => {
    useTimeZone(named('Europe/Berlin'));
    assert.equal(fromDateInput('2024-03-01'), at(1, 2024, 3, 1));
    assert.equal(toDateInput(at(1, 2024, 3, 1)), '2024-03-01');
    useTimeZone('utc');
    assert.equal(fromDateInput('2024-03-01'), Date.UTC(2024, 2, 1) / 1000);
    assert.equal(fromDateInput('2024-03-01', true), Date.UTC(2024, 2, 2) / 1000 - 1);
  });

  it("the posts' range shows its days and asks for the days picked in the panel's zone", () => {
    useTimeZone(named('Europe/Berlin'));
    const controls = webview.h('div');
    const asked: PostsQuery[] = [];
    webview.postsRange(controls, { start: at(1, 2024, 3, 1), end: at(1, 2024, 3, 3) - 1 }, (q) => asked.push(q));
    const { start, end, apply } = inputs(controls);
    assert.deepEqual([start.value, end.value], ['2024-03-01', '2024-03-02'], 'the days shown are Berlin\'s');
    apply.click();
    assert.deepEqual(asked, [{ start: at(1, 2024, 3, 1), end: at(1, 2024, 3, 3) - 1 }]);
  });

  it('a range beyond what a date holds (1e20 s, NaN from a misbehaving service) shows empty days, and the range still draws', () => {
    for (const zone of ['utc', named('Europe/Berlin')] as const) {
      for (const s of [1e20, -1e20, Number.NaN, Number.POSITIVE_INFINITY, 8.64e12 + 1]) assert.equal(toDateInput(s, zone), '', `${s} in ${zone}`);
    }
    useTimeZone(named('Europe/Berlin'));
    const controls = webview.h('div');
    webview.postsRange(controls, { start: 1e20, end: at(1, 2024, 3, 3) - 1 }, () => undefined);
    const { start, end } = inputs(controls);
    assert.deepEqual([start.value, end.value], ['', '2024-03-02']);
  });

  it("the chart's custom range shows its days and asks for the days picked in the panel's zone", () => {
    useTimeZone(named('America/Los_Angeles'));
    const controls = webview.h('div');
    const asked: SeriesQuery[] = [];
    const chart = new webview.SeriesChart(controls, { bucket: 'day', start: at(-8, 2024, 2, 1), end: at(-8, 2024, 2, 29) - 1 }, undefined,
      { load: (q) => asked.push(q), metrics: () => undefined });
    const { start, end, apply } = inputs(controls);
    assert.deepEqual([start.value, end.value], ['2024-02-01', '2024-02-28']);
    start.value = '2024-03-01';
    end.value = '2024-03-07';
    apply.click();
    assert.deepEqual(asked.map((q) => [q.start, q.end]), [[at(-8, 2024, 3, 1), at(-8, 2024, 3, 8) - 1]]);
    chart.dispose();
  });
});
