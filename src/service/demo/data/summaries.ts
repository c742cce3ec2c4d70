// Lists and summaries of topics and categories, and the "what's up" text, at a moment `t`.
import { TRENDING } from './catalog';
import type { Dataset, DemoCategory, Subject } from './dataset';
import { topicIdOf } from './dataset';
import { say } from './flavor';
import { NETWORKS } from './networks';
import { CRITICAL_THEMES, fill, SUMMARY_OPENERS, SUPPORTIVE_THEMES } from './phrases';
import { clamp, noise } from './prng';
import { rolling24, socialDominance, trendAt } from './pulse';
import { quirkCategoryListItem, quirkCategoryTopicItem, quirkSummary, quirkTheme, quirkTopicListItem } from './quirks';

type Item = Record<string, unknown>;

/** Ranks an hour or a day ago: near the current one, further for the day. */
function previousRank(s: Subject, t: number, hours: number): number {
  const step = Math.floor(t / (hours * 3600));
  const spread = hours === 1 ? 2 : 6;
  return Math.max(1, s.rank + Math.round((noise(s.pulse.key, step, hours) - 0.5) * 2 * spread));
}

function topicListItem(data: Dataset, s: Subject, t: number, index: number): Item {
  const totals = rolling24(s.pulse, t);
  const item: Item = {
    topic: topicIdOf(s),
    title: s.title,
    topic_rank: s.rank,
    topic_rank_1h_previous: previousRank(s, t, 1),
    topic_rank_24h_previous: previousRank(s, t, 24),
    num_contributors: totals.contributors_active,
    num_posts: totals.posts_active,
    interactions_24h: totals.interactions,
  };
  if (data.flavor.quirks) quirkTopicListItem(item, index);
  return item;
}

export function topicsList(data: Dataset, t: number): Item[] {
  return data.topics.map((s, i) => topicListItem(data, s, t, i));
}

export function categoryTopics(data: Dataset, cat: DemoCategory, t: number): Item[] {
  const members = cat.topics.map((topic) => data.topic(topic)).filter((s): s is Subject => !!s)
    .sort((a, b) => a.rank - b.rank || a.topic.localeCompare(b.topic));
  return members.map((s, i) => {
    const item = topicListItem(data, s, t, -1 - i);
    item.social_dominance = socialDominance(rolling24(s.pulse, t).posts_active, 24);
    if (data.flavor.quirks) quirkCategoryTopicItem(item);
    return item;
  });
}

export function categoriesList(data: Dataset, t: number): Item[] {
  return data.categories.map((cat, i) => {
    const totals = rolling24(cat.subject.pulse, t);
    const item: Item = {
      category: cat.category,
      title: cat.title,
      category_rank: cat.rank,
      category_rank_1h_previous: previousRank(cat.subject, t, 1),
      category_rank_24h_previous: previousRank(cat.subject, t, 24),
      num_contributors: totals.contributors_active,
      social_dominance: socialDominance(totals.posts_active, 24),
      num_posts: totals.posts_active,
      interactions_24h: totals.interactions,
    };
    if (data.flavor.quirks) quirkCategoryListItem(item, i);
    return item;
  });
}

/** Splits `total` by `weights` into integers that add up to it exactly. */
function split(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const raw = weights.map((w) => (total * w) / sum);
  const out = raw.map(Math.floor);
  let rest = total - out.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (rest-- <= 0) break;
    out[i]!++;
  }
  return out;
}

/** Values by network key, for the networks the subject is on. */
function perNetwork<T>(s: Subject, values: readonly T[]): Record<string, T> {
  return Object.fromEntries(NETWORKS.flatMap((n, i) => (s.mix[i]! > 0 ? [[n.key, values[i]!]] : [])));
}

/**
 * Sentiment per network around the subject's own: the networks differ, but weighted by their
 * interactions they come back to it, as the real service's answers do (within a point).
 */
function networkSentiments(s: Subject, overall: number, interactions: readonly number[], day: number): number[] {
  const spread = NETWORKS.map((_n, i) => 16 * (noise(s.pulse.key, day * 8 + i, 103) - 0.5));
  const total = interactions.reduce((a, b) => a + b, 0);
  const drift = total ? spread.reduce((a, d, i) => a + d * interactions[i]!, 0) / total : 0;
  return spread.map((d) => Math.round(clamp(overall + d - drift, 2, 98)));
}

