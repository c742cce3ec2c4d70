// Pieces every markdown Social Pulse writes is made of (a panel's "Copy as Markdown", a report
// snapshot, a comparison, a chat answer): tables, links and the answer's age.
import * as l10n from '../format/l10n';
import { mdAtLineStart, mdDestination, mdLinkText, mdText } from '../format/markdown';
import { formatDateTime, safeLinkUrl } from '../protocol/display';
import type { AnswerMeta } from '../protocol/messages';

/**
 * A link when the URL is http(s), else just the text; the text escaped only where it would act in
 * a link's text (mdLinkText), so the raw note reads as the title, and the text alone also where it
 * would open a block at the start of a list item (mdAtLineStart). Placed inside a line or a list
 * item (never in a table: its `|` is not escaped).
 */
export function mdLink(text: string, url: string | undefined): string {
  const safe = safeLinkUrl(url);
  return safe ? `[${mdLinkText(text) || l10n.t('link')}](${mdDestination(safe)})` : mdAtLineStart(mdLinkText(text));
}

export type Align = 'left' | 'right';

/**
 * The one markdown table writer: cells already escaped by the caller (each writer has its own
 * neutraliser), columns left-aligned unless `align` says right (figures).
 */
export function mdTable(head: readonly string[], rows: readonly (readonly string[])[], align: readonly Align[] = []): string {
  const line = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map((_, i) => (align[i] === 'right' ? '--:' : '---'))), ...rows.map(line)].join('\n');
}

export function stamp(meta: AnswerMeta | undefined): string {
  if (!meta) return '';
  const when = formatDateTime(meta.generated);
  if (!meta.stale) return l10n.t('generated {0}', when);
  return meta.staleReason ? l10n.t('generated {0} (stale: {1})', when, mdText(meta.staleReason)) : l10n.t('generated {0} (stale)', when);
}
