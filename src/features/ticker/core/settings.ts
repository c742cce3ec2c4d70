// The ticker's settings, checked: which pins it shows (`socialPulse.ticker.items`: "all", or a
// list naming pins), how many (`socialPulse.ticker.max`) and which figure a topic shows
// (`socialPulse.ticker.topicFigure`). A bad value falls back to its default and is named once
// (the feature logs it). Pure.
export const TICKER_MAX_DEFAULT = 5;
export const TICKER_MAX_LIMIT = 20;

/** A topic's figure: its rank among all topics, or its interactions in 24 h; either with the interactions' trend. */
export type TopicFigure = 'rank' | 'interactions';

export interface RawTickerSettings {
  items: unknown;
  max: unknown;
  topicFigure: unknown;
}

export interface TickerSettings {
  /** 'all' pins in the Watchlist's order, or the pins these names match, in this order. */
  items: 'all' | readonly string[];
  max: number;
  topicFigure: TopicFigure;
  problems: string[];
}

function checkItems(value: unknown, problems: string[]): 'all' | readonly string[] {
  if (value === undefined || value === 'all') return 'all';
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) {
    const names = [...new Set(value.map((v: string) => v.trim().toLowerCase()).filter(Boolean))];
    return names.length ? names : 'all';
  }
  problems.push('socialPulse.ticker.items must be "all" or a list of pins (a symbol, a name or kind:id such as "coin:btc"); showing all pins.');
  return 'all';
}

export function checkTickerSettings(raw: RawTickerSettings): TickerSettings {
  const problems: string[] = [];
  const items = checkItems(raw.items, problems);
  const max = typeof raw.max === 'number' && Number.isInteger(raw.max) && raw.max >= 1 && raw.max <= TICKER_MAX_LIMIT ? raw.max : TICKER_MAX_DEFAULT;
  if (raw.max !== undefined && max !== raw.max) problems.push(`socialPulse.ticker.max must be a whole number from 1 to ${TICKER_MAX_LIMIT}; using ${TICKER_MAX_DEFAULT}.`);
  const topicFigure: TopicFigure = raw.topicFigure === 'interactions' ? 'interactions' : 'rank';
  if (raw.topicFigure !== undefined && raw.topicFigure !== topicFigure) problems.push('socialPulse.ticker.topicFigure must be "rank" or "interactions"; using "rank".');
  return { items, max, topicFigure, problems };
}
