import * as assert from 'node:assert/strict';
import { closeMatches, editDistance } from '../../src/pickers/closeMatches';
import { itemHasData } from '../../src/pickers/itemHasData';
import { lookupPicks } from '../../src/pickers/lookupModel';
import { categoryRef, coinRef, creatorRef, topicRef, type ItemRef } from '../../src/items';
import { startEmulator, type Emulator } from '../../src/demo/server';
import { pickText } from '../../src/sinks/neutral';
import { clientFor, KEY, type Harness } from './client-helpers';

const TOPICS: ItemRef[] = ['Bitcoin', 'Bitcoin Cash', 'Ethereum', 'Solana', 'AI', 'Tesla', 'Taylor Swift'].map((t) => topicRef(t.toLowerCase(), t));

describe('lookups: close matches of a typed name', () => {
  it('counts edits, a swap of two neighbours as one, and stops counting past the limit', () => {
    assert.equal(editDistance('bitcoinn', 'bitcoin', 2), 1);
    assert.equal(editDistance('etherum', 'ethereum', 2), 1);
    assert.equal(editDistance('soalna', 'solana', 2), 1);
    assert.equal(editDistance('tesla', 'tsela', 2), 1);
    assert.equal(editDistance('kitten', 'sitting', 2), 3);
    assert.equal(editDistance('a', 'abcdef', 2), 3);
  });

  it('offers the known item a typo was meant to be, fewest edits first, then the longer shared start', () => {
    assert.deepEqual(closeMatches('bitcoinn', TOPICS).map((r) => r.id), ['bitcoin']);
    assert.deepEqual(closeMatches('Etherium', TOPICS).map((r) => r.id), ['ethereum']);
    assert.deepEqual(closeMatches('taylor swfit', TOPICS).map((r) => r.id), ['taylor swift']);
    // two at one edit: the one sharing the longer start first, whatever the order of the list
    const twins = [topicRef('xolanb'), topicRef('solana', 'Solana')];
    assert.deepEqual(closeMatches('solanb', twins).map((r) => r.id), ['solana', 'xolanb']);
    assert.deepEqual(closeMatches('xolana', twins).map((r) => r.id), ['xolanb', 'solana']);
  });

  it('matches a market item by its name or its symbol, and knows either as typed exactly', () => {
    const coins = [coinRef({ id: 2, name: 'Ethereum', symbol: 'ETH' }), coinRef({ id: 1027, name: 'Ethereum Classic', symbol: 'ETC' })];
    assert.deepEqual(closeMatches('etherium', coins).map((r) => r.id), ['2']);
    assert.deepEqual(closeMatches('ethereum', coins), []);
    assert.deepEqual(closeMatches('Ethereum Clasic', coins).map((r) => r.id), ['1027']);
  });

  it('offers nothing for a known name, a short one or one far from every known name', () => {
    assert.deepEqual(closeMatches('bitcoin', TOPICS), []);
    assert.deepEqual(closeMatches('  BITCOIN CASH ', TOPICS), []);
    assert.deepEqual(closeMatches('aj', TOPICS), []);
    assert.deepEqual(closeMatches('quantum gravity', TOPICS), []);
    assert.deepEqual(closeMatches('', TOPICS), []);
  });

  it('offers each item once and at most three', () => {
    const many = ['coin', 'coins', 'coin1', 'coin2', 'coin3'].map((t) => topicRef(t, t));
    const offered = closeMatches('coinx', [...many, ...many]);
    assert.equal(offered.length, 3);
    assert.equal(new Set(offered.map((r) => r.id)).size, 3);
  });

  it('puts the close matches before the typed name, from recent and listed items, each once', () => {
    const trending = TOPICS.map((ref) => ({ label: pickText(ref.title), ref, source: 'trending' as const }));
    const picks = lookupPicks('topic', 'bitcoinn', [topicRef('solana', 'Solana')], trending);
    assert.deepEqual(picks.slice(0, 2).map((p) => [p.source, p.ref?.id]), [['suggested', 'bitcoin'], ['typed', 'bitcoinn']]);
    assert.equal(picks.filter((p) => p.ref?.id === 'bitcoin').length, 1);
    const fromRecent = lookupPicks('topic', 'solanna', [topicRef('solana', 'Solana')], trending);
    assert.deepEqual(fromRecent.slice(0, 2).map((p) => [p.source, p.ref?.id]), [['suggested', 'solana'], ['typed', 'solanna']]);
    // a pasted address is read first: its name is what is matched
    assert.equal(lookupPicks('topic', 'https://lunarcrush.com/topic/ethereun', [], trending)[0]?.ref?.id, 'ethereum');
    // a listed name is opened as typed
    assert.equal(lookupPicks('topic', 'Solana', [], trending)[0]?.source, 'typed');
  });
});

describe('lookups: whether an item opened with data (emulator)', () => {
  let emulator: Emulator;
  let h: Harness;

  before(async () => {
    emulator = await startEmulator({ keys: { [KEY]: 'builder' } });
    h = clientFor(emulator);
  });

  after(async () => {
    h.client.dispose();
    await emulator.close();
  });

  it('has data for the names the service has, none for a typo or an invented name', async () => {
    const creator = emulator.data.creators[0]!;
    for (const ref of [topicRef('bitcoin'), topicRef('palantir'), categoryRef('defi'), coinRef('eth'), creatorRef(creator.creator_id)]) {
      assert.equal(await itemHasData(h.client, ref, {}), true, ref.id);
    }
    for (const ref of [topicRef('bitcoinn'), topicRef('quantum gravity'), categoryRef('defii'), coinRef('ethh')]) {
      assert.equal(await itemHasData(h.client, ref, {}), false, ref.id);
    }
  });
});
