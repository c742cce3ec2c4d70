// `coins top 10 by galaxy_score in defi`, `category defi topics`, `changes`: one list each, one request.
import * as l10n from '../../../../shared/format/l10n';
import type { RequestOptions } from '../../../../service/api/service';
import type { CategoryTopicItem } from '../../../../service/api/types';
import type { SystemChange } from '../../../../service/api/types-searches';
import { figure, isFigureId } from '../../../../shared/figures/catalogue';
import type { CellTable, CellValue } from '../../../../shared/protocol/cellOutput';
import { cellValue, MARKET_LISTS, rowCurrency, type MarketColumn, type MarketListKind } from '../../../../shared/protocol/marketLists';
import { fetchMarketPage } from '../../../../shared/queries/marketPages';
import { column, figureColumn, tableOf, text, type ColumnDef } from './table';
import type { Tally } from './tally';
import type { CellClient, MarketListName } from './types';

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
  const value = (p: Placed): CellValue | undefined => valueOf(p.row, c.key);
  if (!c.figure) return column<Placed>(c.key, c.label, 'text', value);
  const col = figureColumn<Placed>(c.figure, value, c.key);
  return figure(c.figure).format === 'crypto' ? { ...col, currency: (p) => rowCurrency(p.row) } : col;
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
    const value = (p: Placed): CellValue | undefined => valueOf(p.row, ask.sort);
    columns.push(isFigureId(ask.sort) ? figureColumn<Placed>(ask.sort, value) : column<Placed>(ask.sort, ask.sort.replace(/_/g, ' '), 'count', value));
  }
  if (ask.sector && !answer.data.length) tally.note(l10n.t('No {0} in the sector "{1}".', ask.list, ask.sector));
  const placed = answer.data.map((row, i) => ({ row, place: i + 1 }));
  return tableOf(placed, [column<Placed>('place', '#', 'rank', (p) => p.place), ...columns]);
}

/** A category's topics: its columns, their labels looked up when a cell runs (in the person's language). */
function topicColumns(): ColumnDef<CategoryTopicItem>[] {
  return [
    figureColumn<CategoryTopicItem>('topic_rank', (t) => t.topic_rank),
    column<CategoryTopicItem>('topic', l10n.t('Topic'), 'text', (t) => text(t.topic)),
    column<CategoryTopicItem>('title', l10n.t('Title'), 'text', (t) => text(t.title)),
    figureColumn<CategoryTopicItem>('interactions_24h', (t) => t.interactions_24h),
    figureColumn<CategoryTopicItem>('num_contributors', (t) => t.num_contributors),
    figureColumn<CategoryTopicItem>('num_posts', (t) => t.num_posts),
    figureColumn<CategoryTopicItem>('social_dominance', (t) => t.social_dominance),
  ];
}

export async function runCategoryTopics(client: CellClient, category: string, options: RequestOptions, tally: Tally): Promise<CellTable> {
  const answer = tally.answer(await client.categoryTopics(category, options));
  const rows = [...answer.data].sort((a, b) => (a.topic_rank ?? Infinity) - (b.topic_rank ?? Infinity));
  return tableOf(rows, topicColumns());
}

/** The service's changes: its columns, their labels looked up when a cell runs (in the person's language). */
function changeColumns(): ColumnDef<SystemChange>[] {
  return [
    column<SystemChange>('time', l10n.t('When'), 'time', (c) => c.time),
    column<SystemChange>('asset_type', l10n.t('Kind'), 'text', (c) => text(c.asset_type)),
    column<SystemChange>('asset', l10n.t('Subject'), 'text', (c) => text(c.asset_name || c.asset_id)),
    column<SystemChange>('change', l10n.t('Change'), 'text', (c) => text(c.change)),
    column<SystemChange>('description', l10n.t('Description'), 'text', (c) => text(c.description)),
  ];
}

export async function runChanges(client: CellClient, options: RequestOptions, tally: Tally): Promise<CellTable> {
  const answer = tally.answer(await client.systemChanges(options));
  return tableOf([...answer.data].sort((a, b) => b.time - a.time), changeColumns());
}
