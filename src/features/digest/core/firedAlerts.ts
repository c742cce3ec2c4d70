// The alerts fired since the last digest, from the history the alerts keep in globalState (its
// value under ALERT_HISTORY_KEY, src/editor/syncedKeys.ts, as stored): only the fields the digest shows,
// each checked, so an unreadable entry is skipped. Read here, not through src/features/alerts: a feature
// never imports another. Pure.

import { withoutDemoMark } from '../../../shared/format/demoMark';
import type { DigestAlert } from './types';

/** `raw`: the stored history; `since`: when the last digest was written (ms). All of them, the latest first: the digest shows the first few and counts the rest. */
export function firedSince(raw: unknown, since: number): DigestAlert[] {
  if (!Array.isArray(raw)) return [];
  const alerts: DigestAlert[] = [];
  for (const v of raw) {
    if (typeof v !== 'object' || v === null) continue;
    const e = v as Record<string, unknown>;
    if (typeof e.name !== 'string' || typeof e.message !== 'string' || typeof e.at !== 'number' || !Number.isFinite(e.at)) continue;
    if (e.at <= since) continue;
    const demo = e.demo === true;
    const message = demo ? withoutDemoMark(e.message.slice(0, 500)) : e.message.slice(0, 500);
    // earlier versions did not say whose the name was: their default name began the message
    const own = typeof e.ownName === 'boolean' ? e.ownName : !message.startsWith(e.name);
    alerts.push({ ...(own ? { name: e.name.slice(0, 200) } : {}), message, at: e.at, demo });
  }
  return alerts.sort((a, b) => b.at - a.at);
}
