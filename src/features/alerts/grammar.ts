// Rules in plain words, without a language model: "when solana posts spike while price is flat".
// A small grammar: `when <subject> <figure> <condition>`, one condition per rule. The subject
// stays words (the caller resolves them to an item and confirms); what cannot be read is refused
// with a sentence saying what would be. The phrasings are documented in the README's alerts
// section (the unit test reads them from there). Pure.
import * as l10n from '../../shared/format/l10n';
import { kindNoun, takesAn, type ItemRef } from '../../shared/items';
import type { AlertKind, AlertRule, Condition, Metric } from './core/model';
import {
  ALERT_KINDS, changesInPoints, newConditionProblem, DEFAULT_COOLDOWN_MINUTES, describeCondition, fromStoredMetric, METRIC_INFO, metricsFor, newRuleId, parseRule,
  percentChangeProblem, UNUSUAL_WINDOW_DAYS,
} from './core/model';
import { shortName } from './shortName';
import { levelRules } from './core/flow';
import { typedNumberProblem } from '../../shared/format/typedNumber';
import { figure } from '../../shared/figures/catalogue';

export interface DraftRule {
  /** The words naming the subject, as typed ("solana", "BTC"). */
  subjectText: string;
  /** The kinds of subject the rule applies to ("the coin solana" names one). */
  kinds: AlertKind[];
  metric: Metric;
  condition: Condition;
  /** The line's currency when typed with it, for a figure counted in the collection's own ("10 eth"). */
  currency?: string;
  /** The figure and condition in words: "Active posts is unusual: …". */
  description: string;
}

export interface PhraseResult {
  rule?: DraftRule;
  problem?: string;
}

/** Defaults of the words that name no number. */
export const PHRASE_DEFAULTS = {
  k: 3,
  windowDays: UNUSUAL_WINDOW_DAYS.default,
  risePercent: 50,
  flatPercent: 2,
  windowHours: 24,
  changeMinutes: 60,
} as const;

/** The grammar reads English words: the example stays as typed, the sentence around it is translated. */
const EXAMPLE = '"when solana posts spike while price is flat"';

/**
 * The figures by their words; an adjective of the figure's ("active posts") is the figure's, not the
 * subject's. The first words in the line name it; of words starting at the same place, the longer
 * ("interactions vs median", "sentiment across networks") are listed first. Each figure's label
 * reads as its words (a rule's sentence typed back after "when" reads as its rule).
 */
const FIGURES: readonly [RegExp, Metric][] = [
  [/\b(?:new posts|posts created)\b/, 'postsCreated'],
  [/\b(?:active )?posts\b/, 'postsActive'],
  [/\binteractions (?:vs\.?|versus|against) (?:the |their |its )?(?:7-day |7 day )?median\b/, 'interactionsVsMedian'],
  [/\b(?:total )?(?:interactions|engagement)\b/, 'interactions'],
  [/\b(?:active )?contributors\b/, 'contributorsActive'],
  [/\bsentiment across networks\b/, 'topicSentiment'],
  [/\bsentiment\b/, 'sentiment'],
  // an NFT collection's value: its floor ("price" of a collection named as one means it too)
  [/\bfloor(?: price)?\b/, 'floorPrice'],
  [/\b(?:24 ?h(?:ours?)? (?:price )?change|change (?:in )?24 ?h(?:ours?)?)\b/, 'change24h'],
  [/\bprice\b/, 'price'],
  [/\bgalaxy score\b/, 'galaxyScore'],
  [/\balt ?rank\b/, 'altRank'],
  // "rank" alone: the topic's only when the subject is named as a topic, else asked (whichRank)
  [/\b(?:topic )?rank\b/, 'topicRank'],
  [/\bsocial dominance\b/, 'socialDominance'],
  [/\bfollowers\b/, 'followers'],
];

/** Words that name a figure the service does not count: refused, never read as part of the subject. */
const UNCOUNTED = /\bnew contributors\b/;

const FIGURE_WORDS = 'interactions, interactions vs median, posts, new posts, contributors, sentiment, sentiment across networks, price, 24h change, floor (of an NFT collection), galaxy score, alt rank, topic rank, social dominance, followers';

