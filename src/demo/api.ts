// The operations of the service under /api4, routed and gated by the operation table.
import type { Operation, OperationId } from '../api/operations';
import { OPERATION_LIST, pathParams } from '../api/operations';
import { checkIdentifier, type IdentifierKind } from '../api/identifiers';
import { allows } from '../api/plans';
import { coinItem, coinSnapshot, queryCoins } from './data/coins';
import type { Dataset, DemoCategory, Subject } from './data/dataset';
import { topicIdOf } from './data/dataset';
import { say } from './data/flavor';
import { candidates, postItem, top, topCreators } from './data/posts';
import { bucketTimes, seriesPoints, type Point } from './data/series';
import { categoriesList, categorySummary, categoryTopics, topicsList, topicSummary, whatsup } from './data/summaries';
import type { Caller } from './gate';
import { asCaller, HttpError, segments, type Mount, type MountContext } from './mount';
import { listQuery, postWindow, seriesWindow, seriesWindowV2, type SeriesWindow } from './params';
import { failure, INVALID_ENDPOINT, json, NOT_FOUND, type Reply } from './reply';

const POSTS_LIMIT = 50;
const NEWS_LIMIT = 25;
const CREATORS_LIMIT = 50;

interface Route {
  op: Operation;
  parts: string[];
}

// Literal segments beat parameters, so /coins/list/v1 is never read as the coin "list".
const ROUTES: Route[] = OPERATION_LIST.map((op) => ({ op, parts: op.path.split('/').filter(Boolean) }))
  .sort((a, b) => pathParams(a.op).length - pathParams(b.op).length);

