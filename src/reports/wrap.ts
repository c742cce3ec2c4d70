// A report as a block for a note: a dated heading, the report, and where it came from. The
// heading's title is service text and is escaped; a markdown report's raw HTML is made inert;
// JSON and CSV go into a fenced code block.
import type { ReportFormat } from '../api/types';
import { mdText } from '../format/markdown';
import type { ReportOrigin } from '../protocol/report';
import { inertHtml } from './inertHtml';

export interface Wrappable {
  title: string;
  format: ReportFormat;
  text: string;
  sourceUrl: string;
  origin: ReportOrigin;
  note?: string;
}

/** Query parameters that could carry a credential are dropped from a source address. */
const CREDENTIAL_PARAM = /key|token|secret|auth|bearer|pass|sig/i;

/** "2026-11-22 14:05 UTC" */
export function utcStamp(ms: number): string {
  const iso = new Date(ms).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

export function reportHeading(title: string, ms: number): string {
  return `## ${mdText(title) || 'Report'} — Social Pulse report, ${utcStamp(ms)}`;
}

/** The http(s) address without user, password, fragment or credential-like parameters. */
export function cleanSourceUrl(address: string): string | undefined {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  url.username = '';
  url.password = '';
  url.hash = '';
  for (const name of [...url.searchParams.keys()]) if (CREDENTIAL_PARAM.test(name)) url.searchParams.delete(name);
  return url.href;
}

/** A fenced code block whose fence is longer than any backtick run in the text. */
export function fence(text: string, info: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const marks = '`'.repeat(Math.max(3, longest + 1));
  return `${marks}${info}\n${text.replace(/\s+$/, '')}\n${marks}`;
}

export function reportBlock(r: Wrappable, ms: number, demo = false): string {
  const parts = [reportHeading(r.title, ms)];
  // the markdown snapshot carries its note in its text
  if (r.note && r.format !== 'markdown') parts.push(`*${mdText(r.note)}*`);
  parts.push(r.format === 'markdown' ? inertHtml(r.text.trim()) : fence(r.text, r.format));
  const source = cleanSourceUrl(r.sourceUrl);
  parts.push(`Source: ${source ? `<${source}>` : 'unknown'}${demo ? ' (demo data)' : ''}`);
  return `${parts.join('\n\n')}\n`;
}
