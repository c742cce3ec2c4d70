import * as assert from 'node:assert/strict';
import { decodeBody, parseJson } from '../../src/service/api/decode';
import { isServiceError } from '../../src/service/api/errors';

function badResponse(fn: () => unknown): void {
  assert.throws(fn, (e: unknown) => isServiceError(e) && e.kind === 'bad-response');
}

describe('decode: envelopes', () => {
  it('reads the documented {config, data} form without oddities', () => {
    const d = decodeBody('topicList', { data: [{ topic: 'bitcoin', title: 'Bitcoin', topic_rank: 1 }] });
    assert.deepEqual(d.data, [{ topic: 'bitcoin', title: 'Bitcoin', topic_rank: 1 }]);
    assert.deepEqual(d.oddities, []);
  });

  it('accepts a bare list where {data: [...]} was expected, and says so', () => {
    const d = decodeBody('posts', [{ id: '1', post_type: 'news', post_title: 'T' }]);
    assert.equal(d.data.length, 1);
    assert.match(d.oddities.join('\n'), /bare list/);
  });

  it('accepts a bare object where {config, data: {...}} was expected', () => {
    const d = decodeBody('topicSummary', { topic: 'bitcoin', title: 'Bitcoin', num_posts: 5 });
    assert.equal(d.data.topic, 'bitcoin');
    assert.equal(d.data.num_posts, 5);
    assert.deepEqual(d.data.related_topics, []);
    assert.deepEqual(d.data.types_count, {});
    assert.match(d.oddities.join('\n'), /no "data" envelope/);
  });

  it('reads whatsup at the top level (its documented form) without oddities', () => {
    const d = decodeBody('whatsup', {
      config: { topic: 'bitcoin', generated: 1700000000 },
      summary: 'Up.', supportive: [{ title: 'ETF', description: 'flows', percent: '40' }], critical: [],
    });
    assert.equal(d.data.summary, 'Up.');
    assert.deepEqual(d.data.supportive, [{ title: 'ETF', description: 'flows', percent: 40 }]);
    assert.equal(d.config.generated, 1700000000);
    assert.deepEqual(d.oddities, ['"supportive.percent" arrived as text; read as a number']);
  });

  it('reads "data" sent as an object of entries as a list', () => {
    const d = decodeBody('coinList', { data: { a: { id: 1, symbol: 'BTC', name: 'Bitcoin' }, b: { id: 2, symbol: 'ETH', name: 'Ethereum' } } });
    assert.deepEqual(d.data.map((c) => c.symbol), ['BTC', 'ETH']);
    assert.equal(d.oddities.length, 1);
  });

  it('a coin\'s or stock\'s sectors sent as a list (as a topic\'s are) are read as comma-separated text', () => {
    const coins = decodeBody('coinList', { data: [{ id: 1, symbol: 'USDC', name: 'USD Coin', categories: ['stablecoin', 'ethereum-ecosystem'] }] });
    assert.equal(coins.data[0]!.categories, 'stablecoin,ethereum-ecosystem');
    assert.deepEqual(coins.oddities, ['"categories" arrived as a list; read as comma-separated text']);
    const stocks = decodeBody('stockList', { data: [{ id: 2, symbol: 'NVDA', name: 'Nvidia', categories: ['ai', 3, null] }] });
    assert.equal(stocks.data[0]!.categories, 'ai,3');
    // the text the service documents is read as sent, without a note
    const text = decodeBody('coinList', { data: [{ id: 1, symbol: 'USDC', name: 'USD Coin', categories: 'stablecoin,ethereum-ecosystem' }] });
    assert.equal(text.data[0]!.categories, 'stablecoin,ethereum-ecosystem');
    assert.deepEqual(text.oddities, []);
  });

  it('a body with no usable data is a bad-response, never a crash', () => {
    for (const body of [null, 42, 'text', {}, { config: {} }, { data: null }, { error: 'Invalid endpoint (2)' }, { data: 'x' }]) {
      badResponse(() => decodeBody('topicList', body));
      badResponse(() => decodeBody('topicSummary', body));
    }
    badResponse(() => decodeBody('whatsup', { config: { topic: 'x' } }));
    badResponse(() => decodeBody('whatsup', { summary: '', supportive: [], critical: [] }));
    badResponse(() => decodeBody('coin', { data: { price: 3 } }));
  });

  it('a list whose every entry is unreadable is a bad-response; an empty list is fine', () => {
    badResponse(() => decodeBody('posts', { data: [1, 'x', null, { post_title: 'no id' }] }));
    assert.deepEqual(decodeBody('posts', { data: [] }).data, []);
  });
});

