// Completions and hover on a notebook cell's text (src/features/notebook/core/cells/complete.ts, hover.ts): what
// may come at the cursor given the words before it, and what a metric means.
import * as assert from 'node:assert/strict';
import { categoryRef, coinRef, creatorRef, topicRef } from '../../src/shared/items';
import { completeCell, hoverCell, outputRefs, outputSectors, parseCell, queryRefs, type CompletionContext } from '../../src/features/notebook/core/cells';
import { SERIES_METRICS, SORT_KEYS } from '../../src/features/notebook/core/cells/vocabulary';

const CTX: CompletionContext = {
  watchlist: [coinRef({ id: 'btc', name: 'Bitcoin', symbol: 'BTC' }), topicRef('bitcoin', 'Bitcoin')],
  recent: [topicRef('solana', 'Solana'), topicRef('bitcoin', 'Bitcoin'), categoryRef('defi', 'DeFi'), creatorRef({ network: 'twitter', id: 'elonmusk' })],
  sectors: ['defi', 'liquid-staking'],
};

/** The labels offered with the cursor at the `|` of `cell`. */
function labels(cell: string): string[] {
  const offset = cell.indexOf('|');
  const text = cell.replace('|', '');
  return completeCell(text, offset, CTX).map((c) => c.label);
}

