// Nodes that stand in for data: loading, failed, locked by plan, nothing there. A view shows
// one of these in place, never an empty or broken tree.
import * as l10n from '../../../shared/format/l10n';
import { isServiceError, type ServiceError } from '../../../service/api/errors';
import { errorMessage, fixDetails, fixFor } from '../../errorPolicy';
import { formatAge, formatRelative } from '../../../shared/format/time';
import type { FixAction } from '../../../shared/protocol/fixes';
import type { Answer } from '../../../service/api/types';
import { markdownText, ownMarkdown, type MarkdownText, tMarkdown } from '../../sinks/neutral';
import type { Loaded, TreeNode } from './node';
import { freshness, type Stale } from '../../../shared/queries/freshness';
import { uniqueIds, tooltipLines } from './node';

function stateId(owner: string, what: string): string {
  return owner ? `${owner}/!${what}` : `!${what}`;
}

export function loadingNode(owner: string, waitingUntil: number | undefined, now: number): TreeNode {
  const waiting = waitingUntil !== undefined && waitingUntil > now;
  return {
    id: stateId(owner, 'loading'),
    owner,
    label: l10n.t('Loading…'),
    description: waiting ? l10n.t('waiting for quota, {0}', formatRelative(waitingUntil, now)) : undefined,
    a11y: waiting ? l10n.t('Loading, waiting for the request quota') : l10n.t('Loading'),
    icon: 'loading~spin',
    contextValue: 'loading',
  };
}

/** A failure a retry will not fix: its message, and a click that opens what fixes it. */
function fixNode(owner: string, error: ServiceError, fix: FixAction, now: number): TreeNode {
  const { command, label, icon, does, hint } = fixDetails(fix);
  const title = `${label}…`;
  // plan messages are long and the same for every list: the line names only the fix
  const plan = fix === 'choosePlan';
  const message = errorMessage(error, now);
  return {
    id: stateId(owner, plan ? 'plan' : fix === 'baseUrlSetting' || fix === 'markdownUrlSetting' ? 'address' : 'key'),
    owner,
    label: plan ? l10n.t('Your plan does not include this — {0}', title) : message,
    description: plan ? undefined : title,
    tooltip: tooltipLines([markdownText(message), ownMarkdown(hint)]),
    a11y: l10n.t('Error: {0} Activate to {1}.', sentence(message), does),
    icon,
    contextValue: error.kind,
    action: { kind: 'command', command: command.id, title },
  };
}

/** A failed load: the message, and a click that retries or opens what fixes it. */
export function failureNode(owner: string, error: unknown, now: number): TreeNode {
  const known = isServiceError(error) ? error : undefined;
  const fix = fixFor(known);
  if (known && fix) return fixNode(owner, known, fix, now);
  // the wait, if the service named one, is in the message once, in the person's zone
  const message = errorMessage(error, now);
  return {
    id: stateId(owner, 'error'),
    owner,
    label: message,
    description: l10n.t('click to retry'),
    tooltip: tooltipLines([markdownText(message), tMarkdown(l10n.t('Click to retry.'))]),
    a11y: l10n.t('Error: {0} Activate to retry.', sentence(message)),
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
  return l10n.t('stale · {0}', formatAge(stale.since, now));
}

/** Tooltip line for stale data. */
export function staleLine(stale: Stale, now: number): MarkdownText {
  const reason = stale.reason.trim().replace(/\.$/, '');
  return tMarkdown(l10n.t('Not up to date ({0}). Showing data from {1}.'), reason, formatAge(stale.since, now));
}
