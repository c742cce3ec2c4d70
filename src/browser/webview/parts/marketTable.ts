// A market table (coins, stocks, NFT collections): thousands of rows, so only the rows in view
// exist in the DOM (a pool of rows refilled on scroll). Sort on any column, filter by text and
// sector, keyboard navigation as a grid; a row opens the item's market panel.
// Drawing never reads the layout: the scroller's size, scroll offset and row height are read
// where the layout is already fresh (the resize observer, an animation frame after a scroll) and
// kept, so a new list, a sort or a filter costs one layout, in the frame, not several. Column
// widths are fixed (panel.css), so that layout never measures the cells.
import type { OperationId } from '../../../service/api/operations';
import { shownDirection } from '../../../shared/format/direction';
import * as l10n from '../../../shared/format/l10n';
import { marketRef } from '../../../shared/items';
import {
  allSectors, cellText, cellValue, columnTexts, viewRows, type ListRow, type MarketColumn, type MarketList,
} from '../../../shared/protocol/marketLists';
import { clearedFilters, hasFigureFilters, hiddenWords } from '../../../shared/protocol/marketFilters';
import { restoredPlace, type TablePlace } from '../../../shared/protocol/viewPlace';
import type { CoinSource, CoinsView } from '../../../shared/protocol/views';
import { h, linkButton, replace, uid } from '../dom';
import { post } from '../host';
import { explained } from './figure';
import { MarketFilters } from './marketFilters';
import { sectorName, sectorNames } from '../../../shared/protocol/sectorNames';

/** The list operation each kind's table reads, cached (v1) or live (v2). */
const LIST_OPS = {
  coin: { v1: 'coinsList', v2: 'coinsListV2' },
  stock: { v1: 'stocksList', v2: 'stocksListV2' },
  nft: { v1: 'nftsList', v2: 'nftsListV2' },
} as const satisfies Record<MarketList['kind'], Record<CoinSource, OperationId>>;

/** Rows drawn above and below the visible ones, so fast scrolling shows no gaps. */
const OVERSCAN = 8;
/** `tr.item`'s height in panel.css, until a row has been measured. */
const ROW_HEIGHT_GUESS = 26;
const FILTER_DELAY_MS = 120;
/** The place is kept once scrolling pauses: not a page state written each frame of a scroll. */
const PLACE_DELAY_MS = 150;
/** Columns that stay in view while the table scrolls sideways: what a row is, and its price. */
const PINNED: ReadonlySet<string> = new Set(['symbol', 'name', 'price', 'floor_price']);
function pinClass(key: string): string {
  return PINNED.has(key) ? `pin pin-${key}` : '';
}

/** A label as the header wraps it: a period's number stays with its unit ("Change 7 d" never breaks before "d"). */
function unitsKept(label: string): string {
  return label.replace(/(\d) (?=\p{L}{1,3}(?!\p{L}))/gu, '$1\u00a0');
}

/** The longest work that waits for an idle moment after new rows (the sectors, the rows out of view) waits. */
const IDLE_TIMEOUT_MS = 250;

/** Runs `work` at the page's next idle moment; calls before it runs are the same run. */
function whenIdle(work: () => void): () => void {
  let pending = false;
  return () => {
    if (pending) return;
    pending = true;
    requestIdleCallback(() => {
      pending = false;
      work();
    }, { timeout: IDLE_TIMEOUT_MS });
  };
}

interface PooledRow {
  tr: HTMLTableRowElement;
  cells: HTMLTableCellElement[];
}

/**
 * Makes the number formats the columns use while the first page loads, not when it arrives: making
 * one costs about a millisecond (prices below $1 have a format of their own).
 */
function prepareFormats(columns: readonly MarketColumn[]): void {
  for (const c of columns) for (const n of [1, 0.5]) cellText(c, n);
}

export interface TableCallbacks {
  view(v: CoinsView): void;
  source(s: CoinSource): void;
  /** The rows in view or the active row changed: keep the place for the page built when the panel is shown again. */
  place(p: TablePlace): void;
}

