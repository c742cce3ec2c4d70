// The lines of "Show Quota and Connection Details". No `vscode` here: unit-tested in plain Node.
import type { QuotaStatus } from '../api/service';
import type { CacheInfo, ConnectionState } from '../connection/types';
import { pick, type PickText } from '../sinks/neutral';
import { limits } from '../format/plan';
import { count, duration, usedNow, waitingSeconds } from './format';

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
  if (state.mode === 'demo') return 'Demo data from a local emulator (no key used)';
  if (state.mode === 'key') return `The service, with key "${state.keyLabel ?? ''}"`;
  return 'Not connected: set an API key or turn on demo data';
}

function usage(used: number, limit: number, resetAt: number, now: number): string {
  const reset = resetAt > now ? `, resets in ${duration(resetAt - now)}` : '';
  return `${count(used)} of ${count(limit)} used${reset}`;
}

export function connectionDetails(input: DetailsInput): DetailLine[] {
  const { state, quota, now } = input;
  const plan = quota?.plan ?? state.plan;
  const lines: DetailLine[] = [
    { label: pick`$(pulse) Mode`, value: mode(state) },
    { label: pick`$(dashboard) Plan`, value: `${plan.label}: ${limits(plan)}` },
  ];
  if (quota) {
    const used = usedNow(quota, now);
    lines.push({ label: pick`$(clock) This minute`, value: usage(used.minute, plan.perMinute, quota.minuteResetAt, now) });
    lines.push({ label: pick`$(calendar) Today`, value: usage(used.day, plan.perDay, quota.dayResetAt, now) });
    const wait = waitingSeconds(quota, now);
    if (wait !== undefined) {
      lines.push({ label: pick`$(watch) Waiting`, value: `${quota.waiting} request${quota.waiting === 1 ? '' : 's'} waiting for quota, next in ${wait} s` });
    }
  } else {
    lines.push({ label: pick`$(clock) Quota`, value: 'Nothing counted yet: no request in this window so far' });
  }
  lines.push(
    { label: pick`$(globe) Service`, value: input.addresses.baseUrl },
    { label: pick`$(markdown) Markdown reports`, value: input.addresses.markdownUrl },
    { label: pick`$(plug) Tool endpoint (MCP)`, value: input.addresses.mcpUrl },
    {
      label: pick`$(database) Cache`,
      value: input.cache.persisted
        ? `Saved between reloads${input.cache.bytes === undefined ? '' : ` (${size(input.cache.bytes)})`}`
        : 'In memory only (demo data is not saved)',
    },
  );
  return lines;
}
