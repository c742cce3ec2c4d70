// A figure in a row's tooltip: its label and value as the catalogue formats them (src/shared/figures),
// and what it is, so a person hovering a row reads what each figure means. Pure.
import type { FigureId } from '../../shared/figures/catalogue';
import { figure } from '../../shared/figures/catalogue';
import { readWords, type ReadAt } from '../../shared/figures/describe';
import { figureWords, hasFigure, type FigureOptions } from '../../shared/figures/format';
import * as l10n from '../../shared/format/l10n';
import { tMarkdown, type MarkdownText } from '../sinks/neutral';

/** "**Galaxy Score**: 63 — _The service's score …_"; undefined when the answer lacks it (or gives null) and `always` is not set. */
export function figureLine(id: FigureId, n: number | null | undefined, o: FigureOptions & { always?: boolean; read?: ReadAt } = {}): MarkdownText | undefined {
  if (!hasFigure(n) && !o.always) return undefined;
  const def = figure(id);
  // "—" beside the line's own dash read as a stray mark ("— —")
  if (!hasFigure(n)) return tMarkdown(l10n.t('**{0}**: not given — _{1}_'), def.label, def.definition);
  const value = figureWords(id, n, o);
  return o.read
    ? tMarkdown(l10n.t('**{0}**: {1} ({2}) — _{3}_'), def.label, value, readWords(o.read), def.definition)
    : tMarkdown(l10n.t('**{0}**: {1} — _{2}_'), def.label, value, def.definition);
}
