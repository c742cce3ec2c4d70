// Figures derived from a topic or category summary, shared by the screen and the exports.
import type { SentimentDetail, SocialSummary } from '../../service/api/types';

export interface NetworkRow {
  network: string;
  count?: number;
  interactions?: number;
  /** percent, 0 all negative .. 100 all positive */
  sentiment?: number;
  detail?: SentimentDetail;
}

type Maps = Pick<SocialSummary, 'types_count' | 'types_interactions' | 'types_sentiment' | 'types_sentiment_detail'>;

function own<T>(map: Record<string, T> | undefined, key: string): T | undefined {
  return map && Object.prototype.hasOwnProperty.call(map, key) ? map[key] : undefined;
}

/** One row for every network key any of the maps carries, busiest first. */
export function networkRows(s: Maps): NetworkRow[] {
  const keys = new Set<string>();
  for (const map of [s.types_count, s.types_interactions, s.types_sentiment, s.types_sentiment_detail]) {
    if (map && typeof map === 'object') for (const k of Object.keys(map)) keys.add(k);
  }
  const rows = [...keys].map((network) => ({
    network,
    count: own(s.types_count, network),
    interactions: own(s.types_interactions, network),
    sentiment: own(s.types_sentiment, network),
    detail: own(s.types_sentiment_detail, network),
  }));
  return rows.sort((a, b) => (b.interactions ?? -1) - (a.interactions ?? -1) || a.network.localeCompare(b.network));
}
