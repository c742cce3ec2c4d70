// Rank movement. A smaller rank is better, so moving from #5 to #2 is "up 3".

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
  if (delta === 0) return { symbol: '—', words: 'unchanged', delta };
  const places = Math.abs(delta) === 1 ? 'place' : 'places';
  return delta > 0
    ? { symbol: `▲${delta}`, words: `up ${delta} ${places}`, delta }
    : { symbol: `▼${-delta}`, words: `down ${-delta} ${places}`, delta };
}
