// A comparison of 2-5 topics, categories, coins or stocks: each subject's summary and week of
// hourly series, fetched with the same calls the panels make (so what a panel already loaded
// comes from the cache and costs nothing), then lined up: series normalised to 100 at the start
// or raw, key figures side by side with the leader of each row, per-network sentiment, the data
// the compare panel draws, and the Markdown and CSV of it all. Pure: the client is passed in.
import { isCancellation } from '../api/errors';
import type { RequestOptions, SocialApi } from '../api/service';
import type { Answer, SocialSummary, TimeSeriesPoint } from '../api/types';
import type { Stock } from '../api/types-market';
import type { Coin } from '../api/types';
import { figure, type FigureId } from '../figures/catalogue';
import { topicSentiment } from '../figures/derive';
import { csvColumn, formatFigure } from '../figures/format';
import { networkLabel } from '../format/networks';
import type { ItemRef } from '../items';
import { itemKey, KIND_NOUNS, marketRef } from '../items';
import type { CompareData, ComparePoint, CompareRow, SeriesMetric } from '../protocol/compare';
import { COMPARE_MAX, COMPARE_MIN, SERIES_METRICS } from '../protocol/compare';
import { DEFAULT_SERIES } from '../protocol/views';
import { freshness } from '../queries/freshness';
import { fetchSeries, type SeriesClient, type SeriesKind } from '../queries/series';
import { mdTable, type Align } from '../render/markdownParts';

export const COMPARE_KINDS = ['topic', 'category', 'coin', 'stock'] as const;

type Client = Pick<SocialApi, 'topic' | 'category' | 'coin' | 'stock'> & SeriesClient;

export interface Subject {
  ref: ItemRef;
  figures: Record<string, number | undefined>;
  /** network → % positive (topics and categories). */
  sentiment: Record<string, number>;
  points: TimeSeriesPoint[];
  receivedAt: number;
  stale?: string;
  /** Why this subject has no data (it stays in the comparison, empty). */
  problem?: string;
}

export interface FigureRow {
  key: string;
  /** The figure's label from the catalogue (src/figures), which also gives its format and definition. */
  readonly label: string;
  figure: FigureId;
  /** Lower is better (ranks). */
  lowerWins?: boolean;
}

function row(key: string, id: FigureId): FigureRow {
  const def = figure(id);
  return { key, figure: id, lowerWins: def.better === 'lower' || undefined, get label() { return def.label; } };
}

export const FIGURES: readonly FigureRow[] = [
  row('price', 'price'),
  row('change24h', 'percent_change_24h'),
  row('marketCap', 'market_cap'),
  row('interactions', 'interactions_24h'),
  row('contributors', 'num_contributors'),
  row('posts', 'num_posts'),
  row('sentiment', 'sentiment'),
  row('topicRank', 'topic_rank'),
  row('galaxyScore', 'galaxy_score'),
  row('altRank', 'alt_rank'),
  row('socialDominance', 'social_dominance'),
];

/** What Compare… offers to pick from, one kind at a time. */
export type CompareKind = 'topic' | 'category' | 'coin';

const PLURALS: Record<CompareKind, string> = { topic: 'topics', category: 'categories', coin: 'coins' };

/** The picker's title: how many are selected, and what Enter does with them. */
export function comparePickTitle(kind: CompareKind, count: number): string {
  const nouns = PLURALS[kind];
  if (count < COMPARE_MIN) return `Compare ${nouns}: select ${COMPARE_MIN} to ${COMPARE_MAX} (${count} selected)`;
  if (count > COMPARE_MAX) return `Compare ${nouns}: at most ${COMPARE_MAX} (${count} selected: clear ${count - COMPARE_MAX})`;
  return `Compare ${nouns}: Enter compares these ${count}`;
}

/** Why a selection cannot be compared, or undefined. */
export function selectionProblem(refs: readonly ItemRef[]): string | undefined {
  const unique = new Set(refs.map(itemKey));
  if (refs.some((r) => !(COMPARE_KINDS as readonly string[]).includes(r.kind))) return 'Compare takes topics, categories, coins and stocks.';
  if (unique.size < COMPARE_MIN) return `Select at least ${COMPARE_MIN} different items to compare.`;
  if (unique.size > COMPARE_MAX) return `Compare at most ${COMPARE_MAX} items at once.`;
  return undefined;
}

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** The week of hours a panel opens with (DEFAULT_SERIES): the same request, so the same cache entry. */
function week(client: Client, kind: SeriesKind, id: string, options: RequestOptions): Promise<Answer<TimeSeriesPoint[]>> {
  return fetchSeries(client, { kind, id }, DEFAULT_SERIES, options).then((s) => s.answer);
}