export class MarketTable {
  readonly root: HTMLElement;
  private all: readonly ListRow[] = [];
  private rows: readonly ListRow[] = [];
  /** Each column's formatter: the catalogue's format of its figure (a dollar amount compact with its own letter). */
  private texts: ((row: object) => string)[] = [];
  private readonly columns: readonly MarketColumn[];
  private view: CoinsView;
  private active = 0;
  /** The geometry as last read; 0 until read. */
  private rowHeight = 0;
  private viewHeight = 0;
  private headHeight = 0;
  private scrollTop = 0;
  private readonly pool: PooledRow[] = [];
  private readonly scroller: HTMLElement;
  private readonly table: HTMLTableElement;
  private readonly thead: HTMLTableSectionElement;
  private readonly tbody: HTMLTableSectionElement;
  private readonly top: HTMLTableRowElement;
  private readonly bottom: HTMLTableRowElement;
  private readonly headers: HTMLTableCellElement[] = [];
  /** An empty row, copied for each row of the pool (one native copy instead of a cell at a time). */
  private readonly rowTemplate: HTMLTableRowElement;
  private readonly sector: HTMLSelectElement;
  private readonly filter: HTMLInputElement;
  private readonly count: HTMLElement;
  /** "12 hidden by filters · Clear": shown while filters hide rows. */
  private readonly hidden: HTMLElement;
  private readonly hiddenText: HTMLElement;
  private readonly figureFilters: MarketFilters;
  /** Shown instead of rows when the filter or sector matches none, or the service sent none. */
  private readonly empty: HTMLElement;
  private readonly emptyText: HTMLElement;
  private readonly emptyClear: HTMLElement;
  /** Every page of the list has come: an empty list is then the service's answer, not one still loading. */
  private complete = false;
  /** The pinned columns' offsets are set once the header has been laid out. */
  private pinned = false;
  private readonly activeId = uid('row-active');
  private frame = 0;
  private filterTimer: ReturnType<typeof setTimeout> | undefined;
  /** The place saved by the page before this one, until the rows reach it or the person moves first. */
  private restoring: TablePlace | undefined;
  private placeKept = '';
  private placeTimer: ReturnType<typeof setTimeout> | undefined;
  /** Another source was chosen: its first page starts at the top, not where the other source's rows were. */
  private startOver = false;
  /** When the rows are on screen: finding the sectors reads every row, and the choices are read only when the person opens the list. */
  private readonly fillSectorsLater = whenIdle(() => this.fillSectors());
  /** Once the rows drawn are on screen: measuring one then costs no layout of its own, and the rows out of view follow. */
  private readonly measureWhenIdle = whenIdle(() => this.measureAndRender());
  /** Called after layout, before paint: the rows it draws are in the same frame. */
  private readonly resize = new ResizeObserver(() => this.measureAndRender());

