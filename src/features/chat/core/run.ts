// The chat tools' core: input checked, plan gated, data fetched through the one shared client
// (its cache, quota and waits), and the answer written as compact markdown for a model and a
// person, each by the tool's record (tools/). Every failure comes back as text: nothing here
// throws to the caller. Pure: no `vscode`.
import { isServiceError, quotaRefusal, type ServiceErrorKind } from '../../../service/api/errors';
import { closeMatches } from '../../../editor/pickers/core/closeMatches';
import { OPERATIONS } from '../../../service/api/operations';
import { sameLimits, type Plan } from '../../../service/api/plans';
import type { Priority, QuotaStatus } from '../../../service/api/service';
import { userReserve } from '../../../service/api/quota';
import { topicRef, type ItemRef } from '../../../shared/items';
import * as l10n from '../../../shared/format/l10n';
import { ownMarkdown, tLabel, type LabelText } from '../../../editor/sinks/neutral';
import { pastBudget, TURN_BUDGET, type Spent } from './budget';
import { describeError, nextStep, type Audience } from './errors';
import { lowestPlan, planCall, type CallPlan } from './cost';
import { checkInput } from './input';
import { blocks, cell, count, joined, md, own, prose, say, stamp, when, type MarkdownText } from './render';
import { TOOLS, type ToolId } from './specs';
import { TOOL_RECORDS } from './tools/index';
import { Meter, type ToolClient, type ToolEnv } from './tools/meter';

export type { ToolClient, ToolEnv } from './tools/meter';

export interface ToolResult {
  /** Markdown for the model and the person. */
  text: MarkdownText;
  /** Its last line when it answered: what was spent and how old the data is. */
  footer?: MarkdownText;
  ok: boolean;
  /**
   * Why it failed: an error kind, `input` or `plan` (refused here, before any request), or
   * `reserve` (a tool call the model made found only the day's reserve left).
   */
  failure?: ServiceErrorKind | 'input' | 'reserve';
  /** Requests this call sent (answers from the cache cost none). */
  requests: number;
  /** Items the answer is about, first the main one: for buttons and pins. */
  refs: ItemRef[];
  /** Addresses of the data (API paths without credentials, post links). */
  sources: string[];
}

/** `1 request`, `3 requests`, in the person's language. */
function requests(n: number): MarkdownText {
  return n === 1 ? say(l10n.t('1 request')) : say(l10n.t('{0} requests'), count(n));
}

function footer(env: ToolEnv, m: Meter, quota?: QuotaStatus): MarkdownText {
  const now = env.now();
  const { mode, plan } = env.state();
  const parts: MarkdownText[] = [];
  if (m.oldest !== undefined) parts.push(say(l10n.t('data generated {0}'), when(m.oldest, now)));
  parts.push(m.fromCache ? say(l10n.t('{0} spent, {1} from cache'), requests(m.requests), m.fromCache) : say(l10n.t('{0} spent'), requests(m.requests)));
  if (quota) {
    parts.push(say(l10n.t('quota {0}/{1} this minute, {2}/{3} today'), quota.minuteUsed, quota.plan.perMinute, count(quota.dayUsed), count(quota.plan.perDay)));
    if (quota.waiting > 0 && quota.waitingUntil) parts.push(say(l10n.t('{0} waiting for quota until {1}'), quota.waiting, stamp(quota.waitingUntil)));
  }
  if (quota?.keyPlan) parts.push(say(l10n.t('the key\'s limits are {0}\'s, the plan setting says {1}'), cell(quota.keyPlan.label), cell(plan.label)));
  else if (quota && !sameLimits(quota.plan, plan)) parts.push(say(l10n.t('the key\'s limits are no named plan\'s, the plan setting says {0}'), cell(plan.label)));
  else parts.push(mode === 'demo' ? say(l10n.t('{0} plan, demo data'), cell(plan.label)) : say(l10n.t('{0} plan'), cell(plan.label)));
  const stale = m.stale.length ? md`\n\n${say(l10n.t('**Stale:** the service could not be reached ({0}); these figures are the last good answer.'), cell(m.stale[0], 160))}` : '';
  return md`_${joined(parts, ' · ')}_${stale}`;
}

