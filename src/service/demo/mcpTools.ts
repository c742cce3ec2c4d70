// The emulator's MCP tools: the service's own operations (trending topics, topic, time series,
// posts, categories, coins) answered as markdown from the same generated data as the API, with
// the same identifier rules, parameter checks, plan gating and quota.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { checkIdentifier, type IdentifierKind } from '../api/identifiers';
import { OPERATIONS, type OperationId } from '../api/operations';
import { TIME_SERIES_BUCKETS, TIME_SERIES_INTERVALS } from '../api/values';
import { COIN_LIST, coinItem, coinSnapshot, COIN_METRICS } from './data/coins';
import { queryRows } from './data/listings';
import type { Dataset, DemoCategory, Subject } from './data/dataset';
import { topicIdOf } from './data/dataset';
import { candidates, postItem, top } from './data/posts';
import { bucketTimes, seriesPoints } from './data/series';
import { categoriesList, categoryTopics, topicsList } from './data/summaries';
import { HttpError } from './reply';
import { listQuery, postWindow, seriesWindow, seriesWindowV2 } from './params';
import { topicReport } from './report/build';
import { count, isoTime, type Cell, type Table } from './report/doc';
import { renderMarkdown } from './report/markdown';
import { NOT_FOUND } from './reply';

export interface ToolContext {
  data: Dataset;
  /** The emulator's clock, seconds. */
  now: number;
  /** seconds: the moment the figures are of, as for the API (see worldHour) */
  at: number;
  /** Plan check and one request off the caller's quota, as for an API call: the refusal, if any. */
  admit(op: OperationId): string | undefined;
}

const POSTS_LIMIT = 50;
const SERIES_COLUMNS = ['interactions', 'posts_active', 'contributors_active', 'sentiment', 'close', 'market_cap', 'volume_24h', 'galaxy_score', 'alt_rank', 'social_dominance'];
const COIN_COLUMNS = ['market_cap_rank', 'symbol', 'name', 'price', 'percent_change_24h', 'market_cap', 'volume_24h', 'galaxy_score', 'alt_rank', 'sentiment'];
const READ_ONLY = { readOnlyHint: true, idempotentHint: true, openWorldHint: false } as const;

const topicArg = z.string().min(1).max(200)
  .describe('Topic identifier: letters, numbers, spaces, # and $, e.g. "bitcoin", "$eth", "#ai"; a category\'s own topic is "_" + its name');
const categoryArg = z.string().min(1).max(200).describe('Category identifier: letters, numbers and spaces, e.g. "cryptocurrencies", "defi"');
const timestampArg = (what: string): z.ZodOptional<z.ZodNumber> => z.number().int().min(0).optional().describe(`${what}, unix seconds`);

