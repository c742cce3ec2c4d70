// The words the kinds' titles share: the subjects, the span, a metric, a list and its order.
import * as l10n from '../../../../../shared/format/l10n';
import type { Interval } from '../../../../../service/api/values';
import { kindNounPlural } from '../../../../../shared/items';
import type { MarketListName, Subjects } from '../types';
import { INTERVAL_MEANINGS, metricNamed, SORT_KEYS } from '../vocabulary';

export function subjectsWords(s: Subjects): string {
  if (s.kind === 'watchlist') return s.only ? l10n.t('Watchlist {0}', kindNounPlural(s.only)) : l10n.t('Watchlist');
  return s.refs.map((r) => r.title || r.id).join(', ');
}

export function span(bucket: string, interval: Interval | undefined): string {
  return l10n.t('by {0}, {1}', bucket, INTERVAL_MEANINGS[interval ?? '1w']);
}

export function metricWords(key: string): string {
  return (metricNamed(key)?.label ?? key).toLowerCase();
}

export const LIST_NOUNS: Readonly<Record<MarketListName, string>> = {
  get coins() { return l10n.t('coins'); },
  get stocks() { return l10n.t('stocks'); },
  get nfts() { return l10n.t('NFT collections'); },
};

/** Said only when turned from the key's own order (highest first; ranks lowest first). */
export function order(list: MarketListName, sort: string, desc: boolean): string {
  const natural = SORT_KEYS[list].find((s) => s.key === sort)?.desc ?? true;
  return desc === natural ? '' : ` ${desc ? l10n.t('(highest first)') : l10n.t('(lowest first)')}`;
}

export const titleOf = (ref: { title?: string; id: string }): string => ref.title || ref.id;
