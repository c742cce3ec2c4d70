// The price chart's "Log scale" button on a fake page (fake-dom.ts): in line mode it applies only
// to prices drawn on their own axis, so where no price ($) line is drawn, or the lines are drawn
// as an index, it is disabled and its tooltip says why, not pressed and doing nothing.
import * as assert from 'node:assert/strict';
import { asElement } from './fake-dom';
import { loadWebview } from './webview-load';
import { METRICS } from '../../src/shared/protocol/metrics';

interface Toolbar {
  root: unknown;
  allowLog(why: string | undefined): void;
}

const { PriceToolbar, logProblem } = loadWebview('parts/priceToolbar.ts', 'parts/chart.ts') as {
  PriceToolbar: new (choice: { mode: 'candles' | 'line'; log: boolean }, changed: () => void) => Toolbar;
  logProblem: (metrics: readonly { unit: string }[], normalised: boolean) => string | undefined;
};
const { planScales } = loadWebview('parts/chartScales.ts') as { planScales: (m: readonly { key: string; unit: string }[]) => { normalised: boolean } };

const metric = (key: string): { key: string; unit: string } => METRICS.find((m) => m.key === key)!;

describe('webview: the log scale button', () => {
  it('is disabled, and says why, where no price line would take it; enabled where one does', () => {
    const toolbar = new PriceToolbar({ mode: 'line', log: true }, () => undefined);
    const log = asElement(toolbar.root).byTag('button').find((b) => b.textContent.includes('Log scale'))!;
    const apply = (keys: string[]): void => {
      const metrics = keys.map(metric);
      toolbar.allowLog(logProblem(metrics, planScales(metrics).normalised));
    };
    apply(['interactions']);
    assert.equal((log as unknown as { disabled: boolean }).disabled, true, 'no price line: disabled');
    assert.match((log as unknown as { title: string }).title, /choose a price \(\$\) metric/);
    assert.equal(log.getAttribute('aria-pressed'), 'false', 'not shown as on while it does nothing');
    apply(['close', 'interactions']);
    assert.equal((log as unknown as { disabled: boolean }).disabled, false, 'a price line: enabled');
    assert.equal(log.getAttribute('aria-pressed'), 'true');
    assert.match((log as unknown as { title: string }).title, /logarithmic scale/);
    apply(['close', 'interactions', 'social_dominance', 'sentiment']);
    assert.equal((log as unknown as { disabled: boolean }).disabled, true, 'lines as an index: disabled');
    assert.match((log as unknown as { title: string }).title, /drawn as an index/);
  });
});