describe('decode: fields', () => {
  it('repairs numbers sent as text and ids sent as numbers, and notes each kind once', () => {
    const d = decodeBody('posts', {
      data: [
        { id: 111, post_type: 'tweet', post_title: 'a', interactions_24h: '1200', post_sentiment: ' 3.5 ' },
        { id: 222, post_type: 'tweet', post_title: 'b', interactions_24h: '7' },
      ],
    });
    assert.equal(d.data[0]!.id, '111');
    assert.equal(d.data[0]!.interactions_24h, 1200);
    assert.equal(d.data[0]!.post_sentiment, 3.5);
    assert.equal(d.data[1]!.interactions_24h, 7);
    assert.deepEqual(d.oddities, [
      '"id" arrived as a number; read as text',
      '"interactions_24h" arrived as text; read as a number',
      '"post_sentiment" arrived as text; read as a number',
    ]);
  });

  it('drops unreadable values instead of passing NaN or strings on', () => {
    const d = decodeBody('timeSeries', { data: [{ time: 1, sentiment: 'lots', interactions: true, close: null, spam: {} }] });
    const p = d.data[0]!;
    assert.equal(p.sentiment, undefined);
    assert.equal(p.interactions, undefined);
    assert.equal(p.close, undefined);
    assert.equal(p.spam, undefined);
    assert.ok(!('sentiment' in p));
    assert.equal(d.oddities.filter((o) => o.includes('not a number')).length, 3);
  });

  it('null and missing optional fields are normal, not oddities', () => {
    const d = decodeBody('topicList', { data: [{ topic: 'x', title: 'X', topic_rank: null }] });
    assert.deepEqual(d.oddities, []);
    assert.ok(!('topic_rank' in d.data[0]!));
  });

  it('keeps unknown item fields in `extra` and unknown config keys in config', () => {
    const d = decodeBody('topicList', { config: { generated: 1_700_000_000, brand_new: 'yes' }, data: [{ topic: 'x', title: 'X', hype: 9, nested: { a: 1 } }] });
    assert.deepEqual(d.data[0]!.extra, { hype: 9, nested: { a: 1 } });
    assert.equal(d.config.brand_new, 'yes');
    assert.deepEqual(d.oddities, []);
  });

  it('keeps every network key of the types_* maps, including unknown ones', () => {
    const d = decodeBody('topicSummary', {
      data: {
        topic: 'bitcoin', title: 'Bitcoin',
        types_count: { tweet: 10, 'reddit-post': '4', 'brand-new-network': 1, bad: 'x' },
        types_sentiment_detail: { tweet: { positive: 1, neutral: '2', negative: 3 }, odd: 7 },
      },
    });
    assert.deepEqual(d.data.types_count, { tweet: 10, 'reddit-post': 4, 'brand-new-network': 1 });
    assert.deepEqual(d.data.types_sentiment_detail, { tweet: { positive: 1, neutral: 2, negative: 3 } });
    assert.deepEqual(d.data.types_interactions, {});
    // network names are folded so a new network does not make a new note per key
    assert.ok(d.oddities.includes('"types_count.*" arrived as text; read as a number'));
  });

  it('a network key named __proto__ is kept as data and cannot change prototypes', () => {
    const body = JSON.parse('{"data":{"topic":"x","title":"X","types_count":{"__proto__":{"polluted":1},"tweet":1},"__proto__":{"polluted":1}}}') as unknown;
    const d = decodeBody('topicSummary', body);
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
    assert.equal((d.data as unknown as Record<string, unknown>).polluted, undefined);
    assert.equal(d.data.types_count.tweet, 1);
    assert.deepEqual(Object.getPrototypeOf(d.data.types_count), Object.prototype);
  });

  it('repairs missing identifiers from what is known, else drops the entry', () => {
    const d = decodeBody('topicList', { data: [{ title: 'Solana' }, { topic: 'eth' }, { num_posts: 3 }] });
    assert.deepEqual(d.data.map((t) => [t.topic, t.title]), [['solana', 'Solana'], ['eth', 'eth']]);
    assert.ok(d.oddities.some((o) => o.includes('could not be read')));
    const s = decodeBody('categorySummary', { data: { num_posts: 1 } }, 'defi');
    assert.equal(s.data.topic, 'defi');
    assert.equal(s.data.title, 'defi');
    const c = decodeBody('creators', { data: [{ creator_id: 'tweet::42' }] });
    assert.equal(c.data[0]!.creator_name, '42');
  });

  it('reads the category topics list where topic arrives as an integer', () => {
    const d = decodeBody('categoryTopics', { data: [{ topic: 1, title: 'Bitcoin', social_dominance: '12.5' }] });
    assert.equal(d.data[0]!.topic, '1');
    assert.equal(d.data[0]!.social_dominance, 12.5);
  });

  it('accepts lists sent as comma-separated text and a trend in any case', () => {
    const d = decodeBody('topicSummary', { data: { topic: 'x', title: 'X', categories: 'defi, layer-1', trend: 'UP', related_topics: ['a', 3, null] } });
    assert.deepEqual(d.data.categories, ['defi', 'layer-1']);
    assert.equal(d.data.trend, 'up');
    assert.deepEqual(d.data.related_topics, ['a', '3']);
    const bad = decodeBody('topicSummary', { data: { topic: 'x', title: 'X', trend: 'sideways' } });
    assert.equal(bad.data.trend, undefined);
  });

  it('a list field sent as anything but a list (or comma-separated text) is left out, and said', () => {
    const d = decodeBody('topicSummary', { data: { topic: 'x', title: 'X', related_topics: 7, categories: null } });
    assert.deepEqual(d.data.related_topics, []);
    assert.deepEqual(d.data.categories, []);
    assert.deepEqual(d.oddities, ['"related_topics" was not a list; left out']);
    const themes = decodeBody('whatsup', { config: { topic: 'x', generated: 1700000000 }, summary: 'Up.', supportive: { title: 'ETF' }, critical: [] });
    assert.deepEqual(themes.data.supportive, []);
    assert.deepEqual(themes.oddities, ['"supportive" was not a list; left out']);
    const meta = decodeBody('coinMeta', { data: { id: 1, name: 'Coin', symbol: 'CN', blockchain: 'ethereum' } });
    assert.deepEqual(meta.data.blockchain, []);
    assert.deepEqual(meta.oddities, ['"blockchain" was not a list; left out']);
  });

  it('sorts an out-of-order time series and drops points without a time', () => {
    const d = decodeBody('timeSeries', { config: { bucket: 'hour' }, data: [{ time: 3 }, { time: '1' }, { close: 5 }, { time: 2 }] });
    assert.deepEqual(d.data.map((p) => p.time), [1, 2, 3]);
    assert.ok(d.oddities.some((o) => o.includes('out of order')));
    assert.equal(d.config.bucket, 'hour');
  });

  it('reads config echoes: metrics as text or list, desc as 1, generated in ms', () => {
    const d = decodeBody('coinList', { config: { metrics: 'a,b', desc: 1, limit: '10', generated: 1700000000123 }, data: [{ id: '1', symbol: 'BTC' }] });
    assert.deepEqual(d.config.metrics, ['a', 'b']);
    assert.equal(d.config.desc, true);
    assert.equal(d.config.limit, 10);
    assert.equal(d.config.generated, 1700000000);
    assert.equal(d.data[0]!.name, 'BTC');
  });

  it('reads generated in the unit that makes it a time from 2000 to a day after it arrived; any other is left out and said', () => {
    const received = Date.UTC(2026, 11, 3, 17, 0);
    const generated = (g: number, at = received): { at: number | undefined; oddities: string[] } => {
      const d = decodeBody('coinList', { config: { generated: g }, data: [{ id: '1', symbol: 'BTC', name: 'Bitcoin' }] }, undefined, at);
      return { at: d.config.generated, oddities: d.oddities };
    };
    assert.deepEqual(generated(1_700_000_000_123_456), { at: 1_700_000_000, oddities: ['"generated" was in microseconds; read as seconds'] });
    assert.deepEqual(generated(946_684_800_000), { at: 946_684_800, oddities: ['"generated" was in milliseconds; read as seconds'] });
    assert.deepEqual(generated(received / 1000 + 86_400), { at: received / 1000 + 86_400, oddities: [] }, 'a clock a day ahead');
    const leftOut = ['"generated" was no time from 2000 to now in seconds, milliseconds or microseconds; left out'];
    // seconds far ahead: year 65,000 is no 2033 in milliseconds, nor 2100 one in milliseconds; before 2000; nanoseconds; none
    for (const g of [2e12, 4_102_444_800, 5, 1.7e18, -1, 1e300, Number.MAX_VALUE]) assert.deepEqual(generated(g), { at: undefined, oddities: leftOut }, String(g));
    assert.deepEqual(generated(2e12, 2e15), { at: 2e12, oddities: [] }, 'seconds, where the clock is in year 65,000 too');
  });

  it('keeps text exactly as sent: emoji, right-to-left scripts, markup-like characters', () => {
    const title = '<script>alert(1)</script> 🚀 مرحبا\nline';
    const d = decodeBody('posts', { data: [{ id: 'p', post_type: 'tweet', post_title: title }] });
    assert.equal(d.data[0]!.post_title, title);
  });
});

