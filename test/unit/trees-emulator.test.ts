// The tree model against the real emulator over HTTP: what each view lists, what expanding
// shows, ids, actions, paging, the watchlist, plan and failure states, hostile text.
import * as assert from 'node:assert/strict';
import type { SocialClient } from '../../src/service/api/service';
import type { Emulator } from '../../src/service/demo/server';
import { startEmulator } from '../../src/service/demo/server';
import { CATEGORIES_ROOT, loadCategories } from '../../src/features/trees/categories';
import { COINS_ROOT, COIN_TREE, loadMarketTree, type PageKeeper } from '../../src/features/trees/coins';
import { COIN_PAGE_SIZE } from '../../src/shared/queries/pages';
import type { LoadContext, Loaded, TreeNode } from '../../src/editor/treeKit/core/node';
import { tooltipText } from '../../src/editor/treeKit/core/node';
import { rowText } from '../../src/editor/treeKit/core/rowText';
import { failureNode } from '../../src/editor/treeKit/core/states';
import { loadTrendingTopics, TOPICS_ROOT } from '../../src/features/trees/topics';
import { loadWatchlist } from '../../src/features/trees/watchlist';
import { answeredIds, type PinnedRead } from '../../src/editor/watchlist/figures';
import { WatchlistStore } from '../../src/editor/watchlist/store';
import { MemoryMemento } from './memento';
import { figure } from '../../src/shared/figures/catalogue';
import { clientFor, clientForSuite, KEY } from './client-helpers';

function ctxFor(client: SocialClient, refresh = false): LoadContext {
  return { client, options: { refresh }, now: Date.now() };
}

async function children(node: TreeNode, ctx: LoadContext): Promise<TreeNode[]> {
  if (node.children) return node.children;
  assert.ok(node.load, `${node.id} has no children`);
  return (await node.load(ctx)).nodes;
}

function byLabel(nodes: TreeNode[], label: string): TreeNode {
  const found = nodes.find((n) => n.label === label);
  assert.ok(found, `no "${label}" among ${nodes.map((n) => n.label).join(', ')}`);
  return found;
}

/** Every id in the subtrees reached, to check uniqueness across a whole view. */
function assertUnique(nodes: TreeNode[]): void {
  const ids = nodes.map((n) => n.id);
  assert.equal(new Set(ids).size, ids.length, `duplicate ids: ${ids.filter((id, i) => ids.indexOf(id) !== i).join(', ')}`);
}

