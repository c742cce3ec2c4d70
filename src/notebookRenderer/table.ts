// A cell's table: each value as text (never markup), figures right-aligned, links live only for
// http(s); every column header is a button that sorts by it (Enter or Space), aria-sort saying how.
import { formatCompactMoney, formatNumber, formatPercent, formatPrice, MISSING } from '../format/numbers';
import { formatDateTime, safeLinkUrl } from '../protocol/display';
import type { CellColumn, CellColumnKind, CellTable, CellValue } from '../protocol/cellOutput';
import { h, replace } from '../webview/dom';
import * as l10n from '../format/l10n';

const NUMERIC: ReadonlySet<CellColumnKind> = new Set(['count', 'percent', 'usd', 'score', 'rank', 'time']);

export function valueText(kind: CellColumnKind, value: CellValue): string {
  if (value === null || value === '') return MISSING;
  if (typeof value === 'string') return value;
  switch (kind) {
    case 'percent': return formatPercent(value);
    // a market cap reads in billions; a price to the cent
    case 'usd': return Math.abs(value) >= 1e6 ? formatCompactMoney(value) : formatPrice(value);
    case 'rank': return `#${formatNumber(value)}`;
    case 'time': return formatDateTime(value);
    default: return formatNumber(value);
  }
}

function cell(column: CellColumn, value: CellValue): HTMLTableCellElement {
  const link = column.kind === 'link' && typeof value === 'string' ? safeLinkUrl(value) : undefined;
  const content = link ? h('a', { attrs: { href: link } }, value as string) : valueText(column.kind, value);
  return h('td', { class: NUMERIC.has(column.kind) && typeof value === 'number' ? 'num' : undefined }, content);
}

function compare(a: CellValue, b: CellValue): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

export function cellTable(table: CellTable, caption: string): HTMLTableElement {
  const body = h('tbody');
  let sortedBy = -1;
  let descending = false;
  const headers = table.columns.map((c, i) => h('th', { class: NUMERIC.has(c.kind) ? 'num' : undefined, attrs: { scope: 'col', 'aria-sort': 'none' } },
    h('button', { attrs: { type: 'button', title: l10n.t('Sort by {0}', c.label) }, on: { click: () => sortBy(i) } }, c.label || c.key)));
  const fill = (rows: readonly CellValue[][]): void => {
    replace(body, ...rows.map((row) => h('tr', {}, ...table.columns.map((c, i) => cell(c, row[i] ?? null)))));
  };
  const sortBy = (i: number): void => {
    descending = sortedBy === i ? !descending : NUMERIC.has(table.columns[i]!.kind);
    sortedBy = i;
    // nulls stay last whichever way
    const rows = [...table.rows].sort((a, b) => {
      const x = a[i] ?? null;
      const y = b[i] ?? null;
      if (x === null || y === null) return compare(x, y);
      return descending ? compare(y, x) : compare(x, y);
    });
    headers.forEach((th, j) => th.setAttribute('aria-sort', j === i ? (descending ? 'descending' : 'ascending') : 'none'));
    fill(rows);
  };
  fill(table.rows);
  return h('table', {}, h('caption', {}, caption), h('thead', {}, h('tr', {}, ...headers)), body);
}
