// A market table's pages on a panel's sections, over the emulator: a later page that fails leaves
// the rows already shown (and held for the exports) in place, tells the page the list is
// incomplete with the error's own words, and a Retry loads the rest. Its copies (Copy as Markdown,
// the CSV export) say the list is incomplete while it is.
import * as assert from 'node:assert/strict';
import { Sections } from '../../src/editor/panelHost/sections';
import { loadSection } from '../../src/features/panels/loaders';
import { PanelStore } from '../../src/features/panels/store';
import { marketListRef } from '../../src/shared/items';
import type { ErrorMessage, HostMessage, ListProgress, LoadMessage } from '../../src/shared/protocol/messages';
import { DEFAULT_COINS_VIEW } from '../../src/shared/protocol/views';
import { buildMarkdown } from '../../src/shared/render/markdown';
import { missingWords } from '../../src/shared/render/marketTables';
import { csvExport } from '../../src/features/panels/core/csvExport';
import { clientForSuite, recordingLogger } from './client-helpers';

describe('a market table whose later page fails', () => {
  const suite = clientForSuite();

  /** The stocks table's sections, holding its answers as the item panel does (the exports' copy). */
  function stocksPanel(posts: HostMessage[], store: PanelStore): Sections {
    return new Sections({
      provider: {
        view: 'stocks',
        initial: () => ({ ref: marketListRef('stock') }),
        load: (m, run) => loadSection({
          client: run.client, view: 'stocks', subject: '', ref: marketListRef('stock'), socialData: true,
          options: { signal: run.signal, refresh: run.refresh, priority: run.priority },
          emit: (s, data, meta) => run.emit(s, data, meta), progress: (p) => run.progress(p),
        }, m),
        received: (s, data, meta) => store.receive(s, data, meta, false),
        failed: (s) => store.drop(s),
        requests: {},
      },
      closed: new AbortController().signal,
      log: recordingLogger(),
      name: 'stocks panel',
      client: async () => suite.client,
      hasKey: () => true,
      post: (m) => posts.push(m),
      visible: () => true,
    });
  }

  /** The stocks panel's Copy as Markdown. */
  const copied = (store: PanelStore): string => buildMarkdown({ view: 'stocks', ref: marketListRef('stock'), data: store.data });

  it('keeps the rows shown, says the list is incomplete with the error and in its copies, and a Retry loads the rest', async () => {
    const total = suite.emulator.data.stocks.length;
    assert.ok(total > 300, `more than three pages of stocks (${total})`);
    const posts: HostMessage[] = [];
    const store = new PanelStore();
    const sections = stocksPanel(posts, store);
    const load: LoadMessage = { type: 'load', section: 'stocks', query: { source: 'v1' } };
    suite.emulator.faults.set({ kind: 'status', status: 500, match: 'page=2' });
    try {
      const error = await sections.load(load, false);
      assert.equal(error?.kind, 'server');
      assert.equal(store.data.stocks?.data.rows.length, 200, 'the two pages shown are held');
      assert.equal(store.data.stocks?.data.complete, false, 'and held as incomplete');
      const errors = posts.filter((m): m is ErrorMessage => m.type === 'error');
      assert.deepEqual(errors, [{ type: 'error', section: 'stocks', error, incomplete: true }]);
      assert.match(error.message, /status 500/, 'the error\'s own words');
      const progress = posts.flatMap((m) => (m.type === 'state' && m.progress ? [m.progress] : []));
      assert.deepEqual(progress, [{ loaded: 100, total }, { loaded: 200, total }] satisfies ListProgress[]);
      // what is pasted or saved says what is missing, as the page does
      const words = `Incomplete: only 200 of ${total} stocks had loaded; the rest are missing.`;
      assert.ok(copied(store).includes(`**${words}**\n\n`), copied(store).slice(0, 400));
      const csv = csvExport(marketListRef('stock'), 'stocks', store.data, DEFAULT_COINS_VIEW, false);
      assert.equal(csv?.fileName, 'all-stocks-incomplete.csv');
      assert.equal(csv?.missing, words);
      assert.equal(csv?.table.rows.length, 200, 'the rows held, one header row above them and nothing else');
    } finally {
      suite.emulator.faults.clear();
    }
    posts.length = 0;
    assert.equal(await sections.retry('stocks'), undefined);
    assert.equal(store.data.stocks?.data.rows.length, total);
    assert.equal(store.data.stocks?.data.complete, true);
    assert.ok(!posts.some((m) => m.type === 'error'));
    assert.doesNotMatch(copied(store), /Incomplete/);
    const csv = csvExport(marketListRef('stock'), 'stocks', store.data, DEFAULT_COINS_VIEW, false);
    assert.deepEqual([csv?.fileName, csv?.missing], ['all-stocks.csv', undefined]);
  });

  it('a first page that fails is the section\'s error, with nothing held', async () => {
    const posts: HostMessage[] = [];
    const store = new PanelStore();
    suite.emulator.faults.set({ kind: 'status', status: 500, match: '/public/stocks/list/v2' });
    try {
      const error = await stocksPanel(posts, store).load({ type: 'load', section: 'stocks', query: { source: 'v2' } }, false);
      assert.equal(error?.kind, 'server');
      assert.equal(store.data.stocks, undefined);
      assert.deepEqual(posts.filter((m) => m.type === 'error'), [{ type: 'error', section: 'stocks', error }]);
    } finally {
      suite.emulator.faults.clear();
    }
  });
});

describe('a market list held in part, in words', () => {
  it('counts one row held, or of one, in the singular', () => {
    assert.equal(missingWords({ kind: 'coin', loaded: 1 }), 'Incomplete: only the first 1 coin had loaded; the rest are missing.');
    assert.equal(missingWords({ kind: 'nft', loaded: 1, total: 3 }), 'Incomplete: only 1 of 3 NFT collections had loaded; the rest are missing.');
    assert.equal(missingWords({ kind: 'stock', loaded: 0, total: 1 }), 'Incomplete: only 0 of 1 stock had loaded; the rest are missing.');
    assert.equal(missingWords({ kind: 'stock', loaded: 200 }), 'Incomplete: only the first 200 stocks had loaded; the rest are missing.');
  });
});
