// A CSV report leaves the editor (saved or copied) re-written by the panels' guarded writer, so
// no service text in it runs as a spreadsheet formula. A cell that reads back as exactly the same
// number is written as that number: a negative figure is data, not a formula.
import { toCsv, type Cell } from '../panels/csv';
import { parseCsv } from '../protocol/csv';

function cell(text: string): Cell {
  const n = Number(text);
  return text !== '' && String(n) === text ? n : text;
}

export function guardedReportCsv(text: string): string {
  const [columns, ...rows] = parseCsv(text);
  if (!columns) return '';
  return toCsv({ columns, rows: rows.map((r) => r.map(cell)) });
}