export function registerTools(server: McpServer, ctx: ToolContext): void {
  server.registerTool('topics', {
    title: 'Trending topics',
    description: 'The trending social topics right now, by rank, with interactions, posts and contributors of the last 24 hours.',
    inputSchema: { limit: z.number().int().min(1).max(100).optional().describe('How many topics (default 25)') },
    annotations: READ_ONLY,
  }, ({ limit }) => run(ctx, 'topicsList', () => {
    const items = topicsList(ctx.data, ctx.at).slice(0, limit ?? 25);
    return doc('Trending topics', `${items.length} topics by rank`, ctx.now, table(items,
      ['topic_rank', 'topic', 'title', 'interactions_24h', 'num_posts', 'num_contributors', 'topic_rank_24h_previous']));
  }));

  server.registerTool('topic', {
    title: 'Topic summary',
    description: "A topic's last 24 hours: interactions, posts, contributors, sentiment by network, what's up, supportive and critical themes, top posts and creators, 30 days of activity and, for coins, price and market data.",
    inputSchema: { topic: topicArg },
    annotations: READ_ONLY,
  }, ({ topic }) => run(ctx, 'topic', () => renderMarkdown(topicReport(ctx.data, subject(ctx, topic), ctx.at))));

  server.registerTool('topic_time_series', {
    title: 'Topic time series',
    description: "A topic's activity over time (interactions, posts, contributors, sentiment, and price and market data for assets). Without interval, start or end: the last week. interval, start and end need the Builder plan.",
    inputSchema: {
      topic: topicArg,
      bucket: z.enum(TIME_SERIES_BUCKETS).optional().describe('Size of each point (default hour)'),
      interval: z.enum(TIME_SERIES_INTERVALS).optional().describe('How far back from now'),
      start: timestampArg('Start of the range'),
      end: timestampArg('End of the range'),
    },
    annotations: READ_ONLY,
  }, ({ topic, bucket, interval, start, end }) => {
    const full = interval !== undefined || start !== undefined || end !== undefined;
    return run(ctx, full ? 'topicTimeSeries' : 'topicTimeSeriesV2', () => {
      const s = subject(ctx, topic);
      const q = query({ bucket, interval, start, end });
      const w = full ? seriesWindow(q, ctx.now, s.since) : seriesWindowV2(q, ctx.now);
      const points = seriesPoints(ctx.data, s, bucketTimes(w.start, w.end, w.bucket), w.bucket, ctx.at);
      const columns = SERIES_COLUMNS.filter((c) => points.some((p) => c in p));
      const rows = points.map((p) => [isoTime(Number(p.time)), ...columns.map((c) => cell(p[c]))]);
      return doc(`${s.title}: time series`, `\`${topicIdOf(s)}\`, ${points.length} points by ${w.bucket} from ${isoTime(w.start)} to ${isoTime(w.end)}`,
        ctx.now, { columns: ['time', ...columns], rows });
    });
  });

  server.registerTool('topic_posts', {
    title: 'Topic posts',
    description: 'The top posts about a topic by interactions: the last 24 hours, or the days from start to end.',
    inputSchema: {
      topic: topicArg,
      start: timestampArg('Start day of the range'),
      end: timestampArg('End day of the range'),
      limit: z.number().int().min(1).max(POSTS_LIMIT).optional().describe(`How many posts (default 20, at most ${POSTS_LIMIT})`),
    },
    annotations: READ_ONLY,
  }, ({ topic, start, end, limit }) => run(ctx, 'topicPosts', () => {
    const s = subject(ctx, topic);
    const w = postWindow(query({ start, end }), ctx.now);
    const posts = top(candidates(ctx.data, s, w.from, w.to, ctx.at, false), limit ?? 20, w.recent).map((c, i) => postItem(ctx.data, c, i));
    const rows = posts.map((p) => [isoTime(Number(p.post_created)), cell(p.post_type), cell(p.post_title), cell(p.creator_display_name ?? p.creator_name),
      cell(p.interactions_24h), cell(p.interactions_total), cell(p.post_sentiment), cell(p.post_link)]);
    return doc(`${s.title}: top posts`, `\`${topicIdOf(s)}\`, ${w.recent ? 'last 24 hours' : `${isoTime(w.from)} to ${isoTime(w.to)}`}`, ctx.now, {
      columns: ['created', 'network', 'title', 'creator', 'interactions_24h', 'interactions_total', 'sentiment (1-5)', 'link'], rows,
    });
  }));

  server.registerTool('category', {
    title: 'Topics of a category',
    description: 'The topics in a social category (for example cryptocurrencies, defi, memecoins, ai), by rank, with their share of social volume.',
    inputSchema: { category: categoryArg },
    annotations: READ_ONLY,
  }, ({ category }) => run(ctx, 'categoryTopics', () => {
    const cat = findCategory(ctx, category);
    const items = categoryTopics(ctx.data, cat, ctx.at);
    return doc(`${cat.title}: topics`, `Category \`${cat.category}\`, ${items.length} topics`, ctx.now, table(items,
      ['topic_rank', 'topic', 'title', 'interactions_24h', 'social_dominance', 'num_posts', 'num_contributors']));
  }));

  server.registerTool('categories', {
    title: 'Categories',
    description: 'Every social category by rank: use an identifier from here with the category tool.',
    inputSchema: {},
    annotations: READ_ONLY,
  }, () => run(ctx, 'categoriesList', () => {
    const items = categoriesList(ctx.data, ctx.at);
    return doc('Categories', `${items.length} categories by rank`, ctx.now, table(items,
      ['category_rank', 'category', 'title', 'interactions_24h', 'social_dominance', 'num_posts', 'num_contributors']));
  }));

  server.registerTool('cryptocurrencies', {
    title: 'Cryptocurrencies',
    description: 'Coins with price, market cap, volume, Galaxy Score, AltRank and sentiment, live, sorted by any metric.',
    inputSchema: {
      sort: z.enum(COIN_METRICS).optional().describe('Metric to sort by (default market_cap_rank)'),
      desc: z.boolean().optional().describe('Largest first'),
      limit: z.number().int().min(1).max(1000).optional().describe('How many coins (default 20)'),
      page: z.number().int().min(0).optional().describe('Page of `limit` coins, from 0'),
      filter: z.string().max(100).optional().describe('Only coins of a sector, e.g. "defi", "meme", "layer-1"'),
    },
    annotations: READ_ONLY,
  }, ({ sort, desc, limit, page, filter }) => run(ctx, 'coinsListV2', () => {
    const q = listQuery(query({ sort, limit: limit ?? 20, page, filter, ...(desc ? { desc: 1 } : {}) }), COIN_LIST);
    const { total, page: rows } = queryRows(coinSnapshot(ctx.data, ctx.at), q);
    const columns = COIN_COLUMNS.includes(q.sort) ? COIN_COLUMNS : [...COIN_COLUMNS, q.sort];
    const items = rows.map((r) => coinItem(ctx.data, r, true));
    return doc('Cryptocurrencies', `${items.length} of ${total} coins${q.filter ? ` in "${q.filter}"` : ''}, by ${q.sort}${q.desc ? ' (largest first)' : ''}, page ${q.page}`,
      ctx.now, table(items, columns));
  }));
}

