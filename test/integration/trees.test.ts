// The sidebar trees in the real extension host: providers over a real client and emulator
// (TreeItems as VS Code receives them, loading, error, plan and stale states, refresh keeping
// ids), and the extension's own tree and lookup commands.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { SocialClient } from '../../src/service/api/service';
import type { SocialPulseApi } from '../../src/main/extension';
import type { ItemRef } from '../../src/shared/items';
import { itemKey } from '../../src/shared/items';
import { COMMANDS } from '../../src/shared/commandTable';
import { COINS_ROOT, COIN_TREE, loadMarketTree } from '../../src/features/trees/coins';
import type { TreeNode } from '../../src/editor/treeKit/core/node';
import type { ViewSource } from '../../src/editor/treeKit/provider';
import { NodeProvider } from '../../src/editor/treeKit/provider';
import { loadTrendingTopics, TOPICS_ROOT } from '../../src/features/trees/topics';
import { activateApi, clientBundle, type Emulator, emulatorBundle } from './coreHelpers';

const KEY = 'sp-trees-test-key-5be1d2';

interface Harness {
  provider: NodeProvider;
  client: SocialClient;
  pinned: Set<string>;
  changes: number;
}

function harness(emulator: Emulator, options: { plan?: 'builder' | 'hobby'; key?: string; source?: Partial<ViewSource> } = {}): Harness {
  const client = clientBundle().createClient({
    baseUrl: emulator.baseUrl,
    markdownUrl: emulator.markdownUrl,
    plan: options.plan ?? 'builder',
    getKey: async () => options.key ?? KEY,
    timeoutMs: 3000,
  });
  const pinned = new Set<string>();
  const provider = new NodeProvider(
    { viewId: 'socialPulse.topics', root: TOPICS_ROOT, loadRoot: loadTrendingTopics, fixedRoot: () => undefined, ...options.source },
    { connection: { client: async () => client }, log: { warn: () => undefined }, isPinned: (ref) => pinned.has(itemKey(ref)), quota: () => undefined },
  );
  const h: Harness = { provider, client, pinned, changes: 0 };
  provider.onDidChangeTreeData(() => h.changes++);
  return h;
}

/** The children once loading is over, as the view shows them after its change event. */
async function settled(p: NodeProvider, node?: TreeNode): Promise<TreeNode[]> {
  await p.getChildren(node);
  await p.idle();
  return p.getChildren(node);
}

function dispose(h: Harness): void {
  h.provider.dispose();
  h.client.dispose();
}

