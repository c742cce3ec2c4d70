// The Watchlist view: each pinned topic, category, coin, stock and NFT collection with its
// current figures.
import type { Answer, Coin } from '../api/types';
import type { Nft, Stock } from '../api/types-market';
import { formatNumber, formatPercent } from '../format/numbers';
import type { ItemRef } from '../items';
import { markdown, markdownText } from '../sinks/neutral';
import { categorySummaryNode, topicSummaryNode } from './socialNodes';
import { pinnedCoinNode } from './coins';
import type { LoadContext, Loaded, TreeNode } from '../treeView/node';
import { childId, tooltipLines } from '../treeView/node';
import { freshness } from '../queries/freshness';
import { PINNED_COINS_PAGE } from '../queries/pages';
import { isServiceError } from '../api/errors';
import { errorMessage, isCancellation, passesByItself } from '../errorPolicy';

export const WATCHLIST_ROOT = 'watchlist';

const ICONS: Record<string, string> = { topic: 'tag', category: 'folder', coin: 'graph-line', stock: 'graph-line', nft: 'file-media' };

function parentOf(ref: ItemRef): string {
  return childId(WATCHLIST_ROOT, ref.kind);
}

type MarketPinKind = 'coin' | 'stock' | 'nft';

interface Listed { id: string | number; symbol?: string }

interface PinSource<T extends Listed> {
  page(ctx: LoadContext): Promise<Answer<T[]>>;
  single(ctx: LoadContext, id: string): Promise<Answer<T>>;
}

const SOURCES: { coin: PinSource<Coin>; stock: PinSource<Stock>; nft: PinSource<Nft> } = {
  coin: { page: (ctx) => ctx.client.coinsListV2(PINNED_COINS_PAGE, ctx.options), single: (ctx, id) => ctx.client.coin(id, ctx.options) },
  stock: { page: (ctx) => ctx.client.stocksListV2(PINNED_COINS_PAGE, ctx.options), single: (ctx, id) => ctx.client.stock(id, ctx.options) },
  nft: { page: (ctx) => ctx.client.nftsListV2(PINNED_COINS_PAGE, ctx.options), single: (ctx, id) => ctx.client.nft(id, ctx.options) },
};

function isMarketPin(ref: ItemRef): ref is ItemRef & { kind: MarketPinKind } {
  return ref.kind === 'coin' || ref.kind === 'stock' || ref.kind === 'nft';
}

/** Pinned items (`kind:id`, id in lower case) the last load did not find on their page. */
const offPage = new Set<string>();

function offPageKey(ref: ItemRef): string {
  return `${ref.kind}:${ref.id.trim().toLowerCase()}`;
}

/** Requests one load sends when nothing is cached: a page per market kind, and each item off its page last time. */
export function watchlistRequests(items: readonly ItemRef[]): number {
  const market = items.filter(isMarketPin);
  const pages = new Set(market.map((ref) => ref.kind)).size;
  const alone = market.filter((ref) => offPage.has(offPageKey(ref))).length;
  return items.length - market.length + pages + alone;
}

/** A pinned id is the item's id (as coinRef makes it), or a symbol typed by hand. */
function isItem(row: Listed, id: string): boolean {
  const want = id.trim().toLowerCase();
  return String(row.id).toLowerCase() === want || (!/^\d+$/.test(want) && String(row.symbol ?? '').toLowerCase() === want);
}

type Lookup<T> = (ref: ItemRef) => Promise<Answer<T>>;

/** Looks pinned items of one kind up in one shared page, else alone. */
function pinLookup<T extends Listed>(ctx: LoadContext, source: PinSource<T>): Lookup<T> {
  let page: Promise<Answer<T[]>> | undefined;
  return async (ref) => {
    page ??= source.page(ctx);
    const list = await page;
    const row = list.data.find((r) => isItem(r, ref.id));
    if (row) {
      offPage.delete(offPageKey(ref));
      return { ...list, data: row };
    }
    offPage.add(offPageKey(ref));
    return source.single(ctx, ref.id);
  };
}

interface Lookups {
  coin: Lookup<Coin>;
  stock: Lookup<Stock>;
  nft: Lookup<Nft>;
}

