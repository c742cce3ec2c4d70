// Requests through our own undici agents, for plain Node (tests, benches, the emulator's users):
// one keep-alive Agent for the process, or one ProxyAgent when a proxy is configured.
// undici is imported by module path, not from its index: the index loads all of undici (fetch,
// WebSocket, caches, mocks), about 230 KB more for every first request (see undici-parts.d.ts).
import type { Dispatcher as DispatcherType } from 'undici';
import Agent from 'undici/lib/dispatcher/agent';
import Dispatcher from 'undici/lib/dispatcher/dispatcher';
import ProxyAgent from 'undici/lib/dispatcher/proxy-agent';
import apiConnect from 'undici/lib/api/api-connect';
import apiRequest from 'undici/lib/api/api-request';
import { bypassesProxy } from './proxy';
import type { ProxyChoice } from './proxy';
import type { Opened, Outgoing } from './transport';

// What undici's index does to every dispatcher, for the two methods used here: `request` for our
// GETs, `connect` for the tunnel a ProxyAgent asks of its proxy (without it, every request through
// a proxy failed with "this[kClient].connect is not a function" before a CONNECT was sent).
Object.assign(Dispatcher.prototype, { request: apiRequest, connect: apiConnect });

let agent: Agent | undefined;
let proxy: { url: string; agent: ProxyAgent } | undefined;

function directAgent(): Agent {
  agent ??= new Agent({ keepAliveTimeout: 30_000, keepAliveMaxTimeout: 120_000, connections: 16 });
  return agent;
}

/** The dispatcher for `target`: direct, or the (replaced when changed) process proxy. */
export function dispatcherFor(target: URL, choice: ProxyChoice): DispatcherType {
  if (!choice.url || bypassesProxy(target, choice.noProxy)) return directAgent();
  if (proxy?.url !== choice.url) {
    const old = proxy;
    proxy = { url: choice.url, agent: new ProxyAgent({ uri: choice.url, keepAliveTimeout: 30_000 }) };
    void old?.agent.close().catch(() => undefined);
  }
  return proxy.agent;
}

export async function openWithUndici(req: Outgoing, signal: AbortSignal): Promise<Opened> {
  const res = await dispatcherFor(req.url, req.proxy).request({
    origin: req.url.origin,
    path: req.url.pathname + req.url.search,
    method: 'GET',
    headers: req.headers,
    signal,
    headersTimeout: req.timeoutMs,
    bodyTimeout: req.timeoutMs,
  });
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
  return {
    status: res.statusCode,
    headers,
    body: res.body,
    // destroying a body that has already arrived whole emits 'error' (request aborted) with
    // nobody listening, which would crash the process: that error is expected here
    discard: () => {
      res.body.on('error', () => undefined);
      res.body.destroy();
    },
  };
}