  constructor(private readonly list: MarketList, controls: HTMLElement, view: CoinsView, private source: CoinSource, private readonly cb: TableCallbacks,
    place?: TablePlace) {
    this.view = { ...view };
    this.restoring = place;
    if (place) this.placeKept = JSON.stringify(place);
    this.columns = list.columns;
    const hasSectors = this.columns.some((c) => c.key === 'categories');
    const filterId = uid('filter');
    const sectorId = uid('sector');
    const filter = h('input', {
      attrs: { id: filterId, type: 'search', value: view.filter, placeholder: this.columns.some((c) => c.key === 'symbol') ? l10n.t('Symbol or name') : l10n.t('Name'), spellcheck: 'false' },
      on: { input: () => this.filterSoon(filter.value) },
    });
    this.filter = filter;
    this.sector = h('select', { attrs: { id: sectorId }, on: { change: () => this.setView({ sector: this.sector.value }) } });
    this.count = h('span', { class: 'count', attrs: { role: 'status', 'aria-live': 'polite' } });
    this.hiddenText = h('span', {});
    this.hidden = h('span', { class: 'hidden-by-filters', attrs: { hidden: true } }, this.hiddenText, ' · ',
      linkButton(l10n.t('Clear'), () => this.clearFilter(), l10n.t('Show every row: clears the filter, the sector and the minimums')));
    this.figureFilters = new MarketFilters(view, list.kind === 'coin', (change) => this.setView(change));
    const sourceName = uid('source');
    const radio = (value: CoinSource, label: string, hint: string): HTMLElement => {
      const id = uid(`source-${value}`);
      return h('span', { class: 'check', attrs: { title: hint } },
        h('input', { attrs: { id, type: 'radio', name: sourceName, value, checked: value === source },
          on: {
            change: () => {
              this.restoring = undefined;
              this.startOver = true;
              this.source = value;
              this.explainHeaders();
              cb.source(value);
            },
          } }),
        h('label', { attrs: { for: id } }, label));
    };
    controls.append(h('div', { class: 'control-row' },
      h('label', { attrs: { for: filterId } }, l10n.t('Filter')), filter,
      hasSectors && h('label', { attrs: { for: sectorId } }, l10n.t('Sector')), hasSectors && this.sector,
      h('fieldset', { class: 'inline' }, h('legend', {}, l10n.t('Data')),
        radio('v1', l10n.t('Cached'), l10n.t('The service caches this list (up to an hour behind); cheaper')),
        radio('v2', l10n.t('Live'), l10n.t('Live prices; refreshed every minute'))),
      this.count),
    h('div', { class: 'control-row' }, this.figureFilters.root, this.hidden));
    this.fillSectors();

    this.thead = h('thead', {}, h('tr', {}, ...this.columns.map((c) => {
      const th = h('th', { class: [c.format === 'text' ? '' : 'num', pinClass(c.key)].join(' ').trim() || undefined, attrs: { scope: 'col' } },
        h('button', { class: 'sort', attrs: { type: 'button', title: l10n.t('Sort by {0}', c.label) }, on: { click: () => this.sortBy(c.key) } },
          unitsKept(c.label), h('span', { class: 'codicon arrow', attrs: { 'aria-hidden': 'true' } })));
      this.headers.push(th);
      return th;
    })));
    this.explainHeaders();
    this.rowTemplate = h('tr', { class: 'item' }, ...this.columns.map((c) => h('td', { class: `${c.format === 'text' ? c.key : `num ${c.key}`} ${pinClass(c.key)}`.trim() })));
    this.top = h('tr', { class: 'spacer', attrs: { 'aria-hidden': 'true' } }, h('td', { attrs: { colspan: this.columns.length } }));
    this.bottom = h('tr', { class: 'spacer', attrs: { 'aria-hidden': 'true' } }, h('td', { attrs: { colspan: this.columns.length } }));
    this.tbody = h('tbody', { on: { click: (e) => this.clicked(e) } }, this.top, this.bottom);
    this.table = h('table', {
      class: 'data market',
      attrs: { role: 'grid', tabindex: 0, 'aria-label': l10n.t('{0}. Arrow keys move, Enter opens the market panel.', list.title), 'aria-readonly': 'true' },
      // whether the keyboard is in the table is part of its place
      on: { keydown: (e) => this.key(e), focus: () => this.placeSoon(), blur: () => this.placeSoon() },
    }, h('colgroup', {}, ...this.columns.map((c) => h('col', { class: `${c.format} ${c.key}` }))), this.thead, this.tbody);
    this.emptyText = h('span', {});
    this.emptyClear = h('button', { class: 'button secondary', attrs: { type: 'button' }, on: { click: () => this.clearFilter() } }, l10n.t('Clear filter'));
    this.empty = h('div', { class: 'empty-state', attrs: { hidden: true } }, this.emptyText, this.emptyClear);
    this.scroller = h('div', { class: 'scroller', on: { scroll: () => this.schedule() } }, this.table, this.empty);
    this.root = this.scroller;
    this.resize.observe(this.scroller);
    this.markSort();
    prepareFormats(this.columns);
  }

  /** The page is built anew: the table hears no more resizes, the filter and frame it had waiting do not run, its place is kept now. */
  dispose(): void {
    this.resize.disconnect();
    clearTimeout(this.filterTimer);
    if (this.placeTimer !== undefined) this.keepPlace();
    cancelAnimationFrame(this.frame);
    this.frame = 0;
  }

  /** A figure's header explains it (src/shared/figures): its definition, and that it was read from this list (cached or live). */
  private explainHeaders(): void {
    const op = LIST_OPS[this.list.kind][this.source];
    this.columns.forEach((c, i) => {
      if (!c.figure) return;
      for (const [name, value] of Object.entries(explained(c.figure, { op }))) this.headers[i]!.setAttribute(name, value);
    });
  }

