// The market panel's and market tables' parts of "Copy as Markdown" (markdown.ts assembles the note).
import { mdText, oneLine } from '../format/markdown';
import * as l10n from '../format/l10n';
import { formatNumber } from '../format/numbers';
import { figure } from '../figures/catalogue';
import { exactFigure, inCollectionCurrency } from '../figures/format';
import { cellText, cellValue, MARKET_LISTS, rowCurrency, viewRows, type ListRow, type MarketListKind } from '../protocol/marketLists';
import { quoteFigures } from '../protocol/marketQuote';
import { coinLinks } from '../protocol/coinLinks';
import type { CoinSource, CoinsView } from '../protocol/views';
import { figureHead, figureRow } from './figureTables';
import { mdLink, mdTable, type Align } from './markdownParts';
import { missingWords, type MissingRows } from './marketTables';
import type { PanelData } from './panelData';

/** Rows of a market table beyond these are left to the CSV export. */
const LIST_LIMIT = 50;

/** "302 stocks matching "ab" in Technology (cached), the first 50 shown." */
function listHead(noun: string, rows: number, view: CoinsView, source: CoinSource): string {
  const filters = [view.filter && l10n.t('matching "{0}"', mdText(view.filter)), view.sector && l10n.t('in the sector {0}', mdText(view.sector))]
    .filter(Boolean).join(' ');
  const counted = `${formatNumber(rows)} ${noun}${filters ? ` ${filters}` : ''}`;
  const shown = formatNumber(Math.min(rows, LIST_LIMIT));
  return source === 'v2' ? l10n.t('{0} (live), the first {1} shown.', counted, shown) : l10n.t('{0} (cached), the first {1} shown.', counted, shown);
}

/** A market list's rows as filtered and sorted on screen, the first LIST_LIMIT of them; `missing` when only part of the list is held. */
export function marketListPart(kind: MarketListKind, all: readonly ListRow[], view: CoinsView, source: CoinSource, missing?: MissingRows): string {
  const { noun, columns } = MARKET_LISTS[kind];
  const rows = viewRows(all, columns, view);
  const cols = columns.filter((c) => c.key !== 'categories');
  const head = `${missing ? `**${missingWords(missing)}**\n\n` : ''}${listHead(noun, rows.length, view, source)}`;
  // exact values, the unit in the header; a price in a collection's own currency says it in the cell
  return `${head}\n\n${mdTable(cols.map((c) => (c.figure && c.format !== 'crypto' ? figureHead(c.figure) : mdText(c.label))), rows.slice(0, LIST_LIMIT).map((r) => cols.map((col) => {
    const value = cellValue(r, col.key);
    if (!col.figure) return mdText(cellText(col, value));
    const exact = exactFigure(typeof value === 'number' ? value : undefined);
    if (col.format !== 'crypto' || typeof value !== 'number') return exact;
    const currency = rowCurrency(r);
    if (currency) return `${exact} ${mdText(currency)}`;
    // a collection's currency the row does not send is said in words, as on screen
    return figure(col.figure).unit === 'crypto' ? inCollectionCurrency(exact) : exact;
  })), cols.map((c): Align => (c.figure ? 'right' : 'left')))}`;
}

export function quoteParts(d: PanelData): string[] {
  const quote = d.quote?.data;
  if (!quote) return [];
  const currency = rowCurrency(quote.item);
  const figures = quoteFigures(quote.item).map(({ figure, value }) => figureRow(figure.figure, value, { currency }));
  const parts = figures.length ? [`## ${l10n.t('Market')}\n\n${mdTable([l10n.t('Figure'), l10n.t('Value')], figures, ['left', 'right'])}`] : [];
  if (quote.social) {
    parts.push(quote.social.allowed
      ? l10n.t('Social activity: topic {0}', mdText(quote.social.topic))
      : l10n.t('Social activity (topic {0}) needs a plan with social data.', mdText(quote.social.topic)));
  }
  return parts;
}

/** Service text as code in a table's cell: on one line, no backtick to end the span, a `|` escaped (GFM reads `\|` in a span as a pipe). */
function codeCell(text: string): string {
  return `\`${oneLine(text).replace(/`/g, '').replace(/\|/g, '\\|')}\``;
}

export function metaParts(d: PanelData): string[] {
  const meta = d.meta?.data;
  if (!meta) return [];
  const about = [meta.short_summary, meta.description].filter((t): t is string => !!t?.trim()).map(mdText);
  const parts = about.length ? [`## ${l10n.t('About')}\n\n${about.join('\n\n')}`] : [];
  const links = coinLinks(meta);
  if (links.length) parts.push(`## ${l10n.t('Links')}\n\n${links.map((l) => `- ${mdLink(l.label, l.url)}`).join('\n')}`);
  if (meta.blockchain.length) {
    parts.push(`## ${l10n.t('Blockchains')}\n\n${mdTable([l10n.t('Network'), l10n.t('Type'), l10n.t('Contract address')],
      meta.blockchain.map((b) => [mdText(b.network ?? ''), mdText(b.type ?? ''), b.address ? codeCell(b.address) : '—']))}`);
  }
  return parts;
}
