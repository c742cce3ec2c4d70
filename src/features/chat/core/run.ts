// The chat tools' core: input checked, plan gated, data fetched through the one shared client
// (its cache, quota and waits), and the answer written as compact markdown for a model and a
// person. Every failure comes back as text: nothing here throws to the caller. Pure: no `vscode`.
import { isServiceError, quotaRefusal, type ServiceErrorKind } from '../../../service/api/errors';
import { OPERATIONS } from '../../../service/api/operations';
import type { Plan } from '../../../service/api/plans';
import type { Priority, QuotaStatus } from '../../../service/api/service';
import type { Answer, Coin, SocialSummary, TimeSeriesPoint } from '../../../service/api/types';
import type { Stock } from '../../../service/api/types-market';
import { userReserve } from '../../../service/api/quota';
import { rankMove } from '../../../shared/format/rank';
import { sentimentWords } from '../../../shared/format/sentiment';
import { networkLabel } from '../../../shared/format/networks';
import type { FigureId } from '../../../shared/figures/catalogue';
import { bucketSoFar, topicSentiment } from '../../../shared/figures/derive';
import { readWords } from '../../../shared/figures/describe';
import { categoryRef, coinRef, creatorRef, postRef, stockRef, topicRef, type ItemRef } from '../../../shared/items';
import { fetchReport } from '../../../shared/queries/report';
import { fetchSeries, type FetchedSeries } from '../../../shared/queries/series';
import * as l10n from '../../../shared/format/l10n';
import { ownMarkdown, tLabel, type LabelText } from '../../../editor/sinks/neutral';
import { pastBudget, TURN_BUDGET, type Spent } from './budget';
import { describeError } from './errors';
import { lowestPlan, planCall, type CallPlan } from './cost';
import { checkInput, type Inputs } from './input';
import {
  ago, blocks, cell, change, count, figure, joined, label, leftOut, md, missing, own, percent, plural, prose, say, serviceMarkdown, table, utc, value, when,
  type MarkdownText,
} from './render';
import { TOOLS, type CompareMetric, type SeriesMetric, type ToolId } from './specs';
import { Meter, type ToolClient, type ToolEnv } from './tools/meter';
import { dataNote, headline, networkTable } from './tools/shared';

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
    if (quota.waiting > 0 && quota.waitingUntil) parts.push(say(l10n.t('{0} waiting for quota until {1}'), quota.waiting, utc(quota.waitingUntil)));
  }
  parts.push(mode === 'demo' ? say(l10n.t('{0} plan, demo data'), cell(plan.label)) : say(l10n.t('{0} plan'), cell(plan.label)));
  const stale = m.stale.length ? md`\n\n${say(l10n.t('**Stale:** the service could not be reached ({0}); these figures are the last good answer.'), cell(m.stale[0], 160))}` : '';
  return md`_${joined(parts, ' · ')}_${stale}`;
}

type Output = { body: MarkdownText; refs: ItemRef[]; extraSources?: string[] };
type Runner<K extends ToolId> = (input: Inputs[K], m: Meter, c: ToolClient) => Promise<Output>;

// ---- the tools --------------------------------------------------------------------------------

const trending: Runner<'trending'> = async (i, m, c) => {
  const a = await m.take(c.topicsList(m.options));
  const rows = a.data.slice(0, i.limit).map((t) => [
    value('topic_rank', t.topic_rank), md`${cell(t.title, 40)} (\`${cell(t.topic, 40)}\`)`, cell(rankMove(t.topic_rank, t.topic_rank_24h_previous)?.symbol ?? missing),
    value('interactions_24h', t.interactions_24h), value('num_posts', t.num_posts), value('num_contributors', t.num_contributors),
  ]);
  return {
    body: blocks([
      say(l10n.t('## Trending social topics')),
      table([label('topic_rank'), 'topic (id)', 'Δ rank 24 h', label('interactions_24h'), label('num_posts'), label('num_contributors')], rows),
      leftOut(rows.length, a.data.length, 'ask with a larger limit, at most 50'),
      say(l10n.t('Δ rank: ▲ places gained since 24 h ago. Pass a topic id to the topic tool for its details.')),
    ]),
    refs: a.data.slice(0, i.limit).map((t) => topicRef(t.topic, t.title)),
  };
};

