// The compare panel's and the chart alerts' part of the protocol: what the host accepts from a
// compare webview, the init and saved state that carry a comparison's items, the chart point a
// right-click hands to "Alert Me When…", and the prefill the alert flow takes from it.
import * as assert from 'node:assert/strict';
import { isRulePrefill } from '../../src/features/alerts/core/flow';
import { KIND_METRICS } from '../../src/features/alerts/core/model';
import { ALERT_METRIC_OF_SERIES, isChartPointContext } from '../../src/shared/protocol/chartPoint';
import { chartLines, isCompareData } from '../../src/shared/protocol/compare';
import { isHostMessage, isWebviewMessage } from '../../src/shared/protocol/guards';
import { readPanelState } from '../../src/shared/protocol/state';
import type { ItemRef } from '../../src/shared/items';

const topic = (id: string): ItemRef => ({ kind: 'topic', id, title: id });
const meta = { generated: 1_700_000_000, stale: false, fromCache: false };

describe('protocol: compare panel', () => {
  it('accepts the compare actions, its section and the item actions of panels, alone', () => {
    for (const m of [
      { type: 'compareAction', action: 'copyCsv' },
      { type: 'compareAction', action: 'insert' },
      { type: 'copyMarkdown' },
      { type: 'load', section: 'compare' },
      { type: 'retry', section: 'compare' },
      { type: 'rendered', section: 'compare' },
      { type: 'itemAction', action: 'addAlert' },
    ]) assert.ok(isWebviewMessage(m), JSON.stringify(m));
  });

  it('refuses actions it does not know, or carrying text for the host to copy', () => {
    for (const m of [
      { type: 'compareAction' },
      { type: 'compareAction', action: 'delete' },
      { type: 'compareAction', action: 'copyMarkdown' },
      { type: 'compareAction', action: 'insert', text: '# injected' },
      { type: 'load', section: 'compare', query: { subjects: ['x'] } },
      { type: 'itemAction', action: 'addAlert', metric: 'price' },
    ]) assert.equal(isWebviewMessage(m), false, JSON.stringify(m));
  });

  it('an init of a comparison carries its 2-5 items; other panels carry none', () => {
    const init = { type: 'init', view: 'compare', ref: topic('a'), demo: true, remoteImages: false, source: 0, timeZone: 'utc' };
    assert.ok(isHostMessage({ ...init, subjects: [topic('a'), topic('b')] }));
    assert.equal(isHostMessage(init), false, 'a comparison without its items');
    assert.equal(isHostMessage({ ...init, subjects: [topic('a')] }), false, 'one item is no comparison');
    assert.equal(isHostMessage({ ...init, subjects: ['a', 'b', 'c', 'd', 'e', 'f'].map(topic) }), false, 'at most 5');
    assert.equal(isHostMessage({ ...init, subjects: [topic('a'), { kind: 'planet', id: 'mars', title: 'Mars' }] }), false);
    assert.equal(isHostMessage({ ...init, view: 'topic', subjects: [topic('a'), topic('b')] }), false);
    assert.ok(isHostMessage({ type: 'data', section: 'compare', data: { subjects: [] }, meta }));
  });

  it('restores a comparison with its items and choices; repairs a bad choice; drops it without items', () => {
    const subjects = [topic('a'), topic('b'), topic('c')];
    const state = readPanelState({ v: 1, view: 'compare', ref: subjects[0], subjects, ui: { compareMetric: 'sentiment', normalised: false } });
    assert.deepEqual(state, { v: 1, view: 'compare', ref: subjects[0], subjects, ui: { compareMetric: 'sentiment', normalised: false } });
    assert.deepEqual(readPanelState({ v: 1, view: 'compare', ref: subjects[0], subjects, ui: { compareMetric: 'volume', normalised: 'yes' } })?.ui, {});
    assert.equal(readPanelState({ v: 1, view: 'compare', ref: subjects[0], ui: {} }), undefined);
    assert.equal(readPanelState({ v: 1, view: 'compare', ref: subjects[0], subjects: [subjects[0]], ui: {} }), undefined);
  });

  it('checks the comparison it draws, and lines start at 100 when normalised (a zero start waits for a value)', () => {
    const tables = { figures: [], sentiment: [], period: [], periodNote: '' };
    assert.ok(isCompareData({ subjects: [{ ref: topic('a'), points: [] }], metrics: ['interactions'], metric: 'interactions', ...tables }));
    assert.equal(isCompareData({ subjects: [], metrics: ['volume'], metric: 'interactions', ...tables }), false);
    assert.equal(isCompareData({ subjects: 'a', metrics: [], metric: 'interactions', ...tables }), false);
    assert.equal(isCompareData({ subjects: [], metrics: [], metric: 'interactions', figures: [], sentiment: [] }), false, 'without the figures over the period');
    const [line] = chartLines([{ ref: topic('a'), points: [{ time: 2, interactions: 30 }, { time: 0, interactions: 0 }, { time: 1, interactions: 20 }, { time: 3 }] }], 'interactions', true);
    assert.deepEqual(line!.points, [[0, 0], [1, 100], [2, 150]]);
  });
});

describe('protocol: alert from a chart point', () => {
  const point = { webview: 'socialPulse.market', webviewSection: 'chartPoint', metric: 'close', value: 67_123.5, preventDefaultContextMenuItems: true };

  it('takes a chart point with a known metric and a finite value', () => {
    assert.ok(isChartPointContext(point));
    for (const bad of [
      undefined, 'chartPoint', { ...point, webviewSection: 'chart' }, { ...point, metric: 'price' }, { ...point, metric: 'constructor' },
      { ...point, value: '67000' }, { ...point, value: Number.NaN }, { ...point, value: Number.POSITIVE_INFINITY },
    ]) assert.equal(isChartPointContext(bad), false, JSON.stringify(bad));
  });

  it('maps each chart line that has an alert of its own to that alert metric, which some kind can watch', () => {
    const watchable = new Set<string>(Object.values(KIND_METRICS).flat());
    for (const [line, metric] of Object.entries(ALERT_METRIC_OF_SERIES)) assert.ok(watchable.has(metric!), `${line} → ${metric}`);
    assert.equal(ALERT_METRIC_OF_SERIES.close, 'price');
    assert.equal(ALERT_METRIC_OF_SERIES.interactions, undefined, 'interactions are alerted on against their median, not a line');
  });

  it('a prefill is an alert metric and a finite value', () => {
    assert.ok(isRulePrefill({ metric: 'price', value: 1.5 }));
    for (const bad of [undefined, { metric: 'close', value: 1 }, { metric: 'price' }, { metric: 'price', value: Number.NaN }, { metric: 'toString', value: 1 }]) {
      assert.equal(isRulePrefill(bad), false, JSON.stringify(bad));
    }
  });
});
