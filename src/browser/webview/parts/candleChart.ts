// A coin's price as candles with its volume as bars in a lower band of the same chart, sharing
// the time axis. uPlot draws the axes, the cursor and the readout of open, high, low, close and
// volume (each as the catalogue of figures writes it); the candles and bars are drawn by a hook,
// in two batched paths per colour, candles closer than a few pixels merged into one (a year of
// hourly candles, 8,760 of them, is about 350 on a thousand pixels).
import type uPlot from 'uplot';
import { figure } from '../../../shared/figures/catalogue';
import { formatFigure } from '../../../shared/figures/format';
import { logPriceTicks, mergeCandles, priceRange, volumeRange, type CandleColumns, type DrawnCandle } from './candles';
import type { ChartTheme } from './chartColours';
import { timeChartOptions, valueAxis, type ChartLine } from './timeChart';

/** The scales: the price's is the close's (a right-click alert on it is a price alert), the volume's its own. */
export const PRICE_SCALE = 'close';
export const VOLUME_SCALE = 'volume_24h';

/** A candle's body takes this share of the room between two candles. */
const BODY_SHARE = 0.7;
/** The narrowest room a candle is drawn in (CSS pixels): a body of 2 pixels and a gap. */
const MIN_SLOT = 3;
const VOLUME_ALPHA = 0.45;

function drawCandles(u: uPlot, c: CandleColumns, theme: ChartTheme, step: number): void {
  const times = u.data[0];
  const n = times.length;
  if (n === 0) return;
  const ctx = u.ctx;
  const { left, top, width, height } = u.bbox;
  const room = Math.abs(u.valToPos(times[0]! + step, 'x', true) - u.valToPos(times[0]!, 'x', true));
  // candles closer than a few pixels are merged: thousands of sub-pixel shapes cost more to fill than they show
  const slot = Math.max(room, MIN_SLOT * devicePixelRatio);
  const xs = new Float64Array(n);
  for (let i = 0; i < n; i++) xs[i] = u.valToPos(times[i]!, 'x', true);
  const [from, to] = [left - slot, left + width + slot];
  const candles = room >= slot ? candlesAsThey(xs, c, from, to) : mergeCandles(xs, c, slot, from, to);
  const body = Math.max(1, Math.floor(slot * BODY_SHARE));
  const wick = Math.max(1, Math.round(devicePixelRatio));
  const base = u.valToPos(0, VOLUME_SCALE, true);
  const paths = { up: new Path2D(), down: new Path2D(), upVolume: new Path2D(), downVolume: new Path2D() };
  for (const { x, open, high, low, close, volume } of candles) {
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

/** Each point's own candle between `from` and `to` (a zoom's), where they are far enough apart to draw one each. */
function candlesAsThey(xs: Float64Array, c: CandleColumns, from: number, to: number): DrawnCandle[] {
  const out: DrawnCandle[] = [];
  xs.forEach((x, i) => {
    if (x >= from && x <= to) out.push({ x, open: c.open[i] ?? null, high: c.high[i] ?? null, low: c.low[i] ?? null, close: c.close[i] ?? null, volume: c.volume[i] ?? null });
  });
  return out;
}

/** A readout line that uPlot does not draw (the hook does): its value under the cursor as its figure reads. */
function readoutOnly(id: 'open' | 'high' | 'low' | 'close' | 'volume_24h', column: readonly (number | null)[], scale: string, stroke: string): ChartLine {
  return {
    label: figure(id).label, scale, stroke, width: 0, drawn: false,
    readout: (_v, index) => formatFigure(id, column[index]),
  };
}

function lowestLow(c: CandleColumns): number {
  let lowest = Infinity;
  for (const v of c.low) if (v !== null && v < lowest) lowest = v;
  return lowest === Infinity ? -Infinity : lowest;
}

/** The candle chart's options; its data is [times, open, high, low, close, volume] (`c`'s columns). */
export function candleChartOptions(theme: ChartTheme, size: { width: number; height: number }, c: CandleColumns, step: number, log: boolean): uPlot.Options {
  const lines = [
    readoutOnly('open', c.open, PRICE_SCALE, theme.fg),
    readoutOnly('high', c.high, PRICE_SCALE, theme.up),
    readoutOnly('low', c.low, PRICE_SCALE, theme.down),
    readoutOnly('close', c.close, PRICE_SCALE, theme.fg),
    readoutOnly('volume_24h', c.volume, VOLUME_SCALE, theme.fg),
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
  // the candles are the marks: no dot on each of the five readouts under the cursor
  opts.cursor = { ...opts.cursor, points: { show: false } };
  opts.hooks = { draw: [(u) => drawCandles(u, c, theme, step)] };
  return opts;
}

/** The columns the candle chart is given, in its series' order. */
export function candleData(times: Float64Array, c: CandleColumns): uPlot.AlignedData {
  return [times, c.open, c.high, c.low, c.close, c.volume] as uPlot.AlignedData;
}
