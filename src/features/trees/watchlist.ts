// The Watchlist view: each pinned topic, category, coin, stock and NFT collection with its
// current figures.
import * as l10n from '../../shared/format/l10n';
import type { Answer } from '../../service/api/types';
import type { Nft } from '../../service/api/types-market';
import { briefFigure } from '../../shared/figures/format';
import { spokenList } from '../../shared/format/spoken';
import { figureLine } from '../../editor/treeKit/figureLines';
import { kindNoun, type ItemRef } from '../../shared/items';
import { markdownText, tMarkdown } from '../../editor/sinks/neutral';
import { categorySummaryNode, topicSummaryNode } from './socialNodes';
import { pinnedCoinNode } from './coins';
import type { LoadContext, Loaded, TreeNode } from '../../editor/treeKit/core/node';
import { childId, tooltipLines } from '../../editor/treeKit/core/node';
import { freshness } from '../../shared/queries/freshness';
import { pinnedFinders, pinnedOperation, type PinnedFinders } from '../../shared/queries/pinned';
import { watchlistOffPage } from '../../editor/background/roundCost';
import type { PinnedData, PinnedRead, WatchlistFigures } from '../../editor/watchlist/figures';
import { isPlanRefusal } from '../../service/api/errors';
import { errorMessage, isCancellation, passesByItself } from '../../editor/errorPolicy';

export const WATCHLIST_ROOT = 'watchlist';

const ICONS: Record<string, string> = { topic: 'tag', category: 'folder', coin: 'graph-line', stock: 'graph-line', nft: 'file-media' };

function parentOf(ref: ItemRef): string {
  return childId(WATCHLIST_ROOT, ref.kind);
}

/** A pinned NFT collection: its floor (in its base coin) and change. */
function pinnedNftNode(parent: string, ref: ItemRef, nft: Nft): TreeNode {
  const currency = { currency: nft.base_crypto };
  const floor = nft.floor_price === undefined ? undefined : briefFigure('floor_price', nft.floor_price, currency);
  const change = nft.percent_change_24h === undefined ? undefined : briefFigure('percent_change_24h', nft.percent_change_24h);
  const description = [floor, change].filter(Boolean).join(' · ');
  return {
    id: childId(parent, ref.id),
    label: ref.title,
    description,
    tooltip: tooltipLines([tMarkdown(l10n.t('**{0}** · NFT collection'), ref.title), figureLine('floor_price', nft.floor_price, currency),
      figureLine('percent_change_24h', nft.percent_change_24h), figureLine('market_cap', nft.market_cap)]),
    a11y: spokenList([ref.title, floor, change]),
    icon: ICONS.nft,
    pin: ref,
    action: { kind: 'open', ref },
  };
}

interface LoadedPin {
  node: TreeNode;
  answer: Answer<unknown>;
  /** What the pin's figures are, for the surfaces that show the Watchlist's reads (watchlist/figures.ts). */
  data: PinnedData;
  op: PinnedRead['op'];
}

async function loadPinned(ctx: LoadContext, ref: ItemRef, lookups: PinnedFinders): Promise<LoadedPin> {
  const parent = parentOf(ref);
  switch (ref.kind) {
    case 'topic': {
      const answer = await ctx.client.topic(ref.id, ctx.options);
      return { node: topicSummaryNode(parent, ref, answer.data), answer, data: { kind: 'topic', summary: answer.data }, op: 'topic' };
    }
    case 'category': {
      const answer = await ctx.client.category(ref.id, ctx.options);
      return { node: categorySummaryNode(parent, ref, answer.data), answer, data: { kind: 'category', summary: answer.data }, op: 'category' };
    }
    case 'nft': {
      const answer = await lookups.nft(ref.id);
      return { node: pinnedNftNode(parent, ref, answer.data), answer, data: { kind: 'nft', nft: answer.data }, op: pinnedOperation('nft', answer) };
    }
    case 'stock': {
      const answer = await lookups.stock(ref.id);
      return { node: pinnedCoinNode(parent, ref, answer), answer, data: { kind: 'stock', asset: answer.data }, op: pinnedOperation('stock', answer) };
    }
    default: {
      const answer = await lookups.coin(ref.id);
      return { node: pinnedCoinNode(parent, ref, answer), answer, data: { kind: 'coin', asset: answer.data }, op: pinnedOperation('coin', answer) };
    }
  }
}

/** A pinned item that could not be loaded: still listed, openable and removable. */
function pinnedProblemNode(ref: ItemRef, description: string, detail: string, icon: string): TreeNode {
  return {
    id: childId(parentOf(ref), ref.id),
    label: ref.title,
    description,
    tooltip: tooltipLines([tMarkdown(l10n.t('**{0}** · {1} {2}'), ref.title, kindNoun(ref.kind), ref.id), markdownText(detail)]),
    a11y: l10n.t('{0}: {1}', ref.title, detail),
    icon,
    pin: ref,
    action: { kind: 'open', ref },
  };
}

/** Pinned items as they are when there is no key and no demo: names only. */
export function offlineWatchlist(items: readonly ItemRef[]): TreeNode[] {
  return items.map((ref) => pinnedProblemNode(ref, l10n.t('not loaded'), l10n.t('Set an API key or explore demo data to see current figures.'), ICONS[ref.kind] ?? 'pin'));
}

/**
 * Every pinned item, loaded side by side. When all of them fail for a reason that passes
 * (network, rate limit) the error is thrown, so the view keeps its last data marked stale;
 * otherwise each failure is shown on its own item. What was read is published to `figures`.
 */
export async function loadWatchlist(ctx: LoadContext, items: readonly ItemRef[], figures?: Pick<WatchlistFigures, 'publish'>): Promise<Loaded> {
  const lookups = pinnedFinders(ctx.client, ctx.options, watchlistOffPage);
  const results = await Promise.allSettled(items.map((ref) => loadPinned(ctx, ref, lookups)));
  const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => r.reason as unknown);
  const cancelled = failures.find(isCancellation);
  if (cancelled !== undefined) throw cancelled;
  const failed = items.filter((_, i) => results[i]!.status === 'rejected');
  if (items.length && failures.length === items.length && failures.every(passesByItself)) {
    figures?.publish([], failed);
    throw failures[0];
  }
  // an answer kept from before because the service could not be reached is as old as a failed read's
  figures?.publish(results.flatMap((r, i): PinnedRead[] => (r.status === 'fulfilled'
    ? [{ ref: items[i]!, data: r.value.data, op: r.value.op, generated: r.value.answer.generated, ...(freshness([r.value.answer]).stale ? { stale: true as const } : {}) }] : [])), failed);
  const answers: Answer<unknown>[] = [];
  const nodes = results.map((r, i): TreeNode => {
    const ref = items[i]!;
    if (r.status === 'fulfilled') {
      answers.push(r.value.answer);
      const f = freshness([r.value.answer]);
      return f.stale ? { ...r.value.node, stale: f.stale } : r.value.node;
    }
    return isPlanRefusal(r.reason)
      ? pinnedProblemNode(ref, l10n.t('not in your plan'), r.reason.message, 'lock')
      : pinnedProblemNode(ref, l10n.t('could not load'), errorMessage(r.reason), 'warning');
  });
  return { nodes, receivedAt: freshness(answers).receivedAt };
}
