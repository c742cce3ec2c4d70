// The lines of "Show Quota and Connection Details". No `vscode` here: unit-tested in plain Node.
import type { QuotaStatus } from '../../service/api/service';
import type { CacheInfo, ConnectionState } from '../../editor/connection/types';
import { tPick, type PickText } from '../../editor/sinks/neutral';
import * as l10n from '../../shared/format/l10n';
import { count, duration, planStanding, usedNow, waitingSeconds } from './format';

export interface DetailsInput {
  state: ConnectionState;
  quota?: QuotaStatus;
  now: number;
  addresses: { baseUrl: string; markdownUrl: string; mcpUrl: string };
  cache: CacheInfo;
}

export interface DetailLine {
  /** With a codicon, e.g. `$(dashboard) Plan`. */
  label: PickText;
  value: string;
}

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function mode(state: ConnectionState): string {
  if (state.mode === 'demo') return l10n.t('Demo data from a local emulator (no key used)');
  if (state.mode === 'key') return l10n.t('The service, with key "{0}"', state.keyLabel ?? '');
  return l10n.t('Not connected: set an API key or turn on demo data');
}

function usage(used: number, limit: number, resetAt: number, now: number): string {
  return resetAt > now
    ? l10n.t('{0} of {1} used, resets in {2}', count(used), count(limit), duration(resetAt - now))
    : l10n.t('{0} of {1} used', count(used), count(limit));
}

/** As the tooltip's plan line says it (format.ts), in the words of a detail. */
function planValue(state: ConnectionState, quota: QuotaStatus | undefined): string {
  const p = planStanding(state, quota);
  switch (p.standing) {
    case 'setting': return l10n.t('{0}: {1}', p.plan, p.limits);
    case 'unnamed': return l10n.t('the key\'s limits are {0}, which are no named plan\'s; the plan setting says {1}', p.limits, p.setting);
    case 'keyBelow': return l10n.t('the key\'s limits are {0}\'s ({1}); the plan setting says {2}', p.plan, p.limits, p.setting);
    case 'keyAbove': return l10n.t('the key\'s limits are {0}\'s ({1}); the plan setting says {2}, a lower plan: Choose Plan', p.plan, p.limits, p.setting);
  }
}

export function connectionDetails(input: DetailsInput): DetailLine[] {
  const { state, quota, now } = input;
  const plan = quota?.plan ?? state.plan;
  const lines: DetailLine[] = [
    { label: tPick(l10n.t('$(pulse) Mode')), value: mode(state) },
    { label: tPick(l10n.t('$(dashboard) Plan')), value: planValue(state, quota) },
  ];
  if (quota) {
    const used = usedNow(quota, now);
    lines.push({ label: tPick(l10n.t('$(clock) This minute')), value: usage(used.minute, plan.perMinute, quota.minuteResetAt, now) });
    lines.push({ label: tPick(l10n.t('$(calendar) Today')), value: usage(used.day, plan.perDay, quota.dayResetAt, now) });
    const wait = waitingSeconds(quota, now);
    if (wait !== undefined) {
      lines.push({ label: tPick(l10n.t('$(watch) Waiting')), value: quota.waiting === 1 ? l10n.t('1 request waiting for quota, next in {0} s', wait) : l10n.t('{0} requests waiting for quota, next in {1} s', quota.waiting, wait) });
    }
  } else {
    lines.push({ label: tPick(l10n.t('$(clock) Quota')), value: l10n.t('Nothing counted yet: no request in this window so far') });
  }
  lines.push(
    { label: tPick(l10n.t('$(globe) Service')), value: input.addresses.baseUrl },
    { label: tPick(l10n.t('$(markdown) Markdown reports')), value: input.addresses.markdownUrl },
    { label: tPick(l10n.t('$(plug) Tool endpoint (MCP)')), value: input.addresses.mcpUrl },
    {
      label: tPick(l10n.t('$(database) Cache')),
      value: input.cache.persisted
        ? (input.cache.bytes === undefined ? l10n.t('Saved between reloads') : l10n.t('Saved between reloads ({0})', size(input.cache.bytes)))
        : l10n.t('In memory only (demo data is not saved)'),
    },
  );
  return lines;
}
