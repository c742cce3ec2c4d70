// The market panel's and market tables' CSV exports: raw values, as tables.ts does for the others.
// A market list held in part (a later page failed, or had not come yet) says so in its copies.
import { csvColumn } from '../figures/format';
import * as l10n from '../format/l10n';
import type { Cell, Table } from '../protocol/csv';
import { cellValue, MARKET_LISTS, rowCurrency, viewRows, type ListRow, type MarketListKind } from '../protocol/marketLists';
import { quoteFigures } from '../protocol/marketQuote';
import type { CoinsView, TableId } from '../protocol/views';
import type { PanelData } from './panelData';

/** A market list held in part: its first `loaded` rows, of `total` if the service said. */
export interface MissingRows {
  kind: MarketListKind;
  loaded: number;
  total?: number;
}

/** The market list of table `id` if only part of it is held (a later page failed, or had not come yet). */
export function missingRows(id: TableId, d: PanelData): MissingRows | undefined {
  const held = id === 'coins' ? d.coins && { kind: 'coin' as const, ...d.coins.data, rows: d.coins.data.coins }
    : id === 'stocks' ? d.stocks && { kind: 'stock' as const, ...d.stocks.data }
      : id === 'nfts' ? d.nfts && { kind: 'nft' as const, ...d.nfts.data } : undefined;
  if (!held || held.complete) return undefined;
  return held.total === undefined ? { kind: held.kind, loaded: held.rows.length } : { kind: held.kind, loaded: held.rows.length, total: held.total };
}

/** "Incomplete: only 200 of 302 stocks had loaded; the rest are missing." (the rows counted as the list counts them, one in the singular) */
export function missingWords({ kind, loaded, total }: MissingRows): string {
  const list = MARKET_LISTS[kind];
  return total === undefined
    ? l10n.t('Incomplete: only the first {0} had loaded; the rest are missing.', list.count(loaded))
    : l10n.t('Incomplete: only {0} had loaded; the rest are missing.', list.countOf(loaded, total));
}

/**
 * A market list as filtered and sorted on screen: the id first (what the service takes), then
 * every column, then any `more` columns (the coins' topic).
 */
export function marketListTable<T extends ListRow>(kind: MarketListKind, rows: readonly T[], view: CoinsView,
  more: { column: string; value(row: NoInfer<T>): Cell }[] = []): Table {
  const { columns } = MARKET_LISTS[kind];
  return {
    // a figure's column named with its unit (src/shared/figures): the values are the service's, exact
    columns: ['id', ...columns.map((c) => (c.figure ? csvColumn(c.figure) : c.key)), ...more.map((m) => m.column)],
    rows: viewRows(rows, columns, view).map((r) => [String(r.id), ...columns.map((c) => cellValue(r, c.key) as Cell),
      ...more.map((m) => m.value(r))]),
  };
}

/** The quote's figures, one per row, and the topic of its social data. */
export function quoteTable(d: PanelData): Table | undefined {
  const quote = d.quote?.data;
  if (!quote) return undefined;
  const item = quote.item as { name?: string; symbol?: string };
  const rows: Cell[][] = [['name', item.name], ['symbol', item.symbol]];
  for (const { figure, value } of quoteFigures(quote.item)) rows.push([csvColumn(figure.figure), value]);
  const currency = rowCurrency(quote.item);
  if (currency) rows.push(['base_crypto', currency]);
  if (quote.social) rows.push(['topic', quote.social.topic]);
  return { columns: ['figure', 'value'], rows: rows.filter((r) => r[1] !== undefined) };
}

export function blockchainsTable(d: PanelData): Table | undefined {
  const meta = d.meta?.data;
  return meta && {
    columns: ['type', 'network', 'address', 'decimals'],
    rows: meta.blockchain.map((b) => [b.type, b.network, b.address, b.decimals]),
  };
}
