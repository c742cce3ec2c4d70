// A kind's noun and the words around it are one message of the bundle, so a translation sets
// their order and punctuation: a language that puts the title first, or uses its own quotation
// marks, gets its own order, not the English one with the noun swapped in.
import * as assert from 'node:assert/strict';
import { useBundle } from '../../src/shared/format/l10n';
import { coinRef, describeRef, topicRef, type ItemRef } from '../../src/shared/items';
import { completeCell, parseCell } from '../../src/features/notebook/core/cells';
import { digestMarkdown } from '../../src/features/digest/core/markdown';
import type { DigestData } from '../../src/features/digest/core/types';
import { rankedRow, summaryRow, type SocialNode } from '../../src/features/trees/socialRows';
import { offlineWatchlist } from '../../src/features/trees/watchlist';
import { tooltipText } from '../../src/editor/treeKit/core/node';
import { tickerEntry } from '../../src/features/ticker/core/entry';
import type { SocialSummary } from '../../src/service/api/types';

/** Each message in an order the English does not have: the title before the noun, its own marks. */
const REORDERED: Record<string, string> = {
  'coin': '代币',
  'topic': '话题',
  'Topic': '话题',
  'NFT collection': 'NFT 合集',
  '{0} "{1}"': '「{1}」{0}',
  '**{0}** · {1} {2}': '**{0}**（{1}：{2}）',
  '**{0}** · {1}': '**{0}**（{1}）',
  '{0} {1}': '{1}，{0}',
  '{0}: {1}': '{1}（{0}）',
  '{0} ({1})': '{1}：{0}',
  'Name a metric of a {0}’s series: {1}.': '请指定一个指标（{0}的序列）：{1}。',
  'Name a metric of an {0}’s series: {1}.': '请指定一个指标（{0}的序列）：{1}。',
  '"{0}" is not a metric of an {1}’s series.{2} The metrics are: {3}.': '{1}的序列没有“{0}”这个指标。{2}可用指标：{3}。',
};

const punks: ItemRef = { kind: 'nft', id: 'cryptopunks', title: 'CryptoPunks' };
const bitcoin = topicRef('bitcoin', 'Bitcoin');
const btc = coinRef({ id: 'btc', name: 'Bitcoin', symbol: 'BTC' });

function node(ref: ItemRef): SocialNode {
  return { id: ref.id, label: ref.title, pin: ref };
}

function summary(title: string): SocialSummary {
  return { topic: 'bitcoin', title, related_topics: [], types_count: {}, types_interactions: {}, types_sentiment: {}, types_sentiment_detail: {}, interactions_24h: 5 };
}

function problemOf(text: string): string {
  const p = parseCell(text);
  assert.equal(p.problems.length, 1, text);
  return p.problems[0]!.message;
}

function firstTooltipLine(tooltip: string | undefined): string {
  return String(tooltip).split('  \n')[0]!;
}

describe('a kind\'s noun in the order of the translation', () => {
  beforeEach(() => useBundle(REORDERED));
  afterEach(() => useBundle(undefined));

  it('a subject named in a message: the title and the noun as the bundle orders them', () => {
    assert.equal(describeRef(punks), '「CryptoPunks」NFT 合集');
  });

  it('a topic row\'s tooltip and spoken name follow the bundle', () => {
    const ranked = rankedRow(node(bitcoin), { rank: 3, listOp: 'topicsList' });
    assert.equal(firstTooltipLine(tooltipText(ranked)), '**Bitcoin**（话题：bitcoin）');
    const pinned = summaryRow(node, bitcoin, summary('Bitcoin'));
    assert.equal(firstTooltipLine(tooltipText(pinned)), '**Bitcoin**（话题：bitcoin）');
    assert.match(String(pinned.a11y), /^Bitcoin，话题, /);
  });

  it('a Watchlist row that could not load: its tooltip follows the bundle and names the kind in its words', () => {
    const [row] = offlineWatchlist([punks]);
    assert.equal(firstTooltipLine(tooltipText(row!)), '**CryptoPunks**（NFT 合集：cryptopunks）');
  });

  it('the ticker\'s tooltip follows the bundle', () => {
    const read = { ref: btc, data: { kind: 'coin', asset: { id: btc.id, symbol: 'BTC', name: 'Bitcoin', price: 2, percent_change_24h: 1 } }, op: 'coinsListV2', generated: 1_700_000_000 } as const;
    assert.equal(firstTooltipLine(String(tickerEntry(read, 'rank').tooltip)), '**Bitcoin \\(BTC\\)**（代币）');
  });

  it('a cell\'s completion of a subject follows the bundle', () => {
    const offered = completeCell('coin ', 5, { watchlist: [btc], recent: [] }).find((c) => c.label === 'btc');
    assert.equal(offered?.detail, 'Bitcoin (BTC)（代币）');
  });

  it('a digest\'s Watchlist table names each pin as the bundle orders it', () => {
    const data: DigestData = {
      sections: ['watchlist'], lacking: {}, watchlist: [{ ref: btc, price: 2 }], whatsup: [], posts: [], alerts: [],
      spending: { budget: 1, spent: 0, cached: 0, leftOut: [] },
    };
    const text = digestMarkdown(data, { at: 1_700_000_000_000, demo: false, planLabel: 'Builder', timeZone: 'UTC' });
    assert.match(text, /\| 代币：Bitcoin \(BTC\) \|/);
  });

  it('a cell\'s metric errors are whole sentences: the noun and "series" where the bundle puts them', () => {
    assert.match(problemOf('coin btc series ,'), /^请指定一个指标（代币的序列）：interactions, /);
    assert.match(problemOf('nft cryptopunks series ,'), /^请指定一个指标（NFT 合集的序列）：interactions, /);
    assert.match(problemOf('nft cryptopunks series foo'), /^NFT 合集的序列没有“foo”这个指标。可用指标：interactions, /);
  });
});
