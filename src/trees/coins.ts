// The Coins and Stocks views: one line per coin or stock, sorted by the service, paged with a
// "Load more" line. A stock is read as a coin: its fields are a subset of a coin's.
import * as l10n from '../format/l10n';
import type { ListParams } from '../api/service';
import type { Answer, Coin } from '../api/types';
import { formatCompact, formatCompactMoney, formatNumber, formatPercent, formatPrice } from '../format/numbers';
import type { ItemRef } from '../items';
import { coinRef, stockRef } from '../items';
import { markdown, tMarkdown } from '../sinks/neutral';
import type { CoinSort } from '../queries/coinSort';
import { sortOption } from '../queries/coinSort';
import { COIN_PAGE_SIZE } from '../queries/pages';
import type { LoadContext, Loaded, TreeNode } from '../treeView/node';
import { childId, tooltipLines } from '../treeView/node';
import { freshness } from '../queries/freshness';
import { emptyNode } from '../treeView/states';

export const COINS_ROOT = 'coins';
export const STOCKS_ROOT = 'stocks';
export const LOAD_MORE_COINS = 'socialPulse.coinsLoadMore';
export const LOAD_MORE_STOCKS = 'socialPulse.stocksLoadMore';

/** A list the view shows: where its nodes hang, how a row becomes an item, how a page is asked for. */
export interface MarketTreeList {
  root: string;
  /** "coins" */
  noun: string;
  loadMore: string;
  ref(row: Coin): ItemRef;
  fetch(ctx: LoadContext, params: ListParams): Promise<Answer<Coin[]>>;
}

export const COIN_TREE: MarketTreeList = {
  root: COINS_ROOT, noun: 'coins', loadMore: LOAD_MORE_COINS, ref: coinRef,
  fetch: (ctx, params) => ctx.client.coinsList(params, ctx.options),
};

export const STOCK_TREE: MarketTreeList = {
  root: STOCKS_ROOT, noun: 'stocks', loadMore: LOAD_MORE_STOCKS, ref: stockRef,
  fetch: (ctx, params) => ctx.client.stocksList(params, ctx.options),
};

function change(n: number | undefined): string {
  return `${formatPercent(n, true)} 24 h`;
}

export function coinNode(parent: string, coin: Coin, sort: CoinSort, ref = coinRef(coin)): TreeNode {
  const option = sortOption(sort.key);
  const shown: string[] = ['price', 'percent_change_24h'];
  const extra = shown.includes(sort.key) ? undefined : `${option.label} ${option.value(coin)}`;
  return coinNodeWith(childId(parent, ref.id), ref, coin, [formatPrice(coin.price), change(coin.percent_change_24h), extra]);
}

/** A pinned coin or stock (the watchlist); keeps the pinned id. */
export function pinnedCoinNode(parent: string, pinned: ItemRef, coin: Coin): TreeNode {
  return coinNodeWith(childId(parent, pinned.id), pinned, coin, [formatPrice(coin.price), change(coin.percent_change_24h)]);
}

