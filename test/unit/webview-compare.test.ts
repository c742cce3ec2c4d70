// The compare panel's page on a fake page (fake-dom.ts, uPlot played by fake-uplot.ts): its header
// counts the subjects compared, not those asked for, and the chart's note names as lacking a metric
// only subjects whose data came without it, never one whose data failed (said above the chart).
import * as assert from 'node:assert/strict';
import { asElement } from './fake-dom';
import { loadWebviewWithFakeUplot } from './webview-load';
import type { CompareData, CompareSubject } from '../../src/shared/protocol/compare';
import type { ItemRef } from '../../src/shared/items';
import type { UiState } from '../../src/shared/protocol/state';

interface View {
  root: unknown;
  onData(m: unknown): void;
  dispose(): void;
}

const { CompareView } = loadWebviewWithFakeUplot('views/compare.ts') as { CompareView: new (ctx: unknown) => View };

const T0 = 1_800_000_000;
const meta = { generated: T0, stale: false, fromCache: false };

const priced = (ref: ItemRef): CompareSubject => ({ ref, points: Array.from({ length: 48 }, (_, i) => ({ time: T0 + i * 3600, interactions: i + 1, close: 100 + i })) });

function shown(asked: ItemRef[], subjects: CompareSubject[], ui: UiState = {}): ReturnType<typeof asElement> {
  const view = new CompareView({ view: 'compare', ref: asked[0], subjects: asked, ui, remoteImages: false, save: () => undefined });
  const data: CompareData = { subjects, metrics: ['interactions', 'close'], metric: 'close', figures: [], sentiment: [], period: [], periodNote: '' };
  view.onData({ type: 'data', section: 'compare', meta, data });
  const root = asElement(view.root);
  view.dispose();
  return root;
}

const btc: ItemRef = { kind: 'coin', id: '1', title: 'Bitcoin' };
const topic: ItemRef = { kind: 'topic', id: 'bitcoin', title: 'bitcoin' };

describe('webview: the compare panel', () => {
  it('counts the subjects compared in its header: the same coin asked twice is one', () => {
    const root = shown([btc, { kind: 'coin', id: 'btc', title: 'btc' }, topic], [priced(btc), priced(topic)]);
    assert.equal(root.byClass('facts')[0]!.textContent, 'Comparison · a coin and a topic');
  });

  it('names as lacking the metric only a subject whose data came without it, not one whose data failed', () => {
    const failed: CompareSubject = { ref: { kind: 'coin', id: '2', title: 'Ethereum' }, points: [], problem: { kind: 'network', message: 'The service could not be reached.' } };
    const refused: CompareSubject = { ref: { kind: 'coin', id: '3', title: 'Solana' }, points: [], seriesProblem: 'your plan does not include this series' };
    const stock: CompareSubject = { ref: { kind: 'stock', id: 'AAPL', title: 'Apple' }, points: Array.from({ length: 48 }, (_, i) => ({ time: T0 + i * 3600, interactions: i + 1 })) };
    const root = shown([btc, failed.ref, refused.ref, stock.ref], [priced(btc), failed, refused, stock], { compareMetric: 'close', normalised: false });
    const note = root.byClass('axis-note')[0]!.textContent;
    assert.match(note, /No line for Apple: the service sent no \w+ for it\./);
    assert.doesNotMatch(note, /Ethereum|Solana/, note);
  });
});
