// The candle chart's options (webview/parts/candleChart) drawn by a stand-in for uPlot: where
// hourly candles are too close to draw, they merge into longer ones, the panel is told how long
// (its caption says "each candle 6 h"), and the readout under the cursor reads the merged candle
// drawn there, not the hourly point's; the volume bars are named as the rolling 24 h volume at
// each candle's close. The points are the emulator's hourly series of a coin.
import * as assert from 'node:assert/strict';
import type uPlot from 'uplot';
import { candleColumns, type CandleColumns } from '../../src/browser/webview/parts/candles';
import { formatFigure } from '../../src/shared/figures/format';
import { formatDateTime } from '../../src/shared/protocol/display';
import { btcWeekByHour } from './coin-series';
import { loadWebview } from './webview-load';

// typed against the DOM, which this compilation has not: loaded as the page has it
const { candleChartOptions, candleLines, mergedNote } = loadWebview('parts/candleChart.ts') as {
  candleChartOptions: (theme: unknown, size: unknown, c: CandleColumns, step: number, log: boolean, drawnChanged: (d: Drawn) => void) => uPlot.Options;
  candleLines: (n: number, d: Drawn) => { metric: string; values: (number | null)[]; drawn?: (number | null)[] }[];
  mergedNote: (span: number, step: number) => string;
};

interface Drawn { span: number; at(field: string, index: number): number | null }

const H = 3_600;
const THEME = { fg: '#000', grid: '#ccc', font: '12px sans-serif', colours: ['#00f'], up: '#0a0', down: '#a00' };

/** The shapes a draw adds, counted. */
let rects = 0;
Object.assign(globalThis, {
  devicePixelRatio: 1,
  Path2D: class {
    rect(): void {
      rects += 1;
    }
  },
});

/** The legend's name of the time (series 0), as the hook finds it. */
const timeName = { textContent: 'Series point by hour' };

/** uPlot as the hook and the readout see it: the points `pxPerHour` apart along x. */
function plot(times: Float64Array, c: CandleColumns, pxPerHour: number): uPlot {
  const ctx = { save() {}, restore() {}, beginPath() {}, rect() {}, clip() {}, fill() {}, fillStyle: '', globalAlpha: 1 };
  return {
    root: { querySelector: (selector: string) => (selector.includes('.u-label') ? timeName : null) },
    data: [times, c.open, c.high, c.low, c.close, c.volume],
    bbox: { left: 0, top: 0, width: (times.length * pxPerHour), height: 200 },
    ctx,
    valToPos: (v: number, scale: string) => (scale === 'x' ? ((v - times[0]!) / H) * pxPerHour : v / 1000),
  } as unknown as uPlot;
}

describe('charts: candles merged to fit, and what the readout reads', () => {
  const coin = btcWeekByHour();

  it('hourly candles too close to draw merge into 6 h candles, said to the panel; the readout reads the candle drawn', () => {
    assert.ok(coin.points.length > 48, `${coin.points.length} points`);
    // from a round 6 h, so each drawn candle is six whole points
    const start = coin.points.findIndex((p) => p.time % (6 * H) === 0);
    const series = coin.points.slice(start, start + 48);
    const times = Float64Array.from(series, (p) => p.time);
    const c = candleColumns(series);
    const spans: number[] = [];
    let drawn: Drawn | undefined;
    const opts = candleChartOptions(THEME, { width: 600, height: 280 }, c, H, false, (d) => {
      spans.push(d.span);
      drawn = d;
    });
    // half a pixel an hour: a candle needs 3, so six hours each
    const u = plot(times, c, 0.5);
    rects = 0;
    opts.hooks!.draw![0]!(u);
    assert.deepEqual(spans, [6 * H], 'the panel is told each candle is 6 h');
    assert.match(mergedNote(6 * H, H), /Each candle 6 h: at this width the hourly candles are merged/);
    // 8 candles: a wick, a body and a volume bar each
    assert.equal(rects, 8 * 3);
    // the cursor on the 8th hour, in the second candle drawn (hours 6 to 11)
    const read = (line: number, index: number): string => (opts.series[line]!.value as (u: uPlot, v: number | null, s: number, i: number) => string)(u, null, line, index);
    const hours = series.slice(6, 12);
    assert.equal(read(1, 7), formatFigure('open', hours[0]!.open), 'the first open of the candle');
    assert.equal(read(2, 7), formatFigure('high', Math.max(...hours.map((p) => p.high!))), 'its highest high');
    assert.equal(read(3, 7), formatFigure('low', Math.min(...hours.map((p) => p.low!))), 'its lowest low');
    assert.equal(read(4, 7), formatFigure('close', hours[5]!.close), 'its last close');
    assert.equal(read(5, 7), formatFigure('volume_24h', hours[5]!.volume_24h), 'the volume at its close');
    assert.equal((opts.series[0]!.value as (u: uPlot, v: number, s: number, i: number) => string)(u, times[7]!, 0, 7), formatDateTime(times[6]), 'the time its candle starts');
    assert.equal(timeName.textContent, 'Candle of 6 h starting', 'the time is named as the merged candle\'s start');
    // a right-click on the candle reads it as drawn: its high is the 6 hours' highest, not the 8th hour's
    const [, high, , , volume] = candleLines(series.length, drawn!);
    assert.equal(high!.values[7], Math.max(...hours.map((p) => p.high!)));
    assert.equal(high!.drawn![7], high!.values[7], 'where the candle is drawn');
    assert.equal(volume!.values[7], hours[5]!.volume_24h);
    // zoomed in, a candle an hour again: said, and read point by point
    opts.hooks!.draw![0]!(plot(times, c, 10));
    assert.deepEqual(spans, [6 * H, H]);
    assert.equal(read(4, 7), formatFigure('close', series[7]!.close));
    assert.equal(timeName.textContent, 'Series point by hour');
    assert.equal(candleLines(series.length, drawn!)[1]!.values[7], series[7]!.high);
  });

  it('the volume bars are named as the 24 h volume at each candle\'s close, in the readout', () => {
    const opts = candleChartOptions(THEME, { width: 600, height: 280 }, candleColumns(coin.points.slice(0, 4)), H, false, () => undefined);
    assert.equal(opts.series[5]!.label, 'Volume 24 h at the candle\'s close');
  });
});