function planRefusal(plan: Plan, p: CallPlan, reader: Reader): MarkdownText {
  const op = p.excluded!.op;
  if (reader !== 'model') {
    return blocks([
      say(l10n.t('**{0} is not on the {1} plan:** {2} needs the {3} plan or higher. No request was spent.'), reader.command, cell(plan.label), p.excluded!.what, cell(lowestPlan(op))),
      nextStep('plan'),
    ]);
  }
  return blocks([
    say(l10n.t('**Not available on the {0} plan:** {1} needs the {2} plan or higher ({3}). No request was spent.'), cell(plan.label), p.excluded!.what, cell(lowestPlan(op)), cell(OPERATIONS[op].title)),
    say(l10n.t('What to do: on {0}, market data works (the `{1}` tool: coins and stocks). If the key is on a higher plan, the person can choose it with "Social Pulse: Choose Plan..."; or turn on demo data with "Social Pulse: Toggle Demo Data".'), cell(plan.label), own(TOOLS.market.name)),
  ]);
}

/** A tool call the model made found only the day's reserve left: the reserve is the person's. */
function reserveRefusal(id: ToolId, quota: QuotaStatus, reader: Reader): MarkdownText {
  const left = count(Math.max(0, quota.plan.perDay - quota.dayUsed));
  if (reader !== 'model') {
    return blocks([
      say(l10n.t('**{0} was not run:** only {1} of today\'s {2} requests are left, and the last {3} are kept for what you open yourself. No request was spent.'),
        reader.command, left, count(quota.plan.perDay), count(userReserve(quota.plan.perDay))),
      say(l10n.t('Open the item yourself (a panel, or an @pulse command such as `/topic`); the quota resets at midnight UTC.')),
    ]);
  }
  return blocks([
    say(l10n.t('**{0} was not run:** only {1} of today\'s {2} requests are left, and the last {3} are kept for what the person opens themselves; tools a model calls do not spend them. No request was spent.'),
      own(TOOLS[id].name), left, count(quota.plan.perDay), count(userReserve(quota.plan.perDay))),
    say(l10n.t('What to do: answer from data already fetched, or tell the person they can open the item themselves (a panel or an @pulse command still works); the quota resets at midnight UTC.')),
  ]);
}

/** Who reads the answer: a model, or the person who typed `command` (`/topic`). */
export type Reader = 'model' | { command: MarkdownText };

/** The topic a call named, when the service said it has none such. */
function missingTopic(input: object, m: Meter): string | undefined {
  const o = input as { topic?: unknown; kind?: unknown; id?: unknown };
  if (m.missing !== undefined) return m.missing;
  if (typeof o.topic === 'string') return o.topic;
  return o.kind === 'topic' && typeof o.id === 'string' ? o.id : undefined;
}

/** Trending topics close to a name the service does not have, as the lookup palette finds them (usually from the cache). */
async function nearTopics(client: ToolClient, m: Meter, name: string): Promise<MarkdownText | undefined> {
  try {
    const list = await m.take(client.topicsList(m.options));
    const near = closeMatches(name, list.data.map((t) => topicRef(t.topic, t.title)));
    return near.length ? joined(near.map((r) => md`${cell(r.title, 40)} (${cell(r.id, 40)})`), ', ') : undefined;
  } catch {
    return undefined;
  }
}

/** What a failure says to its reader; the person also reads the trending topics close to one not found. */
async function audienceOf(reader: Reader, e: unknown, input: object, m: Meter, client: ToolClient | undefined): Promise<Audience> {
  if (reader === 'model' || !isServiceError(e) || e.kind !== 'not-found') return reader;
  const missing = missingTopic(input, m);
  if (missing === undefined) return reader;
  const near = client ? await nearTopics(client, m, missing) : undefined;
  return { ...reader, missing, ...(near ? { near } : {}) };
}

/**
 * Runs one tool call to the end and answers with text, whatever happens. `signal` cancels the
 * requests (the chat's cancellation token, passed down). `priority`: 'view' for what the person
 * asked for themselves (an @pulse command); 'background' for a call a model chose, which waits
 * behind what the person opens and never spends the day's reserve kept for it. `reader`: who reads
 * a failure (the person reads @pulse's commands' answers).
 */