function route(parts: string[]): { op: Operation; params: Record<string, string> } | undefined {
  for (const r of ROUTES) {
    if (r.parts.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const ok = r.parts.every((p, i) => {
      const m = /^\{(\w+)\}$/.exec(p);
      if (m) params[m[1]!] = parts[i]!;
      return m ? true : p === parts[i];
    });
    if (ok) return { op: r.op, params };
  }
  return undefined;
}

interface Call {
  data: Dataset;
  q: URLSearchParams;
  /** seconds */
  now: number;
  caller: Caller;
  params: Record<string, string>;
}

function checked(kind: IdentifierKind, value: string): string {
  const problem = checkIdentifier(kind, value);
  if (problem) throw new HttpError(400, problem.message);
  return value.trim();
}

function subject(c: Call): Subject {
  const s = c.data.topic(checked('topic', c.params.topic!));
  if (!s) throw new HttpError(404, NOT_FOUND);
  return s;
}

function category(c: Call): DemoCategory {
  const cat = c.data.category(checked('category', c.params.category!));
  if (!cat) throw new HttpError(404, NOT_FOUND);
  return cat;
}

function topicConfig(c: Call, s: Subject): Record<string, unknown> {
  const a = s.asset;
  return {
    topic: topicIdOf(s),
    id: a ? `${a.kind}:${a.id}` : topicIdOf(s),
    _self_call: false,
    name: a ? say(c.data.flavor, a.name, a.id) : s.title,
    ...(a ? { symbol: a.symbol } : {}),
  };
}

function categoryConfig(cat: DemoCategory): Record<string, unknown> {
  return { category: cat.category, type: 'category', id: cat.category };
}

function series(c: Call, s: Subject, w: SeriesWindow, config: Record<string, unknown>): unknown {
  const data: Point[] = seriesPoints(c.data, s, bucketTimes(w.start, w.end, w.bucket), w.bucket, c.now);
  const metrics = Object.keys(data[0] ?? {}).filter((k) => k !== 'time');
  return {
    config: { ...config, ...(w.interval ? { interval: w.interval } : {}), start: w.start, end: w.end, bucket: w.bucket, metrics, generated: c.now },
    data,
  };
}

function posts(c: Call, s: Subject, withLink: boolean, config: Record<string, unknown>): unknown {
  const w = postWindow(c.q, c.now);
  const list = top(candidates(c.data, s, w.from, w.to, c.now, false), POSTS_LIMIT, w.recent);
  return {
    config: { ...config, start: w.from, end: w.to, generated: c.now },
    data: list.map((p, i) => postItem(c.data, p, withLink, i)),
  };
}

function news(c: Call, s: Subject, config: Record<string, unknown>): unknown {
  const list = top(candidates(c.data, s, c.now - 2 * 86400, c.now, c.now, true), NEWS_LIMIT, true);
  return { config: { ...config, type: 'news', generated: c.now }, data: list.map((p, i) => postItem(c.data, p, true, i)) };
}

function coins(c: Call, live: boolean): unknown {
  // v1 is served from a cache refreshed on the hour; v2 is live
  const t = live ? c.now : Math.floor(c.now / 3600) * 3600;
  const q = listQuery(c.q);
  const { total, page } = queryCoins(coinSnapshot(c.data, t), q);
  const social = allows(c.caller.plan.access, 'limited');
  return {
    config: { sort: q.sort, desc: q.desc, limit: q.limit, page: q.page, ...(q.filter ? { filter: q.filter } : {}), total_rows: total, generated: t },
    data: page.map((row) => coinItem(c.data, row, social)),
  };
}

function coin(c: Call): unknown {
  const a = c.data.coin(checked('coin', c.params.coin!));
  if (!a) throw new HttpError(404, NOT_FOUND);
  const row = coinSnapshot(c.data, c.now).find((r) => r.asset === a)!;
  return {
    config: { id: String(a.id), name: say(c.data.flavor, a.name, a.id), symbol: a.symbol, topic: a.topic, generated: c.now },
    data: coinItem(c.data, row, allows(c.caller.plan.access, 'limited')),
  };
}

type Handler = (c: Call) => unknown;

const HANDLERS: Record<OperationId, Handler> = {
  topicsList: (c) => ({ data: topicsList(c.data, c.now) }),
  topicWhatsup: (c) => {
    const s = subject(c);
    return { config: { ...topicConfig(c, s), generated: c.now }, ...whatsup(c.data, s, c.now) };
  },
  topic: (c) => {
    const s = subject(c);
    return { config: { ...topicConfig(c, s), generated: c.now }, data: topicSummary(c.data, s, c.now) };
  },
  topicTimeSeriesV2: (c) => {
    const s = subject(c);
    return series(c, s, seriesWindowV2(c.q, c.now), topicConfig(c, s));
  },
  topicTimeSeries: (c) => {
    const s = subject(c);
    return series(c, s, seriesWindow(c.q, c.now, s.since), topicConfig(c, s));
  },
  topicPosts: (c) => {
    const s = subject(c);
    return posts(c, s, true, { ...topicConfig(c, s), type: 'topic' });
  },
  topicNews: (c) => {
    const s = subject(c);
    return news(c, s, topicConfig(c, s));
  },
  topicCreators: (c) => ({ data: topCreators(c.data, subject(c), c.now, CREATORS_LIMIT, false) }),
  category: (c) => ({ data: categorySummary(c.data, category(c), c.now) }),
  categoryTopics: (c) => ({ data: categoryTopics(c.data, category(c), c.now) }),
  categoryTimeSeries: (c) => {
    const cat = category(c);
    return series(c, cat.subject, seriesWindow(c.q, c.now, cat.subject.since), categoryConfig(cat));
  },
  categoryPosts: (c) => {
    const cat = category(c);
    return posts(c, cat.subject, false, categoryConfig(cat));
  },
  categoryNews: (c) => {
    const cat = category(c);
    return news(c, cat.subject, categoryConfig(cat));
  },
  coinsList: (c) => coins(c, false),
  categoryCreators: (c) => {
    const cat = category(c);
    return { config: { ...categoryConfig(cat), type: 'creators', generated: c.now }, data: topCreators(c.data, cat.subject, c.now, CREATORS_LIMIT, true) };
  },
  categoriesList: (c) => ({ data: categoriesList(c.data, c.now) }),
  coinsListV2: (c) => coins(c, true),
  coin,
};

function answer(ctx: MountContext, caller: Caller): Reply {
  const found = route(segments(ctx.path));
  if (!found) return failure(404, INVALID_ENDPOINT);
  const denied = ctx.gate.require(caller, found.op.access);
  if (denied) return denied;
  const now = Math.floor(ctx.now / 1000);
  const body = HANDLERS[found.op.id]({ data: ctx.data, q: ctx.url.searchParams, now, caller, params: found.params });
  const generated = (body as { config?: { generated?: number } }).config?.generated ?? now;
  return json(200, body, { 'x-lunar-generated': String(generated) });
}

export const apiMount: Mount = {
  prefix: '/api4',
  handle: (ctx) => asCaller(ctx, (caller) => answer(ctx, caller)),
};