const topic: Runner<'topic'> = async (i, m, c) => {
  const parts: (MarkdownText | undefined)[] = [];
  let ref = topicRef(i.topic);
  if (i.include.includes('summary')) {
    const s = await m.take(c.topic(i.topic, m.options));
    ref = topicRef(s.data.topic || i.topic, s.data.title);
    parts.push(headline(s.data, 'topic'), networkTable(s.data));
  } else parts.push(say(l10n.t('## Topic `{0}`'), cell(i.topic)));
  if (i.include.includes('whatsup')) {
    const w = await m.take(c.topicWhatsup(i.topic, m.options));
    const themes = (heading: MarkdownText, list: typeof w.data.supportive): MarkdownText | undefined => list.length
      ? md`**${heading}**\n${joined(list.map((t) => md`- **${cell(t.title, 60)}**${t.percent !== undefined ? md` (${label('theme_share')} ${value('theme_share', t.percent)})` : ''}: ${cell(t.description, 240)}`), '\n')}`
      : undefined;
    parts.push(blocks([
      say(l10n.t("### What's up")), cell(w.data.summary, 600) || say(l10n.t('_No summary for this topic._')),
      themes(say(l10n.t('Supportive themes')), w.data.supportive), themes(say(l10n.t('Critical themes')), w.data.critical),
    ]));
  }
  return { body: blocks(parts), refs: [ref] };
};

/** A series' metric as the table heads it: the catalogue's label, and the id the tool takes. */
function seriesHead(metric: SeriesMetric): MarkdownText {
  return md`${label(metric)} (\`${metric}\`)`;
}

const series: Runner<'series'> = async (i, m, c) => {
  const { access } = m.env.state().plan;
  let note: FetchedSeries['note'];
  const a = await m.take(fetchSeries(c, { kind: i.kind, id: i.name }, i, m.options, access).then((s) => {
    note = s.note;
    return s.answer;
  }));
  const points = [...a.data].sort((x, y) => x.time - y.time);
  const step = i.bucket === 'day' ? 86_400 : 3_600;
  const lastPoint = points.at(-1);
  // the day or hour so far is listed, marked, but left out of first, last, change, min and max
  const soFar = lastPoint && bucketSoFar(lastPoint.time, step, a.generated) ? lastPoint : undefined;
  const whole = soFar ? points.slice(0, -1) : points;
  const present = i.metrics.filter((k) => points.some((p) => typeof p[k as keyof TimeSeriesPoint] === 'number'));
  const absent = i.metrics.filter((k) => !present.includes(k));
  const val = (p: TimeSeriesPoint | undefined, k: SeriesMetric): number | undefined => {
    const v = p?.[k as keyof TimeSeriesPoint];
    return typeof v === 'number' ? v : undefined;
  };
  const stats = present.map((k) => {
    const values = whole.map((p) => val(p, k)).filter((v): v is number => v !== undefined);
    const first = values[0];
    const last = values.at(-1);
    return [seriesHead(k), value(k, first), value(k, last), change(first, last), value(k, Math.min(...values)), value(k, Math.max(...values))];
  });
  const shown = points.slice(-i.maxRows);
  const pointTime = (p: TimeSeriesPoint): MarkdownText => {
    const stamp = own(utc(p.time * 1000).slice(0, i.bucket === 'day' ? 10 : 16) as MarkdownText);
    return p === soFar ? say(l10n.t('{0} (so far)'), stamp) : stamp;
  };
  const rows = shown.map((p) => [pointTime(p), ...present.map((k) => value(k, val(p, k)))]);
  const span = points.length ? md`${utc(points[0]!.time * 1000)} to ${utc(points.at(-1)!.time * 1000)}` : 'no points';
  const ref = i.kind === 'topic' ? topicRef(i.name) : categoryRef(i.name);
  return {
    body: blocks([
      i.kind === 'topic'
        ? say(l10n.t('## Topic `{0}`: {1} in {2}s'), cell(i.name), own(i.interval ?? '1w'), own(i.bucket))
        : say(l10n.t('## Category `{0}`: {1} in {2}s'), cell(i.name), own(i.interval ?? '1w'), own(i.bucket)),
      md`${plural(points.length, 'point')}, ${span}.`,
      note && own(note),
      soFar && (i.bucket === 'day'
        ? say(l10n.t('_The last day is the day so far (to {0}): first, last, change, min and max cover whole days only._'), utc(a.generated * 1000))
        : say(l10n.t('_The last hour is the hour so far (to {0}): first, last, change, min and max cover whole hours only._'), utc(a.generated * 1000))),
      stats.length ? table(['metric', 'first', 'last', 'change', 'min', 'max'], stats) : say(l10n.t('_No values for the metrics asked._')),
      absent.length ? md`_Not in this series: ${joined(absent.map((k) => own(k)), ', ')} (market metrics exist only for topics that are assets)._` : undefined,
      rows.length && present.length ? table([i.bucket === 'day' ? 'day (UTC)' : 'hour (UTC)', ...present.map(label)], rows) : undefined,
      leftOut(shown.length, points.length, md`the latest ${shown.length} are listed; the first/min/max above cover all ${points.length}; maxRows takes up to 60`),
    ]),
    refs: [ref],
  };
};