  /**
   * Page 0 replaces the rows, later pages append. The row the keyboard is on stays the same item,
   * wherever the sort puts it among the new rows: Enter then opens what the person chose.
   * `complete`: this is the list's last page.
   */
  setPage(rows: readonly ListRow[], page: number, complete = false): void {
    const chosen = page === 0 ? undefined : this.rows[this.active];
    // the list again (a refresh, a retry): back where the person was once its pages reach it; another source starts at the top
    if (page === 0 && this.rows.length > 0 && !this.restoring && !this.startOver) this.restoring = this.currentPlace();
    if (page === 0) this.startOver = false;
    this.all = page === 0 ? rows : this.all.concat(rows);
    this.complete = complete;
    this.texts = columnTexts(this.columns);
    if (page === 0) {
      this.active = 0;
      this.scrollToTop();
    }
    this.apply(chosen);
    this.restore();
    this.fillSectorsLater();
  }

  /** Back where the page before this one was, once the rows reach its first row in view (or the nearest, once the list ends before it). */
  private restore(): void {
    const saved = this.restoring;
    if (!saved) return;
    const place = restoredPlace(saved, { count: this.rows.length, inView: this.visibleCount(), complete: this.complete },
      (id) => this.rows.findIndex((r) => this.idOf(r) === id));
    if (!place) return;
    this.restoring = undefined;
    this.active = place.active;
    this.scrollTop = place.top * this.rowH();
    this.scroller.scrollTop = this.scrollTop;
    this.render();
    // the keyboard back in the table, unless the person is already elsewhere on the new page
    const focus = document.activeElement;
    if (saved.focused && (focus === null || focus === document.body)) this.table.focus({ preventScroll: true });
  }

  private idOf(row: ListRow): string {
    return marketRef(this.list.kind, row).id;
  }

  /** The place as drawn, kept once it rests (not while a saved place waits for its rows: it would put the top over it). */
  private placeSoon(): void {
    if (this.restoring || this.rows.length === 0) return;
    clearTimeout(this.placeTimer);
    this.placeTimer = setTimeout(() => this.keepPlace(), PLACE_DELAY_MS);
  }

  private currentPlace(): TablePlace {
    const row = this.rows[this.active];
    const place: TablePlace = { top: Math.floor(this.scrollTop / this.rowH()) };
    if (row) place.active = this.idOf(row);
    // the element focused stays while the window is away (another editor tab): only a move within the page changes it
    if (document.activeElement === this.table) place.focused = true;
    return place;
  }

  private keepPlace(): void {
    this.placeTimer = undefined;
    const place = this.currentPlace();
    const key = JSON.stringify(place);
    if (key === this.placeKept) return;
    this.placeKept = key;
    this.cb.place(place);
  }

  currentView(): CoinsView {
    return { ...this.view };
  }

  private filterSoon(value: string): void {
    clearTimeout(this.filterTimer);
    this.filterTimer = setTimeout(() => this.setView({ filter: value }), FILTER_DELAY_MS);
  }

  private setView(change: Partial<CoinsView>): void {
    this.restoring = undefined;
    this.view = { ...this.view, ...change };
    this.cb.view(this.currentView());
    this.active = 0;
    this.scrollToTop();
    this.apply();
  }

  private clearFilter(): void {
    clearTimeout(this.filterTimer);
    this.filter.value = '';
    this.sector.value = '';
    this.figureFilters.clear();
    this.view = clearedFilters(this.view);
    this.setView({});
    this.filter.focus();
  }

  private sortBy(key: string): void {
    const col = this.columns.find((c) => c.key === key);
    // numbers start high-to-low (except ranks), text A-Z; a second click reverses
    const firstDesc = col !== undefined && col.format !== 'text' && !/rank/.test(key);
    this.setView({ sort: key, desc: this.view.sort === key ? !this.view.desc : firstDesc });
    this.markSort();
  }

  private markSort(): void {
    this.columns.forEach((c, i) => {
      const th = this.headers[i]!;
      const active = c.key === this.view.sort;
      th.setAttribute('aria-sort', active ? (this.view.desc ? 'descending' : 'ascending') : 'none');
      const arrow = th.querySelector('.arrow');
      if (arrow) arrow.className = `codicon arrow${active ? ` codicon-arrow-${this.view.desc ? 'down' : 'up'}` : ''}`;
    });
  }

