// The reports of the markdown variant: topic, category, creator and post, from the same data
// the API serves.
import { coinItem, coinSnapshot } from '../data/coins';
import { followersAt, type DemoCreator } from '../data/creators';
import type { Dataset, DemoCategory, Subject } from '../data/dataset';
import { topicIdOf } from '../data/dataset';
import { postsBy } from '../data/people';
import { candidates, postItem, top, topCreators, type Candidate } from '../data/posts';
import { bucketTimes, seriesPoints } from '../data/series';
import { categorySummary, categoryTopics, topicSummary, whatsup } from '../data/summaries';
import { findNetwork } from '../data/networks';
import { count, isoTime, readableCell, signedPercent, usd, type Cell, type ReportDoc, type Section, type Table } from './doc';

const DAY = 86400;
const SERIES_METRICS = ['interactions', 'posts_active', 'posts_created', 'contributors_active', 'sentiment', 'close', 'market_cap', 'volume_24h'];
/** The values a day of the short table shows; the summary above it has them all. */
const DAY_METRICS = ['interactions', 'posts_active', 'contributors_active', 'sentiment', 'close'];
/** Days a report lists one by one; the whole month is summarised above them and served whole as CSV and JSON. */
const RECENT_DAYS = 7;
/** A series metric as the markdown names it, with its unit (CSV and JSON keep the field names). */
const METRIC_WORDS: Readonly<Record<string, string>> = {
  interactions: 'Interactions', posts_active: 'Active posts', posts_created: 'New posts', contributors_active: 'Active contributors',
  sentiment: 'Sentiment (%)', close: 'Close (USD)', market_cap: 'Market cap (USD)', volume_24h: 'Volume 24 h (USD)',
};
const metricWords = (m: string): string => METRIC_WORDS[m] ?? m;
/** What a byline says of the figures' times. */
const TIMES = '(24h) figures are the 24 hours before then, not a calendar day; days are calendar days in UTC.';

type Item = Record<string, unknown>;

function dailySeries(data: Dataset, s: Subject, now: number): Item[] {
  return seriesPoints(data, s, bucketTimes(now - 30 * DAY, now, 'day'), 'day', now);
}

function metricsOf(points: Item[]): string[] {
  return SERIES_METRICS.filter((c) => points.some((p) => c in p));
}

/** The series for a spreadsheet: every point, its time in ISO 8601. */
function seriesCsv(points: Item[]): Table {
  const metrics = metricsOf(points);
  return { columns: ['time', ...metrics], rows: points.map((p) => [isoTime(p.time as number), ...metrics.map((c) => (p[c] ?? null) as Cell)]) };
}

/** Days as a person reads them: the date (today's says it is the day so far), then the main values. */
function dayTable(points: Item[], now: number): Table {
  const metrics = metricsOf(points).filter((m) => DAY_METRICS.includes(m));
  const date = (t: number): string => `${isoTime(t).slice(0, 10)}${t + DAY > now ? ` (so far, to ${isoTime(now).slice(11, 16)} UTC)` : ''}`;
  return { columns: ['Date (UTC)', ...metrics.map(metricWords)], rows: points.map((p) => [date(p.time as number), ...metrics.map((c) => (p[c] ?? null) as Cell)]) };
}

/** Each metric's first, last, lowest and highest value over the points. */
function seriesSummary(points: Item[]): Table {
  return {
    columns: ['Figure', 'First', 'Last', 'Lowest', 'Highest'],
    rows: metricsOf(points).map((m) => {
      // a missing value (null now and then) is no zero
      const values = points.map((p) => p[m]).filter((v) => v !== null && v !== undefined && v !== '').map(Number).filter(Number.isFinite);
      const at = (p: Item | undefined): Cell => (p?.[m] ?? null) as Cell;
      return [metricWords(m), at(points[0]), at(points[points.length - 1]), values.length ? Math.min(...values) : null, values.length ? Math.max(...values) : null];
    }),
  };
}

