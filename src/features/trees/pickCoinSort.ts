// The two-step quick pick behind "Sort Coins..." and "Sort Stocks...": which metric, then which order.
import * as l10n from '../../shared/format/l10n';
import { pickText, tPick } from '../../editor/sinks/neutral';
import { showPick, type PickItem } from '../../editor/sinks/pick';
import type { CoinSort, CoinSortKey } from '../../shared/queries/coinSort';
import { COIN_SORTS, orderChoices } from '../../shared/queries/coinSort';

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
    description: o.key === current.key ? tPick(l10n.t('current')) : undefined,
  }));
  const metric = await showPick(metrics, { title: noun === 'Coins' ? l10n.t('Sort Coins (1/2)') : l10n.t('Sort Stocks (1/2)'), placeHolder: noun === 'Coins' ? l10n.t('Sort coins by…') : l10n.t('Sort stocks by…'), ignoreFocusOut: true });
  if (!metric) return undefined;
  const orders: OrderItem[] = orderChoices(metric.key).map((c) => ({ label: pickText(c.label), desc: c.desc, description: c.recommended ? tPick(l10n.t('usual')) : undefined }));
  const order = await showPick(orders, { title: noun === 'Coins' ? l10n.t('Sort Coins by {0} (2/2)', metric.label) : l10n.t('Sort Stocks by {0} (2/2)', metric.label), placeHolder: l10n.t('Order'), ignoreFocusOut: true });
  return order ? { key: metric.key, desc: order.desc } : undefined;
}
