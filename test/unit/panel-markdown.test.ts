import * as assert from 'node:assert/strict';
import type { Post, TopicSummary } from '../../src/service/api/types';
import { mdLinkText } from '../../src/shared/format/markdown';
import { buildMarkdown } from '../../src/shared/render/markdown';
import { mdLink } from '../../src/shared/render/markdownParts';
import type { PanelData } from '../../src/shared/render/panelData';
import { safeMarkdown } from '../../src/shared/render/safeMarkdown';
import { headings, previewWithoutLinkify, unsafeMarkup } from './markdown-oracle';

const HOSTILE = '<img src=x onerror=alert(1)> | **b** [x](javascript:alert(1))\n# heading';
const meta = { generated: 1_700_000_000, stale: false, fromCache: false };

const summary: TopicSummary = {
  topic: 'bitcoin', title: HOSTILE, topic_rank: 4, related_topics: ['ethereum', HOSTILE], categories: ['cryptocurrencies'],
  types_count: { tweet: 10, 'brand-new': 3, 'evil|key': 1 }, types_interactions: { tweet: 900, 'brand-new': 100 },
  types_sentiment: { tweet: 80, 'brand-new': 40 }, types_sentiment_detail: { tweet: { positive: 8, neutral: 1, negative: 1 } },
  interactions_24h: 1_234_567, num_contributors: 3456, num_posts: 789, trend: 'up',
};

const post = (link: string | undefined): Post => ({
  id: '1', post_type: 'tweet', post_title: HOSTILE, post_link: link, post_sentiment: 4,
  creator_name: 'alice', creator_display_name: 'Alice | A', interactions_24h: 5000,
});

function tableRows(md: string): string[] {
  return md.split('\n').filter((l) => l.startsWith('|'));
}

