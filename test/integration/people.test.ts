// Creators, posts and searches in the real extension host: the creator and post panels from
// `socialPulse.openItem` and the lookups on demo data; the Searches view and the saved-search
// lifecycle on a key of an emulator of our own (the input boxes stood in for by the flows the
// commands run, with answers); a plan without searches says so once.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { SocialClient } from '../../src/service/api/service';
import type { SocialPulseApi } from '../../src/main/extension';
import type { PanelSnapshot } from '../../src/features/panels/panel';
import type { SectionId } from '../../src/shared/protocol/views';
import { createSearch, deleteSearch, editSearchTerms, renameSearch, setSearchPriority } from '../../src/features/searches/flows';
import type { TreeNode } from '../../src/editor/treeKit/core/node';
import { activateFresh, clientBundle, type Emulator, emulatorBundle, pointAt, resetCore, setSetting, turnOnDemo, waitFor } from './coreHelpers';

const BUILDER_KEY = 'sp-people-builder-key-41c9';
const HOBBY_KEY = 'sp-people-hobby-key-7d02';

async function panels(): Promise<PanelSnapshot[]> {
  return (await vscode.commands.executeCommand<PanelSnapshot[]>('socialPulse.test.panels')) ?? [];
}

async function drawn(key: string, sections: readonly SectionId[]): Promise<PanelSnapshot> {
  return waitFor(`${key} to draw ${sections.join(', ')}`, async () => {
    const p = (await panels()).find((x) => x.key === key);
    return p && sections.every((s) => p.sections[s] === 'data' && p.rendered.includes(s)) ? p : undefined;
  }, 30_000);
}

async function searchRows(): Promise<TreeNode[]> {
  return (await vscode.commands.executeCommand<TreeNode[]>('socialPulse.test.searches')) ?? [];
}

