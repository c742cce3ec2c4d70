// The notebook as plain markdown, for a note or a file: prose as written, each query in a ```pulse
// block, each output's markdown, none of the comments that let the notebook restore its data.
import { fence } from '../../toNotes/wrap';
import type { PulseFile } from './model';

export function plainMarkdown(file: PulseFile): string {
  const parts = file.cells.flatMap((c) => (c.kind === 'prose' ? [c.source] : [fence(c.source, 'pulse'), ...c.outputs.map((o) => o.markdown)]));
  return `${parts.filter((p) => p.trim()).join('\n\n')}\n`;
}

/** "Insert Notebook into Note": the questions and their answers under one dated heading, as the report insert writes. */
export function notebookReport(file: PulseFile, heading: string): string {
  const parts = [heading];
  for (const c of file.cells) {
    if (c.kind !== 'query' || !c.outputs.length) continue;
    parts.push(fence(c.source, 'pulse'), ...c.outputs.map((o) => o.markdown));
  }
  return `${parts.join('\n\n')}\n`;
}
