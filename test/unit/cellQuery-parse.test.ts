// The notebook cell language's parser (src/features/notebook/core/cells): every example the README documents
// parses (read from the README itself, so the docs and the parser cannot drift), and every error
// has a message and the range of the words it is about.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describeQuery, parseCell, type CellQuery } from '../../src/features/notebook/core/cells';

const README = fs.readFileSync(path.join(__dirname, '../../../README.md'), 'utf8');

/** The README's section on the cell language: its table's cells, and the cells quoted in its answers. */
function readmeExamples(): { cells: string[]; quoted: string[] } {
  const section = README.split(/^## Pulse notebook cells: the query language$/m)[1]?.split(/^## /m)[0];
  assert.ok(section, 'the README has the cell language section');
  const rows = section.split('\n').filter((l) => /^\| `/.test(l));
  const cells = rows.map((l) => /^\| `([^`]+)` \|/.exec(l)![1]!);
  const quoted = rows.flatMap((l) => [...l.split('|')[2]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!))
    .filter((q) => /^(topic|category|coin|stock|nft|creator|coins|stocks|nfts|compare|report|search|changes|\$watchlist)\b/i.test(q) && q.includes(' ') || q.startsWith('$watchlist'));
  return { cells, quoted };
}

/** The issue's own examples (issue 24). */
const ISSUE_EXAMPLES = [
  'topic bitcoin', 'topic bitcoin series interactions,sentiment 1m by day', 'coins top 10 by galaxy_score in defi',
  'stocks top 5 by market_cap', 'creator twitter/elonmusk posts 7d', 'compare bitcoin, ethereum, solana on interactions',
  'category defi topics', 'report bitcoin', 'search "etf approval"', 'changes', 'https://lunarcrush.com/topic/bitcoin',
  '$watchlist', '$watchlist.coins',
];

function parsed(text: string): CellQuery {
  const p = parseCell(text);
  assert.deepEqual(p.problems, [], `${text}: ${p.problems.map((x) => x.message).join('; ')}`);
  assert.ok(p.query, text);
  return p.query;
}

function problemOf(text: string): { message: string; words: string } {
  const p = parseCell(text);
  assert.equal(p.query, undefined, `${text} should not parse`);
  assert.equal(p.problems.length, 1, text);
  const problem = p.problems[0]!;
  assert.equal(problem.severity, 'error');
  assert.ok(problem.message.length > 10, `${text}: a message that says something`);
  assert.ok(problem.start >= 0 && problem.start < problem.end && problem.end <= text.length, `${text}: range ${problem.start}-${problem.end}`);
  return { message: problem.message, words: text.slice(problem.start, problem.end) };
}

describe('notebook cells: the query language parser', () => {
  it("parses every example of the README's section, and every cell its answers quote", () => {
    const { cells, quoted } = readmeExamples();
    assert.ok(cells.length >= 15, `${cells.length} examples`);
    assert.ok(quoted.length >= 5, `${quoted.length} quoted cells`);
    for (const text of [...cells, ...quoted]) assert.ok(describeQuery(parsed(text)).length > 3, text);
  });

  it("parses the issue's examples into the questions they ask", () => {
    for (const text of ISSUE_EXAMPLES) parsed(text);
    assert.deepEqual(parsed('topic bitcoin series interactions,sentiment 1m by day'), {
      kind: 'series', subjects: { kind: 'items', refs: [{ kind: 'topic', id: 'bitcoin', title: 'bitcoin' }] },
      metrics: ['interactions', 'sentiment'], interval: '1m', bucket: 'day',
    });
    assert.deepEqual(parsed('coins top 10 by galaxy_score in defi'), { kind: 'top', list: 'coins', limit: 10, sort: 'galaxy_score', desc: true, sector: 'defi' });
    assert.deepEqual(parsed('stocks top 5 by market_cap'), { kind: 'top', list: 'stocks', limit: 5, sort: 'market_cap', desc: true });
    assert.deepEqual(parsed('creator twitter/elonmusk posts 7d'), { kind: 'posts', subject: { kind: 'creator', id: 'twitter::elonmusk', title: 'twitter/elonmusk' }, days: 7 });
    const compare = parsed('compare bitcoin, ethereum, solana on interactions');
    assert.equal(compare.kind, 'compare');
    assert.deepEqual(compare.kind === 'compare' && compare.subjects.kind === 'items' && compare.subjects.refs.map((r) => r.id), ['bitcoin', 'ethereum', 'solana']);
    assert.deepEqual(parsed('search "etf approval"'), { kind: 'search', term: 'etf approval' });
    assert.deepEqual(parsed('$watchlist.coins'), { kind: 'summary', subjects: { kind: 'watchlist', only: 'coin' } });
    assert.deepEqual(parsed('https://lunarcrush.com/coins/btc/bitcoin'), { kind: 'summary', subjects: { kind: 'items', refs: [{ kind: 'coin', id: 'btc', title: 'btc' }] } });
    assert.deepEqual(parsed('https://x.com/elonmusk'), { kind: 'summary', subjects: { kind: 'items', refs: [{ kind: 'creator', id: 'twitter::elonmusk', title: 'twitter/elonmusk' }] } });
  });

  it('reads names with spaces, quoted or not, and words in any case', () => {
    const q = parsed('Topic Solana Meme Coin SERIES Interactions');
    assert.ok(q.kind === 'series' && q.subjects.kind === 'items');
    assert.equal(q.subjects.refs[0]!.id, 'solana meme coin');
    assert.deepEqual(q.metrics, ['interactions']);
    assert.equal(q.bucket, 'hour', 'a week by hour when nothing is said');
    const quoted = parsed('topic "solana meme coin"');
    assert.ok(quoted.kind === 'summary' && quoted.subjects.kind === 'items' && quoted.subjects.refs[0]!.id === 'solana meme coin');
  });

  it('a name whose last word is close to a keyword reads as the name, with a warning on that word', () => {
    const text = 'topic bitcoin sereis';
    const p = parseCell(text);
    assert.ok(p.query?.kind === 'summary');
    assert.equal(p.problems.length, 1);
    assert.equal(p.problems[0]!.severity, 'warning');
    assert.match(p.problems[0]!.message, /Did you mean "series"\?/);
    assert.equal(text.slice(p.problems[0]!.start, p.problems[0]!.end), 'sereis');
  });

  it('curly quotes pasted from a document read as straight ones, every problem still on its words', () => {
    assert.deepEqual(parsed('search “etf approval”'), parsed('search "etf approval"'));
    assert.deepEqual(parsed('topic “solana meme coin”'), parsed('topic "solana meme coin"'));
    assert.deepEqual(parsed('report “bitcoin”'), parsed('report bitcoin'));
    assert.deepEqual(parsed('compare “bitcoin”, “solana meme coin” on interactions'), parsed('compare bitcoin, "solana meme coin" on interactions'));
    const cases: [string, string, RegExp][] = [
      ['compare “bitcoin”, “ethereum” on sentimnt', 'sentimnt', /Did you mean "sentiment"\?/],
      ['search “etf approval” now', 'now', /a search takes one term/],
      ['topic “solana meme coin', '“solana meme coin', /no closing quote/],
    ];
    for (const [text, words, message] of cases) {
      const p = problemOf(text);
      assert.equal(p.words, words, `${text}: underlines "${p.words}"`);
      assert.match(p.message, message, text);
    }
  });

  it('a mistyped keyword inside a name running to the end, before a period or a metric, is warned about too', () => {
    const cases: [string, string, string][] = [
      ['topic bitcoin post 7d', 'post', 'posts'],
      ['topic bitcoin seris 1m', 'seris', 'series'],
      ['topic bitcoin sereis interactions 1m', 'sereis', 'series'],
      ['compare bitcoin, ethereum onn interactions', 'onn', 'on'],
    ];
    for (const [text, words, meant] of cases) {
      const warnings = parseCell(text).problems.filter((x) => x.severity === 'warning');
      assert.deepEqual(warnings.map((x) => text.slice(x.start, x.end)), [words], text);
      assert.match(warnings[0]!.message, new RegExp(`^This reads as part of the name ".+"\\. Did you mean "${meant}"\\?$`), text);
    }
    // real names with several words: no keyword is close, or a keyword or a comma ends the name as written
    for (const text of ['topic solana meme coin', 'compare bitcoin, bank of america on interactions', 'compare bank of america, bitcoin on interactions']) parsed(text);
  });

  it('a long interval by hour reads, with a warning on the bucket', () => {
    const text = 'topic bitcoin series interactions 1y by hour';
    const p = parseCell(text);
    assert.ok(p.query?.kind === 'series' && p.query.bucket === 'hour');
    assert.deepEqual(p.problems.map((x) => [x.severity, text.slice(x.start, x.end)]), [['warning', 'hour']]);
    assert.deepEqual(parseCell('topic bitcoin series interactions 1w by hour').problems, []);
  });

  it('takes one time vocabulary: 7d and 1w (24h and 1d, 30d and 1m) alike wherever a period is taken', () => {
    assert.deepEqual(parsed('topic bitcoin series 7d'), parsed('topic bitcoin series 1w'));
    const interval = (text: string): string | undefined => {
      const q = parsed(text);
      return q.kind === 'series' || q.kind === 'compare' ? q.interval : undefined;
    };
    assert.equal(interval('topic bitcoin series 7d'), '1w');
    assert.equal(interval('topic bitcoin series interactions,sentiment 7d by day'), '1w');
    assert.equal(interval('coin btc series close 168h'), '1w');
    assert.equal(interval('topic bitcoin series 24h'), '1d');
    assert.equal(interval('topic bitcoin series 30D by day'), '1m');
    assert.equal(interval('topic bitcoin series 90d'), '3m');
    assert.equal(interval('topic bitcoin series 365d'), '1y');
    assert.equal(interval('topic bitcoin series 12m'), '1y');
    assert.equal(interval('$watchlist.coins series 7d'), '1w');
    assert.equal(interval('compare bitcoin, ethereum on interactions 7d by day'), '1w');
    const days = (text: string): number | undefined => {
      const q = parsed(text);
      return q.kind === 'posts' ? q.days : undefined;
    };
    assert.equal(days('topic bitcoin posts 1w'), 7);
    assert.equal(days('topic bitcoin posts 7d'), 7);
    assert.equal(days('topic bitcoin posts 1d'), 1);
    assert.equal(days('topic bitcoin posts 36h'), 2, 'hours round up to a day');
    assert.equal(days('topic bitcoin posts 72h'), 3);
    assert.equal(days('topic bitcoin posts 1m'), 30);
    assert.equal(days('topic bitcoin posts 3m'), 90);
  });

  it('says which periods a series or a range of posts takes, underlining the period', () => {
    const cases: [string, string, RegExp][] = [
      ['topic bitcoin series 2w', '2w', /A series covers one of the service’s intervals, not 2w: 1d \(24h\), 1w \(7d\), 1m \(30d\), 3m \(90d\), 6m \(180d\), 1y \(365d\), all\./],
      ['topic bitcoin series interactions 14d by day', '14d', /not 14d/],
      ['topic bitcoin series interactions 1w 7d', '7d', /^This series already has a period \("1w"\)\.$/],
      ['topic bitcoin series 1m 1w', '1w', /^This series already has a period \("1m"\)\.$/],
      ['compare bitcoin, ethereum on interactions by day 1m by hour', 'by', /^This series already goes by day\.$/],
      ['topic bitcoin posts 1y', '1y', /Posts go back 1 to 90 days, not 1y\./],
      ['topic bitcoin posts all', 'all', /1 to 90 days/],
      ['topic bitcoin posts 0d', '0d', /1 to 90 days/],
      ['topic bitcoin posts week', 'week', /"week" is not a period: write 24h, 7d \(or 1w\)/],
    ];
    for (const [text, words, message] of cases) {
      const p = problemOf(text);
      assert.equal(p.words, words, `${text}: underlines "${p.words}"`);
      assert.match(p.message, message, text);
    }
  });

  it('a metric after the period says where metrics go (failed before: "is not expected here", as for any word)', () => {
    const cases: [string, string, RegExp][] = [
      ['topic bitcoin series 1m galaxy_score', 'galaxy_score', /^"galaxy_score" is a metric: metrics come right after "series", before the period \(series galaxy_score 1m\)\.$/],
      ['coin btc series by day sentiment', 'sentiment', /metrics come right after "series"/],
      ['compare bitcoin, ethereum on interactions 1m sentiment', 'sentiment', /^"sentiment" is a metric: a comparison charts one metric, the one after "on"\.$/],
    ];
    for (const [text, words, message] of cases) {
      const p = problemOf(text);
      assert.equal(p.words, words, `${text}: underlines "${p.words}"`);
      assert.match(p.message, message, text);
    }
    assert.match(problemOf('topic bitcoin series 1m foo').message, /^"foo" is not expected here\./, 'any other word keeps its message');
  });

  it('a kind word starts a subject of that kind in a comparison, unless it is the name itself', () => {
    const kinds = (text: string): string[] => {
      const q = parsed(text);
      assert.ok(q.kind === 'compare' && q.subjects.kind === 'items');
      return q.subjects.refs.map((r) => `${r.kind}:${r.id}`);
    };
    assert.deepEqual(kinds('compare coin btc, coin eth on close'), ['coin:btc', 'coin:eth']);
    assert.deepEqual(kinds('compare coin, bitcoin on interactions'), ['topic:coin', 'topic:bitcoin']);
  });

  it('a name ends with its line: a question on a later line is a second question, not part of the name', () => {
    const cases: [string, string, RegExp][] = [
      ['topic bitcoin\ntopic ethereum', 'topic ethereum', /one question: put "topic ethereum" in a cell of its own/],
      ['coin btc\n$watchlist.coins', '$watchlist.coins', /one question/],
      ['search etf\ntopic bitcoin', 'topic bitcoin', /one question/],
      ['report bitcoin\nchanges', 'changes', /one question/],
      ['compare bitcoin, ethereum on interactions\ncoins top 5', 'coins top 5', /one question/],
      ['topic bitcoin\n# note', '#', /"#" is not expected after the topic/],
      ['topic solana\nmeme coin', 'meme', /"meme" is not expected after the topic/],
      ['search etf\napproval', 'approval', /a search term ends with its line; put a phrase in quotes/],
    ];
    for (const [text, words, message] of cases) {
      const p = problemOf(text);
      assert.equal(p.words, words, `${JSON.stringify(text)}: underlines "${p.words}"`);
      assert.match(p.message, message, text);
    }
    // a question may still take several lines where what follows continues it
    assert.deepEqual(parsed('topic bitcoin\nseries 1m'), parsed('topic bitcoin series 1m'));
    assert.deepEqual(parsed('compare topic bitcoin,\ntopic ethereum\non interactions'), parsed('compare bitcoin, ethereum on interactions'));
    assert.deepEqual(parsed('report\nbitcoin'), parsed('report bitcoin'));
  });

  it('a symbol with a $ is a name, not a variable', () => {
    assert.deepEqual(parsed('coin $wbtc'), { kind: 'summary', subjects: { kind: 'items', refs: [{ kind: 'coin', id: 'wbtc', title: 'wbtc' }] } });
  });

  it('an empty cell is no question and no problem', () => {
    assert.deepEqual(parseCell('  \n '), { problems: [] });
  });

  it('an unknown metric says which exist for that kind of subject, and the close one', () => {
    const p = problemOf('topic bitcoin series interactions,sentimnt 1m');
    assert.equal(p.words, 'sentimnt');
    assert.match(p.message, /Did you mean "sentiment"\?/);
    assert.match(p.message, /interactions, posts_active/);
    const nft = problemOf('nft cryptopunks series close');
    assert.equal(nft.words, 'close');
    assert.match(nft.message, /NFT collection’s series/);
    assert.doesNotMatch(nft.message, /galaxy_score/, 'only the metrics an NFT series has');
  });

  it('a series of creators, posts or searches is refused as a named creator\'s is, never with an empty list of metrics', () => {
    const cases: [string, string, RegExp][] = [
      ['creator twitter/elonmusk series', 'series', /^A creator has no series a cell can chart; ask for its posts\.$/],
      ['$watchlist.creators series', 'series', /^A creator has no series a cell can chart\.$/],
      ['$watchlist.posts series 1w', 'series', /^A post has no series a cell can chart\.$/],
      ['$watchlist.searches series', 'series', /^A saved search has no series a cell can chart\.$/],
      ['$watchlist.creators series interactions', 'series', /^A creator has no series/],
      ['compare $watchlist.creators on interactions', '$watchlist.creators', /^A creator has no series/],
      ['compare $watchlist.searches on interactions 1m', '$watchlist.searches', /^A saved search has no series/],
      ['creator "twitter/elonmusk" sries', 'sries', /It may be followed by "posts"\.$/],
    ];
    for (const [text, words, message] of cases) {
      const p = problemOf(text);
      assert.equal(p.words, words, `${text}: underlines "${p.words}"`);
      assert.match(p.message, message, text);
    }
    parsed('$watchlist.coins series close 1m');
    parsed('compare $watchlist.topics on interactions');
  });

  it('an unknown word suggests the close one; every error points at its words', () => {
    const cases: [string, string, RegExp][] = [
      ['topc bitcoin', 'topc', /Did you mean "topic"\?/],
      ['coins top 10 by galaxy_scor', 'galaxy_scor', /Did you mean "galaxy_score"\?/],
      ['coins top ten', 'ten', /Say how many/],
      ['coins top 1000', '1000', /1 to 100 rows/],
      ['stocks top 5 by market_cap in tech', 'in', /Only coins are listed by sector/],
      ['topic bitcoin series interactions 2m', '2m', /interval/],
      ['topic bitcoin series interactions by week', 'week', /by hour or by day/],
      ['topic', 'topic', /Name the topic/],
      ['compare bitcoin on interactions', 'compare', /at least two/],
      ['compare bitcoin, ethereum', 'ethereum', /Say which metric/],
      ['compare coin btc, nft cryptopunks on close', 'close', /An NFT collection’s series has no close/],
      ['compare bitcoin, ethereum on sentimnt', 'sentimnt', /Did you mean "sentiment"\?/],
      ['creator elonmusk posts', 'elonmusk', /Say which network/],
      ['creator twitter/elonmusk posts 200d', '200d', /1 to 90 days/],
      ['search "etf approval', '"etf approval', /closing quote/],
      ['changes now', 'now', /stands alone/],
      ['$watchlist.coin', '$watchlist.coin', /Did you mean "coins"\?/],
      ['$wathclist', '$wathclist', /Did you mean "\$watchlist"\?/],
      ['coin $watchlist.topics', '$watchlist.topics', /not coins/],
      ['coin btc posts', 'posts', /no posts of its own/],
      ['report coin btc', 'btc', /no report on a coin/],
      ['https://example.com/topic/bitcoin', 'https://example.com/topic/bitcoin', /not from example\.com/],
      ['topic bit/coin', 'bit/coin', /./],
    ];
    for (const [text, words, message] of cases) {
      const p = problemOf(text);
      assert.equal(p.words, words, `${text}: underlines "${p.words}"`);
      assert.match(p.message, message, text);
    }
  });

  it('describes each question in one line', () => {
    assert.equal(describeQuery(parsed('topic bitcoin series interactions,sentiment 1m by day')), 'bitcoin: interactions, sentiment by day, the last month');
    assert.equal(describeQuery(parsed('coins top 10 by galaxy_score in defi')), 'Top 10 coins by galaxy score in defi');
    assert.equal(describeQuery(parsed('$watchlist.coins')), 'Watchlist coins: figures');
    assert.equal(describeQuery(parsed('coins top 3 by alt_rank')), 'Top 3 coins by alt rank', 'a rank reads best first without saying');
    assert.equal(describeQuery(parsed('nfts top 5 by floor_price asc')), 'Top 5 NFT collections by floor price (lowest first)');
    assert.equal(describeQuery(parsed('creator twitter/elonmusk posts 7d')), 'twitter/elonmusk: posts, last 7 days');
  });
});
