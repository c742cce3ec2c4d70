// The coins and stocks tables' reports are the service's markdown lists; the NFT table has none.
import * as assert from 'node:assert/strict';
import { marketListRef } from '../../src/shared/items';
import { fetchReport } from '../../src/shared/queries/report';
import { clientFor, emulatorForSuite, KEY } from './client-helpers';

describe('reports: the coins and stocks lists', () => {
  const suite = emulatorForSuite({ keys: { [KEY]: 'individual' } });

  it('the coins table reports /list/cryptocurrencies, the stocks table /list/stocks', async () => {
    const { client, log } = clientFor(suite.emulator);
    const coins = await fetchReport({ client, ref: marketListRef('coin'), format: 'markdown', options: {} });
    assert.match(coins.data.sourceUrl, /\/list\/cryptocurrencies$/);
    assert.match(coins.data.text, /bitcoin/i);
    const stocks = await fetchReport({ client, ref: marketListRef('stock'), format: 'csv', options: {} });
    assert.match(stocks.data.sourceUrl, /\/list\/stocks\?format=csv$/);
    assert.deepEqual(log.map((e) => e.operation), ['report', 'report']);
    client.dispose();
  });

  it('the NFT table has no report, and says so without a request', async () => {
    const { client, log } = clientFor(suite.emulator);
    await assert.rejects(fetchReport({ client, ref: marketListRef('nft'), format: 'markdown', options: {} }),
      /There is no report for the NFT collection "NFT collections"/);
    assert.equal(log.length, 0);
    client.dispose();
  });
});