const CONDITION_WORDS = [
  '"are unusual" or "spike" (optionally "by day", "over 14 days", "by 4 deviations")',
  '"spike while price is flat" or "rise by 80% in 12h while price moves less than 3%"',
  'for sentiment: "drops by 10 points in 24h", "goes below 40", "goes above 60", "crosses 50"',
  'for a figure in percent (sentiment, social dominance): "rises by 5 points in 4h"',
  '"goes above 100", "goes below 100", "crosses 100", "rises by 5% in 4h", "enters the top 10"',
].join('; ');

const KIND_WORDS: Readonly<Record<string, AlertKind>> = {
  topic: 'topic', category: 'category', coin: 'coin', crypto: 'coin', stock: 'stock', nft: 'nft', creator: 'creator',
};

const NUM = String.raw`(\$?)(\d[\d,]*(?:\.\d+)?|\.\d+)\s*([kmbt](?![a-z]))?`;
const WINDOW = String.raw`(?:in|within|over)\s+(?:(an?|\d+(?:\.\d+)?)\s*(m|mins?|minutes?|h|hrs?|hours?|d|days?|w|wks?|weeks?))`;

// a line's words: the verb is optional ("price above 100k"), a sign or a verb of its own says the way ("> 90k", "exceeds 90k");
// "hits" and "reaches" say no way (a price may reach a level from above): they cross it
const ABOVE = String.raw`(?:(?:go(?:es)?|is|are|gets?|rises?|climbs?|jumps?|moves?)\s+)?(?:above|over)\b|(?:exceeds?|tops?)\b|>=?`;
const BELOW = String.raw`(?:(?:go(?:es)?|is|are|gets?|falls?|drops?|dips?|sinks?|moves?)\s+)?(?:below|under)\b|<=?`;
const LINE = new RegExp(`^(?:(?:is\\s+)?(${ABOVE})|(?:is\\s+)?(${BELOW})|(cross(?:es)?\\b|hits?\\b|reach(?:es)?\\b))\\s*${NUM}(%?)(?:\\s*([a-z]{2,10}))?$`);
/** The words of a dollar amount after the number ("100,000 usd"), read as its `$`. */
const DOLLAR_WORDS = /^(?:usd|dollars?)$/;

/**
 * A change by a percentage, or by points (a figure in percent: changesInPoints): the verb, the
 * number, `%` or the points' word, the window's count and unit.
 */
const CHANGE = new RegExp(`^(rises?|climbs?|jumps?|falls?|drops?|changes?|moves?)\\s+(?:by\\s+)?(\\d+(?:\\.\\d+)?)\\s*(%|(?:points?|pts?)\\b)(?:\\s+${WINDOW})?$`);

function number(digits: string, scale: string | undefined): number {
  const n = Number(digits.replace(/,/g, ''));
  return n * (scale === 'k' ? 1e3 : scale === 'm' ? 1e6 : scale === 'b' ? 1e9 : scale === 't' ? 1e12 : 1);
}

/** A window in minutes, from "24h", "2 days", "an hour", "90 min", "a week". */
function minutesOf(count: string, unit: string): number {
  const n = count === 'a' || count === 'an' ? 1 : Number(count);
  return unit.startsWith('w') ? n * 10_080 : unit.startsWith('d') ? n * 1440 : unit.startsWith('h') ? n * 60 : n;
}

/** A window in whole hours (what series conditions take), or a problem. */
function hoursOf(minutes: number): number | string {
  return minutes % 60 === 0 ? minutes / 60 : l10n.t('Give the window in whole hours or days, e.g. "in 24h".');
}

function cut(text: string, re: RegExp): [string, RegExpExecArray | undefined] {
  const m = re.exec(text);
  return m ? [(text.slice(0, m.index) + text.slice(m.index + m[0].length)).replace(/\s+/g, ' ').trim(), m] : [text, undefined];
}

