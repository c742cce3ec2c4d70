// Turns a refusal (a non-success status, or the service's error object whatever the status)
// into a ServiceError a person can act on, and reads the rate-limit headers every answer carries.
import { ServiceError } from './errors';
import type { AddressSetting, ServiceErrorKind } from './errors';
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
  /** The setting whose address the request went to. */
  setting: AddressSetting;
  /** Whether JSON was asked for: a body starting with `<` is then a web page (text answers, such as markdown, may hold tags). */
  json: boolean;
}

/** The service's own address, for messages that name its setting. */
const EXAMPLES: Readonly<Record<AddressSetting, string>> = {
  'socialPulse.baseUrl': 'https://lunarcrush.com/api4',
  'socialPulse.markdownUrl': 'https://lunarcrush.ai',
};

/** A day's limit resets within a day: a time to come back at past that, or already past, is no answer. */
const LONGEST_WAIT_MS = 86_400_000 + 60_000;

/** When a 429 may be retried, and whether it was the daily limit. */
export function rateLimitOf(res: HttpResponse, ctx: FailureContext): { scope: 'minute' | 'day'; retryAt: number } {
  const h = rateHeaders(res.headers, ctx.now);
  const ahead = (ms: number | undefined): number | undefined => (ms !== undefined && ms > ctx.now && ms <= ctx.now + LONGEST_WAIT_MS ? ms : undefined);
  const daily = /\(daily\)|\bdaily\b|per day/i.test(res.text) || h.dayRemaining === 0;
  const after = ahead(parseRetryAfter(res.headers['retry-after'], ctx.now));
  if (daily) return { scope: 'day', retryAt: after ?? ahead(h.dayResetAt) ?? nextUtcMidnight(ctx.now) };
  return { scope: 'minute', retryAt: after ?? ahead(h.minuteResetAt) ?? ctx.now + backoffMs(ctx.attempt) };
}

function at(ms: number): string {
  return new Date(ms).toISOString().slice(11, 19);
}

export function planMessage(title: string): string {
  return `Your plan does not include ${title}. Choose your plan with Social Pulse: Choose Plan..., upgrade it, or use demo data.`;
}

/** Larger answers carry data: an error object alone is a few hundred bytes. */
const MAX_ERROR_BODY = 64 * 1024;

/**
 * The service's message when a body is its error object (`{"error": "..."}` and no `data`):
 * the saved-search operations answer their refusals so with status 200.
 */
export function errorBodyMessage(text: string): string | undefined {
  if (text.length > MAX_ERROR_BODY || !text.includes('"error"')) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const { error, data } = body as Record<string, unknown>;
  if (typeof error !== 'string' || !error.trim() || (data !== undefined && data !== null)) return undefined;
  return clip(error.trim());
}

/** The kind the service's own words name (its messages are in the field notes), if they name one. */
export function kindOfMessage(message: string): ServiceErrorKind | undefined {
  // which limit, and until when, rateLimitOf reads from the answer
  if (/\brate limit|too many requests/i.test(message)) return 'rate-limited-minute';
  // the service's answer to a path it has no operation at: the address is not the service's
  if (/invalid endpoint/i.test(message)) return 'address';
  if (/does not exist|\bnot found\b/i.test(message)) return 'not-found';
  if (/unauthori[sz]ed|invalid (api )?key|api key is not valid/i.test(message)) return 'unauthorized';
  if (/your (plan|subscription)|upgrade your/i.test(message)) return 'plan';
  if (/internal (server )?error|temporarily unavailable/i.test(message)) return 'server';
  return undefined;
}

/**
 * A web page (a host's home or error page) where the service's answer was expected: the service
 * never sends HTML, so a page with status 2xx means the address leads to some other site. JSON
 * never starts with `<` (and JSON labelled text/html is still JSON); markdown may hold tags, so
 * there only the label or a page's opening says it.
 */
function isWebPage(res: HttpResponse, json: boolean): boolean {
  const head = res.text.trimStart().slice(0, 15).toLowerCase();
  if (json && head.startsWith('<')) return true;
  if (json && (head.startsWith('{') || head.startsWith('['))) return false;
  return /\btext\/html\b/i.test(res.headers['content-type'] ?? '') || head.startsWith('<!doctype') || head.startsWith('<html');
}

/** A success status with a web page for a body: an answer, but not the service's. */
export function isPageForSuccess(res: HttpResponse, json: boolean): boolean {
  return res.status >= 200 && res.status < 300 && isWebPage(res, json);
}

/** A redirect: the service never sends one, so the address leads somewhere else (0: one a fetch stack hid). */
function isRedirect(status: number): boolean {
  return (status >= 300 && status < 400) || status === 0;
}

/**
 * These statuses say what went wrong; for any other, the service's words do when they name it.
 * `ownError`: the body is the service's own error object (`{"error": "..."}`).
 */
