// What a row shows as text: its label and description as one line each (no bidi or control
// characters from a name), and its tooltip as Markdown with service text escaped. Pure: the
// rows' text is tested in plain Node; render.ts hands it to VS Code.
import { joinMarkdown, label, labelText, type LabelText, type MarkdownText } from '../../sinks/neutral';
import type { TreeNode } from './node';
import { tooltipText } from './node';
import { staleLine, staleSuffix } from './states';

export interface RowText {
  label: LabelText;
  description?: LabelText;
}

export function rowText(node: TreeNode, now: number): RowText {
  const stale = node.stale;
  // stale first: rows are cut at the side bar's edge, and long descriptions hid the mark
  const description = stale
    ? node.description ? label`${staleSuffix(stale, now)} · ${node.description}` : labelText(staleSuffix(stale, now))
    : node.description === undefined ? undefined : labelText(node.description);
  return { label: labelText(node.label), description };
}

/** The row's hover text with its stale line, if any. */
export function rowTooltip(node: TreeNode, now: number): MarkdownText | undefined {
  const text = joinMarkdown([tooltipText(node), node.stale ? staleLine(node.stale, now) : undefined], '\n\n');
  return text || undefined;
}
