// Sector ids of the market lists as a person reads them (shared/protocol/sectorNames).
import * as assert from 'node:assert/strict';
import { sectorName, sectorNames } from '../../src/shared/protocol/sectorNames';

describe('market tables: sector names', () => {
  it('ids become words, with the usual spelling of acronyms', () => {
    assert.equal(sectorName('base-ecosystem'), 'Base Ecosystem');
    assert.equal(sectorName('layer-1'), 'Layer 1');
    assert.equal(sectorName('defi'), 'DeFi');
    assert.equal(sectorName('ai'), 'AI');
    assert.equal(sectorName('bnb-chain'), 'BNB Chain');
    assert.equal(sectorName('rwa'), 'Real-World Assets');
    assert.equal(sectorName('semiconductors'), 'Semiconductors');
  });

  it("a row's list of sectors, named", () => {
    assert.equal(sectorNames('meme,base-ecosystem, nft'), 'Meme, Base Ecosystem, NFT');
    assert.equal(sectorNames(''), '');
  });
});
