// One pin in the ticker: a short name and the figure chosen for its kind, formatted as the
// Watchlist formats it (src/shared/figures), the way it moved, a tooltip with its key figures and what
// each is, and the same in words for a screen reader. Pure.
import * as l10n from '../../../shared/format/l10n';
import { demoWords } from '../../../shared/format/demoMark';
import { shownDirection } from '../../../shared/format/direction';
import { showsNothing, truncate } from '../../../shared/format/markdown';
import { MISSING } from '../../../shared/format/numbers';
import { figure, type FigureId } from '../../../shared/figures/catalogue';
import { topicSentiment } from '../../../shared/figures/derive';
import { readWords } from '../../../shared/figures/describe';
import { briefFigure, figureWords, hasFigure, type FigureOptions } from '../../../shared/figures/format';
import { kindNoun, type ItemRef } from '../../../shared/items';
import { joinMarkdown, markdown, status, tLabel, tMarkdown, type LabelText, type MarkdownText, type StatusText } from '../../../editor/sinks/neutral';
import { figureLine } from '../../../editor/treeKit/figureLines';
import type { PinnedRead } from '../../../editor/watchlist/figures';
import type { TopicFigure } from './settings';

/** How the chosen figure moved: a price's 24 h change, a topic's interactions trend. */
export type Direction = 'up' | 'down' | 'flat';

export interface TickerEntry {
  ref: ItemRef;
  text: StatusText;
  direction?: Direction;
  tooltip: MarkdownText;
  spoken: string;
  /** What the status bar's menu of entries calls it ("Social Pulse Ticker: BTC"). */
  name: LabelText;
}

/** A short name fits the status bar; the tooltip has the whole title. */
const SHORT_NAME = 16;

/**
 * The arrow is our own icon, written in the template's literal part (a value's `$(` is escaped).
 * Figures the last load could not read again carry a warning instead: no arrow says how they move now.
 */
function statusLine(direction: Direction | undefined, name: string, figures: string, stale: boolean): StatusText {
  if (stale) return status`$(warning) ${name} ${figures}`;
  switch (direction) {
    case 'up': return status`$(arrow-up) ${name} ${figures}`;
    case 'down': return status`$(arrow-down) ${name} ${figures}`;
    case 'flat': return status`$(arrow-right) ${name} ${figures}`;
    default: return status`${name} ${figures}`;
  }
}

const TOOLTIP_FIGURES: Readonly<Record<'asset' | 'social' | 'nft', readonly FigureId[]>> = {
  asset: ['price', 'percent_change_24h', 'market_cap', 'volume_24h', 'galaxy_score', 'alt_rank'],
  social: ['topic_rank', 'interactions_24h', 'num_contributors', 'num_posts', 'topic_sentiment'],
  nft: ['floor_price', 'percent_change_24h', 'market_cap', 'volume_24h'],
};

interface Shown {
  name: string;
  /** The figures on the status bar, each in the catalogue's brief form (as the Watchlist's rows write them). */
  figures: { id: FigureId; value: number | undefined; o?: FigureOptions }[];
  direction?: Direction;
  /** The figures of the tooltip, by id. */
  values: Partial<Record<FigureId, number>>;
  currency?: string;
  title: string;
}

function trendDirection(trend: string | undefined): Direction | undefined {
  return trend === 'up' ? 'up' : trend === 'down' ? 'down' : trend === 'flat' ? 'flat' : undefined;
}

/** The service's name, else the pin's title: a name of spaces, bidi marks or zero-width spaces shows nothing. */
function visibleOr(text: string | undefined, pinTitle: string): string {
  return text === undefined || showsNothing(text) ? pinTitle : text;
}

