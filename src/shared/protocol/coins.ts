// The coins table's rows: the topic a coin's social data is under, and the market-list model
// (marketLists.ts) applied to coins.
import type { Coin } from '../../service/api/types';
import { MARKET_LISTS, viewRows } from './marketLists';
import type { CoinsView } from './views';

export const COIN_COLUMNS = MARKET_LISTS.coin.columns;

/** The topic of a coin's social data: its `topic` field, else its symbol in lower case. */
export function coinTopic(coin: Pick<Coin, 'topic' | 'symbol'>): string {
  const topic = typeof coin.topic === 'string' ? coin.topic.trim().toLowerCase() : '';
  return topic || String(coin.symbol ?? '').trim().toLowerCase();
}

export function viewCoins(coins: readonly Coin[], view: CoinsView): readonly Coin[] {
  return viewRows(coins, COIN_COLUMNS, view);
}