describe('notebook cells: completions and hover', () => {
  it('offers the commands and the Watchlist variables in an empty cell, filtered by what is typed', () => {
    const all = labels('|');
    for (const w of ['topic', 'coins', 'compare', 'report', 'search', 'changes', '$watchlist', '$watchlist.coins']) assert.ok(all.includes(w), w);
    assert.deepEqual(labels('co|'), ['coin', 'coins', 'compare']);
    assert.deepEqual(labels('$watchlist.c|'), ['$watchlist.categories', '$watchlist.coins', '$watchlist.creators']);
  });

  it("offers subject names of the command's kind from the Watchlist and the cache, each once", () => {
    assert.deepEqual(labels('topic |').filter((l) => !l.startsWith('$')), ['bitcoin', 'solana']);
    assert.deepEqual(labels('topic so|'), ['solana']);
    assert.ok(labels('topic |').includes('$watchlist.topics'));
    assert.deepEqual(labels('coin |').filter((l) => !l.startsWith('$')), ['btc']);
    assert.ok(labels('creator |').includes('twitter/elonmusk'));
    assert.ok(labels('creator |').includes('youtube/'));
  });

  it("offers the metrics of the subject's kind after series and after a comma, then intervals and buckets", () => {
    const topic = labels('topic bitcoin series |');
    for (const m of SERIES_METRICS.topic) assert.ok(topic.includes(m), m);
    const nft = labels('nft cryptopunks series |');
    assert.ok(!nft.includes('close') && nft.includes('market_cap'), 'an NFT series has no close');
    assert.deepEqual(labels('topic bitcoin series interactions,sen|'), ['sentiment']);
    assert.ok(labels('topic bitcoin series interactions |').includes('1m'));
    assert.ok(labels('topic bitcoin series interactions 1m |').includes('by'));
    assert.deepEqual(labels('topic bitcoin series interactions 1m by |'), ['hour', 'day']);
    assert.deepEqual(labels('topic bitcoin |'), ['series', 'posts']);
    assert.deepEqual(labels('category defi |'), ['series', 'posts', 'topics']);
  });

  it('offers the same periods after posts as after series, each with its length in days', () => {
    assert.deepEqual(labels('topic bitcoin posts |'), ['1d', '1w', '1m', '3m'], 'posts go back at most 90 days');
    assert.deepEqual(labels('topic bitcoin series interactions |').filter((l) => /^(\d|all)/.test(l)), ['1d', '1w', '1m', '3m', '6m', '1y', 'all']);
    const week = completeCell('topic bitcoin posts ', 20, CTX).find((c) => c.label === '1w');
    assert.equal(week?.detail, 'the last week (7d)');
    for (const text of ['topic bitcoin posts 1w', 'topic bitcoin series 1w', 'topic bitcoin posts 3m']) assert.deepEqual(parseCell(text).problems, [], text);
  });

  it('hover says a period in either of its words: 7d is 1w', () => {
    assert.match(hoverCell('topic bitcoin series 7d', 21)!, /^7d: the last week, the same as 1w/);
    assert.match(hoverCell('topic bitcoin series 1w', 21)!, /^1w: the last week, the same as 7d/);
    assert.match(hoverCell('topic bitcoin series all', 21)!, /^all: all the history \(/);
    assert.match(hoverCell('topic bitcoin posts 2w', 20)!, /^2w: the last 14 days, a range of posts \(up to 90 days\); a series takes 1d, 1w, 1m/);
  });

  it('offers the sort keys of the list after by, and sectors after in', () => {
    assert.deepEqual(labels('coins |'), ['top']);
    assert.deepEqual(labels('coins top 10 by |'), SORT_KEYS.coins.map((s) => s.key));
    assert.deepEqual(labels('stocks top 5 by |'), SORT_KEYS.stocks.map((s) => s.key));
    assert.ok(labels('coins top 10 by galaxy_score |').includes('in'));
    assert.ok(!labels('stocks top 10 by market_cap |').includes('in'), 'stocks have no sectors');
    const sectors = labels('coins top 10 by galaxy_score in |');
    assert.ok(sectors.includes('liquid-staking') && sectors.includes('meme'));
    assert.equal(sectors.filter((s) => s === 'defi').length, 1);
  });

  it('offers subjects and then "on" and metrics in a comparison; nothing inside a quoted term', () => {
    assert.ok(labels('compare bitcoin, |').includes('solana'));
    assert.deepEqual(labels('compare bitcoin, solana |'), ['on']);
    assert.ok(labels('compare bitcoin, solana on |').includes('interactions'));
    assert.deepEqual(labels('search "etf |'), []);
    assert.deepEqual(labels('topic “solana |'), [], 'a curly quote opens a name too');
    assert.deepEqual(labels('topic “solana meme coin” |'), ['series', 'posts']);
    assert.deepEqual(labels('compare coin eth, coin |'), ['btc']);
    assert.deepEqual(labels('report category |'), ['defi']);
    assert.deepEqual(labels('report creator twi|'), ['twitter/elonmusk']);
  });

  it('offers only words that lead to a cell that parses: a part once, in an order the parser reads', () => {
    /** Whether `text` parses with no error, or one of the words offered after it (within `depth` more) leads to a cell that does. */
    const leadsToACell = (text: string, depth: number): boolean => parseCell(text).problems.every((p) => p.severity !== 'error')
      || depth > 0 && labels(`${text} |`).some((l) => leadsToACell(`${text} ${l}`, depth - 1));
    const texts = [
      'topic bitcoin series 1m ', 'topic bitcoin series 1m by day ', 'topic bitcoin series by day ', 'topic bitcoin series interactions ',
      'topic bitcoin series interactions, ', 'topic bitcoin series interactions,sentiment 1y ', 'topic bitcoin series ', 'topic bitcoin ',
      'topic bitcoin posts ', 'category defi ', 'coin btc ', 'coin btc posts ', 'creator twitter/elonmusk ', 'creator twitter/elonmusk series ',
      '$watchlist ', '$watchlist series 1w ', '$watchlist.coins series ', '$watchlist.creators ', '$watchlist.posts series ',
      'compare bitcoin, ', 'compare bitcoin, solana ', 'compare bitcoin, ethereum on ', 'compare bitcoin, ethereum on interactions 1m ',
      'compare bitcoin, ethereum on interactions by day ', 'compare coin btc, nft cryptopunks on ', 'compare $watchlist.coins ', 'compare $watchlist.coins on ',
      'coins ', 'coins top ', 'coins top 10 ', 'coins in defi ', 'coins top 10 by price ', 'coins top 10 by price desc ', 'coins by price asc ',
      'stocks top 5 ', 'stocks top 5 by market_cap ', 'nfts top 5 by floor_price desc ',
    ];
    for (const text of texts) {
      for (const label of labels(`${text}|`)) assert.ok(leadsToACell(`${text}${label}`, 2), `"${text}${label}" leads to no cell that parses`);
    }
    assert.deepEqual(labels('topic bitcoin series 1m |'), ['by']);
    assert.deepEqual(labels('topic bitcoin series 1m by day |'), []);
    assert.deepEqual(labels('topic bitcoin series by day |'), ['1d', '1w', '1m', '3m', '6m', '1y', 'all']);
    assert.deepEqual(labels('compare bitcoin, ethereum on interactions 1m |'), ['by']);
    assert.deepEqual(labels('coins in defi |'), []);
    assert.deepEqual(labels('coins top 10 by price desc |'), ['in']);
    assert.deepEqual(labels('coins top 10 by price |'), ['desc', 'asc', 'in']);
    assert.deepEqual(labels('$watchlist.creators |'), []);
    assert.deepEqual(labels('creator twitter/elonmusk |'), ['posts']);
    assert.ok(!labels('compare coin btc, nft cryptopunks on |').includes('close'), 'an NFT collection has no close');
    assert.ok(!labels('compare |').includes('$watchlist.creators'), 'creators have no series');
  });

  it('replaces the whole word under the cursor', () => {
    const [c] = completeCell('topic bitcoin series sentim', 24, CTX);
    assert.equal(c!.label, 'sentiment');
    assert.deepEqual([c!.start, c!.end], [21, 27]);
    assert.equal(c!.kind, 'metric');
    assert.match(c!.detail!, /Sentiment \(percent\)/);
  });

  it('hover says what a metric means and its unit, what a sort key sorts by, what a variable expands to', () => {
    const text = 'topic bitcoin series interactions,sentiment 1m by day';
    assert.match(hoverCell(text, text.indexOf('sentiment') + 2)!, /^Sentiment \(sentiment\), a percent \(0–100\): How positive the posts about the subject are, as the service measures it: positive posts against positive and negative ones, each post weighted by its interactions/);
    assert.match(hoverCell(text, text.indexOf('1m'))!, /the last month/);
    assert.match(hoverCell(text, 1)!, /^topic: a topic’s figures/);
    assert.equal(hoverCell(text, text.indexOf('bitcoin') + 1), undefined, 'a name has no hover');
    const list = 'coins top 10 by alt_rank';
    assert.match(hoverCell(list, list.length - 2)!, /alt_rank: sorts the coins by .*best \(lowest\) first/);
    assert.match(hoverCell('$watchlist.coins', 3)!, /the Watchlist’s coins/);
    assert.match(hoverCell('topic bitcoin series close', 23)!, /US dollars/);
  });

  it("names the subjects a notebook holds: its cells' questions and the topics its answers list", () => {
    assert.deepEqual(queryRefs(parseCell('compare bitcoin, solana on interactions').query!).map((r) => r.id), ['bitcoin', 'solana']);
    assert.deepEqual(queryRefs(parseCell('creator twitter/elonmusk posts 7d').query!).map((r) => r.id), ['twitter::elonmusk']);
    assert.deepEqual(queryRefs(parseCell('$watchlist').query!), []);
    const refs = outputRefs({
      v: 1, title: 'defi: topics', generated: 0, requests: 1, demo: true, notes: [],
      table: { columns: [{ key: 'topic', label: 'Topic', kind: 'text' }, { key: 'title', label: 'Title', kind: 'text' }], rows: [['aave', 'Aave'], [null, 'x'], [7, null]] },
    });
    assert.deepEqual(refs, [{ kind: 'topic', id: 'aave', title: 'Aave' }, { kind: 'topic', id: '7', title: '7' }]);
  });

  it("names the sectors a notebook's coins lists show, each once, hostile text left out", () => {
    const sectors = outputSectors({
      v: 1, title: 'Top 2 coins', generated: 0, requests: 1, demo: true, notes: [],
      table: { columns: [{ key: 'categories', label: 'Sectors', kind: 'text' }], rows: [['defi,Layer-1'], ['defi, meme,<img src=x>'], [null]] },
    });
    assert.deepEqual(sectors, ['defi', 'layer-1', 'meme']);
  });
});
