// `topic bitcoin`, `coin btc`, `$watchlist`, a pasted address: each subject's figures, one row each.
import * as l10n from '../../../../shared/format/l10n';
import type { RequestOptions } from '../../../../service/api/service';
import type { Answer } from '../../../../service/api/types';
import { CREATOR_NETWORKS, isOneOf } from '../../../../service/api/values';
import { topicSentiment } from '../../../../shared/figures/derive';
import { creatorParts, describeRef, kindNoun, postParts, type ItemRef } from '../../../../shared/items';
import type { CellTable } from '../../../../shared/protocol/cellOutput';
import { nftCurrencyOnPage, pinnedFinders, type PinnedClient, type PinnedFinders } from '../../../../shared/queries/pinned';
import { column, figureColumn, tableOf, text, type ColumnDef } from './table';
import { eachOf, type Tally } from './tally';
import type { CellClient } from './types';

/** A subject's figures, whichever kind it is; a figure its kind lacks stays unset. */
interface Figures {
  ref: ItemRef;
  title?: string;
  topicRank?: number;
  marketCapRank?: number;
  creatorRank?: number;
  price?: number;
  floorPrice?: number;
  currency?: string;
  change24h?: number;
  marketCap?: number;
  galaxy?: number;
  altRank?: number;
  interactions?: number;
  contributors?: number;
  posts?: number;
  topicSentiment?: number;
  trend?: string;
  followers?: number;
  creator?: string;
  postInteractions?: number;
}

function socialFigures(ref: ItemRef, s: { title: string; topic_rank?: number; interactions_24h?: number; num_contributors?: number; num_posts?: number; trend?: string;
  types_sentiment: Record<string, number>; types_interactions: Record<string, number> }): Figures {
  return {
    ref, title: s.title, topicRank: s.topic_rank, interactions: s.interactions_24h, contributors: s.num_contributors, posts: s.num_posts, trend: s.trend,
    topicSentiment: topicSentiment(s),
  };
}

/**
 * A run's reads: coins, stocks and NFT collections from one page of their list, as the Watchlist,
 * the hovers and Compare read them (the list has their interactions, which an item's own answer
 * lacks), an item off the page asked for alone. Each request is counted as it is answered, once,
 * however many of the cell's subjects it serves.
 */
interface Reads {
  finders: PinnedFinders;
}

function readsFor(client: CellClient, options: RequestOptions, tally: Tally): Reads {
  const counted = <T extends Answer<unknown>>(answer: Promise<T>): Promise<T> => answer.then((a) => tally.answer(a));
  const countingClient: PinnedClient = {
    coinsListV2: (p, o) => counted(client.coinsListV2(p, o)),
    stocksListV2: (p, o) => counted(client.stocksListV2(p, o)),
    nftsListV2: (p, o) => counted(client.nftsListV2(p, o)),
    coin: (id, o) => counted(client.coin(id, o)),
    stock: (id, o) => counted(client.stock(id, o)),
    nft: (id, o) => counted(client.nft(id, o)),
  };
  return { finders: pinnedFinders(countingClient, options, new Set()) };
}

