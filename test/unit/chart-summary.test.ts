// A chart in words (protocol/chartSummary): what a screen reader reads instead of the canvas and
// what "Show as table" lays out. Gaps are skipped, the lowest and highest are the first times the
// line is there, and each line's values read in its own unit.
import * as assert from 'node:assert/strict';
import { chartRange, chartRows, chartSummary, lineFigures, type SummaryLine } from '../../src/shared/protocol/chartSummary';
import { formatDateTime } from '../../src/shared/protocol/display';
import { chartLines, type CompareSubject } from '../../src/shared/protocol/compare';

const T0 = 1_795_000_000;
const HOUR = 3_600;
const at = (i: number): number => T0 + i * HOUR;

const interactions: SummaryLine = {
  label: 'Interactions',
  points: [[at(0), null], [at(1), 1_200], [at(2), 900], [at(3), 4_500], [at(4), 900], [at(5), 2_000], [at(6), null]],
};
const close: SummaryLine = {
  label: 'Close',
  points: [[at(2), 64_000.5], [at(7), 61_000]],
  format: (v) => `$${v.toFixed(2)}`,
};

describe('charts: the text alternative and the table', () => {
  it('a line: first, last, lowest and highest values with their times, gaps skipped', () => {
    const f = lineFigures(interactions);
    assert.equal(f.count, 5);
    assert.deepEqual(f.first, { time: at(1), value: 1_200 });
    assert.deepEqual(f.last, { time: at(5), value: 2_000 });
    // the first of two equal lows
    assert.deepEqual(f.min, { time: at(2), value: 900 });
    assert.deepEqual(f.max, { time: at(3), value: 4_500 });
  });

  it('the range spans every line\'s values, not the gaps around them', () => {
    assert.deepEqual(chartRange([interactions, close].map(lineFigures)), { from: at(1), to: at(7) });
    assert.equal(chartRange([lineFigures({ label: 'Empty', points: [[at(0), null]] })]), undefined);
    // points out of order: the range is still the earliest and latest
    assert.deepEqual(chartRange([lineFigures({ label: 'Unordered', points: [[at(5), 1], [at(2), 2], [at(9), null]] })]), { from: at(2), to: at(5) });
  });

  it('says what is plotted, the range, and per line its figures in the line\'s unit', () => {
    const s = chartSummary('Chart of Interactions, Close by hour', [interactions, close]);
    assert.equal(s.overview, `Chart of Interactions, Close by hour, from ${formatDateTime(at(1))} to ${formatDateTime(at(7))}: 6 times, 2 lines.`);
    assert.equal(s.lines[0], `Interactions: first 1,200 (${formatDateTime(at(1))}), last 2,000 (${formatDateTime(at(5))}), `
      + `lowest 900 (${formatDateTime(at(2))}), highest 4,500 (${formatDateTime(at(3))}).`);
    assert.equal(s.lines[1], `Close: first $64000.50 (${formatDateTime(at(2))}), last $61000.00 (${formatDateTime(at(7))}), `
      + `lowest $61000.00 (${formatDateTime(at(7))}), highest $64000.50 (${formatDateTime(at(2))}).`);
  });

  it('counts the times any line has a value at, lines on one time axis or not', () => {
    const times = [0, 1, 2, 3].map(at);
    const onOneAxis = (values: (number | null)[]): SummaryLine['points'] => times.map((t, i) => [t, values[i]!] as const);
    const s = chartSummary('Chart', [{ label: 'A', points: onOneAxis([null, 1, null, null]) }, { label: 'B', points: onOneAxis([null, 2, 3, null]) }]);
    assert.match(s.overview, /: 2 times, 2 lines\.$/);
    // the same times, one line in another order: counted by time, not by position
    const shuffled = chartSummary('Chart', [{ label: 'A', points: onOneAxis([null, null, null, 5]) }, { label: 'B', points: [...onOneAxis([null, null, null, 6])].reverse() }]);
    assert.match(shuffled.overview, /: 1 time, 2 lines\.$/);
    // a time twice on the same axis is one time
    const twice = [at(0), at(0), at(1)];
    const repeated = chartSummary('Chart', ['A', 'B'].map((label) => ({ label, points: twice.map((t) => [t, 1] as const) })));
    assert.match(repeated.overview, /: 2 times, 2 lines\.$/);
  });

  it('a line with one value or none says so', () => {
    const s = chartSummary('Chart', [{ label: 'Once', points: [[at(0), 5]] }, { label: 'Never', points: [[at(0), null]] }]);
    assert.match(s.overview, /: 1 time, 2 lines\.$/);
    assert.deepEqual(s.lines, [`Once: one value, 5 (${formatDateTime(at(0))}).`, 'Never: no values in this range.']);
    assert.equal(chartSummary('Chart', []).overview, 'Chart: no values in this range.');
  });

  it('the table: a row per time any line has, oldest first, a gap where a line has no value', () => {
    const rows = chartRows([close, interactions]);
    assert.deepEqual(rows.map((r) => r.time), [0, 1, 2, 3, 4, 5, 6, 7].map(at));
    assert.deepEqual(rows[2], { time: at(2), values: [64_000.5, 900] });
    assert.deepEqual(rows[0], { time: at(0), values: [null, null] });
    assert.deepEqual(rows[7], { time: at(7), values: [61_000, null] });
  });

  it('a comparison\'s lines read in their figure\'s unit: a sub-cent price, a sentiment; an index says it is one', () => {
    const subject = (title: string, points: CompareSubject['points']): CompareSubject => ({ ref: { kind: 'coin', id: title, title }, points });
    const subjects = [
      subject('SHIB', [{ time: at(0), close: 0.0000123, sentiment: 73.58, interactions: 1_500 }, { time: at(1), close: 0.0000125, sentiment: 70, interactions: 3_000 }]),
      subject('PEPE', [{ time: at(0), close: 0.0000081, sentiment: 60, interactions: 2_000 }, { time: at(1), close: 0.0000079, sentiment: 61, interactions: 2_000 }]),
    ];
    const price = chartSummary('Price', chartLines(subjects, 'close', false));
    assert.match(price.lines[0]!, /^SHIB: first \$0\.0000123 \(/, price.lines[0]);
    assert.deepEqual(chartRows(chartLines(subjects, 'close', false)).map((r) => r.values.length), [2, 2]);
    assert.match(chartSummary('Sentiment', chartLines(subjects, 'sentiment', false)).lines[0]!, /^SHIB: first 74% /);
    const [shibIndex] = chartLines(subjects, 'interactions', true);
    assert.equal(shibIndex!.format(shibIndex!.points[1]![1]), 'index 200');
  });
});
