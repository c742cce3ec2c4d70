// A coin's price as candles with its volume as bars in a lower band of the same chart, sharing
// the time axis. uPlot draws the axes, the cursor and the readout of open, high, low, close and
// volume (each as the catalogue of figures writes it); the candles and bars are drawn by a hook,
// in two batched paths per colour. Where the candles would be closer than a few pixels (a year of
// hourly candles, 8,760 of them, on a thousand pixels), the points merge into longer candles of a
// round span (4 h, 1 day), which the panel is told to say; the readout, its time's name and a
// right-click read the candle drawn.
import type uPlot from 'uplot';
import * as l10n from '../../../shared/format/l10n';
import { figure } from '../../../shared/figures/catalogue';
import { formatFigure } from '../../../shared/figures/format';
import { seriesPointWords } from '../../../shared/figures/describe';
import { formatDateTime } from '../../../shared/protocol/display';
import { candleOfPoint, candleSpan, logPriceTicks, mergeCandles, pointCandles, priceRange, volumeRange, type CandleColumns, type DrawnCandle } from './candles';
import type { ChartTheme } from './chartColours';
import type { PlottedLine } from './chartPoint';
import { timeChartOptions, valueAxis, type ChartLine } from './timeChart';

/** The scales: the price's is the close's (a right-click alert on it is a price alert), the volume's its own. */
export const PRICE_SCALE = 'close';
export const VOLUME_SCALE = 'volume_24h';

/** A candle's body takes this share of the room between two candles. */
const BODY_SHARE = 0.7;
/** The narrowest room a candle is drawn in (CSS pixels): a body of 2 pixels and a gap. */
const MIN_SLOT = 3;
const VOLUME_ALPHA = 0.45;

function drawCandles(u: uPlot, candles: readonly DrawnCandle[], theme: ChartTheme, room: number): void {
  const ctx = u.ctx;
  const { left, top, width, height } = u.bbox;
  const [from, to] = [left - room, left + width + room];
  const body = Math.max(1, Math.floor(room * BODY_SHARE));
  const wick = Math.max(1, Math.round(devicePixelRatio));
  const base = u.valToPos(0, VOLUME_SCALE, true);
  const paths = { up: new Path2D(), down: new Path2D(), upVolume: new Path2D(), downVolume: new Path2D() };
  for (const { time, open, high, low, close, volume } of candles) {
    const x = u.valToPos(time, 'x', true);
    if (x < from || x > to) continue;
    const rising = open === null || close === null || close >= open;
    if (volume !== null) {
      const y = u.valToPos(volume, VOLUME_SCALE, true);
      (rising ? paths.upVolume : paths.downVolume).rect(x - body / 2, y, body, Math.max(1, base - y));
    }
    if (open === null || high === null || low === null || close === null) continue;
    const yOpen = u.valToPos(open, PRICE_SCALE, true);
    const yClose = u.valToPos(close, PRICE_SCALE, true);
    const yHigh = u.valToPos(high, PRICE_SCALE, true);
    const yLow = u.valToPos(low, PRICE_SCALE, true);
    const path = rising ? paths.up : paths.down;
    path.rect(Math.round(x - wick / 2), yHigh, wick, Math.max(1, yLow - yHigh));
    path.rect(x - body / 2, Math.min(yOpen, yClose), body, Math.max(1, Math.abs(yClose - yOpen)));
  }
  ctx.save();
  ctx.beginPath();
  ctx.rect(left, top, width, height);
  ctx.clip();
  ctx.globalAlpha = VOLUME_ALPHA;
  ctx.fillStyle = theme.up;
  ctx.fill(paths.upVolume);
  ctx.fillStyle = theme.down;
  ctx.fill(paths.downVolume);
  ctx.globalAlpha = 1;
  ctx.fillStyle = theme.up;
  ctx.fill(paths.up);
  ctx.fillStyle = theme.down;
  ctx.fill(paths.down);
  ctx.restore();
}

/** The candles as last drawn: each `span` seconds long, and each point's among them. */
interface Drawn {
  span: number;
  candles: DrawnCandle[];
  of: Int32Array;
}

/**
 * The bars' name: a rolling 24 h volume as it stood at each candle's close, not the volume traded
 * within the candle (the series has no such figure, nor can it be derived from the rolling one).
 */
export function volumeBarsLabel(): string {
  return l10n.t('{0} at the candle\'s close', figure('volume_24h').label);
}

/** "4 h", "1 day", "7 days": how long a merged candle is. */
function spanWords(span: number): string {
  if (span < 86_400) return l10n.t('{0} h', span / 3_600);
  return span === 86_400 ? l10n.t('1 day') : l10n.t('{0} days', span / 86_400);
}

/** The readout's name for the time under the cursor: a series point's, or the merged candle's start. */
export function candleTimeWords(span: number, step: number): string {
  return span === step ? seriesPointWords(step) : l10n.t('Candle of {0} starting', spanWords(span));
}

/** Says that the candles drawn are longer than the buckets chosen: the points of each `span` seconds merged. */
export function mergedNote(span: number, step: number): string {
  return step >= 86_400 ? l10n.t('Each candle {0}: at this width the daily candles are merged. Zoom in to see them one by one.', spanWords(span))
    : l10n.t('Each candle {0}: at this width the hourly candles are merged. Zoom in to see them one by one.', spanWords(span));
}

type CandleField = 'open' | 'high' | 'low' | 'close' | 'volume';

