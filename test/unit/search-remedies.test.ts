// A failed change of a saved search (rename, priority, terms, delete) offers what fixes it, as
// Save Search does: the fix of its kind, Try Again (the same request), Edit and Try Again (the
// prompt filled in with what was typed). Through the real client and the emulator's refusals.
import * as assert from 'node:assert/strict';
import { startEmulator, type Emulator } from '../../src/service/demo/server';
import type { Fault } from '../../src/service/demo/faults';
import {
  createSearch, deleteSearch, editSearchTerms, type Outcome, remedyButton, renameSearch, setSearchPriority,
} from '../../src/features/searches/flows';
import { fixDetails } from '../../src/editor/errorPolicy';
import type { SocialApi } from '../../src/service/api/service';
import { clientFor } from './client-helpers';

describe('searches: a failed change of a saved search offers its remedy', () => {
  let emulator: Emulator;
  before(async () => { emulator = await startEmulator({ keys: { 'remedy-key': { plan: 'builder', perMinute: 10_000, perDay: 100_000 } } }); });
  afterEach(() => emulator.faults.clear());
  after(() => emulator.close());

  const changes: Record<string, (client: SocialApi, slug: string) => Promise<Outcome<unknown>>> = {
    rename: (client, slug) => renameSearch(client, slug, 'Renamed'),
    priority: (client, slug) => setSearchPriority(client, slug, true),
    terms: (client, slug) => editSearchTerms(client, slug, 'ether'),
    delete: (client, slug) => deleteSearch(client, slug),
  };

  /** The button the failure of `change` under `fault` shows, and what pressing it did. */
  const pressed = async (client: SocialApi, slug: string, change: string, fault: Fault, edit = true): Promise<{ label?: string; did: string[] }> => {
    const path = change === 'delete' ? '/delete' : '/update';
    emulator.faults.set({ ...fault, match: path, times: 1 });
    const outcome = await changes[change]!(client, slug);
    assert.equal(outcome.ok, false, `${change} failed`);
    const did: string[] = [];
    const button = !outcome.ok ? remedyButton(outcome.remedy, {
      edit: edit ? async () => did.push('edit') : undefined,
      again: async (unsure) => did.push(`again${unsure ? ' (unsure)' : ''}`),
      run: async (command) => did.push(command.id),
    }) : undefined;
    await button?.run();
    return { label: button?.label, did };
  };

  it('a rejected key, a rate limit, a refusal of what was typed: each change offers what Save Search offers', async () => {
    const { client } = clientFor(emulator, { getKey: async () => 'remedy-key' });
    try {
      const created = await createSearch(client, { name: 'Kept', terms: 'bitcoin', priority: false });
      assert.ok(created.ok);
      const keys = fixDetails('manageKeys');
      for (const change of Object.keys(changes)) {
        assert.deepEqual(await pressed(client, created.value.id, change, { kind: 'status', status: 401 }), { label: keys.label, did: [keys.command.id] }, change);
        // a 5xx may have come after the service made the change: Try Again looks first
        assert.deepEqual(await pressed(client, created.value.id, change, { kind: 'status', status: 503 }), { label: 'Try Again', did: ['again (unsure)'] }, change);
        const refused = { kind: 'status', status: 400, body: '{"error":"name is required"}' } as const;
        // Delete has nothing typed to edit: it offers nothing for a refusal no retry passes
        const edit = change === 'delete' ? { label: undefined, did: [] } : { label: 'Edit and Try Again', did: ['edit'] };
        assert.deepEqual(await pressed(client, created.value.id, change, refused, change !== 'delete'), edit, change);
      }
    } finally {
      client.dispose();
    }
  });

  it('a change whose answer was cut off offers Try Again (its words say so); a delete tried again finds the search gone and says it is deleted', async () => {
    const { client } = clientFor(emulator, { getKey: async () => 'remedy-key' });
    try {
      const created = await createSearch(client, { name: 'BTC watch', terms: 'bitcoin', priority: false });
      assert.ok(created.ok);
      const slug = created.value.id;
      for (const change of ['rename', 'priority', 'terms']) {
        assert.deepEqual(await pressed(client, slug, change, { kind: 'truncated' }), { label: 'Try Again', did: ['again (unsure)'] }, change);
      }
      assert.deepEqual(await pressed(client, slug, 'delete', { kind: 'truncated' }), { label: 'Try Again', did: ['again (unsure)'] });
      assert.ok(!(await client.searchesList({ refresh: true })).data.some((s) => s.id === slug), 'the service deleted it all the same');
      const again = await deleteSearch(client, slug);
      assert.deepEqual(again, { ok: true, value: slug, already: true }, 'not "Nothing found … check the name"');
    } finally {
      client.dispose();
    }
  });

  it('a search deleted elsewhere is named by its name, not its slug, with what to do; nothing to try again', async () => {
    const { client } = clientFor(emulator, { getKey: async () => 'remedy-key' });
    try {
      const created = await createSearch(client, { name: 'Café watch', terms: 'coffee', priority: false });
      assert.ok(created.ok);
      const ref = { kind: 'search' as const, id: created.value.id, title: created.value.name };
      await client.searchDelete(ref.id);
      for (const outcome of [await renameSearch(client, ref, 'New'), await setSearchPriority(client, ref, true), await editSearchTerms(client, ref, 'tea')]) {
        assert.equal(outcome.ok, false);
        if (outcome.ok) continue;
        assert.match(outcome.reason, /^The saved search "Café watch" no longer exists: it was deleted, here or on another device\. Pick one from the Searches view/);
        assert.ok(!outcome.reason.includes(ref.id), outcome.reason);
        assert.deepEqual(outcome.remedy, { kind: 'gone' });
        assert.equal(remedyButton(outcome.remedy, { again: async () => 0, run: async () => 0 }), undefined);
      }
    } finally {
      client.dispose();
    }
  });
});
