// A panel's page built anew (another data source or time zone) by the page's own code: main.ts
// hears the host's `init` messages on a fake page (fake-dom.ts) and mounts the view. The old
// view's charts stop listening, so a theme change redraws only the live ones, the old sections are
// no longer watched for being on screen, and no part of any view (a chart, a market table) leaves
// a resize observer behind.
import * as assert from 'node:assert/strict';
import { asElement, changeTheme, intersectionWatched, pageState, resizeObserving, themeReads } from './fake-dom';
import { readPanelState } from '../../src/shared/protocol/state';
import { app, postToPage } from './webview-page';

const bitcoin = { kind: 'coin', id: '1', title: 'Bitcoin' };
const ethereum = { kind: 'coin', id: '2', title: 'Ethereum' };
/** The host's `init` of a comparison, built for data source `source`. */
const init = (source: number): unknown => ({
  type: 'init', view: 'compare', ref: bitcoin, subjects: [bitcoin, ethereum], demo: true, remoteImages: false, source, timeZone: 'utc',
});

/** Every view with the item it is built for. */
const VIEWS: readonly [string, object][] = [
  ['coins', { kind: 'coin', id: '', title: 'Coins' }], ['stocks', { kind: 'stock', id: '', title: 'Stocks' }], ['nfts', { kind: 'nft', id: '', title: 'NFT collections' }],
  ['market', bitcoin], ['topic', { kind: 'topic', id: 'bitcoin', title: 'Bitcoin' }], ['category', { kind: 'category', id: 'defi', title: 'DeFi' }],
  ['creator', { kind: 'creator', id: 'twitter::someone', title: 'Someone' }], ['post', { kind: 'post', id: 'tweet::1', title: 'A post' }],
  ['search', { kind: 'search', id: 'saved', title: 'Saved' }], ['report', { kind: 'topic', id: 'bitcoin', title: 'Bitcoin' }],
  ['compare', bitcoin], ['backtest', { kind: 'topic', id: 'bitcoin', title: 'Bitcoin' }],
];

/** The host's `init` of `view`, built for data source `source`. */
function initOf(view: string, ref: object, source: number): unknown {
  return { type: 'init', view, ref, ...(view === 'compare' ? { subjects: [bitcoin, ethereum] } : {}), demo: true, remoteImages: false, source, timeZone: 'utc' };
}

/** How many charts redraw at a theme change (those of other tests' pages too). */
function redrawn(): number {
  const before = themeReads;
  changeTheme();
  return themeReads - before;
}

describe('webview: a page built anew', () => {
  it('another data source builds the page anew: a theme change redraws only the live charts, the old sections are not watched', () => {
    postToPage(init(1));
    const first = asElement(app).childNodes[0];
    assert.ok(first, 'the comparison is on the page');
    const live = redrawn();
    assert.ok(live > 0, 'the comparison has charts that follow the theme');
    const watched = intersectionWatched.size;
    for (let source = 2; source <= 4; source++) postToPage(init(source));
    assert.notEqual(asElement(app).childNodes[0], first, 'built anew');
    assert.equal(redrawn(), live, 'the same charts as before the rebuilds: the live ones');
    assert.equal(intersectionWatched.size, watched, 'the sections of the live comparison only');
  });

  it('no view built anew leaves a resize observer of the old one behind (a market table\'s, a chart\'s)', () => {
    for (const [view, ref] of VIEWS) {
      postToPage(initOf(view, ref, 1));
      const live = resizeObserving();
      for (let source = 2; source <= 4; source++) postToPage(initOf(view, ref, source));
      assert.equal(resizeObserving(), live, `${view}: the live view's observers only`);
    }
  });

  it('a backtest\'s page keeps its rule with what it saves, so a reload rebuilds the tab on it', () => {
    const solana = { kind: 'topic', id: 'solana', title: 'Solana' };
    postToPage({ type: 'init', view: 'backtest', ref: solana, rule: 'rule-7', demo: false, remoteImages: false, source: 9, timeZone: 'utc' });
    assert.deepEqual(readPanelState(pageState.last), { v: 1, view: 'backtest', ref: solana, rule: 'rule-7', ui: {} });
  });
});
