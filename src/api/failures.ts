// Turns a non-success HTTP answer into a ServiceError a person can act on, and reads the
// rate-limit headers every answer carries.
import { ServiceError } from './errors';
import type { HttpResponse } from './http';
import { backoffMs, nextUtcMidnight, parseCount, parseResetHeader, parseRetryAfter } from './quota';
import type { RateHeaders } from './quota';

export const MISSING_KEY_MESSAGE = 'Set an API key (Social Pulse: Set API Key) or turn on demo data.';
export const REJECTED_KEY_MESSAGE = 'The service rejected the API key. Check or replace it in Social Pulse: Manage API Keys.';

export function rateHeaders(h: Record<string, string>, now: number): RateHeaders {
  return {
    minuteLimit: parseCount(h['x-rate-limit-minute']),
    minuteRemaining: parseCount(h['x-rate-limit-minute-remaining']),
    minuteResetAt: parseResetHeader(h['x-rate-limit-minute-reset'], now),
    dayLimit: parseCount(h['x-rate-limit-day']),
    dayRemaining: parseCount(h['x-rate-limit-day-remaining']),
    dayResetAt: parseResetHeader(h['x-rate-limit-day-reset'], now),
  };
}

/** The text of a `{"error": "..."}` body (or a short plain-text body), trimmed for display. */
export function serviceMessageOf(text: string): string | undefined {
  const t = text.trim();
  if (!t) return undefined;
  try {
    const body = JSON.parse(t) as unknown;
    if (typeof body === 'object' && body !== null) {
      const e = (body as Record<string, unknown>).error ?? (body as Record<string, unknown>).message;
      if (typeof e === 'string' && e.trim()) return clip(e.trim());
    }
    return undefined;
  } catch {
    return t.startsWith('<') ? undefined : clip(t.split('\n')[0]!.trim());
  }
}

function clip(s: string): string {
  return s.length > 300 ? `${s.slice(0, 299)}…` : s;
}

export interface FailureContext {
  /** Path without query or credentials. */
  path: string;
  /** What was asked for, for messages ("Topic summary"). */
  title: string;
  now: number;
  /** 429s in a row so far, for backoff when no header says when to come back. */
  attempt: number;
}

/** When a 429 may be retried, and whether it was the daily limit. */
export function rateLimitOf(res: HttpResponse, ctx: FailureContext): { scope: 'minute' | 'day'; retryAt: number } {
  const h = rateHeaders(res.headers, ctx.now);
  const daily = /\(daily\)|\bdaily\b|per day/i.test(res.text) || h.dayRemaining === 0;
  const after = parseRetryAfter(res.headers['retry-after'], ctx.now);
  if (daily) return { scope: 'day', retryAt: after ?? h.dayResetAt ?? nextUtcMidnight(ctx.now) };
  return { scope: 'minute', retryAt: after ?? h.minuteResetAt ?? ctx.now + backoffMs(ctx.attempt) };
}

function at(ms: number): string {
  return new Date(ms).toISOString().slice(11, 19);
}

export function planMessage(title: string): string {
  return `Your plan does not include ${title}. Choose your plan with Social Pulse: Choose Plan..., upgrade it, or use demo data.`;
}

export function errorForStatus(res: HttpResponse, ctx: FailureContext): ServiceError {
  const status = res.status;
  const serviceMessage = serviceMessageOf(res.text);
  const details = { status, serviceMessage, path: ctx.path };
  const said = serviceMessage ? ` The service said: "${serviceMessage}".` : '';
  if (status === 400) {
    return new ServiceError('invalid-input', `The service did not accept this request for ${ctx.title}.${said}`, details);
  }
  if (status === 401) return new ServiceError('unauthorized', REJECTED_KEY_MESSAGE, details);
  if (status === 402 || status === 403) {
    return new ServiceError('plan', `${planMessage(ctx.title)}${said}`, details);
  }
  if (status === 404) {
    return new ServiceError('not-found', `Nothing found for ${ctx.title}: check the name.${said}`, details);
  }
  if (status === 429) {
    const { scope, retryAt } = rateLimitOf(res, ctx);
    return scope === 'day'
      ? new ServiceError('rate-limited-day', `The daily request quota is used up. It resets at ${at(retryAt)} UTC.`, { ...details, retryAt })
      : new ServiceError('rate-limited-minute', `Too many requests this minute. Try again after ${at(retryAt)} UTC.`, { ...details, retryAt });
  }
  if (status >= 500) {
    return new ServiceError('server', `The service had a problem (status ${status}). Try again in a minute.${said}`, details);
  }
  return new ServiceError('bad-response', `The service answered with an unexpected status ${status}.${said}`, details);
}
