// Requests through the global `fetch`. In the editor's extension host, VS Code replaces it with
// its own (http.fetchAdditionalSupport): the proxy VS Code resolves for the address (http.proxy,
// PAC and system proxies, http.noProxy), the proxy's login through VS Code's prompt, and the
// operating system's certificates. Whatever VS Code's own features reach, this reaches.
import type { Opened, Outgoing } from './transport';

export async function openWithFetch(req: Outgoing, signal: AbortSignal): Promise<Opened> {
  const res = await fetch(req.url, {
    method: 'GET',
    headers: req.headers,
    signal,
    // a redirect is the client's to judge (the key must never follow one to another host)
    redirect: 'manual',
  });
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => { headers[name.toLowerCase()] = value; });
  const reader = res.body?.getReader();
  return {
    status: res.status,
    headers,
    body: chunksOf(reader),
    discard: () => { void reader?.cancel().catch(() => undefined); },
  };
}

async function* chunksOf(reader: ReadableStreamDefaultReader<Uint8Array> | undefined): AsyncIterable<Uint8Array> {
  // no reader: an answer without a body (a 204)
  for (;;) {
    const next = await reader?.read();
    if (!next || next.done) return;
    yield next.value;
  }
}