function summaryFields(s: Subject, t: number): Item {
  const totals = rolling24(s.pulse, t);
  const day = Math.floor(t / 86400);
  const jitter = s.mix.map((m, i) => m * (0.8 + 0.4 * noise(s.pulse.key, day * 8 + i, 101)));
  const counts = split(totals.posts_active, s.mix);
  const interactions = split(totals.interactions, jitter);
  const sentiments = networkSentiments(s, totals.sentiment, interactions, day);
  const details = NETWORKS.map((_n, i) => {
    const count = counts[i]!;
    const neutral = Math.round(count * (0.2 + 0.2 * noise(s.pulse.key, day * 8 + i, 107)));
    // sentiment is the positive share of the posts that are not neutral (50: as many of each)
    const positive = Math.round(((count - neutral) * sentiments[i]!) / 100);
    return { positive, neutral, negative: count - neutral - positive };
  });
  return {
    topic: s.kind === 'category' ? s.topic : topicIdOf(s),
    title: s.title,
    ...(s.kind === 'topic' ? { topic_rank: s.rank } : {}),
    related_topics: [...s.related],
    types_count: perNetwork(s, counts),
    types_interactions: perNetwork(s, interactions),
    types_sentiment: perNetwork(s, sentiments),
    types_sentiment_detail: perNetwork(s, details),
    interactions_24h: totals.interactions,
    num_contributors: totals.contributors_active,
    num_posts: totals.posts_active,
    ...(s.kind === 'topic' ? { categories: [...s.categories] } : {}),
    trend: trendAt(s.pulse, t),
  };
}

/** Topic summary (2.4); a category's own topic (`_name`) is summarised like a topic. */
export function topicSummary(data: Dataset, s: Subject, t: number): Item {
  const item = summaryFields(s, t);
  if (s.kind === 'category') {
    item.topic = topicIdOf(s);
    item.topic_rank = s.rank;
    item.categories = [s.topic];
  }
  if (data.flavor.quirks) quirkSummary(item, s.pulse.key, false);
  return item;
}

export function categorySummary(data: Dataset, cat: DemoCategory, t: number): Item {
  const item = summaryFields(cat.subject, t);
  if (data.flavor.quirks) quirkSummary(item, cat.subject.pulse.key, true);
  return item;
}

export interface WhatsupBody {
  summary: string;
  /** Left out when too little is said about the subject to find themes in (topics outside the trending set). */
  supportive?: Item[];
  critical?: Item[];
}

/** The AI-written summary of the day, stable within a UTC day. */
export function whatsup(data: Dataset, s: Subject, t: number): WhatsupBody {
  const { flavor } = data;
  const key = s.pulse.key;
  const day = Math.floor(t / 86400);
  const now = rolling24(s.pulse, t).interactions;
  const before = rolling24(s.pulse, t - 86400).interactions;
  const change = Math.round(((now - before) / Math.max(1, before)) * 100);
  const pick = <T>(list: readonly T[], count: number, salt: number): T[] =>
    list.map((x, i) => [noise(key, day * 16 + i, salt), x] as const).sort((a, b) => a[0] - b[0]).slice(0, count).map(([, x]) => x);
  const supportiveThemes = pick(SUPPORTIVE_THEMES, 3 + (day % 2), 111);
  const criticalThemes = pick(CRITICAL_THEMES, 2 + (key % 2), 115);
  // shares of the conversation: together somewhat under the whole of it
  const weights = [...supportiveThemes, ...criticalThemes].map((_th, i) => 1 + 9 * noise(key, day * 16 + i, 113));
  const whole = 70 + 25 * noise(key, day, 119);
  const sum = weights.reduce((a, b) => a + b, 0);
  const theme = ([title, description]: readonly [string, string], i: number): Item => {
    const item: Item = {
      title: say(flavor, title, i),
      description: say(flavor, fill(description, s.title), i + 1),
      percent: Math.max(1, Math.floor((weights[i]! / sum) * whole)),
    };
    if (flavor.quirks) quirkTheme(item, i);
    return item;
  };
  const supportive = supportiveThemes.map((th, i) => theme(th, i));
  const critical = criticalThemes.map((th, i) => theme(th, supportiveThemes.length + i));
  const grown = day % 2 === 1;
  const opener = fill(SUMMARY_OPENERS[grown ? 1 : 0]!, s.title, 0, Math.abs(change))
    .replace('{D}', grown ? (change >= 0 ? 'grown' : 'fallen') : change >= 0 ? 'up' : 'down');
  if (s.kind === 'topic' && s.rank > TRENDING.length) return { summary: say(flavor, opener, key) };
  const focus = `Supportive posts focus on ${String(supportive[0]!.title).toLowerCase()}, while critics raise ${String(critical[0]!.title).toLowerCase()}.`;
  return { summary: say(flavor, `${opener} ${focus}`, key), supportive, critical };
}
