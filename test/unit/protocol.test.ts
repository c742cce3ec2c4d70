import * as assert from 'node:assert/strict';
import { isHostMessage, isOpenableRef, isSectionId, isWebviewMessage } from '../../src/shared/protocol/guards';
import { isWordsReply, isWordsRequest } from '../../src/shared/protocol/rendererWords';
import { readPanelState } from '../../src/shared/protocol/state';
import { VIEW_SECTIONS, type SectionId, type TableId } from '../../src/shared/protocol/views';

const meta = { generated: 1_700_000_000, stale: false, fromCache: true };

describe('protocol: webview to host messages', () => {
  it('accepts every well-formed kind', () => {
    const good: unknown[] = [
      { type: 'ready' },
      { type: 'refresh' },
      { type: 'load', section: 'summary' },
      { type: 'load', section: 'series', query: { bucket: 'hour', interval: '1w' } },
      { type: 'load', section: 'series', query: { bucket: 'day', start: 1_700_000_000, end: 1_700_086_399 } },
      { type: 'load', section: 'series', query: { bucket: 'day', start: 1_700_000_000 } },
      { type: 'load', section: 'posts', query: {} },
      { type: 'load', section: 'posts', query: { start: 1_700_000_000, end: 1_700_000_000 } },
      { type: 'load', section: 'coins', query: { source: 'v2' } },
      { type: 'retry', section: 'news' },
      { type: 'openItem', ref: { kind: 'topic', id: 'bitcoin', title: 'Bitcoin' } },
      { type: 'openItem', ref: { kind: 'coin', id: '', title: 'Coins' } },
      { type: 'openLink', url: 'https://example.com/x' },
      { type: 'copyMarkdown' },
      { type: 'copyMarkdown', coins: { sort: 'price', desc: true, filter: 'bt', sector: 'defi' } },
      { type: 'exportCsv', table: 'series' },
      { type: 'rendered', section: 'series' },
      { type: 'rendered', section: 'series', error: 'boom' },
    ];
    for (const m of good) assert.ok(isWebviewMessage(m), JSON.stringify(m));
  });

  it('rejects malformed messages', () => {
    const bad: unknown[] = [
      null, undefined, 'ready', 42, [], { type: 'nope' }, {},
      { type: 'load' },
      { type: 'load', section: 'nonsense' },
      { type: 'load', section: 'summary', query: { bucket: 'hour' } },
      { type: 'load', section: 'series' },
      { type: 'load', section: 'series', query: { bucket: 'minute', interval: '1w' } },
      { type: 'load', section: 'series', query: { bucket: 'hour', interval: '2w' } },
      // an interval and a range together are ambiguous
      { type: 'load', section: 'series', query: { bucket: 'hour', interval: '1w', start: 1_700_000_000 } },
      { type: 'load', section: 'series', query: { bucket: 'hour', start: 1_700_000_100, end: 1_700_000_000 } },
      { type: 'load', section: 'series', query: { bucket: 'hour', end: 1_700_000_000 } },
      { type: 'load', section: 'series', query: { bucket: 'hour', start: 1.5 } },
      { type: 'load', section: 'series', query: { bucket: 'hour', start: -1 } },
      { type: 'load', section: 'series', query: { bucket: 'hour', start: '1700000000' } },
      { type: 'load', section: 'posts', query: { start: 99_999_999_999 } },
      { type: 'load', section: 'coins', query: { source: 'v3' } },
      { type: 'load', section: 'coins' },
      { type: 'retry' },
      { type: 'retry', section: 'everything' },
      { type: 'openItem' },
      { type: 'openItem', ref: { kind: 'topic', id: '', title: 'x' } },
      { type: 'openItem', ref: { kind: 'planet', id: 'mars', title: 'Mars' } },
      { type: 'openItem', ref: { kind: 'topic', id: 'x'.repeat(301), title: 'x' } },
      { type: 'openLink' },
      { type: 'openLink', url: '' },
      { type: 'openLink', url: 7 },
      { type: 'openLink', url: `https://x/${'a'.repeat(5000)}` },
      { type: 'copyMarkdown', coins: { sort: 'price' } },
      { type: 'exportCsv' },
      { type: 'exportCsv', table: 'secrets' },
      { type: 'exportCsv', table: 'coins', coins: { sort: 1, desc: true, filter: '', sector: '' } },
      { type: 'rendered', section: 'series', error: 5 },
    ];
    for (const m of bad) assert.equal(isWebviewMessage(m), false, JSON.stringify(m));
  });

  it('leaves which URLs may be opened to the host (the guard only bounds the size)', () => {
    // javascript: passes the envelope check; panel.ts refuses it with safeLinkUrl (tested in panel-view)
    assert.ok(isWebviewMessage({ type: 'openLink', url: 'javascript:alert(1)' }));
  });
});

