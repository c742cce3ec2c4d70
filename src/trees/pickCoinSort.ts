// The two-step quick pick behind "Sort Coins..." and "Sort Stocks...": which metric, then which order.
import { pick, pickText } from '../sinks/neutral';
import { showPick, type PickItem } from '../sinks/pick';
import type { CoinSort, CoinSortKey } from '../queries/coinSort';
import { COIN_SORTS, orderChoices } from '../queries/coinSort';

interface MetricItem extends PickItem {
  key: CoinSortKey;
}

interface OrderItem extends PickItem {
  desc: boolean;
}

export async function pickCoinSort(current: CoinSort, noun: 'Coins' | 'Stocks'): Promise<CoinSort | undefined> {
  const metrics: MetricItem[] = COIN_SORTS.map((o) => ({
    key: o.key,
    label: pickText(o.label),
    description: o.key === current.key ? pick`current` : undefined,
  }));
  const metric = await showPick(metrics, { title: `Sort ${noun} (1/2)`, placeHolder: `Sort ${noun.toLowerCase()} by…`, ignoreFocusOut: true });
  if (!metric) return undefined;
  const orders: OrderItem[] = orderChoices(metric.key).map((c) => ({ label: pickText(c.label), desc: c.desc, description: c.recommended ? pick`usual` : undefined }));
  const order = await showPick(orders, { title: `Sort ${noun} by ${metric.label} (2/2)`, placeHolder: 'Order', ignoreFocusOut: true });
  return order ? { key: metric.key, desc: order.desc } : undefined;
}
