// Where the person was on a panel's page, kept with its state for the page built when the panel is
// shown again or after a reload: the guards take only what a page could have written (state comes
// back from disk), and the restore reads the place in the rows and the zoom in the points now there.
import * as assert from 'node:assert/strict';
import { readPanelState } from '../../src/shared/protocol/state';
import { isChartZoom, isTablePlace, restoredPlace, zoomOf, zoomWithin } from '../../src/shared/protocol/viewPlace';

const ref = { kind: 'coin', id: '', title: 'Coins' };

describe('protocol: the place kept with a panel\'s state', () => {
  it('keeps a market table\'s place, a chart\'s zoom and its open table through a reload', () => {
    const saved = { v: 1, view: 'coins', ref, ui: { table: { top: 120, active: 'bitcoin', focused: true }, zoom: { min: 1_800_000_000, max: 1_800_086_400 }, pointsTable: true } };
    assert.deepEqual(readPanelState(JSON.parse(JSON.stringify(saved))), saved);
    assert.deepEqual(readPanelState({ ...saved, ui: { table: { top: 0 } } }), { ...saved, ui: { table: { top: 0 } } });
  });

  it('drops a place, a zoom or a table choice no page writes, and keeps the panel', () => {
    const bad: unknown[] = [
      { table: { top: -1 } }, { table: { top: 1.5 } }, { table: { top: '3' } }, { table: { top: 1e9 } }, { table: { top: 2, active: 7 } },
      { table: { top: 2, active: '' } }, { table: { top: 2, focused: 'yes' } }, { table: { top: 2, active: 'x'.repeat(300) } }, { table: [] }, { table: null },
      { zoom: { min: 5, max: 5 } }, { zoom: { min: 9, max: 5 } }, { zoom: { min: Number.NaN, max: 5 } }, { zoom: { min: 1, max: Infinity } },
      { zoom: { min: -10, max: 5 } }, { zoom: { min: '1', max: '2' } }, { zoom: [1, 2] }, { pointsTable: 'yes' }, { pointsTable: 1 },
    ];
    for (const ui of bad) assert.deepEqual(readPanelState({ v: 1, view: 'coins', ref, ui }), { v: 1, view: 'coins', ref, ui: {} }, JSON.stringify(ui));
  });

  it('takes only the fields of a place and of a zoom', () => {
    const state = readPanelState({ v: 1, view: 'coins', ref, ui: { table: { top: 3, active: 'eth', html: '<b>' }, zoom: { min: 1, max: 2, extra: true } } });
    assert.deepEqual(state?.ui, { table: { top: 3, active: 'eth' }, zoom: { min: 1, max: 2 } });
    assert.equal(isTablePlace({ top: 3 }), true);
    assert.equal(isChartZoom({ min: 1, max: 2 }), true);
  });
});

describe('the restore of a place and a zoom', () => {
  const ids = ['a', 'b', 'c', 'd', 'e'];
  const indexOf = (id: string): number => ids.indexOf(id);

  const loading = { count: 5, inView: 1, complete: false };

  it('waits for the rows to reach the first row in view, then finds the active item wherever it is now', () => {
    assert.equal(restoredPlace({ top: 5, active: 'a' }, loading, indexOf), undefined, 'five rows do not reach the sixth');
    assert.deepEqual(restoredPlace({ top: 2, active: 'e' }, loading, indexOf), { top: 2, active: 4 });
    assert.deepEqual(restoredPlace({ top: 0, active: 'c' }, loading, indexOf), { top: 0, active: 2 });
  });

  it('puts the active row on the first row in view when its item is gone or none was saved', () => {
    assert.deepEqual(restoredPlace({ top: 3, active: 'gone' }, loading, indexOf), { top: 3, active: 3 });
    assert.deepEqual(restoredPlace({ top: 1 }, loading, indexOf), { top: 1, active: 1 });
  });

  it('a whole list that ends before the first row in view is at its last rows and on its last row, never past where the scroller reaches', () => {
    const all = { count: 5, inView: 1, complete: true };
    assert.deepEqual(restoredPlace({ top: 40, active: 'gone' }, all, indexOf), { top: 4, active: 4 });
    assert.deepEqual(restoredPlace({ top: 40, active: 'b' }, all, indexOf), { top: 4, active: 1 }, 'on its item, still there');
    assert.deepEqual(restoredPlace({ top: 40 }, { ...all, inView: 3 }, indexOf), { top: 2, active: 4 }, 'three rows in view: the last three');
    assert.deepEqual(restoredPlace({ top: 40 }, { ...all, inView: 20 }, indexOf), { top: 0, active: 4 }, 'every row in view: from the top');
    assert.deepEqual(restoredPlace({ top: 40 }, { ...all, count: 0 }, indexOf), { top: 0, active: 0 }, 'no rows: the top');
  });

  it('a zoom is what shows less than every point; the whole span is none', () => {
    assert.equal(zoomOf(100, 200, 100, 200), undefined);
    assert.equal(zoomOf(50, 250, 100, 200), undefined);
    assert.deepEqual(zoomOf(120, 200, 100, 200), { min: 120, max: 200 });
  });

  it('a saved zoom is cut to the points now there; none when it misses them or covers them all', () => {
    assert.deepEqual(zoomWithin({ min: 120, max: 150 }, 100, 200), { min: 120, max: 150 });
    // the week moved on: the zoom's start fell off the left
    assert.deepEqual(zoomWithin({ min: 80, max: 150 }, 100, 200), { min: 100, max: 150 });
    assert.equal(zoomWithin({ min: 10, max: 50 }, 100, 200), undefined, 'another range');
    assert.equal(zoomWithin({ min: 50, max: 250 }, 100, 200), undefined, 'all of it');
  });
});
