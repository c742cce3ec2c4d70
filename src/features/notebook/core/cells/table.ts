// A cell's table from rows and column definitions: a column no row has a value for is left out
// (a topic has no price, a coin no trend), so one definition serves every kind of subject.
import { figure, type FigureId } from '../../../../shared/figures/catalogue';
import { formatFigure } from '../../../../shared/figures/format';
import type { CellColumn, CellColumnKind, CellTable, CellValue } from '../../../../shared/protocol/cellOutput';
import { axisUnit } from '../../../../shared/protocol/metrics';

export interface ColumnDef<R> {
  key: string;
  label: string;
  kind: CellColumnKind;
  figure?: FigureId;
  /** The currency of a row's value of a `crypto` figure. */
  currency?(row: R): string | undefined;
  value(row: R): CellValue | undefined;
}

export function column<R>(key: string, label: string, kind: CellColumnKind, value: (row: R) => CellValue | undefined): ColumnDef<R> {
  return { key, label, kind, value };
}

/** A column of a figure: its label and kind from the catalogue, its key the figure's id unless the answer's field is named otherwise. */
export function figureColumn<R>(id: FigureId, value: (row: R) => CellValue | undefined, key: string = id): ColumnDef<R> {
  const def = figure(id);
  return { key, label: def.label, kind: def.format === 'rank' ? 'rank' : axisUnit(def.unit), figure: id, value };
}

function cell(v: CellValue | undefined): CellValue {
  return v === undefined || (typeof v === 'number' && !Number.isFinite(v)) ? null : v;
}

/**
 * A `crypto` column's currency when every row's value is in the same one; rows in different
 * currencies get their values as text with the currency ("8.96 ETH"), so no amount reads in the wrong one.
 */
function withCurrency<R>(c: ColumnDef<R>, rows: readonly R[], values: CellValue[]): { currency?: string; values: CellValue[] } {
  if (!c.currency || !c.figure) return { values };
  const currencies = new Set(rows.filter((_, i) => values[i] !== null).map((r) => c.currency!(r)?.trim().toUpperCase() ?? ''));
  if (currencies.size <= 1) {
    const [only] = currencies;
    return only ? { currency: only, values } : { values };
  }
  const fig = c.figure;
  return { values: values.map((v, i) => (typeof v === 'number' ? formatFigure(fig, v, { currency: c.currency!(rows[i]!) }) : v)) };
}

export function tableOf<R>(rows: readonly R[], columns: readonly ColumnDef<R>[]): CellTable {
  const byColumn = columns.map((c) => {
    const values = rows.map((r) => cell(c.value(r)));
    return { def: c, ...withCurrency(c, rows, values) };
  });
  const kept = byColumn.filter((col) => col.values.some((v) => v !== null));
  const shown: CellColumn[] = kept.map(({ def: { key, label, kind, figure: fig }, currency }) => ({
    key, label, kind, ...(fig ? { figure: fig } : {}), ...(currency ? { currency } : {}),
  }));
  return { columns: shown, rows: rows.map((_, i) => kept.map((col) => col.values[i]!)) };
}

/** Text as the service sent it, or null; service text stays data for the sinks to neutralise. */
export function text(v: string | number | undefined): CellValue {
  return v === undefined || v === '' ? null : String(v);
}
