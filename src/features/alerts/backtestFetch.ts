// A rule's backtest with its data: the one series request `backtestAsk` names (background work is
// not this: the person asked, so the request goes at the caller's priority; the answer is cached
// until the series' next hour, and is the round's own entry when the rule's need reaches as far),
// the points the live checker would judge (whole days only for a rule by day), replayed over the
// last 30 days, as the backtest panel shows it. Pure: the client and the time are passed in.
import type { Access } from '../../service/api/plans';
import type { RequestOptions } from '../../service/api/service';
import type { Answer, TimeSeriesPoint } from '../../service/api/types';
import type { Backtest } from './backtest';
import { backtest, daysReplayed, replayProblem } from './backtest';
import { judgedPoints } from './conditions/points';
import type { AlertRule } from './core/model';
import { BACKTEST_DAYS, backtestAsk, seriesSubject } from './needs';
import type { SeriesClient } from '../../shared/queries/series';
import { fetchSeries } from '../../shared/queries/series';

export interface FetchedBacktest extends Backtest {
  /** The days replayed: 30, or fewer when the series is shorter (the plan's last week, a new coin). */
  days: number;
  /** Requests the answer cost (0 from the cache). */
  requests: number;
  /** The plan gave less than 30 days (a topic below Builder: the last week). */
  note?: string;
}

/** The series a rule's backtest replays, as the live checker judges it. */
export interface BacktestSeries {
  answer: Answer<TimeSeriesPoint[]>;
  points: readonly TimeSeriesPoint[];
  note?: string;
}

/** The series of a replayable rule (replayProblem says none), in the points its checks judge. */
export async function fetchBacktestSeries(client: SeriesClient, rule: AlertRule, options: RequestOptions = {}, access?: Access): Promise<BacktestSeries | undefined> {
  const ask = backtestAsk(rule);
  const subject = seriesSubject(rule.subject);
  if (!ask || !subject) return undefined;
  const { answer, note } = await fetchSeries(client, subject, ask, options, access);
  return { answer, points: judgedPoints(answer.data, ask.bucket, answer.generated), note };
}

/** `rule` replayed over the last 30 days of `series` (the points before are what its windows look back on). */
export function replayBacktest(rule: AlertRule, series: BacktestSeries | undefined, now: number): FetchedBacktest {
  if (!series) return { ...backtest(rule, []), days: BACKTEST_DAYS, requests: 0, problem: replayProblem(rule) };
  const b = backtest(rule, series.points, { since: now - BACKTEST_DAYS * 86_400_000 });
  return { ...b, days: daysReplayed(b, now, BACKTEST_DAYS), requests: series.answer.requests, ...(series.note ? { note: series.note } : {}) };
}