describe('panels: markdown builder', () => {
  const data: PanelData = {
    summary: { data: summary, meta: { ...meta, stale: true, staleReason: 'The service could not be reached.' } },
    rank: { data: { rank: 4, previous1h: 4, previous24h: 9 }, meta },
    whatsup: { data: { summary: HOSTILE, supportive: [{ title: 'ETF', description: 'Inflows', percent: 30 }], critical: [] }, meta },
    posts: { data: { posts: [post('https://x.example/p?a=(1)'), post('javascript:alert(1)')], query: {} }, meta },
    series: { data: { points: [{ time: 1_700_000_000, interactions: 5 }, { time: 1_700_003_600, interactions: 9, close: 3.5 }], query: { bucket: 'hour', interval: '1w' }, bucket: 'hour' }, meta },
  };
  const md = buildMarkdown({ view: 'topic', ref: { kind: 'topic', id: 'bitcoin', title: 'Bitcoin' }, data });

  it('has the key figures, exact, each with its unit: the rank movement and the weighted sentiment', () => {
    assert.match(md, /\| Topic rank \| 4 \(up 5 places in 24 h on the trending list\) \|/);
    assert.match(md, /\| Interactions 24 h \| 1,234,567 \|/);
    assert.match(md, /\| Interactions trend \| rising \|/);
    // (80*900 + 40*100) / 1000
    assert.match(md, /\| Sentiment across networks \(%\) \| 76 \|/);
  });

  it('the rank\'s move is the trending list\'s own: the summary\'s rank is never set against the list\'s earlier one', () => {
    const moved = (rank: { rank?: number; previous1h?: number; previous24h?: number }): string => {
      const note = buildMarkdown({ view: 'topic', ref: { kind: 'topic', id: 'bitcoin', title: 'Bitcoin' }, data: { ...data, summary: { data: { ...summary, topic_rank: 3 }, meta }, rank: { data: rank, meta } } });
      return tableRows(note).find((l) => l.startsWith('| Topic rank |'))!;
    };
    assert.equal(moved({ rank: 5, previous1h: 7, previous24h: 5 }), '| Topic rank | 3 (unchanged in 24 h on the trending list) |', 'the list has had it at 5 all day');
    assert.equal(moved({ rank: 5, previous24h: 7 }), '| Topic rank | 3 (up 2 places in 24 h on the trending list) |');
    assert.equal(moved({ previous24h: 7 }), '| Topic rank | 3 |', 'not on the list now: no move of it');
  });

  it('lists every network key the service sent, by the names people use', () => {
    assert.match(md, /\| Network \| Posts on the network \| Interactions on the network \| Sentiment on the network \(%\) \| Positive posts \| Neutral posts \| Negative posts \| Positive share of posts \(%\) \|/);
    assert.match(md, /\| X post \| 10 \| 900 \| 80 \| 8 \| 1 \| 1 \| 80 \|/);
    assert.match(md, /\| brand\\-new \| 3 \| 100 \| 40 \| — \| — \| — \| — \|/);
  });

  it('marks stale data with the reason', () => {
    assert.match(md, /\(stale: The service could not be reached\\\.\)/);
  });

  it('keeps service text as text: no HTML, no injected links, headings or table cells', () => {
    assert.deepEqual(unsafeMarkup(md), []);
    assert.equal(headings(md)[0]!.text, HOSTILE.replace('\n', ' '));
    assert.ok(!headings(md).some((h) => h.text === 'heading'));
    // an unescaped | inside a cell would add a column: every row has as many as its header
    const unescapedPipes = (line: string): number => (line.match(/(?<!\\)\|/g) ?? []).length;
    for (const block of md.split('\n\n').filter((b) => b.startsWith('|'))) {
      const lines = block.split('\n');
      for (const line of lines) assert.equal(unescapedPipes(line), unescapedPipes(lines[0]!), line);
    }
  });

  it('is already what the note neutralisation makes of it (Copy as Markdown runs it too)', () => {
    assert.equal(safeMarkdown(md), md);
  });

  it('links only http(s) URLs, parentheses included', () => {
    assert.match(md, /\]\(<https:\/\/x\.example\/p\?a=\(1\)>\)/);
    assert.equal((md.match(/\]\(</g) ?? []).length, 1);
    assert.equal(mdLink('x', 'file:///etc/passwd'), 'x');
    assert.equal(mdLink('a]b', 'https://ok.example/'), '[a\\]b](<https://ok.example/>)');
  });

  it('escapes a link\'s text only where it would act there, so a title reads as written in the raw note (failed before: "Bitcoin \\(BTC\\) hits $100k\\!")', () => {
    const url = 'https://ok.example/';
    assert.equal(mdLink('Bitcoin (BTC) hits $100k! Is it #1? 50% up - a "must-read".', url), '[Bitcoin (BTC) hits $100k! Is it #1? 50% up - a "must-read".](<https://ok.example/>)');
    // what acts in a link's text stays escaped: brackets (also a lone one, and one after a backslash), emphasis, code, tags, a trailing backslash
    assert.equal(mdLink('[x](javascript:alert(1)) ] \\[ *b* `c` <img src=x> end\\', url),
      '[\\[x\\](javascript:alert(1)) \\] \\\\\\[ \\*b\\* \\`c\\` \\<img src=x> end\\\\](<https://ok.example/>)');
    for (const hostile of [HOSTILE, '](javascript:alert(1)) [', '![img](https://x.example/i.png)', '\\]', '<https://evil.example>']) {
      const md = `- ${mdLink(hostile, url)}`;
      assert.deepEqual(unsafeMarkup(md), [], hostile);
      assert.equal((md.match(/\]\(</g) ?? []).length, 1, hostile);
    }
  });

  it('writes the title of a post whose address is not http(s) as the link\'s text would be, escaped only where markdown acts (failed before: "Bitcoin \\(BTC\\) hits $100k\\!")', () => {
    for (const url of ['file:///etc/passwd', 'javascript:alert(1)', undefined]) {
      assert.equal(mdLink('Bitcoin (BTC) hits $100k! Is it #1? 50% up - a "must-read".', url), 'Bitcoin (BTC) hits $100k! Is it #1? 50% up - a "must-read".');
      assert.equal(mdLink('[x](javascript:alert(1)) *b* <img src=x> end\\', url), mdLinkText('[x](javascript:alert(1)) *b* <img src=x> end\\'));
      // at the start of a list item, what would open a block there stays text
      assert.equal(mdLink('# heading', url), '\\# heading');
      assert.equal(mdLink('1. first', url), '1\\. first');
      for (const hostile of [HOSTILE, '](javascript:alert(1)) [', '![img](https://x.example/i.png)', '<https://evil.example>', '> quote', '```js', '- item']) {
        const md = `- ${mdLink(hostile, url)}: 5 interactions`;
        assert.deepEqual(unsafeMarkup(md), [], hostile);
        assert.deepEqual(headings(md), [], hostile);
        assert.equal(md.split('\n').length, 1, hostile);
        assert.equal(previewWithoutLinkify.render(md).match(/<(?!\/?(?:ul|li|p|em|strong)>)[a-z]/g), null, `${hostile}: ${previewWithoutLinkify.render(md)}`);
      }
    }
  });

  it('summarises the time series', () => {
    assert.match(md, /2 points by hour \(interval 1w\)/);
    const one = buildMarkdown({ view: 'topic', ref: { kind: 'topic', id: 'bitcoin', title: 'Bitcoin' },
      data: { series: { data: { points: [{ time: 1_700_000_000, interactions: 5 }], query: { bucket: 'day', interval: '1w' }, bucket: 'day' }, meta } } });
    assert.match(one, /1 point by day \(interval 1w\), at [^.]+ UTC\./, 'one point in the singular, at its time');
    assert.match(md, /Peak Interactions per hour: 9 at /);
    assert.match(md, /Latest Close \(USD\): 3\.5 at /);
  });

  it('says when the data is demo data, and only then', () => {
    assert.match(md, /^\*Social Pulse · topic bitcoin · generated /m);
    assert.doesNotMatch(md, /demo/i);
    const demo = buildMarkdown({ view: 'topic', ref: { kind: 'topic', id: 'bitcoin', title: 'Bitcoin' }, data, demo: true });
    assert.match(demo, /^\*Social Pulse \(demo data\) · topic bitcoin · generated /m);
    const coins = buildMarkdown({ view: 'coins', ref: { kind: 'coin', id: '', title: 'Coins' }, data: {}, demo: true });
    assert.match(coins, /^\*Social Pulse \(demo data\) · /m);
  });

  it('writes the coins table as filtered and sorted on screen', () => {
    const coins = { data: { page: 0, source: 'v2' as const, complete: true, coins: [
      { id: 1, symbol: 'AAA', name: 'A|pipe', price: 1 }, { id: 2, symbol: 'BBB', name: 'B', price: 5 }, { id: 3, symbol: 'CCC', name: 'C', price: 3 },
    ] }, meta };
    const text = buildMarkdown({ view: 'coins', ref: { kind: 'coin', id: '', title: 'Coins' }, data: { coins }, coinsView: { sort: 'price', desc: true, filter: '', sector: '' } });
    assert.match(text, /3 coins \(live\)/);
    const rows = tableRows(text).slice(2);
    assert.deepEqual(rows.map((r) => r.split(' | ')[1]), ['BBB', 'CCC', 'AAA']);
    assert.match(text, /A\\\|pipe/);
  });
});