function kindOf(res: HttpResponse, serviceMessage: string | undefined, ownError: boolean, ctx: FailureContext): ServiceErrorKind {
  const status = res.status;
  if (isRedirect(status) || isPageForSuccess(res, ctx.json)) return 'address';
  // the service's "Invalid endpoint": nothing at this path, whatever the status
  if (ownError && serviceMessage !== undefined && kindOfMessage(serviceMessage) === 'address') return 'address';
  if (status === 401) return 'unauthorized';
  if (status === 402) return 'plan';
  // a 403 in the service's words is its plan refusal; a page from a proxy or firewall is not
  if (status === 403) return ownError ? 'plan' : 'network';
  // the service's own 404 (its error object) names something that is not there (a topic, a
  // sector); a page or an empty 404 is another site's answer: the path is not on the service
  if (status === 404) return ownError ? 'not-found' : 'address';
  if (status === 429) return 'rate-limited-minute';
  const byMessage = serviceMessage === undefined ? undefined : kindOfMessage(serviceMessage);
  if (byMessage) return byMessage;
  if (status >= 500) return 'server';
  // a refusal in the service's words without a status that names it: what was asked was not accepted
  if (status === 400 || (status >= 200 && status < 300)) return 'invalid-input';
  return 'bad-response';
}

/**
 * The error for a refusal: by a status that names the problem, else by the service's words
 * (`{"error": ...}` with status 200 from the saved-search operations), which it always carries.
 */
export function errorForAnswer(res: HttpResponse, ctx: FailureContext): ServiceError {
  const status = res.status;
  const serviceMessage = serviceMessageOf(res.text);
  const details = { status, serviceMessage, path: ctx.path };
  const said = serviceMessage ? ` The service said: "${serviceMessage}".` : '';
  const kind = kindOf(res, serviceMessage, errorBodyMessage(res.text) !== undefined, ctx);
  switch (kind) {
    case 'invalid-input':
      return new ServiceError(kind, `The service did not accept this request for ${ctx.title}.${said}`, details);
    case 'unauthorized':
      return new ServiceError(kind, REJECTED_KEY_MESSAGE, details);
    case 'plan':
      return new ServiceError(kind, `${planMessage(ctx.title)}${said}`, details);
    case 'not-found':
      return new ServiceError(kind, `Nothing found for ${ctx.title}: check the name.${said}`, details);
    case 'address':
      return addressError(res, ctx, said, details);
    case 'rate-limited-minute':
    case 'rate-limited-day': {
      const { scope, retryAt } = rateLimitOf(res, ctx);
      const reason = scope === 'day' ? 'The daily request quota is used up.' : 'Too many requests this minute.';
      return scope === 'day'
        ? new ServiceError('rate-limited-day', `${reason} It resets at ${at(retryAt)} UTC.`, { ...details, retryAt, reason })
        : new ServiceError('rate-limited-minute', `${reason} Try again after ${at(retryAt)} UTC.`, { ...details, retryAt, reason });
    }
    case 'server': {
      const code = status >= 500 ? ` (status ${status})` : '';
      return new ServiceError(kind, `The service had a problem${code}. Try again in a minute.${said}`, details);
    }
    case 'network':
      return new ServiceError(kind, `Something on the way refused the request for ${ctx.title} (status ${status}, not in the service's words): a proxy or firewall, or ${ctx.setting} names a site that is not the service. Check your network, proxy and that setting.`, details);
    // an answer came back, so it was none of the last two: a status no kind names
    case 'bad-response':
    case 'timeout':
    case 'cancelled':
    case 'superseded':
      return new ServiceError('bad-response', `The service answered with an unexpected status ${status}.${said}`, details);
  }
}

/** An address that does not lead to the service: the message names the setting and what it should look like. */
function addressError(res: HttpResponse, ctx: FailureContext, said: string, details: { status: number; serviceMessage?: string; path: string }): ServiceError {
  const fix = `Set it to the service's address, such as ${EXAMPLES[ctx.setting]}.`;
  const withSetting = { ...details, setting: ctx.setting };
  if (isRedirect(res.status)) {
    const to = res.headers.location ? ` to ${clip(res.headers.location)}` : '';
    const status = res.status ? ` (status ${res.status}${to})` : '';
    return new ServiceError('address', `The address in ${ctx.setting} sent the request for ${ctx.title} elsewhere${status}. ${fix}`, withSetting);
  }
  const what = ctx.title.charAt(0).toUpperCase() + ctx.title.slice(1);
  const came = isPageForSuccess(res, ctx.json) ? `a web page came back, status ${res.status}` : `status ${res.status}`;
  return new ServiceError('address', `${what} is not at the address in ${ctx.setting} (${came}): it does not lead to the service. ${fix}${said}`, withSetting);
}
