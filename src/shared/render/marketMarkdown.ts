// The market panel's and market tables' parts of "Copy as Markdown" (markdown.ts assembles the note).
import { mdCode, mdText } from '../format/markdown';
import * as l10n from '../format/l10n';
import { formatNumber } from '../format/numbers';
import { figure } from '../figures/catalogue';
import { exactFigure, inCollectionCurrency } from '../figures/format';
import { hiddenWords, minimumText } from '../protocol/marketFilters';
import { cellText, cellValue, MARKET_LISTS, rowCurrency, viewRows, type ListRow, type MarketList, type MarketListKind } from '../protocol/marketLists';
import { quoteFigures } from '../protocol/marketQuote';
import { coinLinks } from '../protocol/coinLinks';
import { sectorName } from '../protocol/sectorNames';
import type { CoinSource, CoinsView } from '../protocol/views';
import { figureHead, figureRow } from './figureTables';
import { mdLink, mdTable, type Align } from './markdownParts';
import { missingWords, type MissingRows } from './marketTables';
import type { PanelData } from './panelData';

/** Rows of a market table beyond these are left to the CSV export. */
const LIST_LIMIT = 50;

/** The view's filters in words ("matching "ab"", "in the sector Layer 1", "Market cap at least $1B"), as the screen's controls read. */
function filterWords(view: CoinsView): string[] {
  const minimum = (id: 'market_cap' | 'volume_24h', value: number | undefined): string =>
    (value === undefined ? '' : l10n.t('{0} at least {1}', mdText(figure(id).label), mdText(minimumText(id, value))));
  return [
    view.filter.trim() && l10n.t('matching "{0}"', mdText(view.filter.trim())),
    view.sector && l10n.t('in the sector {0}', mdText(sectorName(view.sector))),
    minimum('market_cap', view.minMarketCap),
    minimum('volume_24h', view.minVolume),
    view.hideStablecoins === true ? l10n.t('stablecoins hidden') : '',
  ].filter(Boolean);
}

/**
 * "1 of 3 coins · 2 hidden by filters (cached), the first 1 shown. Filters: Market cap at least
 * $1B, stablecoins hidden.": the counts as the screen says them, and every filter that is on.
 */
function listHead(list: MarketList, shown: number, total: number, view: CoinsView, source: CoinSource): string {
  const counted = shown === total ? list.count(total) : `${list.countOf(shown, total)} · ${hiddenWords(total - shown)}`;
  const first = formatNumber(Math.min(shown, LIST_LIMIT));
  const line = source === 'v2' ? l10n.t('{0} (live), the first {1} shown.', counted, first) : l10n.t('{0} (cached), the first {1} shown.', counted, first);
  const filters = filterWords(view);
  return filters.length ? `${line} ${l10n.t('Filters: {0}.', filters.join(', '))}` : line;
}

/** A market list's rows as filtered and sorted on screen, the first LIST_LIMIT of them; `missing` when only part of the list is held. */
export function marketListPart(kind: MarketListKind, all: readonly ListRow[], view: CoinsView, source: CoinSource, missing?: MissingRows): string {
  const list = MARKET_LISTS[kind];
  if (all.length === 0 && !missing) return list.none;
  const { columns } = list;
  const rows = viewRows(all, columns, view);
  const cols = columns.filter((c) => c.key !== 'categories');
  const head = `${missing ? `**${missingWords(missing)}**\n\n` : ''}${listHead(list, rows.length, all.length, view, source)}`;
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

export function metaParts(d: PanelData): string[] {
  const meta = d.meta?.data;
  if (!meta) return [];
  const about = [meta.short_summary, meta.description].filter((t): t is string => !!t?.trim()).map(mdText);
  const parts = about.length ? [`## ${l10n.t('About')}\n\n${about.join('\n\n')}`] : [];
  const links = coinLinks(meta);
  if (links.length) parts.push(`## ${l10n.t('Links')}\n\n${links.map((l) => `- ${mdLink(l.label, l.url)}`).join('\n')}`);
  if (meta.blockchain.length) {
    parts.push(`## ${l10n.t('Blockchains')}\n\n${mdTable([l10n.t('Network'), l10n.t('Type'), l10n.t('Contract address')],
      meta.blockchain.map((b) => [mdText(b.network ?? ''), mdText(b.type ?? ''), b.address ? mdCode(b.address, 200, true) : '—']))}`);
  }
  return parts;
}