describe('people: creator and post panels, searches', () => {
  let api: SocialPulseApi;

  before(async () => {
    api = await activateFresh();
  });

  after(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await resetCore(api);
  });

  describe('on demo data', () => {
    before(() => turnOnDemo(api));

    it('opens a creator from a profile address and a post from type/id, each drawing its sections', async () => {
      const emulator = await emulatorBundle().startEmulator();
      const client = clientBundle().createClient({ baseUrl: emulator.baseUrl, markdownUrl: emulator.markdownUrl, plan: 'builder', getKey: async () => 'demo-key' });
      const creator = emulator.data.creators.find((c) => c.creator_id.startsWith('twitter::') && /^\w+$/.test(c.name))!;
      const post = await client.topicPosts('bitcoin').then((a) => a.data[0]!).finally(async () => {
        client.dispose();
        await emulator.close();
      });
      const opened = await vscode.commands.executeCommand<{ id: string }>('socialPulse.openCreator', `https://x.com/${creator.name}`);
      assert.equal(opened?.id, `twitter::${creator.name}`);
      await drawn(`creator:twitter::${creator.name}`, ['profile', 'series', 'posts']);
      await vscode.commands.executeCommand('socialPulse.openPost', `${post.post_type}/${post.id}`);
      await drawn(`post:${post.post_type}::${post.id}`, ['post', 'series']);
    });

    it('searches posts for a term into a panel', async () => {
      await vscode.commands.executeCommand('socialPulse.searchPosts', 'ethereum');
      const p = await drawn('search:term/ethereum', ['search']);
      assert.equal(p.view, 'search');
    });

    it('a topic panel loads its subject\'s data changes beside its chart', async () => {
      await vscode.commands.executeCommand('socialPulse.openItem', { kind: 'topic', id: 'bitcoin', title: 'Bitcoin' });
      const p = await drawn('topic:bitcoin', ['series']);
      await waitFor('the changes notice data', async () => (await panels()).find((x) => x.key === p.key)?.sections.changes === 'data');
    });
  });

  describe('saved searches on a key', () => {
    let emulator: Emulator;
    let client: SocialClient;

    before(async () => {
      // panels left open would reload from this emulator and blur its request count
      await vscode.commands.executeCommand('workbench.action.closeAllEditors');
      await waitFor('panels to close', async () => (await panels()).length === 0);
      await setSetting('demo', undefined);
      emulator = await emulatorBundle().startEmulator({ keys: { [BUILDER_KEY]: 'builder', [HOBBY_KEY]: 'hobby' } });
      client = clientBundle().createClient({ baseUrl: emulator.baseUrl, markdownUrl: emulator.markdownUrl, plan: 'builder', getKey: async () => BUILDER_KEY });
      await pointAt(emulator);
      await setSetting('plan', 'builder');
      await api.keys.add('People', BUILDER_KEY);
      await waitFor('key mode', () => api.connection.state.mode === 'key');
    });

    after(async () => {
      client.dispose();
      await resetCore(api);
      await emulator.close();
    });

    it('lists, creates, renames, re-prioritises, edits the terms of and deletes, the view following each change', async () => {
      assert.deepEqual(await searchRows(), []);
      const served = emulator.requests();
      const created = await createSearch(client, { name: 'Layer twos', terms: 'arbitrum, optimism', priority: false });
      assert.ok(created.ok, created.ok ? '' : created.reason);
      const slug = created.value.id;
      await vscode.commands.executeCommand('socialPulse.refreshSearches');
      const rows = await searchRows();
      assert.deepEqual(rows.map((r) => [r.label, r.contextValue]), [['Layer twos', 'savedSearch']]);

      await vscode.commands.executeCommand('socialPulse.openItem', rows[0]!.action && rows[0]!.action.kind === 'open' ? rows[0]!.action.ref : undefined);
      await drawn(`search:${slug}`, ['search']);

      assert.ok((await renameSearch(client, slug, 'L2s')).ok);
      assert.ok((await setSearchPriority(client, slug, true)).ok);
      await vscode.commands.executeCommand('socialPulse.refreshSearches');
      await waitFor('the renamed row', async () => (await searchRows())[0]?.label === 'L2s');
      assert.equal((await searchRows())[0]!.icon, 'star-full');

      assert.ok((await vscode.commands.getCommands(true)).includes('socialPulse.editSearchTerms'));
      const edited = await editSearchTerms(client, slug, 'arbitrum, optimism, base');
      assert.ok(edited.ok, edited.ok ? '' : edited.reason);
      await vscode.commands.executeCommand('socialPulse.refreshSearches');
      await waitFor('the row with the new terms', async () => /arbitrum, optimism, base/.test(String((await searchRows())[0]?.description)));
      assert.equal((await searchRows())[0]!.label, 'L2s', 'the name kept');

      assert.ok((await deleteSearch(client, slug)).ok);
      await vscode.commands.executeCommand('socialPulse.refreshSearches');
      await waitFor('the empty view', async () => (await searchRows()).length === 0);
      // create, list, open, rename, priority, list, edit, list, delete, list (each update after a
      // read of the search as it is now)
      assert.equal(emulator.requests() - served, 1 + 1 + 1 + 2 + 2 + 1 + 2 + 1 + 1 + 1);
    });

    it('a failed reload of an empty list shows the failure; "click to retry" and the palette\'s Refresh reach the view', async () => {
      await vscode.commands.executeCommand('socialPulse.refreshSearches');
      await waitFor('the empty view', async () => (await searchRows()).length === 0);
      const failure = async (): Promise<TreeNode | undefined> => {
        const rows = await searchRows();
        return rows.length === 1 && rows[0]!.contextValue === 'error' ? rows[0] : undefined;
      };
      // the client serves its last answer (no searches) stale: nothing to mark, so the failure is the row
      emulator.faults.set({ kind: 'status', status: 503, match: '/public/searches/list' });
      await vscode.commands.executeCommand('socialPulse.refreshSearches');
      const failed = await waitFor('the failure row (stale empty list)', failure);
      emulator.faults.clear();
      assert.equal(await vscode.commands.executeCommand('socialPulse.retry', failed), true, 'the Searches view takes the retry');
      await waitFor('the empty view after the retry', async () => (await searchRows()).length === 0);

      // a failure old data does not cover: the empty list it answered before is not shown as good
      emulator.faults.set({ kind: 'status', status: 400, body: '{"error":"Error: the list could not be read"}', match: '/public/searches/list' });
      await vscode.commands.executeCommand('socialPulse.refreshSearches');
      await waitFor('the failure row (a refusal)', failure);
      emulator.faults.clear();

      const created = await createSearch(client, { name: 'Palette refresh', terms: 'solana', priority: false });
      assert.ok(created.ok, created.ok ? '' : created.reason);
      try {
        await vscode.commands.executeCommand('socialPulse.refresh');
        await waitFor('the palette\'s Refresh to reload the Searches view', async () => (await searchRows())[0]?.label === 'Palette refresh');
      } finally {
        assert.ok((await deleteSearch(client, created.value.id)).ok);
        await vscode.commands.executeCommand('socialPulse.refreshSearches');
      }
    });

    // last of the key's tests: the refusal holds the client's quota for ten minutes, and the Hobby
    // key of the next test starts its counts again
    it('a rate limit on reloading an empty list says so and when to try again, not "something went wrong"', async () => {
      await vscode.commands.executeCommand('socialPulse.refreshSearches');
      await waitFor('the empty view', async () => (await searchRows()).length === 0);
      // the wait is said in the zone the person chose: UTC+5:45 all year, never the service's UTC
      const settings = vscode.workspace.getConfiguration('socialPulse');
      await settings.update('timeZone', 'Asia/Kathmandu', vscode.ConfigurationTarget.Global);
      try {
        emulator.faults.set({ kind: 'rate-limit', window: 'minute', retryAfter: 600, match: '/public/searches/list' });
        await vscode.commands.executeCommand('socialPulse.refreshSearches');
        const row = await waitFor('the failure row (stale empty list)', async () => {
          const rows = await searchRows();
          return rows.length === 1 && rows[0]!.contextValue === 'error' ? rows[0] : undefined;
        });
        emulator.faults.clear();
        // the wait once, on the label; the description only says what a click does
        assert.match(row.label, /^Too many requests this minute\. It should work again after \d\d:\d\d GMT\+5:45\.$/);
        assert.equal(row.description, 'click to retry');
      } finally {
        emulator.faults.clear();
        await settings.update('timeZone', undefined, vscode.ConfigurationTarget.Global);
      }
    });

    it('on Hobby the view says once that the plan lacks searches, without asking again', async () => {
      // the plan setting stays: the service's refusal (402), not our pacing, is what is shown
      const hobby = await api.keys.add('Hobby', HOBBY_KEY);
      await api.keys.setActive(hobby.id);
      await waitFor('the hobby key in use', () => api.connection.state.keyLabel === 'Hobby');
      const rows = await searchRows();
      assert.equal(rows.length, 1);
      assert.match(rows[0]!.label, /plan does not include this/);
      // counted on the list's path only: other views may load when the side bar is shown, and a
      // panel of a saved search left open by an earlier test loads its own search on the new key
      emulator.faults.set({ kind: 'latency', ms: 0, match: '/public/searches/list', times: 1000 });
      const asked = (): number => 1000 - (emulator.faults.list()[0]?.times ?? 0);
      await searchRows();
      await vscode.commands.executeCommand('workbench.view.extension.socialPulse');
      await searchRows();
      assert.equal(asked(), 0, 'the refusal is shown, not asked for again');
      emulator.faults.clear();
    });
  });
});
