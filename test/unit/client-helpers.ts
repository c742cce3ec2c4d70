// Shared by the client's tests: a client pointed at a real emulator, a recording logger, an
// in-memory cache store and a small forward proxy (CONNECT and absolute-URI requests).
import * as assert from 'node:assert/strict';
import * as http from 'node:http';
import * as net from 'node:net';
import type { AddressInfo } from 'node:net';
import { createClient } from '../../src/api/client';
import { isServiceError } from '../../src/api/errors';
import type { ServiceErrorKind } from '../../src/api/errors';
import type { CacheStore, ClientOptions, Logger, RequestLogEntry, SocialClient } from '../../src/api/service';
import type { Emulator } from '../../src/demo/server';

export const KEY = 'test-key-3f9a1c77d2';

export interface Harness {
  client: SocialClient;
  log: RequestLogEntry[];
  logger: Logger & { lines: string[] };
}

export function recordingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const add = (level: string) => (m: string): void => {
    lines.push(`${level}: ${m}`);
  };
  return { lines, trace: add('trace'), debug: add('debug'), info: add('info'), warn: add('warn'), error: add('error') };
}

export function clientFor(emulator: Emulator, options: Partial<ClientOptions> = {}): Harness {
  const logger = recordingLogger();
  const client = createClient({
    baseUrl: emulator.baseUrl,
    markdownUrl: emulator.markdownUrl,
    plan: 'builder',
    getKey: async () => KEY,
    logger,
    ...options,
  });
  const log: RequestLogEntry[] = [];
  client.onRequest((e) => log.push(e));
  return { client, log, logger };
}

/** Waits (in real time, at most 10 s) until `cond` holds: answers on loopback take a moment. */
export async function until(cond: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 2000 && !cond(); i++) await new Promise((r) => setTimeout(r, 5));
  assert.ok(cond(), `timed out waiting for: ${what}`);
}

/** The kind of the ServiceError `p` rejects with (failing the test if it resolves). */
export async function failure(p: Promise<unknown>): Promise<{ kind: ServiceErrorKind; message: string; error: Error & Record<string, unknown> }> {
  try {
    await p;
  } catch (e) {
    assert.ok(isServiceError(e), `expected a ServiceError, got ${String(e)}`);
    return { kind: e.kind, message: e.message, error: e as unknown as Error & Record<string, unknown> };
  }
  assert.fail('expected the call to fail');
}

export class MemoryStore implements CacheStore {
  writes = 0;
  constructor(public text?: string) {}
  async read(): Promise<string | undefined> {
    return this.text;
  }
  async write(text: string): Promise<void> {
    this.writes++;
    this.text = text;
  }
}

export interface ForwardProxy {
  url: string;
  /** Targets seen, as `CONNECT host:port` or `GET http://...`. */
  seen: string[];
  close(): Promise<void>;
}

/**
 * A forward proxy on loopback. Every target host is reached at 127.0.0.1 (so tests can use
 * names that only the proxy can resolve), on the target's port.
 */
export async function startProxy(): Promise<ForwardProxy> {
  const seen: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = http.createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    const target = new URL(req.url ?? '');
    const upstream = http.request(
      { host: '127.0.0.1', port: target.port, path: target.pathname + target.search, method: req.method, headers: req.headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  server.on('connect', (req: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    seen.push(`CONNECT ${req.url}`);
    sockets.add(socket);
    const port = Number((req.url ?? '').split(':').pop());
    const upstream = net.connect(port, '127.0.0.1', () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    sockets.add(upstream);
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    }),
  };
}

/** Every text of an error a person or a log could see. */
export function visibleTexts(e: Error & Record<string, unknown>): string {
  return [e.message, String(e.serviceMessage ?? ''), String(e.path ?? ''), String(e.stack ?? ''), String(e.cause ?? ''), JSON.stringify(e)].join('\n');
}
