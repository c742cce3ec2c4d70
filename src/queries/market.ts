// What the market panel (a coin, a stock, an NFT collection) and the market tables ask the client
// for. Every call here is market data, which every plan includes (Hobby too): the asset's social
// data is left to its topic panel, so nothing here can be refused for the plan.
import type { RequestOptions, SocialApi } from '../api/service';
import type { Answer, TimeSeriesPoint } from '../api/types';
import type { ItemRef } from '../items';
import { metaOf } from '../protocol/answerMeta';
import type { MarketKind, QuoteData } from '../protocol/marketQuote';
import type { AnswerMeta, SectionData, SeriesData } from '../protocol/messages';
import type { SeriesQuery } from '../protocol/views';

export interface Loaded<T> {
  data: T;
  meta: AnswerMeta;
}

function loaded<T>(answer: Answer<unknown>, data: T): Loaded<T> {
  return { data, meta: metaOf(answer) };
}

function marketKind(ref: ItemRef): MarketKind {
  if (ref.kind === 'coin' || ref.kind === 'stock' || ref.kind === 'nft') return ref.kind;
  throw new Error(`a market panel cannot show the ${ref.kind} ${ref.id}`);
}

/**
 * The single coin, stock or NFT collection. Its answer's config names the asset's topic, so the
 * panel links to the social data without a lookup; `socialAllowed` is the plan's say.
 */
export async function fetchQuote(client: SocialApi, ref: ItemRef, options: RequestOptions, socialAllowed: boolean): Promise<Loaded<QuoteData>> {
  const kind = marketKind(ref);
  const answer = kind === 'coin' ? await client.coin(ref.id, options)
    : kind === 'stock' ? await client.stock(ref.id, options)
      : await client.nft(ref.id, options);
  const topic = typeof answer.config.topic === 'string' ? answer.config.topic.trim().toLowerCase() : '';
  const data: QuoteData = { kind, item: answer.data };
  if (topic) data.social = { topic, allowed: socialAllowed };
  return loaded(answer, data);
}

/** The series v2 of the asset, by bucket and interval or range, or an NFT's v1 (market data: every plan). */
export async function fetchMarketSeries(client: SocialApi, ref: ItemRef, query: SeriesQuery, options: RequestOptions): Promise<Loaded<SeriesData>> {
  if (query.fixed) return fetchFixedSeries(client, ref, query, options);
  const params = query.interval ? { bucket: query.bucket, interval: query.interval }
    : { bucket: query.bucket, start: query.start, end: query.end };
  const kind = marketKind(ref);
  const answer: Answer<TimeSeriesPoint[]> = kind === 'coin' ? await client.coinTimeSeriesV2(ref.id, params, options)
    : kind === 'stock' ? await client.stockTimeSeriesV2(ref.id, params, options)
      : await client.nftTimeSeriesV2(ref.id, params, options);
  const data: SeriesData = { points: answer.data, query };
  if (typeof answer.config.bucket === 'string') data.bucket = answer.config.bucket;
  return loaded(answer, data);
}

/** An NFT collection's series v1: the service chooses its range; no other asset has one. */
async function fetchFixedSeries(client: SocialApi, ref: ItemRef, query: SeriesQuery, options: RequestOptions): Promise<Loaded<SeriesData>> {
  if (ref.kind !== 'nft') throw new Error(`only NFT collections have a series v1, not the ${ref.kind} ${ref.id}`);
  const answer = await client.nftTimeSeries(ref.id, options);
  return loaded(answer, { points: answer.data.points, query });
}

/** A coin's description, links and contracts; stocks and NFT collections have none. */
export async function fetchMeta(client: SocialApi, ref: ItemRef, options: RequestOptions): Promise<Loaded<SectionData['meta']>> {
  if (ref.kind !== 'coin') throw new Error(`only coins have meta, not the ${ref.kind} ${ref.id}`);
  const answer = await client.coinMeta(ref.id, options);
  return loaded(answer, answer.data);
}

export interface ListPage<T> {
  rows: T[];
  page: number;
  /** No more pages follow. */
  complete: boolean;
  total?: number;
}

export interface Pager<T> {
  /** The operation's largest `limit` (coins 1000, stocks and NFTs 100). */
  pageSize: number;
  /** Stops a runaway loop far above the rows the service tracks. */
  maxPages: number;
  /** "coins", for progress. */
  noun: string;
  fetch(page: number): Promise<Answer<T[]>>;
  emit(page: ListPage<T>, meta: AnswerMeta): void;
  progress(text: string): void;
}

/** Every page of a list, each shown as it arrives. */
export async function loadPages<T>(p: Pager<T>): Promise<void> {
  let loaded = 0;
  for (let page = 0; page < p.maxPages; page++) {
    const answer = await p.fetch(page);
    loaded += answer.data.length;
    const total = typeof answer.config.total_rows === 'number' ? answer.config.total_rows : undefined;
    const complete = answer.data.length < p.pageSize || (total !== undefined && loaded >= total) || page === p.maxPages - 1;
    const data: ListPage<T> = { rows: answer.data, page, complete };
    if (total !== undefined) data.total = total;
    p.emit(data, metaOf(answer));
    if (complete) return;
    p.progress(total === undefined ? `${loaded} ${p.noun} loaded…` : `${loaded} of ${total} ${p.noun} loaded…`);
  }
}
