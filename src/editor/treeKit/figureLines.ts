// A figure in a row's tooltip: its label and value as the catalogue formats them (src/shared/figures),
// and what it is, so a person hovering a row reads what each figure means. Pure.
import type { FigureId } from '../../shared/figures/catalogue';
import { figure } from '../../shared/figures/catalogue';
import { readWords, type ReadAt } from '../../shared/figures/describe';
import { figureWords, type FigureOptions } from '../../shared/figures/format';
import { markdownText, ownMarkdown, type MarkdownText } from '../sinks/neutral';

/** "**Galaxy Score**: 63 — _The service's score …_"; undefined when the answer lacks it and `always` is not set. */
export function figureLine(id: FigureId, n: number | undefined, o: FigureOptions & { always?: boolean; read?: ReadAt } = {}): MarkdownText | undefined {
  if (n === undefined && !o.always) return undefined;
  const def = figure(id);
  const where = o.read ? ` (${readWords(o.read)})` : '';
  return ownMarkdown(`**${markdownText(def.label)}**: ${markdownText(figureWords(id, n, o))}${markdownText(where)} — _${markdownText(def.definition)}_`);
}
