// Markdown rendering of a report. Table cells lose their line breaks and pipes (they would
// break the table); everything else is written as the service sends it, markup included,
// because readers of the report must treat it as untrusted text.
import type { Cell, ReportDoc, Table } from './doc';
import { count } from './doc';

function cell(value: Cell): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? count(value) : value;
  return text.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|');
}

function table(t: Table): string {
  const head = `| ${t.columns.join(' | ')} |`;
  const rule = `|${t.columns.map(() => '---').join('|')}|`;
  return [head, rule, ...t.rows.map((r) => `| ${r.map(cell).join(' | ')} |`)].join('\n');
}

export function renderMarkdown(doc: ReportDoc): string {
  const parts = [`# ${doc.heading.replace(/\r?\n/g, ' ')}`, `_${doc.byline}_`];
  for (const s of doc.sections) {
    parts.push(`## ${s.title}`);
    if (s.kind === 'text') parts.push(s.text || '_No text._');
    else if (s.kind === 'table') parts.push(s.table.rows.length ? table(s.table) : '_None._');
    else parts.push(s.items.length ? s.items.map((i, n) => `${n + 1}. ${i.replace(/\r?\n/g, ' ')}`).join('\n') : '_None._');
  }
  return `${parts.join('\n\n')}\n`;
}
