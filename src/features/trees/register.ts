// The sidebar views, their providers (created once) and what keeps them current.
import * as l10n from '../../shared/format/l10n';
import * as vscode from 'vscode';
import type { QuotaStatus } from '../../service/api/service';
import type { BackgroundRound } from '../../editor/background/round';
import type { Services } from '../../editor/services';
import { answeredIds, type PinnedRead, type WatchlistFigures } from '../../editor/watchlist/figures';
import type { ItemRef } from '../../shared/items';
import type { WatchlistStore } from '../../editor/watchlist/store';
import { CATEGORIES_ROOT, loadCategories } from './categories';
import { describeSort } from '../../shared/queries/coinSort';
import { COIN_TREE, loadMarketTree, STOCK_TREE } from './coins';
import { COIN_SORT_KEY, MarketTreeState, STOCK_SORT_KEY } from './coinsState';
import { registerTreeCommands } from './commands';
import type { ProviderDeps } from '../../editor/treeKit/provider';
import { NodeProvider } from '../../editor/treeKit/provider';
import { BackgroundRefresher } from './refresher';
import { loadTrendingTopics, TOPICS_ROOT } from './topics';
import { VIEW_IDS, type Trees } from './views';
import { loadWatchlist, offlineWatchlist, WATCHLIST_ROOT } from './watchlist';
import { roundRequests } from '../../editor/background/roundCost';
import { WatchlistRound } from './watchlistRound';

/**
 * `figures`: where the Watchlist publishes what it read for each pin (the ticker shows it).
 * `round`: more work for the background round (alert checks), planned into its cost.
 */
