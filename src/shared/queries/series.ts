// A subject's time series, asked one way wherever it is shown (the panels, a comparison, chat):
// the same series is the same request, so one cache entry. The service's rule for topics: series
// v1 (any interval or range) is the Builder plan's; v2 gives the plans below it the last week, by
// hour or day. Asset series are market data, which every plan has. Pure: the client is passed in.
import * as l10n from '../format/l10n';
import { costing, isPlanRefusal, isServiceError, type ServiceError } from '../../service/api/errors';
import { OPERATIONS } from '../../service/api/operations';
import { allows, type Access } from '../../service/api/plans';
import type { RequestOptions, SocialApi } from '../../service/api/service';
import type { Answer, TimeSeriesPoint } from '../../service/api/types';
import type { Bucket, Interval } from '../../service/api/values';

export type SeriesKind = 'topic' | 'category' | 'coin' | 'stock' | 'nft';

export interface SeriesSubject {
  kind: SeriesKind;
  id: string;
}

/** By bucket, over an interval or a range (unix seconds); neither is the last week. */
export interface SeriesAsk {
  bucket: Bucket;
  interval?: Interval;
  start?: number;
  end?: number;
}

export type SeriesOperation = 'topicTimeSeries' | 'topicTimeSeriesV2' | 'categoryTimeSeries' | 'coinTimeSeriesV2' | 'stockTimeSeriesV2' | 'nftTimeSeriesV2';

export type SeriesClient = Pick<SocialApi, SeriesOperation>;

export interface FetchedSeries {
  answer: Answer<TimeSeriesPoint[]>;
  op: SeriesOperation;
  /** Set when the plan gave only the last week of a topic's series. */
  note?: string;
}

/** Said wherever the series is shown (a panel's chart, a backtest, chat), in the person's language. */
export function weekOnlyNote(): string {
  return l10n.t('Your plan includes only the last week of this series (by hour or day); longer intervals and custom ranges need the Builder plan.');
}

const ASSET_SERIES = { coin: 'coinTimeSeriesV2', stock: 'stockTimeSeriesV2', nft: 'nftTimeSeriesV2' } as const;

/**
 * The operation a series is asked with. `access`: the plan's, when the caller goes by it (a plan
 * without v1 asks v2 at once); without it v1 is tried first and a refusal falls back to v2.
 */
export function seriesOperation(kind: SeriesKind, access?: Access): SeriesOperation {
  if (kind === 'category') return 'categoryTimeSeries';
  if (kind !== 'topic') return ASSET_SERIES[kind];
  return access === undefined || allows(access, OPERATIONS.topicTimeSeries.access) ? 'topicTimeSeries' : 'topicTimeSeriesV2';
}

/** Whether v2's week answers the ask as asked: a topic's last week by hour or day. */
export function isLastWeek(ask: SeriesAsk): boolean {
  return ask.start === undefined && (ask.interval === undefined || ask.interval === '1w');
}

function params(ask: SeriesAsk): { bucket: Bucket; interval: Interval } | { bucket: Bucket; start?: number; end?: number } {
  if (ask.interval || ask.start === undefined) return { bucket: ask.bucket, interval: ask.interval ?? '1w' };
  return { bucket: ask.bucket, start: ask.start, end: ask.end };
}

function ask(client: SeriesClient, op: SeriesOperation, id: string, a: SeriesAsk, options: RequestOptions): Promise<Answer<TimeSeriesPoint[]>> {
  // v2 of a topic takes only the bucket: the last week is all it has
  return op === 'topicTimeSeriesV2' ? client.topicTimeSeriesV2(id, { bucket: a.bucket }, options) : client[op](id, params(a), options);
}

function weekOnly(answer: Answer<TimeSeriesPoint[]>): FetchedSeries {
  return { answer, op: 'topicTimeSeriesV2', note: weekOnlyNote() };
}

export async function fetchSeries(client: SeriesClient, subject: SeriesSubject, a: SeriesAsk, options: RequestOptions, access?: Access): Promise<FetchedSeries> {
  const op = seriesOperation(subject.kind, access);
  if (op === 'topicTimeSeriesV2') return weekOnly(await ask(client, op, subject.id, a, options));
  try {
    return { answer: await ask(client, op, subject.id, a, options), op };
  } catch (e) {
    // the plan setting said more than the key has: the service's refusal says so
    if (op !== 'topicTimeSeries' || !isPlanRefusal(e)) throw e;
    return weekOnly(await weekAfter(e, client, subject.id, a, options));
  }
}

/** v2's week after v1's refusal: what the fetch cost, answer or failure, counts the refused request too. */
async function weekAfter(refused: ServiceError, client: SeriesClient, id: string, a: SeriesAsk, options: RequestOptions): Promise<Answer<TimeSeriesPoint[]>> {
  try {
    const answer = await ask(client, 'topicTimeSeriesV2', id, a, options);
    return { ...answer, requests: refused.requests + answer.requests };
  } catch (e) {
    throw isServiceError(e) ? costing(e, refused.requests + e.requests) : e;
  }
}
