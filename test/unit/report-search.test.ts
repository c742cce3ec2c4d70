// Reports on searches: a term's report is `/search/{term}`, a saved search's the one on its
// terms; the emulator's markdown variant serves both formats.
import * as assert from 'node:assert/strict';
import { searchRef, searchTermRef } from '../../src/shared/items';
import { fetchReport } from '../../src/shared/queries/report';
import { clientFor, emulatorForSuite } from './client-helpers';

describe('reports: searches', () => {
  const suite = emulatorForSuite();

  it('reports on a term and on a saved search\'s terms', async () => {
    const { client, log } = clientFor(suite.emulator);
    const term = await fetchReport({ client, ref: searchTermRef('bitcoin'), format: 'markdown', options: {} });
    assert.match(term.data.text, /^# Search: bitcoin/m);
    assert.match(term.data.sourceUrl, /\/search\/bitcoin$/);

    const saved = (await client.searchCreate({ name: 'Two coins', search_json: { terms: ['ethereum', 'solana'] } })).data;
    const csv = await fetchReport({ client, ref: searchRef(saved.id, saved.name), format: 'csv', options: {} });
    assert.match(csv.data.sourceUrl, /\/search\/ethereum%20solana\?format=csv$/);
    assert.match(csv.data.text, /^id,post_type,post_created,post_title/);
    assert.deepEqual(log.map((e) => e.operation), ['report', 'searchCreate', 'searchesList', 'report']);
    client.dispose();
  });

  it('a saved search made on another device since the list was cached has its report, not "no longer exists"', async () => {
    const { client } = clientFor(suite.emulator);
    const there = clientFor(suite.emulator).client;
    await client.searchesList();
    const saved = (await there.searchCreate({ name: 'From the laptop', search_json: { terms: ['cardano'] } })).data;
    const report = await fetchReport({ client, ref: searchRef(saved.id, saved.name), format: 'markdown', options: {} });
    assert.match(report.data.sourceUrl, /\/search\/cardano$/);
    client.dispose();
    there.dispose();
  });

  it('a saved search deleted since says it no longer exists and what to do, not that searches have no report', async () => {
    const { client } = clientFor(suite.emulator);
    const saved = (await client.searchCreate({ name: 'Gone soon', search_json: { terms: ['dogecoin'] } })).data;
    await client.searchDelete(saved.id);
    await assert.rejects(fetchReport({ client, ref: searchRef(saved.id, saved.name), format: 'markdown', options: {} }), (e: Error) => {
      assert.match(e.message, /^The saved search "Gone soon" no longer exists/);
      assert.match(e.message, /Searches view/);
      assert.doesNotMatch(e.message, /pick a topic, category/);
      return true;
    });
    client.dispose();
  });
});
