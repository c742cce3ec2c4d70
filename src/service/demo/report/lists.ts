// The markdown variant's market lists (`/list/cryptocurrencies`, `/list/stocks`) and searches
// (`/search/{query}`), from the same data the API serves.
import type { ReportList } from '../../api/identifiers';
import { coinItem, coinSnapshot } from '../data/coins';
import type { Dataset } from '../data/dataset';
import { stockItem, stockRows } from '../data/listings';
import { activityOf, matchingPosts, subjectsOf } from '../data/searchResults';
import { count, isoTime, readableCell, type ReportDoc, type Table } from './doc';

const LIST_ROWS = 100;
const SEARCH_POSTS = 25;

type Item = Record<string, unknown>;

function table(items: readonly Item[], columns: readonly string[]): Table {
  return { columns: [...columns], rows: items.map((item) => columns.map((c) => readableCell(item, c))) };
}

const LISTS: Readonly<Record<ReportList, { heading: string; columns: readonly string[]; items: (data: Dataset, now: number) => Item[] }>> = {
  cryptocurrencies: {
    heading: 'Cryptocurrencies',
    columns: ['market_cap_rank', 'symbol', 'name', 'price', 'percent_change_24h', 'market_cap', 'volume_24h', 'galaxy_score', 'alt_rank', 'sentiment'],
    items: (data, now) => coinSnapshot(data, now).filter((r) => r.values.market_cap_rank !== null)
      .sort((a, b) => a.values.market_cap_rank! - b.values.market_cap_rank!).slice(0, LIST_ROWS).map((r) => coinItem(data, r, true)),
  },
  stocks: {
    heading: 'Stocks',
    columns: ['market_cap_rank', 'symbol', 'name', 'price', 'percent_change_24h', 'market_cap', 'volume_24h', 'galaxy_score', 'alt_rank', 'sentiment'],
    items: (data, now) => [...stockRows(data, now)].sort((a, b) => a.values.market_cap_rank! - b.values.market_cap_rank!).slice(0, LIST_ROWS)
      .map((r) => stockItem(data, r, true)),
  },
};

export function listReport(data: Dataset, list: ReportList, now: number): ReportDoc {
  const spec = LISTS[list];
  const items = spec.items(data, now);
  const rows = table(items, spec.columns);
  return {
    heading: spec.heading,
    byline: `The top ${items.length} ${list} by market cap, generated ${isoTime(now)}.`,
    sections: [{ kind: 'table', title: 'By market cap', table: rows }],
    csv: rows,
    json: { list, generated: now, data: items },
  };
}

/** A search of one term or phrase: what it adds up to, and its recently popular posts. */
export function searchReport(data: Dataset, query: string, now: number): ReportDoc {
  const subjects = subjectsOf(data, [query]);
  const activity = activityOf(data, subjects, now);
  const posts = matchingPosts(data, subjects, now, SEARCH_POSTS);
  const columns = ['id', 'post_type', 'post_created', 'post_title', 'creator_name', 'interactions_24h', 'post_link'];
  return {
    heading: `Search: ${query}`,
    byline: `Posts matching "${query}" in the last 24 hours, generated ${isoTime(now)}.`,
    sections: [
      { kind: 'table', title: 'Overview', table: { columns: ['metric', 'value'], rows: [
        ['Interactions (24h)', count(activity.interactions_24h)], ['Posts (24h)', count(activity.num_posts)],
        ['Contributors', count(activity.num_contributors)], ['Sentiment (%)', count(activity.sentiment)],
      ] } },
      { kind: 'table', title: 'Top posts (24h)', table: table(posts, columns) },
    ],
    csv: table(posts, columns),
    json: { query, generated: now, summary: activity, posts },
  };
}
