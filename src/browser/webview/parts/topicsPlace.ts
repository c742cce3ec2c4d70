// Where the person was in a category's topics table. The table is as long as its topics and the
// page scrolls it, so its place is the topic at the top of the view (a TablePlace: its index among
// the rows as sorted, and its id), kept once scrolling rests. The page built when the panel is
// shown again scrolls that topic back to the top once the table is drawn: the same topic wherever
// the sort or new data put it, else the row at the same index, else the page's own top.
import type { TablePlace } from '../../../shared/protocol/viewPlace';

/** The place is kept once scrolling pauses: not a page state written each frame of a scroll. */
const PLACE_DELAY_MS = 150;

/** The place the page before this one kept, and where the person's go (undefined: the view's top is not in the table). */
export interface TopicsPlaceChoice {
  initial: TablePlace | undefined;
  save(place: TablePlace | undefined): void;
}

export class TopicsPlace {
  private rows: readonly HTMLElement[] = [];
  private ids: readonly string[] = [];
  /** The place saved by the page before this one, until the table is drawn or the person scrolls first. */
  private restoring: TablePlace | undefined;
  private kept: string;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly scrolled = (): void => {
    if (!this.rows.length) {
      // the person scrolled before the topics came: theirs wins
      if (document.documentElement.scrollTop > 0) this.restoring = undefined;
      return;
    }
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.keep(), PLACE_DELAY_MS);
  };

  constructor(private readonly choice: TopicsPlaceChoice) {
    this.restoring = choice.initial;
    this.kept = JSON.stringify(choice.initial);
    document.addEventListener('scroll', this.scrolled, { passive: true });
  }

  /** The table was drawn (its topics came, or another sort): its rows in order and each one's topic. */
  drawn(rows: readonly HTMLElement[], ids: readonly string[]): void {
    this.rows = rows;
    this.ids = ids;
    const saved = this.restoring;
    if (!saved) return;
    this.restoring = undefined;
    const found = saved.active === undefined ? -1 : ids.indexOf(saved.active);
    const index = found >= 0 ? found : saved.top < rows.length ? saved.top : -1;
    rows[index]?.scrollIntoView({ block: 'start' });
  }

  /** The page is built anew: the place waiting for scrolling to rest is kept now, and the page's scrolling heard no more. */
  dispose(): void {
    document.removeEventListener('scroll', this.scrolled);
    if (this.timer !== undefined) this.keep();
  }

  private keep(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const place = this.current();
    const key = JSON.stringify(place);
    if (key === this.kept) return;
    this.kept = key;
    this.choice.save(place);
  }

  /** The first row not wholly above the view, while the view's top is within the table. */
  private current(): TablePlace | undefined {
    const first = this.rows[0];
    const last = this.rows[this.rows.length - 1];
    if (!first || !last) return undefined;
    if (first.getBoundingClientRect().top > 0 || last.getBoundingClientRect().bottom <= 0) return undefined;
    // rows are in order down the page: the first whose bottom is below the view's top
    let lo = 0;
    let hi = this.rows.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.rows[mid]!.getBoundingClientRect().bottom > 0) hi = mid;
      else lo = mid + 1;
    }
    const id = this.ids[lo];
    return id === undefined ? { top: lo } : { top: lo, active: id };
  }
}
