// A chart's "Show as table" on a fake page (fake-dom.ts): a panel shown again (its page built
// anew) has its points as a table if the person had opened it, and the person's choice is kept.
import * as assert from 'node:assert/strict';
import { asElement } from './fake-dom';
import { loadWebview } from './webview-load';
import { readPanelState } from '../../src/shared/protocol/state';

interface Text {
  readonly elements: unknown[];
  describe(box: unknown, what: string, lines: readonly { label: string; points: (readonly [number, number | null])[] }[]): void;
}

const { ChartText } = loadWebview('parts/chartText.ts') as {
  ChartText: new (what: string, choice?: { initial: boolean; save(shown: boolean): void }) => Text;
};
const { h } = loadWebview('dom.ts') as { h: (tag: string) => unknown };

const lines = [{ label: 'Close', points: [[1_800_000_000, 1], [1_800_003_600, 2]] as (readonly [number, number | null])[] }];

/** The toggle and the table box of `text`. */
function parts(text: Text): { toggle: ReturnType<typeof asElement>; box: ReturnType<typeof asElement> } {
  const [row, , box] = text.elements.map(asElement);
  return { toggle: row!.byTag('button')[0]!, box: box! };
}

describe('webview: a chart\'s points as a table, shown again', () => {
  it('keeps the person\'s choice, and a page built with it open shows the table at once', () => {
    const saved: boolean[] = [];
    const before = new ChartText('Chart', { initial: false, save: (shown) => saved.push(shown) });
    before.describe(h('div'), 'Close by hour', lines);
    const { toggle } = parts(before);
    assert.equal(parts(before).box.hidden, true, 'closed at first');
    toggle.click();
    assert.deepEqual(saved, [true]);
    const kept = readPanelState(JSON.parse(JSON.stringify({ v: 1, view: 'market', ref: { kind: 'coin', id: '1', title: 'Bitcoin' }, ui: { pointsTable: saved.at(-1) } })));
    const after = new ChartText('Chart', { initial: kept?.ui.pointsTable === true, save: (shown) => saved.push(shown) });
    after.describe(h('div'), 'Close by hour', lines);
    const again = parts(after);
    assert.equal(again.box.hidden, false, 'the table is open');
    assert.equal(again.toggle.getAttribute('aria-expanded'), 'true');
    assert.equal(again.box.byTag('tr').length, 3, 'a header and the two points');
  });
});