describe('protocol: every section and table passes the guards', () => {
  // records, so that a section or table added to its type does not compile here until listed
  const SECTIONS: Record<SectionId, true> = {
    summary: true, rank: true, whatsup: true, series: true, posts: true, news: true, creators: true, topics: true, coins: true, report: true,
    quote: true, meta: true, stocks: true, nfts: true, profile: true, post: true, search: true, changes: true, compare: true, backtest: true,
  };
  const TABLES: Record<TableId, true> = {
    figures: true, networks: true, series: true, posts: true, news: true, creators: true, themes: true, topics: true, coins: true,
    quote: true, blockchains: true, stocks: true, nfts: true,
  };

  it('every SectionId, and every section a view has, is one the guards let through', () => {
    const ids = [...Object.keys(SECTIONS), ...Object.values(VIEW_SECTIONS).flat()];
    for (const section of ids) {
      assert.ok(isSectionId(section), section);
      assert.ok(isWebviewMessage({ type: 'retry', section }), section);
      assert.ok(isHostMessage({ type: 'state', section, state: 'loading' }), section);
    }
    assert.ok(isWebviewMessage({ type: 'visible', sections: Object.keys(SECTIONS) }), 'all sections visible at once');
  });

  it('every TableId can be exported', () => {
    for (const table of Object.keys(TABLES)) assert.ok(isWebviewMessage({ type: 'exportCsv', table }), table);
  });
});

describe('protocol: host to webview messages', () => {
  it('accepts each kind', () => {
    const good: unknown[] = [
      { type: 'init', view: 'topic', ref: { kind: 'topic', id: 'bitcoin', title: 'Bitcoin' }, demo: false, remoteImages: true, source: 0, timeZone: 'utc' },
      { type: 'init', view: 'coins', ref: { kind: 'coin', id: '', title: 'Coins' }, demo: true, remoteImages: false, source: 3, timeZone: 'Europe/Paris' },
      // a backtest names its rule, which the page keeps for a reload
      { type: 'init', view: 'backtest', ref: { kind: 'topic', id: 'x', title: 'x' }, rule: 'r1', demo: false, remoteImages: false, source: 0, timeZone: 'utc' },
      // the choices kept from the last panel of its kind, which the page starts with
      { type: 'init', view: 'market', ref: { kind: 'coin', id: 'btc', title: 'Bitcoin' }, demo: false, remoteImages: false, source: 0, timeZone: 'utc',
        kept: { series: { bucket: 'day', interval: '1y' }, metrics: ['close'], priceChart: { mode: 'candles', log: true } } },
      { type: 'state', section: 'coins', state: 'loading', progress: { loaded: 1000, total: 6000 } },
      { type: 'error', section: 'stocks', error: { kind: 'server', message: 'Try again.' }, incomplete: true },
      { type: 'data', section: 'news', data: [], meta },
      { type: 'data', section: 'summary', data: { title: 'x' }, meta: { ...meta, stale: true, staleReason: 'offline' } },
      { type: 'error', section: 'posts', error: { kind: 'plan', message: 'Needs the Builder plan.' } },
      { type: 'error', section: 'posts', error: { kind: 'rate-limited-minute', message: 'Wait.', retryAt: 1 } },
    ];
    for (const m of good) assert.ok(isHostMessage(m), JSON.stringify(m));
  });

  it('rejects malformed envelopes', () => {
    const bad: unknown[] = [
      { type: 'init', view: 'planet', ref: { kind: 'topic', id: 'x', title: 'x' }, demo: false, remoteImages: true },
      { type: 'init', view: 'topic', demo: false, remoteImages: true },
      // a panel must know whether to say "Demo data", and whether it may load remote images
      { type: 'init', view: 'topic', ref: { kind: 'topic', id: 'x', title: 'x' }, remoteImages: true },
      { type: 'init', view: 'topic', ref: { kind: 'topic', id: 'x', title: 'x' }, demo: 'yes', remoteImages: true },
      { type: 'init', view: 'topic', ref: { kind: 'topic', id: 'x', title: 'x' }, demo: false },
      { type: 'init', view: 'topic', ref: { kind: 'topic', id: 'x', title: 'x' }, demo: false, remoteImages: 'off' },
      // a page must know which source its data is of (a new one clears it) and the zone its times are in
      { type: 'init', view: 'topic', ref: { kind: 'topic', id: 'x', title: 'x' }, demo: false, remoteImages: true, timeZone: 'utc' },
      // 'local' is resolved by the host (a remote window's page runs on another machine); a zone must be one Intl knows
      { type: 'init', view: 'topic', ref: { kind: 'topic', id: 'x', title: 'x' }, demo: false, remoteImages: true, source: 0, timeZone: 'local' },
      { type: 'init', view: 'topic', ref: { kind: 'topic', id: 'x', title: 'x' }, demo: false, remoteImages: true, source: 0, timeZone: 'Mars/Olympus' },
      { type: 'init', view: 'topic', ref: { kind: 'topic', id: 'x', title: 'x' }, rule: 'r1', demo: false, remoteImages: true, source: 0, timeZone: 'utc' },
      { type: 'init', view: 'backtest', ref: { kind: 'topic', id: 'x', title: 'x' }, rule: 7, demo: false, remoteImages: false, source: 0, timeZone: 'utc' },
      // kept choices are spread into the page's own: only choices, each of its shape
      { type: 'init', view: 'market', ref: { kind: 'coin', id: 'btc', title: 'Bitcoin' }, demo: false, remoteImages: false, source: 0, timeZone: 'utc', kept: 'all' },
      { type: 'init', view: 'market', ref: { kind: 'coin', id: 'btc', title: 'Bitcoin' }, demo: false, remoteImages: false, source: 0, timeZone: 'utc',
        kept: { priceChart: { mode: 'bars', log: false } } },
      { type: 'init', view: 'coins', ref: { kind: 'coin', id: '', title: 'Coins' }, demo: false, remoteImages: false, source: 0, timeZone: 'utc', kept: { coins: { sort: 'rank' } } },
      { type: 'state', section: 'coins', state: 'done' },
      // progress is numbers the page words, never text of the host's
      { type: 'state', section: 'coins', state: 'loading', progress: '1,000 of 6,000 coins loaded…' },
      { type: 'state', section: 'coins', state: 'loading', progress: { loaded: -1 } },
      { type: 'error', section: 'stocks', error: { kind: 'server', message: 'Try again.' }, incomplete: 'yes' },
      { type: 'data', section: 'news', data: {}, meta },
      { type: 'data', section: 'summary', data: [], meta },
      { type: 'data', section: 'summary', data: {}, meta: { generated: 'yesterday', stale: false, fromCache: false } },
      { type: 'data', section: 'summary', data: {} },
      { type: 'error', section: 'posts', error: 'failed' },
      { type: 'error', section: 'posts', error: { kind: 'plan' } },
    ];
    for (const m of bad) assert.equal(isHostMessage(m), false, JSON.stringify(m));
  });
});