/** "spike while price is flat", "rise by 80% in 12h while price moves less than 3%". */
function divergence(rise: string, price: string): Condition | string {
  const [head, within] = cut(rise, new RegExp(`\\b${WINDOW}$`));
  const windowMinutes = within ? minutesOf(within[1]!, within[2]!) : PHRASE_DEFAULTS.windowHours * 60;
  const by = /^(?:spikes?|(?:rises?|jumps?|climbs?|grows?)(?:\s+by)?\s+(\d+(?:\.\d+)?)\s*%)$/.exec(head);
  if (!by) return l10n.t('Say how the figure rises while the price stays flat: "spike while price is flat" or "rise by 80% in 12h while price is flat".');
  // "(or falls)": the rule's sentence says the price may fall too
  const flat = /^(?:is|stays|remains)\s+flat$/.test(price) ? PHRASE_DEFAULTS.flatPercent
    : Number(/^(?:moves|rises|changes)\s+(?:by\s+)?less\s+than\s+(\d+(?:\.\d+)?)\s*%(?:\s*\(or falls\))?$/.exec(price)?.[1] ?? NaN);
  if (!Number.isFinite(flat)) return l10n.t('Say how the price behaves: "while price is flat" or "while price moves less than 3%".');
  const hours = hoursOf(windowMinutes);
  if (typeof hours === 'string') return hours;
  return { kind: 'diverges', risePercent: by[1] ? Number(by[1]) : PHRASE_DEFAULTS.risePercent, pricePercent: flat, windowHours: hours };
}

/**
 * The rule's sentence, typed back: "unusually high, the latest hour at least 3 deviations above
 * the same hour of the last 7 days" (by day: "the latest day … above the last 7 days"; earlier
 * versions wrote a colon after "high").
 */
const UNUSUAL_SENTENCE = /^unusually high[,:] the latest (hour|day) at least (\d+(?:\.\d+)?) deviations? above (the same hour of )?the last (\d+) days$/;

/** "are unusual", "spike", with "by day", "over 14 days", "by 4 deviations" in any order, or its sentence; undefined: not these words. */
function unusual(rest: string): Condition | undefined {
  const sentence = UNUSUAL_SENTENCE.exec(rest);
  // the hour's sentence compares the same hour of each day, the day's the days
  if (sentence && (sentence[1] === 'hour') === (sentence[3] !== undefined)) {
    return { kind: 'unusual', k: Number(sentence[2]), windowDays: Number(sentence[4]), bucket: sentence[1] === 'day' ? 'day' : 'hour' };
  }
  const [r1, byDay] = cut(rest, /\b(?:by day|daily|per day)\b/);
  const [r2] = cut(r1, /\b(?:by hour|hourly|per hour)\b/);
  const [r3, over] = cut(r2, /\bover\s+(\d+)\s+days?\b/);
  const [core, devs] = cut(r3, /\b(?:by|at)\s+(\d+(?:\.\d+)?)\s+(?:deviations?|sigmas?)\b/);
  if (/^(?:(?:is|are|looks?|gets?)\s+(?:unusual|unusually\s+high|abnormal)|spikes?)$/.test(core)) {
    return { kind: 'unusual', k: devs ? Number(devs[1]) : PHRASE_DEFAULTS.k, windowDays: over ? Number(over[1]) : PHRASE_DEFAULTS.windowDays, bucket: byDay ? 'day' : 'hour' };
  }
  return undefined;
}

/** A condition read, with the currency its line was typed in ("10 eth"), if any. */
interface Reading {
  condition: Condition;
  currency?: string;
}

/** The condition of the words after the figure, or a problem. */
function conditionOf(metric: Metric, rest: string): Reading | string {
  const c = otherCondition(metric, rest) ?? lineOf(metric, rest);
  return typeof c === 'string' || 'condition' in c ? c : { condition: c };
}

/**
 * A line: above, below, crosses (sentiment turns through it, by hour); for a figure counted in
 * the collection's own currency (a floor), the number alone or with the currency's code, never
 * with `$`; else what would be understood.
 */
