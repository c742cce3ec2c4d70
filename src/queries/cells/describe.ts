// A cell's question in one line, the title of its answer ("bitcoin: interactions, sentiment by day, last month").
import type { Interval } from '../../api/values';
import { KIND_NOUNS } from '../../items';
import type { CellQuery, MarketListName, Subjects } from './types';
import { INTERVAL_MEANINGS, metricNamed, SORT_KEYS } from './vocabulary';

function subjectsWords(s: Subjects): string {
  if (s.kind === 'watchlist') return s.only ? `Watchlist ${KIND_NOUNS[s.only]}s` : 'Watchlist';
  return s.refs.map((r) => r.title || r.id).join(', ');
}

function span(bucket: string, interval: Interval | undefined): string {
  return `by ${bucket}, ${INTERVAL_MEANINGS[interval ?? '1w']}`;
}

function metricWords(key: string): string {
  return (metricNamed(key)?.label ?? key).toLowerCase();
}

const LIST_NOUNS: Readonly<Record<MarketListName, string>> = { coins: 'coins', stocks: 'stocks', nfts: 'NFT collections' };

/** Said only when turned from the key's own order (highest first; ranks lowest first). */
function order(list: MarketListName, sort: string, desc: boolean): string {
  const natural = SORT_KEYS[list].find((s) => s.key === sort)?.desc ?? true;
  return desc === natural ? '' : desc ? ' (highest first)' : ' (lowest first)';
}

export function describeQuery(q: CellQuery): string {
  switch (q.kind) {
    case 'summary':
      return `${subjectsWords(q.subjects)}: figures`;
    case 'series':
      return `${subjectsWords(q.subjects)}: ${q.metrics.map(metricWords).join(', ')} ${span(q.bucket, q.interval)}`;
    case 'compare':
      return `${subjectsWords(q.subjects)}: ${metricWords(q.metric)} ${span(q.bucket, q.interval)}`;
    case 'top':
      return `Top ${q.limit} ${LIST_NOUNS[q.list]} by ${q.sort.replace(/_/g, ' ')}${order(q.list, q.sort, q.desc)}${q.sector ? ` in ${q.sector}` : ''}`;
    case 'posts':
      return `${q.subject.title || q.subject.id}: posts, ${q.days <= 1 ? 'last 24 hours' : `last ${q.days} days`}`;
    case 'categoryTopics':
      return `${q.category.title || q.category.id}: topics`;
    case 'report':
      return `Report: ${q.subject.title || q.subject.id}`;
    case 'search':
      return `Search: "${q.term}"`;
    case 'changes':
      return 'Changes to the service’s data';
  }
}
