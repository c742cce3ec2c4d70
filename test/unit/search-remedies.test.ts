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
        assert.deepEqual(await pressed(client, created.value.id, change, { kind: 'status', status: 503 }), { label: 'Try Again', did: ['again'] }, change);
        const refused = { kind: 'status', status: 400, body: '{"error":"name is required"}' } as const;
        // Delete has nothing typed to edit: it offers nothing for a refusal no retry passes
        const edit = change === 'delete' ? { label: undefined, did: [] } : { label: 'Edit and Try Again', did: ['edit'] };
        assert.deepEqual(await pressed(client, created.value.id, change, refused, change !== 'delete'), edit, change);
      }
    } finally {
      client.dispose();
    }
  });
});