function shown(read: PinnedRead, topicFigure: TopicFigure): Shown {
  const { data, ref } = read;
  switch (data.kind) {
    case 'coin':
    case 'stock': {
      const a = data.asset;
      const price = a.price !== undefined ? [{ id: 'price' as const, value: a.price }] : [];
      return {
        name: visibleOr(a.symbol?.toUpperCase(), ref.title), title: ref.title,
        figures: [...price, { id: 'percent_change_24h', value: a.percent_change_24h }],
        direction: shownDirection(a.percent_change_24h),
        values: { price: a.price, percent_change_24h: a.percent_change_24h, market_cap: a.market_cap, volume_24h: a.volume_24h, galaxy_score: a.galaxy_score, alt_rank: a.alt_rank },
      };
    }
    case 'nft': {
      const n = data.nft;
      const currency = n.base_crypto;
      return {
        name: visibleOr(n.name, ref.title), title: ref.title, currency,
        figures: [{ id: 'floor_price', value: n.floor_price, o: { currency } }, { id: 'percent_change_24h', value: n.percent_change_24h }],
        direction: shownDirection(n.percent_change_24h),
        values: { floor_price: n.floor_price, percent_change_24h: n.percent_change_24h, market_cap: n.market_cap, volume_24h: n.volume_24h },
      };
    }
    default: {
      const s = data.summary;
      const rank = data.kind === 'topic' ? data.summary.topic_rank : undefined;
      const byRank = topicFigure === 'rank' && rank !== undefined;
      return {
        name: visibleOr(s.title, ref.title), title: visibleOr(s.title, ref.title),
        figures: [byRank ? { id: 'topic_rank', value: rank } : { id: 'interactions_24h', value: s.interactions_24h, o: { compact: true } }],
        direction: trendDirection(s.trend),
        values: { topic_rank: rank, interactions_24h: s.interactions_24h, num_contributors: s.num_contributors, num_posts: s.num_posts, topic_sentiment: topicSentiment(s) },
      };
    }
  }
}

function trendWords(direction: Direction): string {
  return direction === 'up' ? l10n.t('rising') : direction === 'down' ? l10n.t('falling') : l10n.t('flat');
}

/** `demo`: the figures are the demo data's, and the tooltip and the spoken words say so. */
export function tickerEntry(read: PinnedRead, topicFigure: TopicFigure, demo = false): TickerEntry {
  const s = shown(read, topicFigure);
  const name = truncate(s.name, SHORT_NAME);
  // each figure in its brief form, as the Watchlist's row writes it ("+1.50% 24 h")
  const values = s.figures.filter((f) => hasFigure(f.value)).map((f) => briefFigure(f.id, f.value, f.o));
  const figures = values.length ? values.join(' ') : MISSING;
  const stale = read.stale === true;
  const text = statusLine(s.direction, name, figures, stale);
  const social = read.data.kind === 'topic' || read.data.kind === 'category';
  const ids = TOOLTIP_FIGURES[social ? 'social' : read.data.kind === 'nft' ? 'nft' : 'asset'];
  const tooltip = joinMarkdown([
    tMarkdown(l10n.t('**{0}** · {1}'), s.title, kindNoun(read.ref.kind)),
    ...ids.map((id) => figureLine(id, s.values[id], { currency: s.currency })),
    social && s.direction ? tMarkdown(l10n.t('Interactions trend: {0}'), trendWords(s.direction)) : undefined,
    tMarkdown(l10n.t('As the Watchlist read it, from the {0}. Click to open.'), readWords({ op: read.op, generated: read.generated })),
    stale ? tMarkdown(l10n.t('The Watchlist could not load it at its last refresh: these figures are from before.')) : undefined,
    demo ? markdown`_${demoWords()}_` : undefined,
  ], '  \n');
  const spoken = [name, ...s.figures.filter((f) => hasFigure(f.value)).map((f) => l10n.t('{0} {1}', figure(f.id).label, figureWords(f.id, f.value, f.o))),
    social && s.direction ? l10n.t('interactions {0}', trendWords(s.direction)) : undefined, stale ? l10n.t('not updated') : undefined,
    demo ? l10n.t('demo data') : undefined].filter(Boolean).join(', ');
  return { ref: read.ref, text, ...(stale ? {} : { direction: s.direction }), tooltip, spoken, name: tLabel(l10n.t('Social Pulse Ticker: {0}'), name) };
}