/** A pinned NFT collection: its floor (in its base coin) and change. */
function pinnedNftNode(parent: string, ref: ItemRef, nft: Nft): TreeNode {
  const floor = nft.floor_price === undefined ? undefined : `floor ${formatNumber(nft.floor_price)}${nft.base_crypto ? ` ${nft.base_crypto}` : ''}`;
  const change = nft.percent_change_24h === undefined ? undefined : `${formatPercent(nft.percent_change_24h, true)} 24 h`;
  const description = [floor, change].filter(Boolean).join(' · ');
  return {
    id: childId(parent, ref.id),
    label: ref.title,
    description,
    tooltip: tooltipLines([markdown`**${ref.title}** · NFT collection`, description ? markdownText(description) : undefined]),
    a11y: `${ref.title}${description ? `, ${description}` : ''}`,
    icon: ICONS.nft,
    pin: ref,
    action: { kind: 'open', ref },
  };
}

async function loadPinned(ctx: LoadContext, ref: ItemRef, lookups: Lookups): Promise<{ node: TreeNode; answer: Answer<unknown> }> {
  const parent = parentOf(ref);
  switch (ref.kind) {
    case 'topic': {
      const answer = await ctx.client.topic(ref.id, ctx.options);
      return { node: topicSummaryNode(parent, ref, answer.data), answer };
    }
    case 'category': {
      const answer = await ctx.client.category(ref.id, ctx.options);
      return { node: categorySummaryNode(parent, ref, answer.data), answer };
    }
    case 'nft': {
      const answer = await lookups.nft(ref);
      return { node: pinnedNftNode(parent, ref, answer.data), answer };
    }
    case 'stock': {
      const answer = await lookups.stock(ref);
      return { node: pinnedCoinNode(parent, ref, answer.data), answer };
    }
    default: {
      const answer = await lookups.coin(ref);
      return { node: pinnedCoinNode(parent, ref, answer.data), answer };
    }
  }
}

/** A pinned item that could not be loaded: still listed, openable and removable. */
function pinnedProblemNode(ref: ItemRef, description: string, detail: string, icon: string): TreeNode {
  return {
    id: childId(parentOf(ref), ref.id),
    label: ref.title,
    description,
    tooltip: tooltipLines([markdown`**${ref.title}** · ${ref.kind} ${ref.id}`, markdownText(detail)]),
    a11y: `${ref.title}: ${detail}`,
    icon,
    pin: ref,
    action: { kind: 'open', ref },
  };
}

/** Pinned items as they are when there is no key and no demo: names only. */
export function offlineWatchlist(items: readonly ItemRef[]): TreeNode[] {
  return items.map((ref) => pinnedProblemNode(ref, 'not loaded', 'Set an API key or explore demo data to see current figures.', ICONS[ref.kind] ?? 'pin'));
}

/**
 * Every pinned item, loaded side by side. When all of them fail for a reason that passes
 * (network, rate limit) the error is thrown, so the view keeps its last data marked stale;
 * otherwise each failure is shown on its own item.
 */
export async function loadWatchlist(ctx: LoadContext, items: readonly ItemRef[]): Promise<Loaded> {
  const lookups: Lookups = { coin: pinLookup(ctx, SOURCES.coin), stock: pinLookup(ctx, SOURCES.stock), nft: pinLookup(ctx, SOURCES.nft) };
  const results = await Promise.allSettled(items.map((ref) => loadPinned(ctx, ref, lookups)));
  const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => r.reason as unknown);
  const cancelled = failures.find(isCancellation);
  if (cancelled !== undefined) throw cancelled;
  if (items.length && failures.length === items.length && failures.every(passesByItself)) throw failures[0];
  const answers: Answer<unknown>[] = [];
  const nodes = results.map((r, i): TreeNode => {
    const ref = items[i]!;
    if (r.status === 'fulfilled') {
      answers.push(r.value.answer);
      const f = freshness([r.value.answer]);
      return f.stale ? { ...r.value.node, stale: f.stale } : r.value.node;
    }
    const problem = isServiceError(r.reason) ? r.reason : undefined;
    return problem?.kind === 'plan'
      ? pinnedProblemNode(ref, 'not in your plan', problem.message, 'lock')
      : pinnedProblemNode(ref, 'could not load', errorMessage(r.reason), 'warning');
  });
  return { nodes, receivedAt: freshness(answers).receivedAt };
}
