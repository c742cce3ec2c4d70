// A rule's backtest with its data: the one series request `backtestAsk` names (background work is
// not this: the person asked, so the request goes at the caller's priority; the answer is cached
// until the series' next hour, and is the round's own entry when the rule's need reaches as far),
// replayed over the last 30 days. Pure: the client and the time are passed in.
import type { Access } from '../../service/api/plans';
import type { RequestOptions } from '../../service/api/service';
import type { Backtest } from './backtest';
import { backtest, replayProblem } from './backtest';
import { judgedPoints } from './conditions/points';
import type { AlertRule } from './core/model';
import { BACKTEST_DAYS, backtestAsk, seriesSubject } from './needs';
import type { SeriesClient } from '../../shared/queries/series';
import { fetchSeries } from '../../shared/queries/series';

export interface FetchedBacktest extends Backtest {
  days: number;
  /** Requests the answer cost (0 from the cache). */
  requests: number;
  /** The plan gave less than 30 days (a topic below Builder: the last week). */
  note?: string;
}

export async function fetchBacktest(client: SeriesClient, rule: AlertRule, now: number, options: RequestOptions = {}, access?: Access): Promise<FetchedBacktest> {
  const ask = backtestAsk(rule);
  const subject = seriesSubject(rule.subject);
  if (!ask || !subject) {
    return { ...backtest(rule, []), days: BACKTEST_DAYS, requests: 0, problem: replayProblem(rule) };
  }
  const { answer, note } = await fetchSeries(client, subject, ask, options, access);
  return { ...backtest(rule, judgedPoints(answer.data, ask.bucket, answer.generated), { since: now - BACKTEST_DAYS * 86_400_000 }), days: BACKTEST_DAYS, requests: answer.requests, note };
}