/** A month of days, summarised, and its last week day by day; today's figures are those of the day so far. */
function seriesSections(points: Item[], now: number): Section[] {
  const first = points[0];
  const last = points[points.length - 1];
  const span = first && last ? `${isoTime(first.time as number).slice(0, 10)} to ${isoTime(last.time as number).slice(0, 10)}` : 'no days';
  // today so far is no whole day: the summary's last, lowest and highest are of whole days
  const partial = last !== undefined && (last.time as number) + DAY > now;
  const whole = partial ? points.slice(0, -1) : points;
  const today = partial ? `; today so far, to ${isoTime(now).slice(11, 16)} UTC, left out` : '';
  return [
    { kind: 'table', title: `Last 30 days (${span}${today})`, table: seriesSummary(whole) },
    { kind: 'table', title: `Last ${RECENT_DAYS} days (all ${points.length} in this report as CSV or JSON)`, table: dayTable(points.slice(-RECENT_DAYS), now) },
  ];
}

function postLine(p: Item): string {
  const title = String(p.post_title ?? '');
  const who = p.creator_display_name ?? p.creator_name;
  const label = p.post_link ? `[${title}](${String(p.post_link)})` : title;
  const kind = findNetwork(String(p.post_type))?.post ?? String(p.post_type);
  return `${label} by ${String(who)} (${kind}, ${count(p.interactions_24h)} interactions in 24h)`;
}

function creatorsTable(creators: Item[]): Table {
  return {
    columns: ['Rank', 'Creator', 'Network', 'Followers', 'Interactions (24h)'],
    rows: creators.map((c) => [c.creator_rank as Cell, String(c.creator_name), findNetwork(String(c.creator_id).split('::')[0] ?? '')?.label ?? null,
      Number(c.creator_followers), c.interactions_24h as Cell]),
  };
}

function networksTable(summary: Item): Table {
  const counts = summary.types_count as Record<string, number>;
  const interactions = summary.types_interactions as Record<string, number>;
  const sentiment = summary.types_sentiment as Record<string, number>;
  return {
    columns: ['Network', 'Posts', 'Interactions', 'Sentiment (%)'],
    rows: Object.keys(counts).map((k) => [findNetwork(k)?.post ?? k, counts[k] ?? null, interactions[k] ?? null, sentiment[k] ?? null]),
  };
}

function overview(summary: Item, extra: [string, string][]): Section {
  return {
    kind: 'table',
    title: 'Overview',
    table: {
      columns: ['metric', 'value'],
      rows: [
        ['Interactions (24h)', count(summary.interactions_24h)],
        ['Posts (24h)', count(summary.num_posts)],
        ['Contributors', count(summary.num_contributors)],
        ['Trend', String(summary.trend)],
        ...extra,
      ],
    },
  };
}

export function topicReport(data: Dataset, s: Subject, now: number): ReportDoc {
  const summary = topicSummary(data, s, now);
  const news = whatsup(data, s, now);
  const posts = top(candidates(data, s, now - DAY, now, now, false), 10, true).map((c, i) => postItem(data, c, i));
  const creators = topCreators(data, s, now, 10, false);
  const points = dailySeries(data, s, now);
  const extra: [string, string][] = [['Topic rank', count(summary.topic_rank)]];
  let market: Item | undefined;
  if (s.asset?.kind === 'coins') {
    const row = coinSnapshot(data, now).find((r) => r.asset === s.asset)!;
    market = coinItem(data, row, true);
    extra.push(['Price', usd(row.values.price)], ['Change (24h)', signedPercent(row.values.percent_change_24h)],
      ['Market cap', usd(row.values.market_cap)], ['Galaxy Score', count(row.values.galaxy_score)], ['AltRank', count(row.values.alt_rank)]);
  }
  const theme = (t: Item): string => `**${String(t.title)}** (${String(t.percent)}%): ${String(t.description)}`;
  return {
    heading: `${s.title}${s.asset ? ` (${s.asset.symbol})` : ''}`,
    byline: `Topic report for \`${topicIdOf(s)}\`, generated ${isoTime(now)}. ${TIMES}`,
    sections: [
      overview(summary, extra),
      { kind: 'text', title: "What's up", text: news.summary },
      { kind: 'list', title: 'Supportive themes', items: (news.supportive ?? []).map(theme) },
      { kind: 'list', title: 'Critical themes', items: (news.critical ?? []).map(theme) },
      { kind: 'table', title: 'By network', table: networksTable(summary) },
      { kind: 'list', title: 'Top posts (24h)', items: posts.map(postLine) },
      { kind: 'table', title: 'Top creators (24h)', table: creatorsTable(creators) },
      ...seriesSections(points, now),
      { kind: 'list', title: 'Related topics', items: (summary.related_topics as string[]).map((t) => `\`${t}\``) },
    ],
    csv: seriesCsv(points),
    json: { topic: topicIdOf(s), title: s.title, generated: now, summary, ...(market ? { market } : {}), whatsup: news, posts, creators, time_series: points },
  };
}

