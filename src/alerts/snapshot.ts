// The values of one subject's metrics, from the same answers the watchlist fetches: a topic or
// category summary, coins from the watchlist's one coin page (the same request, so the same
// cache entry), a stock, NFT or creator alone. A subject with an "interactions vs 7-day median"
// rule also reads its daily series (cached an hour). Pure: the client is passed in.
import { isCancellation } from '../api/errors';
import { CREATOR_NETWORKS, isOneOf } from '../api/values';
import type { RequestOptions, SocialApi } from '../api/service';
import type { Answer, Coin, TimeSeriesPoint } from '../api/types';
import { overallSentiment } from '../format/sentiment';
import type { ItemRef } from '../items';
import { creatorParts, itemKey } from '../items';
import { freshness } from '../queries/freshness';
import { pinnedLookup, type PinnedClient } from '../queries/pinned';
import type { AlertRule, Metric } from './model';

export type MetricValues = Partial<Record<Metric, number>>;

export interface Snapshot {
  values: MetricValues;
  /** The oldest answer used, ms since the epoch. */
  receivedAt: number;
  /** Set when any answer was served stale because the service could not be reached. */
  stale?: string;
}

type Client = PinnedClient & Pick<SocialApi, 'topic' | 'category' | 'creator'
  | 'topicTimeSeriesV2' | 'categoryTimeSeries' | 'coinTimeSeriesV2' | 'stockTimeSeriesV2'>;

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** The latest day against the median of the seven before it, in percent (250 = 2.5 times). */
export function vsMedian(points: readonly TimeSeriesPoint[]): number | undefined {
  const values = [...points].sort((a, b) => a.time - b.time).map((p) => num(p.interactions)).filter((v): v is number => v !== undefined);
  if (values.length < 4) return undefined;
  const last = values[values.length - 1]!;
  const before = values.slice(-8, -1).sort((a, b) => a - b);
  const mid = Math.floor(before.length / 2);
  const median = before.length % 2 ? before[mid]! : (before[mid - 1]! + before[mid]!) / 2;
  return median > 0 ? (last / median) * 100 : undefined;
}

interface Marketish {
  price?: number;
  floor_price?: number;
  percent_change_24h?: number;
  sentiment?: number;
  galaxy_score?: number;
  alt_rank?: number;
  social_dominance?: number;
}

function marketValues(d: Marketish): MetricValues {
  return {
    price: num(d.price) ?? num(d.floor_price),
    change24h: num(d.percent_change_24h),
    sentiment: num(d.sentiment),
    galaxyScore: num(d.galaxy_score),
    altRank: num(d.alt_rank),
    socialDominance: num(d.social_dominance),
  };
}

async function series(client: Client, ref: ItemRef, options: RequestOptions): Promise<Answer<TimeSeriesPoint[]> | undefined> {
  switch (ref.kind) {
    case 'topic': return client.topicTimeSeriesV2(ref.id, { bucket: 'day' }, options);
    case 'category': return client.categoryTimeSeries(ref.id, { bucket: 'day', interval: '1m' }, options);
    case 'coin': return client.coinTimeSeriesV2(ref.id, { bucket: 'day', interval: '1m' }, options);
    case 'stock': return client.stockTimeSeriesV2(ref.id, { bucket: 'day', interval: '1m' }, options);
    default: return undefined;
  }
}

/** Whether any of these rules needs the subject's daily series. */
export function needsSeries(rules: readonly Pick<AlertRule, 'metric'>[]): boolean {
  return rules.some((r) => r.metric === 'interactionsVsMedian');
}

/** The values of one subject; throws the client's error when its main answer fails. */
export async function fetchSnapshot(
  client: Client,
  ref: ItemRef,
  withSeries: boolean,
  options: RequestOptions,
  coin: (id: string) => Promise<Answer<Coin>> = pinnedLookup(client, 'coin', options, new Set()),
): Promise<Snapshot> {
  const answers: Answer<unknown>[] = [];
  let values: MetricValues;
  switch (ref.kind) {
    case 'topic':
    case 'category': {
      const a = ref.kind === 'topic' ? await client.topic(ref.id, options) : await client.category(ref.id, options);
      answers.push(a);
      values = {
        sentiment: overallSentiment(a.data.types_sentiment, a.data.types_interactions),
        topicRank: 'topic_rank' in a.data ? num(a.data.topic_rank) : undefined,
      };
      break;
    }
    case 'coin': {
      const a = await coin(ref.id);
      answers.push(a);
      values = marketValues(a.data);
      break;
    }
    case 'stock': {
      const a = await client.stock(ref.id, options);
      answers.push(a);
      values = marketValues(a.data);
      break;
    }
    case 'nft': {
      const a = await client.nft(ref.id, options);
      answers.push(a);
      values = marketValues(a.data);
      break;
    }
    case 'creator': {
      const parts = creatorParts(ref);
      if (!parts || !isOneOf(CREATOR_NETWORKS, parts.network)) throw new Error(`Not a creator this service knows: ${itemKey(ref)}`);
      const a = await client.creator(parts.network, parts.id, options);
      answers.push(a);
      values = { followers: num(a.data.creator_followers) };
      break;
    }
    default:
      throw new Error(`Alerts do not watch ${ref.kind}s.`);
  }
  if (withSeries) {
    // the median is a bonus: a failed series leaves that one metric waiting, not the subject
    try {
      const s = await series(client, ref, options);
      if (s) {
        answers.push(s);
        values.interactionsVsMedian = vsMedian(s.data);
      }
    } catch (e) {
      if (isCancellation(e)) throw e;
    }
  }
  const { receivedAt, stale } = freshness(answers);
  return { values, receivedAt: receivedAt ?? 0, stale: stale?.reason };
}