/** Charges the call like an API request, then answers; refusals and bad input are tool errors the model can read. */
function run(ctx: ToolContext, op: OperationId, answer: () => string): CallToolResult {
  const refused = ctx.admit(op);
  if (refused) return failed(`${refused} (${OPERATIONS[op].title}).`);
  try {
    return { content: [{ type: 'text', text: answer() }] };
  } catch (e) {
    if (e instanceof HttpError) return failed(e.message);
    throw e;
  }
}

function failed(text: string): CallToolResult {
  return { isError: true, content: [{ type: 'text', text }] };
}

function checked(kind: IdentifierKind, value: string): string {
  const problem = checkIdentifier(kind, value);
  if (problem) throw new HttpError(400, problem.message);
  return value.trim();
}

function subject(ctx: ToolContext, topic: string): Subject {
  const s = ctx.data.topic(checked('topic', topic));
  if (!s) throw new HttpError(404, `${NOT_FOUND}: no topic "${topic.trim()}".`);
  return s;
}

function findCategory(ctx: ToolContext, category: string): DemoCategory {
  const cat = ctx.data.category(checked('category', category));
  if (!cat) throw new HttpError(404, `${NOT_FOUND}: no category "${category.trim()}" (the categories tool lists them).`);
  return cat;
}

/** Tool arguments as the query string the API's parameter checks read. */
function query(args: Record<string, string | number | undefined>): URLSearchParams {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(args)) if (v !== undefined) q.set(k, String(v));
  return q;
}

/** Values as the service sent them (a number may be a string, a field null or missing). */
function cell(value: unknown): Cell {
  if (typeof value === 'number' || typeof value === 'string') return value;
  return value === undefined || value === null ? null : JSON.stringify(value);
}

function table(items: readonly Record<string, unknown>[], columns: readonly string[]): Table {
  return { columns: [...columns], rows: items.map((item) => columns.map((c) => cell(item[c]))) };
}

/** A heading, what the data is, and the table; cells lose line breaks and pipes (they would break it). */
function doc(heading: string, about: string, now: number, data: Table): string {
  const line = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`;
  const text = (c: Cell): string => (c === null ? '' : typeof c === 'number' ? count(c) : c.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|'));
  const rows = data.rows.length
    ? [line(data.columns), `|${data.columns.map(() => '---').join('|')}|`, ...data.rows.map((r) => line(r.map(text)))]
    : ['_None._'];
  return [`# ${heading.replace(/\r?\n/g, ' ')}`, `_${about}; generated ${isoTime(now)}._`, rows.join('\n')].join('\n\n') + '\n';
}