async function figuresOf(client: CellClient, reads: Reads, ref: ItemRef, options: RequestOptions, tally: Tally): Promise<Figures> {
  const counted = <T>(a: Answer<T>): T => tally.answer(a).data;
  switch (ref.kind) {
    case 'topic':
      return socialFigures(ref, counted(await client.topic(ref.id, options)));
    case 'category':
      return socialFigures(ref, counted(await client.category(ref.id, options)));
    case 'coin':
    case 'stock': {
      // counted as answered (readsFor)
      const a = (ref.kind === 'coin' ? await reads.finders.coin(ref.id) : await reads.finders.stock(ref.id)).data;
      return {
        ref, title: a.symbol && a.name ? `${a.name} (${a.symbol})` : a.name || a.symbol, marketCapRank: a.market_cap_rank, price: a.price,
        change24h: a.percent_change_24h, marketCap: a.market_cap, galaxy: a.galaxy_score, altRank: a.alt_rank, interactions: a.interactions_24h,
      };
    }
    case 'nft': {
      const n = (await reads.finders.nft(ref.id)).data;
      // by the id it was answered with: a collection named by its slug has that id on the page
      const currency = n.base_crypto ?? await nftCurrencyOnPage(client, String(n.id), options);
      return { ref, title: n.name, floorPrice: n.floor_price, currency, change24h: n.percent_change_24h, marketCap: n.market_cap, interactions: n.interactions_24h };
    }
    case 'creator': {
      const parts = creatorParts(ref);
      if (!parts || !isOneOf(CREATOR_NETWORKS, parts.network)) throw new Error(`not a creator: ${ref.id}`);
      const c = counted(await client.creator(parts.network, parts.id, options));
      return { ref, title: c.creator_display_name || c.creator_name, creatorRank: c.creator_rank, followers: c.creator_followers, interactions: c.interactions_24h };
    }
    case 'post': {
      const parts = postParts(ref);
      if (!parts) throw new Error(`not a post: ${ref.id}`);
      const p = counted(await client.post(parts.type, parts.id, options));
      const interactions = Object.values(p.metrics).reduce((sum, v) => sum + v, 0);
      return { ref, title: p.title, creator: p.creator_display_name || p.creator_name, postInteractions: interactions };
    }
    case 'search':
      tally.note(l10n.t('The {0} "{1}" has no figures a cell shows: run search "…" on its terms.', kindNoun('search'), ref.title));
      return { ref };
  }
}

/** The summary: its columns, their labels looked up when a cell runs (in the person's language). */
function summaryColumns(): ColumnDef<Figures>[] {
  return [
    column<Figures>('subject', l10n.t('Subject'), 'text', (f) => text(f.title || f.ref.title || f.ref.id)),
    column<Figures>('kind', l10n.t('Kind'), 'text', (f) => kindNoun(f.ref.kind)),
    figureColumn<Figures>('topic_rank', (f) => f.topicRank),
    figureColumn<Figures>('market_cap_rank', (f) => f.marketCapRank),
    figureColumn<Figures>('creator_rank', (f) => f.creatorRank),
    figureColumn<Figures>('price', (f) => f.price),
    { ...figureColumn<Figures>('floor_price', (f) => f.floorPrice), currency: (f: Figures) => f.currency },
    figureColumn<Figures>('percent_change_24h', (f) => f.change24h),
    figureColumn<Figures>('market_cap', (f) => f.marketCap),
    figureColumn<Figures>('galaxy_score', (f) => f.galaxy),
    figureColumn<Figures>('alt_rank', (f) => f.altRank),
    figureColumn<Figures>('interactions_24h', (f) => f.interactions),
    figureColumn<Figures>('num_contributors', (f) => f.contributors, 'contributors'),
    figureColumn<Figures>('num_posts', (f) => f.posts, 'posts'),
    figureColumn<Figures>('topic_sentiment', (f) => f.topicSentiment),
    column<Figures>('trend', l10n.t('Trend'), 'text', (f) => text(f.trend)),
    figureColumn<Figures>('followers', (f) => f.followers),
    figureColumn<Figures>('interactions_total', (f) => f.postInteractions),
    column<Figures>('creator', l10n.t('Creator'), 'text', (f) => text(f.creator)),
  ];
}

export async function runSummary(client: CellClient, refs: readonly ItemRef[], options: RequestOptions, tally: Tally): Promise<CellTable> {
  const reads = readsFor(client, options, tally);
  const done = await eachOf(tally, refs, describeRef, (ref) => figuresOf(client, reads, ref, options, tally));
  const kinds = new Set(done.map((d) => d.item.kind));
  // the kind column says something only when the kinds differ
  return tableOf(done.map((d) => d.value), kinds.size > 1 ? summaryColumns() : summaryColumns().filter((c) => c.key !== 'kind'));
}
