// The saved-search flows behind the commands, through the real client and the emulator over
// HTTP: create → list → rename → priority → edit terms → delete, counted by the client and by the
// emulator (an update first reads the search as it is now: the service requires its terms); the
// service's refusals reach the person in its words; a second click while a change is under way
// sends nothing.
import * as assert from 'node:assert/strict';
import { startEmulator, type Emulator } from '../../src/service/demo/server';
import type { Fault } from '../../src/service/demo/faults';
import {
  askNewSearch, createSearch, createSearchAgain, currentSearch, deleteSearch, editSearchTerms, listSearches, nameProblem, OneAtATime, parseTerms, renameSearch, setSearchPriority,
  type SavePrompts,
} from '../../src/features/searches/flows';
import { refFromArg } from '../../src/editor/treeKit/core/node';
import { loadSavedSearches } from '../../src/features/searches/tree';
import { clientFor, type Harness, until } from './client-helpers';

describe('searches: saved-search flows against the emulator', () => {
  let emulator: Emulator;
  let n = 0;
  /** Saved searches are kept per key: each test starts with none. */
  const fresh = (): Harness => {
    const key = `flow-key-${++n}`;
    return clientFor(emulator, { getKey: async () => key });
  };

  before(async () => {
    const keys: Record<string, { plan: 'builder'; perMinute: number; perDay: number }> = {};
    for (let i = 1; i <= 12; i++) keys[`flow-key-${i}`] = { plan: 'builder', perMinute: 10_000, perDay: 100_000 };
    keys['flow-key-slow'] = { plan: 'builder', perMinute: 1, perDay: 100 };
    emulator = await startEmulator({ keys });
  });
  afterEach(() => emulator.faults.clear());
  after(() => emulator.close());

  it('each change takes its command\'s cancellation: once cancelled, nothing is sent', async () => {
    const { client, log } = fresh();
    const created = await createSearch(client, { name: 'Kept', terms: 'bitcoin', priority: false });
    assert.ok(created.ok);
    const cancelled = AbortSignal.abort();
    const served = emulator.requests();
    const outcomes = [
      await createSearch(client, { name: 'Never', terms: 'ether', priority: false }, cancelled),
      await renameSearch(client, created.value.id, 'Never', cancelled),
      await setSearchPriority(client, created.value.id, true, cancelled),
      await editSearchTerms(client, created.value.id, 'solana', cancelled),
      await deleteSearch(client, created.value.id, cancelled),
    ];
    assert.deepEqual(outcomes.map((o) => o.ok), [false, false, false, false, false]);
    assert.equal(emulator.requests(), served, 'not one request reached the service');
    assert.ok(log.slice(1).every((e) => e.status === undefined && /cancelled/.test(e.note ?? '')), 'each one stopped before it left');
    assert.deepEqual((await client.searchesList({ refresh: true })).data.map((s) => s.name), ['Kept']);
  });

  it('a change of key while a change waits is said, not taken for the person\'s cancel', async () => {
    // a minute of one request: what comes after the create waits for the next minute
    const { client } = clientFor(emulator, { getKey: async () => 'flow-key-slow' });
    try {
      const created = await createSearch(client, { name: 'Kept', terms: 'bitcoin', priority: false });
      assert.ok(created.ok);
      const listing = listSearches(client);
      const deleting = deleteSearch(client, created.value.id);
      await until(() => client.quota().waiting === 2, 'the list and the delete waiting for quota');
      const served = emulator.requests();
      // what the connection does when the active key changes
      client.accountChanged();
      client.clearCache();
      const words = /API key, plan or service address changed while this was running, so it was not sent: try again/;
      const listed = await listing;
      assert.ok(listed && !listed.ok, `the list said nothing: ${JSON.stringify(listed)}`);
      assert.match(listed.reason, words);
      const deleted = await deleting;
      assert.ok(!deleted.ok);
      assert.match(deleted.reason, words);
      // never sent, so sending it again is safe: the words say try again, and so does the button
      assert.deepEqual(listed.remedy, { kind: 'again' });
      assert.deepEqual(deleted.remedy, { kind: 'again' });
      assert.equal(emulator.requests(), served, 'nothing was sent after the change');
    } finally {
      client.dispose();
    }
  });

  it('create, list, rename, priority and delete: one request per action, and one read of the search before each update', async () => {
    const { client, log } = fresh();
    const sent = (): number => log.filter((e) => e.outcome === 'network').length;
    const served = emulator.requests();

    const created = await createSearch(client, { name: ' Bitcoin ETF ', terms: 'bitcoin, "spot etf"', priority: false });
    assert.ok(created.ok);
    const slug = created.value.id;
    assert.equal(created.value.name, 'Bitcoin ETF');
    assert.deepEqual(created.value.search_json.terms, ['bitcoin', 'spot etf']);
    assert.equal(sent(), 1);

    const listed = await client.searchesList();
    assert.deepEqual(listed.data.map((s) => s.id), [slug]);
    assert.equal(sent(), 2);

    const renamed = await renameSearch(client, slug, 'ETF watch');
    assert.ok(renamed.ok);
    assert.equal(renamed.value.name, 'ETF watch');
    assert.deepEqual(renamed.value.search_json.terms, ['bitcoin', 'spot etf'], 'the terms sent again as they were');
    assert.equal(sent(), 4);
    // the rename made the cached list out of date: the next list is asked for again
    assert.equal((await client.searchesList()).data[0]!.name, 'ETF watch');
    assert.equal(sent(), 5);

    const prioritised = await setSearchPriority(client, slug, true);
    assert.ok(prioritised.ok);
    assert.equal(prioritised.value.priority, true);
    assert.equal(sent(), 7);

    const deleted = await deleteSearch(client, slug);
    assert.deepEqual(deleted, { ok: true, value: slug, already: false });
    assert.equal(sent(), 8);
    assert.deepEqual((await client.searchesList()).data, []);
    assert.equal(sent(), 9);
    assert.equal(emulator.requests() - served, 9, 'the emulator saw the same nine requests');
    client.dispose();
  });

  it('shows the service\'s refusals in its words, and sends nothing for terms it cannot read', async () => {
    const { client, log } = fresh();
    const noName = await createSearch(client, { name: '   ', terms: 'bitcoin', priority: false });
    assert.equal(noName.ok, false);
    assert.match(!noName.ok ? noName.reason : '', /name is required/);

    for (let i = 0; i < 10; i++) assert.ok((await createSearch(client, { name: `P${i}`, terms: 'bitcoin', priority: true })).ok);
    const eleventh = await createSearch(client, { name: 'One too many', terms: 'bitcoin', priority: true });
    assert.match(!eleventh.ok ? eleventh.reason : '', /at most 10 priority searches/);

    const before = log.length;
    const noTerms = await createSearch(client, { name: 'Empty', terms: ' , ,', priority: false });
    assert.match(!noTerms.ok ? noTerms.reason : '', /at least one term/);
    assert.equal(log.length, before, 'refused here: no request');

    // one the service no longer has was deleted already (a lost answer's try, another device): not "check the name"
    assert.deepEqual(await deleteSearch(client, 'no-such-search'), { ok: true, value: 'no-such-search', already: true });
    client.dispose();
  });

  it('Save Search refused by the service: tried again, the prompts open filled in with what was answered, and only the changed answer is asked for', async () => {
    const { client } = fresh();
    for (let i = 0; i < 10; i++) assert.ok((await createSearch(client, { name: `P${i}`, terms: 'bitcoin', priority: true })).ok);
    /** The person at the prompts: what each prompt started from, and the answers given. */
    const person = (answers: { terms?: string; name?: string; priority: boolean }): SavePrompts & { shown: unknown[] } => {
      const shown: unknown[] = [];
      return {
        shown,
        terms: async (value) => (shown.push(value), answers.terms ?? value),
        name: async (value) => (shown.push(value), answers.name ?? value),
        priority: async (previous) => (shown.push(previous), answers.priority),
      };
    };

    const first = person({ terms: 'arbitrum, optimism, "layer two"', name: 'Layer twos, with a long name typed with care', priority: true });
    const typed = await askNewSearch({ terms: '' }, first);
    assert.deepEqual(first.shown, ['', 'arbitrum', undefined]);
    assert.ok(typed);
    const refused = await createSearch(client, typed, undefined);
    assert.match(!refused.ok ? refused.reason : '', /at most 10 priority searches/);

    const again = person({ priority: false });
    const edited = await askNewSearch(typed, again);
    assert.deepEqual(again.shown, ['arbitrum, optimism, "layer two"', 'Layer twos, with a long name typed with care', true], 'every prompt starts from what was typed');
    assert.ok(edited);
    const saved = await createSearch(client, edited);
    assert.ok(saved.ok, saved.ok ? '' : saved.reason);
    assert.deepEqual([saved.value.name, saved.value.search_json.terms, saved.value.priority], ['Layer twos, with a long name typed with care', ['arbitrum', 'optimism', 'layer two'], false]);
    client.dispose();
  });

  it('Save Search refused: editing is offered only where the answers are what was refused; a key, a plan, an address get their fix, the network a try again', async () => {
    const { client } = fresh();
    const answers = { name: 'Layer twos', terms: 'arbitrum', priority: true };
    const remedy = async (): Promise<unknown> => {
      const outcome = await createSearch(client, answers);
      assert.equal(outcome.ok, false);
      return !outcome.ok && outcome.remedy;
    };
    const refuse = async (fault: Fault): Promise<unknown> => {
      emulator.faults.set({ ...fault, match: '/searches/create' });
      return remedy().finally(() => emulator.faults.clear());
    };
    assert.deepEqual(await refuse({ kind: 'status', status: 401 }), { kind: 'fix', fix: 'manageKeys' });
    assert.deepEqual(await refuse({ kind: 'status', status: 404, body: '{"error":"Invalid endpoint (2)"}' }), { kind: 'fix', fix: 'baseUrlSetting' });
    // the service may have saved it before the answer was lost: Try Again looks first
    assert.deepEqual(await refuse({ kind: 'reset' }), { kind: 'again', unsure: true });
    assert.deepEqual(await refuse({ kind: 'status', status: 503 }), { kind: 'again', unsure: true });
    // the service's own refusal of what was typed
    for (let i = 0; i < 10; i++) assert.ok((await createSearch(client, { name: `P${i}`, terms: 'bitcoin', priority: true })).ok);
    assert.deepEqual(await remedy(), { kind: 'edit' });
    const unreadable = await createSearch(client, { ...answers, terms: ' , ' });
    assert.deepEqual(!unreadable.ok && unreadable.remedy, { kind: 'edit' });
    // last: the client remembers a plan's refusal and sends nothing more of it
    assert.deepEqual(await refuse({ kind: 'status', status: 402 }), { kind: 'fix', fix: 'choosePlan' });
    client.dispose();
  });

  it('Save Search\'s Try Again after a timeout: the search the lost answer saved is found, not created a second time', async () => {
    const { client } = fresh();
    const answers = { name: 'Rollups', terms: 'arbitrum, optimism', priority: true };
    const names = async (): Promise<string[]> => (await client.searchesList({ refresh: true })).data.map((s) => s.name);
    // the service saves it only after the client stopped waiting for its answer
    client.configure({ timeoutMs: 200 });
    emulator.faults.set({ kind: 'latency', ms: 600, match: '/searches/create', times: 1 });
    const lost = await createSearch(client, answers);
    assert.equal(lost.ok, false);
    assert.deepEqual(!lost.ok && lost.remedy, { kind: 'again', unsure: true });
    client.configure({ timeoutMs: 10_000 });
    for (let i = 0; i < 200 && !(await names()).includes('Rollups'); i++) await new Promise((r) => setTimeout(r, 25));
    assert.deepEqual(await names(), ['Rollups'], 'the service saved it all the same');

    const sent = emulator.requests();
    const again = await createSearchAgain(client, { ...answers, terms: 'optimism, arbitrum' });
    assert.ok(again.ok && again.already, 'said saved after all');
    assert.deepEqual(again.value.search_json.terms, ['arbitrum', 'optimism']);
    assert.equal(emulator.requests() - sent, 1, 'the list read fresh, and no create');
    assert.deepEqual(await names(), ['Rollups'], 'one search, one priority slot');

    // not saved (a 503 before the service stored anything): Try Again sends it
    const other = { name: 'Rollups', terms: 'base', priority: false };
    emulator.faults.set({ kind: 'status', status: 503, match: '/searches/create', times: 1 });
    assert.equal((await createSearch(client, other)).ok, false);
    const sentAgain = await createSearchAgain(client, other);
    assert.ok(sentAgain.ok && !sentAgain.already);
    assert.deepEqual(sentAgain.value.search_json.terms, ['base']);
    assert.deepEqual((await names()).sort(), ['Rollups', 'Rollups'], 'the same name with other terms is another search');
    client.dispose();
  });

  it("edits a search's terms: its output follows them; its name, priority and rollups stay", async () => {
    const { client } = fresh();
    const created = (await client.searchCreate({ name: 'Chains', search_json: { terms: ['bitcoin'], rollups: ['btc'] }, priority: true })).data;
    const edited = await editSearchTerms(client, created.id, 'solana, ethereum');
    assert.ok(edited.ok, !edited.ok ? edited.reason : '');
    assert.deepEqual(edited.value.search_json, { terms: ['solana', 'ethereum'], rollups: ['btc'] });
    assert.deepEqual([edited.value.name, edited.value.priority], ['Chains', true]);
    assert.deepEqual((await client.search(created.id)).data.terms, ['solana', 'ethereum'], 'what it looks for changed');
    assert.deepEqual((await client.searchesList()).data[0]!.search_json.terms, ['solana', 'ethereum']);

    const bad = await editSearchTerms(client, created.id, ' , ');
    assert.match(!bad.ok ? bad.reason : '', /at least one term/);
    const gone = await editSearchTerms(client, 'no-such-search', 'bitcoin');
    assert.match(!gone.ok ? gone.reason : '', /no longer exists/);
    client.dispose();
  });

  it('a rename never sends back terms changed elsewhere since the list was read', async () => {
    const key = `flow-key-${++n}`;
    const here = clientFor(emulator, { getKey: async () => key }).client;
    const there = clientFor(emulator, { getKey: async () => key }).client;
    const slug = (await here.searchCreate({ name: 'Shared', search_json: { terms: ['bitcoin'] } })).data.id;
    assert.deepEqual((await here.searchesList()).data[0]!.search_json.terms, ['bitcoin'], 'listed (and cached) here');
    assert.ok((await editSearchTerms(there, slug, 'dogecoin')).ok, 'changed from elsewhere');
    const renamed = await renameSearch(here, slug, 'Shared too');
    assert.ok(renamed.ok);
    assert.deepEqual(renamed.value.search_json.terms, ['dogecoin']);
    here.dispose();
    there.dispose();
  });

  it('a search saved on another device since the list was cached is found, not called deleted', async () => {
    const key = `flow-key-${++n}`;
    const here = clientFor(emulator, { getKey: async () => key }).client;
    const there = clientFor(emulator, { getKey: async () => key }).client;
    assert.deepEqual((await here.searchesList()).data, [], 'listed (and cached) here, empty');
    const slug = (await there.searchCreate({ name: 'From the laptop', search_json: { terms: ['solana'] } })).data.id;
    // Edit Terms' first value comes from the list as last listed
    const found = await currentSearch(here, slug, false);
    assert.ok(found.ok, found.ok ? '' : found.reason);
    assert.deepEqual(found.value.search_json.terms, ['solana']);
    const gone = await currentSearch(here, 'no-such-search', false);
    assert.match(!gone.ok ? gone.reason : '', /no longer exists/);
    here.dispose();
    there.dispose();
  });

  it('a row of the Searches view cuts a long name to fit, and its item (what Rename starts from, what the panel is titled) keeps it whole', async () => {
    const { client } = fresh();
    const name = `${'Layer two rollups and their bridges, '.repeat(2)}sequencer fees, blob costs, re-staking`.slice(0, 100);
    assert.ok(name.length > 80);
    const created = await createSearch(client, { name, terms: 'arbitrum, optimism', priority: false });
    assert.ok(created.ok, created.ok ? '' : created.reason);
    const [row] = (await loadSavedSearches({ client, options: { refresh: true }, now: Date.now() })).nodes;
    assert.ok(row && row.label.length <= 80 && row.label.endsWith('…'), row?.label);
    assert.equal(row.action?.kind === 'open' ? row.action.ref.title : undefined, name);
    assert.equal(refFromArg(row)?.title, name, 'the row given to Rename names the search in full');
  });

  it('reading the searches to choose one: a failure is said in the service\'s words; cancelled, there is nothing to say (no "Cancelled.")', async () => {
    const { client } = fresh();
    emulator.faults.set({ kind: 'status', status: 404, body: '{"error":"Invalid endpoint (2)"}', match: '/searches/list', times: 1 });
    const failed = await listSearches(client);
    assert.ok(failed && !failed.ok && /Invalid endpoint/.test(failed.reason), JSON.stringify(failed));

    assert.equal(await listSearches(client, AbortSignal.abort()), undefined, 'cancelled before it left');
    // cancelled while the service is answering (the person's Cancel on the progress notification)
    emulator.faults.set({ kind: 'latency', ms: 5000, match: '/searches/list', times: 1 });
    const controller = new AbortController();
    const pending = listSearches(client, controller.signal);
    await until(() => emulator.faults.list().length === 0, 'the request to reach the service');
    controller.abort();
    assert.equal(await pending, undefined, 'cancelled on its way');

    assert.ok((await createSearch(client, { name: 'Listed', terms: 'bitcoin', priority: false })).ok);
    const listed = await listSearches(client);
    assert.deepEqual(listed?.ok && listed.value.map((s) => s.name), ['Listed']);
  });

  it('a second click while a change is under way sends nothing', async () => {
    const { client, log } = fresh();
    const guard = new OneAtATime();
    const create = (): Promise<unknown> => guard.run('create', () => createSearch(client, { name: 'Once', terms: 'solana', priority: false }));
    const [first, second] = await Promise.all([create(), create()]);
    assert.ok(first);
    assert.equal(second, undefined);
    assert.equal(log.filter((e) => e.operation === 'searchCreate').length, 1);
    assert.equal((await client.searchesList()).data.length, 1);
    // once done, the next click runs again
    assert.ok(await create());
    client.dispose();
  });

  it('checks names and terms as the input boxes do', () => {
    assert.equal(nameProblem('My search'), undefined);
    assert.match(nameProblem('  ') ?? '', /Type a name/);
    assert.match(nameProblem('x'.repeat(101)) ?? '', /at most 100/);
    assert.deepEqual(parseTerms('bitcoin, $btc, bitcoin'), { terms: ['bitcoin', '$btc'] });
    assert.match(JSON.stringify(parseTerms('a/b')), /may not contain/);
    assert.match(JSON.stringify(parseTerms(Array.from({ length: 26 }, (_, i) => `t${i}`).join(','))), /at most 25 terms/);
  });
});