  private fillSectors(): void {
    const sectors = allSectors(this.all);
    if (this.view.sector && !sectors.includes(this.view.sector)) sectors.unshift(this.view.sector);
    replace(this.sector, h('option', { attrs: { value: '' } }, l10n.t('All sectors')),
      ...sectors.map((s) => h('option', { attrs: { value: s, selected: s === this.view.sector } }, sectorName(s))));
  }

  /** Shows the rows the view lets through, in its order; `keep` stays the active row (or the first if filtered out). */
  private apply(keep?: ListRow): void {
    this.rows = viewRows(this.all, this.columns, this.view);
    if (keep) this.active = Math.max(0, this.rows.indexOf(keep));
    this.table.setAttribute('aria-rowcount', String(this.rows.length + 1));
    const sentNone = this.all.length === 0 && this.complete;
    replace(this.count, sentNone ? '' : this.rows.length === this.all.length ? this.list.count(this.all.length) : this.list.countOf(this.rows.length, this.all.length));
    const hiddenRows = this.all.length - this.rows.length;
    this.hidden.hidden = hiddenRows === 0;
    replace(this.hiddenText, hiddenWords(hiddenRows));
    const none = this.rows.length === 0 && this.all.length > 0;
    this.empty.hidden = !none && !sentNone;
    this.emptyClear.hidden = sentNone;
    if (sentNone) replace(this.emptyText, this.list.none);
    if (none) {
      const what = [this.view.filter.trim() && `“${this.view.filter.trim()}”`, this.view.sector && l10n.t('the sector {0}', sectorName(this.view.sector))].filter(Boolean).join(l10n.t(' in '));
      replace(this.emptyText, what && !hasFigureFilters(this.view) ? l10n.t('No {0} match {1}.', this.list.noun, what) : l10n.t('No rows pass the filters.'));
    }
    this.render();
  }