export async function runTool<K extends ToolId>(id: K, input: unknown, env: ToolEnv, signal?: AbortSignal, priority: Priority = 'view', reader: Reader = 'model'): Promise<ToolResult> {
  const checked = checkInput(id, input);
  if ('problem' in checked) {
    const text = reader === 'model'
      ? say(l10n.t('**Invalid input for {0}:** {1} Nothing was fetched; call again with corrected input.'), own(TOOLS[id].name), prose(checked.problem))
      : say(l10n.t('**{0} could not be read:** {1} Nothing was fetched.'), reader.command, prose(checked.problem));
    return { ok: false, failure: 'input', requests: 0, refs: [], sources: [], text };
  }
  const { plan, mode } = env.state();
  const p = planCall(id, checked.ok, plan);
  // without a key the plan setting is only a default: the key is what is missing
  if (p.excluded && mode !== 'none') return { ok: false, failure: 'plan', requests: 0, refs: [], sources: [], text: planRefusal(plan, p, reader) };
  const m = new Meter(env, signal, priority);
  let client: ToolClient | undefined;
  try {
    client = await env.client(signal);
    const start = client.quota();
    const started = env.now();
    const out = await TOOL_RECORDS[id].run(checked.ok, m, client);
    // the client holds requests until the minute's quota allows them: say so, it explains the delay
    const waited = start.minuteUsed >= start.plan.perMinute ? Math.round((env.now() - started) / 1000) : 0;
    const wait = waited >= 1 ? say(l10n.t('_Waited about {0} s for the per-minute quota ({1}: {2} a minute)._'), waited, cell(start.plan.label), start.plan.perMinute) : undefined;
    const last = footer(env, m, client.quota());
    return {
      ok: true, requests: m.requests, refs: out.refs, sources: [...m.sources, ...(out.extraSources ?? [])],
      text: blocks([out.body, wait, last]), footer: last,
    };
  } catch (e) {
    const kind = isServiceError(e) ? e.kind : undefined;
    const quota = client?.quota();
    // the client refuses background work at the reserve with the day's kind; the day is not used up
    if (priority === 'background' && quotaRefusal(e) === 'day' && quota && quota.dayUsed < quota.plan.perDay) {
      return { ok: false, failure: 'reserve', requests: m.requests, refs: [], sources: m.sources, text: blocks([reserveRefusal(id, quota, reader), footer(env, m, quota)]) };
    }
    const said = describeError(e, own(TOOLS[id].name), env.now(), await audienceOf(reader, e, checked.ok, m, client));
    return { ok: false, ...(kind ? { failure: kind } : {}), requests: m.requests, refs: [], sources: m.sources, text: blocks([said, footer(env, m, client?.quota() ?? quota)]) };
  }
}

/** What the person sees before a call: what will be fetched and what it costs. */
export interface Preparation {
  message: MarkdownText;
  /** Present when the call should be confirmed first. */
  confirm?: { title: LabelText; message: MarkdownText };
}

/**
 * `spent`: what tool calls a model made have spent in this turn (see budget.ts); a call that would
 * go past the budget asks first, as does one that is large by itself.
 */
export function prepareTool(id: ToolId, input: unknown, env: ToolEnv, quota?: QuotaStatus, spent?: Spent): Preparation {
  const checked = checkInput(id, input);
  if ('problem' in checked) return { message: say(l10n.t('Social Pulse: checking the input of {0}'), own(TOOLS[id].referenceName)) };
  const { plan, mode } = env.state();
  const p = planCall(id, checked.ok, plan);
  const what = joined(p.calls.map((c) => c.what), ', ');
  if (p.excluded) return { message: say(l10n.t('Social Pulse: {0} is not on the {1} plan (no request)'), what, cell(plan.label)) };
  const cost = say(l10n.t('up to {0} (none for answers still cached)'), requests(p.requests));
  const where = ownMarkdown(spent?.scope === 'turn' ? l10n.t('in this chat turn') : l10n.t('in the last minute'));
  const sofar = spent?.requests ? say(l10n.t('; {0} of the {1} a turn may spend without asking spent {2}'), spent.requests, TURN_BUDGET, where) : '';
  const left = quota
    ? say(l10n.t(' {0} of {1} left today.'), count(Math.max(0, quota.plan.perDay - quota.dayUsed)), count(quota.plan.perDay))
    : say(l10n.t(' The {0} plan allows {1} a minute, {2} a day.'), cell(plan.label), plan.perMinute, count(plan.perDay));
  const message = md`${say(l10n.t('Social Pulse: fetching {0}: {1}'), what, cost)}${mode === 'demo' ? ownMarkdown(l10n.t(', demo data')) : ''}${sofar}`;
  if (spent && pastBudget(spent, p.requests)) {
    return {
      message,
      confirm: {
        title: tLabel(l10n.t('Fetch more from Social Pulse? {0} spent {1}'), requests(spent.requests), where),
        message: say(l10n.t('Tool calls have spent **{0}** {1}; a chat turn may spend {2} without asking. This call will fetch {3}: {4}.{5}'), requests(spent.requests), where, TURN_BUDGET, what, cost, left),
      },
    };
  }
  if (!p.confirm) return { message };
  return {
    message,
    confirm: {
      title: p.calls.length > 1 ? tLabel(l10n.t('Fetch {0} answers from Social Pulse?'), p.calls.length) : tLabel(l10n.t('Fetch a long series from Social Pulse?')),
      message: say(l10n.t('This will fetch {0}: {1}. It asks because {2}.{3}'), what, cost, p.confirmWhy!, left),
    },
  };
}
