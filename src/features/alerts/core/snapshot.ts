// The values of one subject's metrics, from the same answers the watchlist fetches: a topic or
// category summary; a coin, stock or NFT collection from its row of the watchlist's one page of
// its kind (the same request, so the same cache entry; the list rows carry the social figures,
// Galaxy Score, AltRank, sentiment, social dominance, that a single item's answer does not), or
// its own answer when it is off that page (which carries fewer figures: SINGLE_ANSWER_FIELDS); a
// creator alone. An NFT collection's value is its floor price, in its own currency: its row names
// it (`base_crypto`); its own answer does not, so off the page the currency is not known (the
// page was just read, without it). What rules read from a subject's series is asked by the round's
// plan (../needs.ts, ../subject.ts). Pure: the client is passed in.
import * as l10n from '../../../shared/format/l10n';
import { CREATOR_NETWORKS, isOneOf } from '../../../service/api/values';
import type { RequestOptions, SocialApi } from '../../../service/api/service';
import type { Answer } from '../../../service/api/types';
import { topicSentiment } from '../../../shared/figures/derive';
import type { ItemRef } from '../../../shared/items';
import { creatorParts, itemKey } from '../../../shared/items';
import { freshness } from '../../../shared/queries/freshness';
import { figure } from '../../../shared/figures/catalogue';
import {
  PINNED_OPERATIONS, pinnedFinders, pinnedOperation, SINGLE_ANSWER_FIELDS, type PinnedClient, type PinnedFinders, type PinnedMarketKind,
} from '../../../shared/queries/pinned';
import type { Metric } from './model';
import { METRIC_INFO } from './model';
import { currencyCode } from '../../../shared/figures/format';

export type MetricValues = Partial<Record<Metric, number>>;

export interface Snapshot {
  values: MetricValues;
  /** The oldest answer used, ms since the epoch. */
  receivedAt: number;
  /** Set when any answer was served stale because the service could not be reached. */
  stale?: string;
  /** The currency an NFT collection's floor is counted in ("ETH"), when known. */
  currency?: string;
  /**
   * Set when a coin, stock or NFT collection was off the first page of its list and read from its
   * own answer, which lacks the list's social figures (their values are then absent).
   */
  offPage?: true;
}

export type SnapshotClient = PinnedClient & Pick<SocialApi, 'topic' | 'category' | 'creator'>;

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

interface Marketish {
  price?: number;
  percent_change_24h?: number;
  sentiment?: number;
  galaxy_score?: number;
  alt_rank?: number;
  social_dominance?: number;
}

function marketValues(d: Marketish): MetricValues {
  return {
    price: num(d.price),
    change24h: num(d.percent_change_24h),
    sentiment: num(d.sentiment),
    galaxyScore: num(d.galaxy_score),
    altRank: num(d.alt_rank),
    socialDominance: num(d.social_dominance),
  };
}

/**
 * Whether an item's own answer (what an item off its list's first page is read from) carries the
 * figure `metric` reads: the field its row of the list holds it in is one the single answer has.
 */
export function singleAnswerHas(kind: PinnedMarketKind, metric: Metric): boolean {
  const field = figure(METRIC_INFO[metric].figure).readFrom[PINNED_OPERATIONS[kind].page];
  return field !== undefined && SINGLE_ANSWER_FIELDS[kind].has(field);
}

/** The values of one subject; throws the client's error when its main answer fails. */
export async function fetchSnapshot(
  client: SnapshotClient,
  ref: ItemRef,
  options: RequestOptions,
  find: PinnedFinders = pinnedFinders(client, options, new Set()),
): Promise<Snapshot> {
  const answers: Answer<unknown>[] = [];
  let values: MetricValues;
  let currency: string | undefined;
  let offPage = false;
  switch (ref.kind) {
    case 'topic':
    case 'category': {
      const a = ref.kind === 'topic' ? await client.topic(ref.id, options) : await client.category(ref.id, options);
      answers.push(a);
      values = {
        topicSentiment: topicSentiment(a.data),
        topicRank: 'topic_rank' in a.data ? num(a.data.topic_rank) : undefined,
      };
      break;
    }
    case 'coin':
    case 'stock': {
      const a = await find[ref.kind](ref.id);
      answers.push(a);
      offPage = pinnedOperation(ref.kind, a) === ref.kind;
      values = marketValues(a.data);
      break;
    }
    case 'nft': {
      const a = await find.nft(ref.id);
      answers.push(a);
      offPage = pinnedOperation('nft', a) === 'nft';
      // an NFT has no price of its own: its floor, in the collection's currency (its row says which)
      values = {
        floorPrice: num(a.data.floor_price),
        change24h: num(a.data.percent_change_24h),
        galaxyScore: num(a.data.galaxy_score),
        altRank: num(a.data.alt_rank),
        socialDominance: num(a.data.social_dominance),
      };
      currency = currencyCode(a.data.base_crypto);
      break;
    }
    case 'creator': {
      const parts = creatorParts(ref);
      if (!parts || !isOneOf(CREATOR_NETWORKS, parts.network)) throw new Error(l10n.t('Not a creator this service knows: {0}', itemKey(ref)));
      const a = await client.creator(parts.network, parts.id, options);
      answers.push(a);
      values = { followers: num(a.data.creator_followers) };
      break;
    }
    default:
      throw new Error(l10n.t('Alerts do not watch {0}.', ref.kind));
  }
  const { receivedAt, stale } = freshness(answers);
  return { values, receivedAt: receivedAt ?? 0, stale: stale?.reason, ...(currency ? { currency } : {}), ...(offPage ? { offPage: true as const } : {}) };
}
