// The operations of the service under /api4, routed and gated by the operation table.
import type { Operation } from '../api/operations';
import { OPERATION_LIST, pathParams } from '../api/operations';
import { worldHour } from './data/hour';
import type { Caller } from './gate';
import type { Handlers } from './handlers/call';
import { MARKET_HANDLERS } from './handlers/markets';
import { PEOPLE_HANDLERS } from './handlers/people';
import { SEARCH_HANDLERS } from './handlers/searches';
import { TOPIC_HANDLERS } from './handlers/topics';
import { asCaller, segments, type Mount, type MountContext } from './mount';
import { failure, INVALID_ENDPOINT, json, type Reply } from './reply';

const HANDLERS: Handlers = { ...TOPIC_HANDLERS, ...PEOPLE_HANDLERS, ...MARKET_HANDLERS, ...SEARCH_HANDLERS };

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

function answer(ctx: MountContext, caller: Caller): Reply {
  const found = route(segments(ctx.path));
  if (!found) return failure(404, INVALID_ENDPOINT);
  const denied = ctx.gate.require(caller, found.op.access);
  if (denied) return denied;
  const now = Math.floor(ctx.now / 1000);
  const body = HANDLERS[found.op.id]({ data: ctx.data, searches: ctx.searches, q: ctx.url.searchParams, now, at: worldHour(now), caller, params: found.params });
  const generated = (body as { config?: { generated?: number } }).config?.generated ?? now;
  return json(200, body, { 'x-lunar-generated': String(generated) });
}

export const apiMount: Mount = {
  prefix: '/api4',
  handle: (ctx) => asCaller(ctx, (caller) => answer(ctx, caller)),
};