  private schedule(): void {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.measureAndRender();
    });
  }

  /** Reads the geometry (called where the layout is fresh, so reading it costs no extra layout) and draws. */
  private measureAndRender(): void {
    this.viewHeight = this.scroller.clientHeight;
    this.headHeight = this.thead.offsetHeight;
    this.scrollTop = this.scroller.scrollTop;
    // the person scrolled while the saved place waited for its rows: theirs wins
    if (this.restoring && this.scrollTop > 0) this.restoring = undefined;
    const probe = this.pool[0]?.tr.offsetHeight ?? 0;
    if (probe > 0) this.rowHeight = probe;
    if (!this.pinned) this.pinColumns();
    this.render();
  }

  /**
   * Each pinned column sticks where the pinned columns before it end (their widths are fixed, so
   * this is read once, where the layout is fresh).
   */
  private pinColumns(): void {
    let left = 0;
    for (let i = 0; i < this.columns.length; i++) {
      if (!PINNED.has(this.columns[i]!.key)) continue;
      const width = this.headers[i]!.offsetWidth;
      if (width === 0) return;
      this.table.style.setProperty(`--pin-${this.columns[i]!.key}`, `${left}px`);
      left += width;
    }
    this.pinned = true;
  }

  /** A new list, sort or filter starts at the top (written only when needed: writing it forces a layout). */
  private scrollToTop(): void {
    if (this.scrollTop === 0) return;
    this.scrollTop = 0;
    this.scroller.scrollTop = 0;
  }

  private rowH(): number {
    return this.rowHeight || ROW_HEIGHT_GUESS;
  }

  /** The rows the scroller shows below its sticky header. */
  private visibleCount(): number {
    return Math.max(1, Math.ceil((this.viewHeight - this.headHeight) / this.rowH()));
  }

  /**
   * Draws the rows in view from the geometry last read; none until the scroller has been measured.
   * Until a row has been measured, only the rows in view: one is measured when they are on screen.
   */
  private render(): void {
    const overscan = this.rowHeight > 0 ? OVERSCAN : 0;
    const rowH = this.rowH();
    const n = this.rows.length;
    // row i is at headHeight + i * rowH, and the header sticks over the scroller's top
    const top = Math.floor(this.scrollTop / rowH);
    const first = Math.max(0, Math.min(n, top - overscan));
    const last = this.viewHeight > 0 ? Math.min(n, top + this.visibleCount() + 1 + overscan) : first;
    this.top.style.height = `${first * rowH}px`;
    this.bottom.style.height = `${(n - last) * rowH}px`;
    this.resizePool(last - first);
    for (let i = first; i < last; i++) this.fill(this.pool[i - first]!, this.rows[i]!, i);
    this.table.setAttribute('aria-activedescendant', first <= this.active && this.active < last ? this.activeId : '');
    if (this.rowHeight === 0 && this.pool.length) this.measureWhenIdle();
    this.placeSoon();
  }

  private resizePool(size: number): void {
    while (this.pool.length < size) {
      const tr = this.rowTemplate.cloneNode(true) as HTMLTableRowElement;
      this.tbody.insertBefore(tr, this.bottom);
      this.pool.push({ tr, cells: [...tr.cells] });
    }
    while (this.pool.length > size) this.pool.pop()!.tr.remove();
  }

  /** Writes only what changed: a redraw of the same rows (a measure, a new page below) dirties no layout. */
  private fill(row: PooledRow, item: ListRow, index: number): void {
    const rowIndex = String(index + 2);
    if (row.tr.getAttribute('aria-rowindex') !== rowIndex) {
      row.tr.dataset.index = String(index);
      row.tr.setAttribute('aria-rowindex', rowIndex);
    }
    const active = index === this.active;
    row.tr.classList.toggle('active', active);
    if (active) row.tr.id = this.activeId;
    else if (row.tr.id) row.tr.removeAttribute('id');
    for (let c = 0; c < this.columns.length; c++) {
      const col = this.columns[c]!;
      const value = cellValue(item, col.key);
      const cell = row.cells[c]!;
      const text = col.key === 'categories' && typeof value === 'string' ? sectorNames(value) : this.texts[c]?.(item) ?? cellText(col, value);
      if (cell.textContent !== text) {
        cell.textContent = text;
        // what can be longer than its column is cut to its width, the whole of it on hover: text, a
        // price of many zeros ("$0.0000000001234"), an amount in words ("in the collection's currency")
        if (col.format === 'text' || col.format === 'price' || col.format === 'crypto') cell.title = text;
      }
      if (col.format === 'change') {
        const way = shownDirection(typeof value === 'number' ? value : undefined);
        cell.classList.toggle('up', way === 'up');
        cell.classList.toggle('down', way === 'down');
      }
    }
  }

  private clicked(e: MouseEvent): void {
    const tr = (e.target as Element | null)?.closest('tr.item');
    const index = tr instanceof HTMLElement ? Number(tr.dataset.index) : NaN;
    if (!Number.isInteger(index)) return;
    this.restoring = undefined;
    this.active = index;
    this.table.focus({ preventScroll: true });
    this.render();
    this.open(index);
  }

  private key(e: KeyboardEvent): void {
    // keys on a header's sort button are the button's own (Enter and Space sort by its column)
    if (e.target !== this.table) return;
    const n = this.rows.length;
    if (n === 0) return;
    const page = this.visibleCount() - 1;
    const moves: Record<string, number> = {
      ArrowDown: this.active + 1, ArrowUp: this.active - 1, PageDown: this.active + page,
      PageUp: this.active - page, Home: 0, End: n - 1,
    };
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      this.open(this.active);
      return;
    }
    const next = moves[e.key];
    if (next === undefined) return;
    e.preventDefault();
    this.restoring = undefined;
    this.active = Math.max(0, Math.min(n - 1, next));
    this.reveal(this.active);
    this.render();
  }

  private reveal(index: number): void {
    const rowH = this.rowH();
    const head = this.headHeight;
    const top = head + index * rowH;
    const viewTop = this.scrollTop + head;
    const viewBottom = this.scrollTop + this.viewHeight;
    const to = top < viewTop ? top - head : top + rowH > viewBottom ? top + rowH - this.viewHeight : undefined;
    if (to === undefined) return;
    this.scrollTop = to;
    this.scroller.scrollTop = to;
  }

  private open(index: number): void {
    const item = this.rows[index];
    if (!item) return;
    post({ type: 'openItem', ref: marketRef(this.list.kind, item) });
  }
}