/** The candles as drawn, point by point: what the readout and a right-click read. */
export interface CandlesDrawn {
  /** How long each candle is (seconds): the series' step, or longer where points merged. */
  span: number;
  /** The value of the candle drawn over point `index`. */
  at(field: CandleField, index: number): number | null;
}

/** A right-click's lines on `n` points of candles: each point reads the candle drawn over it (a merged candle's values). */
export function candleLines(n: number, d: CandlesDrawn): PlottedLine[] {
  const column = (field: CandleField): (number | null)[] => Array.from({ length: n }, (_, j) => d.at(field, j));
  // a point on any part of a candle is a price (what a price alert watches)
  const prices = (['open', 'high', 'low', 'close'] as const).map((field): PlottedLine => {
    const values = column(field);
    return { metric: 'close', values, drawn: values };
  });
  const volume = column('volume');
  return [...prices, { metric: 'volume_24h', values: volume, drawn: volume }];
}

/** A readout line that uPlot does not draw (the hook does): the drawn candle's value under the cursor, as its figure reads. */
function readoutOnly(label: string, id: 'open' | 'high' | 'low' | 'close' | 'volume_24h', field: CandleField, c: CandleColumns, scale: string, stroke: string, drawn: () => Drawn | undefined): ChartLine {
  return {
    label, scale, stroke, width: 0, drawn: false,
    readout: (_v, index) => {
      const d = drawn();
      return formatFigure(id, d ? d.candles[d.of[index] ?? -1]?.[field] : c[field][index]);
    },
  };
}
function lowestLow(c: CandleColumns): number {
  let lowest = Infinity;
  for (const v of c.low) if (v !== null && v < lowest) lowest = v;
  return lowest === Infinity ? -Infinity : lowest;
}

/**
 * The candle chart's options; its data is [times, open, high, low, close, volume] (`c`'s columns).
 * `drawnChanged` hears the candles each time they are drawn at another span: `step`, or longer where points merged.
 */
export function candleChartOptions(theme: ChartTheme, size: { width: number; height: number }, c: CandleColumns, step: number, log: boolean,
  drawnChanged: (d: CandlesDrawn) => void): uPlot.Options {
  let drawn: Drawn | undefined;
  const current = (): Drawn | undefined => drawn;
  const lines = [
    readoutOnly(figure('open').label, 'open', 'open', c, PRICE_SCALE, theme.fg, current),
    readoutOnly(figure('high').label, 'high', 'high', c, PRICE_SCALE, theme.up, current),
    readoutOnly(figure('low').label, 'low', 'low', c, PRICE_SCALE, theme.down, current),
    readoutOnly(figure('close').label, 'close', 'close', c, PRICE_SCALE, theme.fg, current),
    readoutOnly(volumeBarsLabel(), 'volume_24h', 'volume', c, VOLUME_SCALE, theme.fg, current),
  ];
  const lowest = lowestLow(c);
  // no price ticks or grid lines down in the volume band, where no candle is
  const axes: uPlot.Axis[] = [{
    ...valueAxis(theme, PRICE_SCALE, 3, theme.fg, true, 'usd', log),
    ...(log ? { splits: (_u: uPlot, _axis: number, min: number, max: number) => logPriceTicks(min, max, lowest) } : {}),
    filter: (_u, splits) => splits.map((v) => (v >= lowest ? v : null)),
  }];
  const opts = timeChartOptions(theme, size, axes, lines, step);
  opts.scales = {
    ...opts.scales,
    [PRICE_SCALE]: { ...(log ? { distr: 3, log: 10 } : {}), range: (_u, min, max) => priceRange(min, max, log) as uPlot.Range.MinMax },
    [VOLUME_SCALE]: { range: (_u, _min, max) => volumeRange(max) },
  };
  // the time under the cursor is the drawn candle's start
  const [time, ...rest] = opts.series;
  opts.series = [{ ...time, value: (u, v, _s, index) => {
    const first = index === null || !drawn ? undefined : drawn.candles[drawn.of[index] ?? -1]?.first;
    const t = first === undefined ? v : u.data[0][first];
    return t === null || t === undefined ? '—' : formatDateTime(t);
  } }, ...rest];
  // the candles are the marks: no dot on each of the five readouts under the cursor
  opts.cursor = { ...opts.cursor, points: { show: false } };
  opts.hooks = {
    draw: [(u) => {
      const times = u.data[0];
      if (times.length === 0) return;
      const room = Math.abs(u.valToPos(times[0]! + step, 'x', true) - u.valToPos(times[0]!, 'x', true));
      // candles closer than a few pixels are merged: thousands of sub-pixel shapes cost more to fill than they show
      const span = candleSpan(step, room, MIN_SLOT * devicePixelRatio);
      if (drawn?.span !== span) {
        const candles = span === step ? pointCandles(times, c) : mergeCandles(times, c, span);
        const now: Drawn = { span, candles, of: candleOfPoint(candles, times.length) };
        drawn = now;
        // the legend's name of the time says what the time under the cursor is the start of
        const timeName = u.root?.querySelector('.u-legend .u-series:first-child .u-label');
        if (timeName) timeName.textContent = candleTimeWords(span, step);
        drawnChanged({ span, at: (field, index) => now.candles[now.of[index] ?? -1]?.[field] ?? null });
      }
      drawCandles(u, drawn.candles, theme, room * (span / step));
    }],
  };
  return opts;
}

/** The columns the candle chart is given, in its series' order. */
export function candleData(times: Float64Array, c: CandleColumns): uPlot.AlignedData {
  return [times, c.open, c.high, c.low, c.close, c.volume] as uPlot.AlignedData;
}
