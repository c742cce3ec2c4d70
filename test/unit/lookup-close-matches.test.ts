import * as net from 'node:net';
import * as assert from 'node:assert/strict';
import { closeMatches, editDistance } from '../../src/editor/pickers/core/closeMatches';
import { itemHasData, itemPresence } from '../../src/editor/pickers/core/itemHasData';
import { acceptPick, lookupPicks, pickFor, type LookupKind, type LookupPick } from '../../src/editor/pickers/core/lookupModel';
import { categoryRef, coinRef, creatorRef, itemKey, nftRef, stockRef, topicRef, type ItemRef } from '../../src/shared/items';
import { pickText } from '../../src/editor/sinks/neutral';
import { clientFor, clientForSuite } from './client-helpers';

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

  it('matches a market item by its name or its symbol; one named exactly comes alone, whatever its id', () => {
    const coins = [coinRef({ id: 2, name: 'Ethereum', symbol: 'ETH' }), coinRef({ id: 1027, name: 'Ethereum Classic', symbol: 'ETC' })];
    assert.deepEqual(closeMatches('etherium', coins).map((r) => r.id), ['2']);
    assert.deepEqual(closeMatches('ethereum', coins).map((r) => r.id), ['2']);
    assert.deepEqual(closeMatches('ETC', coins).map((r) => r.id), ['1027']);
    assert.deepEqual(closeMatches('Ethereum Clasic', coins).map((r) => r.id), ['1027']);
    const stocks = [stockRef({ name: 'Tesla', symbol: 'TSLA' }), stockRef({ name: 'Tesla Energy', symbol: 'TSLE' })];
    assert.deepEqual(closeMatches('tesla', stocks).map((r) => r.id), ['tsla']);
  });

  it('offers a known name itself only, and nothing for a short one or one far from every known name', () => {
    assert.deepEqual(closeMatches('bitcoin', TOPICS).map((r) => r.id), ['bitcoin']);
    assert.deepEqual(closeMatches('  BITCOIN CASH ', TOPICS).map((r) => r.id), ['bitcoin cash']);
    assert.deepEqual(closeMatches('ai', TOPICS).map((r) => r.id), ['ai']);
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

  it('puts the listed market item a typed name stands for first, when its id is another (stock, coin, NFT)', () => {
    const listed = (refs: ItemRef[]): LookupPick[] => refs.map((ref) => ({ label: pickText(ref.title), ref, source: 'trending' as const }));
    const stocks = listed([stockRef({ name: 'Apple', symbol: 'AAPL' }), stockRef({ name: 'Tesla', symbol: 'TSLA' })]);
    const first = (kind: LookupKind, value: string, trending: LookupPick[]): [string, string | undefined] | undefined => {
      const p = lookupPicks(kind, value, [], trending)[0];
      return p && [p.source, p.ref && itemKey(p.ref)];
    };
    assert.deepEqual(first('stock', 'tesla', stocks), ['suggested', 'stock:tsla']);
    assert.deepEqual(first('stock', 'Tesla', stocks), ['suggested', 'stock:tsla']);
    // the symbol is the stock's id: the typed row is the listed stock
    assert.deepEqual(first('stock', 'tsla', stocks), ['typed', 'stock:tsla']);
    const coins = listed([coinRef({ id: 1, name: 'Bitcoin', symbol: 'BTC' }), coinRef({ id: 2, name: 'Ethereum', symbol: 'ETH' })]);
    assert.deepEqual(first('coin', 'bitcoin', coins), ['suggested', 'coin:1']);
    assert.deepEqual(first('coin', '$eth', coins), ['suggested', 'coin:2']);
    assert.deepEqual(first('coin', 'etherium', coins), ['suggested', 'coin:2']);
    // a name with spaces is no NFT slug, but it names a listed collection
    const nfts = listed([nftRef({ id: 'bored-ape-yacht-club', name: 'Bored Ape Yacht Club', symbol: 'BAYC' })]);
    assert.deepEqual(first('nft', 'Bored Ape Yacht Club', nfts), ['suggested', 'nft:bored-ape-yacht-club']);
    const categories = listed([categoryRef('defi', 'DeFi'), categoryRef('cryptocurrencies', 'Cryptocurrencies')]);
    assert.deepEqual(first('category', 'crypto currencies', categories), ['suggested', 'category:cryptocurrencies']);
    const creators = listed([creatorRef('twitter::1001', 'Ada Lovelace')]);
    assert.deepEqual(first('creator', 'ada lovelace', creators), ['suggested', 'creator:twitter::1001']);
  });

  it('takes, for an Enter that came with the entry focused in the list drawn for the text before, what the list for the text now offers', () => {
    const stocks = [stockRef({ name: 'Apple', symbol: 'AAPL' }), stockRef({ name: 'Tesla', symbol: 'TSLA' })]
      .map((ref) => ({ label: pickText(ref.title), ref, source: 'trending' as const }));
    const forTesla = lookupPicks('stock', 'tesla', [], stocks);
    const tesla = forTesla.find((p) => p.source === 'suggested');
    assert.equal(pickFor('tesla', tesla, forTesla), tesla);
    // "zzzqqq" typed and Enter at once: the Tesla suggestion is not in the list for it
    const forNonsense = lookupPicks('stock', 'zzzqqq', [], stocks);
    assert.equal(pickFor('zzzqqq', tesla, forNonsense)?.ref?.id, 'zzzqqq');
    assert.equal(pickFor('zzzqqq', forTesla.find((p) => p.source === 'typed'), forNonsense)?.ref?.id, 'zzzqqq');
    // "tesl" then "tesla": the suggestion that comes with the full name
    assert.deepEqual(pickFor('tesla', lookupPicks('stock', 'tesl', [], stocks)[0], forTesla), tesla);
    // a listed entry the person moved to, which the typed text matches, is taken as chosen
    const apple = forNonsense.find((p) => p.ref?.id === 'aapl');
    assert.equal(pickFor('aap', apple, lookupPicks('stock', 'aap', [], stocks)), apple);
    assert.equal(pickFor('', apple, lookupPicks('stock', '', [], stocks)), apple);
  });

  it('says of a typed name the service does not have that nothing was found, and does not accept it', () => {
    const missing = new Set(['stock:zzzqqq']);
    const [typed] = lookupPicks('stock', 'zzzqqq', [], [], missing);
    assert.equal(typed?.source, 'typed');
    assert.equal(typed?.ref, undefined);
    assert.match(typed?.problem ?? '', /^Nothing found for stock "ZZZQQQ": check the name/);
    assert.deepEqual(acceptPick(typed, 'stock', 'zzzqqq'), { problem: typed?.problem });
    // another name is asked about afresh
    assert.equal(lookupPicks('stock', 'zzzqq', [], [], missing)[0]?.ref?.id, 'zzzqq');
  });
});