describe('protocol: saved panel state', () => {
  const ref = { kind: 'topic', id: 'bitcoin', title: 'Bitcoin' };

  it('restores the item and valid choices', () => {
    const saved = {
      v: 1, view: 'topic', ref,
      ui: { series: { bucket: 'day', interval: '1y' }, metrics: ['interactions', 'close'], posts: { start: 1_700_000_000 },
        coinSource: 'v2', coins: { sort: 'price', desc: true, filter: 'b', sector: '' }, topicsSort: { key: 'num_posts', desc: true } },
    };
    assert.deepEqual(readPanelState(saved), saved);
  });

  it('drops bad choices but keeps the panel', () => {
    const state = readPanelState({
      v: 1, view: 'topic', ref,
      ui: { series: { bucket: 'week' }, metrics: 'interactions', coinSource: 'v9', topicsSort: { key: 7 } },
    });
    assert.deepEqual(state, { v: 1, view: 'topic', ref, ui: {} });
  });

  it('refuses state without a valid item, view or version', () => {
    for (const s of [undefined, null, 'x', { v: 2, view: 'topic', ref }, { v: 1, view: 'x', ref },
      { v: 1, view: 'topic', ref: { kind: 'topic', id: '', title: '' } }, { v: 1, view: 'topic' }]) {
      assert.equal(readPanelState(s), undefined, JSON.stringify(s));
    }
  });

  it('keeps a backtest\'s rule, which a reload rebuilds its tab on; no other view has one', () => {
    const backtest = { v: 1, view: 'backtest', ref, rule: 'r-1', ui: {} };
    assert.deepEqual(readPanelState(backtest), backtest);
    assert.deepEqual(readPanelState({ ...backtest, rule: 'x'.repeat(300) }), { v: 1, view: 'backtest', ref, ui: {} });
    assert.deepEqual(readPanelState({ ...backtest, view: 'topic' }), { v: 1, view: 'topic', ref, ui: {} });
  });

  it('opens the coins table from a coin reference with an empty id', () => {
    assert.ok(isOpenableRef({ kind: 'coin', id: '', title: 'Coins' }));
    assert.equal(isOpenableRef({ kind: 'topic', id: '', title: 'Coins' }), false);
  });
});

describe('protocol: the notebook renderer asks the host for its words', () => {
  it('takes a request, and a bundle of strings with the zone times are shown in, nothing else', () => {
    assert.ok(isWordsRequest({ type: 'words?' }));
    assert.equal(isWordsRequest({ type: 'words' }), false);
    assert.ok(isWordsReply({ type: 'words', bundle: {}, timeZone: 'utc' }));
    assert.ok(isWordsReply({ type: 'words', bundle: { 'Time': '时间' }, timeZone: 'Europe/Berlin' }));
    for (const bad of [null, 'words', { type: 'words' }, { type: 'words', bundle: [] }, { type: 'words', bundle: { Time: 1 } },
      { type: 'words', bundle: { Time: { message: 'x' } } }, { type: 'words?', bundle: {} }, { type: 'words', bundle: {} },
      { type: 'words', bundle: {}, timeZone: 'local' }, { type: 'words', bundle: {}, timeZone: 'Mars/Olympus' }]) {
      assert.equal(isWordsReply(bad), false, JSON.stringify(bad));
    }
  });
});
