// Commands of the sidebar views: refresh, sort coins and stocks, pin and unpin, retry, load more, open link.
import * as l10n from '../../shared/format/l10n';
import * as vscode from 'vscode';
import { register } from '../../editor/commandRun';
import { COMMANDS, type Command } from '../../shared/commandTable';
import { errorText } from '../../service/log';
import { fromOwnUi } from '../../editor/ownInvocation';
import { askFirst } from '../../editor/sinks/ask';
import type { Services } from '../../editor/services';
import { noticeText, tNotice } from '../../editor/sinks/neutral';
import { showWarning } from '../../editor/sinks/notify';
import { isPinnable } from '../../editor/watchlist/store';
import { refusedPinNotice } from '../../editor/watchlist/refusalNotice';
import { itemKey, type ItemRef } from '../../shared/items';
import type { CoinSort } from '../../shared/queries/coinSort';
import { isCoinSort } from '../../shared/queries/coinSort';
import type { MarketTreeState } from './coinsState';
import { isNode, refFromArg } from '../../editor/treeKit/core/node';
import { pickCoinSort } from './pickCoinSort';
import { webLink } from './posts';
import type { NodeProvider } from '../../editor/treeKit/provider';
import { treeViews, viewOf } from '../../editor/treeKit/views';
import type { Trees } from './views';

export function registerTreeCommands(services: Services, trees: Trees, describe: () => void): void {
  const { log } = services;

  const notPinnable = (): void => {
    void showWarning(tNotice(l10n.t('Only topics, categories, coins, stocks and NFT collections can be pinned to the watchlist.')));
  };

  /**
   * The rows a menu acts on: VS Code passes the clicked row, then every selected row. All of them
   * when the clicked row is among them and all are rows this extension made; else the one given.
   */
  const rowsOf = (arg: unknown, selected: unknown): unknown[] | undefined =>
    fromOwnUi(arg) && Array.isArray(selected) && selected.length > 1 && selected.includes(arg) && selected.every(fromOwnUi) ? selected : undefined;

  /** The distinct items of `rows` that `keep` accepts, and whether some row had none or was refused. */
  const refsOf = (rows: unknown[], keep: (ref: ItemRef) => boolean): { refs: ItemRef[]; skipped: boolean } => {
    const refs: ItemRef[] = [];
    let skipped = false;
    for (const row of rows) {
      const ref = refFromArg(row);
      if (!ref || !keep(ref)) skipped = true;
      else if (!refs.some((r) => itemKey(r) === itemKey(ref))) refs.push(ref);
    }
    return { refs, skipped };
  };

  // returns whether it pinned anything (with several rows selected, each is pinned)
  const pin = async (arg: unknown, selected?: unknown): Promise<boolean> => {
    const rows = rowsOf(arg, selected);
    if (rows) {
      const { refs, skipped } = refsOf(rows, isPinnable);
      if (skipped) notPinnable();
      // at once (a full watchlist refuses the rest, said once)
      const outcomes = await Promise.allSettled(refs.map((ref) => trees.store.add(ref)));
      const refused = outcomes.find((o) => o.status === 'rejected');
      if (refused) void showWarning(noticeText(errorText(refused.reason)));
      return outcomes.some((o) => o.status === 'fulfilled' && o.value);
    }
    const ref = refFromArg(arg);
    if (!ref || !isPinnable(ref)) {
      notPinnable();
      return false;
    }
    // a command link can name any item: pinned only when the person says so
    if (!fromOwnUi(arg) && !(await askFirst(tNotice(l10n.t('Pin "{0}" to the Watchlist?'), ref.title), l10n.t('Pin')))) return false;
    try {
      return await trees.store.add(ref);
    } catch (e) {
      void showWarning(noticeText(errorText(e)));
      return false;
    }
  };

  // returns whether it removed anything (with several rows selected, each pinned one is removed)
  const unpin = async (arg: unknown, selected?: unknown): Promise<boolean> => {
    const rows = rowsOf(arg, selected);
    if (rows) {
      let removed = false;
      for (const ref of refsOf(rows, (r) => trees.store.has(r)).refs) removed = (await trees.store.remove(ref)) || removed;
      return removed;
    }
    const ref = refFromArg(arg);
    if (!ref || !trees.store.has(ref)) return false;
    if (!fromOwnUi(arg) && !(await askFirst(tNotice(l10n.t('Remove "{0}" from the Watchlist?'), ref.title), l10n.t('Remove')))) return false;
    return trees.store.remove(ref);
  };

  // Sort Coins… and Sort Stocks…: a sort passed in (tests, links) applies without asking; the title button passes none
  const sortCommand = (noun: 'Coins' | 'Stocks', state: MarketTreeState, provider: NodeProvider) => async (arg?: unknown): Promise<CoinSort> => {
    if (arg !== undefined && !isCoinSort(arg)) {
      log.warn(`sort${noun}: ignored an argument that is not a sort`);
      void showWarning(tNotice(l10n.t('Social Pulse: that is not a sort; the {0} view keeps its order.'), noun));
      return state.sort;
    }
    const sort = isCoinSort(arg) ? arg : await pickCoinSort(state.sort, noun);
    if (sort) {
      await state.setSort(sort);
      describe();
      provider.reloadRoot({ supersede: true });
    }
    return state.sort;
  };

  // a view's title button refreshes that view only; the palette's Refresh, every view (Searches too)
  const viewRefresh: [Command, NodeProvider][] = [
    [COMMANDS.refreshTopics, trees.topics],
    [COMMANDS.refreshCategories, trees.categories],
    [COMMANDS.refreshWatchlist, trees.watchlist],
    [COMMANDS.refreshCoins, trees.coins],
    [COMMANDS.refreshStocks, trees.stocks],
  ];

  services.context.subscriptions.push(
    register(COMMANDS.refresh, () => {
      for (const view of treeViews()) view.reload({ refresh: true });
    }),
    ...viewRefresh.map(([command, provider]) => register(command, () => provider.reload({ refresh: true }))),
    // each returns the order in effect afterwards
    register(COMMANDS.sortCoins, sortCommand('Coins', trees.coinsState, trees.coins)),
    register(COMMANDS.sortStocks, sortCommand('Stocks', trees.stocksState, trees.stocks)),
    register(COMMANDS.pin, pin),
    // a pin or unpin said made that could not be kept after all
    trees.store.onDidRefuse((refused) => void showWarning(refusedPinNotice(refused))),
    register(COMMANDS.unpin, unpin),
    // returns whether a view took the retry: any tree view's failed row (Searches too)
    register(COMMANDS.retry, (arg: unknown): boolean => {
      if (!isNode(arg)) return false;
      const view = viewOf(arg);
      view?.retry(arg);
      return !!view;
    }),
    // internal: clicked from the Coins and Stocks views' "Load more" lines
    register(COMMANDS.coinsLoadMore, () => {
      trees.coinsState.more();
      trees.coins.reloadRoot({ supersede: true });
    }),
    register(COMMANDS.stocksLoadMore, () => {
      trees.stocksState.more();
      trees.stocks.reloadRoot({ supersede: true });
    }),
    // a post's Open in Browser action (menus pass the node); only web addresses leave the editor
    register(COMMANDS.openLink, async (arg: unknown) => {
      const given = typeof arg === 'string' ? arg : isNode(arg) ? arg.link : undefined;
      const url = typeof given === 'string' ? webLink(given) : undefined;
      if (!url) {
        log.warn('Refused to open a link that is not an http(s) address.');
        return false;
      }
      return vscode.env.openExternal(vscode.Uri.parse(url, true));
    }),
  );
}