function coinNodeWith(id: string, ref: ItemRef, c: Coin, parts: (string | undefined)[]): TreeNode {
  const up = (c.percent_change_24h ?? 0) >= 0;
  return {
    id,
    label: ref.title,
    description: parts.filter(Boolean).join(' · '),
    a11y: `${ref.title}, price ${formatPrice(c.price)}${c.percent_change_24h === undefined ? ''
      : `, ${up ? 'up' : 'down'} ${formatPercent(Math.abs(c.percent_change_24h))} in 24 hours`}`,
    tooltip: () => tooltipLines([
      c.market_cap_rank !== undefined ? tMarkdown(l10n.t('**{0}** · market cap rank #{1}'), ref.title, c.market_cap_rank) : markdown`**${ref.title}**`,
      tMarkdown(l10n.t('Price: {0}'), formatPrice(c.price)),
      tMarkdown(l10n.t('Change: {0} 1 h · {1} 24 h · {2} 7 d'), formatPercent(c.percent_change_1h, true), formatPercent(c.percent_change_24h, true), formatPercent(c.percent_change_7d, true)),
      tMarkdown(l10n.t('Market cap: {0} · Volume (24 h): {1}'), formatCompactMoney(c.market_cap), formatCompactMoney(c.volume_24h)),
      tMarkdown(l10n.t('Galaxy Score: {0} · AltRank: {1}'), formatNumber(c.galaxy_score), formatNumber(c.alt_rank)),
      tMarkdown(l10n.t('Social volume (24 h): {0} · Interactions (24 h): {1}'), formatCompact(c.social_volume_24h), formatCompact(c.interactions_24h)),
      c.sentiment !== undefined ? tMarkdown(l10n.t('Sentiment: {0}% positive'), formatNumber(c.sentiment)) : undefined,
      c.social_dominance !== undefined ? tMarkdown(l10n.t('Social dominance: {0}%'), formatNumber(c.social_dominance)) : undefined,
    ]),
    icon: up ? 'arrow-up' : 'arrow-down',
    pin: ref,
    action: { kind: 'open', ref },
  };
}

/** The pages the view shows, in the order they were asked for. */
export interface ShownPages {
  sort: CoinSort;
  answers: readonly Answer<Coin[]>[];
}

/** Holds the pages shown between loads (MarketTreeState), so "Load more" asks only for the next. */
export interface PageKeeper {
  shown?: ShownPages;
}

/**
 * `pages` pages of the list in `sort` order. Pages `keeper` holds for the same order are used
 * as they are and only the pages after them are asked for; a refresh asks for every page.
 */
export async function loadMarketTree(ctx: LoadContext, list: MarketTreeList, sort: CoinSort, pages: number, keeper?: PageKeeper): Promise<Loaded> {
  const shown = keeper?.shown;
  const same = !!shown && shown.sort.key === sort.key && shown.sort.desc === sort.desc && !ctx.options.refresh;
  const count = Math.max(1, pages);
  const kept = same ? shown.answers.slice(0, count) : [];
  const fetched = await Promise.all(
    Array.from({ length: count - kept.length }, (_, i) =>
      list.fetch(ctx, { sort: sort.key, desc: sort.desc, limit: COIN_PAGE_SIZE, page: kept.length + i })),
  );
  const answers = [...kept, ...fetched];
  if (keeper) keeper.shown = { sort, answers };
  // the order can shift between page requests: a coin seen on an earlier page is not repeated
  const seen = new Set<string>();
  const nodes: TreeNode[] = [];
  for (const coin of answers.flatMap((a) => a.data)) {
    const node = coinNode(list.root, coin, sort, list.ref(coin));
    if (seen.has(node.id)) continue;
    seen.add(node.id);
    nodes.push(node);
  }
  if (!nodes.length) return { nodes: [emptyNode(list.root, `No ${list.noun} listed`)], ...freshness(answers) };
  const total = answers[0]!.config.total_rows;
  const last = answers[answers.length - 1]!;
  const more = typeof total === 'number' ? nodes.length < total : last.data.length >= COIN_PAGE_SIZE;
  if (more) nodes.push(loadMoreNode(list, nodes.length, total));
  return { nodes, ...freshness(answers) };
}

function loadMoreNode(list: MarketTreeList, shown: number, total: number | undefined): TreeNode {
  const shownText = typeof total === 'number' ? l10n.t('{0} of {1} shown', formatNumber(shown), formatNumber(total)) : l10n.t('{0} shown', formatNumber(shown));
  return {
    id: `${list.root}/!more`,
    owner: list.root,
    label: l10n.t('Load more…'),
    description: shownText,
    a11y: l10n.t('Load {0} more. {1}.', COIN_PAGE_SIZE, shownText),
    icon: 'fold-down',
    contextValue: 'loadMore',
    action: { kind: 'command', command: list.loadMore, title: l10n.t('Load more') },
  };
}