describe('decode: parseJson', () => {
  it('turns empty, HTML and cut-off bodies into bad-response', () => {
    badResponse(() => parseJson(''));
    badResponse(() => parseJson('  \n'));
    badResponse(() => parseJson('<!doctype html><html>Login</html>'));
    badResponse(() => parseJson('{"data": [1, 2'));
    assert.deepEqual(parseJson(' {"data": []} '), { data: [] });
  });
});

describe('decode: the shapes the real service sends', () => {
  it("a post's image is an object: its address and size are kept", () => {
    const image = { src: 'https://img.example/p.jpg', width: 1200, height: 675 };
    const d = decodeBody('post', { id: '1', type: 'tweet', title: 'T', image }, '1');
    assert.deepEqual(d.data.image, image);
    assert.deepEqual(d.oddities, []);
    // an address alone is read as one, and said; an image without an address is left out
    assert.deepEqual(decodeBody('post', { id: '1', type: 'tweet', image: 'https://img.example/p.jpg' }, '1').data.image, { src: 'https://img.example/p.jpg' });
    const noSrc = decodeBody('post', { id: '1', type: 'tweet', image: { width: 5 } }, '1');
    assert.equal(noSrc.data.image, undefined);
    assert.match(noSrc.oddities.join('\n'), /"image" had no "src"/);
  });

  it("coin meta's videos are one text, kept as sent", () => {
    const videos = 'https://www.youtube.com/watch?v=a, https://www.youtube.com/watch?v=b';
    const d = decodeBody('coinMeta', { data: { id: 1, name: 'Bitcoin', symbol: 'BTC', videos } });
    assert.equal(d.data.videos, videos);
    assert.deepEqual(d.oddities, []);
    const listed = decodeBody('coinMeta', { data: { id: 1, name: 'Bitcoin', symbol: 'BTC', videos: ['https://a.example/1', 'https://a.example/2'] } });
    assert.equal(listed.data.videos, 'https://a.example/1, https://a.example/2');
    assert.match(listed.oddities.join('\n'), /"videos" arrived as a list/);
  });

  it("a deletion answered with the service's error object is no deletion", () => {
    assert.throws(() => decodeBody('searchDeletion', { error: 'Error: That item does not exist' }, 'my-search'), isServiceError);
    assert.throws(() => decodeBody('searchDeletion', { data: { id: 'my-search', deleted: false } }, 'my-search'), /did not delete/);
  });
});
