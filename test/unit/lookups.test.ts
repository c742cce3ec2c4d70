import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { acceptPick, categoryPicks, creatorPicks, lookupPicks, lookupWords, missingProblem, recentPicks, topicPicks, typedPick } from '../../src/editor/pickers/core/lookupModel';
import { useBundle } from '../../src/shared/format/l10n';
import { RECENT_MAX, RecentLookups } from '../../src/editor/pickers/recent';
import { topicRef } from '../../src/shared/items';
import { pickText } from '../../src/editor/sinks/neutral';
import { MemoryMemento } from './memento';

describe('lookups: typed names', () => {
  it('opens a valid topic name, normalised to lower case', () => {
    const pick = typedPick('topic', '  Bitcoin ');
    assert.ok(pick?.ref);
    assert.deepEqual(pick.ref, { kind: 'topic', id: 'bitcoin', title: 'Bitcoin' });
    assert.deepEqual(acceptPick(undefined, 'topic', '$BTC'), { ref: { kind: 'topic', id: '$btc', title: '$BTC' } });
    assert.deepEqual(acceptPick(undefined, 'topic', 'coins:1'), { ref: { kind: 'topic', id: 'coins:1', title: 'coins:1' } });
  });

  it('explains, as you type, why a name cannot be opened, and does not accept it', () => {
    const pick = typedPick('topic', 'bit/coin');
    assert.equal(pick?.ref, undefined);
    assert.match(pick?.problem ?? '', /"\/"/);
    const result = acceptPick(pick, 'topic', 'bit/coin');
    assert.ok('problem' in result);
    assert.match(result.problem, /letters, numbers, spaces, # and \$/);
    const category = acceptPick(undefined, 'category', 'de-fi');
    assert.ok('problem' in category && /"-"/.test(category.problem));
  });

  it('shows at most 80 characters of a long paste in the typed row', () => {
    const refused = typedPick('coin', 'x'.repeat(2100));
    assert.ok(refused?.problem);
    assert.ok(refused.label.length <= 90, `${refused.label.length} characters`);
    const opened = typedPick('topic', `https://lunarcrush.com/topic/${'a'.repeat(150)}`);
    assert.ok(opened?.ref);
    assert.ok(opened.label.length <= 80, `${opened.label.length} characters`);
    assert.ok(opened.label.endsWith('…'));
  });

  it('asks for a name when nothing is typed or picked', () => {
    assert.equal(typedPick('coin', '   '), undefined);
    assert.deepEqual(acceptPick(undefined, 'coin', ''), { problem: 'Type a coin name or pick one from the list.' });
  });

  it('opens a pasted address of the service or of a network, and says so when it is of another kind', () => {
    const pasted = typedPick('topic', 'https://lunarcrush.com/topic/bitcoin');
    assert.deepEqual(pasted?.ref, { kind: 'topic', id: 'bitcoin', title: 'bitcoin' });
    assert.equal(pasted?.description, 'Open topic "bitcoin"');
    assert.deepEqual(acceptPick(undefined, 'coin', 'lunarcrush.com/coins/eth/ethereum'), { ref: { kind: 'coin', id: 'eth', title: 'eth' } });
    assert.deepEqual(acceptPick(undefined, 'category', 'https://x.com/elonmusk'), { problem: 'That is the creator "twitter/elonmusk", not a category.' });
  });

  it('looks coins up by symbol or id in lower case', () => {
    assert.deepEqual(typedPick('coin', 'ETH')?.ref, { kind: 'coin', id: 'eth', title: 'ETH' });
  });
});

describe('lookups: the kind in the person\'s language', () => {
  afterEach(() => useBundle(undefined));

  it('names the kind with the translated nouns, capitalised for a title (failed before: 没有找到topic“solona”)', () => {
    useBundle(JSON.parse(fs.readFileSync(path.join(__dirname, '../../../l10n/bundle.l10n.zh-cn.json'), 'utf8')) as Record<string, string>);
    assert.equal(missingProblem('topic', topicRef('solona', 'solona')), '没有找到话题“solona”：请检查名称，或从列表中选择一项。');
    assert.equal(String(typedPick('coin', 'btc')?.description), '打开币种“btc”');
    assert.equal(lookupWords('nft').title, 'NFT 系列');
    useBundle(undefined);
    assert.equal(lookupWords('topic').title, 'Topic');
    assert.equal(lookupWords('nft').title, 'NFT collection');
  });
});

describe('lookups: the list', () => {
  const trending = [
    { label: pickText('Bitcoin'), ref: { kind: 'topic' as const, id: 'bitcoin', title: 'Bitcoin' }, source: 'trending' as const },
    { label: pickText('Solana'), ref: { kind: 'topic' as const, id: 'solana', title: 'Solana' }, source: 'trending' as const },
  ];

  it('lists the typed name first, then recent, then trending without repeats', () => {
    const picks = lookupPicks('topic', 'sol', [{ kind: 'topic', id: 'bitcoin', title: 'Bitcoin' }], trending);
    assert.deepEqual(picks.map((p) => [p.source, p.ref?.id]), [['typed', 'sol'], ['recent', 'bitcoin'], ['trending', 'solana']]);
  });

  it('accepts a listed pick as its item', () => {
    assert.deepEqual(acceptPick(trending[1], 'topic', 'sol'), { ref: trending[1]!.ref });
  });
});

describe('lookups: service titles in the picker', () => {
  // a quick pick renders `$(name)` as an icon and a bidi override reverses the rest of the line
  const hostile = 'Bit\u202Ecoin $(zap) $(loading~spin) [x](command:workbench.action.terminal.new)';
  const shown = 'Bitcoin \\$(zap) \\$(loading~spin) [x](command:workbench.action.terminal.new)';
  /** `$(` not preceded by the backslash VS Code reads as "show as typed". */
  const liveIcon = /(?<!\\)\$\(/;

  it('shows icon syntax in a trending or recent title as typed, without bidi controls', () => {
    const picks = [
      ...topicPicks([{ topic: 'btc', title: hostile, topic_rank: 1, interactions_24h: 5 }]),
      ...categoryPicks([{ category: 'btc', title: hostile }]),
      ...creatorPicks([{ creator_id: '1', creator_name: hostile, creator_display_name: hostile, creator_network: 'x' }]),
      ...recentPicks([topicRef('btc', hostile)]),
    ];
    for (const p of picks) {
      assert.equal(p.label, shown);
      for (const text of [p.label, p.description ?? '', p.detail ?? '']) {
        assert.doesNotMatch(text, liveIcon, text);
        assert.doesNotMatch(text, /[\u202A-\u202E\u2066-\u2069]/u, text);
      }
    }
  });

  it('keeps its own icon on a typed name it cannot open, and escapes the typed text', () => {
    const typed = typedPick('coin', '$(zap) not a coin!!');
    assert.ok(typed?.problem);
    assert.match(typed.label, /^\$\(error\) /);
    assert.doesNotMatch(typed.label.slice('$(error) '.length), liveIcon);
  });
});

describe('lookups: recent', () => {
  it('keeps the last ten per kind, newest first, without duplicates', async () => {
    const memento = new MemoryMemento();
    const recent = new RecentLookups(memento);
    for (let i = 0; i < RECENT_MAX + 3; i++) await recent.add({ kind: 'topic', id: `t${i}`, title: `T${i}` });
    await recent.add({ kind: 'coin', id: 'btc', title: 'BTC' });
    await recent.add({ kind: 'topic', id: 't5', title: 'T5' });
    const topics = new RecentLookups(memento).list('topic');
    assert.equal(topics.length, RECENT_MAX);
    assert.deepEqual(topics.slice(0, 3).map((r) => r.id), ['t5', 't12', 't11']);
    assert.equal(topics.filter((r) => r.id === 't5').length, 1);
    assert.deepEqual(recent.list('coin').map((r) => r.id), ['btc']);
    assert.deepEqual(recent.list('category'), []);
  });
});
