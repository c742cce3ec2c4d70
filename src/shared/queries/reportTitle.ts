// A report's title: its own first heading (markdown, as the text it reads: no marks of emphasis or
// code) or `title` field (JSON), else the item's.
import type { ReportFormat } from '../../service/api/types';
import { inlineText } from '../format/inlineText';
import { oneLine, truncate } from '../format/markdown';

const MAX_TITLE = 120;
/** Only the start of a report is searched: the heading, if any, comes first. */
const HEAD_LINES = 20;

function markdownHeading(text: string): string | undefined {
  for (const line of text.split(/\r?\n/, HEAD_LINES)) {
    if (!line.trim()) continue;
    const m = /^ {0,3}#\s+(.*?)(?:\s+#+)?\s*$/.exec(line);
    return m?.[1] ? inlineText(m[1]) : undefined;
  }
  return undefined;
}

function jsonTitle(text: string): string | undefined {
  try {
    const v: unknown = JSON.parse(text);
    const title = typeof v === 'object' && v !== null ? (v as Record<string, unknown>).title : undefined;
    return typeof title === 'string' ? title : undefined;
  } catch {
    return undefined;
  }
}

/** One line of at most 120 characters; service text, so callers still escape or render it as text. */
export function reportTitle(text: string, format: ReportFormat, fallback: string): string {
  const own = format === 'markdown' ? markdownHeading(text) : format === 'json' ? jsonTitle(text) : undefined;
  return truncate(oneLine(own) || oneLine(fallback), MAX_TITLE);
}
