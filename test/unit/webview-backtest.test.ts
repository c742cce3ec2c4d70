// The backtest panel's page on a fake page (fake-dom.ts): a failed replay says why with its fix,
// when it should work again and Retry, and leaves no chart of an earlier replay beside it; an
// answer it cannot draw says so as every section does, never "Replaying the rule…" for good.
import * as assert from 'node:assert/strict';
import { asElement, posted, postedOf, type FakeElement } from './fake-dom';
import { loadWebview } from './webview-load';
import type { BacktestData } from '../../src/shared/protocol/backtest';
import type { ErrorInfo } from '../../src/shared/protocol/messages';
import { formatClock } from '../../src/shared/format/time';

interface View {
  root: unknown;
  onState(m: unknown): void;
  onData(m: unknown): void;
  onError(m: unknown): void;
}

const { BacktestView } = loadWebview('views/backtest.ts') as { BacktestView: new (ctx: unknown) => View };

const HOUR = 3600;
const data: BacktestData = {
  rule: 'Bitcoin: Interactions unusual', summary: 'Would have fired once in the last 30 days.', days: 30, params: [],
  lines: [{ label: 'Interactions', figure: 'interactions', unit: 'count', axis: 'left', points: [] }], firings: [],
};

const RETRY_AT = Date.now() + HOUR * 1000;

function newView(): View {
  return new BacktestView({ view: 'backtest', ref: { kind: 'topic', id: 'bitcoin', title: 'Bitcoin' }, ui: {}, remoteImages: false, save: () => undefined });
}

function view(): FakeElement {
  const v = newView();
  v.onData({ type: 'data', section: 'backtest', data, meta: { generated: 1_800_000_000, stale: false } });
  const error: ErrorInfo = { kind: 'plan', message: 'Your plan does not include this.', fix: 'choosePlan', retryAt: RETRY_AT };
  v.onError({ type: 'error', section: 'backtest', error });
  return asElement(v.root);
}

describe('webview: the backtest panel', () => {
  it('a failed replay offers its fix, says when it should work again, and retries the backtest', () => {
    const root = view();
    const alert = root.byClass('error')[0];
    assert.ok(alert, 'the error is shown');
    assert.match(alert.textContent, /Your plan does not include this\. It should work again after /);
    assert.ok(alert.textContent.includes(formatClock(RETRY_AT)), alert.textContent);
    const buttons = alert.byTag('button');
    assert.deepEqual(buttons.map((b) => b.textContent), ['Choose Plan', 'Retry']);
    const from = posted.length;
    buttons[0]!.click();
    buttons[1]!.click();
    assert.deepEqual(postedOf('fix', from).map((m) => m.request), [{ type: 'fix', action: 'choosePlan' }]);
    assert.deepEqual(postedOf('retry', from).map((m) => m.request), [{ type: 'retry', section: 'backtest' }]);
  });

  it('leaves no chart of an earlier replay beside the error', () => {
    const root = view();
    const chart = root.byClass('backtest-chart')[0]!;
    assert.equal(chart.childNodes.length, 0, chart.textContent);
    assert.equal(chart.getAttribute('aria-label'), null);
  });

  it('a failed load is not reported as a replay it could not draw: the host has logged the failure itself', () => {
    const from = posted.length;
    view();
    assert.deepEqual(postedOf('rendered', from).map((m) => m.error), [undefined], 'only the replay drawn before the error');
  });

  it('a number the host refused is said beside its box in the host\'s words', () => {
    const v = newView();
    const root = asElement(v.root);
    const params = [{ id: 'value', label: 'The line', value: 70, min: 0, max: 100, step: 0.0001 }];
    v.onData({ type: 'data', section: 'backtest', data: { ...data, params }, meta: { generated: 1_800_000_000, stale: false } });
    assert.equal(root.byClass('backtest-problem')[0]!.textContent, '');
    v.onData({ type: 'data', section: 'backtest', data: { ...data, params, refused: { ids: ['value'], text: 'Sentiment is 0 to 100 (% positive).' } }, meta: { generated: 1_800_000_000, stale: false } });
    assert.equal(root.byClass('backtest-problem')[0]!.textContent, 'Sentiment is 0 to 100 (% positive).');
    assert.equal(root.byClass('backtest-input')[0]!.getAttribute('aria-invalid'), 'true');
  });

  it('an answer it cannot draw says so with Retry, in place of "Replaying the rule…" and of any chart', () => {
    const v = newView();
    const root = asElement(v.root);
    v.onData({ type: 'data', section: 'backtest', data, meta: { generated: 1_800_000_000, stale: false } });
    v.onState({ type: 'state', section: 'backtest', state: 'loading' });
    const from = posted.length;
    v.onData({ type: 'data', section: 'backtest', data: { rule: 'Bitcoin: Interactions unusual' }, meta: { generated: 1_800_000_000, stale: false } });
    assert.equal(root.getAttribute('aria-busy'), null);
    const status = root.byClass('backtest-count')[0]!;
    assert.equal(status.textContent, 'Could not replay the rule.');
    const alert = root.byClass('error')[0];
    assert.ok(alert, 'the error is shown');
    assert.match(alert.textContent, /This section could not be drawn from the data received\. Retry, or see the Social Pulse log\./);
    assert.deepEqual(alert.byTag('button').map((b) => b.textContent), ['Retry']);
    assert.equal(root.byClass('backtest-chart')[0]!.childNodes.length, 0, 'no chart of the replay before');
    const rendered = postedOf('rendered', from);
    assert.equal(rendered.length, 1);
    assert.match(String(rendered[0]!.error), /not a backtest/, 'the host logs why it could not be drawn');
  });
});
