// A panel's table as its CSV export: the rows, the name the file is offered under, and what is
// missing when only part of a market list is held. The file stays plain CSV, one header row and
// then data, as a spreadsheet or a parser reads it: a list held in part says so in the file's
// name (as demo data does), in the save dialog and in the notification after it, never in a row.
import type { ItemRef } from '../../../shared/items';
import type { Table } from '../../../shared/protocol/csv';
import type { CoinsView, TableId } from '../../../shared/protocol/views';
import { missingRows, missingWords } from '../../../shared/render/marketTables';
import type { PanelData } from '../../../shared/render/panelData';
import { buildTable } from '../../../shared/render/tables';
import { fileNameText } from '../../../editor/sinks/neutral';

export interface CsvExport {
  table: Table;
  /** `bitcoin-series.csv`; `all-stocks-incomplete.csv` for a list held in part, `…-demo-data.csv` for demo data. */
  fileName: string;
  /** What the file lacks ("Incomplete: only 200 of 302 stocks had loaded; …"), when it lacks rows. */
  missing?: string;
}

/** The export of table `id`, or undefined while it has no data. */
export function csvExport(ref: ItemRef, id: TableId, data: PanelData, coinsView: CoinsView | undefined, demo: boolean): CsvExport | undefined {
  const table = buildTable(id, data, coinsView);
  if (!table) return undefined;
  const missing = missingRows(id, data);
  const fileName = `${fileNameText(ref.id || 'all', 'item')}-${id}${missing ? '-incomplete' : ''}${demo ? '-demo-data' : ''}.csv`;
  return missing ? { table, fileName, missing: missingWords(missing) } : { table, fileName };
}
