// Figures in narrow places (the Open… pickers, tree rows, a panel's heading) read as the catalogue
// writes them, and an NFT collection's floor price carries its currency wherever a page the
// Watchlist reads has sent it, against the emulator.
import * as assert from 'node:assert/strict';
import { coinPicks, nftPicks } from '../../src/editor/pickers/core/lookupModel';
import { fetchQuote, lacksCurrency, answeredRef, quoteWithPageCurrency } from '../../src/features/panels/core/market';
import { briefFigure, formatFigure } from '../../src/shared/figures/format';
import { nftRef } from '../../src/shared/items';
import { PINNED_COINS_PAGE, pinnedLookup, pinnedOperation } from '../../src/shared/queries/pinned';
import { rowCurrency } from '../../src/shared/protocol/marketLists';
import { clientFor, emulatorForSuite, KEY } from './client-helpers';

describe('figures in narrow places', () => {
  /** A key whose day holds 10 requests: its last ones are the reserve background work leaves. */
  const TIGHT_KEY = 'figures-brief-tight-key';
  const suite = emulatorForSuite({ keys: { [KEY]: 'builder', [TIGHT_KEY]: { plan: 'builder', perMinute: 1000, perDay: 10 } } });

  it('the NFT picker shows each floor price with its significant digits and its currency, as the Watchlist does', async () => {
    // a floor under 0.01 on the page, whatever this hour's demo world has
    const third = (await clientFor(suite.emulator).client.nftsListV2(PINNED_COINS_PAGE)).data[2]!;
    suite.emulator.overrides.set([{ kind: 'nft', id: String(third.id), field: 'floor_price', value: 0.004567 }]);
    const { client } = clientFor(suite.emulator);
    const page = await client.nftsListV2(PINNED_COINS_PAGE).finally(() => suite.emulator.overrides.clear());
    const picks = nftPicks(page.data);
    assert.equal(page.data.find((n) => n.id === third.id)?.floor_price, 0.004567, 'the page has a floor under 0.01 to read');
    assert.match(String(picks[page.data.findIndex((n) => n.id === third.id)]!.description), /^floor 0\.004567 [A-Z]+ · /);
    page.data.forEach((n, i) => {
      const description = String(picks[i]!.description);
      if (typeof n.floor_price !== 'number') return;
      assert.ok(description.startsWith(`floor ${formatFigure('floor_price', n.floor_price, { currency: n.base_crypto })} · `), description);
      assert.match(description, new RegExp(` ${n.base_crypto!.toUpperCase()} · `), `${description}: its currency`);
      if (n.floor_price > 0) assert.doesNotMatch(description, /^floor 0 /, `${description}: a floor of ${n.floor_price} is not 0`);
    });
  });

  it('the coin picker shows price and 24 h change as the coins table does', async () => {
    const { client } = clientFor(suite.emulator);
    const page = await client.coinsListV2(PINNED_COINS_PAGE);
    coinPicks(page.data).forEach((p, i) => {
      const c = page.data[i]!;
      assert.equal(String(p.description), `${formatFigure('price', c.price)} · ${briefFigure('percent_change_24h', c.percent_change_24h)}`);
    });
    assert.equal(briefFigure('percent_change_24h', 1.2), '+1.20% 24 h');
  });

  it("an NFT panel's floor price takes its currency from the cached list page, and spends no request on it", async () => {
    const { client } = clientFor(suite.emulator);
    const listed = (await client.nftsListV2(PINNED_COINS_PAGE)).data.find((n) => n.base_crypto && typeof n.floor_price === 'number')!;
    const ref = nftRef(listed);
    const before = suite.emulator.requests();
    const quote = await fetchQuote(client, ref, {}, true);
    assert.equal(suite.emulator.requests() - before, 1, 'the collection alone: its currency comes from the cache');
    assert.equal('base_crypto' in quote.data.item ? quote.data.item.base_crypto : undefined, listed.base_crypto);

    const cold = clientFor(suite.emulator).client;
    const coldBefore = suite.emulator.requests();
    const bare = await fetchQuote(cold, ref, {}, true);
    assert.equal(suite.emulator.requests() - coldBefore, 1, 'no page asked for a currency');
    assert.equal('base_crypto' in bare.data.item ? bare.data.item.base_crypto : undefined, undefined, 'the collection\'s own answer sends none');
    // the panel's floor then says in words what it is counted in; with the cached page, its currency
    const floor = (item: object): string => formatFigure('floor_price', 'floor_price' in item ? item.floor_price as number : undefined, { currency: rowCurrency(item) });
    assert.match(floor(bare.data.item), /^[\d.,]+ in the collection's currency$/);
    assert.match(floor(quote.data.item), new RegExp(`^[\\d.,]+ ${listed.base_crypto!.toUpperCase()}$`));
  });

  it("an NFT panel whose list page is not cached gets its currency from that page, asked for once behind what the person opens; never from the day's reserve", async () => {
    const { client, log } = clientFor(suite.emulator);
    const listed = (await clientFor(suite.emulator).client.nftsListV2(PINNED_COINS_PAGE)).data.find((n) => n.base_crypto && typeof n.floor_price === 'number')!;
    const ref = nftRef(listed);
    const quote = await fetchQuote(client, ref, {}, true);
    assert.ok(lacksCurrency(quote.data), 'the collection alone: no currency yet');
    const withCurrency = await quoteWithPageCurrency(client, ref, quote.data);
    assert.equal(withCurrency && 'base_crypto' in withCurrency.item ? withCurrency.item.base_crypto : undefined, listed.base_crypto);
    assert.deepEqual(log.filter((e) => e.outcome === 'network').map((e) => e.operation), ['nft', 'nftsListV2']);
    await quoteWithPageCurrency(client, ref, quote.data);
    assert.equal(log.filter((e) => e.outcome === 'network').length, 2, 'the page is cached now: no second request');

    const tight = clientFor(suite.emulator, { getKey: async () => TIGHT_KEY });
    for (const coin of suite.emulator.data.coins.slice(0, 8)) await tight.client.coin(String(coin.id));
    const tightQuote = await fetchQuote(tight.client, ref, {}, true);
    assert.equal(await quoteWithPageCurrency(tight.client, ref, tightQuote.data), undefined, 'the day is down to its reserve: the floor keeps its words');
    assert.equal(tight.log.filter((e) => e.outcome === 'network' && e.status !== undefined).length, 9, 'eight coins and the collection: no page');
  });

  it('an NFT collection opened by its slug (a pasted /nfts/… address) finds its row, by the id the service answers with, and is pinned by it; pinned by its slug, the Watchlist reads that row too', async () => {
    const { client } = clientFor(suite.emulator);
    const listed = (await client.nftsListV2(PINNED_COINS_PAGE)).data.find((n) => n.base_crypto && typeof n.floor_price === 'number')!;
    const slug = (await client.nft(String(listed.id))).config.slug;
    assert.equal(typeof slug, 'string', 'the emulator names the slug');
    const ref = nftRef(String(slug));
    const quote = await fetchQuote(client, ref, {}, true);
    assert.equal('base_crypto' in quote.data.item ? quote.data.item.base_crypto : undefined, listed.base_crypto, 'from the cached page');
    assert.deepEqual(answeredRef(ref, quote.data), nftRef(listed), 'pinned as the rows know it, by its name');
    const bare = { ...quote.data, item: { ...quote.data.item, base_crypto: undefined } };
    const followed = await quoteWithPageCurrency(client, ref, bare);
    assert.equal(followed && 'base_crypto' in followed.item ? followed.item.base_crypto : undefined, listed.base_crypto, 'when it follows the quote');
    // pinned by its slug elsewhere (an earlier version, a typed name): the Watchlist, the digest and Compare read its row
    const offPage = new Set<string>();
    const pinned = await pinnedLookup(clientFor(suite.emulator).client, 'nft', {}, offPage)(String(slug));
    assert.equal(pinned.data.base_crypto, listed.base_crypto);
    assert.equal(pinnedOperation('nft', pinned), 'nftsListV2', 'its figures read from the page');
    assert.equal(pinned.requests, 2, 'the page, and the collection asked by its slug');
    assert.deepEqual([...offPage], [`nft:${String(slug)}`], 'its own answer was asked for: counted as off the page');
  });
});
