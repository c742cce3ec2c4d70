// The report panel's part of the one message protocol: the format asked for, the report the host
// sends, and the actions the webview asks the host to run. The actions carry no text: the host
// acts on the report it holds, so a webview cannot make it write or insert anything else; they name
// the format on screen, so the host never acts on a report the page no longer shows.
import type { ReportFormat } from '../../service/api/types';
import { REPORT_FORMATS } from '../../service/api/values';
import { isObj, isOneOf } from './check';

export interface ReportQuery {
  format: ReportFormat;
}

/** The service's markdown variant, or a snapshot built here from the data API. */
export type ReportOrigin = 'service' | 'snapshot';

export interface ReportData {
  format: ReportFormat;
  /** The body as text (markdown, JSON or CSV); the webview renders it, never trusts it. */
  text: string;
  /** For headings and file names: the report's own heading, else the item's title. */
  title: string;
  /** Where the text came from, without any credential. */
  sourceUrl: string;
  origin: ReportOrigin;
  /** Why the text is not what was asked for (e.g. a snapshot because of the plan). */
  note?: string;
}

/**
 * The note to show beside the report's text, once: a markdown snapshot carries it in its text (a
 * JSON or CSV one cannot), so beside it the note would be said twice.
 */
export function noteBesideText(r: Pick<ReportData, 'note' | 'format'>): string | undefined {
  return r.format === 'markdown' ? undefined : r.note;
}

export type ReportAction = 'insert' | 'copy' | 'save' | 'preview';
export const REPORT_ACTIONS: readonly ReportAction[] = ['insert', 'copy', 'save', 'preview'];

export interface ReportActionMessage {
  type: 'reportAction';
  action: ReportAction;
  /** The format the page shows (a report of another format may still be held while it loads). */
  format: ReportFormat;
}

/**
 * The report held when it is the one on screen (of the format the page shows); else `missing` when
 * none has come, `loading` while the one held is of another format (the one just chosen is loading).
 */
export function reportOnScreen<R extends { data: Pick<ReportData, 'format'> }>(held: R | undefined, shown: ReportFormat): R | 'missing' | 'loading' {
  if (!held) return 'missing';
  return held.data.format === shown ? held : 'loading';
}

export function isReportFormat(v: unknown): v is ReportFormat {
  return isOneOf(REPORT_FORMATS, v);
}

export function isReportQuery(v: unknown): v is ReportQuery {
  return isObj(v) && isReportFormat(v.format) && Object.keys(v).length === 1;
}

export function isReportActionMessage(v: Record<string, unknown>): v is Record<string, unknown> & ReportActionMessage {
  return v.type === 'reportAction' && isOneOf(REPORT_ACTIONS, v.action) && isReportFormat(v.format);
}

export function isReportData(v: unknown): v is ReportData {
  return isObj(v) && isReportFormat(v.format) && typeof v.text === 'string' && typeof v.title === 'string'
    && typeof v.sourceUrl === 'string' && (v.origin === 'service' || v.origin === 'snapshot')
    && (v.note === undefined || typeof v.note === 'string');
}
