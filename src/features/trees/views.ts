// The sidebar views: their ids, and the providers and state the tree commands act on.
import type { WatchlistStore } from '../../editor/watchlist/store';
import type { MarketTreeState } from './coinsState';
import type { NodeProvider } from '../../editor/treeKit/provider';

export const VIEW_IDS = {
  topics: 'socialPulse.topics',
  categories: 'socialPulse.categories',
  watchlist: 'socialPulse.watchlist',
  coins: 'socialPulse.coins',
  stocks: 'socialPulse.stocks',
} as const;

export interface Trees {
  topics: NodeProvider;
  categories: NodeProvider;
  watchlist: NodeProvider;
  coins: NodeProvider;
  stocks: NodeProvider;
  store: WatchlistStore;
  coinsState: MarketTreeState;
  stocksState: MarketTreeState;
}
