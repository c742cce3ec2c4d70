// Nodes that stand in for data: loading, failed, locked by plan, nothing there. A view shows
// one of these in place, never an empty or broken tree.
import { isServiceError, type ServiceError } from '../api/errors';
import { errorMessage, FIXES, fixFor } from '../errorPolicy';
import { formatRelative } from '../format/time';
import type { FixAction } from '../protocol/fixes';
import type { Answer } from '../api/types';
import { markdown, markdownText, ownMarkdown, type MarkdownText } from '../sinks/neutral';
import type { Loaded, TreeNode } from './node';
import { freshness, type Stale } from '../queries/freshness';
import { uniqueIds, tooltipLines } from './node';

function stateId(owner: string, what: string): string {
  return owner ? `${owner}/!${what}` : `!${what}`;
}

export function loadingNode(owner: string, waitingUntil: number | undefined, now: number): TreeNode {
  const waiting = waitingUntil !== undefined && waitingUntil > now;
  return {
    id: stateId(owner, 'loading'),
    owner,
    label: 'Loading…',
    description: waiting ? `waiting for quota, ${formatRelative(waitingUntil, now)}` : undefined,
    a11y: waiting ? 'Loading, waiting for the request quota' : 'Loading',
    icon: 'loading~spin',
    contextValue: 'loading',
  };
}

/** A failure a retry will not fix: its message, and a click that opens what fixes it. */
function fixNode(owner: string, error: ServiceError, fix: FixAction): TreeNode {
  const { command, label, icon, does, hint } = FIXES[fix];
  const title = `${label}…`;
  // plan messages are long and the same for every list: the line names only the fix
  const plan = fix === 'choosePlan';
  return {
    id: stateId(owner, plan ? 'plan' : 'key'),
    owner,
    label: plan ? `Your plan does not include this — ${title}` : error.message,
    description: plan ? undefined : title,
    tooltip: tooltipLines([markdownText(error.message), ownMarkdown(hint)]),
    a11y: `Error: ${sentence(error.message)} Activate to ${does}.`,
    icon,
    contextValue: error.kind,
    action: { kind: 'command', command, title },
  };
}

/** A failed load: the message, and a click that retries or opens what fixes it. */
export function failureNode(owner: string, error: unknown, now: number): TreeNode {
  const known = isServiceError(error) ? error : undefined;
  const fix = fixFor(known);
  if (known && fix) return fixNode(owner, known, fix);
  const message = errorMessage(error);
  const retryAt = known?.retryAt;
  const when = retryAt !== undefined && retryAt > now ? `try again ${formatRelative(retryAt, now)}` : undefined;
  return {
    id: stateId(owner, 'error'),
    owner,
    label: message,
    description: when ?? 'click to retry',
    tooltip: tooltipLines([markdownText(message), when ? markdownText(`You can try again ${formatRelative(retryAt, now)}.`) : undefined, markdown`Click to retry.`]),
    a11y: `Error: ${sentence(message)} ${when ? `${when}. ` : ''}Activate to retry.`,
    icon: 'error',
    contextValue: 'error',
    action: { kind: 'retry' },
  };
}

/** Ends `text` with one full stop (service messages often bring their own). */
function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

export function emptyNode(owner: string, text: string): TreeNode {
  return { id: stateId(owner, 'empty'), owner, label: text, icon: 'info', contextValue: 'empty' };
}

/** A list the service answered, one node per item, or a line saying it is empty. */
export function listLoaded<T>(owner: string, answer: Answer<T[]>, node: (item: T) => TreeNode, emptyText: string): Loaded {
  const nodes = uniqueIds(answer.data.map(node));
  return { nodes: nodes.length ? nodes : [emptyNode(owner, emptyText)], ...freshness([answer]) };
}

/** The mark that leads the description of stale data: "stale · 5 min ago". */
export function staleSuffix(stale: Stale, now: number): string {
  return `stale · ${formatRelative(stale.since, now)}`;
}

/** Tooltip line for stale data. */
export function staleLine(stale: Stale, now: number): MarkdownText {
  const reason = stale.reason.trim().replace(/\.$/, '');
  return markdownText(`Not up to date (${reason}). Showing data from ${formatRelative(stale.since, now)}.`);
}
