// The Coins and Stocks views: one line per coin or stock, sorted by the service, paged with a
// "Load more" line. A stock is read as a coin: its fields are a subset of a coin's.
import * as l10n from '../../shared/format/l10n';
import type { ListParams } from '../../service/api/service';
import type { Answer, Coin } from '../../service/api/types';
import { shownDirection } from '../../shared/format/direction';
import { formatNumber } from '../../shared/format/numbers';
import { figure, type FigureId } from '../../shared/figures/catalogue';
import type { ReadAt } from '../../shared/figures/describe';
import { briefFigure, formatFigure } from '../../shared/figures/format';
import { figureLine } from '../../editor/treeKit/figureLines';
import type { ItemRef } from '../../shared/items';
import { coinRef, stockRef } from '../../shared/items';
import { COMMANDS } from '../../shared/commandTable';
import { markdown, tMarkdown } from '../../editor/sinks/neutral';
import type { CoinSort } from '../../shared/queries/coinSort';
import { sortOption } from '../../shared/queries/coinSort';
import { COIN_PAGE_SIZE } from '../../shared/queries/pages';
import type { LoadContext, Loaded, TreeNode } from '../../editor/treeKit/core/node';
import { childId, tooltipLines } from '../../editor/treeKit/core/node';
import { freshness } from '../../shared/queries/freshness';
import { pinnedOperation } from '../../shared/queries/pinned';
import { emptyNode } from '../../editor/treeKit/core/states';

export const COINS_ROOT = 'coins';
export const STOCKS_ROOT = 'stocks';

/** A list the view shows: where its nodes hang, how a row becomes an item, how a page is asked for. */
export interface MarketTreeList {
  root: string;
  /** The row of an empty list: "No coins listed". */
  empty(): string;
  loadMore: string;
  ref(row: Coin): ItemRef;
  fetch(ctx: LoadContext, params: ListParams): Promise<Answer<Coin[]>>;
}

export const COIN_TREE: MarketTreeList = {
  root: COINS_ROOT, empty: () => l10n.t('No coins listed'), loadMore: COMMANDS.coinsLoadMore.id, ref: coinRef,
  fetch: (ctx, params) => ctx.client.coinsList(params, ctx.options),
};

export const STOCK_TREE: MarketTreeList = {
  root: STOCKS_ROOT, empty: () => l10n.t('No stocks listed'), loadMore: COMMANDS.stocksLoadMore.id, ref: stockRef,
  fetch: (ctx, params) => ctx.client.stocksList(params, ctx.options),
};

function change(n: number | undefined): string {
  return briefFigure('percent_change_24h', n);
}

/** Where a row's figures were read: the list of the view, or the single quote of a pinned item. */
type RowSource = 'coinsList' | 'stocksList' | ReturnType<typeof pinnedOperation>;

export function coinNode(parent: string, coin: Coin, sort: CoinSort, ref = coinRef(coin), source: RowSource = 'coinsList', generated?: number): TreeNode {
  const option = sortOption(sort.key);
  const shown: string[] = ['price', 'percent_change_24h'];
  const extra = shown.includes(sort.key) ? undefined : `${option.label} ${option.value(coin)}`;
  return coinNodeWith(childId(parent, ref.id), ref, coin, [formatFigure('price', coin.price), change(coin.percent_change_24h), extra], { op: source, generated });
}

/** A pinned coin or stock (the watchlist); keeps the pinned id. */
export function pinnedCoinNode(parent: string, pinned: ItemRef, answer: Answer<Coin>): TreeNode {
  const coin = answer.data;
  const op = pinnedOperation(pinned.kind === 'stock' ? 'stock' : 'coin', answer);
  return coinNodeWith(childId(parent, pinned.id), pinned, coin, [formatFigure('price', coin.price), change(coin.percent_change_24h)], { op, generated: answer.generated });
}

/** The figures a coin's or stock's tooltip lists, each with what it is. */
const TOOLTIP_FIGURES = [
  'price', 'percent_change_1h', 'percent_change_24h', 'percent_change_7d', 'market_cap', 'volume_24h', 'galaxy_score', 'alt_rank',
  'social_volume_24h', 'interactions_24h', 'sentiment', 'social_dominance',
] as const satisfies readonly FigureId[];

/** The row's arrow: up, down or flat with the 24 h change; none to show when the list sent none. */
function changeIcon(change: number | undefined): string {
  const direction = shownDirection(change);
  return direction === undefined ? 'dash' : direction === 'up' ? 'arrow-up' : direction === 'down' ? 'arrow-down' : 'arrow-right';
}

function coinNodeWith(id: string, ref: ItemRef, c: Coin, parts: (string | undefined)[], read: ReadAt): TreeNode {
  // what a screen reader says: the figures by their labels, as the row and its tooltip show them, in the bundle's order and punctuation
  const price = formatFigure('price', c.price);
  const spoken = c.percent_change_24h === undefined
    ? l10n.t('{0}, {1} {2}', ref.title, figure('price').label, price)
    : l10n.t('{0}, {1} {2}, {3} {4}', ref.title, figure('price').label, price, figure('percent_change_24h').label, formatFigure('percent_change_24h', c.percent_change_24h));
  return {
    id,
    label: ref.title,
    description: parts.filter(Boolean).join(' · '),
    a11y: spoken,
    tooltip: () => tooltipLines([
      c.market_cap_rank !== undefined ? tMarkdown(l10n.t('**{0}** · {1} {2}'), ref.title, figure('market_cap_rank').label, formatFigure('market_cap_rank', c.market_cap_rank)) : markdown`**${ref.title}**`,
      // a list's sentiment and dominance differ from a topic's summary and series: the line says where it was read
      ...TOOLTIP_FIGURES.map((f) => figureLine(f, c[f], f === 'sentiment' || f === 'social_dominance' ? { read } : {})),
    ]),
    icon: changeIcon(c.percent_change_24h),
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
    const node = coinNode(list.root, coin, sort, list.ref(coin), list.root === STOCKS_ROOT ? 'stocksList' : 'coinsList', answers[0]?.generated);
    if (seen.has(node.id)) continue;
    seen.add(node.id);
    nodes.push(node);
  }
  if (!nodes.length) return { nodes: [emptyNode(list.root, list.empty())], ...freshness(answers) };
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
