// One subject's data for a round, as its plan says (needs.ts): the summary when a rule reads it,
// and one series request per bucket (fetchSeries: the plan's operation, v1 then v2 for topics).
// Each part settles on its own, so a failed series leaves only the rules reading it waiting.
// Pure: the client is passed in.
import * as l10n from '../../shared/format/l10n';
import type { Access } from '../../service/api/plans';
import type { RequestOptions } from '../../service/api/service';
import type { TimeSeriesPoint } from '../../service/api/types';
import type { Bucket } from '../../service/api/values';
import type { ItemRef } from '../../shared/items';
import { freshness } from '../../shared/queries/freshness';
import { pinnedFinders, type PinnedFinders } from '../../shared/queries/pinned';
import type { SeriesClient } from '../../shared/queries/series';
import { fetchSeries } from '../../shared/queries/series';
import { judgedPoints } from './conditions/points';
import type { SubjectPlan } from './needs';
import { seriesAsks, seriesSubject } from './needs';
import type { Snapshot, SnapshotClient } from './core/snapshot';
import { fetchSnapshot } from './core/snapshot';

export type SubjectClient = SnapshotClient & SeriesClient;

export interface SeriesPart {
  points: readonly TimeSeriesPoint[];
  receivedAt: number;
  stale?: string;
}

export interface SubjectData {
  summary?: PromiseSettledResult<Snapshot>;
  series: Partial<Record<Bucket, PromiseSettledResult<SeriesPart>>>;
}

async function seriesPart(client: SeriesClient, ref: ItemRef, bucket: Bucket, plan: SubjectPlan, options: RequestOptions, access?: Access): Promise<SeriesPart> {
  const subject = seriesSubject(ref);
  if (!subject) throw new Error(l10n.t('A {0} has no time series to watch.', ref.kind));
  const ask = seriesAsks(plan).find((a) => a.bucket === bucket)!.ask;
  const { answer } = await fetchSeries(client, subject, ask, options, access);
  const { receivedAt, stale } = freshness([answer]);
  return { points: judgedPoints(answer.data, bucket, answer.generated), receivedAt: receivedAt ?? 0, stale: stale?.reason };
}

export async function fetchSubject(
  client: SubjectClient,
  plan: SubjectPlan,
  options: RequestOptions,
  find: PinnedFinders = pinnedFinders(client, options, new Set()),
  access?: Access,
): Promise<SubjectData> {
  const buckets = Object.keys(plan.series) as Bucket[];
  const [summary, series] = await Promise.all([
    plan.summary ? Promise.allSettled([fetchSnapshot(client, plan.ref, options, find)]).then(([r]) => r) : undefined,
    Promise.allSettled(buckets.map((b) => seriesPart(client, plan.ref, b, plan, options, access))),
  ]);
  const data: SubjectData = { summary, series: {} };
  buckets.forEach((b, i) => {
    data.series[b] = series[i];
  });
  return data;
}