export function registerTrees(services: Services, store: WatchlistStore, figures: WatchlistFigures, round?: BackgroundRound): void {
  const { context, connection, log, settings } = services;
  const subs = context.subscriptions;
  const coinsState = new MarketTreeState(context.globalState, COIN_SORT_KEY);
  const stocksState = new MarketTreeState(context.globalState, STOCK_SORT_KEY);
  let quota: QuotaStatus | undefined;
  const deps: ProviderDeps = { connection, log, isPinned: (ref) => store.has(ref), quota: () => quota };
  const offline = (): boolean => connection.state.mode === 'none';
  // what a load read is shown by the ticker; a pin by a symbol or a slug moves to the answered id
  const publish = (reads: readonly PinnedRead[], failed: readonly ItemRef[]): void => {
    const answered = answeredIds(reads);
    // a moving pin's figures under its new id too, so the ticker keeps them through the move
    const moved = answered.filter((a) => a.id !== a.ref.id).flatMap((a) => reads.filter((r) => r.ref === a.ref).map((r) => ({ ...r, ref: { ...r.ref, id: a.id } })));
    figures.publish([...reads, ...moved], failed);
    store.adoptAnsweredIds(answered).catch((e: unknown) => log.warn(`watchlist: pins kept by their names (${e instanceof Error ? e.message : String(e)})`));
  };

  const trees: Trees = {
    topics: new NodeProvider({ viewId: VIEW_IDS.topics, root: TOPICS_ROOT, loadRoot: loadTrendingTopics, fixedRoot: () => (offline() ? [] : undefined) }, deps),
    categories: new NodeProvider({ viewId: VIEW_IDS.categories, root: CATEGORIES_ROOT, loadRoot: loadCategories, fixedRoot: () => (offline() ? [] : undefined) }, deps),
    watchlist: new NodeProvider({
      viewId: VIEW_IDS.watchlist,
      root: WATCHLIST_ROOT,
      loadRoot: (ctx) => loadWatchlist(ctx, store.items(), { publish }),
      fixedRoot: () => {
        const items = store.items();
        if (!items.length) return [];
        return offline() ? offlineWatchlist(items) : undefined;
      },
    }, deps),
    coins: new NodeProvider({
      viewId: VIEW_IDS.coins,
      root: COIN_TREE.root,
      loadRoot: (ctx) => loadMarketTree(ctx, COIN_TREE, coinsState.sort, coinsState.pages, coinsState),
      fixedRoot: () => (offline() ? [] : undefined),
    }, deps),
    stocks: new NodeProvider({
      viewId: VIEW_IDS.stocks,
      root: STOCK_TREE.root,
      loadRoot: (ctx) => loadMarketTree(ctx, STOCK_TREE, stocksState.sort, stocksState.pages, stocksState),
      fixedRoot: () => (offline() ? [] : undefined),
    }, deps),
    store,
    coinsState,
    stocksState,
  };
  const providers = [trees.topics, trees.categories, trees.watchlist, trees.coins, trees.stocks];

  const views = {
    topics: vscode.window.createTreeView(VIEW_IDS.topics, { treeDataProvider: trees.topics, showCollapseAll: true, canSelectMany: true }),
    categories: vscode.window.createTreeView(VIEW_IDS.categories, { treeDataProvider: trees.categories, showCollapseAll: true, canSelectMany: true }),
    watchlist: vscode.window.createTreeView(VIEW_IDS.watchlist, { treeDataProvider: trees.watchlist, showCollapseAll: true, canSelectMany: true }),
    coins: vscode.window.createTreeView(VIEW_IDS.coins, { treeDataProvider: trees.coins, canSelectMany: true }),
    stocks: vscode.window.createTreeView(VIEW_IDS.stocks, { treeDataProvider: trees.stocks, canSelectMany: true }),
  };

  const watchlistRound = new WatchlistRound({
    store,
    figures,
    offline,
    client: (signal) => connection.client(signal),
    publish,
    reloadView: () => trees.watchlist.reloadRoot({ priority: 'background' }),
    round,
    now: Date.now,
  });
  const refresher = new BackgroundRefresher({
    minutes: () => settings.current.backgroundRefreshMinutes,
    cost: () => roundRequests(store.items(), (pinned) => round?.cost(pinned) ?? 0),
    quota: () => quota,
    visible: () => views.watchlist.visible,
    // rules are checked, and the ticker's pins read, with the view hidden too; the view reloads when visible, or when shown again
    hiddenWork: () => watchlistRound.hiddenWork(),
    refresh: (view) => watchlistRound.run(view),
    reloadView: () => trees.watchlist.reloadRoot({ priority: 'background' }),
  });

  const describe = (): void => {
    // said once, on the first view (the status bar says it too)
    views.topics.description = connection.state.mode === 'demo' ? l10n.t('Demo data') : undefined;
    views.coins.description = describeSort(coinsState.sort);
    views.stocks.description = describeSort(stocksState.sort);
  };
  const watchlistChanged = (): void => {
    void vscode.commands.executeCommand('setContext', 'socialPulse.watchlistEmpty', store.items().length === 0);
  };
  let refreshMinutes: number | undefined;

  subs.push(
    ...providers,
    ...Object.values(views),
    store,
    refresher,
    watchlistRound,
    connection.onDidChangeState(() => {
      coinsState.forget();
      stocksState.forget();
      for (const p of providers) p.reset();
      figures.clear();
      void watchlistRound.connectionChanged(views.watchlist.visible);
      describe();
      refresher.schedule();
    }),
    connection.onDidChangeQuota((q) => {
      quota = q;
    }),
    store.onDidChange(() => {
      watchlistChanged();
      trees.watchlist.reloadRoot();
      // pinned state shows as the pin/unpin action on items in the other views
      trees.topics.rerender();
      trees.categories.rerender();
      trees.coins.rerender();
      trees.stocks.rerender();
      refresher.schedule();
    }),
    ...(round ? [round.onDidChange(() => refresher.schedule())] : []),
    views.watchlist.onDidChangeVisibility((e) => {
      if (e.visible) refresher.shown();
    }),
    settings.onDidChange((values) => {
      if (values.backgroundRefreshMinutes === refreshMinutes) return;
      refreshMinutes = values.backgroundRefreshMinutes;
      refresher.schedule();
    }),
  );
  registerTreeCommands(services, trees, describe);
  // the watchlist's welcome waits for 'ready' (as every welcome does): not activate()'s work
  void connection.ready().then(() => {
    watchlistChanged();
    describe();
    refreshMinutes = settings.current.backgroundRefreshMinutes;
    refresher.schedule();
  });
}
