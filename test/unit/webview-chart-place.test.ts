// The comparison's and the backtest's charts shown again (the page built anew: another editor tab
// and back, a reload) on a fake page (fake-dom.ts) with uPlot played by fake-uplot.ts: each is
// zoomed where the person left it, with its points as a table if the person had opened it, and
// keeps the zoom over another metric or new data.
import * as assert from 'node:assert/strict';
import { asElement, FakeEvent } from './fake-dom';
import { loadWebviewWithFakeUplot } from './webview-load';
import { readPanelState, type UiState } from '../../src/shared/protocol/state';
import type { BacktestData } from '../../src/shared/protocol/backtest';
import type { CompareSubject } from '../../src/shared/protocol/compare';

interface Plot {
  readonly scales: Record<string, { min?: number; max?: number }>;
  setScale(key: string, scale: { min: number; max: number }): void;
}
interface View {
  root: unknown;
  onData(m: unknown): void;
  dispose(): void;
}

const { CompareView, BacktestView, fakePlots } = loadWebviewWithFakeUplot('views/compare.ts', 'views/backtest.ts') as {
  CompareView: new (ctx: unknown) => View;
  BacktestView: new (ctx: unknown) => View;
  fakePlots: Plot[];
};

const HOUR = 3600;
const T0 = 1_800_000_000;
const at = (i: number): number => T0 + i * HOUR;
const meta = { generated: T0, stale: false, fromCache: false };

const subject = (id: string, scale: number): CompareSubject => ({
  ref: { kind: 'coin', id, title: id.toUpperCase() },
  points: Array.from({ length: 48 }, (_, i) => ({ time: at(i), interactions: scale * (i + 1), close: scale })),
});
const compareMessage = {
  type: 'data', section: 'compare', meta,
  data: { subjects: [subject('btc', 10), subject('eth', 3)], metrics: ['interactions', 'close'], metric: 'interactions', figures: [], sentiment: [], period: [], periodNote: '' },
};
const backtestMessage = {
  type: 'data', section: 'backtest', meta,
  data: {
    rule: 'Bitcoin: Interactions unusual', summary: 'Would have fired once.', days: 2, params: [],
    lines: [{ label: 'Interactions', figure: 'interactions', unit: 'count', axis: 'left', points: Array.from({ length: 48 }, (_, i) => [at(i), i + 1]) }],
    firings: [[at(30), 31]],
  } satisfies BacktestData,
};

/** A panel's page, as main.ts gives it: `ui` is what VS Code kept, `kept` what the page saves. */
function context(view: string, ui: UiState, kept: { ui: UiState }): unknown {
  return {
    view, ref: { kind: 'topic', id: 'bitcoin', title: 'Bitcoin' }, ui, remoteImages: false,
    save: (change: Partial<UiState>) => {
      kept.ui = { ...kept.ui, ...change };
    },
  };
}

/** What VS Code gives the page built anew: the state as saved, through JSON and the guards. */
function shownAgain(view: string, ui: UiState): UiState {
  const subjects = view === 'compare' ? compareMessage.data.subjects.map((s) => s.ref) : undefined;
  const state = readPanelState(JSON.parse(JSON.stringify({ v: 1, view, ref: subjects?.[0] ?? { kind: 'topic', id: 'bitcoin', title: 'Bitcoin' }, subjects, ui })));
  assert.ok(state, 'the state reads back');
  return state.ui;
}

/** The page's idle callbacks run at once while `run` runs (the chart's words and its table wait for idle). */
function idleAtOnce<T>(run: () => T): T {
  const page = globalThis as unknown as { requestIdleCallback: (cb: () => void) => number };
  const idle = page.requestIdleCallback;
  page.requestIdleCallback = (cb) => {
    cb();
    return 1;
  };
  try {
    return run();
  } finally {
    page.requestIdleCallback = idle;
  }
}

const toggleOf = (root: unknown) => asElement(root).byClass('chart-table-toggle')[0];
const tableOf = (root: unknown) => asElement(root).byClass('chart-table')[0];

describe('webview: the comparison\'s chart shown again', () => {
  it('is zoomed where the person left it, with the points as a table, and keeps the zoom over another metric', () => idleAtOnce(() => {
    const kept = { ui: {} as UiState };
    const before = new CompareView(context('compare', {}, kept));
    before.onData(compareMessage);
    // the person drags along x over hours 10 to 20, and opens the table
    fakePlots.at(-1)!.setScale('x', { min: at(10), max: at(20) });
    assert.deepEqual(kept.ui.zoom, { min: at(10), max: at(20) }, 'the zoom is kept');
    toggleOf(before.root)!.click();
    assert.equal(kept.ui.pointsTable, true, 'the table is kept open');
    before.dispose();

    const after = new CompareView(context('compare', shownAgain('compare', kept.ui), kept));
    after.onData(compareMessage);
    assert.deepEqual(fakePlots.at(-1)!.scales.x, { min: at(10), max: at(20) }, 'zoomed as it was');
    assert.equal(tableOf(after.root)!.hidden, false, 'the table is open');
    assert.equal(toggleOf(after.root)!.getAttribute('aria-expanded'), 'true');
    // another metric, then the data again (a refresh): the same hours
    const price = asElement(after.root).byTag('input').find((i) => i.getAttribute('value') === 'close')!;
    price.checked = true;
    price.dispatchEvent(new FakeEvent('change'));
    after.onData(compareMessage);
    assert.deepEqual(fakePlots.at(-1)!.scales.x, { min: at(10), max: at(20) }, 'still zoomed after a refresh');
    assert.deepEqual(kept.ui.zoom, { min: at(10), max: at(20) });
    after.dispose();
  }));
});

describe('webview: the backtest\'s chart shown again', () => {
  it('is zoomed where the person left it, with the points as a table, and stays so over a replay with other numbers', () => {
    const kept = { ui: {} as UiState };
    const before = new BacktestView(context('backtest', {}, kept));
    before.onData(backtestMessage);
    fakePlots.at(-1)!.setScale('x', { min: at(24), max: at(36) });
    assert.deepEqual(kept.ui.zoom, { min: at(24), max: at(36) }, 'the zoom is kept');
    toggleOf(before.root)!.click();
    assert.equal(kept.ui.pointsTable, true, 'the table is kept open');
    before.dispose();

    const after = new BacktestView(context('backtest', shownAgain('backtest', kept.ui), kept));
    after.onData(backtestMessage);
    assert.deepEqual(fakePlots.at(-1)!.scales.x, { min: at(24), max: at(36) }, 'zoomed as it was');
    assert.equal(tableOf(after.root)!.hidden, false, 'the table is open');
    // a header, then the 48 hours: the firing is on hour 30's row
    const rows = tableOf(after.root)!.byTag('tr');
    assert.equal(rows.length, 49);
    assert.deepEqual(rows[0]!.byTag('th').map((c) => c.textContent).slice(1), ['Interactions', 'Would have fired']);
    assert.equal(rows[31]!.byTag('td')[1]!.textContent, '31');
    after.onData(backtestMessage);
    assert.deepEqual(fakePlots.at(-1)!.scales.x, { min: at(24), max: at(36) }, 'still zoomed after the replay');
    assert.equal(tableOf(after.root)!.hidden, false, 'the table still open');
    after.dispose();
  });
});
