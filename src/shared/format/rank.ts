// Rank movement. A smaller rank is better, so moving from #5 to #2 is "up 3".
import * as l10n from './l10n';

export interface RankMove {
  /** "▲3", "▼2" or "—" (unchanged): for descriptions. */
  symbol: string;
  /** "up 3 places", "down 2 places", "unchanged": for tooltips and screen readers. */
  words: string;
  /** Places gained (positive) or lost (negative). */
  delta: number;
}

function usableRank(n: number | undefined): n is number {
  return typeof n === 'number' && Number.isFinite(n) && n > 0;
}

/** Undefined when either rank is missing: there is no movement to show. */
export function rankMove(current: number | undefined, previous: number | undefined): RankMove | undefined {
  if (!usableRank(current) || !usableRank(previous)) return undefined;
  const delta = previous - current;
  if (delta === 0) return { symbol: '—', words: l10n.t('unchanged'), delta };
  const n = Math.abs(delta);
  const words = delta > 0
    ? (n === 1 ? l10n.t('up 1 place') : l10n.t('up {0} places', n))
    : (n === 1 ? l10n.t('down 1 place') : l10n.t('down {0} places', n));
  return { symbol: delta > 0 ? `▲${n}` : `▼${n}`, words, delta };
}

/** One item's ranks in a ranked list (the trending topics): now, an hour ago and a day ago. */
export interface ListRanks {
  rank?: number;
  previous1h?: number;
  previous24h?: number;
}

/**
 * The list's moves over the hour and the day: its own rank now against its own earlier ones.
 * Another answer's rank (a summary's, read at another time) against them is a move no list made.
 */
export function listRankMoves(ranks: ListRanks): { hour?: RankMove; day?: RankMove } {
  return { hour: rankMove(ranks.rank, ranks.previous1h), day: rankMove(ranks.rank, ranks.previous24h) };
}
