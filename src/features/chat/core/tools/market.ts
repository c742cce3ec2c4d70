// #pulseMarket: the coins or stocks list, sorted and filtered as asked. Pure.
import { editDistance } from '../../../../editor/pickers/core/closeMatches';
import { ownMarkdown } from '../../../../editor/sinks/neutral';
import type { Answer, Coin } from '../../../../service/api/types';
import type { Stock } from '../../../../service/api/types-market';
import type { FigureId } from '../../../../shared/figures/catalogue';
import { readWords } from '../../../../shared/figures/describe';
import * as l10n from '../../../../shared/format/l10n';
import { coinRef, stockRef } from '../../../../shared/items';
import { COMMON_SECTORS } from '../../../../shared/protocol/sectors';
import { blocks, cell, joined, label, leftOut, md, say, table, value, type MarkdownText } from '../render';
import { COIN_ONLY_SORTS, MARKET_ASSETS, MARKET_SORTS, type MarketAsset, type MarketSort } from '../specs';
import { Bad, bool, int, oneOf } from './read';
import { defineTool } from './record';

export interface MarketInput { asset: MarketAsset; sort: MarketSort; desc: boolean; filter?: string; limit: number; live: boolean }

/** The list columns of the market tool, figures of the catalogue read from the list's fields of the same names. */
const MARKET_COLUMNS = ['price', 'percent_change_24h', 'market_cap', 'volume_24h', 'galaxy_score', 'alt_rank', 'social_volume_24h', 'sentiment', 'social_dominance'] as const satisfies readonly FigureId[];

/** Sectors to suggest for one the list does not have: the close ones ("defii" → defi) first. */
function sectorsLike(typed: string): MarkdownText {
  const close = COMMON_SECTORS.filter((s) => editDistance(typed, s, 2) <= 2);
  return joined([...new Set([...close, ...COMMON_SECTORS])].slice(0, 6).map((s) => cell(s, 40)), ', ');
}

/** What an empty list says: a sector the service has no coin in may be no sector at all. */
function emptyList(i: MarketInput): MarkdownText {
  if (i.asset === 'stocks') return say(l10n.t('_No stocks in this list._'));
  if (!i.filter) return say(l10n.t('_No coins in this list._'));
  return say(l10n.t('_No coins in a sector named "{0}"; sectors the service names include {1}._'), cell(i.filter, 40), sectorsLike(i.filter));
}

/** "## Coins by Galaxy Score (highest first) in sector "defi"": the sort named as the catalogue labels its figure. */
function heading(i: MarketInput): MarkdownText {
  const order = i.desc ? l10n.t('highest first') : l10n.t('lowest first');
  if (i.asset === 'stocks') return say(l10n.t('## Stocks by {0} ({1})'), label(i.sort), ownMarkdown(order));
  if (!i.filter) return say(l10n.t('## Coins by {0} ({1})'), label(i.sort), ownMarkdown(order));
  return say(l10n.t('## Coins by {0} ({1}) in sector "{2}"'), label(i.sort), ownMarkdown(order), cell(i.filter));
}

/** What the market tool fetches, in the person's language: "the hourly coins list by Galaxy Score in sector "defi"". */
function listWords(i: MarketInput): MarkdownText {
  const list = i.asset === 'coins' ? (i.live ? l10n.t('the live coins list') : l10n.t('the hourly coins list')) : i.live ? l10n.t('the live stocks list') : l10n.t('the hourly stocks list');
  return i.filter ? say(l10n.t('{0} by {1} in sector "{2}"'), ownMarkdown(list), label(i.sort), cell(i.filter, 60)) : say(l10n.t('{0} by {1}'), ownMarkdown(list), label(i.sort));
}

function listOp(asset: 'coins' | 'stocks', live: boolean): 'coinsList' | 'coinsListV2' | 'stocksList' | 'stocksListV2' {
  return asset === 'coins' ? (live ? 'coinsListV2' : 'coinsList') : live ? 'stocksListV2' : 'stocksList';
}

export const market = defineTool('market', {
  input: (o): MarketInput => {
    const asset = oneOf(o, 'asset', MARKET_ASSETS, 'coins');
    const sort = oneOf(o, 'sort', MARKET_SORTS, asset === 'coins' ? 'market_cap' : 'market_cap_rank');
    if (asset === 'stocks' && COIN_ONLY_SORTS.includes(sort)) throw new Bad(l10n.t('Stocks cannot be sorted by {0}; use one of {1}.', sort, MARKET_SORTS.filter((s) => !COIN_ONLY_SORTS.includes(s)).join(', ')));
    const filterGiven = typeof o.filter === 'string' && o.filter.trim() !== '';
    if (filterGiven && asset === 'stocks') throw new Bad(l10n.t('"filter" applies to coins only (a sector such as "defi", "layer-1" or "meme").'));
    const filter = filterGiven ? (o.filter as string).trim().toLowerCase() : undefined;
    if (filter !== undefined && !/^[a-z0-9 _-]{1,40}$/.test(filter)) throw new Bad(l10n.t('"filter" is a sector name such as "defi": letters, numbers, spaces, - and _.'));
    return {
      asset, sort, desc: bool(o, 'desc', !['market_cap_rank', 'alt_rank'].includes(sort)), filter,
      limit: int(o, 'limit', 1, 50, 10), live: bool(o, 'live', false),
    };
  },
  calls: (i) => [{ op: listOp(i.asset, i.live), what: listWords(i) }],
  run: async (i, m, c) => {
    const params = { sort: i.sort, desc: i.desc, limit: i.limit, ...(i.filter ? { filter: i.filter } : {}) };
    const a: Answer<(Coin | Stock)[]> = i.asset === 'coins'
      ? i.live ? await m.take(c.coinsListV2(params, m.options)) : await m.take(c.coinsList(params, m.options))
      : i.live ? await m.take(c.stocksListV2(params, m.options)) : await m.take(c.stocksList(params, m.options));
    const rows = a.data.slice(0, i.limit).map((x, n) => [
      md`${n + 1}`, md`${cell(x.name, 30)} (${cell(x.symbol, 12)})`, ...MARKET_COLUMNS.map((id) => value(id, x[id])),
    ]);
    const total = typeof a.config.total_rows === 'number' ? a.config.total_rows : a.data.length;
    const refs = a.data.slice(0, i.limit).map((x) => (i.asset === 'coins' ? coinRef(x) : stockRef(x)));
    return {
      body: blocks([
        heading(i),
        table(['#', 'name (symbol)', ...MARKET_COLUMNS.map(label)], rows, emptyList(i)),
        leftOut(rows.length, total, 'ask with a larger limit, at most 50, or a filter'),
        // the list's own sentiment and dominance: not the topic summary's, which the topic tool reads
        say(l10n.t('_{0} and {1} as read from the {2}._'), label('sentiment'), label('social_dominance'), ownMarkdown(readWords({ op: listOp(i.asset, i.live), generated: a.generated }))),
        i.live ? undefined : say(l10n.t('_Hourly list (cheaper on quota); ask with live: true for prices of the last minute._')),
      ]),
      refs,
    };
  },
});
