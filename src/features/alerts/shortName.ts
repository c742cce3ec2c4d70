// A rule's default name, short enough for a row of the Alerts view: the subject, the figure and
// the condition compactly ("BTC > $80K", "Bitcoin rank top 10", "CryptoPunks floor > 10 ETH",
// the floor in the catalogue's short form, its line with the digits typed, as the sentence says
// it); the whole sentence is describeRule's, shown once in the tooltip. Earlier versions named a
// rule by that sentence: such a name reads as the default too, and is replaced on reading
// (core/store.ts). Pure.
import { formatCompact } from '../../shared/format/numbers';
import { cutText } from '../../shared/format/cut';
import * as l10n from '../../shared/format/l10n';
import { figure } from '../../shared/figures/catalogue';
import type { ItemRef } from '../../shared/items';
import type { AlertRule, Condition, Metric } from './core/model';
import { changesInPoints, describeRule, earlierConditionText, formatLevel, formatMetric, METRIC_INFO, NAME_MAX, percentChangeText, windowText } from './core/model';

const SUBJECT_MAX = 30;

/** "BTC" of "Bitcoin (BTC)" for a market item; else the title, cut. */
export function shortSubject(subject: Pick<ItemRef, 'kind' | 'title'>): string {
  const symbol = subject.kind === 'coin' || subject.kind === 'stock' || subject.kind === 'nft' ? /\(([^()]{1,12})\)$/.exec(subject.title.trim())?.[1] : undefined;
  const text = (symbol ?? subject.title).trim();
  return text.length > SUBJECT_MAX ? `${cutText(text, SUBJECT_MAX - 1)}…` : text;
}

/** The figure in a word or two; empty for a price against a line (the $ says it). The floor's brief says it (shortRule). */
function shortMetric(metric: Exclude<Metric, 'floorPrice'>, c: Condition): string {
  switch (metric) {
    case 'price': return c.kind === 'above' || c.kind === 'below' || c.kind === 'crosses' ? '' : l10n.t('price');
    // a figure's own label where it is short already (src/shared/figures)
    case 'change24h': return figure('percent_change_24h').label;
    case 'sentiment': return l10n.t('sentiment');
    case 'topicSentiment': return l10n.t('sentiment across networks');
    case 'interactionsVsMedian': return l10n.t('interactions vs median');
    case 'topicRank': return l10n.t('rank');
    case 'galaxyScore': return figure('galaxy_score').label;
    case 'altRank': return figure('alt_rank').label;
    case 'socialDominance': return l10n.t('dominance');
    case 'followers': return l10n.t('followers');
    case 'interactions': return l10n.t('interactions');
    case 'postsActive': return l10n.t('posts');
    case 'postsCreated': return l10n.t('new posts');
    case 'contributorsActive': return l10n.t('contributors');
  }
}

/**
 * How a name writes a line's number: `typed`, the threshold the rule's sentence states (formatLevel),
 * compact only where that says the same number ("$80K", never "$80.6K" for $80,555); `shown`, as
 * names of earlier versions wrote it, rounded for display ("↑ 41%" for 40.5) — read as default
 * names still (isDefaultName).
 */
type Digits = 'typed' | 'shown';

/** `abs` in the compact form (K, M, B, T with one decimal) says it exactly. */
function compactIsExact(abs: number): boolean {
  const scale = [1e12, 1e9, 1e6, 1e3].find((s) => abs >= s) ?? 1;
  const tenths = (abs / scale) * 10;
  return Math.abs(tenths - Math.round(tenths)) < 1e-9;
}

/** A line's value compactly: "$80K", "1.2M", "45%", "#10"; a floor with the digits typed, "0.12345 ETH". */
function shortValue(metric: Metric, value: number, currency: string | undefined, digits: Digits): string {
  const unit = METRIC_INFO[metric].unit;
  // an amount in the collection's currency says which, or that it is the collection's own, with
  // every digit typed, as the rule's sentence says it (a floor's lines are small numbers)
  if (unit === 'crypto') return formatLevel(metric, value, currency);
  const exact = digits === 'typed';
  if (Math.abs(value) < 1000 || (exact && !compactIsExact(Math.abs(value)))) return exact ? formatLevel(metric, value) : formatMetric(metric, value);
  const compact = formatCompact(Math.abs(value));
  const sign = value < 0 ? '-' : '';
  return unit === 'money' ? `${sign}$${compact}` : unit === 'percent' ? `${sign}${compact}%` : `${sign}${compact}`;
}

/** "+5% in 1 h"; in points for a figure in percent, "+5 pts in 1 h" (earlier versions wrote % for it too). */
function changeShort(c: Extract<Condition, { kind: 'changesBy' }>, points: boolean): string {
  const sign = c.direction === 'up' ? '+' : c.direction === 'down' ? '−' : '±';
  const within = windowText(c.windowMinutes);
  return points ? `${sign}${c.percent} ${l10n.t('pts in {0}', within)}` : `${sign}${c.percent}% ${l10n.t('in {0}', within)}`;
}

