// Nodes that stand in for data: loading, failed, locked by plan, nothing there. A view shows
// one of these in place, never an empty or broken tree.
import { mdLines, mdText } from '../format/markdown';
import { formatRelative } from '../format/time';
import { errorText } from '../log';
import type { Stale, TreeNode } from './node';
import { isServiceError } from '../api/errors';

export const CHOOSE_PLAN = 'socialPulse.choosePlan';
export const MANAGE_KEYS = 'socialPulse.manageKeys';

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

/** A failed load: the message, and a click that retries or opens what fixes it. */
export function failureNode(owner: string, error: unknown, now: number): TreeNode {
  const known = isServiceError(error) ? error : undefined;
  if (known?.kind === 'unauthorized') {
    return {
      id: stateId(owner, 'key'),
      owner,
      label: known.message,
      description: 'Manage API Keys…',
      tooltip: mdLines([mdText(known.message), 'Click to check, replace or add a key.']),
      a11y: `Error: ${sentence(known.message)} Activate to manage API keys.`,
      icon: 'key',
      contextValue: 'unauthorized',
      action: { kind: 'command', command: MANAGE_KEYS, title: 'Manage API Keys…' },
    };
  }
  if (known?.kind === 'plan') {
    return {
      id: stateId(owner, 'plan'),
      owner,
      label: 'Your plan does not include this — Choose Plan…',
      tooltip: mdLines([mdText(known.message), 'Choose the plan your key has, or upgrade it on the service.']),
      icon: 'lock',
      contextValue: 'plan',
      action: { kind: 'command', command: CHOOSE_PLAN, title: 'Choose Plan…' },
    };
  }
  const message = errorMessage(error);
  const retryAt = known?.retryAt;
  const when = retryAt !== undefined && retryAt > now ? `try again ${formatRelative(retryAt, now)}` : undefined;
  return {
    id: stateId(owner, 'error'),
    owner,
    label: message,
    description: when ?? 'click to retry',
    tooltip: mdLines([mdText(message), when ? mdText(`You can try again ${formatRelative(retryAt, now)}.`) : undefined, 'Click to retry.']),
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

/** Our own errors carry a message written for people; anything else is a defect, said plainly. */
export function errorMessage(error: unknown): string {
  const known = isServiceError(error) ? error : undefined;
  if (known) return known.message;
  const detail = errorText(error);
  return `Something went wrong while loading: ${detail || 'unknown error'}`;
}

/** The mark that leads the description of stale data: "stale · 5 min ago". */
export function staleSuffix(stale: Stale, now: number): string {
  return `stale · ${formatRelative(stale.since, now)}`;
}

/** Tooltip line for stale data. */
export function staleLine(stale: Stale, now: number): string {
  const reason = stale.reason.trim().replace(/\.$/, '');
  return mdText(`Not up to date (${reason}). Showing data from ${formatRelative(stale.since, now)}.`);
}
