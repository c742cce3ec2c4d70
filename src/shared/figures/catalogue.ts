// The catalogue of figures: every number Social Pulse shows, once. Each figure has its label, its
// unit, what the service measures in plain words, the answer fields it is read from, how it is
// formatted, whether more of it is better and whether it compares across subjects. Every surface
// (trees, panels, tables, CSV, charts, compare, reports, notebook, digest, chat, alerts) takes
// these from here, so a figure reads and means the same wherever it is shown. Pure and
// browser-safe: the panels and the notebook renderer read it too.
import type { OperationId } from '../../service/api/operations';
import * as l10n from '../format/l10n';

/** What a value is counted in. `crypto`: the collection's own currency (an NFT's `base_crypto`). */
export type FigureUnit = 'usd' | 'btc' | 'crypto' | 'percent' | 'count' | 'score' | 'rank' | 'supply' | 'scale';

/**
 * How a value reads. price: to the cent (small prices to four significant digits); money: a
 * dollar amount, compact on screen; share: a percent of a whole; change: a signed percent;
 * sentiment: a whole percent positive; count, supply: whole numbers; score: one decimal;
 * rank: "#3"; stars: the 1–5 post scale; correlation: a coefficient from −1 to +1; measure: three
 * significant digits, for a measure that is often a small fraction (a volatility of 0.0123).
 */
export type FigureFormat = 'price' | 'money' | 'crypto' | 'share' | 'change' | 'sentiment' | 'count' | 'supply' | 'score' | 'rank' | 'stars' | 'correlation' | 'measure';

export const FIGURE_IDS = [
  // market
  'price', 'close', 'open', 'high', 'low', 'price_btc', 'floor_price',
  'percent_change_1h', 'percent_change_24h', 'percent_change_7d', 'percent_change_30d',
  'market_cap', 'market_cap_rank', 'volume_24h', 'circulating_supply', 'max_supply',
  'galaxy_score', 'alt_rank', 'alt_rank_previous', 'volatility', 'market_dominance',
  // social, of a subject
  'sentiment', 'topic_sentiment', 'network_sentiment', 'positive_share', 'posts_positive', 'posts_neutral', 'posts_negative',
  'social_dominance', 'social_volume_24h', 'interactions_24h', 'num_contributors', 'num_posts', 'network_posts', 'network_interactions',
  'topic_rank', 'category_rank', 'theme_share', 'interactions_vs_median',
  // over a period, from a subject's series (src/shared/queries/periodFigures.ts)
  'period_return', 'interactions_change', 'price_interactions_r', 'r_pairs',
  // social, per point of a series
  'interactions', 'posts_active', 'posts_created', 'contributors_active', 'contributors_created', 'spam',
  // creators and posts
  'followers', 'creator_rank', 'creator_posts', 'interactions_total', 'post_sentiment',
] as const;
export type FigureId = (typeof FIGURE_IDS)[number];

/** Which way is better: more (scores, sentiment), less (ranks), or neither (a price is not better for being high). */
export type Better = 'higher' | 'lower' | 'neither';

export interface FigureDef {
  readonly id: FigureId;
  /** In the person's language (read when shown, after the bundle is in place). */
  readonly label: string;
  /** What the service measures, in one or two plain sentences. */
  readonly definition: string;
  readonly unit: FigureUnit;
  readonly format: FigureFormat;
  readonly better: Better;
  /**
   * Whether one subject's value can be called better than another's, so a comparison marks a
   * leader: a score, a rank, a sentiment or a % change can; a price or a size (market cap, counts)
   * cannot, for the biggest subject would always lead, and nor can a share of the whole market or
   * conversation (dominance), which ranks subjects exactly as their size does.
   */
  readonly comparable: boolean;
  /** The answer field it is read from, by operation. */
  readonly readFrom: Readonly<Partial<Record<OperationId, string>>>;
  /**
   * Its value in a narrow place (a tree row, a picker, a panel's heading), with the words that say
   * which figure it is ("+1.20% 24 h", "floor 8.96 ETH"); without it the value stands alone.
   */
  brief?(value: string): string;
}

type Row = Omit<FigureDef, 'id' | 'label' | 'definition'> & { label(): string; definition(): string };

