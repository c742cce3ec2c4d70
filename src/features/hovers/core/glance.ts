// A subject at a glance, for a hover where a person writes: its key figures from one answer (the
// catalogue's labels, units and formats), where and when they were read, and the dated snapshot
// line a person can drop under their own. Pure.
import type { Coin, TopicSummary, CategorySummary } from '../../../service/api/types';
import type { Nft, Stock } from '../../../service/api/types-market';
import type { FigureId } from '../../../shared/figures/catalogue';
import { figure } from '../../../shared/figures/catalogue';
import { topicSentiment } from '../../../shared/figures/derive';
import { readWords, type ReadAt } from '../../../shared/figures/describe';
import { formatFigure, hasFigure } from '../../../shared/figures/format';
import * as l10n from '../../../shared/format/l10n';
import { mdAtLineStart, mdInline } from '../../../shared/format/markdown';
import { currentTimeZone, formatStamp } from '../../../shared/format/time';
import type { ShownZone } from '../../../shared/format/zone';
import type { ItemRef } from '../../../shared/items';

export interface Glance {
  /** What Open shows: the subject as the service knows it. */
  ref: ItemRef;
  /** Service text: the subject's name (and symbol). */
  title: string;
  figures: readonly { id: FigureId; value: number | undefined }[];
  read: ReadAt;
  /** When this client received the answer (ms), for its age. */
  receivedAt: number;
  /** The currency an NFT collection's floor price is quoted in. */
  currency?: string;
}

/** The figures a hover shows per kind of subject, most asked first. */
export const GLANCE_FIGURES = {
  market: ['price', 'percent_change_24h', 'market_cap', 'galaxy_score', 'alt_rank', 'sentiment', 'social_dominance', 'interactions_24h'],
  nft: ['floor_price', 'percent_change_24h', 'market_cap', 'galaxy_score', 'alt_rank', 'social_dominance', 'interactions_24h'],
  topic: ['topic_rank', 'topic_sentiment', 'interactions_24h', 'num_contributors', 'num_posts'],
  category: ['topic_sentiment', 'interactions_24h', 'num_contributors', 'num_posts'],
} as const satisfies Record<string, readonly FigureId[]>;

type Received = { read: ReadAt; receivedAt: number };

export function marketGlance(ref: ItemRef, row: Coin | Stock, at: Received): Glance {
  const symbol = row.symbol ? ` (${row.symbol.toUpperCase()})` : '';
  return { ref, title: `${row.name || ref.title}${symbol}`, figures: GLANCE_FIGURES.market.map((id) => ({ id, value: row[id] })), ...at };
}

export function nftGlance(ref: ItemRef, row: Nft, at: Received): Glance {
  return { ref, title: row.name || ref.title, figures: GLANCE_FIGURES.nft.map((id) => ({ id, value: row[id] })), currency: row.base_crypto, ...at };
}

export function summaryGlance(ref: ItemRef, s: TopicSummary | CategorySummary, at: Received): Glance {
  const values: Partial<Record<FigureId, number | undefined>> = {
    topic_rank: 'topic_rank' in s ? s.topic_rank : undefined,
    topic_sentiment: topicSentiment(s),
    interactions_24h: s.interactions_24h,
    num_contributors: s.num_contributors,
    num_posts: s.num_posts,
  };
  const ids = ref.kind === 'topic' ? GLANCE_FIGURES.topic : GLANCE_FIGURES.category;
  return { ref, title: s.title || ref.title, figures: ids.map((id) => ({ id, value: values[id] })), ...at };
}

/**
 * The line dropped under a person's own: dated in `zone` (by default the one times are shown in),
 * which it names, each figure labelled as the catalogue labels it, where it was read, the demo said.
 * Service text is escaped where markdown would act.
 * "- Bitcoin (BTC), 2026-11-29 14:05 UTC: Price $84,559.90 · Change (24h) +1.20% · … (Social Pulse: coins list, 14:00 UTC)"
 */
export function snapshotLine(g: Glance, demo: boolean, zone: ShownZone = currentTimeZone()): string {
  const figures = g.figures.filter((f) => hasFigure(f.value)).map((f) => `${figure(f.id).label} ${formatFigure(f.id, f.value, { currency: g.currency })}`);
  const source = demo ? l10n.t('Social Pulse demo data') : l10n.t('Social Pulse: {0}', readWords(g.read, zone));
  return `- ${mdAtLineStart(mdInline(g.title))}, ${formatStamp(g.receivedAt, zone)}: ${mdInline(figures.join(' · ') || l10n.t('no figures'))} (${mdInline(source)})`;
}
