// Log lines with a component prefix, written to the "Social Pulse" log output channel (which
// has levels). No runtime `vscode` import: a LogOutputChannel satisfies `Logger`, and unit
// tests pass a recorder. Nothing here ever receives a key.
import type { Logger, RequestLogEntry } from './api/service';

export function componentLogger(channel: Logger, component: string): Logger {
  const prefix = `[${component}] `;
  return {
    trace: (m) => channel.trace(prefix + m),
    debug: (m) => channel.debug(prefix + m),
    info: (m) => channel.info(prefix + m),
    warn: (m) => channel.warn(prefix + m),
    error: (m) => channel.error(prefix + m),
  };
}

/** `topic GET /public/topic/bitcoin/v1 → 200 in 84 ms (network)`, plus the client's note. */
export function formatRequest(entry: RequestLogEntry): string {
  const status = entry.status === undefined ? 'no answer' : String(entry.status);
  const note = entry.note ? `: ${entry.note}` : '';
  return `${entry.operation} GET ${entry.path} → ${status} in ${Math.round(entry.ms)} ms (${entry.outcome})${note}`;
}

/** Failures and stale answers are warnings; answers from the cache are debug detail. */
export function logRequest(log: Logger, entry: RequestLogEntry): void {
  const line = formatRequest(entry);
  const failed = entry.outcome === 'network' && (entry.status === undefined || entry.status >= 400);
  if (failed || entry.outcome === 'stale') log.warn(line);
  else if (entry.outcome === 'network') log.info(line);
  else log.debug(line);
}

/** A message from an unknown throwable, for logs and notifications. */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'unknown error';
}