async function social(client: Client, ref: ItemRef, options: RequestOptions): Promise<[Answer<SocialSummary & { topic_rank?: number }>, Answer<TimeSeriesPoint[]>]> {
  if (ref.kind === 'category') return Promise.all([client.category(ref.id, options), week(client, 'category', ref.id, options)]);
  return Promise.all([client.topic(ref.id, options), week(client, 'topic', ref.id, options)]);
}

async function market(client: Client, ref: ItemRef, options: RequestOptions): Promise<[Answer<Coin | Stock>, Answer<TimeSeriesPoint[]>]> {
  if (ref.kind === 'stock') return Promise.all([client.stock(ref.id, options), week(client, 'stock', ref.id, options)]);
  return Promise.all([client.coin(ref.id, options), week(client, 'coin', ref.id, options)]);
}

/** The oldest of a subject's two answers, and why it is stale when either is. */
function age(answers: readonly Answer<unknown>[]): Pick<Subject, 'receivedAt' | 'stale'> {
  const f = freshness(answers);
  return { receivedAt: f.receivedAt ?? 0, stale: f.stale?.reason };
}

function named(ref: ItemRef, title: string | undefined): ItemRef {
  return title?.trim() ? { ...ref, title } : ref;
}

export async function loadSubject(client: Client, ref: ItemRef, options: RequestOptions): Promise<Subject> {
  try {
    if (ref.kind === 'topic' || ref.kind === 'category') {
      const [s, series] = await social(client, ref, options);
      const d = s.data;
      return {
        // the service's name: a typed or pasted name (bitcoin, coins:1) is what was asked, not what to show
        ref: named(ref, d.title),
        figures: {
          interactions: num(d.interactions_24h), contributors: num(d.num_contributors), posts: num(d.num_posts),
          sentiment: topicSentiment(d), topicRank: num(d.topic_rank),
        },
        sentiment: Object.fromEntries(Object.entries(d.types_sentiment).filter(([, v]) => num(v) !== undefined)),
        points: series.data,
        ...age([s, series]),
      };
    }
    const [m, series] = await market(client, ref, options);
    const d = m.data;
    return {
      ref: named(ref, marketRef(ref.kind === 'stock' ? 'stock' : 'coin', { ...d, id: ref.id }).title),
      figures: {
        price: num(d.price), change24h: num(d.percent_change_24h), marketCap: num(d.market_cap), interactions: num(d.interactions_24h),
        sentiment: num(d.sentiment), galaxyScore: num(d.galaxy_score), altRank: num(d.alt_rank), socialDominance: num(d.social_dominance),
      },
      sentiment: {},
      points: series.data,
      ...age([m, series]),
    };
  } catch (e) {
    if (isCancellation(e)) throw e;
    return { ref, figures: {}, sentiment: {}, points: [], receivedAt: 0, problem: e instanceof Error ? e.message : String(e) };
  }
}

export async function loadComparison(client: Client, refs: readonly ItemRef[], options: RequestOptions): Promise<Subject[]> {
  return Promise.all(refs.map((r) => loadSubject(client, r, options)));
}

/** The metric the chart starts with: prices when every subject is a market, else interactions. */
function defaultMetric(subjects: readonly Subject[]): SeriesMetric {
  return subjects.every((s) => s.ref.kind === 'coin' || s.ref.kind === 'stock') ? 'close' : 'interactions';
}

/** The rows any subject has a value for, each with the index of its leader (ties: the first). */
export function figureTable(subjects: readonly Subject[]): { row: FigureRow; values: (number | undefined)[]; leader?: number }[] {
  return FIGURES.flatMap((row) => {
    const values = subjects.map((s) => s.figures[row.key]);
    if (values.every((v) => v === undefined)) return [];
    let leader: number | undefined;
    values.forEach((v, i) => {
      if (v === undefined) return;
      const best = leader === undefined ? undefined : values[leader]!;
      if (best === undefined || (row.lowerWins ? v < best : v > best)) leader = i;
    });
    // a lone value leads nothing
    const counted = values.filter((v) => v !== undefined).length;
    return [{ row, values, leader: counted > 1 ? leader : undefined }];
  });
}

