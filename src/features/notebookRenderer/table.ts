// A cell's table: each value as text (never markup), figures right-aligned, links live only for
// http(s); every column header is a button that sorts by it (Enter or Space), aria-sort saying how.
import { formatDateTime, safeLinkUrl } from '../../shared/protocol/display';
import type { CellColumn, CellTable, CellValue } from '../../shared/protocol/cellOutput';
import { columnValueText, NUMERIC_KINDS } from '../../shared/protocol/cellValues';
import { figureTitle } from '../../shared/figures/describe';
import { h, replace } from '../../browser/webview/dom';
import * as l10n from '../../shared/format/l10n';

function cell(column: CellColumn, value: CellValue, text: (v: CellValue) => string): HTMLTableCellElement {
  const link = column.kind === 'link' && typeof value === 'string' ? safeLinkUrl(value) : undefined;
  const content = link ? h('a', { attrs: { href: link } }, value as string) : text(value);
  return h('td', { class: NUMERIC_KINDS.has(column.kind) && typeof value === 'number' ? 'num' : undefined }, content);
}

function compare(a: CellValue, b: CellValue): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

export function cellTable(table: CellTable, caption: string, time: (seconds: number) => string = formatDateTime): HTMLTableElement {
  const body = h('tbody');
  let sortedBy = -1;
  let descending = false;
  // a figure's header says what it is (its definition from the catalogue) to the pointer and to a screen reader
  const headers = table.columns.map((c, i) => h('th', {
    class: NUMERIC_KINDS.has(c.kind) ? 'num' : undefined,
    attrs: { scope: 'col', 'aria-sort': 'none', title: c.figure ? figureTitle(c.figure) : undefined },
  }, h('button', {
    attrs: { type: 'button', title: l10n.t('Sort by {0}', c.label), 'aria-description': c.figure ? figureTitle(c.figure) : undefined },
    on: { click: () => sortBy(i) },
  }, c.label || c.key)));
  const texts = table.columns.map((c, i) => columnValueText(c, table.rows.map((r) => r[i] ?? null), time));
  const fill = (rows: readonly CellValue[][]): void => {
    replace(body, ...rows.map((row) => h('tr', {}, ...table.columns.map((c, i) => cell(c, row[i] ?? null, texts[i]!)))));
  };
  const sortBy = (i: number): void => {
    descending = sortedBy === i ? !descending : NUMERIC_KINDS.has(table.columns[i]!.kind);
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
