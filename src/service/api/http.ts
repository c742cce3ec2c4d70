// The one door to the network: each request is bounded in time and size and cancellable, and
// every failure comes out as a ServiceError whose message says the cause and never contains the
// key. The exchange itself goes through the editor's network stack or our own (transport.ts).
import { ServiceError } from './errors';
import { beforeConnecting, networkFailure } from './networkFailure';
import { bypassesProxy } from './proxy';
import type { ProxyChoice } from './proxy';
import type { NetworkStack, Opened } from './transport';
import { openWithFetch } from './transportFetch';

export const DEFAULT_TIMEOUT_MS = 20_000;
export const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;
const USER_AGENT = 'social-pulse (VS Code extension)';
const unsent = new WeakSet<ServiceError>();

/** Whether `e` is a failure of `send` before the request left: the service cannot have counted it. */
export function neverSent(e: unknown): boolean {
  return e instanceof ServiceError && unsent.has(e);
}

export interface HttpRequest {
  url: URL;
  key: string;
  accept: string;
  network: NetworkStack;
  /** The proxy of our own stack; the editor's stack resolves its own. */
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

/** Sends one GET. Resolves with any HTTP status; rejects only when no complete answer came. */
export async function send(req: HttpRequest): Promise<HttpResponse> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), req.timeoutMs);
  const signal = req.signal ? AbortSignal.any([req.signal, timeout.signal]) : timeout.signal;
  let phase: 'connect' | 'body' = 'connect';
  try {
    const outgoing = {
      url: req.url,
      headers: { authorization: `Bearer ${req.key}`, accept: req.accept, 'user-agent': USER_AGENT },
      proxy: req.proxy,
      timeoutMs: req.timeoutMs,
    };
    // our own stack is loaded only where it is used: the extension host never needs undici
    const res = req.network === 'editor' ? await openWithFetch(outgoing, signal) : await (await ownStack()).openWithUndici(outgoing, signal);
    phase = 'body';
    return { status: res.status, headers: res.headers, text: await readBody(res, req) };
  } catch (e) {
    if (e instanceof ServiceError) throw e;
    if (req.signal?.aborted) throw new ServiceError('cancelled', 'Cancelled.', { path: req.url.pathname });
    const failure = networkFailure(e, {
      url: req.url,
      timeoutMs: req.timeoutMs,
      timedOut: timeout.signal.aborted,
      phase,
      viaProxy: req.network === 'editor' ? 'editor' : bypassesProxy(req.url, req.proxy.noProxy) ? undefined : req.proxy.url,
    });
    if (phase === 'connect' && beforeConnecting(e)) unsent.add(failure);
    throw failure;
  } finally {
    clearTimeout(timer);
  }
}

const ownStack = () => import('./transportUndici');

async function readBody(res: Opened, req: HttpRequest): Promise<string> {
  const declared = Number(res.headers['content-length']);
  if (Number.isFinite(declared) && declared > req.maxBytes) {
    res.discard();
    throw tooLarge(req);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of res.body) {
    size += chunk.length;
    if (size > req.maxBytes) {
      res.discard();
      throw tooLarge(req);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function tooLarge(req: HttpRequest): ServiceError {
  return new ServiceError('bad-response', `Response too large (over ${size(req.maxBytes)}); it was not read.`, { path: req.url.pathname });
}

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  return bytes < 1048576 ? `${Math.round(bytes / 1024)} KB` : `${Math.round(bytes / 1048576)} MB`;
}
