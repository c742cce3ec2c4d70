// The markdown variant under /ai: /topic/{topic}, /category/{category},
// /creator/{network}/{id or screen name}, /post/{postType or network}/{id}, /list/{list} and
// /search/{query}, as markdown (default), JSON or CSV.
import { checkIdentifier, PATH_IDS, type PathIdName, type ReportList } from '../../api/identifiers';
import { REPORT_PATHS } from '../../api/report';
import type { Dataset } from '../data/dataset';
import { worldHour } from '../data/hour';
import { findPost } from '../data/posts';
import type { Caller } from '../gate';
import { asCaller, segments, type Mount, type MountContext } from '../mount';
import { failure, HttpError, INVALID_ENDPOINT, json, NOT_FOUND, text, type Reply } from '../reply';
import { categoryReport, creatorReport, postReport, topicReport } from './build';
import { listReport, searchReport } from './lists';
import { renderCsv } from './csv';
import type { ReportDoc } from './doc';
import { renderMarkdown } from './markdown';

type ReportKind = keyof typeof REPORT_PATHS;

function route(parts: string[]): { kind: ReportKind; params: Record<string, string> } | undefined {
  for (const kind of Object.keys(REPORT_PATHS) as ReportKind[]) {
    const pattern = REPORT_PATHS[kind].split('/').filter(Boolean);
    if (pattern.length !== parts.length || pattern[0] !== parts[0]) continue;
    const params: Record<string, string> = {};
    pattern.slice(1).forEach((p, i) => { params[p.slice(1, -1)] = parts[i + 1]!; });
    return { kind, params };
  }
  return undefined;
}

function build(data: Dataset, kind: ReportKind, p: Record<string, string>, now: number): ReportDoc | undefined {
  switch (kind) {
    case 'topic': {
      const s = data.topic(p.topic!);
      return s && topicReport(data, s, now);
    }
    case 'category': {
      const cat = data.category(p.category!);
      return cat && categoryReport(data, cat, now);
    }
    case 'creator': {
      const creator = data.creator(p.network!, p.id!);
      return creator && creatorReport(data, creator, now);
    }
    case 'post': {
      const post = findPost(data, p.postType!, p.id!, now);
      return post && postReport(data, post, now);
    }
    case 'list':
      return listReport(data, p.list!.toLowerCase() as ReportList, now);
    case 'search':
      return searchReport(data, p.query!.trim(), now);
  }
}

function answer(ctx: MountContext, caller: Caller): Reply {
  const found = route(segments(ctx.path));
  if (!found) return failure(404, INVALID_ENDPOINT);
  const denied = ctx.gate.require(caller, 'limited');
  if (denied) return denied;
  for (const [name, value] of Object.entries(found.params)) {
    const problem = checkIdentifier(PATH_IDS[name as PathIdName], value);
    if (problem) throw new HttpError(400, problem.message);
  }
  const format = ctx.url.searchParams.get('format') || 'markdown';
  if (!['markdown', 'json', 'csv'].includes(format)) throw new HttpError(400, `Invalid format "${format}": use markdown, json or csv.`);
  const now = Math.floor(ctx.now / 1000);
  const doc = build(ctx.data, found.kind, found.params, worldHour(now));
  if (!doc) throw new HttpError(404, NOT_FOUND);
  const headers = { 'x-lunar-generated': String(now) };
  if (format === 'json') return json(200, doc.json, headers);
  if (format === 'csv') return text(200, renderCsv(doc.csv), 'text/csv; charset=utf-8', headers);
  return text(200, renderMarkdown(doc), 'text/markdown; charset=utf-8', headers);
}

export const reportMount: Mount = {
  prefix: '/ai',
  handle: (ctx) => asCaller(ctx, (caller) => answer(ctx, caller)),
};
