// The ticker's settings, checked: which pins it shows (`socialPulse.ticker.items`: "all", or a
// list naming pins), how many (`socialPulse.ticker.max`) and which figure a topic shows
// (`socialPulse.ticker.topicFigure`). A bad value falls back to its default and is named (the
// feature logs it, and says it when the person has just changed the setting). Pure.
import * as l10n from '../../../shared/format/l10n';
import type { FeatureSettingProblem } from '../../../editor/settingsCheck';

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
  problems: FeatureSettingProblem[];
}


export const TICKER_ITEMS = 'socialPulse.ticker.items';
const TICKER_MAX = 'socialPulse.ticker.max';
const TICKER_TOPIC_FIGURE = 'socialPulse.ticker.topicFigure';

function checkItems(value: unknown, problems: FeatureSettingProblem[]): 'all' | readonly string[] {
  if (value === undefined || value === 'all') return 'all';
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) {
    const names = [...new Set(value.map((v: string) => v.trim().toLowerCase()).filter(Boolean))];
    if (names.length) return names;
    problems.push({ setting: TICKER_ITEMS, message: l10n.t('{0} names no pin; showing all pins. To hide the ticker, use {1}.', TICKER_ITEMS, 'Social Pulse: Toggle Ticker') });
    return 'all';
  }
  problems.push({ setting: TICKER_ITEMS, message: l10n.t('{0} must be "all" or a list of pins (a symbol, a name or kind:id such as "coin:btc"); showing all pins.', TICKER_ITEMS) });
  return 'all';
}

export function checkTickerSettings(raw: RawTickerSettings): TickerSettings {
  const problems: FeatureSettingProblem[] = [];
  const items = checkItems(raw.items, problems);
  const max = typeof raw.max === 'number' && Number.isInteger(raw.max) && raw.max >= 1 && raw.max <= TICKER_MAX_LIMIT ? raw.max : TICKER_MAX_DEFAULT;
  if (raw.max !== undefined && max !== raw.max) {
    problems.push({ setting: TICKER_MAX, message: l10n.t('{0} must be a whole number from 1 to {1}; using {2}.', TICKER_MAX, TICKER_MAX_LIMIT, TICKER_MAX_DEFAULT) });
  }
  const topicFigure: TopicFigure = raw.topicFigure === 'interactions' ? 'interactions' : 'rank';
  if (raw.topicFigure !== undefined && raw.topicFigure !== topicFigure) {
    problems.push({ setting: TICKER_TOPIC_FIGURE, message: l10n.t('{0} must be "rank" or "interactions"; using "rank".', TICKER_TOPIC_FIGURE) });
  }
  return { items, max, topicFigure, problems };
}
