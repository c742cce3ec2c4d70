// #pulseCompare: 2 to 5 topics side by side, with their last week if asked. Pure.
import type { SocialSummary } from '../../../../service/api/types';
import type { FigureId } from '../../../../shared/figures/catalogue';
import { bucketSoFar, topicSentiment } from '../../../../shared/figures/derive';
import { leaderRule, leadersOf } from '../../../../shared/figures/leaders';
import * as l10n from '../../../../shared/format/l10n';
import { topicRef } from '../../../../shared/items';
import { DEFAULT_SERIES } from '../../../../shared/protocol/views';
import { interactionsChange } from '../../../../shared/queries/periodFigures';
import { fetchSeries, seriesOperation } from '../../../../shared/queries/series';
import { blocks, cell, codeCell, joined, label, md, missing, own, say, table, value, type MarkdownText } from '../render';
import { COMPARE_METRICS, type CompareMetric } from '../specs';
import { Bad, bool, listOf, topicName } from './read';
import { defineTool, type PlannedCall } from './record';

export interface CompareInput { topics: string[]; metrics: CompareMetric[]; withSeries: boolean }

/** The compare tool's metrics as figures of the catalogue (trend is a word, not a figure). */
const COMPARE_FIGURES = {
  interactions_24h: 'interactions_24h', num_posts: 'num_posts', num_contributors: 'num_contributors', sentiment: 'topic_sentiment', topic_rank: 'topic_rank',
} as const satisfies Record<Exclude<CompareMetric, 'trend'>, FigureId>;

export const compare = defineTool('compare', {
  input: (o): CompareInput => {
    const v = o.topics;
    const items = typeof v === 'string' ? v.split(',') : v;
    if (!Array.isArray(items)) throw new Bad(l10n.t('"topics" is required: a list of 2 to 5 topic names.'));
    const topics: string[] = [];
    for (const item of items) {
      if (typeof item !== 'string' || !item.trim()) throw new Bad(l10n.t('"topics" holds topic names (text).'));
      const t = topicName(item, 'topics');
      if (!topics.includes(t)) topics.push(t);
    }
    if (topics.length < 2 || topics.length > 5) throw new Bad(l10n.t('"topics" must name 2 to 5 different topics (got {0}).', topics.length));
    return { topics, metrics: listOf(o, 'metrics', COMPARE_METRICS, COMPARE_METRICS, COMPARE_METRICS.length), withSeries: bool(o, 'withSeries', false) };
  },
  calls: (i, access) => {
    const calls: PlannedCall[] = i.topics.map((t) => ({ op: 'topic' as const, what: say(l10n.t('the summary of "{0}"'), cell(t, 60)) }));
    if (i.withSeries) calls.push(...i.topics.map((t) => ({ op: seriesOperation('topic', access), what: say(l10n.t('the 1-week hourly series of "{0}"'), cell(t, 60)) })));
    return calls;
  },
  run: async (i, m, c) => {
    const summaries: (SocialSummary & { topic_rank?: number })[] = [];
    for (const t of i.topics) summaries.push((await m.take(c.topic(t, m.options), t)).data);
    const valueOf = (s: SocialSummary & { topic_rank?: number }, k: CompareMetric): number | string | undefined => {
      if (k === 'sentiment') return topicSentiment(s);
      if (k === 'trend') return s.trend;
      return s[k];
    };
    const show = (k: CompareMetric, v: number | string | undefined): MarkdownText => typeof v === 'string' || k === 'trend' ? cell(v ?? '', 20) : value(COMPARE_FIGURES[k], v);
    const rows = i.metrics.map((k) => {
      const vals = summaries.map((s) => valueOf(s, k));
      // as the Compare panel marks them: none for a size or a word, every one of a tie
      const leaders = k === 'trend' ? [] : leadersOf(leaderRule(COMPARE_FIGURES[k]), vals.map((v) => (typeof v === 'number' ? v : undefined)));
      const leader = leaders.length ? joined(leaders.map((n) => cell(summaries[n]!.title, 30)), ', ') : missing;
      return [k === 'trend' ? own('trend') : label(COMPARE_FIGURES[k]), ...vals.map((v) => show(k, v)), leader];
    });
    const parts = [
      md`## ${joined(summaries.map((s) => cell(s.title, 30)), ' vs ')}`,
      table(['metric', ...summaries.map((s) => md`${cell(s.title, 30)} (${codeCell(s.topic, 30)})`), 'leader'], rows, missing),
    ];
    if (i.withSeries) {
      const weekRows: MarkdownText[][] = [];
      const { access } = m.env.state().plan;
      for (const t of i.topics) {
        // the Compare panel's week of hours (the same request): the hour so far counts in its last 24 hours
        const a = await m.take(fetchSeries(c, { kind: 'topic', id: t }, DEFAULT_SERIES, m.options, access).then((s) => s.answer));
        const whole = [...a.data].sort((x, y) => x.time - y.time).filter((p) => !bucketSoFar(p.time, 3_600, a.generated));
        const first = whole[0];
        const last = whole.at(-1);
        weekRows.push([codeCell(t, 30), value('interactions_change', interactionsChange(a.data)?.percent), md`${value('sentiment', first?.sentiment)} → ${value('sentiment', last?.sentiment)}`]);
      }
      parts.push(blocks([say(l10n.t('### Over the last week (hourly points; sentiment from the first to the last whole hour)')),
        table(['topic', label('interactions_change'), label('sentiment')], weekRows, missing)]));
    }
    return { body: blocks(parts), refs: summaries.map((s, n) => topicRef(s.topic || i.topics[n]!, s.title)) };
  },
});
