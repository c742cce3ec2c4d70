// The four sidebar views: their ids, and the providers and state the tree commands act on.
import type { WatchlistStore } from '../watchlist/store';
import type { CoinsState } from './coinsState';
import type { NodeProvider } from './provider';

export const VIEW_IDS = {
  topics: 'socialPulse.topics',
  categories: 'socialPulse.categories',
  watchlist: 'socialPulse.watchlist',
  coins: 'socialPulse.coins',
} as const;

export interface Trees {
  topics: NodeProvider;
  categories: NodeProvider;
  watchlist: NodeProvider;
  coins: NodeProvider;
  store: WatchlistStore;
  coinsState: CoinsState;
}
