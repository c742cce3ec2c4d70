// A market view's (Coins, Stocks) sort (kept across restarts), how many pages are shown and the
// pages themselves (this session).
import type * as vscode from 'vscode';
import type { PageKeeper, ShownPages } from './coins';
import type { CoinSort } from '../../shared/queries/coinSort';
import { DEFAULT_COIN_SORT, isCoinSort } from '../../shared/queries/coinSort';

export const COIN_SORT_KEY = 'socialPulse.coinSort';
export const STOCK_SORT_KEY = 'socialPulse.stockSort';

export class MarketTreeState implements PageKeeper {
  pages = 1;
  shown?: ShownPages;

  /** `sortKey`: where the view's sort is kept in `memento`. */
  constructor(private readonly memento: Pick<vscode.Memento, 'get' | 'update'>, private readonly sortKey: string) {}

  get sort(): CoinSort {
    const saved = this.memento.get<unknown>(this.sortKey);
    return isCoinSort(saved) ? { key: saved.key, desc: saved.desc } : DEFAULT_COIN_SORT;
  }

  /** A new order starts again at the first page. */
  async setSort(sort: CoinSort): Promise<void> {
    this.pages = 1;
    this.shown = undefined;
    await this.memento.update(this.sortKey, { key: sort.key, desc: sort.desc });
  }

  more(): void {
    this.pages += 1;
  }

  /** The connection changed (key, plan, demo mode): the pages shown no longer apply. */
  forget(): void {
    this.shown = undefined;
  }
}
