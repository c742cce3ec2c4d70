// The report panel's messages in the one protocol: what the guards let through on each side and
// what a restored report panel keeps.
import * as assert from 'node:assert/strict';
import { isHostMessage, isWebviewMessage } from '../../src/shared/protocol/guards';
import { isReportData, reportOnScreen } from '../../src/shared/protocol/report';
import { readPanelState } from '../../src/shared/protocol/state';
import { VIEW_SECTIONS, VIEW_TYPES } from '../../src/shared/protocol/views';

const ref = { kind: 'topic', id: 'bitcoin', title: 'Bitcoin' };
const meta = { generated: 1_700_000_000, stale: false, fromCache: false };
const report = { format: 'markdown', text: '# Bitcoin', title: 'Bitcoin', sourceUrl: 'https://lunarcrush.ai/topic/bitcoin', origin: 'service' };

describe('protocol: report messages', () => {
  it('the report panel is a view type of its own with one section', () => {
    assert.equal(VIEW_TYPES.report, 'socialPulse.report');
    assert.deepEqual(VIEW_SECTIONS.report, ['report']);
  });

  it('accepts loading a format, retrying and each action from the webview', () => {
    const good: unknown[] = [
      { type: 'load', section: 'report', query: { format: 'markdown' } },
      { type: 'load', section: 'report', query: { format: 'json' } },
      { type: 'load', section: 'report', query: { format: 'csv' } },
      { type: 'retry', section: 'report' },
      { type: 'rendered', section: 'report' },
      { type: 'reportAction', action: 'insert', format: 'markdown' },
      { type: 'reportAction', action: 'copy', format: 'csv' },
      { type: 'reportAction', action: 'save', format: 'json' },
      { type: 'reportAction', action: 'preview', format: 'markdown' },
    ];
    for (const m of good) assert.ok(isWebviewMessage(m), JSON.stringify(m));
  });

  it('an action runs on the report held only when it is the format on screen, not one held while the new format loads', () => {
    const held = { data: { format: 'markdown' as const } };
    assert.equal(reportOnScreen(held, 'markdown'), held);
    assert.equal(reportOnScreen(held, 'csv'), 'loading');
    assert.equal(reportOnScreen(undefined, 'csv'), 'missing');
  });

  it('rejects unknown formats and actions, and queries carrying anything else', () => {
    const bad: unknown[] = [
      { type: 'load', section: 'report' },
      { type: 'load', section: 'report', query: {} },
      { type: 'load', section: 'report', query: { format: 'html' } },
      { type: 'load', section: 'report', query: { format: ['markdown'] } },
      { type: 'load', section: 'report', query: { format: 'markdown', url: 'file:///etc/passwd' } },
      { type: 'load', section: 'report', query: 'markdown' },
      { type: 'reportAction' },
      { type: 'reportAction', action: 'delete' },
      { type: 'reportAction', action: 'INSERT' },
      { type: 'reportAction', action: { name: 'insert' } },
      // an action names the format on screen: the host acts only on that report
      { type: 'reportAction', action: 'copy' },
      { type: 'reportAction', action: 'copy', format: 'html' },
    ];
    for (const m of bad) assert.equal(isWebviewMessage(m), false, JSON.stringify(m));
  });

  it('accepts the host\'s init, state, data and error for a report panel', () => {
    const good: unknown[] = [
      { type: 'init', view: 'report', ref, demo: false, remoteImages: true, source: 0, timeZone: 'utc' },
      { type: 'init', view: 'report', ref: { kind: 'creator', id: 'tweet::1', title: 'someone' }, demo: true, remoteImages: false, source: 2, timeZone: 'America/New_York' },
      { type: 'state', section: 'report', state: 'loading' },
      { type: 'data', section: 'report', data: report, meta },
      { type: 'error', section: 'report', error: { kind: 'plan', message: 'Your plan…' } },
    ];
    for (const m of good) assert.ok(isHostMessage(m), JSON.stringify(m));
    assert.equal(isHostMessage({ type: 'init', view: 'reports', ref, demo: false, remoteImages: true }), false);
    assert.equal(isHostMessage({ type: 'data', section: 'report', data: report }), false);
  });

  it('report data is checked field by field', () => {
    assert.ok(isReportData(report));
    assert.ok(isReportData({ ...report, origin: 'snapshot', note: 'Built here.' }));
    for (const broken of [
      { ...report, format: 'html' }, { ...report, text: undefined }, { ...report, title: 1 },
      { ...report, sourceUrl: null }, { ...report, origin: 'elsewhere' }, { ...report, note: 5 }, null, [report],
    ]) assert.equal(isReportData(broken), false, JSON.stringify(broken));
  });

  it('a restored report panel keeps its item and a valid format only', () => {
    assert.deepEqual(readPanelState({ v: 1, view: 'report', ref, ui: { reportFormat: 'csv' } }),
      { v: 1, view: 'report', ref, ui: { reportFormat: 'csv' } });
    assert.deepEqual(readPanelState({ v: 1, view: 'report', ref, ui: { reportFormat: 'html' } }),
      { v: 1, view: 'report', ref, ui: {} });
    assert.equal(readPanelState({ v: 1, view: 'report', ref: { kind: 'topic', id: '', title: 'x' }, ui: {} }), undefined);
  });
});
