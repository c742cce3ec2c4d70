// The notebook as plain markdown, for a note or a file: prose as written, each query in a ```pulse
// block, each output's markdown, none of the comments that let the notebook restore its data.
// An output's markdown may come from a file written by anyone: it goes through the notes guard,
// which closes the fences it leaves open. A fence a prose cell leaves open ends with its cell in
// the notebook: it is closed there too, so it takes in nothing after it. An output's headings sit
// below the last heading of the prose before it, so the document's outline keeps the notebook's.
import { scanBlocks, withFencesClosed } from '../../../../shared/render/blockScan';
import { splitLines } from '../../../../shared/render/fences';
import { safeMarkdown } from '../../../../shared/render/safeMarkdown';
import { fence, markdownUnderHeading } from '../../../../editor/toNotes/core/wrap';
import type { PulseFile } from './model';

export function plainMarkdown(file: PulseFile): string {
  const parts: string[] = [];
  let under: number | undefined;
  for (const c of file.cells) {
    if (c.kind === 'prose') {
      const prose = withFencesClosed(c.source);
      under = scanBlocks(splitLines(prose), true).headings.at(-1)?.level ?? under;
      parts.push(prose);
      continue;
    }
    parts.push(fence(c.source, 'pulse'), ...c.outputs.map((o) => (under === undefined ? safeMarkdown(o.markdown) : markdownUnderHeading(o.markdown, under))));
  }
  return `${parts.filter((p) => p.trim()).join('\n\n')}\n`;
}

export interface NotebookReport {
  /** Undefined when no question has an answer: a heading alone says nothing in a note. */
  markdown?: string;
  /** The questions whose answers it holds. */
  answered: number;
  /** The questions that ran and have no answer (they failed, were stopped, or have problems): left out. */
  leftOut: number;
}

/**
 * "Insert Notebook into Note": the questions and their answers under one dated heading (datedHeading
 * in wrap.ts), as the report insert writes: a report's headings sit below it. Words in place of an
 * answer are not one: their questions are left out, and counted.
 */
export function notebookReport(file: PulseFile, heading: string): NotebookReport {
  const parts = [heading];
  let answered = 0;
  let leftOut = 0;
  for (const c of file.cells) {
    if (c.kind !== 'query' || !c.outputs.length) continue;
    const answers = c.outputs.filter((o) => !o.noAnswer);
    if (!answers.length) {
      leftOut++;
      continue;
    }
    answered++;
    parts.push(fence(c.source, 'pulse'), ...answers.map((o) => markdownUnderHeading(o.markdown)));
  }
  return { markdown: answered ? `${parts.join('\n\n')}\n` : undefined, answered, leftOut };
}