export function categoryReport(data: Dataset, cat: DemoCategory, now: number): ReportDoc {
  const summary = categorySummary(data, cat, now);
  const topics = categoryTopics(data, cat, now).slice(0, 20);
  const posts = top(candidates(data, cat.subject, now - DAY, now, now, false), 10, true).map((c, i) => postItem(data, c, i));
  const points = dailySeries(data, cat.subject, now);
  return {
    heading: cat.title,
    byline: `Category report for \`${cat.category}\`, generated ${isoTime(now)}. ${TIMES}`,
    sections: [
      overview(summary, [['Category rank', count(cat.rank)]]),
      { kind: 'table', title: 'Top topics', table: {
        columns: ['Rank', 'Topic', 'Title', 'Interactions (24h)', 'Social dominance (%)'],
        rows: topics.map((t) => [t.topic_rank as Cell, String(t.topic), String(t.title), t.interactions_24h as Cell, t.social_dominance as Cell]),
      } },
      { kind: 'table', title: 'By network', table: networksTable(summary) },
      { kind: 'list', title: 'Top posts (24h)', items: posts.map(postLine) },
      ...seriesSections(points, now),
    ],
    csv: seriesCsv(points),
    json: { category: cat.category, title: cat.title, generated: now, summary, topics, posts, time_series: points },
  };
}

export function creatorReport(data: Dataset, creator: DemoCreator, now: number): ReportDoc {
  const posts = postsBy(data, creator, now - 7 * DAY, now, now, 20).map((c, i) => postItem(data, c, i));
  const followers = followersAt(data.seed, creator, now);
  const profile = {
    creator_id: creator.creator_id,
    creator_name: creator.name,
    creator_display_name: creator.display_name,
    creator_followers: followers,
    ...(creator.avatar === undefined ? {} : { creator_avatar: creator.avatar }),
    network: creator.network.name,
  };
  const columns = ['id', 'post_type', 'post_created', 'post_title', 'interactions_total', 'post_link'];
  return {
    heading: creator.display_name,
    byline: `Creator report for \`${creator.creator_id}\` (${creator.network.name}), generated ${isoTime(now)}.`,
    sections: [
      { kind: 'table', title: 'Profile', table: { columns: ['field', 'value'], rows: [
        ['Screen name', creator.name], ['Network', creator.network.name], ['Followers', count(followers)], ['Posts (7 days)', count(posts.length)],
      ] } },
      { kind: 'list', title: 'Top posts (7 days)', items: posts.length ? posts.map(postLine) : ['No posts with interactions in the last 7 days.'] },
    ],
    csv: { columns, rows: posts.map((p) => columns.map((c) => readableCell(p, c))) },
    json: { creator: profile, generated: now, posts },
  };
}

export function postReport(data: Dataset, post: Candidate, now: number): ReportDoc {
  const item = postItem(data, post, 0);
  const fields = Object.keys(item);
  return {
    heading: String(item.post_title),
    byline: `Post report for \`${post.network.key}/${String(item.id)}\` about ${post.subject.title}, generated ${isoTime(now)}.`,
    sections: [
      { kind: 'text', title: 'Text', text: String(item.post_description ?? '') },
      { kind: 'table', title: 'Details', table: {
        columns: ['field', 'value'],
        rows: fields.filter((f) => f !== 'post_title' && f !== 'post_description').map((f) => [f, readableCell(item, f)]),
      } },
    ],
    csv: { columns: fields, rows: [fields.map((f) => readableCell(item, f))] },
    json: { post: item, topic: topicIdOf(post.subject), generated: now },
  };
}
