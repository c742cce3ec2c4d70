// A cell's table from rows and column definitions: a column no row has a value for is left out
// (a topic has no price, a coin no trend), so one definition serves every kind of subject.
import type { CellColumn, CellColumnKind, CellTable, CellValue } from '../../protocol/cellOutput';

export interface ColumnDef<R> {
  key: string;
  label: string;
  kind: CellColumnKind;
  value(row: R): CellValue | undefined;
}

export function column<R>(key: string, label: string, kind: CellColumnKind, value: (row: R) => CellValue | undefined): ColumnDef<R> {
  return { key, label, kind, value };
}

function cell(v: CellValue | undefined): CellValue {
  return v === undefined || (typeof v === 'number' && !Number.isFinite(v)) ? null : v;
}

export function tableOf<R>(rows: readonly R[], columns: readonly ColumnDef<R>[]): CellTable {
  const values = rows.map((r) => columns.map((c) => cell(c.value(r))));
  const kept = columns.map((_, i) => values.some((row) => row[i] !== null));
  const shown: CellColumn[] = columns.filter((_, i) => kept[i]).map(({ key, label, kind }) => ({ key, label, kind }));
  return { columns: shown, rows: values.map((row) => row.filter((_, i) => kept[i])) };
}

/** Text as the service sent it, or null; service text stays data for the sinks to neutralise. */
export function text(v: string | number | undefined): CellValue {
  return v === undefined || v === '' ? null : String(v);
}
