// Reads a report for the report panel, the insert command and chat: the service's markdown variant, or, when
// the plan does not include it, a snapshot built here from the data API. No `vscode` here.
import { costing, isPlanRefusal, isServiceError, ServiceError } from '../../service/api/errors';
import type { RequestOptions, SocialApi } from '../../service/api/service';
import type { Report, ReportFormat, ReportSubject } from '../../service/api/types';
import type { ItemRef } from '../items';
import { metaOf } from './answerMeta';
import type { AnswerMeta } from '../protocol/messages';
import type { ReportData } from '../protocol/report';
import * as l10n from '../format/l10n';
import { indentJson } from './indentJson';
import { buildSnapshot } from './reportSnapshot';
import { resolveReportSubject, subjectWords } from './reportSubject';
import { reportTitle } from './reportTitle';

export interface FetchedReport {
  data: ReportData;
  meta: AnswerMeta;
  /** Requests the report counted against the plan's quota: a saved search's list, a refusal for the plan and the snapshot's summary included. */
  requests: number;
}

/** The operations a report may call: the report, the snapshot's summary, the saved searches. */
export type ReportClient = Pick<SocialApi, 'report' | 'topic' | 'category' | 'searchesList'>;

export interface ReportRequest {
  client: ReportClient;
  ref: ItemRef;
  format: ReportFormat;
  options: RequestOptions;
}

/** Topics and categories have a summary in the data API; creators and posts do not. */
async function snapshot(r: ReportRequest, subject: ReportSubject, planError: ServiceError): Promise<FetchedReport> {
  if (subject.kind !== 'topic' && subject.kind !== 'category') throw planError;
  try {
    const answer = subject.kind === 'topic'
      ? await r.client.topic(subject.topic, r.options)
      : await r.client.category(subject.category, r.options);
    const meta = metaOf(answer);
    return {
      data: buildSnapshot({ view: subject.kind, ref: r.ref, summary: answer.data, meta, format: r.format, sourceUrl: answer.url }),
      meta,
      requests: planError.requests + answer.requests,
    };
  } catch (e) {
    if (!isServiceError(e)) throw e;
    // a plan with neither: the report's own refusal says more than the summary's; either way both cost
    throw costing(isPlanRefusal(e) ? planError : e, planError.requests + e.requests);
  }
}

export async function fetchReport(r: ReportRequest): Promise<FetchedReport> {
  const { subject, gone, requests: listed } = await resolveReportSubject(r.client, r.ref, r.options);
  try {
    if (gone) {
      throw new ServiceError('invalid-input', l10n.t('The saved search "{0}" no longer exists: it was deleted, here or on another device. Pick one from the Searches view (refresh it for the current list), or save the search again.',
        r.ref.title || r.ref.id));
    }
    const fetched = await reportOn(r, subject);
    return { ...fetched, requests: listed + fetched.requests };
  } catch (e) {
    // the saved searches' list was spent whatever became of the report
    throw isServiceError(e) ? costing(e, listed + e.requests) : e;
  }
}

async function reportOn(r: ReportRequest, subject: ReportSubject | undefined): Promise<FetchedReport> {
  if (!subject) {
    throw new ServiceError('invalid-input', l10n.t('There is no report for the {0}; pick a topic, category, creator, post or search.', subjectWords(r.ref)));
  }
  let report: Report;
  try {
    report = await r.client.report(subject, r.format, r.options);
  } catch (e) {
    if (!isPlanRefusal(e)) throw e;
    return snapshot(r, subject, e);
  }
  const text = r.format === 'json' ? indentJson(report.text) : report.text;
  return {
    data: {
      format: r.format,
      text,
      title: reportTitle(report.text, r.format, r.ref.title || r.ref.id),
      sourceUrl: report.url,
      origin: 'service',
    },
    meta: { generated: Math.floor(report.receivedAt / 1000), stale: false, fromCache: report.source === 'cache' },
    requests: report.requests,
  };
}