/** "> $80K", "> 10 ETH", "worse than #50", "+5% in 1 h", "top 10", "unusual (3σ)". */
export function shortCondition(metric: Metric, c: Condition, currency?: string, digits: Digits = 'typed'): string {
  const level = (value: number): string => shortValue(metric, value, currency, digits);
  // a rank's "> #50" read as better to some and worse to others (earlier versions wrote it: rankNames)
  const rank = METRIC_INFO[metric].rank === true;
  switch (c.kind) {
    case 'above': return rank ? l10n.t('worse than {0}', level(c.value)) : `> ${level(c.value)}`;
    case 'below': return rank ? l10n.t('better than {0}', level(c.value)) : `< ${level(c.value)}`;
    case 'crosses': return l10n.t('crosses {0}', level(c.value));
    case 'changesBy': return changeShort(c, changesInPoints(metric));
    case 'entersTop': return l10n.t('top {0}', c.n);
    case 'unusual': return c.bucket === 'day' ? l10n.t('unusual by day ({0}σ)', c.k) : l10n.t('unusual ({0}σ)', c.k);
    case 'diverges': return l10n.t('+{0}% in {1}, price flat', c.risePercent, windowText(c.windowHours * 60));
    case 'sentimentCrosses': {
      const shown = digits === 'typed' ? formatLevel('sentiment', c.level) : formatMetric('sentiment', c.level);
      return `${c.direction === 'up' ? '↑' : c.direction === 'down' ? '↓' : '↕'} ${shown}`;
    }
    case 'sentimentDrops': return `−${c.points} ${l10n.t('pts in {0}', windowText(c.windowHours * 60))}`;
  }
}

/** The figure and condition without the subject: "rank top 10", "> $80K", "floor > 10 ETH". */
export function shortRule(rule: Pick<AlertRule, 'metric' | 'condition' | 'currency'>, digits: Digits = 'typed'): string {
  const { metric } = rule;
  const condition = shortCondition(metric, rule.condition, rule.currency, digits);
  if (metric === 'floorPrice') {
    // the floor as the catalogue writes it short ("floor 8.96 ETH"), around the condition
    const brief = figure(METRIC_INFO[metric].figure).brief;
    return brief ? brief(condition) : condition;
  }
  return [shortMetric(metric, rule.condition), condition].filter(Boolean).join(' ');
}

/** "BTC > $80K". */
export function shortName(rule: Pick<AlertRule, 'subject' | 'metric' | 'condition' | 'currency'>, digits: Digits = 'typed'): string {
  return cutText(`${shortSubject(rule.subject)} ${shortRule(rule, digits)}`, NAME_MAX);
}

/**
 * A name earlier versions gave by default which today's says otherwise: the rule's whole sentence
 * (in today's words or an earlier version's), or a change of a figure in percent said in % (it is
 * counted in points now: "±5%" read as "±5 pts").
 */
export function isSentenceName(rule: Pick<AlertRule, 'name' | 'subject' | 'metric' | 'condition' | 'currency'>): boolean {
  return rule.name === describeRule(rule).slice(0, NAME_MAX) || percentNames(rule).includes(rule.name) || rankNames(rule).includes(rule.name) || rule.name === earlierSentence(rule);
}

/** The short names earlier versions gave a rank's line: "AI rank > #50", which read either way. */
function rankNames(rule: Pick<AlertRule, 'subject' | 'metric' | 'condition'>): string[] {
  const { metric, condition: c } = rule;
  if ((c.kind !== 'above' && c.kind !== 'below') || metric === 'floorPrice' || !METRIC_INFO[metric].rank) return [];
  const sign = c.kind === 'above' ? '>' : '<';
  return (['typed', 'shown'] as const).map((digits) => `${shortSubject(rule.subject)} ${shortMetric(metric, c)} ${sign} ${shortValue(metric, c.value, undefined, digits)}`.slice(0, NAME_MAX));
}

/** The rule's sentence in an earlier version's words, where they were other than today's. */
function earlierSentence(rule: Pick<AlertRule, 'subject' | 'metric' | 'condition' | 'currency'>): string | undefined {
  const earlier = earlierConditionText(rule.metric, rule.condition, rule.currency);
  return earlier && `${rule.subject.title}: ${METRIC_INFO[rule.metric].label} ${earlier}`.slice(0, NAME_MAX);
}

/** The names earlier versions gave a change of a figure in percent, in %: short, and the sentence. */
function percentNames(rule: Pick<AlertRule, 'subject' | 'metric' | 'condition'>): string[] {
  const { metric, condition: c } = rule;
  if (c.kind !== 'changesBy' || metric === 'floorPrice' || !changesInPoints(metric)) return [];
  const short = [shortMetric(metric, c), changeShort(c, false)].filter(Boolean).join(' ');
  return [
    `${shortSubject(rule.subject)} ${short}`.slice(0, NAME_MAX),
    `${rule.subject.title}: ${METRIC_INFO[metric].label} ${percentChangeText(c)}`.slice(0, NAME_MAX),
  ];
}

/** The name is the default one (today's, or one an earlier version gave), not the person's own. */
export function isDefaultName(rule: Pick<AlertRule, 'name' | 'subject' | 'metric' | 'condition' | 'currency'>): boolean {
  return rule.name === shortName(rule) || rule.name === shortName(rule, 'shown') || isSentenceName(rule);
}
