// The one lookup parser: names, `network/name` and `type/id`, creator and post ids, network
// addresses and the service's own addresses, each to a ref or a problem a person can act on.
import * as assert from 'node:assert/strict';
import type { ItemKind } from '../../src/shared/items';
import { itemKey } from '../../src/shared/items';
import { useBundle } from '../../src/shared/format/l10n';
import { parseLookup, parseLookupOf } from '../../src/shared/lookup/parse';

/** The key a lookup opens, or the problem it reports prefixed with `!`. */
function keyOf(input: string, expect: ItemKind): string {
  const result = parseLookup(input, expect);
  return 'ref' in result ? itemKey(result.ref) : `!${result.problem}`;
}

function problemOf(input: string, expect: ItemKind): string {
  const result = parseLookup(input, expect);
  assert.ok('problem' in result, `${input} should be refused, got ${JSON.stringify(result)}`);
  return result.problem;
}

function expectKeys(expect: ItemKind, cases: Record<string, string>): void {
  for (const [input, key] of Object.entries(cases)) assert.equal(keyOf(input, expect), key, input);
}

describe('lookup parser: names', () => {
  it('reads a bare name as the kind looked for', () => {
    expectKeys('topic', { bitcoin: 'topic:bitcoin', '  Bitcoin ': 'topic:bitcoin', '$BTC': 'topic:$btc', 'coins:1': 'topic:coins:1', '#nft': 'topic:#nft' });
    expectKeys('category', { DeFi: 'category:defi', 'layer two': 'category:layer two' });
    expectKeys('coin', { bitcoin: 'coin:bitcoin', $BTC: 'coin:btc', ETH: 'coin:eth', 1: 'coin:1' });
    expectKeys('stock', { AAPL: 'stock:aapl', $tsla: 'stock:tsla', 'BRK.B': 'stock:brk.b' });
    expectKeys('nft', { cryptopunks: 'nft:cryptopunks', 'bored-ape-yacht-club': 'nft:bored-ape-yacht-club' });
    expectKeys('search', { 'my-search': 'search:my-search' });
  });

  it('keeps the title as typed, the id in lower case, and folds inner white space', () => {
    assert.deepEqual(parseLookup('$AAPL', 'stock'), { ref: { kind: 'stock', id: 'aapl', title: 'AAPL' } });
    assert.deepEqual(parseLookup('ETH', 'coin'), { ref: { kind: 'coin', id: 'eth', title: 'ETH' } });
    assert.deepEqual(parseLookup('Bitcoin   Cash', 'topic'), { ref: { kind: 'topic', id: 'bitcoin cash', title: 'Bitcoin Cash' } });
  });

  it('refuses names the service cannot take, naming the character', () => {
    assert.match(problemOf('bit/coin', 'topic'), /letters, numbers, spaces, # and \$; "\/"/);
    assert.match(problemOf('de-fi', 'category'), /"-"/);
    assert.match(problemOf('bit coin', 'coin'), /a space/);
    assert.match(problemOf('AA PL', 'stock'), /stock symbol may contain only letters, numbers, \. and -; a space/);
    assert.match(problemOf('punks!', 'nft'), /"!"/);
    assert.match(problemOf('$$', 'coin'), /"\$"/);
  });

  it('asks for the network or the post type a bare creator or post lacks', () => {
    assert.match(problemOf('elonmusk', 'creator'), /^Say which network: twitter\/elonmusk/);
    assert.match(problemOf('@elonmusk', 'creator'), /twitter\/elonmusk /);
    assert.match(problemOf('123', 'post'), /^Say which kind of post: tweet\/ID/);
  });

  it('asks for a name when nothing is typed', () => {
    assert.equal(problemOf('   ', 'topic'), 'Type a topic name.');
    assert.equal(problemOf('', 'nft'), 'Type an NFT collection name.');
  });

  it('reads a lone $, the first key of $BTC, as nothing typed yet', () => {
    assert.equal(problemOf('$', 'coin'), 'Type a coin name.');
    assert.equal(problemOf(' $ ', 'stock'), 'Type a stock name.');
  });
});

describe('lookup parser: network/name, type/id and ids', () => {
  it('reads creators as network/name or the service id network::id', () => {
    expectKeys('creator', {
      'twitter/elonmusk': 'creator:twitter::elonmusk',
      'Twitter/ElonMusk': 'creator:twitter::ElonMusk',
      'x/elonmusk': 'creator:twitter::elonmusk',
      'twitter/@elonmusk': 'creator:twitter::elonmusk',
      'twitter::123': 'creator:twitter::123',
      'youtube/mkbhd': 'creator:youtube::mkbhd',
      'reddit/spez': 'creator:reddit::spez',
      'tiktok/user.name': 'creator:tiktok::user.name',
      'instagram/user_1': 'creator:instagram::user_1',
    });
  });

  it('reads posts as type/id or type::id', () => {
    expectKeys('post', {
      'tweet/123': 'post:tweet::123',
      'tweet::123': 'post:tweet::123',
      'YouTube-Video/dQw4w9WgXcQ': 'post:youtube-video::dQw4w9WgXcQ',
      'reddit-post/1abcde': 'post:reddit-post::1abcde',
      'tiktok-video/7234567890': 'post:tiktok-video::7234567890',
      'instagram-post/Cabc_12-3': 'post:instagram-post::Cabc_12-3',
    });
  });

  it('says which networks and post types exist when the first part is neither', () => {
    const problem = problemOf('myspace/tom', 'creator');
    assert.match(problem, /"myspace" is neither a network nor a post type/);
    assert.match(problem, /twitter, youtube, reddit, tiktok, instagram/);
    assert.match(problem, /tweet, youtube-video/);
    assert.match(problemOf('facebook/123', 'post'), /"facebook"/);
  });

  it('refuses identifiers made only of dots, and missing or odd ones', () => {
    assert.match(problemOf('twitter/..', 'creator'), /cannot be made only of dots/);
    assert.match(problemOf('twitter::.', 'creator'), /cannot be made only of dots/);
    assert.match(problemOf('tweet/...', 'post'), /cannot be made only of dots/);
    assert.match(problemOf('..', 'nft'), /cannot be made only of dots/);
    assert.match(problemOf('...', 'stock'), /cannot be made only of dots/);
    assert.match(problemOf('./', 'search'), /"\."/);
    assert.match(problemOf('twitter/', 'creator'), /twitter name is missing/);
    assert.match(problemOf('tweet/1/2', 'post'), /"\/"/);
    assert.match(problemOf('twitter/elon musk', 'creator'), /a space/);
    assert.match(problemOf(`twitter/${'a'.repeat(201)}`, 'creator'), /too long \(201 characters, at most 200\)/);
  });
});

describe('lookup parser: network addresses', () => {
  it('reads profile addresses as creators', () => {
    expectKeys('creator', {
      'https://x.com/elonmusk': 'creator:twitter::elonmusk',
      'https://twitter.com/elonmusk': 'creator:twitter::elonmusk',
      'https://x.com/elonmusk/': 'creator:twitter::elonmusk',
      'https://x.com/elonmusk?s=21&t=abc': 'creator:twitter::elonmusk',
      'https://x.com/elonmusk/with_replies': 'creator:twitter::elonmusk',
      'https://mobile.twitter.com/jack': 'creator:twitter::jack',
      'https://www.youtube.com/@mkbhd': 'creator:youtube::mkbhd',
      'https://m.youtube.com/@mkbhd/videos': 'creator:youtube::mkbhd',
      'https://www.youtube.com/channel/UCBJycsmduvYEL83R_U4JriQ': 'creator:youtube::UCBJycsmduvYEL83R_U4JriQ',
      'https://www.youtube.com/c/mkbhd': 'creator:youtube::mkbhd',
      'https://www.youtube.com/user/marquesbrownlee': 'creator:youtube::marquesbrownlee',
      'https://www.reddit.com/user/spez': 'creator:reddit::spez',
      'https://old.reddit.com/u/spez/': 'creator:reddit::spez',
      'https://www.tiktok.com/@user': 'creator:tiktok::user',
      'https://www.tiktok.com/@user?lang=en': 'creator:tiktok::user',
      'https://www.instagram.com/user/': 'creator:instagram::user',
      'https://instagram.com/user?igsh=abc': 'creator:instagram::user',
    });
  });

  it('reads post addresses as posts of their type', () => {
    expectKeys('post', {
      'https://x.com/user/status/123': 'post:tweet::123',
      'https://twitter.com/user/status/1234567890123456789?s=20': 'post:tweet::1234567890123456789',
      'https://x.com/user/status/123/photo/1': 'post:tweet::123',
      'https://x.com/i/web/status/123': 'post:tweet::123',
      'https://x.com/i/status/123': 'post:tweet::123',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ': 'post:youtube-video::dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s&list=PL1': 'post:youtube-video::dQw4w9WgXcQ',
      'https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ': 'post:youtube-video::dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ': 'post:youtube-video::dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?si=XyZ': 'post:youtube-video::dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/abcdefghijk': 'post:youtube-video::abcdefghijk',
      'https://www.youtube.com/live/abcdefghijk?feature=shared': 'post:youtube-video::abcdefghijk',
      'https://www.reddit.com/r/Bitcoin/comments/1abcde/some_title/': 'post:reddit-post::1abcde',
      'https://old.reddit.com/r/Bitcoin/comments/1abcde/': 'post:reddit-post::1abcde',
      'https://www.reddit.com/comments/1abcde': 'post:reddit-post::1abcde',
      'https://redd.it/1abcde': 'post:reddit-post::1abcde',
      'https://www.tiktok.com/@u/video/7234567890123456789': 'post:tiktok-video::7234567890123456789',
      'https://www.tiktok.com/@u/video/7234567890123456789?is_from_webapp=1': 'post:tiktok-video::7234567890123456789',
      'https://www.instagram.com/p/Cabc123/': 'post:instagram-post::Cabc123',
      'https://www.instagram.com/reel/Cabc123/?igsh=x': 'post:instagram-post::Cabc123',
      'https://www.instagram.com/someone/p/Cabc123/': 'post:instagram-post::Cabc123',
    });
  });

  it('takes addresses pasted without https://, in any case, with a trailing dot on the host', () => {
    expectKeys('creator', {
      'x.com/elonmusk': 'creator:twitter::elonmusk',
      'www.youtube.com/@mkbhd': 'creator:youtube::mkbhd',
      'HTTPS://WWW.X.COM/elonmusk': 'creator:twitter::elonmusk',
      'https://X.com./elonmusk': 'creator:twitter::elonmusk',
      'http://twitter.com/jack': 'creator:twitter::jack',
    });
    expectKeys('post', { 'youtu.be/dQw4w9WgXcQ': 'post:youtube-video::dQw4w9WgXcQ' });
  });

  it('says why a network address is not a profile or a post', () => {
    assert.match(problemOf('https://x.com/home', 'creator'), /not a profile or a post/);
    assert.match(problemOf('https://x.com/', 'creator'), /not a profile or a post/);
    assert.match(problemOf('https://x.com/search?q=btc', 'creator'), /not a profile or a post/);
    assert.match(problemOf('https://www.youtube.com/watch', 'post'), /not a profile or a post/);
    assert.match(problemOf('https://www.youtube.com/feed/trending', 'post'), /not a profile or a post/);
    assert.match(problemOf('https://www.reddit.com/r/bitcoin/', 'post'), /subreddit/);
    assert.match(problemOf('https://www.reddit.com/r/bitcoin/s/AbCdE', 'post'), /short link/);
    assert.match(problemOf('https://vm.tiktok.com/ZMabc/', 'post'), /short link: open it in the browser/);
    assert.match(problemOf('https://www.tiktok.com/foryou', 'post'), /not a profile or a post/);
    assert.match(problemOf('https://www.instagram.com/explore/', 'creator'), /not a profile or a post/);
    assert.match(problemOf('https://x.com/%E0%A4%A', 'creator'), /broken %-escape/);
  });
});

describe('lookup parser: the service\'s own addresses', () => {
  it('reads the web app\'s pages as their items', () => {
    expectKeys('topic', {
      'https://lunarcrush.com/topic/bitcoin': 'topic:bitcoin',
      'https://lunarcrush.com/topic/bitcoin/': 'topic:bitcoin',
      'https://lunarcrush.com/topic/Bitcoin?metric=interactions': 'topic:bitcoin',
      'https://lunarcrush.com/topic/solana-meme-coin': 'topic:solana meme coin',
      'https://lunarcrush.com/topic/%24btc': 'topic:$btc',
      'https://lunarcrush.com/discover/bitcoin': 'topic:bitcoin',
      'https://lunarcrush.com/discover/$aave': 'topic:$aave',
      'https://www.lunarcrush.com/topic/bitcoin#posts': 'topic:bitcoin',
      'https://lunarcrush.ai/topic/bitcoin': 'topic:bitcoin',
      'https://lunarcrush.com/api4/public/topic/bitcoin/v1': 'topic:bitcoin',
    });
    expectKeys('category', {
      'https://lunarcrush.com/categories/defi': 'category:defi',
      'https://lunarcrush.com/categories/cryptocurrencies?metric=alt_rank&reverse=': 'category:cryptocurrencies',
      'https://lunarcrush.com/discover/stacks-ecosystem': 'category:stacks ecosystem',
    });
    expectKeys('coin', {
      'https://lunarcrush.com/coins/btc/bitcoin': 'coin:btc',
      'https://lunarcrush.com/coins/btc': 'coin:btc',
      'https://app.lunarcrush.com/coins/btc': 'coin:btc',
      'HTTPS://WWW.LunarCrush.COM/Coins/ETH': 'coin:eth',
      'lunarcrush.com/discover/btc-bitcoin': 'coin:btc',
      'https://lunarcrush.com/discover/btc-bitcoin?metric=close%2Calt_rank': 'coin:btc',
    });
    expectKeys('stock', { 'https://lunarcrush.com/stocks/aapl': 'stock:aapl', 'https://lunarcrush.com/stocks/AAPL/apple': 'stock:aapl' });
    expectKeys('nft', { 'https://lunarcrush.com/nfts/cryptopunks': 'nft:cryptopunks' });
    expectKeys('creator', {
      'https://lunarcrush.com/creator/twitter/elonmusk': 'creator:twitter::elonmusk',
      'https://lunarcrush.com/creator/x/elonmusk': 'creator:twitter::elonmusk',
      'https://lunarcrush.com/influencers/metabullrun': 'creator:twitter::metabullrun',
      'https://lunarcrush.ai/creator/youtube/mkbhd': 'creator:youtube::mkbhd',
    });
    expectKeys('post', {
      'https://lunarcrush.com/posts/tweet/123': 'post:tweet::123',
      'https://lunarcrush.ai/post/tweet/123': 'post:tweet::123',
    });
    expectKeys('search', { 'https://lunarcrush.com/searches/my-search': 'search:my-search' });
  });

  it('says what is wrong with a page that is not an item', () => {
    assert.match(problemOf('https://lunarcrush.com/', 'topic'), /not the page of a topic, category, coin/);
    assert.match(problemOf('https://lunarcrush.com/topic', 'topic'), /not the page of/);
    assert.match(problemOf('https://lunarcrush.com/pricing/plans', 'topic'), /not the page of/);
    assert.match(problemOf('https://lunarcrush.com/creator/elonmusk', 'creator'), /no network/);
    assert.match(problemOf('https://lunarcrush.com/creator/myspace/tom', 'creator'), /network in that address/);
    assert.match(problemOf('https://lunarcrush.com/posts/tweet', 'post'), /no id/);
    assert.match(problemOf('https://lunarcrush.com/posts/letter/1', 'post'), /post type in that address/);
    assert.match(problemOf('https://lunarcrush.com/topic/..%2F..', 'topic'), /"\."/);
  });
});

describe('lookup parser: junk', () => {
  it('refuses addresses of other sites and other schemes', () => {
    assert.match(problemOf('https://example.com/topic/bitcoin', 'topic'), /not from example\.com\.$/);
    assert.equal(problemOf('file:///etc/passwd', 'topic'), 'Only web addresses (https://…) can be pasted here.');
    assert.equal(problemOf('ftp://x.com/elonmusk', 'creator'), 'Only web addresses (https://…) can be pasted here.');
    assert.match(problemOf('https://', 'topic'), /is not a web address/);
    assert.match(problemOf('javascript:alert(1)', 'topic'), /":"/);
    assert.match(problemOf('command:workbench.action.terminal.new', 'topic'), /":"/);
  });

  it('never repeats huge input in its messages: 40 characters of it at most', () => {
    const huge = `https://x.com/${'a'.repeat(5000)}`;
    assert.equal(problemOf(huge, 'creator'), `That is too long for a name or an address (${huge.length} characters).`);
    const inputs = [`https://${'b'.repeat(300)}.com/x`, `${'c'.repeat(1000)}/x`, `myspace${'d'.repeat(1000)}/x`, 'f'.repeat(1000),
      `twitter/${'e'.repeat(1500)}`, `https://www.youtube.com/${'g'.repeat(1500)}`];
    for (const input of inputs) {
      for (const kind of ['topic', 'category', 'coin', 'stock', 'nft', 'creator', 'post', 'search'] as const) {
        const message = problemOf(input, kind);
        assert.ok(!/(.)\1{40}/.test(message), `${kind}: ${message.slice(0, 120)}`);
      }
    }
  });

  it('treats whatever else it is given as a name, and refuses it as one', () => {
    assert.match(problemOf('<script>alert(1)</script>', 'topic'), /"<"/);
    assert.match(problemOf('bit\tcoin', 'topic'), /a line break or tab/);
    assert.match(problemOf('💩/1', 'post'), /^Say which kind of post/);
  });
});

describe('lookup parser: one kind only', () => {
  it('accepts a ref of the kind looked for, from any form', () => {
    assert.deepEqual(parseLookupOf('https://lunarcrush.com/topic/bitcoin', 'topic'), { ref: { kind: 'topic', id: 'bitcoin', title: 'bitcoin' } });
    assert.deepEqual(parseLookupOf('$BTC', 'coin'), { ref: { kind: 'coin', id: 'btc', title: 'BTC' } });
  });

  it('says what the address is when it is of another kind', () => {
    assert.deepEqual(parseLookupOf('https://x.com/elonmusk', 'topic'), { problem: 'That is the creator "twitter/elonmusk", not a topic.' });
    assert.deepEqual(parseLookupOf('https://lunarcrush.com/stocks/aapl', 'coin'), { problem: 'That is the stock "AAPL", not a coin.' });
    assert.deepEqual(parseLookupOf('tweet/123', 'category'), { problem: 'That is the post "tweet/123", not a category.' });
    assert.deepEqual(parseLookupOf('https://lunarcrush.com/coins/btc', 'nft'), { problem: 'That is the coin "btc", not an NFT collection.' });
  });

  it('passes problems through unchanged', () => {
    assert.deepEqual(parseLookupOf('bit/coin', 'topic'), parseLookup('bit/coin', 'topic'));
  });
});

describe('lookup parser: the person\'s language', () => {
  afterEach(() => useBundle(undefined));

  it('says its problems in the words of the bundle in use, whole sentences with the character in them', () => {
    useBundle({
      'Type a coin name.': '请输入币种名称。',
      'A coin may contain only letters, numbers, _ . - and :; {0} is not allowed.': '币种名称只能包含字母、数字、_ . - 和 :；不允许使用{0}。',
      'a space': '空格',
    });
    assert.equal(problemOf('', 'coin'), '请输入币种名称。');
    assert.equal(problemOf('bit coin', 'coin'), '币种名称只能包含字母、数字、_ . - 和 :；不允许使用空格。');
    assert.equal(problemOf('bit!coin', 'coin'), '币种名称只能包含字母、数字、_ . - 和 :；不允许使用"!" (U+0021)。');
    // a message the bundle lacks stays English
    assert.equal(problemOf('', 'topic'), 'Type a topic name.');
  });
});
