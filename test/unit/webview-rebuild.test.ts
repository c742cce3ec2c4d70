// A panel's page built anew (another data source or time zone: main.ts's mount) on a fake page
// (fake-dom.ts): the old view's charts stop listening, so a theme change redraws only the live
// ones, and the old sections are no longer watched for being on screen.
import * as assert from 'node:assert/strict';
import { changeTheme, intersectionWatched, themeReads } from './fake-dom';
import { loadWebview } from './webview-load';

interface View {
  root: unknown;
  /** Optional as it is to main.ts: a view without charts has none. */
  dispose?(): void;
}
type ViewClass = new (ctx: unknown) => View;

const page = loadWebview('views/compare.ts', 'views/backtest.ts', 'section.ts') as { CompareView: ViewClass; BacktestView: ViewClass; forgetFrames(): void };
const ctx = (view: string) => ({
  view, ref: { kind: 'coin', id: '1', title: 'Bitcoin' }, subjects: [{ kind: 'coin', id: '1', title: 'Bitcoin' }, { kind: 'coin', id: '2', title: 'Ethereum' }],
  ui: {}, remoteImages: false, save: () => undefined,
});

/** What mount does before it builds the page anew. */
function rebuild(old: View, next: () => View): View {
  old.dispose?.();
  page.forgetFrames();
  return next();
}

describe('webview: a page built anew', () => {
  it('a theme change redraws only the live charts, however often the page was rebuilt', () => {
    /** How many charts redraw at a theme change (those of other tests' pages too). */
    const redrawn = (): number => {
      const before = themeReads;
      changeTheme();
      return themeReads - before;
    };
    let compare = new page.CompareView(ctx('compare'));
    let backtest = new page.BacktestView(ctx('backtest'));
    const live = redrawn();
    for (let i = 0; i < 3; i++) {
      compare = rebuild(compare, () => new page.CompareView(ctx('compare')));
      backtest = rebuild(backtest, () => new page.BacktestView(ctx('backtest')));
    }
    assert.equal(redrawn(), live, 'the same charts as before the rebuilds: the live ones');
  });

  it('the old sections are no longer watched for being on screen', () => {
    const old = new page.CompareView(ctx('compare'));
    const next = rebuild(old, () => new page.CompareView(ctx('compare')));
    assert.equal(intersectionWatched.size, 4, 'the four sections of the live comparison');
    assert.ok(next.root);
  });
});
