// The Watchlist view: each pinned topic, category and coin with its current figures.
import type { ListParams } from '../api/service';
import type { Answer, Coin } from '../api/types';
import { mdLines, mdText } from '../format/markdown';
import type { ItemRef } from '../items';
import { categorySummaryNode, topicSummaryNode } from './socialNodes';
import { pinnedCoinNode } from './coins';
import type { LoadContext, Loaded, TreeNode } from './node';
import { childId, freshness } from './node';
import { isServiceError } from '../api/errors';
import { errorMessage, isCancellation, passesByItself } from '../errorPolicy';

export const WATCHLIST_ROOT = 'watchlist';

const ICONS: Record<string, string> = { topic: 'tag', category: 'folder', coin: 'graph-line' };

function parentOf(ref: ItemRef): string {
  return childId(WATCHLIST_ROOT, ref.kind);
}

/**
 * Pinned coins are looked up in one page of the live list (the largest coins by market cap), so
 * a refresh costs one request for all of them; only coins outside the page are asked for alone.
 */
export const PINNED_COINS_PAGE: Readonly<ListParams> = { sort: 'market_cap', desc: true, limit: 100 };

/** Pinned coins (ids in lower case) the last load did not find on the page. */
const offPage = new Set<string>();

/** Requests one load sends when nothing is cached: a coin off the page last time costs its own. */
export function watchlistRequests(items: readonly ItemRef[]): number {
  const coins = items.filter((ref) => ref.kind === 'coin');
  const alone = coins.filter((ref) => offPage.has(ref.id.trim().toLowerCase())).length;
  return items.length - coins.length + Math.min(1, coins.length) + alone;
}

type CoinLookup = (ref: ItemRef) => Promise<Answer<Coin>>;

/** A pinned id is the coin's id (as coinRef makes it), or a symbol typed by hand. */
function isCoin(coin: Coin, id: string): boolean {
  const want = id.trim().toLowerCase();
  return String(coin.id).toLowerCase() === want || (!/^\d+$/.test(want) && coin.symbol.toLowerCase() === want);
}

function coinLookup(ctx: LoadContext): CoinLookup {
  let page: Promise<Answer<Coin[]>> | undefined;
  return async (ref) => {
    page ??= ctx.client.coinsListV2(PINNED_COINS_PAGE, ctx.options);
    const list = await page;
    const coin = list.data.find((c) => isCoin(c, ref.id));
    const id = ref.id.trim().toLowerCase();
    if (coin) {
      offPage.delete(id);
      return { ...list, data: coin };
    }
    offPage.add(id);
    return ctx.client.coin(ref.id, ctx.options);
  };
}

async function loadPinned(ctx: LoadContext, ref: ItemRef, coin: CoinLookup): Promise<{ node: TreeNode; answer: Answer<unknown> }> {
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
    default: {
      const answer = await coin(ref);
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
    tooltip: mdLines([`**${mdText(ref.title)}** · ${ref.kind} ${mdText(ref.id)}`, mdText(detail)]),
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
  const coin = coinLookup(ctx);
  const results = await Promise.allSettled(items.map((ref) => loadPinned(ctx, ref, coin)));
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
