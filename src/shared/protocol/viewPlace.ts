// Where the person was on a panel's page: the market table's rows in view and the row the keyboard
// is on, and a chart's zoom. A hidden panel's page is gone (retainContextWhenHidden is off) and
// the one built when it is shown again, or after a reload, starts from this, kept with the page's
// state (state.ts). It comes back from disk: each guard takes only what a page could have written.
import { isObj } from './check';

/**
 * A market table's place: the first row in view (an index into the rows as sorted and filtered),
 * the active row's item id, and whether the keyboard was in the table.
 */
export interface TablePlace {
  top: number;
  active?: string;
  focused?: true;
}

/** A chart zoomed along its time axis: the times (unix seconds) at its left and right edges. */
export interface ChartZoom {
  min: number;
  max: number;
}

/** More rows than any list the service has. */
const MAX_ROW = 1_000_000;
const MAX_ID = 256;
/** Unix seconds from 1970 to past 2200. */
const MAX_TIME = 8_000_000_000;

export function isTablePlace(v: unknown): v is TablePlace {
  return isObj(v) && Number.isInteger(v.top) && (v.top as number) >= 0 && (v.top as number) <= MAX_ROW
    && (v.active === undefined || (typeof v.active === 'string' && v.active.length > 0 && v.active.length <= MAX_ID))
    && (v.focused === undefined || v.focused === true);
}

export function isChartZoom(v: unknown): v is ChartZoom {
  const time = (t: unknown): t is number => typeof t === 'number' && Number.isFinite(t) && t >= 0 && t <= MAX_TIME;
  return isObj(v) && time(v.min) && time(v.max) && v.min < v.max;
}

/** A table's rows as sorted and filtered: how many, how many its scroller shows at once, and whether every page has come. */
export interface TableRows {
  count: number;
  inView: number;
  complete: boolean;
}

/**
 * The rows a table restores to, once its rows reach the saved first row; undefined while they do
 * not and more pages may come. Once every page has come and the list ends before that row, the
 * nearest place: its last rows. The first row in view is never one the scroller cannot reach (its
 * offset would not be where the rows are drawn). The active row is the saved item's wherever it is
 * now (`indexOf` finds an item id among the rows, -1 if none), else the first row in view, or the
 * last row of a list that ends before it.
 */
export function restoredPlace(place: TablePlace, rows: TableRows, indexOf: (id: string) => number): { top: number; active: number } | undefined {
  const ended = rows.count <= place.top;
  if (ended && !rows.complete) return undefined;
  const top = Math.min(place.top, Math.max(0, rows.count - rows.inView));
  const found = place.active === undefined ? -1 : indexOf(place.active);
  return { top, active: found >= 0 ? found : ended ? Math.max(0, rows.count - 1) : top };
}

/** The zoom shown by a time axis from `min` to `max` over points from `first` to `last`; undefined when it shows them all. */
export function zoomOf(min: number, max: number, first: number, last: number): ChartZoom | undefined {
  return min <= first && max >= last ? undefined : { min, max };
}

/** The part of a saved zoom within points from `first` to `last`; undefined when none of it is (another range was loaded) or it shows them all. */
export function zoomWithin(zoom: ChartZoom, first: number, last: number): ChartZoom | undefined {
  const min = Math.max(zoom.min, first);
  const max = Math.min(zoom.max, last);
  return min < max ? zoomOf(min, max, first, last) : undefined;
}