describe('trees in the extension host', () => {
  let emulator: Emulator;

  before(async () => {
    emulator = await emulatorBundle().startEmulator({ keys: { [KEY]: 'builder', 'sp-trees-hobby-key-77aa': 'hobby' } });
  });
  afterEach(() => emulator.faults.clear());
  after(async () => {
    await emulator.close();
  });

  it('renders topics as VS Code receives them: stable id, untrusted tooltip on hover, pin state, opens its ItemRef', async () => {
    const h = harness(emulator);
    try {
      const nodes = await settled(h.provider);
      const first = nodes[0]!;
      const item = h.provider.getTreeItem(first);
      assert.equal(item.id, first.id);
      assert.match(String(item.label), /^#1 /);
      assert.match(String(item.description), /interactions/);
      assert.equal(item.collapsibleState, vscode.TreeItemCollapsibleState.Collapsed);
      assert.equal(item.contextValue, 'topic pinnable');
      // VS Code parses a Markdown tooltip it is handed: it is asked for on hover instead
      assert.equal(item.tooltip, undefined);
      const tooltip = h.provider.resolveTreeItem(item, first).tooltip;
      assert.ok(tooltip instanceof vscode.MarkdownString);
      assert.match(tooltip.value, /Interactions/);
      assert.equal(tooltip.isTrusted, false);
      assert.equal(tooltip.supportHtml, false);
      assert.equal(item.command?.command, 'socialPulse.openItem');
      const ref = item.command?.arguments?.[0] as ItemRef;
      assert.deepEqual(ref, first.pin);
      assert.match(item.accessibilityInformation?.label ?? '', /Interactions 24 h/);

      h.pinned.add(itemKey(ref));
      assert.equal(h.provider.getTreeItem(first).contextValue, 'topic pinned');
    } finally {
      dispose(h);
    }
  });

  it('every row, its children and the market rows read in words: no ▲, ▼, arrow or · reaches a screen reader', async () => {
    const h = harness(emulator);
    const coins = harness(emulator, { source: { viewId: 'socialPulse.coins', root: COINS_ROOT, loadRoot: (ctx) => loadMarketTree(ctx, COIN_TREE, { key: 'market_cap', desc: true }, 1) } });
    try {
      const topics = await settled(h.provider);
      const rows = [...topics, ...await settled(h.provider, topics[0]), ...await settled(h.provider, topics[1])];
      const spoken = [
        ...rows.map((n) => h.provider.getTreeItem(n)),
        ...(await settled(coins.provider)).map((n) => coins.provider.getTreeItem(n)),
      ].map((item) => [String(item.label), item.description, item.accessibilityInformation?.label] as const);
      assert.ok(spoken.some(([, description]) => /[▲▼]/.test(String(description))), 'some rows show a rank move');
      for (const [label, description, said] of spoken) {
        assert.ok(said, `no spoken label for ${label} ${description ?? ''}`);
        assert.doesNotMatch(said, /[▲▼↗↘·]/, `${label}: "${said}"`);
      }
    } finally {
      dispose(h);
      dispose(coins);
    }
  });

  it('keeps ids on refresh; a failed refresh keeps the data, marked stale', async () => {
    const h = harness(emulator);
    try {
      const before = await settled(h.provider);
      const topic = before[0]!;
      const kids = await settled(h.provider, topic);
      assert.ok(kids.some((k) => k.label === 'Posts'));

      emulator.faults.set({ kind: 'status', status: 503 });
      h.provider.reload({ refresh: true });
      // while it reloads the view keeps what it shows: no Loading line, no empty tree
      assert.deepEqual((await h.provider.getChildren()).map((n) => n.id), before.map((n) => n.id));
      const after = await settled(h.provider);
      assert.deepEqual(after.map((n) => n.id), before.map((n) => n.id));
      const item = h.provider.getTreeItem(after[0]!);
      assert.match(String(item.description), /^stale · (just now|\d+ min ago) · /);
      assert.match((h.provider.resolveTreeItem(item, after[0]!).tooltip as vscode.MarkdownString).value, /Not up to date/);
      const afterKids = await settled(h.provider, after[0]!);
      assert.deepEqual(afterKids.map((n) => n.id), kids.map((n) => n.id), 'expanded children keep their ids');

      emulator.faults.clear();
      h.provider.reload({ refresh: true });
      const fresh = await settled(h.provider);
      assert.ok(!String(h.provider.getTreeItem(fresh[0]!).description).includes('stale'));
    } finally {
      dispose(h);
    }
  });

  it('a first load that fails shows its message in place, and clicking it retries', async () => {
    const h = harness(emulator);
    try {
      emulator.faults.set({ kind: 'status', status: 404, body: '{"error":"Invalid endpoint (2)"}' });
      const nodes = await settled(h.provider);
      assert.equal(nodes.length, 1);
      const item = h.provider.getTreeItem(nodes[0]!);
      assert.equal(item.contextValue, 'error');
      assert.equal((item.iconPath as vscode.ThemeIcon).id, 'error');
      assert.ok(String(item.label).length > 0);
      assert.equal(item.command?.command, 'socialPulse.retry');
      assert.equal(item.command?.arguments?.[0], nodes[0]);

      emulator.faults.clear();
      h.provider.retry(nodes[0]!);
      const recovered = await settled(h.provider);
      assert.ok(recovered.length > 10);
      assert.ok(recovered.every((n) => n.pin?.kind === 'topic'));
    } finally {
      dispose(h);
    }
  });

  it('after the connection changes it keeps none of the nodes it handed out before', async () => {
    const h = harness(emulator);
    try {
      const topic = (await settled(h.provider))[0]!;
      await settled(h.provider, topic);
      const fired: (TreeNode | undefined)[] = [];
      h.provider.onDidChangeTreeData((n) => fired.push(n));
      const retry: TreeNode = { id: `${topic.id}/!retry`, label: 'Retry', owner: topic.id };
      h.provider.retry(retry);
      assert.equal(fired.pop(), topic, 'a change names the node object VS Code was given');
      h.provider.reset();
      h.provider.retry(retry);
      assert.equal(fired.pop(), undefined, 'the node from before the reset is still held');
    } finally {
      dispose(h);
    }
  });

  it('a slow first load shows a Loading line, replaced when the data arrives', async () => {
    const h = harness(emulator);
    try {
      emulator.faults.set({ kind: 'latency', ms: 1200 });
      const first = await h.provider.getChildren();
      assert.equal(first.length, 1);
      const loading = h.provider.getTreeItem(first[0]!);
      assert.equal(loading.label, 'Loading…');
      assert.equal((loading.iconPath as vscode.ThemeIcon).id, 'loading~spin');
      const changesBefore = h.changes;
      await h.provider.idle();
      await new Promise((resolve) => setTimeout(resolve, 20));
      assert.ok(h.changes > changesBefore, 'the view is told to fetch again');
      assert.ok((await h.provider.getChildren()).length > 10);
    } finally {
      dispose(h);
    }
  });

  it('a plan without the endpoint shows "Choose Plan…" instead of an error', async () => {
    const h = harness(emulator, { plan: 'hobby', key: 'sp-trees-hobby-key-77aa' });
    try {
      const nodes = await settled(h.provider);
      assert.equal(nodes.length, 1);
      const item = h.provider.getTreeItem(nodes[0]!);
      assert.equal(item.label, 'Your plan does not include this — Choose Plan…');
      assert.equal(item.command?.command, 'socialPulse.choosePlan');
    } finally {
      dispose(h);
    }
  });

  it('Coins: pinnable lines and a "Load more" line wired to a registered command', async () => {
    const h = harness(emulator, { source: { viewId: 'socialPulse.coins', root: COINS_ROOT, loadRoot: (ctx) => loadMarketTree(ctx, COIN_TREE, { key: 'market_cap', desc: true }, 1) } });
    try {
      const nodes = await settled(h.provider);
      assert.equal(h.provider.getTreeItem(nodes[0]!).contextValue, 'coin pinnable');
      const more = h.provider.getTreeItem(nodes[nodes.length - 1]!);
      assert.equal(more.command?.command, COMMANDS.coinsLoadMore.id);
      await activateApi();
      assert.ok((await vscode.commands.getCommands(true)).includes(COMMANDS.coinsLoadMore.id));
    } finally {
      dispose(h);
    }
  });
});

describe('tree and lookup commands of the extension', () => {
  let api: SocialPulseApi;
  before(async () => {
    api = await activateApi();
  });

  // the suite acts as the extension's own UI (a tree row, a panel's button) through the test API
  it('pins and unpins an item given as an ItemRef or as a tree node', async () => {
    const ref: ItemRef = { kind: 'topic', id: 'sp trees test topic', title: 'SP trees test topic' };
    try {
      assert.equal(await vscode.commands.executeCommand('socialPulse.pin', api.ownUi({ ...ref })), true);
      assert.equal(await vscode.commands.executeCommand('socialPulse.pin', api.ownUi({ id: 'topics/x', label: 'x', pin: ref })), false, 'already pinned');
      assert.equal(await vscode.commands.executeCommand('socialPulse.unpin', api.ownUi({ id: 'watchlist/topic/x', label: 'x', pin: ref })), true);
      assert.equal(await vscode.commands.executeCommand('socialPulse.unpin', api.ownUi({ ...ref })), false);
    } finally {
      await vscode.commands.executeCommand('socialPulse.unpin', api.ownUi({ ...ref }));
    }
  });

  it('given what a command link passes (parsed JSON), pin and unpin change nothing without asking', async () => {
    const ref: ItemRef = { kind: 'topic', id: 'sp link topic', title: 'SP link topic' };
    // in extension tests VS Code refuses to show a modal (the promise rejects): a command that asks fails here
    const link = async (command: string, arg: unknown): Promise<unknown> =>
      Promise.resolve(vscode.commands.executeCommand(command, arg)).then((r) => r, (e: unknown) => e);
    try {
      assert.notEqual(await link('socialPulse.pin', JSON.parse(JSON.stringify(ref))), true);
      assert.equal(await vscode.commands.executeCommand('socialPulse.pin', api.ownUi({ ...ref })), true, 'pinned from our own UI');
      assert.notEqual(await link('socialPulse.unpin', JSON.parse(JSON.stringify(ref))), true);
      assert.equal(await vscode.commands.executeCommand('socialPulse.unpin', api.ownUi({ ...ref })), true, 'still pinned: the link removed nothing');
    } finally {
      await vscode.commands.executeCommand('socialPulse.unpin', api.ownUi({ ...ref }));
    }
  });

  it('refuses to pin what is not a topic, category or coin', async () => {
    assert.equal(await vscode.commands.executeCommand('socialPulse.pin', { kind: 'post', id: 'tweet::1', title: 'x' }), false);
    assert.equal(await vscode.commands.executeCommand('socialPulse.pin', 'nonsense'), false);
  });

  it('ignores a retry or a sort it cannot use, and refreshes without error', async () => {
    assert.equal(await vscode.commands.executeCommand('socialPulse.retry', { not: 'a node' }), false);
    assert.equal(await vscode.commands.executeCommand('socialPulse.retry', { id: 'elsewhere/!error', label: 'x', owner: 'elsewhere' }), false);
    const sort = (arg: unknown): Thenable<unknown> => vscode.commands.executeCommand('socialPulse.sortCoins', arg);
    try {
      const chosen = { key: 'galaxy_score', desc: true };
      assert.deepEqual(await sort(chosen), chosen);
      // not a sort: the order stays as it was, and the picker does not open for it
      for (const bad of [{ key: 'nonsense', desc: true }, { key: 'price' }, { key: 'price', desc: 'yes' }, 'price', 42, null]) {
        assert.deepEqual(await sort(bad), chosen, JSON.stringify(bad));
      }
    } finally {
      assert.deepEqual(await sort({ key: 'market_cap', desc: true }), { key: 'market_cap', desc: true });
    }
    await vscode.commands.executeCommand('socialPulse.refresh');
  });

  it('each view\'s title Refresh refreshes that view only; the palette\'s Refresh stays for all', async () => {
    const ext = vscode.extensions.getExtension('socialpulse.social-pulse')!;
    const menus = ext.packageJSON.contributes.menus as Record<string, { command: string; when?: string }[]>;
    const titleRefresh = menus['view/title']!.filter((m) => /^socialPulse\.refresh/.test(m.command));
    assert.deepEqual(titleRefresh.map((m) => [m.command, m.when]), [
      ['socialPulse.refreshTopics', 'view == socialPulse.topics'],
      ['socialPulse.refreshCategories', 'view == socialPulse.categories'],
      ['socialPulse.refreshWatchlist', 'view == socialPulse.watchlist'],
      ['socialPulse.refreshCoins', 'view == socialPulse.coins'],
      ['socialPulse.refreshStocks', 'view == socialPulse.stocks'],
      ['socialPulse.refreshSearches', 'view == socialPulse.searches'],
    ]);
    const hidden = menus.commandPalette!.filter((m) => m.when === 'false').map((m) => m.command);
    assert.ok(titleRefresh.every((m) => hidden.includes(m.command)), 'the view refreshes are not in the palette');
    assert.ok(!hidden.includes('socialPulse.refresh'));
    for (const m of titleRefresh) await vscode.commands.executeCommand(m.command);
  });

  it('a lookup with an invalid name opens nothing', async () => {
    assert.equal(await vscode.commands.executeCommand('socialPulse.openTopic', 'bit/coin'), undefined);
    assert.equal(await vscode.commands.executeCommand('socialPulse.openCategory', 'de-fi'), undefined);
  });
});
