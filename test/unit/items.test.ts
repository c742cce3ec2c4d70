// The subject model: one ref per kind, keyed the same whichever way it was reached.
import * as assert from 'node:assert/strict';
import {
  categoryRef, coinRef, creatorParts, creatorRef, describeRef, isItemRef, itemKey, ITEM_KINDS, nftRef, postParts, postRef,
  searchRef, stockRef, topicRef,
} from '../../src/shared/items';

describe('items: the subject model', () => {
  it('keeps the keys pins and restored panels were saved with', () => {
    assert.equal(itemKey(topicRef(' Bitcoin ')), 'topic:bitcoin');
    assert.equal(itemKey(topicRef(3, 'Three')), 'topic:3');
    assert.equal(itemKey(categoryRef('DeFi')), 'category:defi');
    assert.equal(itemKey(coinRef({ id: 1, symbol: 'BTC', name: 'Bitcoin' })), 'coin:1');
    assert.equal(itemKey(coinRef({ id: '', symbol: 'BTC', name: 'Bitcoin' })), 'coin:btc');
    assert.equal(itemKey(coinRef('BTC')), 'coin:btc');
    assert.equal(itemKey(creatorRef('twitter::44196397', 'Elon')), 'creator:twitter::44196397');
    assert.equal(itemKey(postRef({ type: 'tweet', id: '123' }, 'A post')), 'post:tweet::123');
  });

  it('keys the new kinds the same way', () => {
    assert.equal(itemKey(stockRef('AAPL')), 'stock:aapl');
    assert.equal(itemKey(stockRef({ id: 7056, symbol: 'AAPL', name: 'Apple' })), 'stock:7056');
    assert.equal(itemKey(nftRef('CryptoPunks')), 'nft:cryptopunks');
    assert.equal(itemKey(creatorRef({ network: 'Twitter', id: 'ElonMusk' })), 'creator:twitter::ElonMusk');
    assert.equal(itemKey(searchRef(' my-search ')), 'search:my-search');
  });

  it('titles refs for the time before data arrives', () => {
    assert.equal(coinRef({ id: 1, symbol: 'BTC', name: 'Bitcoin' }).title, 'Bitcoin (BTC)');
    assert.equal(stockRef('AAPL').title, 'AAPL');
    assert.equal(creatorRef({ network: 'twitter', id: 'elonmusk' }).title, 'twitter/elonmusk');
    assert.equal(postRef({ type: 'tweet', id: '123' }).title, 'tweet/123');
    assert.equal(topicRef('x'.repeat(500)).title.length, 120);
    assert.equal(describeRef(nftRef('cryptopunks')), 'NFT collection "cryptopunks"');
  });

  it('splits creator and post ids into their parts', () => {
    assert.deepEqual(creatorParts(creatorRef('youtube::UC123')), { network: 'youtube', id: 'UC123' });
    assert.deepEqual(postParts(postRef({ type: 'reddit-post', id: 'a::b' })), { type: 'reddit-post', id: 'a::b' });
    assert.equal(creatorParts(creatorRef('no-network')), undefined);
    assert.equal(creatorParts(topicRef('a::b')), undefined);
    assert.equal(postParts({ kind: 'post', id: '::1', title: '' }), undefined);
  });

  it('guards every kind and nothing else', () => {
    for (const kind of ITEM_KINDS) assert.ok(isItemRef({ kind, id: 'x', title: 'X' }), kind);
    for (const bad of [null, 'topic:x', { kind: 'person', id: 'x', title: 'X' }, { kind: 'topic', id: '', title: '' },
      { kind: 'topic', id: 'x'.repeat(301), title: '' }, { kind: 'topic', id: 'x', title: 1 }]) {
      assert.equal(isItemRef(bad), false, JSON.stringify(bad));
    }
  });
});
