// What the market panel (a coin, a stock, an NFT collection) asks the client for besides its
// series v2 (src/shared/queries/series.ts) and the tables' pages (src/shared/queries/marketPages.ts). Every call
// here is market data, which every plan includes (Hobby too): the asset's social data is left to
// its topic panel, so nothing here can be refused for the plan.
import type { RequestOptions, SocialApi } from '../../../service/api/service';
import type { Answer } from '../../../service/api/types';
import { marketRef, type ItemRef } from '../../../shared/items';
import { metaOf } from '../../../shared/queries/answerMeta';
import type { MarketKind, QuoteData } from '../../../shared/protocol/marketQuote';
import type { AnswerMeta, SectionData, SeriesData } from '../../../shared/protocol/messages';
import type { SeriesQuery } from '../../../shared/protocol/views';
import { nftCurrencyOnPage } from '../../../shared/queries/pinned';

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
  const currency = lacksCurrency(data) ? await nftCurrencyOnPage(client, answeredId(data, ref), options) : undefined;
  return loaded(answer, currency ? withCurrency(data, currency) : data);
}

/**
 * The id the service answered the quote with: a collection opened by its slug (a pasted
 * `/nfts/cryptopunks`) is answered with its numeric id, which is what the list's rows, the
 * Watchlist's page and the alerts' checks know it by.
 */
export function answeredId(quote: QuoteData, ref: ItemRef): string {
  const id = quote.item.id;
  return id === undefined || String(id).trim() === '' ? ref.id : String(id).trim().toLowerCase();
}

/**
 * The item as the service answered it (its id and name), once its quote has arrived: what the
 * panel pins and sets alerts on, so the Watchlist and the alerts' checks find its row on the page.
 */
export function answeredRef(ref: ItemRef, quote: QuoteData | undefined): ItemRef {
  if (!quote) return ref;
  const { item } = quote;
  return marketRef(quote.kind, { id: answeredId(quote, ref), name: item.name, symbol: 'symbol' in item ? item.symbol : undefined });
}

/** An NFT collection's quote without its currency: the collection's own answer does not send it. */
export function lacksCurrency(quote: QuoteData): boolean {
  return quote.kind === 'nft' && !('base_crypto' in quote.item && quote.item.base_crypto);
}

function withCurrency(quote: QuoteData, currency: string): QuoteData {
  return { ...quote, item: { ...quote.item, base_crypto: currency } };
}

/**
 * The quote with its NFT collection's currency read from the collection's row of the NFT list's
 * first page, asked for at background priority: behind what the person opens, within the share of
 * the minute left to background work and short of the day's reserve. One request, which the
 * Watchlist, the NFT picker and the NFT table then read from the cache. Undefined when it is
 * refused, cancelled or the row has none: the floor then says "in the collection's currency".
 */
export async function quoteWithPageCurrency(client: SocialApi, ref: ItemRef, quote: QuoteData, signal?: AbortSignal): Promise<QuoteData | undefined> {
  const currency = await nftCurrencyOnPage(client, answeredId(quote, ref), { signal, priority: 'background', cacheOnly: false });
  return currency ? withCurrency(quote, currency) : undefined;
}

/** An NFT collection's series v1: the service chooses its range; no other asset has one. */
export async function fetchFixedSeries(client: SocialApi, ref: ItemRef, query: SeriesQuery, options: RequestOptions): Promise<Loaded<SeriesData>> {
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