describe('lookups: whether an item opened with data (emulator)', () => {
  const suite = clientForSuite();

  it('has data for the names the service has, none for a typo or an invented name', async () => {
    const creator = suite.emulator.data.creators[0]!;
    for (const ref of [topicRef('bitcoin'), topicRef('palantir'), categoryRef('defi'), coinRef('eth'), creatorRef(creator.creator_id)]) {
      assert.equal(await itemHasData(suite.client, ref, {}), true, ref.id);
    }
    for (const ref of [topicRef('bitcoinn'), topicRef('quantum gravity'), categoryRef('defii'), coinRef('ethh')]) {
      assert.equal(await itemHasData(suite.client, ref, {}), false, ref.id);
    }
  });

  it('says an item is missing only when the service says so: a stock is its symbol, not its name', async () => {
    assert.equal(await itemPresence(suite.client, stockRef('TSLA'), {}), 'found');
    assert.equal(await itemPresence(suite.client, stockRef('tesla'), {}), 'missing');
    assert.equal(await itemPresence(suite.client, stockRef('zzzqqq'), {}), 'missing');
    assert.equal(await itemPresence(suite.client, nftRef('zzzqqq'), {}), 'missing');
    // a service that cannot be asked does not say the name is wrong: the panel says why
    const port = await closedPort();
    const offline = clientFor(suite.emulator, { baseUrl: `http://127.0.0.1:${port}/api4` });
    try {
      assert.equal(await itemPresence(offline.client, stockRef('zzzqqq'), {}), 'unknown');
    } finally {
      offline.client.dispose();
    }
  });
});

/** A loopback port nobody listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