function lineOf(metric: Metric, typed: string): Reading | string {
  const { unit } = METRIC_INFO[metric];
  const crypto = unit === 'crypto';
  const rest = wordsOfLine(metric, typed);
  const line = LINE.exec(rest.text);
  // "usd" after a price is its $; after a floor it is refused as a $ is
  const dollars = (crypto || unit === 'money') && DOLLAR_WORDS.test(line?.[8] ?? '');
  if (!line || (line[8] && !crypto && !dollars)) return l10n.t('I did not understand "{0}". I understand {1}.', typed, CONDITION_WORDS);
  if (crypto && (line[4] || dollars)) {
    return l10n.t('A floor price is counted in the collection\'s own currency, not in dollars: give the number alone or with the currency, e.g. "goes above 10" or "goes above 10 eth".');
  }
  const way = line[1] ? 'above' : line[2] ? 'below' : 'crosses';
  // a $ or a % the figure is not counted in is refused as the level box refuses it, not dropped
  const unitProblem = typedNumberProblem(`${line[4] || (dollars ? '$' : '')}${line[5]}${line[6] ?? ''}${line[7]}`, levelRules(metric, way));
  if (unitProblem) return unitProblem;
  const value = rest.sign * number(line[5]!, line[6]);
  // sentiment moving through a line is its hourly turn; "above 50%" with no verb is the level, as its rule's sentence says it
  const level = rest.turn === undefined && /^(?:above|over|below|under|[<>]=?)$/.test(line[1] ?? line[2] ?? '');
  if (metric === 'sentiment' && !level) {
    return { condition: { kind: 'sentimentCrosses', level: value, direction: rest.turn ?? (way === 'above' ? 'up' : way === 'below' ? 'down' : 'either') } };
  }
  return { condition: { kind: way, value }, ...(line[8] && !dollars ? { currency: line[8].toUpperCase() } : {}) };
}

const TURN = /^turns\s+(up|down)\s+through\b/;