const feed: Runner<'feed'> = async (i, m, c) => {
  const ref = topicRef(i.topic);
  if (i.kind === 'creators') {
    const a = await m.take(c.topicCreators(i.topic, m.options));
    const list = [...a.data].sort((x, y) => (x.creator_rank ?? 1e9) - (y.creator_rank ?? 1e9));
    const rows = list.slice(0, i.limit).map((cr) => [
      value('creator_rank', cr.creator_rank), cell(cr.creator_display_name || cr.creator_name, 40), md`\`${cell(cr.creator_id, 50)}\``,
      value('followers', cr.creator_followers), value('interactions_24h', cr.interactions_24h),
    ]);
    return {
      body: blocks([say(l10n.t('## Top creators on topic `{0}`'), cell(i.topic)), table([label('creator_rank'), 'creator', 'id (network::id)', label('followers'), label('interactions_24h')], rows),
        leftOut(rows.length, list.length, 'ask with a larger limit, at most 25')]),
      refs: [ref, ...list.slice(0, i.limit).map((cr) => creatorRef(cr.creator_id, cr.creator_display_name || cr.creator_name))],
    };
  }
  const a = i.kind === 'news'
    ? await m.take(c.topicNews(i.topic, m.options))
    : await m.take(c.topicPosts(i.topic, {}, m.options));
  const list = [...a.data].sort((x, y) => (y.interactions_24h ?? 0) - (x.interactions_24h ?? 0));
  const now = m.oldest ?? Date.now();
  const shown = list.slice(0, i.limit);
  const rows = shown.map((p) => [
    p.post_created ? ago(p.post_created * 1000, now) : missing,
    cell(networkLabel(p.post_type), 20), cell(p.creator_display_name || p.creator_name, 30), cell(p.post_title, 100),
    value('interactions_24h', p.interactions_24h), p.post_sentiment !== undefined ? md`${value('post_sentiment', p.post_sentiment)} (${cell(sentimentWords(p.post_sentiment))})` : missing,
  ]);
  const links = shown.filter((p) => p.post_link && /^https:\/\//.test(p.post_link)).map((p) => p.post_link!);
  return {
    body: blocks([
      say(l10n.t('## Top {0} on topic `{1}` (by interactions)'), own(i.kind), cell(i.topic)),
      table(['age', 'network', 'creator', 'title', label('interactions_24h'), label('post_sentiment')], rows),
      leftOut(rows.length, list.length, 'ask with a larger limit, at most 25'),
      dataNote(),
    ]),
    refs: [ref, ...shown.map((p) => postRef({ type: p.post_type, id: p.id }, p.post_title))],
    extraSources: links,
  };
};

const category: Runner<'category'> = async (i, m, c) => {
  if (!i.category) {
    const a = await m.take(c.categoriesList(m.options));
    const list = [...a.data].sort((x, y) => (x.category_rank ?? 1e9) - (y.category_rank ?? 1e9));
    const rows = list.slice(0, i.limit).map((k) => [value('category_rank', k.category_rank), md`${cell(k.title, 40)} (\`${cell(k.category, 40)}\`)`,
      value('interactions_24h', k.interactions_24h), value('num_posts', k.num_posts), value('social_dominance', k.social_dominance)]);
    return {
      body: blocks([say(l10n.t('## Categories')), table([label('category_rank'), 'category (id)', label('interactions_24h'), label('num_posts'), label('social_dominance')], rows),
        leftOut(rows.length, list.length, 'ask with a larger limit, at most 50')]),
      refs: list.slice(0, i.limit).map((k) => categoryRef(k.category, k.title)),
    };
  }
  const name = i.category;
  const s = await m.take(c.category(name, m.options));
  const parts = [headline(s.data, 'category'), networkTable(s.data)];
  const refs = [categoryRef(s.data.topic || name, s.data.title)];
  if (i.includeTopics) {
    const t = await m.take(c.categoryTopics(name, m.options));
    const list = [...t.data].sort((x, y) => (x.topic_rank ?? 1e9) - (y.topic_rank ?? 1e9));
    const rows = list.slice(0, i.limit).map((k) => [value('topic_rank', k.topic_rank), md`${cell(k.title, 40)} (\`${cell(k.topic, 40)}\`)`,
      value('interactions_24h', k.interactions_24h), value('num_posts', k.num_posts), value('social_dominance', k.social_dominance)]);
    parts.push(blocks([say(l10n.t('### Top topics in this category')), table([label('topic_rank'), 'topic (id)', label('interactions_24h'), label('num_posts'), label('social_dominance')], rows),
      leftOut(rows.length, list.length, 'ask with a larger limit, at most 50')]));
    refs.push(...list.slice(0, i.limit).map((k) => topicRef(k.topic, k.title)));
  }
  return { body: blocks(parts), refs };
};

const market: Runner<'market'> = async (i, m, c) => {
  const params = { sort: i.sort, desc: i.desc, limit: i.limit, ...(i.filter ? { filter: i.filter } : {}) };
  const a: Answer<(Coin | Stock)[]> = i.asset === 'coins'
    ? i.live ? await m.take(c.coinsListV2(params, m.options)) : await m.take(c.coinsList(params, m.options))
    : i.live ? await m.take(c.stocksListV2(params, m.options)) : await m.take(c.stocksList(params, m.options));
  const rows = a.data.slice(0, i.limit).map((x, n) => [
    md`${n + 1}`, md`${cell(x.name, 30)} (${cell(x.symbol, 12)})`, ...MARKET_COLUMNS.map((id) => value(id, x[id])),
  ]);
  const total = typeof a.config.total_rows === 'number' ? a.config.total_rows : a.data.length;
  const refs = a.data.slice(0, i.limit).map((x) => (i.asset === 'coins' ? coinRef(x) : stockRef(x)));
  return {
    body: blocks([
      md`## ${i.asset === 'coins' ? 'Coins' : 'Stocks'} by ${i.sort} (${i.desc ? 'highest' : 'lowest'} first)${i.filter ? md` in sector "${cell(i.filter)}"` : ''}`,
      table(['#', 'name (symbol)', ...MARKET_COLUMNS.map(label)], rows),
      leftOut(rows.length, total, 'ask with a larger limit, at most 50, or a filter'),
      // the list's own sentiment and dominance: not the topic summary's, which the topic tool reads
      say(l10n.t('_{0} and {1} as read from the {2}._'), label('sentiment'), label('social_dominance'), ownMarkdown(readWords({ op: listOp(i.asset, i.live), generated: a.generated }))),
      i.live ? undefined : say(l10n.t('_Hourly list (cheaper on quota); ask with live: true for prices of the last minute._')),
    ]),
    refs,
  };
};

/** The list columns of the market tool, figures of the catalogue read from the list's fields of the same names. */
const MARKET_COLUMNS = ['price', 'percent_change_24h', 'market_cap', 'volume_24h', 'galaxy_score', 'alt_rank', 'social_volume_24h', 'sentiment', 'social_dominance'] as const satisfies readonly FigureId[];

function listOp(asset: 'coins' | 'stocks', live: boolean): 'coinsList' | 'coinsListV2' | 'stocksList' | 'stocksListV2' {
  return asset === 'coins' ? (live ? 'coinsListV2' : 'coinsList') : live ? 'stocksListV2' : 'stocksList';
}

const creator: Runner<'creator'> = async (i, m, c) => {
  const a = await m.take(c.creator(i.network, i.creator, m.options));
  const p = a.data;
  const ref = creatorRef({ network: i.network, id: i.creator }, p.creator_display_name || p.creator_name);
  const influence = [...p.topic_influence].sort((x, y) => (y.count ?? 0) - (x.count ?? 0));
  const parts = [
    md`## ${cell(p.creator_display_name || p.creator_name, 60)} (${i.network} \`${cell(p.creator_name, 40)}\`)`,
    md`${joined([p.creator_rank !== undefined ? md`${label('creator_rank')} ${value('creator_rank', p.creator_rank)}` : undefined, md`${label('followers')} ${value('followers', p.creator_followers)}`, md`${label('interactions_24h')} ${value('interactions_24h', p.interactions_24h)}`], ' · ')}.`,
    influence.length ? blocks([say(l10n.t('### Topics this creator influences')), table(['topic', 'posts', '% of posts'], influence.slice(0, 10).map((t) => [md`\`${cell(t.topic, 40)}\``, figure(t.count), percent(t.percent)])), leftOut(Math.min(10, influence.length), influence.length, 'the 10 with most posts are listed')]) : undefined,
  ];
  const extra: string[] = [];
  if (i.includePosts) {
    const posts = await m.take(c.creatorPosts(i.network, i.creator, {}, m.options));
    const list = [...posts.data].sort((x, y) => (y.post_created ?? 0) - (x.post_created ?? 0));
    const rows = list.slice(0, i.limit).map((q) => [q.post_created ? utc(q.post_created * 1000) : missing, cell(networkLabel(q.post_type), 20), cell(q.post_title, 100), value('interactions_24h', q.interactions_24h)]);
    parts.push(blocks([say(l10n.t('### Latest posts')), table(['created', 'network', 'title', label('interactions_24h')], rows), leftOut(rows.length, list.length, 'ask with a larger limit, at most 25'), dataNote()]));
    extra.push(...list.slice(0, i.limit).map((q) => q.post_link).filter((l): l is string => !!l && /^https:\/\//.test(l)));
  }
  return { body: blocks(parts), refs: [ref], extraSources: extra };
};

/** The compare tool's series: a week of days, first to last. */
const WEEK_BY_DAY = { bucket: 'day', interval: '1w' } as const;

/** The compare tool's metrics as figures of the catalogue (trend is a word, not a figure). */
const COMPARE_FIGURES = {
  interactions_24h: 'interactions_24h', num_posts: 'num_posts', num_contributors: 'num_contributors', sentiment: 'topic_sentiment', topic_rank: 'topic_rank',
} as const satisfies Record<Exclude<CompareMetric, 'trend'>, FigureId>;

const compare: Runner<'compare'> = async (i, m, c) => {
  const summaries: (SocialSummary & { topic_rank?: number })[] = [];
  for (const t of i.topics) summaries.push((await m.take(c.topic(t, m.options))).data);
  const valueOf = (s: SocialSummary & { topic_rank?: number }, k: CompareMetric): number | string | undefined => {
    if (k === 'sentiment') return topicSentiment(s);
    if (k === 'trend') return s.trend;
    return s[k];
  };
  const show = (k: CompareMetric, v: number | string | undefined): MarkdownText => typeof v === 'string' || k === 'trend' ? cell(v ?? '', 20) : value(COMPARE_FIGURES[k], v);
  const rows = i.metrics.map((k) => {
    const vals = summaries.map((s) => valueOf(s, k));
    const nums = vals.filter((v): v is number => typeof v === 'number');
    const best = nums.length ? (k === 'topic_rank' ? Math.min(...nums) : Math.max(...nums)) : undefined;
    const leader = best === undefined ? missing : cell(summaries[vals.indexOf(best)]!.title, 30);
    return [k === 'trend' ? own('trend') : label(COMPARE_FIGURES[k]), ...vals.map((v) => show(k, v)), k === 'trend' ? missing : leader];
  });
  const parts = [
    md`## ${joined(summaries.map((s) => cell(s.title, 30)), ' vs ')}`,
    table(['metric', ...summaries.map((s) => md`${cell(s.title, 30)} (\`${cell(s.topic, 30)}\`)`), 'leader'], rows),
  ];
  if (i.withSeries) {
    const weekRows: MarkdownText[][] = [];
    const { access } = m.env.state().plan;
    for (const t of i.topics) {
      const a = await m.take(fetchSeries(c, { kind: 'topic', id: t }, WEEK_BY_DAY, m.options, access).then((s) => s.answer));
      const pts = [...a.data].sort((x, y) => x.time - y.time).filter((p) => !bucketSoFar(p.time, 86_400, a.generated));
      const first = pts[0];
      const last = pts.at(-1);
      weekRows.push([md`\`${cell(t, 30)}\``, change(first?.interactions, last?.interactions), md`${value('sentiment', first?.sentiment)} → ${value('sentiment', last?.sentiment)}`, change(first?.posts_active, last?.posts_active)]);
    }
    parts.push(blocks([say(l10n.t('### Over the last week (daily points, first to last whole day; today so far left out)')),
      table(['topic', md`${label('interactions')}: change`, label('sentiment'), md`${label('posts_active')}: change`], weekRows)]));
  }
  return { body: blocks(parts), refs: summaries.map((s, n) => topicRef(s.topic || i.topics[n]!, s.title)) };
};

const report: Runner<'report'> = async (i, m, c) => {
  const ref = i.kind === 'topic' ? topicRef(i.id) : i.kind === 'category' ? categoryRef(i.id)
    : i.kind === 'creator' ? creatorRef({ network: i.network!, id: i.id }) : postRef({ type: i.network!, id: i.id });
  const got = await m.report(fetchReport({ client: c, ref, format: 'markdown', options: m.options }));
  const full = got.data.text;
  const cut = full.length > i.maxChars ? `${full.slice(0, i.maxChars).replace(/\n[^\n]*$/, '')}\n` : full;
  return {
    body: blocks([
      got.data.origin === 'service'
        ? say(l10n.t('## Report: {0}'), cell(got.data.title, 100))
        : say(l10n.t('## Report: {0} (snapshot from the summary: your plan has no markdown reports)'), cell(got.data.title, 100)),
      // the report is the service's markdown: as data, with only http(s) links live
      dataNote(),
      serviceMarkdown(cut.trim()),
      cut.length < full.length ? say(l10n.t('_Report cut at {0} of {1} characters (maxChars takes up to 20,000); the Insert Report button puts all of it into the active note._'), count(cut.length), count(full.length)) : undefined,
    ]),
    refs: [ref],
  };
};

const RUNNERS: { [K in ToolId]: Runner<K> } = { trending, topic, series, feed, category, market, creator, compare, report };

function planRefusal(plan: Plan, p: CallPlan): MarkdownText {
  const op = p.excluded!.op;
  return blocks([
    say(l10n.t('**Not available on the {0} plan:** {1} needs the {2} plan or higher ({3}). No request was spent.'), cell(plan.label), p.excluded!.what, cell(lowestPlan(op)), cell(OPERATIONS[op].title)),
    say(l10n.t('What to do: on {0}, market data works (the `{1}` tool: coins and stocks). If the key is on a higher plan, the person can choose it with "Social Pulse: Choose Plan..."; or turn on demo data with "Social Pulse: Toggle Demo Data".'), cell(plan.label), own(TOOLS.market.name)),
  ]);
}

/** A tool call the model made found only the day's reserve left: the reserve is the person's. */
function reserveRefusal(id: ToolId, quota: QuotaStatus): MarkdownText {
  return blocks([
    say(l10n.t('**{0} was not run:** only {1} of today\'s {2} requests are left, and the last {3} are kept for what the person opens themselves; tools a model calls do not spend them. No request was spent.'),
      own(TOOLS[id].name), count(Math.max(0, quota.plan.perDay - quota.dayUsed)), count(quota.plan.perDay), count(userReserve(quota.plan.perDay))),
    say(l10n.t('What to do: answer from data already fetched, or tell the person they can open the item themselves (a panel or an @pulse command still works); the quota resets at midnight UTC.')),
  ]);
}

/**
 * Runs one tool call to the end and answers with text, whatever happens. `signal` cancels the
 * requests (the chat's cancellation token, passed down). `priority`: 'view' for what the person
 * asked for themselves (an @pulse command); 'background' for a call a model chose, which waits
 * behind what the person opens and never spends the day's reserve kept for it.
 */
export async function runTool(id: ToolId, input: unknown, env: ToolEnv, signal?: AbortSignal, priority: Priority = 'view'): Promise<ToolResult> {
  const checked = checkInput(id, input);
  if ('problem' in checked) {
    return { ok: false, failure: 'input', requests: 0, refs: [], sources: [], text: say(l10n.t('**Invalid input for {0}:** {1} Nothing was fetched; call again with corrected input.'), own(TOOLS[id].name), prose(checked.problem)) };
  }
  const { plan, mode } = env.state();
  const p = planCall(id, checked.ok, plan);
  // without a key the plan setting is only a default: the key is what is missing
  if (p.excluded && mode !== 'none') return { ok: false, failure: 'plan', requests: 0, refs: [], sources: [], text: planRefusal(plan, p) };
  const m = new Meter(env, signal, priority);
  let client: ToolClient | undefined;
  try {
    client = await env.client(signal);
    const start = client.quota();
    const started = env.now();
    const out = await (RUNNERS[id] as Runner<ToolId>)(checked.ok, m, client);
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
      return { ok: false, failure: 'reserve', requests: m.requests, refs: [], sources: m.sources, text: blocks([reserveRefusal(id, quota), footer(env, m, quota)]) };
    }
    return {
      ok: false, ...(kind ? { failure: kind } : {}), requests: m.requests, refs: [], sources: m.sources,
      text: blocks([describeError(e, own(TOOLS[id].name), env.now()), footer(env, m, quota)]),
    };
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