const LISTS = ['coinsList', 'coinsListV2', 'stocksList', 'stocksListV2'] as const;
const ASSETS = [...LISTS, 'coin', 'stock'] as const;
const MARKET_SERIES = ['coinTimeSeriesV2', 'stockTimeSeriesV2', 'topicTimeSeries', 'topicTimeSeriesV2'] as const;
const SOCIAL_SERIES = ['topicTimeSeries', 'topicTimeSeriesV2', 'categoryTimeSeries', 'coinTimeSeriesV2', 'stockTimeSeriesV2', 'nftTimeSeriesV2'] as const;
const SUMMARIES = ['topic', 'category'] as const;

/** `field` in each of `ops`. */
function from(field: string, ...ops: readonly (readonly OperationId[])[]): Partial<Record<OperationId, string>> {
  return Object.fromEntries(ops.flat().map((op) => [op, field]));
}

const ROWS: Readonly<Record<FigureId, Row>> = {
  price: {
    label: () => l10n.t('Price'), definition: () => l10n.t('The latest trading price in US dollars.'),
    unit: 'usd', format: 'price', better: 'neither', comparable: false, readFrom: from('price', ASSETS),
  },
  close: {
    label: () => l10n.t('Close'), definition: () => l10n.t('The price at the end of the hour or day of a series point; in a single coin\'s answer, the latest close.'),
    unit: 'usd', format: 'price', better: 'neither', comparable: false, readFrom: from('close', MARKET_SERIES, ['coin', 'stock']),
  },
  open: {
    label: () => l10n.t('Open'), definition: () => l10n.t('The price at the start of the hour or day of a series point.'),
    unit: 'usd', format: 'price', better: 'neither', comparable: false, readFrom: from('open', MARKET_SERIES),
  },
  high: {
    label: () => l10n.t('High'), definition: () => l10n.t('The highest price within the hour or day of a series point.'),
    unit: 'usd', format: 'price', better: 'neither', comparable: false, readFrom: from('high', MARKET_SERIES),
  },
  low: {
    label: () => l10n.t('Low'), definition: () => l10n.t('The lowest price within the hour or day of a series point.'),
    unit: 'usd', format: 'price', better: 'neither', comparable: false, readFrom: from('low', MARKET_SERIES),
  },
  price_btc: {
    label: () => l10n.t('Price in BTC'), definition: () => l10n.t('The latest price in bitcoin.'),
    unit: 'btc', format: 'crypto', better: 'neither', comparable: false, readFrom: from('price_btc', ['coin', 'coinsList', 'coinsListV2']),
  },
  floor_price: {
    brief: (v) => l10n.t('floor {0}', v),
    label: () => l10n.t('Floor price'), definition: () => l10n.t('The lowest asking price of an item of the NFT collection, in the collection\'s own currency.'),
    unit: 'crypto', format: 'crypto', better: 'neither', comparable: false, readFrom: from('floor_price', ['nft', 'nftsList', 'nftsListV2']),
  },
  percent_change_1h: {
    brief: (v) => l10n.t('{0} 1 h', v),
    label: () => l10n.t('Change 1 h'), definition: () => l10n.t('The price change over the last hour, in percent.'),
    unit: 'percent', format: 'change', better: 'higher', comparable: true, readFrom: from('percent_change_1h', ['coin', 'coinsList', 'coinsListV2']),
  },
  percent_change_24h: {
    brief: (v) => l10n.t('{0} 24 h', v),
    label: () => l10n.t('Change 24 h'), definition: () => l10n.t('The price change over the last 24 hours, in percent (the floor price for an NFT collection).'),
    unit: 'percent', format: 'change', better: 'higher', comparable: true, readFrom: from('percent_change_24h', ASSETS, ['nft', 'nftsList', 'nftsListV2']),
  },
  percent_change_7d: {
    brief: (v) => l10n.t('{0} 7 d', v),
    label: () => l10n.t('Change 7 d'), definition: () => l10n.t('The price change over the last 7 days, in percent.'),
    unit: 'percent', format: 'change', better: 'higher', comparable: true, readFrom: from('percent_change_7d', ['coin', 'coinsList', 'coinsListV2']),
  },
  percent_change_30d: {
    brief: (v) => l10n.t('{0} 30 d', v),
    label: () => l10n.t('Change 30 d'), definition: () => l10n.t('The price change over the last 30 days, in percent.'),
    unit: 'percent', format: 'change', better: 'higher', comparable: true, readFrom: from('percent_change_30d', ['coin', 'coinsList', 'coinsListV2']),
  },
  market_cap: {
    label: () => l10n.t('Market cap'), definition: () => l10n.t('The dollar value of the circulating supply (shares outstanding for a stock).'),
    unit: 'usd', format: 'money', better: 'neither', comparable: false, readFrom: from('market_cap', ASSETS, SOCIAL_SERIES, ['nft', 'nftsList', 'nftsListV2']),
  },
  market_cap_rank: {
    label: () => l10n.t('Market cap rank'), definition: () => l10n.t('The place by market cap among all assets of its kind the service tracks; 1 is the largest.'),
    unit: 'rank', format: 'rank', better: 'lower', comparable: true, readFrom: from('market_cap_rank', ASSETS),
  },
  volume_24h: {
    label: () => l10n.t('Volume 24 h'), definition: () => l10n.t('The dollar value traded in the last 24 hours.'),
    unit: 'usd', format: 'money', better: 'higher', comparable: false, readFrom: from('volume_24h', ASSETS, SOCIAL_SERIES, ['nft', 'nftsList', 'nftsListV2']),
  },
  circulating_supply: {
    label: () => l10n.t('Circulating supply'), definition: () => l10n.t('The coins or tokens actively available for trade.'),
    unit: 'supply', format: 'supply', better: 'neither', comparable: false, readFrom: from('circulating_supply', ['coin', 'coinsList', 'coinsListV2'], MARKET_SERIES),
  },
  max_supply: {
    label: () => l10n.t('Max supply'), definition: () => l10n.t('The most coins or tokens that will ever exist.'),
    unit: 'supply', format: 'supply', better: 'neither', comparable: false, readFrom: from('max_supply', ['coin', 'coinsList', 'coinsListV2']),
  },
  galaxy_score: {
    label: () => l10n.t('Galaxy Score'), definition: () => l10n.t('The service\'s score from 0 to 100 of price, social activity, sentiment and how social activity moves with price and volume.'),
    unit: 'score', format: 'score', better: 'higher', comparable: true, readFrom: from('galaxy_score', ASSETS, MARKET_SERIES, ['nftsList', 'nftsListV2']),
  },
  alt_rank: {
    label: () => l10n.t('AltRank'), definition: () => l10n.t('The service\'s rank of the asset\'s price and social performance against all assets it tracks; 1 is the best.'),
    unit: 'rank', format: 'rank', better: 'lower', comparable: true, readFrom: from('alt_rank', ASSETS, MARKET_SERIES, ['nftsList', 'nftsListV2', 'nftTimeSeriesV2']),
  },
  alt_rank_previous: {
    label: () => l10n.t('AltRank 24 h ago'), definition: () => l10n.t('The asset\'s AltRank 24 hours before the list was made: beside its AltRank, how far it has moved in a day.'),
    unit: 'rank', format: 'rank', better: 'lower', comparable: false, readFrom: from('alt_rank_previous', LISTS),
  },
  volatility: {
    label: () => l10n.t('Volatility'), definition: () => l10n.t('How much the price swings (the standard deviation of its recent returns).'),
    unit: 'scale', format: 'measure', better: 'neither', comparable: true, readFrom: from('volatility', ['coin', 'coinsList', 'coinsListV2']),
  },
  market_dominance: {
    label: () => l10n.t('Market dominance'), definition: () => l10n.t('The asset\'s share of the total market cap of all assets of its kind, in percent.'),
    unit: 'percent', format: 'share', better: 'higher', comparable: false, readFrom: from('market_dominance', LISTS, MARKET_SERIES),
  },
  sentiment: {
    label: () => l10n.t('Sentiment'),
    definition: () => l10n.t('How positive the posts about the subject are, as the service measures it: positive posts against positive and negative ones, each post weighted by its interactions, neutral posts left out. 100% all positive, 50% as many positive as negative, 0% all negative. A list gives it for the last 24 hours, a series for each hour or day.'),
    unit: 'percent', format: 'sentiment', better: 'higher', comparable: true,
    readFrom: from('sentiment', LISTS, SOCIAL_SERIES),
  },
  // The topic and category summaries send sentiment per network only; this figure is Social
  // Pulse's combination of them (src/shared/figures/derive.ts topicSentiment), not the service's own
  // sentiment of the subject, which a coin's or stock's list sends and which can differ from it.
  topic_sentiment: {
    label: () => l10n.t('Sentiment across networks'),
    definition: () => l10n.t('Social Pulse\'s combination of the topic summary\'s sentiment per network, each network weighted by its interactions in the last 24 hours (the summary gives no overall figure). It can differ from an asset\'s Sentiment in the coins or stocks list, which the service measures itself.'),
    unit: 'percent', format: 'sentiment', better: 'higher', comparable: true,
    readFrom: from('types_sentiment', SUMMARIES),
  },
  network_sentiment: {
    label: () => l10n.t('Sentiment on the network'),
    definition: () => l10n.t('How positive the network\'s posts of the last 24 hours are: positive posts against positive and negative ones, each weighted by its interactions, neutral posts left out (50% is as many positive as negative). Not the share of all its posts that are positive, which counts neutral posts too.'),
    unit: 'percent', format: 'sentiment', better: 'higher', comparable: true, readFrom: from('types_sentiment', SUMMARIES),
  },
  positive_share: {
    label: () => l10n.t('Positive share of posts'),
    definition: () => l10n.t('The share of all posts with interactions in the last 24 hours that read positive, neutral ones included, each post counted once (unlike sentiment, which leaves neutral posts out and weights posts by their interactions).'),
    unit: 'percent', format: 'share', better: 'higher', comparable: true, readFrom: from('types_sentiment_detail', SUMMARIES),
  },
  posts_positive: {
    label: () => l10n.t('Positive posts'), definition: () => l10n.t('Posts with interactions in the last 24 hours that read positive, counted one each (not weighted).'),
    unit: 'count', format: 'count', better: 'higher', comparable: false, readFrom: from('types_sentiment_detail.positive', SUMMARIES),
  },
  posts_neutral: {
    label: () => l10n.t('Neutral posts'), definition: () => l10n.t('Posts with interactions in the last 24 hours that read neutral, counted one each.'),
    unit: 'count', format: 'count', better: 'neither', comparable: false, readFrom: from('types_sentiment_detail.neutral', SUMMARIES),
  },
  posts_negative: {
    label: () => l10n.t('Negative posts'), definition: () => l10n.t('Posts with interactions in the last 24 hours that read negative, counted one each.'),
    unit: 'count', format: 'count', better: 'lower', comparable: false, readFrom: from('types_sentiment_detail.negative', SUMMARIES),
  },
  social_dominance: {
    label: () => l10n.t('Social dominance'),
    definition: () => l10n.t('The subject\'s share of all social volume the service measures, in percent. A list gives it for the last 24 hours, a series for each hour or day, so the two differ.'),
    unit: 'percent', format: 'share', better: 'higher', comparable: false,
    readFrom: from('social_dominance', LISTS, ['nftsList', 'nftsListV2', 'categoryTopics', 'categoriesList'], SOCIAL_SERIES),
  },
  social_volume_24h: {
    label: () => l10n.t('Social volume 24 h'), definition: () => l10n.t('The posts that mention the asset in the last 24 hours.'),
    unit: 'count', format: 'count', better: 'higher', comparable: false, readFrom: from('social_volume_24h', LISTS, ['nftsList', 'nftsListV2']),
  },
  interactions_24h: {
    label: () => l10n.t('Interactions 24 h'),
    definition: () => l10n.t('All measurable interactions (views, likes, comments, shares, upvotes) with posts about the subject in the last 24 hours, rolling: not a calendar day.'),
    unit: 'count', format: 'count', better: 'higher', comparable: false,
    readFrom: from('interactions_24h', SUMMARIES, LISTS, ['topicsList', 'categoryTopics', 'categoriesList', 'nftsList', 'nftsListV2', 'creator', 'creatorsList', 'topicCreators', 'categoryCreators']),
  },
  num_contributors: {
    label: () => l10n.t('Contributors 24 h'), definition: () => l10n.t('Unique accounts whose posts about the subject had interactions in the last 24 hours.'),
    unit: 'count', format: 'count', better: 'higher', comparable: false, readFrom: { ...from('num_contributors', SUMMARIES, ['topicsList', 'categoryTopics', 'categoriesList']), ...from('social_contributors', ['nftsList', 'nftsListV2']) },
  },
  num_posts: {
    label: () => l10n.t('Posts 24 h'), definition: () => l10n.t('Unique posts about the subject that had interactions in the last 24 hours.'),
    unit: 'count', format: 'count', better: 'higher', comparable: false, readFrom: from('num_posts', SUMMARIES, ['topicsList', 'categoryTopics', 'categoriesList']),
  },
  network_posts: {
    label: () => l10n.t('Posts on the network'), definition: () => l10n.t('Unique posts on the network with interactions in the last 24 hours.'),
    unit: 'count', format: 'count', better: 'higher', comparable: false, readFrom: from('types_count', SUMMARIES),
  },
  network_interactions: {
    label: () => l10n.t('Interactions on the network'), definition: () => l10n.t('Interactions with the network\'s posts in the last 24 hours.'),
    unit: 'count', format: 'count', better: 'higher', comparable: false, readFrom: from('types_interactions', SUMMARIES),
  },
  topic_rank: {
    label: () => l10n.t('Topic rank'), definition: () => l10n.t('The topic\'s place among all topics, as the service ranks them now; 1 is first.'),
    unit: 'rank', format: 'rank', better: 'lower', comparable: true, readFrom: from('topic_rank', ['topic', 'topicsList', 'categoryTopics']),
  },
  category_rank: {
    label: () => l10n.t('Category rank'), definition: () => l10n.t('The category\'s place among all categories, as the service ranks them now; 1 is first.'),
    unit: 'rank', format: 'rank', better: 'lower', comparable: true, readFrom: from('category_rank', ['categoriesList']),
  },
  theme_share: {
    label: () => l10n.t('Share of conversation'), definition: () => l10n.t('The service\'s estimate of the share of the social conversation about the subject that is about this theme.'),
    unit: 'percent', format: 'share', better: 'neither', comparable: false, readFrom: from('percent', ['topicWhatsup']),
  },
  interactions_vs_median: {
    label: () => l10n.t('Interactions vs 7-day median'), definition: () => l10n.t('The last 24 hours\' interactions against the median day of the week before, in percent (100% is a usual day).'),
    unit: 'percent', format: 'share', better: 'higher', comparable: true, readFrom: from('interactions', SOCIAL_SERIES),
  },
  period_return: {
    label: () => l10n.t('Return over the period'), definition: () => l10n.t('The change of the price over every hour of the series shown, in percent: from the first hour\'s open (the price at the period\'s start) to the last hour\'s close. A series without an open starts from its first close, an hour later.'),
    unit: 'percent', format: 'change', better: 'higher', comparable: true, readFrom: from('close', MARKET_SERIES),
  },
  interactions_change: {
    label: () => l10n.t('Interactions, last day vs first'), definition: () => l10n.t('Interactions in the last 24 hours of the series against its first 24 hours, in percent.'),
    unit: 'percent', format: 'change', better: 'higher', comparable: true, readFrom: from('interactions', SOCIAL_SERIES),
  },
  price_interactions_r: {
    label: () => l10n.t('Price vs interactions (r)'),
    definition: () => l10n.t('Pearson\'s r of the hour-to-hour % change of the price (close) and of interactions: +1 they move together, 0 unrelated, -1 opposite.'),
    unit: 'scale', format: 'correlation', better: 'neither', comparable: false, readFrom: { ...from('close', MARKET_SERIES), ...from('interactions', MARKET_SERIES) },
  },
  r_pairs: {
    label: () => l10n.t('Hours in r'), definition: () => l10n.t('Pairs of neighbouring hours where both price and interactions are known: the points r is computed over.'),
    unit: 'count', format: 'count', better: 'neither', comparable: false, readFrom: from('time', MARKET_SERIES),
  },
  interactions: {
    label: () => l10n.t('Interactions'), definition: () => l10n.t('Interactions with posts about the subject within the hour or day of a series point.'),
    unit: 'count', format: 'count', better: 'higher', comparable: false, readFrom: from('interactions', SOCIAL_SERIES, ['creatorTimeSeries', 'postTimeSeries']),
  },
  posts_active: {
    label: () => l10n.t('Active posts'), definition: () => l10n.t('Unique posts about the subject that had interactions within the hour or day of a series point.'),
    unit: 'count', format: 'count', better: 'higher', comparable: false, readFrom: from('posts_active', SOCIAL_SERIES, ['creatorTimeSeries']),
  },
  posts_created: {
    label: () => l10n.t('New posts'), definition: () => l10n.t('Posts about the subject created within the hour or day of a series point.'),
    unit: 'count', format: 'count', better: 'higher', comparable: false, readFrom: from('posts_created', SOCIAL_SERIES),
  },
  contributors_active: {
    label: () => l10n.t('Active contributors'), definition: () => l10n.t('Unique accounts whose posts about the subject had interactions within the hour or day of a series point.'),
    unit: 'count', format: 'count', better: 'higher', comparable: false, readFrom: from('contributors_active', SOCIAL_SERIES),
  },
  contributors_created: {
    label: () => l10n.t('New contributors'), definition: () => l10n.t('Unique accounts that created posts about the subject within the hour or day of a series point.'),
    unit: 'count', format: 'count', better: 'higher', comparable: false, readFrom: from('contributors_created', SOCIAL_SERIES),
  },
  spam: {
    label: () => l10n.t('Spam posts'), definition: () => l10n.t('Posts created within the hour or day of a series point that the service counts as spam.'),
    unit: 'count', format: 'count', better: 'lower', comparable: true, readFrom: from('spam', SOCIAL_SERIES),
  },
  followers: {
    label: () => l10n.t('Followers'), definition: () => l10n.t('The accounts that follow the creator on their network.'),
    unit: 'count', format: 'count', better: 'higher', comparable: false,
    readFrom: { ...from('creator_followers', ['creator', 'creatorsList', 'topicCreators', 'categoryCreators', 'topicPosts', 'categoryPosts', 'topicNews']), creatorTimeSeries: 'followers' },
  },
  creator_rank: {
    label: () => l10n.t('Creator rank'), definition: () => l10n.t('The creator\'s place by interactions with their posts in the last 24 hours; 1 is the most.'),
    unit: 'rank', format: 'rank', better: 'lower', comparable: true, readFrom: from('creator_rank', ['creator', 'creatorsList', 'topicCreators', 'categoryCreators', 'creatorTimeSeries']),
  },
  creator_posts: {
    label: () => l10n.t('Posts by the creator'), definition: () => l10n.t('The creator\'s posts the service has counted.'),
    unit: 'count', format: 'count', better: 'higher', comparable: false, readFrom: from('creator_posts', ['creatorsList']),
  },
  interactions_total: {
    label: () => l10n.t('Interactions (total)'), definition: () => l10n.t('All interactions with the post since it was created.'),
    unit: 'count', format: 'count', better: 'higher', comparable: false, readFrom: from('interactions_total', ['topicPosts', 'categoryPosts', 'creatorPosts', 'topicNews', 'categoryNews', 'searchPosts']),
  },
  post_sentiment: {
    label: () => l10n.t('Post sentiment'), definition: () => l10n.t('The post\'s tone from 1 (very negative) through 3 (neutral) to 5 (very positive).'),
    unit: 'scale', format: 'stars', better: 'higher', comparable: true, readFrom: from('post_sentiment', ['topicPosts', 'categoryPosts', 'creatorPosts', 'topicNews', 'categoryNews', 'searchPosts']),
  },
};

const defs = new Map<FigureId, FigureDef>();

/** The figure's entry (its words read in the person's language when asked for). */
export function figure(id: FigureId): FigureDef {
  let def = defs.get(id);
  if (!def) {
    const row = ROWS[id];
    def = {
      id,
      get label() { return row.label(); },
      get definition() { return row.definition(); },
      unit: row.unit, format: row.format, better: row.better, comparable: row.comparable, readFrom: row.readFrom,
      ...(row.brief ? { brief: row.brief } : {}),
    };
    defs.set(id, def);
  }
  return def;
}

export function isFigureId(v: unknown): v is FigureId {
  return typeof v === 'string' && Object.prototype.hasOwnProperty.call(ROWS, v);
}

/** Every figure, in the catalogue's order. */
export function allFigures(): FigureDef[] {
  return FIGURE_IDS.map(figure);
}
