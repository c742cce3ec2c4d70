// The markdown reference variant: the same subjects as markdown (default), JSON or CSV text,
// returned exactly as sent. Same key, quota, cache and errors as the operations.
import { ServiceError } from './errors';
import { parseJson } from './decode';
import type { HttpResponse } from './http';
import type { Lifetime } from './operations';
import type { ReportFormat, ReportSubject } from './types';
import { baseOf, fillPath } from './urls';
import { isOneOf, REPORT_FORMATS } from './values';

export const REPORT_LIFETIME: Lifetime = { kind: 'fixed', seconds: 10 * 60 };

/** Paths of the markdown variant by subject kind (relative to its base address). */
export const REPORT_PATHS = {
  topic: '/topic/{topic}',
  category: '/category/{category}',
  creator: '/creator/{network}/{id}',
  post: '/post/{postType}/{id}',
  list: '/list/{list}',
  search: '/search/{query}',
} as const satisfies Record<ReportSubject['kind'], string>;

const ACCEPT: Readonly<Record<ReportFormat, string>> = {
  markdown: 'text/markdown, text/plain;q=0.9, */*;q=0.5',
  json: 'application/json',
  csv: 'text/csv, text/plain;q=0.9, */*;q=0.5',
};

export interface ReportTarget {
  url: URL;
  accept: string;
  /** For messages: "the topic report". */
  title: string;
}

function isSubject(v: unknown): v is ReportSubject {
  return typeof v === 'object' && v !== null && typeof (v as { kind?: unknown }).kind === 'string'
    && Object.prototype.hasOwnProperty.call(REPORT_PATHS, (v as { kind: string }).kind);
}

export function reportTarget(markdownUrl: string, subject: ReportSubject, format: ReportFormat): ReportTarget {
  if (!isSubject(subject)) throw new ServiceError('invalid-input', 'Choose a topic, category, creator, post, list or search for the report.');
  if (!isOneOf(REPORT_FORMATS, format)) throw new ServiceError('invalid-input', `A report format is one of ${REPORT_FORMATS.join(', ')}.`);
  const base = baseOf(markdownUrl, 'socialPulse.markdownUrl');
  const path = fillPath(REPORT_PATHS[subject.kind], subject as unknown as Record<string, unknown>);
  const query = format === 'markdown' ? '' : `?format=${format}`;
  return { url: new URL(`${base}${path}${query}`), accept: ACCEPT[format], title: `the ${subject.kind} report` };
}

/** Checks that a successful answer is the text asked for, not an empty body (a web page is refused with the address's error before). */
export function checkReport(res: HttpResponse, format: ReportFormat): string {
  const text = res.text;
  if (!text.trim()) throw new ServiceError('bad-response', 'The report came back empty. Try again later.', { status: res.status });
  if (format === 'json') parseJson(text);
  return text;
}
