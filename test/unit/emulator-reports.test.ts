// The markdown variant of the emulator: topic, category, creator and post reports in
// markdown, JSON and CSV.
import * as assert from 'node:assert/strict';
import { startEmulator, type Emulator } from '../../src/service/demo/server';
import { get, NOW, KEY, type Json } from './emulator-helpers';

/** RFC 4180 rows: quoted fields may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') { field += '"'; i++; } else if (ch === '"') quoted = false; else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') { row.push(field); field = ''; } else if (ch === '\r' && text[i + 1] === '\n') { row.push(field); rows.push(row); row = []; field = ''; i++; } else field += ch;
  }
  return rows;
}

describe('emulator reports', () => {
  let emu: Emulator;
  const report = (path: string, key: string | null = KEY) => get(emu.markdownUrl + path, key);

  // the lowest plan with reports, with room for every request of this file in one frozen minute
  before(async () => { emu = await startEmulator({ now: () => NOW, keys: { [KEY]: { plan: 'individual', perMinute: 1000 } } }); });
  after(() => emu.close());

  it('topic: markdown by default', async () => {
    const res = await report('/topic/bitcoin');
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^text\/markdown/);
    assert.match(res.text, /^# Bitcoin \(BTC\)\n/);
    for (const section of ['## Overview', "## What's up", '## Top posts (24h)', '## Top creators (24h)']) assert.ok(res.text.includes(section), section);
  });

  it('topic: JSON and CSV', async () => {
    const json = await report('/topic/bitcoin?format=json');
    assert.match(json.headers.get('content-type') ?? '', /^application\/json/);
    const body = json.json<Json>();
    assert.equal(body.topic, 'bitcoin');
    assert.ok('summary' in body && 'whatsup' in body && Array.isArray(body.time_series));
    const csv = await report('/topic/bitcoin?format=csv');
    assert.match(csv.headers.get('content-type') ?? '', /^text\/csv/);
    const rows = parseCsv(csv.text);
    assert.equal(rows[0]![0], 'time');
    assert.ok(rows.length >= 31 && rows.every((r) => r.length === rows[0]!.length));
  });

  it('category report in all formats', async () => {
    const md = await report('/category/social%20networks');
    assert.equal(md.status, 200);
    assert.ok(md.text.startsWith('# Social Networks') && md.text.includes('## Top topics'));
    assert.equal((await report('/category/gaming?format=json')).json<Json>().category, 'gaming');
    assert.ok(parseCsv((await report('/category/gaming?format=csv')).text).length > 10);
  });

  it('creator report from the creator pool', async () => {
    const creator = emu.data.creators[0]!;
    const md = await report(`/creator/${creator.network.name}/${encodeURIComponent(creator.id)}`);
    assert.equal(md.status, 200);
    assert.ok(md.text.includes(creator.creator_id));
    const json = (await report(`/creator/${creator.network.name}/${encodeURIComponent(creator.id)}?format=json`)).json<{ creator: Json }>();
    assert.equal(json.creator.creator_id, creator.creator_id);
    const csv = parseCsv((await report(`/creator/${creator.network.name}/${encodeURIComponent(creator.id)}?format=csv`)).text);
    assert.ok(csv.every((r) => r.length === csv[0]!.length), 'quoted titles keep the columns');
  });

  it('creator report by screen name, and post report by network name', async () => {
    const creator = emu.data.creators.find((c) => c.network.name === 'reddit')!;
    const json = (await report(`/creator/reddit/${encodeURIComponent(creator.name.toUpperCase())}?format=json`)).json<{ creator: Json }>();
    assert.equal(json.creator.creator_id, creator.creator_id);
    const post = (await get(`${emu.baseUrl}/public/topic/bitcoin/posts/v1`)).json<{ data: Json[] }>().data.find((p) => p.post_type === 'tweet')!;
    const byNetwork = await report(`/post/twitter/${String(post.id)}?format=json`);
    assert.equal(byNetwork.json<{ post: Json }>().post.id, post.id);
  });

  it('market lists: cryptocurrencies and stocks, by market cap, in every format', async () => {
    const coins = await report('/list/cryptocurrencies');
    assert.equal(coins.status, 200);
    assert.match(coins.text, /^# Cryptocurrencies\n/);
    assert.match(coins.text, /\| 1 \| BTC \| Bitcoin \|/);
    const stocks = (await report('/list/stocks?format=json')).json<{ list: string; data: Json[] }>();
    assert.equal(stocks.list, 'stocks');
    assert.deepEqual(stocks.data.slice(0, 3).map((s) => s.market_cap_rank), [1, 2, 3]);
    assert.ok(['AAPL', 'NVDA', 'MSFT'].every((t) => stocks.data.some((s) => s.symbol === t)));
    const csv = parseCsv((await report('/list/stocks?format=csv')).text);
    assert.equal(csv[0]![1], 'symbol');
    assert.ok(csv.length > 50 && csv.every((r) => r.length === csv[0]!.length));
    assert.match((await report('/list/bonds')).json<Json>().error as string, /A list is one of cryptocurrencies, stocks/);
  });

  it('search: what a term adds up to and its recent posts', async () => {
    const md = await report(`/search/${encodeURIComponent('solana news')}`);
    assert.equal(md.status, 200);
    assert.ok(md.text.startsWith('# Search: solana news') && md.text.includes('## Top posts (24h)'));
    const json = (await report('/search/ethereum?format=json')).json<{ query: string; summary: Json; posts: Json[] }>();
    assert.equal(json.query, 'ethereum');
    assert.ok(Number(json.summary.interactions_24h) > 0 && json.posts.length > 0);
    assert.ok(parseCsv((await report('/search/ethereum?format=csv')).text).length > 1);
  });

  it('post report for a post the API listed', async () => {
    const posts = (await get(`${emu.baseUrl}/public/topic/ethereum/posts/v1`)).json<{ data: Json[] }>().data;
    for (const post of posts.slice(0, 6)) {
      const json = await report(`/post/${String(post.post_type)}/${String(post.id)}?format=json`);
      assert.equal(json.status, 200, json.text);
      assert.equal(json.json<{ post: Json }>().post.post_title, post.post_title);
    }
    const csv = parseCsv((await report(`/post/${String(posts[0]!.post_type)}/${String(posts[0]!.id)}?format=csv`)).text);
    assert.equal(csv.length, 2);
    assert.equal(csv[1]![csv[0]!.indexOf('id')], posts[0]!.id);
  });

  describe('what a person reads', () => {
    /** A unix time as a report would show a number: with thousands separators. */
    const asCount = (seconds: number): string => seconds.toLocaleString('en-US');
    const tableRows = (text: string, heading: string): string[] => {
      const from = text.indexOf(`## ${heading}`);
      assert.ok(from >= 0, `no ## ${heading}`);
      return text.slice(from).split('\n\n')[1]!.split('\n').slice(2).filter(Boolean);
    };

    for (const path of ['/topic/bitcoin', '/category/cryptocurrencies']) {
      it(`${path}: the month summarised (first, last, min, max) and its last week by date, no unix times`, async () => {
        const md = (await report(path)).text;
        const points = (await report(`${path}?format=json`)).json<{ time_series: Json[] }>().time_series;
        assert.ok(points.length >= 30);
        for (const p of points) assert.ok(!md.includes(asCount(Number(p.time))), `${asCount(Number(p.time))} in the report`);
        assert.match(md, /\| Figure \| First \| Last \| Lowest \| Highest \|/);
        assert.match(md, /\| Interactions \| [\d,]+ \| [\d,]+ \| [\d,]+ \| [\d,]+ \|/);
        assert.match(md, /\| Sentiment \(%\) \| [1-9]\d* \| [1-9]\d* \| [1-9]\d* \| [1-9]\d* \|/, 'a missing sentiment is no 0');
        const days = tableRows(md, 'Last 7 days');
        assert.equal(days.length, 7);
        assert.ok(days.every((row) => /^\| \d{4}-\d\d-\d\d( \(so far, to \d\d:\d\d UTC\))? \|/.test(row)), days[0]);
        // today is the day so far: its row says so, and the month's last, lowest and highest leave it out
        const soFar = days.filter((row) => row.includes('so far'));
        assert.ok(soFar.length === 0 || (soFar.length === 1 && soFar[0] === days[6]), 'only the last day can be the day so far');
        if (soFar.length) assert.match(md, /## Last 30 days \([\d-]+ to [\d-]+; today so far, to \d\d:\d\d UTC, left out\)/);
      });

      it(`${path}: figures named and in one format as a person reads them: networks by name, dollars with their letter, the 24 hours said`, async () => {
        const md = (await report(path)).text;
        assert.match(md, /\(24h\) figures are the 24 hours before then, not a calendar day; days are calendar days in UTC\./);
        assert.match(md, /\| Network \| Posts \| Interactions \| Sentiment \(%\) \|/);
        assert.ok(tableRows(md, 'By network').every((row) => /^\| (X post|Reddit post|YouTube video|TikTok video|Instagram post|news article) \|/.test(row)), tableRows(md, 'By network')[0]);
        assert.doesNotMatch(md, /\((tweet|reddit-post|youtube-video|tiktok-video|instagram-post),/, 'no network id in a post line');
        assert.doesNotMatch(md, /twitter::|\| (market_cap|posts_active|interactions_24h) \|/, 'no field id where a person reads');
        assert.doesNotMatch(md, /\$\d{4,}\.\d\dB/, 'a trillion is written with its T');
      });
    }

    it('CSV keeps every day, its times in ISO 8601', async () => {
      const rows = parseCsv((await report('/topic/bitcoin?format=csv')).text);
      assert.ok(rows.length >= 31);
      assert.ok(rows.slice(1).every((r) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(r[0]!)), rows[1]![0]);
    });

    it('posts show when they were created as a date and time', async () => {
      const post = (await get(`${emu.baseUrl}/public/topic/ethereum/posts/v1`)).json<{ data: Json[] }>().data[0]!;
      const md = (await report(`/post/${String(post.post_type)}/${String(post.id)}`)).text;
      assert.match(md, /\| post_created \| \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ \|/);
      const creator = String(post.creator_id).split('::');
      const csv = parseCsv((await report(`/creator/${creator[0]!}/${encodeURIComponent(creator[1]!)}?format=csv`)).text);
      const at = csv[0]!.indexOf('post_created');
      assert.ok(csv.length > 1 && csv.slice(1).every((r) => /^\d{4}-\d\d-\d\dT/.test(r[at]!)), csv[1]?.[at]);
    });
  });

  it('404 for unknown items and paths, 400 for bad values', async () => {
    assert.equal((await report('/post/tweet/180000000000000000042')).status, 404);
    assert.equal((await report('/creator/twitter/nobody_at_all')).status, 404);
    assert.equal((await report('/category/not%20a%20category')).status, 404);
    assert.deepEqual((await report('/planet/mars')).json(), { error: 'Invalid endpoint (2)' });
    const format = await report('/topic/bitcoin?format=pdf');
    assert.equal(format.status, 400);
    assert.match(format.json<Json>().error as string, /pdf/);
    assert.match((await report('/topic/a%3Bb')).json<Json>().error as string, /";"/);
  });

  it('needs the same bearer key', async () => {
    assert.equal((await report('/topic/bitcoin', null)).status, 401);
  });
});
