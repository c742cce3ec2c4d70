// A saved search's terms typed as one line: a term in double quotes may hold commas (a quote in
// it doubled); what the Edit Terms box is filled with reads back as the same terms, and what the
// service is sent is the terms as typed, each whole.
import * as assert from 'node:assert/strict';
import * as fc from 'fast-check';
import { readTerms, writeTerms } from '../../src/shared/format/terms';
import { createSearch, editSearchTerms, parseTerms } from '../../src/features/searches/flows';
import { startEmulator, type Emulator } from '../../src/service/demo/server';
import { clientFor } from './client-helpers';
import { savedSearchNode } from '../../src/features/searches/tree';
import { peopleParts } from '../../src/shared/render/peopleMarkdown';

describe('searches: terms typed as a comma-separated list', () => {
  it('keeps a quoted term with commas whole and takes its quotes off', () => {
    assert.deepEqual(readTerms('"spot, etf", bitcoin'), ['spot, etf', 'bitcoin']);
    assert.deepEqual(readTerms('"1,000 btc", etf, spot'), ['1,000 btc', 'etf', 'spot']);
    assert.deepEqual(readTerms('"say ""hi"", then", 5" screen'), ['say "hi", then', '5" screen']);
    assert.deepEqual(readTerms(' , a ,, "" ,'), ['a']);
    // quoted or not, " bitcoin " is the term bitcoin: not a second one that reads the same
    assert.deepEqual(readTerms('bitcoin, " bitcoin "'), ['bitcoin', 'bitcoin']);
    assert.deepEqual(parseTerms('"spot, etf", bitcoin'), { terms: ['spot, etf', 'bitcoin'] });
  });

  it('writes terms so that they read back the same', () => {
    assert.equal(writeTerms(['1,000 btc', 'etf']), '"1,000 btc", etf');
    const term = fc.string({ minLength: 1, unit: fc.constantFrom('a', 'b', ' ', ',', '"', '\t', 'é', '$') });
    fc.assert(fc.property(fc.array(term, { maxLength: 8 }), (terms) => {
      // spaces at a term's ends are no part of it, and a term of spaces alone is none
      assert.deepEqual(readTerms(writeTerms(terms)), terms.map((t) => t.trim()).filter(Boolean));
    }), { numRuns: 500 });
  });

  describe('against the emulator', () => {
    let emulator: Emulator;
    before(async () => { emulator = await startEmulator({ keys: { 'terms-key': { plan: 'builder', perMinute: 10_000, perDay: 100_000 } } }); });
    after(() => emulator.close());

    it('Save Search and Edit Terms send a term with a comma whole', async () => {
      const { client } = clientFor(emulator, { getKey: async () => 'terms-key' });
      try {
        const created = await createSearch(client, { name: 'ETF', terms: '"spot, etf", bitcoin', priority: false });
        assert.ok(created.ok, JSON.stringify(created));
        assert.deepEqual(created.value.search_json.terms, ['spot, etf', 'bitcoin']);
        const edited = await editSearchTerms(client, created.value.id, '"1,000 btc", etf');
        assert.ok(edited.ok, JSON.stringify(edited));
        // the Edit Terms box is filled with the terms as written; a term added to it
        const typed = `${writeTerms(edited.value.search_json.terms)}, spot`;
        assert.equal(typed, '"1,000 btc", etf, spot');
        const again = await editSearchTerms(client, created.value.id, typed);
        assert.ok(again.ok, JSON.stringify(again));
        assert.deepEqual((await client.searchesList({ refresh: true })).data[0]!.search_json.terms, ['1,000 btc', 'etf', 'spot']);
      } finally {
        client.dispose();
      }
    });

    it('the Searches view, the search panel\'s Markdown and its facts write the terms as the prompts do: a term with a comma quoted', async () => {
      const { client } = clientFor(emulator, { getKey: async () => 'terms-key' });
      try {
        const created = await createSearch(client, { name: 'Whales', terms: '"1,000 btc", etf', priority: false });
        assert.ok(created.ok, JSON.stringify(created));
        assert.equal(savedSearchNode('searches', created.value).description, '"1,000 btc", etf');
        const summary = (await client.search(created.value.id)).data;
        const md = peopleParts({ search: { data: { summary, posts: [] }, meta: { generated: 0, stale: false, fromCache: false } } }).join('\n');
        // its quotes escaped for Markdown: shown as "1,000 btc", etf
        assert.ok(md.includes('Terms: \\"1,000 btc\\", etf'), md);
      } finally {
        client.dispose();
      }
    });
  });
});