/** Networks any topic or category has, with each subject's % positive. */
export function sentimentTable(subjects: readonly Subject[]): { network: string; values: (number | undefined)[]; leader?: number }[] {
  const social = subjects.some((s) => Object.keys(s.sentiment).length);
  if (!social) return [];
  const networks = [...new Set(subjects.flatMap((s) => Object.keys(s.sentiment)))].sort();
  return networks.map((network) => {
    const values = subjects.map((s) => s.sentiment[network]);
    let leader: number | undefined;
    values.forEach((v, i) => {
      if (v !== undefined && (leader === undefined || v > values[leader]!)) leader = i;
    });
    return { network, values, leader: values.filter((v) => v !== undefined).length > 1 ? leader : undefined };
  });
}

const nullable = (values: readonly (number | undefined)[]): (number | null)[] => values.map((v) => v ?? null);

/** What the compare panel's webview draws: each subject's series (the charted metrics only) and both tables. */
export function compareData(subjects: readonly Subject[]): CompareData {
  const points = (s: Subject): ComparePoint[] => s.points.map((p) => ({ time: p.time, interactions: num(p.interactions), sentiment: num(p.sentiment), close: num(p.close) }));
  const data = subjects.map((s): CompareData['subjects'][number] => ({ ref: s.ref, points: points(s), stale: s.stale, problem: s.problem }));
  const metrics = SERIES_METRICS.filter((m) => data.some((s) => s.points.some((p) => p[m] !== undefined)));
  const figures = figureTable(subjects).map(({ row, values, leader }): CompareRow => ({ label: row.label, figure: row.figure, values: nullable(values), leader }));
  const sentiment = sentimentTable(subjects).map(({ network, values, leader }): CompareRow => ({ label: networkLabel(network), figure: 'network_sentiment', values: nullable(values), leader }));
  const metric = defaultMetric(subjects);
  return { subjects: data, metrics, metric: metrics.includes(metric) || !metrics.length ? metric : metrics[0]!, figures, sentiment };
}

/** Text of a table cell in Markdown: pipes and line breaks cannot end the cell. */
function cell(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/[\r\n]+/g, ' ').replace(/[<>*_`[\]]/g, (c) => `\\${c}`);
}

export function comparisonMarkdown(subjects: readonly Subject[], now: number): string {
  const names = subjects.map((s) => cell(s.ref.title));
  const align: Align[] = ['left', ...subjects.map((): Align => 'right')];
  const led = (id: FigureId, values: readonly (number | undefined)[], leader: number | undefined): string[] =>
    values.map((v, i) => `${formatFigure(id, v)}${i === leader ? ' ★' : ''}`);
  const lines = [`## Comparison: ${names.join(' vs ')}`, '', `_${new Date(now).toISOString().slice(0, 16).replace('T', ' ')} UTC · ★ marks the leader of each row_`, ''];
  lines.push(mdTable(['', ...names], figureTable(subjects).map(({ row, values, leader }) => [row.label, ...led(row.figure, values, leader)]), align));
  const sentiment = sentimentTable(subjects);
  if (sentiment.length) {
    lines.push('', '### Sentiment by network (% positive)', '',
      mdTable(['Network', ...names], sentiment.map((r) => [cell(networkLabel(r.network)), ...led('network_sentiment', r.values, r.leader)]), align));
  }
  const problems = subjects.filter((s) => s.problem || s.stale);
  if (problems.length) {
    lines.push('');
    for (const s of problems) lines.push(`- ${cell(s.ref.title)}: ${cell(s.problem ?? `not up to date (${s.stale})`)}`);
  }
  return `${lines.join('\n')}\n`;
}

function csvField(v: string): string {
  // a leading =, +, - or @ would run as a formula in a spreadsheet
  const safe = /^[=+\-@\t\r]/.test(v) && !/^-?\d/.test(v) ? `'${v}` : v;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function comparisonCsv(subjects: readonly Subject[]): string {
  const rows: string[][] = [['figure', ...subjects.map((s) => `${KIND_NOUNS[s.ref.kind]}: ${s.ref.title}`)]];
  for (const { row, values } of figureTable(subjects)) rows.push([csvColumn(row.figure), ...values.map((v) => (v === undefined ? '' : String(v)))]);
  for (const r of sentimentTable(subjects)) rows.push([`sentiment ${r.network}`, ...r.values.map((v) => (v === undefined ? '' : String(v)))]);
  return `${rows.map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;
}
