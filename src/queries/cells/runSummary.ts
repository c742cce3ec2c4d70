// `topic bitcoin`, `coin btc`, `$watchlist`, a pasted address: each subject's figures, one row each.
import * as l10n from '../../format/l10n';
import type { RequestOptions } from '../../api/service';
import type { Answer } from '../../api/types';
import { CREATOR_NETWORKS, isOneOf } from '../../api/values';
import { overallSentiment } from '../../format/sentiment';
import { creatorParts, describeRef, KIND_NOUNS, postParts, type ItemRef } from '../../items';
import type { CellTable } from '../../protocol/cellOutput';
import { column, tableOf, text } from './table';
import { eachOf, type Tally } from './tally';
import type { CellClient } from './types';

/** A subject's figures, whichever kind it is; a figure its kind lacks stays unset. */
interface Figures {
  ref: ItemRef;
  title?: string;
  rank?: number;
  price?: number;
  change24h?: number;
  marketCap?: number;
  galaxy?: number;
  altRank?: number;
  interactions?: number;
  contributors?: number;
  posts?: number;
  sentiment?: number;
  trend?: string;
  followers?: number;
  creator?: string;
}

function socialFigures(ref: ItemRef, s: { title: string; topic_rank?: number; interactions_24h?: number; num_contributors?: number; num_posts?: number; trend?: string;
  types_sentiment: Record<string, number>; types_interactions: Record<string, number> }): Figures {
  const sentiment = overallSentiment(s.types_sentiment, s.types_interactions);
  return {
    ref, title: s.title, rank: s.topic_rank, interactions: s.interactions_24h, contributors: s.num_contributors, posts: s.num_posts, trend: s.trend,
    sentiment: sentiment === undefined ? undefined : Math.round(sentiment * 10) / 10,
  };
}

async function figuresOf(client: CellClient, ref: ItemRef, options: RequestOptions, tally: Tally): Promise<Figures> {
  const counted = <T>(a: Answer<T>): T => tally.answer(a).data;
  switch (ref.kind) {
    case 'topic':
      return socialFigures(ref, counted(await client.topic(ref.id, options)));
    case 'category':
      return socialFigures(ref, counted(await client.category(ref.id, options)));
    case 'coin':
    case 'stock': {
      const a = counted(ref.kind === 'coin' ? await client.coin(ref.id, options) : await client.stock(ref.id, options));
      return {
        ref, title: a.symbol && a.name ? `${a.name} (${a.symbol})` : a.name || a.symbol, rank: a.market_cap_rank, price: a.price ?? a.close,
        change24h: a.percent_change_24h, marketCap: a.market_cap, galaxy: a.galaxy_score, altRank: a.alt_rank, interactions: a.interactions_24h,
      };
    }
    case 'nft': {
      const n = counted(await client.nft(ref.id, options));
      return { ref, title: n.name, price: n.floor_price, change24h: n.percent_change_24h, marketCap: n.market_cap, interactions: n.interactions_24h };
    }
    case 'creator': {
      const parts = creatorParts(ref);
      if (!parts || !isOneOf(CREATOR_NETWORKS, parts.network)) throw new Error(`not a creator: ${ref.id}`);
      const c = counted(await client.creator(parts.network, parts.id, options));
      return { ref, title: c.creator_display_name || c.creator_name, rank: c.creator_rank, followers: c.creator_followers, interactions: c.interactions_24h };
    }
    case 'post': {
      const parts = postParts(ref);
      if (!parts) throw new Error(`not a post: ${ref.id}`);
      const p = counted(await client.post(parts.type, parts.id, options));
      const interactions = Object.values(p.metrics).reduce((sum, v) => sum + v, 0);
      return { ref, title: p.title, creator: p.creator_display_name || p.creator_name, interactions };
    }
    case 'search':
      tally.note(l10n.t('The {0} "{1}" has no figures a cell shows: run search "…" on its terms.', KIND_NOUNS.search, ref.title));
      return { ref };
  }
}

const COLUMNS = [
  column<Figures>('subject', l10n.t('Subject'), 'text', (f) => text(f.title || f.ref.title || f.ref.id)),
  column<Figures>('kind', l10n.t('Kind'), 'text', (f) => KIND_NOUNS[f.ref.kind]),
  column<Figures>('rank', l10n.t('Rank'), 'rank', (f) => f.rank),
  column<Figures>('price', l10n.t('Price'), 'usd', (f) => f.price),
  column<Figures>('percent_change_24h', l10n.t('24 h change'), 'percent', (f) => f.change24h),
  column<Figures>('market_cap', l10n.t('Market cap'), 'usd', (f) => f.marketCap),
  column<Figures>('galaxy_score', l10n.t('Galaxy score'), 'score', (f) => f.galaxy),
  column<Figures>('alt_rank', l10n.t('Alt rank'), 'rank', (f) => f.altRank),
  column<Figures>('interactions_24h', l10n.t('Interactions 24 h'), 'count', (f) => f.interactions),
  column<Figures>('contributors', l10n.t('Contributors'), 'count', (f) => f.contributors),
  column<Figures>('posts', l10n.t('Posts'), 'count', (f) => f.posts),
  column<Figures>('sentiment', l10n.t('Sentiment'), 'percent', (f) => f.sentiment),
  column<Figures>('trend', l10n.t('Trend'), 'text', (f) => text(f.trend)),
  column<Figures>('followers', l10n.t('Followers'), 'count', (f) => f.followers),
  column<Figures>('creator', l10n.t('Creator'), 'text', (f) => text(f.creator)),
];

export async function runSummary(client: CellClient, refs: readonly ItemRef[], options: RequestOptions, tally: Tally): Promise<CellTable> {
  const done = await eachOf(tally, refs, describeRef, (ref) => figuresOf(client, ref, options, tally));
  const kinds = new Set(done.map((d) => d.item.kind));
  // the kind column says something only when the kinds differ
  return tableOf(done.map((d) => d.value), kinds.size > 1 ? COLUMNS : COLUMNS.filter((c) => c.key !== 'kind'));
}