describe('trees against the emulator', () => {
  const suite = clientForSuite({ keys: { [KEY]: 'builder', 'hobby-key': 'hobby' } });

  afterEach(() => suite.emulator.faults.clear());

  it('Trending Topics: "#rank title", the day\'s move and interactions in a short description (the rest in the tooltip), pinnable, opens the topic', async () => {
    const { nodes, receivedAt, stale } = await loadTrendingTopics(ctxFor(suite.client));
    assert.ok(nodes.length > 10);
    assert.ok(receivedAt && receivedAt <= Date.now());
    assert.equal(stale, undefined);
    assertUnique(nodes);
    const first = suite.emulator.data.topics[0]!;
    const node = nodes[0]!;
    assert.equal(node.id, `${TOPICS_ROOT}/${encodeURIComponent(first.topic)}`);
    assert.equal(node.label, `#${first.rank} ${first.title}`);
    // the move first, beside the rank: a narrow side bar cuts the words at the end, not the move
    assert.match(node.description ?? '', /^([▲▼]\d+ · )?[\d.,]+[KMB]? interactions$/);
    for (const n of nodes) assert.ok((n.description ?? '').length <= 24, `${n.label}: ${n.description}`);
    assert.ok(nodes.some((n) => /^[▲▼]\d+ · /.test(n.description ?? '')), 'some topic moved in the day');
    // each figure with its definition from the catalogue
    assert.match(tooltipText(node) ?? '', /\*\*Contributors 24 h\*\*: [\d,]+ — _Unique accounts/);
    assert.deepEqual(node.pin, { kind: 'topic', id: first.topic, title: first.title });
    assert.deepEqual(node.action, { kind: 'open', ref: node.pin });
    assert.ok(node.load, 'a topic expands');
    for (const n of nodes) {
      assert.match(n.label, /^#\d+ \S/);
      assert.ok(tooltipText(n)?.includes('**Interactions 24 h**'), tooltipText(n));
      assert.ok(!/NaN|undefined/.test(`${n.description} ${tooltipText(n)}`), `${n.id}: ${n.description}`);
    }
    // the emulator sends one item's num_posts as a string: the figure still reads as a number
    assert.ok(nodes.every((n) => /\*\*Posts 24 h\*\*: [\d,]+/.test(tooltipText(n) ?? '')));
  });

  it('Trending Topics: each row says what its rank is and that the day\'s interactions beside it need not follow that order (failed before: "#1 … 260M", "#2 … 307.8M" with nothing saying the order is by rank)', async () => {
    const { nodes } = await loadTrendingTopics(ctxFor(suite.client));
    const interactions = (n: TreeNode): number => Number(/\*\*Interactions 24 h\*\*: ([\d,]+)/.exec(tooltipText(n) ?? '')![1]!.replace(/,/g, ''));
    // the emulator's list, as the service's: in rank order, with some topic below one that has fewer interactions
    assert.ok(nodes.some((n, i) => i > 0 && interactions(n) > interactions(nodes[i - 1]!)), 'the interactions are not in the rank\'s order');
    for (const n of nodes) {
      // as read: Markdown's escapes dropped
      const tooltip = (tooltipText(n) ?? '').replace(/\\(.)/g, '$1');
      const rank = /^#(\d+) /.exec(n.label)![1]!;
      // the catalogue's definition beside the figure, and the list's order said without a claim of what the service ranks by
      const rankLine = tooltip.split('\n').find((l) => l.startsWith(`**Topic rank**: #${rank}`));
      assert.ok(rankLine?.trimEnd().endsWith(` — _${figure('topic_rank').definition}_`), tooltip);
      assert.ok(tooltip.includes('Listed by Topic rank, the service\'s place for each topic among all topics; the interactions shown are the last 24 hours\' and need not follow that order.'), tooltip);
    }
  });

  it('a topic expands to key figures and lazy Posts, News, Creators, Related topics and Categories', async () => {
    const ctx = ctxFor(suite.client);
    const topic = (await loadTrendingTopics(ctx)).nodes[0]!;
    const kids = await children(topic, ctx);
    assertUnique(kids);
    assert.ok(kids.every((k) => k.id.startsWith(`${topic.id}/`)));
    assert.match(byLabel(kids, 'Topic rank').description ?? '', /^#\d+$/);
    assert.match(byLabel(kids, 'Interactions trend').description ?? '', /^(↗ rising|↘ falling|→ flat)$/);
    assert.match(byLabel(kids, 'Interactions 24 h').description ?? '', /^[\d.]+[KMB]?$/);
    // a figure's row says what it is when hovered
    assert.match(tooltipText(byLabel(kids, 'Contributors 24 h')) ?? '', /Unique accounts/);
    byLabel(kids, 'Posts 24 h');
    const sentiment = byLabel(kids, 'Sentiment across networks');
    assert.match(sentiment.description ?? '', /^\d+% positive across \d+ networks?$/);
    assert.ok((sentiment.children ?? []).length >= 1);

    const posts = await children(byLabel(kids, 'Posts'), ctx);
    assert.ok(posts.length > 0);
    assertUnique(posts);
    for (const p of posts) {
      assert.ok(p.action?.kind === 'open' && p.action.ref.kind === 'post', p.id);
      assert.match(p.action.ref.id, /^[^:]+::.+/);
    }
    const news = await children(byLabel(kids, 'News'), ctx);
    assert.ok(news.length > 0);
    for (const n of news) {
      // a click opens the news item's report; its article is the Open in Browser action
      assert.ok(n.action?.kind === 'open' && n.action.ref.kind === 'post', n.id);
      assert.equal(n.contextValue, n.link ? 'post link' : 'post', n.id);
    }
    assert.ok(news.some((n) => n.link && /^https:\/\//.test(n.link)), 'news links are offered');
    const creators = await children(byLabel(kids, 'Creators'), ctx);
    assert.ok(creators.length > 0);
    for (const c of creators) {
      assert.ok(c.action?.kind === 'open' && c.action.ref.kind === 'creator' && c.contextValue === 'creator', c.id);
      // the report's `/creator/{network}/{id}` comes from a `network::id` reference
      assert.match(c.action.ref.id, /^[a-z]+::.+/);
    }

    const related = await children(byLabel(kids, 'Related topics'), ctx);
    assert.ok(related.length > 0);
    assert.ok(related.every((r) => r.pin?.kind === 'topic' && r.load), 'related topics expand like topics');
    const relatedKids = await children(related[0]!, ctx);
    assert.ok(relatedKids.some((k) => k.label === 'Posts'));
    assert.ok(relatedKids.every((k) => k.id.startsWith(`${related[0]!.id}/`)));
  });

  it('a topic or category listed twice (or by names differing only in case) shows once: no id repeats however deep the view is expanded', async () => {
    const raw = async (path: string): Promise<{ config: unknown; data: Record<string, unknown> & Record<string, unknown>[] }> =>
      (await fetch(`${suite.emulator.baseUrl}${path}`, { headers: { authorization: `Bearer ${KEY}` } })).json() as never;
    // every row a VS Code view would be handed: topics and categories expanded (names, not lazy lists)
    const expand = async (nodes: TreeNode[], ctx: LoadContext, depth: number): Promise<TreeNode[]> => {
      if (!depth) return nodes;
      const all = [...nodes];
      for (const n of nodes) {
        if (!n.children && !(n.load && n.pin)) continue;
        all.push(...await expand(await children(n, ctx), ctx, depth - 1));
      }
      return all;
    };
    const ctx = ctxFor(suite.client, true);
    const bitcoin = await raw('/public/topic/bitcoin/v1');
    bitcoin.data.related_topics = ['Ethereum', 'ethereum', 'solana', 'Ethereum'];
    bitcoin.data.categories = ['cryptocurrencies', 'Cryptocurrencies'];
    const list = await raw('/public/topics/list/v1');
    const row = list.data.find((t) => t.topic === 'bitcoin')!;
    list.data = [row, ...list.data.slice(0, 3), { ...row, title: 'bitcoin' }] as never;
    suite.emulator.faults.set([
      { kind: 'status', status: 200, body: JSON.stringify(list), match: '/topics/list/', times: 1 },
      { kind: 'status', status: 200, body: JSON.stringify(bitcoin), match: '/topic/bitcoin/v1', times: 2 },
    ]);

    const { nodes } = await loadTrendingTopics(ctx);
    assert.equal(nodes.filter((n) => n.pin?.id === 'bitcoin').length, 1, 'the topic listed twice shows once');
    const kids = await children(nodes.find((n) => n.pin?.id === 'bitcoin')!, ctx);
    const related = byLabel(kids, 'Related topics');
    assert.equal(related.description, '2');
    assert.deepEqual((await children(related, ctx)).map((n) => n.pin?.id), ['ethereum', 'solana']);
    const categories = byLabel(kids, 'Categories');
    assert.equal(categories.description, '1');
    assertUnique(await expand(nodes, ctx, 4));
  });

  it('Categories: a category expands to its topics, posts, news and creators', async () => {
    const ctx = ctxFor(suite.client);
    const { nodes } = await loadCategories(ctx);
    assert.equal(nodes.length, suite.emulator.data.categories.length);
    assertUnique(nodes);
    const first = suite.emulator.data.categories[0]!;
    assert.equal(nodes[0]!.label, `#${first.rank} ${first.title}`);
    assert.equal(nodes[0]!.pin?.kind, 'category');
    const groups = await children(nodes[0]!, ctx);
    assert.deepEqual(groups.map((g) => g.label), ['Topics', 'Posts', 'News', 'Creators']);
    assert.ok(groups.every((g) => g.id.startsWith(`${CATEGORIES_ROOT}/`)));
    const topics = await children(groups[0]!, ctx);
    assert.ok(topics.length > 0);
    assert.ok(topics.every((t) => t.pin?.kind === 'topic' && typeof t.pin.id === 'string'), 'numeric topic ids become strings');
    assert.ok((await children(groups[3]!, ctx)).length > 0);
  });

  it('Coins: a page at a time in the chosen order, a "Load more" line, no coin twice', async () => {
    const ctx = ctxFor(suite.client);
    const one = await loadMarketTree(ctx, COIN_TREE, { key: 'market_cap', desc: true }, 1);
    const coins = one.nodes.filter((n) => n.pin);
    assert.equal(coins.length, COIN_PAGE_SIZE);
    const more = one.nodes[one.nodes.length - 1]!;
    assert.equal(more.id, `${COINS_ROOT}/!more`);
    assert.match(more.description ?? '', new RegExp(`^${COIN_PAGE_SIZE} of [\\d,]+ shown$`));
    assert.match(coins[0]!.description ?? '', /^\$[\d,.]+ · [+-]?[\d.]+% 24 h/);

    const two = await loadMarketTree(ctx, COIN_TREE, { key: 'market_cap', desc: true }, 2);
    assert.equal(two.nodes.filter((n) => n.pin).length, 2 * COIN_PAGE_SIZE);
    assertUnique(two.nodes);
    assert.deepEqual(two.nodes.slice(0, COIN_PAGE_SIZE).map((n) => n.id), coins.map((n) => n.id), 'page 1 unchanged');

    const byPrice = await loadMarketTree(ctx, COIN_TREE, { key: 'price', desc: false }, 1);
    const prices = byPrice.nodes.filter((n) => n.pin).map((n) => Number((n.description ?? '').split(' · ')[0]!.replace(/[$,]/g, '')));
    assert.ok(prices.every((p, i) => i === 0 || p >= prices[i - 1]!), `ascending prices: ${prices.slice(0, 5).join(', ')}`);
    // the sorted metric is shown too; a coin without it (the service lists those too) says so
    const byGalaxy = await loadMarketTree(ctx, COIN_TREE, { key: 'galaxy_score', desc: true }, 1);
    const scores = byGalaxy.nodes.filter((n) => n.pin).map((n) => /Galaxy Score (\d+|—)$/.exec(n.description ?? '')?.[1]);
    assert.ok(scores.every((v) => v !== undefined), 'every line names its Galaxy Score');
    const numbers = scores.filter((v) => v !== '—').map(Number);
    assert.ok(numbers.length > 0 && numbers.every((v, i) => i === 0 || v <= numbers[i - 1]!), `descending: ${numbers.slice(0, 5).join(', ')}`);
  });

  it('Coins: "Load more" asks only for the new page; a refresh or another order asks for every page', async () => {
    const sort = { key: 'market_cap', desc: true } as const;
    const keeper: PageKeeper = {};
    const requests = async (load: () => Promise<Loaded>): Promise<{ loaded: Loaded; asked: number }> => {
      // the client's cache would hide what is asked for: only what the view keeps may save a request
      suite.client.clearCache();
      const before = suite.emulator.requests();
      const loaded = await load();
      return { loaded, asked: suite.emulator.requests() - before };
    };
    const first = await requests(() => loadMarketTree(ctxFor(suite.client), COIN_TREE, sort, 1, keeper));
    assert.equal(first.asked, 1);
    const more = await requests(() => loadMarketTree(ctxFor(suite.client), COIN_TREE, sort, 2, keeper));
    assert.equal(more.asked, 1, 'only page 2');
    assert.equal(more.loaded.nodes.filter((n) => n.pin).length, 2 * COIN_PAGE_SIZE);
    assert.deepEqual(more.loaded.nodes.slice(0, COIN_PAGE_SIZE).map((n) => n.id), first.loaded.nodes.filter((n) => n.pin).map((n) => n.id));
    assert.equal((await requests(() => loadMarketTree(ctxFor(suite.client), COIN_TREE, sort, 3, keeper))).asked, 1, 'only page 3');
    assert.equal((await requests(() => loadMarketTree(ctxFor(suite.client, true), COIN_TREE, sort, 3, keeper))).asked, 3, 'a refresh asks for pages 1 to 3');
    assert.equal((await requests(() => loadMarketTree(ctxFor(suite.client), COIN_TREE, { key: 'price', desc: true }, 1, keeper))).asked, 1, 'another order');
    assert.equal((await requests(() => loadMarketTree(ctxFor(suite.client), COIN_TREE, sort, 1, keeper))).asked, 1, 'the first order again');
  });

  it('Watchlist: every pinned item with its figures; one that fails stays listed and removable', async () => {
    const topic = suite.emulator.data.topics[2]!;
    const category = suite.emulator.data.categories[1]!;
    const coin = suite.emulator.data.coins[0]!;
    const items = [
      { kind: 'topic' as const, id: topic.topic, title: topic.title },
      { kind: 'category' as const, id: category.category, title: category.title },
      { kind: 'coin' as const, id: String(coin.id), title: coin.name },
      { kind: 'topic' as const, id: suite.emulator.data.missingTopic, title: 'Gone' },
    ];
    const { nodes } = await loadWatchlist(ctxFor(suite.client), items);
    assert.deepEqual(nodes.map((n) => n.pin), items);
    assertUnique(nodes);
    assert.match(nodes[0]!.description ?? '', /interactions/);
    assert.ok(nodes[0]!.load && nodes[1]!.children, 'topics and categories expand in the watchlist too');
    assert.match(nodes[2]!.description ?? '', /^\$/);
    assert.equal(nodes[3]!.description, 'could not load');
    assert.match(tooltipText(nodes[3]!) ?? '', /does not exist|not found/i);
  });

  it('Watchlist: pins by a symbol or a slug move to the id the service answered with, where they were; one already pinned by its id is dropped', async () => {
    const coin = suite.emulator.data.coins[0]!;
    const second = suite.emulator.data.coins[1]!;
    const nft = (await suite.client.nftsListV2({ limit: 10 })).data[0]!;
    const slug = String((await suite.client.nft(String(nft.id))).config.slug);
    const store = new WatchlistStore(new MemoryMemento());
    const topic = { kind: 'topic' as const, id: suite.emulator.data.topics[0]!.topic, title: 'Topic' };
    for (const pin of [
      { kind: 'coin' as const, id: coin.symbol.toLowerCase(), title: coin.symbol },
      topic,
      { kind: 'nft' as const, id: slug, title: 'By its slug' },
      { kind: 'coin' as const, id: String(second.id), title: second.name },
      { kind: 'coin' as const, id: second.symbol.toLowerCase(), title: second.symbol },
    ]) await store.add(pin);
    let reads: readonly PinnedRead[] = [];
    await loadWatchlist(ctxFor(suite.client), store.items(), { publish: (r) => { reads = r; } });
    assert.equal(await store.adoptAnsweredIds(answeredIds(reads)), true);
    assert.deepEqual(store.items(), [
      { kind: 'coin', id: String(coin.id), title: coin.symbol },
      topic,
      { kind: 'nft', id: String(nft.id), title: 'By its slug' },
      { kind: 'coin', id: String(second.id), title: second.name },
    ]);
    await loadWatchlist(ctxFor(suite.client), store.items(), { publish: (r) => { reads = r; } });
    assert.equal(await store.adoptAnsweredIds(answeredIds(reads)), false, 'settled: every pin is by its id');
  });

  it('Watchlist: when every item fails for a passing reason, the load fails (the view keeps its last data)', async () => {
    const ctx = ctxFor(suite.client, true);
    suite.emulator.faults.set({ kind: 'status', status: 503 });
    const items = [{ kind: 'topic' as const, id: 'some topic never seen', title: 'x' }];
    let failed: readonly unknown[] = [];
    await assert.rejects(loadWatchlist(ctx, items, { publish: (_reads, f) => { failed = f ?? []; } }), (e: Error & { kind?: string }) => e.kind === 'server' || e.kind === 'network');
    assert.deepEqual(failed, items, 'the pins it could not read are published (the ticker marks their last figures)');
  });

  it('a plan without the social endpoints shows "Choose Plan…" in place of the list', async () => {
    const hobby = clientFor(suite.emulator, { plan: 'hobby', getKey: async () => 'hobby-key' }).client;
    try {
      const error = await loadTrendingTopics(ctxFor(hobby)).then(() => undefined, (e: unknown) => e);
      assert.ok(error, 'the hobby plan should not list topics');
      const node = failureNode(TOPICS_ROOT, error, Date.now());
      assert.equal(node.label, 'Your plan does not include this — Choose Plan…');
      assert.equal(node.action?.kind, 'command');
      // coins are market data: the hobby plan has them
      assert.ok((await loadMarketTree(ctxFor(hobby), COIN_TREE, { key: 'market_cap', desc: true }, 1)).nodes.length > 0);
    } finally {
      hobby.dispose();
    }
  });

  it('data the client serves stale is marked with its age and reason', async () => {
    const fresh = await loadTrendingTopics(ctxFor(suite.client));
    assert.equal(fresh.stale, undefined);
    suite.emulator.faults.set({ kind: 'reset' });
    const result: Loaded = await loadTrendingTopics(ctxFor(suite.client, true));
    assert.ok(result.stale, 'served from cache after a failed refresh');
    assert.ok(result.stale.since <= Date.now());
    assert.ok(result.stale.reason.length > 0);
    assert.deepEqual(result.nodes.map((n) => n.id), fresh.nodes.map((n) => n.id), 'same ids, so the view keeps its state');
  });
});

describe('trees with hostile text from the service', () => {
  let emulator: Emulator;
  let client: SocialClient;

  before(async () => {
    emulator = await startEmulator({ keys: { [KEY]: 'builder' }, hostile: true });
    client = clientFor(emulator).client;
  });
  after(async () => {
    client.dispose();
    await emulator.close();
  });

  it('keeps markup out of tooltips and ids unique', async () => {
    const ctx = ctxFor(client);
    const topics = (await loadTrendingTopics(ctx)).nodes;
    const kids = await children(topics[0]!, ctx);
    const posts = await children(byLabel(kids, 'Posts'), ctx);
    const news = await children(byLabel(kids, 'News'), ctx);
    const all = [...topics, ...kids, ...posts, ...news];
    assertUnique(all);
    for (const n of all) {
      // with escaped characters removed, no markup character is left to act on
      const bare = (tooltipText(n) ?? '').replace(/\\./g, '').replace(/\*\*/g, '');
      assert.ok(!/[<>[\]`]/.test(bare), `${n.id}: ${tooltipText(n)}`);
      assert.ok(!n.label.includes('\n'));
      // every hostile post_link is `javascript:`: none is offered to open
      assert.equal(n.link, undefined, n.id);
    }
  });

  it('shows Trending Topics and Categories rows as one line of text, bidi controls dropped', async () => {
    const ctx = ctxFor(client);
    const rows = [...(await loadTrendingTopics(ctx)).nodes, ...(await loadCategories(ctx)).nodes];
    const titles = JSON.stringify((await client.topicsList()).data.map((t) => t.title));
    assert.match(titles, /\\u202e|\u202E/iu, 'the hostile emulator should send a right-to-left override');
    for (const n of rows) {
      const { label, description } = rowText(n, ctx.now);
      assert.doesNotMatch(`${label} ${description ?? ''}`, /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u, n.id);
    }
  });
});
