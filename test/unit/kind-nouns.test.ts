// A kind of subject ("coin", "NFT collection") inside a sentence is in the person's language, and
// many of a kind are the bundle's plural, never an English noun with an "s" put after it.
import * as assert from 'node:assert/strict';
import { useBundle } from '../../src/shared/format/l10n';
import type { ItemRef } from '../../src/shared/items';
import { describeQuery, parseCell } from '../../src/features/notebook/core/cells';
import { parseRule } from '../../src/features/alerts/core/model';
import { tickerEntry } from '../../src/features/ticker/core/entry';
import type { PinnedRead } from '../../src/editor/watchlist/figures';

const ZH: Record<string, string> = {
  'coin': '代币',
  'coins': '代币',
  'topics': '话题',
  'NFT collection': 'NFT 合集',
  'Watchlist {0}': '自选列表中的{0}',
  '{0}: figures': '{0}：数据',
  '{0} holds {1}, not {2}: write {3}.': '{0} 存放的是{1}，不是{2}：请写 {3}。',
  'A {0} has no posts of its own: ask for the posts of its topic.': '{0}没有自己的帖子：请查询其话题的帖子。',
  'rule "{0}": an {1} has no {2}': '规则“{0}”：{1}没有{2}',
};

const punks: ItemRef = { kind: 'nft', id: 'cryptopunks', title: 'CryptoPunks' };

function problemOf(text: string): string {
  const p = parseCell(text);
  assert.equal(p.problems.length, 1, text);
  return p.problems[0]!.message;
}

function coinRead(): PinnedRead {
  const ref: ItemRef = { kind: 'coin', id: '1', title: 'Bitcoin (BTC)' };
  return { ref, data: { kind: 'coin', asset: { id: ref.id, symbol: 'BTC', name: 'Bitcoin', price: 2, percent_change_24h: 1 } }, op: 'coinsListV2', generated: 1_700_000_000 };
}

describe('kind nouns in the person\'s language', () => {
  afterEach(() => useBundle(undefined));

  describe('with a Chinese bundle', () => {
    beforeEach(() => useBundle(ZH));

    it('a cell\'s errors name the kind in the bundle\'s words, the plural whole', () => {
      assert.equal(problemOf('coin $watchlist.topics'), '$watchlist.topics 存放的是话题，不是代币：请写 $watchlist.coins。');
      assert.equal(problemOf('coin btc posts'), '代币没有自己的帖子：请查询其话题的帖子。');
    });

    it('a Watchlist cell\'s title holds the plural of the bundle', () => {
      const p = parseCell('$watchlist.coins');
      assert.ok(p.query);
      assert.equal(describeQuery(p.query), '自选列表中的代币：数据');
    });

    it('an alert rule refused for its figure names its kind in the bundle\'s words', () => {
      const rule = { id: 'r1', name: 'Punks', subject: punks, metric: 'price', condition: { kind: 'entersTop', n: 10 }, cooldownMinutes: 0, paused: false, createdAt: 0 };
      const problem = String(parseRule({ ...rule, metric: 'followers' }));
      assert.match(problem, /^规则“Punks”：NFT 合集没有/);
      assert.doesNotMatch(problem, /collection|\ban\b/);
    });

    it('the ticker\'s tooltip names the kind in the bundle\'s words', () => {
      const tooltip = String(tickerEntry(coinRead(), 'rank').tooltip);
      assert.match(tooltip, /^\*\*Bitcoin \\\(BTC\\\)\*\* · 代币 {2}\n/);
      assert.doesNotMatch(tooltip, /\bcoin\b/);
    });
  });

  describe('in English', () => {
    it('plurals are words of their own, not a noun with an "s"', () => {
      const p = parseCell('$watchlist.categories');
      assert.ok(p.query);
      assert.equal(describeQuery(p.query), 'Watchlist categories: figures');
      assert.equal(problemOf('topic $watchlist.categories'), '$watchlist.categories holds categories, not topics: write $watchlist.topics.');
    });

    it('"a" or "an" as the English kind takes it', () => {
      assert.match(problemOf('nft cryptopunks posts'), /^An NFT collection has no posts of its own/);
      assert.match(problemOf('coin btc posts'), /^A coin has no posts of its own/);
    });
  });
});
