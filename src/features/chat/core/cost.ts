// What a tool call will fetch, what it may cost of the quota, whether the plan includes it and
// whether to ask the person first. Decided before any request. Pure.
import { OPERATIONS, type OperationId } from '../../../service/api/operations';
import { allows, PLANS, type Access, type Plan } from '../../../service/api/plans';
import type { Interval } from '../../../service/api/values';
import { isLastWeek, seriesOperation } from '../../../shared/queries/series';
import type { Inputs } from './input';
import { cell, count, md, own, type MarkdownText } from './render';
import { CONFIRM_ABOVE_POINTS, CONFIRM_ABOVE_REQUESTS, type ToolId } from './specs';

export interface PlannedCall {
  op: OperationId;
  /** "the topic summary of bitcoin" */
  what: MarkdownText;
}

export interface CallPlan {
  calls: PlannedCall[];
  /** At most this many requests (0 for each answer still in the cache). */
  requests: number;
  /** Points a series will hold, when it is one. */
  points?: number;
  /** Ask the person before spending it. */
  confirm: boolean;
  /** Why it asks, for the confirmation message. */
  confirmWhy?: MarkdownText;
  /** The first call the plan does not include, if any: answered without a request. */
  excluded?: PlannedCall;
}

const HOURS: Readonly<Record<Interval, number>> = { '1d': 24, '1w': 168, '1m': 720, '3m': 2160, '6m': 4380, '1y': 8760, all: 8760 * 6 };

/** Points of a series of `interval` in `bucket`s (the service's `all` reaches back years). */
export function seriesPoints(bucket: 'hour' | 'day', interval: Interval | undefined): number {
  const hours = HOURS[interval ?? '1w'];
  return bucket === 'hour' ? hours : Math.max(1, Math.round(hours / 24));
}

/**
 * The operation a series call asks with on a plan: a topic's week comes from v2 on a plan
 * without v1; anything longer needs v1, which the plan gate then refuses before any request.
 */
function seriesCallOperation(i: Pick<Inputs['series'], 'kind' | 'bucket' | 'interval'>, access: Access): OperationId {
  const op = seriesOperation(i.kind, access);
  return op === 'topicTimeSeriesV2' && !isLastWeek(i) ? 'topicTimeSeries' : op;
}

/** The calls a request will make on a plan with `access`, in order. */
export function plannedCalls<K extends ToolId>(id: K, input: Inputs[K], access: Access): PlannedCall[] {
  switch (id) {
    case 'trending':
      return [{ op: 'topicsList', what: own('the trending topics list') }];
    case 'topic': {
      const i = input as Inputs['topic'];
      const calls: PlannedCall[] = [];
      if (i.include.includes('summary')) calls.push({ op: 'topic', what: md`the summary of topic "${cell(i.topic, 60)}" (with sentiment by network)` });
      if (i.include.includes('whatsup')) calls.push({ op: 'topicWhatsup', what: md`what's up with "${cell(i.topic, 60)}" (AI summary of the talk)` });
      return calls;
    }
    case 'series': {
      const i = input as Inputs['series'];
      const span = i.interval ?? '1w';
      return [{ op: seriesCallOperation(i, access), what: md`the ${span} ${i.bucket === 'day' ? 'daily' : 'hourly'} series of ${i.kind} "${cell(i.name, 60)}"` }];
    }
    case 'feed': {
      const i = input as Inputs['feed'];
      const op = i.kind === 'posts' ? 'topicPosts' : i.kind === 'news' ? 'topicNews' : 'topicCreators';
      return [{ op, what: md`the top ${i.kind} of topic "${cell(i.topic, 60)}"` }];
    }
    case 'category': {
      const i = input as Inputs['category'];
      if (!i.category) return [{ op: 'categoriesList', what: own('the categories list') }];
      const calls: PlannedCall[] = [{ op: 'category', what: md`the summary of category "${cell(i.category, 60)}"` }];
      if (i.includeTopics) calls.push({ op: 'categoryTopics', what: md`the topics of category "${cell(i.category, 60)}"` });
      return calls;
    }
    case 'market': {
      const i = input as Inputs['market'];
      const op = i.asset === 'coins' ? (i.live ? 'coinsListV2' : 'coinsList') : (i.live ? 'stocksListV2' : 'stocksList');
      return [{ op, what: md`the ${i.live ? 'live' : 'hourly'} ${i.asset} list by ${i.sort}${i.filter ? md` in "${cell(i.filter, 60)}"` : ''}` }];
    }
    case 'creator': {
      const i = input as Inputs['creator'];
      const calls: PlannedCall[] = [{ op: 'creator', what: md`the ${i.network} creator "${cell(i.creator, 60)}"` }];
      if (i.includePosts) calls.push({ op: 'creatorPosts', what: md`the latest posts of "${cell(i.creator, 60)}"` });
      return calls;
    }
    case 'compare': {
      const i = input as Inputs['compare'];
      const calls: PlannedCall[] = i.topics.map((t) => ({ op: 'topic' as const, what: md`the summary of "${cell(t, 60)}"` }));
      if (i.withSeries) calls.push(...i.topics.map((t) => ({ op: seriesOperation('topic', access), what: md`the 1-week daily series of "${cell(t, 60)}"` })));
      return calls;
    }
    case 'report': {
      const i = input as Inputs['report'];
      // the markdown variant; on a plan without it, a snapshot from the summary (one more)
      return [{ op: i.kind === 'category' ? 'category' : 'topic', what: md`the markdown report on ${i.kind} "${cell(i.id, 60)}"` }];
    }
  }
  return [];
}

export function planCall<K extends ToolId>(id: K, input: Inputs[K], plan: Plan): CallPlan {
  const calls = plannedCalls(id, input, plan.access);
  // (the markdown variant of a report is gated like the summaries: Individual and up)
  const excluded = calls.find((c) => !allows(plan.access, OPERATIONS[c.op].access));
  const requests = calls.length;
  const series = id === 'series' ? (input as Inputs['series']) : undefined;
  const points = series ? seriesPoints(series.bucket, series.interval) : undefined;
  let confirmWhy: MarkdownText | undefined;
  if (requests > CONFIRM_ABOVE_REQUESTS) confirmWhy = md`it may spend up to ${requests} requests of your quota`;
  else if (points !== undefined && points > CONFIRM_ABOVE_POINTS) confirmWhy = md`it is a long series (about ${count(points)} points)`;
  return { calls, requests, ...(points !== undefined ? { points } : {}), confirm: !excluded && !!confirmWhy, ...(confirmWhy ? { confirmWhy } : {}), ...(excluded ? { excluded } : {}) };
}

const ACCESS_PLAN: Readonly<Record<Access, string>> = { market: PLANS.hobby.label, limited: PLANS.individual.label, all: PLANS.builder.label };

/** The lowest plan that includes an operation, by name. */
export function lowestPlan(op: OperationId): string {
  return ACCESS_PLAN[OPERATIONS[op].access];
}
