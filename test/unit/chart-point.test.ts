// "Alert Me When…" on a point of the panels' chart (webview/parts/chartPoint): the line under the
// pointer names its own metric and its real value, also when three or more metrics share the
// `index` scale and are drawn as an index (100 at the first value).
import * as assert from 'node:assert/strict';
import { METRICS, type Metric, type MetricKey } from '../../src/shared/protocol/metrics';
import { nearestLine, type PlottedLine } from '../../src/browser/webview/parts/chartPoint';
import { indexed, INDEX_SCALE, planScales } from '../../src/browser/webview/parts/chartScales';
import { isChartPointContext, CHART_POINT_SECTION } from '../../src/shared/protocol/chartPoint';

const metric = (key: MetricKey): Metric => METRICS.find((m) => m.key === key)!;

describe('charts: the point under a right-click', () => {
  // no percent among them: a percent is drawn as it is (chart-scales.test.ts)
  const metrics = [metric('interactions'), metric('close'), metric('posts_active')];
  const lines: PlottedLine[] = [
    { metric: 'interactions', values: [1_000_000, 1_500_000, 2_000_000] },
    { metric: 'close', values: [60_000, 63_000, 66_000] },
    { metric: 'posts_active', values: [80, 40, 88] },
  ];
  // as the chart draws them: an index each, on one scale; 1 px of height per index point
  const drawn = lines.map((l) => indexed(l.values));
  const drawnAt = (index: number) => (line: number): number | undefined => {
    const v = drawn[line]![index];
    return typeof v === 'number' ? 400 - v : undefined;
  };

  it('three metrics: the line nearest the pointer names its metric and its real value, not the index', () => {
    assert.ok(planScales(metrics).lineScales.every((s) => s === INDEX_SCALE), 'every line on the index scale');
    // at point 1 the lines are drawn at 150, 105 and 50: y = 300 is the interactions line, y = 295 the close line
    assert.deepEqual(nearestLine(lines, 1, 400 - 150, drawnAt(1)), { metric: 'interactions', value: 1_500_000 });
    assert.deepEqual(nearestLine(lines, 1, 400 - 104, drawnAt(1)), { metric: 'close', value: 63_000 });
    assert.deepEqual(nearestLine(lines, 1, 400 - 55, drawnAt(1)), { metric: 'posts_active', value: 40 });
    const point = nearestLine(lines, 2, 400 - 190, drawnAt(2))!;
    assert.deepEqual(point, { metric: 'interactions', value: 2_000_000 });
    // what the webview hands the menu is a point the command takes
    assert.ok(isChartPointContext({ webviewSection: CHART_POINT_SECTION, ...point, preventDefaultContextMenuItems: true }));
  });

  it('passes over a hidden line and a missing value, and answers none where no line has a value', () => {
    const gappy: PlottedLine[] = [{ metric: 'close', values: [null, 5] }, { metric: 'sentiment', values: [70, 71] }];
    const at = (positions: (number | undefined)[]) => (line: number): number | undefined => positions[line];
    assert.deepEqual(nearestLine(gappy, 0, 10, at([10, 200])), { metric: 'sentiment', value: 70 }, 'no close value at point 0');
    assert.deepEqual(nearestLine(gappy, 1, 10, at([undefined, 200])), { metric: 'sentiment', value: 71 }, 'close hidden');
    assert.equal(nearestLine(gappy, 0, 10, at([undefined, undefined])), undefined);
  });
});
