// The report panel's header names the format shown and the subject's kind in the person's words.
import * as assert from 'node:assert/strict';
import { asElement, FakeEvent, postedOf } from './fake-dom';
import { loadWebview } from './webview-load';
import { useBundle } from '../../src/shared/format/l10n';

const { ReportView } = loadWebview('views/report.ts') as {
  ReportView: new (ctx: unknown) => { root: unknown; start(): void };
};

function facts(kind: string, id: string, format: string): string | undefined {
  const view = new ReportView({ view: 'report', ref: { kind, id, title: id }, ui: { reportFormat: format }, remoteImages: false, save: () => undefined });
  return asElement(view.root).byClass('facts')[0]?.textContent;
}

describe('webview: the report panel\'s header', () => {
  afterEach(() => useBundle(undefined));

  it('says the format shown and the kind as a word, not its key', () => {
    assert.equal(facts('nft', 'punks', 'markdown'), 'Markdown report · NFT collection punks');
    assert.equal(facts('coin', 'btc', 'csv'), 'CSV report · coin btc');
    assert.equal(facts('stock', 'aapl', 'json'), 'JSON report · stock aapl');
  });

  it('reads in the person\'s language', () => {
    useBundle({ 'JSON report · {0} {1}': 'JSON 报告 · {0} {1}', stock: '股票' });
    assert.equal(facts('stock', 'aapl', 'json'), 'JSON 报告 · 股票 aapl');
  });
});

describe('webview: the report panel\'s actions', () => {
  it('name the format on screen: a Copy while the CSV just chosen loads asks for the CSV, never the markdown held before', () => {
    const view = new ReportView({ view: 'report', ref: { kind: 'coin', id: 'btc', title: 'btc' }, ui: { reportFormat: 'markdown' }, remoteImages: false, save: () => undefined });
    const root = asElement(view.root);
    const copy = root.byTag('button').find((b) => b.textContent.includes('Copy'))!;
    const from = postedOf('reportAction').length;
    copy.click();
    const csv = root.byTag('input').find((i) => i.getAttribute('value') === 'csv')!;
    csv.dispatchEvent(new FakeEvent('change'));
    copy.click();
    assert.deepEqual(postedOf('reportAction').slice(from).map((m) => (m.request as { format?: string } | undefined)?.format ?? m.format), ['markdown', 'csv']);
  });
});
