// A cell's question in one line, the title of its answer ("bitcoin: interactions, sentiment by day, last month").
import * as l10n from '../../../../shared/format/l10n';
import type { Interval } from '../../../../service/api/values';
import { KIND_NOUNS } from '../../../../shared/items';
import type { CellQuery, MarketListName, Subjects } from './types';
import { INTERVAL_MEANINGS, metricNamed, SORT_KEYS } from './vocabulary';

function subjectsWords(s: Subjects): string {
  if (s.kind === 'watchlist') return s.only ? l10n.t('Watchlist {0}s', KIND_NOUNS[s.only]) : l10n.t('Watchlist');
  return s.refs.map((r) => r.title || r.id).join(', ');
}

function span(bucket: string, interval: Interval | undefined): string {
  return l10n.t('by {0}, {1}', bucket, INTERVAL_MEANINGS[interval ?? '1w']);
}

function metricWords(key: string): string {
  return (metricNamed(key)?.label ?? key).toLowerCase();
}

const LIST_NOUNS: Readonly<Record<MarketListName, string>> = {
  get coins() { return l10n.t('coins'); },
  get stocks() { return l10n.t('stocks'); },
  get nfts() { return l10n.t('NFT collections'); },
};

/** Said only when turned from the key's own order (highest first; ranks lowest first). */
function order(list: MarketListName, sort: string, desc: boolean): string {
  const natural = SORT_KEYS[list].find((s) => s.key === sort)?.desc ?? true;
  return desc === natural ? '' : ` ${desc ? l10n.t('(highest first)') : l10n.t('(lowest first)')}`;
}

export function describeQuery(q: CellQuery): string {
  switch (q.kind) {
    case 'summary':
      return l10n.t('{0}: figures', subjectsWords(q.subjects));
    case 'series':
      return `${subjectsWords(q.subjects)}: ${q.metrics.map(metricWords).join(', ')} ${span(q.bucket, q.interval)}`;
    case 'compare':
      return `${subjectsWords(q.subjects)}: ${metricWords(q.metric)} ${span(q.bucket, q.interval)}`;
    case 'top':
      return `${l10n.t('Top {0} {1} by {2}', q.limit, LIST_NOUNS[q.list], q.sort.replace(/_/g, ' '))}${order(q.list, q.sort, q.desc)}${q.sector ? ` ${l10n.t('in {0}', q.sector)}` : ''}`;
    case 'posts':
      return q.days <= 1 ? l10n.t('{0}: posts, last 24 hours', q.subject.title || q.subject.id) : l10n.t('{0}: posts, last {1} days', q.subject.title || q.subject.id, q.days);
    case 'categoryTopics':
      return l10n.t('{0}: topics', q.category.title || q.category.id);
    case 'report':
      return l10n.t('Report: {0}', q.subject.title || q.subject.id);
    case 'search':
      return l10n.t('Search: "{0}"', q.term);
    case 'changes':
      return l10n.t('Changes to the service’s data');
  }
}
