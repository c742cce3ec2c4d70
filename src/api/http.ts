// The one door to the network. One keep-alive Agent for the whole process, or one ProxyAgent
// when a proxy is configured; each request is bounded in time and size and cancellable, and
// every failure comes out as a ServiceError whose message never contains the key.
// undici is imported by module path, not from its index: the index loads all of undici (fetch,
// WebSocket, caches, mocks), about 230 KB more for every first request (see undici-parts.d.ts).
import type { Dispatcher } from 'undici';
import Agent from 'undici/lib/dispatcher/agent';
import ProxyAgent from 'undici/lib/dispatcher/proxy-agent';
import dispatcherRequest from 'undici/lib/api/api-request';
import { ServiceError } from './errors';
import { bypassesProxy } from './proxy';
import type { ProxyChoice } from './proxy';

export const DEFAULT_TIMEOUT_MS = 20_000;
export const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;
const USER_AGENT = 'social-pulse (VS Code extension)';

let agent: Agent | undefined;
let proxy: { url: string; agent: ProxyAgent } | undefined;

function directAgent(): Agent {
  agent ??= new Agent({ keepAliveTimeout: 30_000, keepAliveMaxTimeout: 120_000, connections: 16 });
  return agent;
}

/** The dispatcher for `target`: direct, or the (replaced when changed) process proxy. */
export function dispatcherFor(target: URL, choice: ProxyChoice): Dispatcher {
  if (!choice.url || bypassesProxy(target, choice.noProxy)) return directAgent();
  if (proxy?.url !== choice.url) {
    const old = proxy;
    proxy = { url: choice.url, agent: new ProxyAgent({ uri: choice.url, keepAliveTimeout: 30_000 }) };
    void old?.agent.close().catch(() => undefined);
  }
  return proxy.agent;
}

export interface HttpRequest {
  url: URL;
  key: string;
  accept: string;
  proxy: ProxyChoice;
  signal?: AbortSignal;
  timeoutMs: number;
  maxBytes: number;
}

export interface HttpResponse {
  status: number;
  headers: Record<string, string>;
  text: string;
}

function flatten(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) if (v !== undefined) out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
  return out;
}

function code(e: unknown): string {
  const c = (e as { code?: unknown } | null)?.code;
  return typeof c === 'string' ? c : '';
}

const TIMEOUT_CODES = ['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT', 'ETIMEDOUT'];

function failure(e: unknown, req: HttpRequest, timedOut: boolean, phase: 'connect' | 'body'): ServiceError {
  const path = req.url.pathname;
  if (e instanceof ServiceError) return e;
  if (req.signal?.aborted) return new ServiceError('cancelled', 'Cancelled.', { path });
  const host = req.url.host;
  if (timedOut || TIMEOUT_CODES.includes(code(e))) {
    return new ServiceError('timeout', `${host} did not answer within ${duration(req.timeoutMs)}. Try again, or check your connection.`, { path, cause: e });
  }
  if (phase === 'body') {
    return new ServiceError('bad-response', 'The answer was cut off before it was complete. Try again.', { path, cause: e });
  }
  const c = code(e);
  const via = dispatcherIsProxy(req) ? ' through the proxy' : '';
  const message =
    c === 'ECONNREFUSED' ? `Could not connect to ${host}${via}: the connection was refused.`
      : c === 'ENOTFOUND' || c === 'EAI_AGAIN' ? `Could not find ${host}${via}. Check the address in the settings and your connection.`
        : c === 'ECONNRESET' || c === 'UND_ERR_SOCKET' ? `The connection to ${host}${via} was reset. Try again.`
          : `Could not reach ${host}${via}. Check your connection and proxy settings.`;
  return new ServiceError('network', message, { path, cause: e });
}

/** Limits as a person reads them; a limit under the unit must not read as "0 s" or "0 MB". */
function duration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} s`;
}

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  return bytes < 1048576 ? `${Math.round(bytes / 1024)} KB` : `${Math.round(bytes / 1048576)} MB`;
}

function dispatcherIsProxy(req: HttpRequest): boolean {
  return !!req.proxy.url && !bypassesProxy(req.url, req.proxy.noProxy);
}

/** Sends one GET. Resolves with any HTTP status; rejects only when no complete answer came. */
export async function send(req: HttpRequest): Promise<HttpResponse> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), req.timeoutMs);
  const signal = req.signal ? AbortSignal.any([req.signal, timeout.signal]) : timeout.signal;
  let phase: 'connect' | 'body' = 'connect';
  try {
    const res = await dispatcherRequest.call(dispatcherFor(req.url, req.proxy), {
      origin: req.url.origin,
      path: req.url.pathname + req.url.search,
      method: 'GET',
      headers: { authorization: `Bearer ${req.key}`, accept: req.accept, 'user-agent': USER_AGENT },
      signal,
      headersTimeout: req.timeoutMs,
      bodyTimeout: req.timeoutMs,
    });
    phase = 'body';
    const headers = flatten(res.headers);
    const declared = Number(headers['content-length']);
    if (Number.isFinite(declared) && declared > req.maxBytes) {
      discard(res.body);
      throw tooLarge(req);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of res.body) {
      const buf = chunk as Buffer;
      size += buf.length;
      if (size > req.maxBytes) {
        discard(res.body);
        throw tooLarge(req);
      }
      chunks.push(buf);
    }
    return { status: res.statusCode, headers, text: Buffer.concat(chunks).toString('utf8') };
  } catch (e) {
    throw failure(e, req, timeout.signal.aborted, phase);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Stops reading a body. Destroying one that has already arrived whole emits 'error' (request
 * aborted) with nobody listening, which would crash the process: that error is expected here.
 */
function discard(body: Dispatcher.ResponseData['body']): void {
  body.on('error', () => undefined);
  body.destroy();
}

function tooLarge(req: HttpRequest): ServiceError {
  return new ServiceError('bad-response', `Response too large (over ${size(req.maxBytes)}); it was not read.`, { path: req.url.pathname });
}