const RANK_WAY = /^(?:is\s+|gets?\s+|goes\s+)?(worse|better)\s+than\s+(#?(\d[\d,]*(?:\.\d+)?))(?:\s+\(a number (above|below) (\d[\d,]*(?:\.\d+)?)\))?$/;

/**
 * A rank's line in its sentence's words, "worse than #50 (a number above 50)", as the line's own
 * ("above 50"): a worse place is a larger number. The number in brackets says the same line, or
 * the words are left as typed (and refused).
 */
function rankLine(text: string): string {
  const m = RANK_WAY.exec(text);
  if (!m) return text;
  const way = m[1] === 'worse' ? 'above' : 'below';
  const same = m[4] === undefined || (m[4] === way && Number(m[5]!.replace(/,/g, '')) === Number(m[3]!.replace(/,/g, '')));
  return same ? `${way} ${m[2]}` : text;
}

/**
 * A line's words as its rule's sentence says them, made plain: a rank's "#50", a signed
 * "+50.00%", a floor's "in the collection's currency", sentiment's "turns up through 50%".
 */
function wordsOfLine(metric: Metric, typed: string): { text: string; sign: 1 | -1; turn?: 'up' | 'down' } {
  let text = typed;
  if (METRIC_INFO[metric].rank) text = rankLine(text).replace(/(^|\s)#(?=\d)/, '$1');
  if (METRIC_INFO[metric].unit === 'crypto') text = text.replace(/\s+in the collection's currency$/, '');
  const [unsigned, sign] = cut(text, /(?<=\s)[+-](?=\d)/);
  const turn = metric === 'sentiment' ? TURN.exec(unsigned) : null;
  return {
    // the turn's words read as a crossing, its way kept in `turn`
    text: turn ? unsigned.replace(TURN, 'crosses') : unsigned,
    sign: sign?.[0] === '-' ? -1 : 1,
    ...(turn ? { turn: turn[1] === 'down' ? 'down' : 'up' } : {}),
  };
}

/** Every condition but a line, or a problem; undefined when the words are none of these. */
function otherCondition(metric: Metric, rest: string): Condition | string | undefined {
  // a divergence's sentence ends "(or falls)": one condition still
  if (/\b(?:and|or)\b/.test(rest.replace(/\s*\(or falls\)$/, ''))) return l10n.t('One condition per rule: make a second rule for the other part. I understand {0}.', CONDITION_WORDS);
  const whilePrice = /^(.*?)\s+while\s+(?:the\s+)?price\s+(.+)$/.exec(rest);
  if (whilePrice) return divergence(whilePrice[1]!, whilePrice[2]!);
  const usual = unusual(rest);
  if (usual) return usual;
  // a sentiment turn: hourly sentiment drops by points from the window's highest hour (its sentence says "drops";
  // "falls by N points" is the change of the figure, as its own sentence says it)
  const drop = new RegExp(`^drops?\\s+(?:by\\s+)?(\\d+(?:\\.\\d+)?)\\s+(?:points?|pts?)(?:\\s+${WINDOW})?$`).exec(rest);
  if (drop && metric === 'sentiment') {
    const hours = hoursOf(drop[2] ? minutesOf(drop[2], drop[3]!) : PHRASE_DEFAULTS.windowHours * 60);
    return typeof hours === 'string' ? hours : { kind: 'sentimentDrops', points: Number(drop[1]), windowHours: hours };
  }
  const change = CHANGE.exec(rest);
  return change ? changeOf(metric, change) : topOf(rest);
}

/**
 * A change within a window: by a percentage of the figure, or by points for a figure in percent
 * already; the other word is refused, saying which one the figure takes, never read as it.
 */
function changeOf(metric: Metric, change: RegExpExecArray): Condition | string {
  const verb = change[1]!;
  const { label } = METRIC_INFO[metric];
  const points = change[3] !== '%';
  if (points && !changesInPoints(metric)) {
    return percentChangeProblem(metric) ?? l10n.t('Points are for figures in percent (sentiment, social dominance); {0} changes by a percentage of itself: say "{1} by 10% in 24h".', label, verb);
  }
  if (!points && changesInPoints(metric)) return l10n.t('A change of {0} is counted in points (from 10% to 15% is 5 points): say "{1} by {2} points".', label, verb, change[2]!);
  const direction = /^(?:rise|climb|jump)/.test(verb) ? 'up' : /^(?:fall|drop)/.test(verb) ? 'down' : 'either';
  const windowMinutes = change[4] ? minutesOf(change[4], change[5]!) : PHRASE_DEFAULTS.changeMinutes;
  return { kind: 'changesBy', percent: Number(change[2]), windowMinutes, direction };
}

/** "enters the top 10", or undefined. */
function topOf(rest: string): Condition | undefined {
  const top = /^enters?\s+the\s+top\s+(\d+)$/.exec(rest);
  return top ? { kind: 'entersTop', n: Number(top[1]) } : undefined;
}

/**
 * Where the figure is named, and which; with none named, a `$` line or a change by a percentage
 * right after the subject is its price's ("when BTC > $95,000", "when eth drops 5% in 24h").
 */
function figureOf(body: string): { metric: Metric; index: number; length: number } | undefined {
  let found: { metric: Metric; index: number; length: number } | undefined;
  for (const [re, metric] of FIGURES) {
    const m = re.exec(body);
    if (m && (!found || m.index < found.index)) found = { metric, index: m.index, length: m[0].length };
  }
  if (found) return found;
  for (const space of body.matchAll(/ /g)) {
    const rest = body.slice(space.index + 1);
    const line = LINE.exec(rest);
    // a change by points is no price's: it names no figure
    if (CHANGE.exec(rest)?.[3] === '%' || (line && (line[4] || DOLLAR_WORDS.test(line[8] ?? '')))) return { metric: 'price', index: space.index, length: 0 };
  }
  return undefined;
}

/** Which figure a bare "rank" is, asked: the ranks an alert watches, by the catalogue's names. */
function whichRank(): string {
  return l10n.t('Which rank? Say "topic rank" for {0} (a topic\'s place among all topics) or "alt rank" for {1} (a coin\'s, stock\'s or NFT collection\'s); {2} is not watched.',
    figure('topic_rank').label, figure('alt_rank').label, figure('market_cap_rank').label);
}

/** The subject's words as typed, without "the" or "'s", and the kinds a kind's word before them narrows it to. */
function subjectOfWords(words: string): { subjectText: string; kinds: AlertKind[] } {
  // a rule's sentence typed back names its subject with a colon: "Bitcoin (BTC): Price above $100,000"
  const text = words.trim().replace(/:$/, '').replace(/'s$/i, '').replace(/^the\s+/i, '').trim();
  const named = /^(topic|category|coin|crypto|stock|nft|creator)\s+(.+)$/i.exec(text);
  return named ? { subjectText: named[2]!.trim(), kinds: [KIND_WORDS[named[1]!.toLowerCase()]!] } : { subjectText: text, kinds: [...ALERT_KINDS] };
}

/** The draft rule a phrase describes, or a problem saying what would be understood. */
export function parseAlertPhrase(text: string): PhraseResult {
  // read in lower case; the subject is kept as typed, from the same offsets ("BTC" stays a ticker)
  const typed = text.replace(/[\u2018\u2019]/g, "'").replace(/\s+/g, ' ').trim()
    .replace(/^@pulse\s+/i, '').replace(/^\/alert\b\s*/i, '').replace(/^(?:alert|notify|tell) me\s+/i, '').replace(/[.!?]+$/, '').trim();
  const t = typed.toLowerCase();
  if (!t) return { problem: l10n.t('Say when to alert you, e.g. {0}.', EXAMPLE) };
  const when = /^(?:when|if)\s+(.+)$/.exec(t);
  if (!when) return { problem: l10n.t('Start with "when", e.g. {0}.', EXAMPLE) };
  const body = when[1]!;
  const uncounted = UNCOUNTED.exec(body);
  if (uncounted) return { problem: l10n.t('There is no count of {0} to watch. I can watch {1}.', uncounted[0], FIGURE_WORDS) };
  const found = figureOf(body);
  if (!found) return { problem: l10n.t('Name a figure to watch: {0}; e.g. {1}.', FIGURE_WORDS, EXAMPLE) };
  // a letter whose lower case is longer ("İ") moves the offsets: then the words are read in lower case
  const bodyStart = t.length - body.length;
  const subjectWords = typed.length === t.length ? typed.slice(bodyStart, bodyStart + found.index) : body.slice(0, found.index);
  const { subjectText, kinds } = subjectOfWords(subjectWords);
  const rest = body.slice(found.index + found.length).trim();
  if (!subjectText) return { problem: l10n.t('Say what to watch before the figure, e.g. "when bitcoin {0}".', body) };
  // "rank" alone is a topic's only where the subject is named as one: a coin's could be its AltRank or its market cap rank
  if (body.slice(found.index, found.index + found.length) === 'rank' && !(kinds.length === 1 && kinds[0] === 'topic')) return { problem: whichRank() };
  // an NFT collection has no price of its own: its price is its floor, in its own currency
  const metric = kinds.length === 1 ? fromStoredMetric(found.metric, kinds[0]!) : found.metric;
  if (!rest) return { problem: l10n.t('Say what should happen to {0}: I understand {1}.', METRIC_INFO[metric].label, CONDITION_WORDS) };
  const reading = conditionOf(metric, rest);
  if (typeof reading === 'string') return { problem: reading };
  const { condition, currency } = reading;
  const fits = kinds.filter((k) => metricsFor(k).includes(metric) && !newConditionProblem(metric, condition, k));
  if (!fits.length) {
    const only = kinds.length === 1 ? kinds[0]! : undefined;
    if (only && !metricsFor(only).includes(metric)) {
      const noun = kindNoun(only);
      return { problem: takesAn(only) ? l10n.t('An {0} has no {1}.', noun, METRIC_INFO[metric].label) : l10n.t('A {0} has no {1}.', noun, METRIC_INFO[metric].label) };
    }
    return { problem: newConditionProblem(metric, condition, only) ?? l10n.t('No subject has {0} {1}.', METRIC_INFO[metric].label, describeCondition(metric, condition, currency)) };
  }
  const description = `${METRIC_INFO[metric].label} ${describeCondition(metric, condition, currency)}`;
  return { rule: { subjectText, kinds: fits, metric, condition, ...(currency ? { currency } : {}), description } };
}

/** The rule a draft makes once its subject is resolved (and confirmed), or what is wrong. */
export function ruleFromDraft(draft: DraftRule, subject: ItemRef, now: number, cooldownMinutes = DEFAULT_COOLDOWN_MINUTES): AlertRule | string {
  const { metric, condition, currency } = draft;
  const name = shortName({ subject, metric, condition, currency });
  return parseRule({ id: newRuleId(now), name, subject, metric, condition, currency, cooldownMinutes, paused: false, createdAt: now });
}
