// A time chart's zoom as the person left it: kept when the chart is drawn again (the theme, another
// metric or scale, new data) and by the page built when the panel is shown again (viewPlace.ts).
import uPlot from 'uplot';
import { zoomOf, zoomWithin, type ChartZoom } from '../../../shared/protocol/viewPlace';

/** The zoom the page before this one kept, and where the person's zooms go (undefined: zoomed back out, or another range loaded). */
export interface ZoomChoice {
  initial: ChartZoom | undefined;
  save(zoom: ChartZoom | undefined): void;
}

export class ChartZoomKeeper {
  private zoom: ChartZoom | undefined;

  constructor(private readonly choice?: ZoomChoice) {
    this.zoom = choice?.initial;
  }

  /** The chart, zoomed as it was (where its points still reach); the person's zooms (a drag, a double-click back out) are kept. */
  plot(opts: uPlot.Options, data: uPlot.AlignedData, host: HTMLElement): uPlot {
    const times = data[0];
    const first = times[0];
    const last = times[times.length - 1];
    if (first === undefined || last === undefined) return new uPlot(opts, data, host);
    const setScale = [...(opts.hooks?.setScale ?? []), (u: uPlot, key: string): void => {
      const { min, max } = u.scales.x ?? {};
      if (key === 'x' && min != null && max != null) this.set(zoomOf(min, max, first, last));
    }];
    const plot = new uPlot({ ...opts, hooks: { ...opts.hooks, setScale } }, data, host);
    // set before uPlot's first commit (a microtask), which then draws the zoom at once
    const zoom = this.zoom && zoomWithin(this.zoom, first, last);
    if (zoom) plot.setScale('x', { ...zoom });
    return plot;
  }

  /** Another range is loaded: its chart starts zoomed out. */
  reset(): void {
    this.set(undefined);
  }

  private set(zoom: ChartZoom | undefined): void {
    if (JSON.stringify(zoom) === JSON.stringify(this.zoom)) return;
    this.zoom = zoom;
    this.choice?.save(zoom);
  }
}
