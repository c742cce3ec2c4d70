// The two-step quick pick behind "Sort Coins..." and "Sort Stocks...": which metric, then which order.
import * as vscode from 'vscode';
import type { CoinSort, CoinSortKey } from './coinSort';
import { COIN_SORTS, orderChoices } from './coinSort';

interface MetricItem extends vscode.QuickPickItem {
  key: CoinSortKey;
}

interface OrderItem extends vscode.QuickPickItem {
  desc: boolean;
}

export async function pickCoinSort(current: CoinSort, noun: 'Coins' | 'Stocks'): Promise<CoinSort | undefined> {
  const metrics: MetricItem[] = COIN_SORTS.map((o) => ({
    key: o.key,
    label: o.label,
    description: o.key === current.key ? 'current' : undefined,
  }));
  const metric = await vscode.window.showQuickPick(metrics, { title: `Sort ${noun} (1/2)`, placeHolder: `Sort ${noun.toLowerCase()} by…`, ignoreFocusOut: true });
  if (!metric) return undefined;
  const orders: OrderItem[] = orderChoices(metric.key).map((c) => ({ label: c.label, desc: c.desc, description: c.recommended ? 'usual' : undefined }));
  const order = await vscode.window.showQuickPick(orders, { title: `Sort ${noun} by ${metric.label} (2/2)`, placeHolder: 'Order', ignoreFocusOut: true });
  return order ? { key: metric.key, desc: order.desc } : undefined;
}
