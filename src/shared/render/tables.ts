// The tables a panel exports, built from its data. Raw values (numbers, ISO times, URLs), not
// screen text, so a spreadsheet can compute with them.
import type { Post } from '../../service/api/types';
import { coinTopic } from '../protocol/coins';
import { positiveShare, topicSentiment } from '../figures/derive';
import { csvColumn } from '../figures/format';
import { isoTime, secondsToMs } from '../format/time';
import { networkOf, safeImageUrl, safeLinkUrl } from '../protocol/display';
import { presentMetrics } from '../protocol/metrics';
import { networkRows } from '../protocol/summary';
import { DEFAULT_COINS_VIEW, type CoinsView, type TableId } from '../protocol/views';
import type { Cell, Table } from '../protocol/csv';
import { blockchainsTable, marketListTable, quoteTable } from './marketTables';
import type { PanelData } from './panelData';

/** A time's cell: blank, as a missing value, for one no date has. */
function iso(unixSeconds: number | undefined): string | undefined {
  return isoTime(secondsToMs(unixSeconds))?.replace('.000Z', 'Z');
}

/** The networks table's figures, in its columns' order. */
const NETWORK_FIGURES = ['network_posts', 'network_interactions', 'network_sentiment', 'posts_positive', 'posts_neutral', 'posts_negative', 'positive_share'] as const;

function postsTable(posts: readonly Post[], withImage: boolean): Table {
  const columns = ['created', 'network', 'title', 'creator', 'creator_display_name', 'creator_followers',
    'sentiment_1_to_5', 'interactions_24h', 'interactions_total', 'link'];
  if (withImage) columns.push('image');
  return {
    columns,
    rows: posts.map((p) => {
      const row: Cell[] = [iso(p.post_created), p.post_type, p.post_title, p.creator_name, p.creator_display_name,
        p.creator_followers, p.post_sentiment, p.interactions_24h, p.interactions_total, safeLinkUrl(p.post_link)];
      if (withImage) row.push(safeImageUrl(p.post_image));
      return row;
    }),
  };
}

/** The table, or undefined while its section has no data. */
export function buildTable(id: TableId, d: PanelData, coinsView: CoinsView = DEFAULT_COINS_VIEW): Table | undefined {
  switch (id) {
    case 'figures': {
      const s = d.summary?.data;
      if (!s) return undefined;
      const rows: Cell[][] = [['title', s.title]];
      if (s.topic_rank !== undefined) rows.push([csvColumn('topic_rank'), s.topic_rank]);
      const rank = d.rank?.data;
      if (rank?.previous1h !== undefined) rows.push(['topic_rank_1h_ago', rank.previous1h]);
      if (rank?.previous24h !== undefined) rows.push(['topic_rank_24h_ago', rank.previous24h]);
      rows.push(['trend', s.trend], [csvColumn('interactions_24h'), s.interactions_24h], [csvColumn('num_contributors'), s.num_contributors],
        [csvColumn('num_posts'), s.num_posts], [csvColumn('topic_sentiment'), topicSentiment(s)], ['generated', iso(d.summary?.meta.generated)]);
      return { columns: ['figure', 'value'], rows };
    }
    case 'networks': {
      const s = d.summary?.data;
      if (!s) return undefined;
      return {
        columns: ['network', ...NETWORK_FIGURES.map(csvColumn)],
        rows: networkRows(s).map((r) => [r.network, r.count, r.interactions, r.sentiment,
          r.detail?.positive, r.detail?.neutral, r.detail?.negative, positiveShare(r.detail)]),
      };
    }
    case 'series': {
      const points = d.series?.data.points;
      if (!points) return undefined;
      const metrics = presentMetrics(points);
      return {
        columns: ['time', ...metrics.map((m) => csvColumn(m.key))],
        rows: points.map((p) => [iso(p.time), ...metrics.map((m) => p[m.key])]),
      };
    }
    case 'posts': {
      // a search panel's posts are those of its search
      const posts = d.posts?.data.posts ?? d.search?.data.posts;
      return posts ? postsTable(posts, false) : undefined;
    }
    case 'news':
      return d.news ? postsTable(d.news.data, true) : undefined;
    case 'creators':
      return d.creators && {
        columns: [csvColumn('creator_rank'), 'name', 'display_name', 'network', csvColumn('followers'), csvColumn('interactions_24h'), 'creator_id'],
        rows: d.creators.data.map((c) => [c.creator_rank, c.creator_name, c.creator_display_name,
          networkOf(c.creator_id), c.creator_followers, c.interactions_24h, c.creator_id]),
      };
    case 'themes': {
      const w = d.whatsup?.data;
      if (!w) return undefined;
      const rows = [
        ...w.supportive.map((t) => ['supportive', t.title, t.percent, t.description]),
        ...w.critical.map((t) => ['critical', t.title, t.percent, t.description]),
      ];
      return { columns: ['side', 'title', csvColumn('theme_share'), 'description'], rows };
    }
    case 'topics':
      return d.topics && {
        columns: [csvColumn('topic_rank'), 'topic', 'title', 'topic_rank_1h_ago', 'topic_rank_24h_ago', csvColumn('num_contributors'), csvColumn('num_posts'),
          csvColumn('interactions_24h'), csvColumn('social_dominance')],
        rows: d.topics.data.map((t) => [t.topic_rank, t.topic, t.title, t.topic_rank_1h_previous,
          t.topic_rank_24h_previous, t.num_contributors, t.num_posts, t.interactions_24h, t.social_dominance]),
      };
    case 'coins':
      return d.coins && marketListTable('coin', d.coins.data.coins, coinsView, [{ column: 'topic', value: coinTopic }]);
    case 'stocks':
      return d.stocks && marketListTable('stock', d.stocks.data.rows, coinsView, [{ column: 'topic', value: (s) => s.topic }]);
    case 'nfts':
      return d.nfts && marketListTable('nft', d.nfts.data.rows, coinsView, [{ column: 'base_crypto', value: (n) => n.base_crypto }]);
    case 'quote':
      return quoteTable(d);
    case 'blockchains':
      return blockchainsTable(d);
  }
}
