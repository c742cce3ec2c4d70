// Figures in what Social Pulse writes for a note or a file (Copy as Markdown, a snapshot): the
// exact values, with each figure's label and unit in the header, as the catalogue gives them
// (src/shared/figures). A screen rounds; a report keeps every digit the service sent.
import type { FigureId } from '../figures/catalogue';
import { exactFigure, reportHeader, type FigureOptions } from '../figures/format';
import { mdInline } from '../format/markdown';

/** Our words in a table cell: escaped only where markdown would act on them, and a pipe. */
function ours(text: string): string {
  return mdInline(text).replace(/\|/g, '\\|');
}

/** A row of a "Figure | Value" table: the header with its unit, the exact value. */
export function figureRow(id: FigureId, value: number | undefined, o: FigureOptions = {}): string[] {
  return [ours(reportHeader(id, o)), exactFigure(value)];
}

/** A column header of a figure with its unit ("Market cap (USD)"). */
export function figureHead(id: FigureId, o: FigureOptions = {}): string {
  return ours(reportHeader(id, o));
}
