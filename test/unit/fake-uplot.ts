// A stand-in for uPlot in the page bundled for a test (loadWebview's `fakeUplot`): the fake page has
// no canvas. It keeps its options and the x scale, and a setScale runs the chart's setScale hooks as
// uPlot's does (a drag along x ends in one).
interface Scale {
  min?: number;
  max?: number;
}
type Hook = (u: FakePlot, key: string) => void;
interface Options {
  width: number;
  hooks?: { setScale?: Hook[] };
}

/** Every chart made on the page, oldest first. */
export const fakePlots: FakePlot[] = [];

export default class FakePlot {
  readonly scales: Record<string, Scale>;
  width: number;
  destroyed = false;

  constructor(readonly opts: Options, readonly data: ArrayLike<number>[], readonly host: unknown) {
    const times = data[0]!;
    this.scales = { x: { min: times[0], max: times[times.length - 1] } };
    this.width = opts.width;
    fakePlots.push(this);
  }

  setScale(key: string, scale: Scale): void {
    this.scales[key] = { ...scale };
    for (const hook of this.opts.hooks?.setScale ?? []) hook(this, key);
  }

  setSize(size: { width: number }): void {
    this.width = size.width;
  }

  destroy(): void {
    this.destroyed = true;
  }
}
