import * as assert from 'node:assert/strict';
import type { Coin, Post } from '../../src/service/api/types';
import { csvCell, toCsv } from '../../src/shared/protocol/csv';
import type { PanelData } from '../../src/shared/render/panelData';
import { buildTable } from '../../src/shared/render/tables';

const meta = { generated: 1_700_000_000, stale: false, fromCache: false };

describe('panels: CSV builder', () => {
  it('quotes cells with commas, quotes and line breaks', () => {
    assert.equal(csvCell('plain'), 'plain');
    assert.equal(csvCell('a,b'), '"a,b"');
    assert.equal(csvCell('say "hi"'), '"say ""hi"""');
    assert.equal(csvCell('two\nlines'), '"two\nlines"');
    assert.equal(csvCell('cr\rhere'), '"cr\rhere"');
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    assert.equal(csvCell('=HYPERLINK("http://evil","x")'), `"'=HYPERLINK(""http://evil"",""x"")"`);
    assert.equal(csvCell('+1'), "'+1");
    assert.equal(csvCell('-2+3'), "'-2+3");
    assert.equal(csvCell('@SUM(A1)'), "'@SUM(A1)");
    assert.equal(csvCell('\t=1'), "'\t=1");
    assert.equal(csvCell('a=1'), 'a=1');
  });

  it('writes numbers as numbers, negative ones too, and blanks for missing values', () => {
    assert.equal(csvCell(-1.5), '-1.5');
    assert.equal(csvCell(0), '0');
    assert.equal(csvCell(Number.NaN), '');
    assert.equal(csvCell(undefined), '');
    assert.equal(csvCell(null), '');
    assert.equal(csvCell(true), 'true');
  });

  it('joins rows with CRLF and ends with one', () => {
    assert.equal(toCsv({ columns: ['a', 'b'], rows: [[1, 'x,y'], [undefined, '=1']] }), `a,b\r\n1,"x,y"\r\n,'=1\r\n`);
  });
});

describe('panels: exported tables', () => {
  const post: Post = {
    id: '1', post_type: 'tweet', post_title: '=cmd|" /C calc"!A0', post_created: 1_700_000_000, post_sentiment: 3.5,
    creator_name: 'a', interactions_24h: 10, post_link: 'https://x.example/1', post_image: 'https://x.example/i.png',
  };

  it('exports posts with raw values and a neutralised title', () => {
    const data: PanelData = { posts: { data: { posts: [post], query: {} }, meta } };
    const csv = toCsv(buildTable('posts', data)!);
    const [head, row] = csv.split('\r\n');
    assert.equal(head, 'created,network,title,creator,creator_display_name,creator_followers,sentiment_1_to_5,interactions_24h,interactions_total,link');
    assert.equal(row, `2023-11-14T22:13:20Z,tweet,"'=cmd|"" /C calc""!A0",a,,,3.5,10,,https://x.example/1`);
  });

  it('a time beyond what a date holds (1e20 s from a misbehaving service) is a blank cell, and the rest of the table is exported', () => {
    const far: Post = { ...post, id: '2', post_created: 1e20 };
    const csv = toCsv(buildTable('posts', { posts: { data: { posts: [far, post], query: {} }, meta } })!);
    const [, farRow, row] = csv.split('\r\n');
    assert.match(farRow!, /^,tweet,/);
    assert.match(row!, /^2023-11-14T22:13:20Z,tweet,/);
    const series = buildTable('series', { series: { data: { points: [{ time: 1e20, interactions: 1 }, { time: 1_700_000_000, interactions: 2 }] }, meta } } as PanelData)!;
    assert.deepEqual(series.rows, [[undefined, 1], ['2023-11-14T22:13:20Z', 2]]);
  });

  it('adds images to news', () => {
    const table = buildTable('news', { news: { data: [post], meta } })!;
    assert.equal(table.columns.at(-1), 'image');
    assert.equal(table.rows[0]!.at(-1), 'https://x.example/i.png');
  });

  it('exports a network row for every key the service sent', () => {
    const data: PanelData = { summary: { meta, data: {
      topic: 't', title: 'T', related_topics: [], types_count: { tweet: 1, 'brand-new': 2 },
      types_interactions: { tweet: 5 }, types_sentiment: { 'only-sentiment': 70 },
      types_sentiment_detail: { tweet: { positive: 1, neutral: 2, negative: 3 } },
    } } };
    const table = buildTable('networks', data)!;
    assert.deepEqual(table.rows.map((r) => r[0]).sort(), ['brand-new', 'only-sentiment', 'tweet']);
    // each figure's column named with its unit; the counted positive share beside the counts
    assert.deepEqual(table.columns, ['network', 'network_posts', 'network_interactions', 'network_sentiment_percent', 'posts_positive', 'posts_neutral',
      'posts_negative', 'positive_share_percent']);
    assert.deepEqual(table.rows.find((r) => r[0] === 'tweet'), ['tweet', 1, 5, undefined, 1, 2, 3, 16.7]);
  });

  it('exports the coins the person sees: filtered, in the sector, sorted', () => {
    const coins: Coin[] = [
      { id: 1, symbol: 'BTC', name: 'Bitcoin', price: 2, categories: 'layer-1' },
      { id: 2, symbol: 'ETH', name: 'Ethereum', price: 3, categories: 'layer-1,defi' },
      { id: 3, symbol: 'UNI', name: 'Uniswap', price: 1, categories: 'defi' },
      { id: 4, symbol: 'NOP', name: 'No price', categories: 'defi' },
    ];
    const data: PanelData = { coins: { data: { coins, page: 0, source: 'v1', complete: true }, meta } };
    const table = buildTable('coins', data, { sort: 'price', desc: true, filter: '', sector: 'defi' })!;
    assert.deepEqual(table.rows.map((r) => r[0]), ['2', '3', '4']);
    assert.equal(table.rows[0]!.at(-1), 'eth');
  });

  it('has no table before its section has data', () => {
    for (const id of ['figures', 'networks', 'series', 'posts', 'news', 'creators', 'themes', 'topics', 'coins'] as const) {
      assert.equal(buildTable(id, {}), undefined, id);
    }
  });
});
