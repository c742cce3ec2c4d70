// `coins top 10 by galaxy_score in defi`, `category defi topics`, `changes`: one list each, one request.
import * as l10n from '../../format/l10n';
import type { RequestOptions } from '../../api/service';
import type { CategoryTopicItem } from '../../api/types';
import type { SystemChange } from '../../api/types-searches';
import type { CellColumnKind, CellTable, CellValue } from '../../protocol/cellOutput';
import { cellValue, MARKET_LISTS, type CellFormat, type MarketColumn, type MarketListKind } from '../../protocol/marketLists';
import { fetchMarketPage } from '../marketPages';
import { column, tableOf, text, type ColumnDef } from './table';
import type { Tally } from './tally';
import type { CellClient, MarketListName } from './types';

const KIND_OF_FORMAT: Readonly<Record<CellFormat, CellColumnKind>> = {
  number: 'count', price: 'usd', money: 'usd', compact: 'count', change: 'percent', percent: 'percent', 'text': 'text',
};
const LIST_KIND: Readonly<Record<MarketListName, MarketListKind>> = { coins: 'coin', stocks: 'stock', nfts: 'nft' };

function valueOf(row: object, key: string): CellValue | undefined {
  const v = cellValue(row, key);
  return typeof v === 'number' || typeof v === 'string' ? v : undefined;
}

/** A list's row and its place in the order asked. */
interface Placed {
  row: object;
  place: number;
}

function listColumn(c: MarketColumn): ColumnDef<Placed> {
  const kind: CellColumnKind = c.key === 'market_cap_rank' || c.key === 'alt_rank' ? 'rank' : c.key === 'galaxy_score' ? 'score' : KIND_OF_FORMAT[c.format];
  return column<Placed>(c.key, c.label, kind, (p) => valueOf(p.row, c.key));
}

export interface TopAsk {
  list: MarketListName;
  limit: number;
  sort: string;
  desc: boolean;
  sector?: string;
}

/** The list's table columns as the Coins and Stocks views show them, the sort's own column added when they lack it. */
export async function runTop(client: CellClient, ask: TopAsk, options: RequestOptions, tally: Tally): Promise<CellTable> {
  const params = { sort: ask.sort, limit: ask.limit, desc: ask.desc, ...(ask.sector ? { filter: ask.sector } : {}) };
  const answer = tally.answer(await fetchMarketPage(client, ask.list, 'v2', params, options));
  const shown = MARKET_LISTS[LIST_KIND[ask.list]].columns;
  const columns = shown.map(listColumn);
  if (!shown.some((c) => c.key === ask.sort)) {
    columns.push(column<Placed>(ask.sort, ask.sort.replace(/_/g, ' '), 'count', (p) => valueOf(p.row, ask.sort)));
  }
  if (ask.sector && !answer.data.length) tally.note(l10n.t('No {0} in the sector "{1}".', ask.list, ask.sector));
  const placed = answer.data.map((row, i) => ({ row, place: i + 1 }));
  return tableOf(placed, [column<Placed>('place', '#', 'rank', (p) => p.place), ...columns]);
}

const TOPIC_COLUMNS = [
  column<CategoryTopicItem>('topic_rank', l10n.t('Rank'), 'rank', (t) => t.topic_rank),
  column<CategoryTopicItem>('topic', l10n.t('Topic'), 'text', (t) => text(t.topic)),
  column<CategoryTopicItem>('title', l10n.t('Title'), 'text', (t) => text(t.title)),
  column<CategoryTopicItem>('interactions_24h', l10n.t('Interactions 24 h'), 'count', (t) => t.interactions_24h),
  column<CategoryTopicItem>('num_contributors', l10n.t('Contributors'), 'count', (t) => t.num_contributors),
  column<CategoryTopicItem>('num_posts', l10n.t('Posts'), 'count', (t) => t.num_posts),
  column<CategoryTopicItem>('social_dominance', l10n.t('Social dominance'), 'percent', (t) => t.social_dominance),
];

export async function runCategoryTopics(client: CellClient, category: string, options: RequestOptions, tally: Tally): Promise<CellTable> {
  const answer = tally.answer(await client.categoryTopics(category, options));
  const rows = [...answer.data].sort((a, b) => (a.topic_rank ?? Infinity) - (b.topic_rank ?? Infinity));
  return tableOf(rows, TOPIC_COLUMNS);
}

const CHANGE_COLUMNS = [
  column<SystemChange>('time', l10n.t('When'), 'time', (c) => c.time),
  column<SystemChange>('asset_type', l10n.t('Kind'), 'text', (c) => text(c.asset_type)),
  column<SystemChange>('asset', l10n.t('Subject'), 'text', (c) => text(c.asset_name || c.asset_id)),
  column<SystemChange>('change', l10n.t('Change'), 'text', (c) => text(c.change)),
  column<SystemChange>('description', l10n.t('Description'), 'text', (c) => text(c.description)),
];

export async function runChanges(client: CellClient, options: RequestOptions, tally: Tally): Promise<CellTable> {
  const answer = tally.answer(await client.systemChanges(options));
  return tableOf([...answer.data].sort((a, b) => b.time - a.time), CHANGE_COLUMNS);
}
