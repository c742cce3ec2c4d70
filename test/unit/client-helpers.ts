// Shared by the client's tests: a client pointed at a real emulator, a recording logger and an
// in-memory cache store (the forward proxy is in test/shared).
import * as assert from 'node:assert/strict';
import { createClient } from '../../src/service/api/client';
import { isServiceError } from '../../src/service/api/errors';
import type { ServiceErrorKind } from '../../src/service/api/errors';
import type { CacheStore, ClientOptions, Logger, RequestLogEntry, SocialClient } from '../../src/service/api/service';
import type { Emulator } from '../../src/service/demo/server';

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

/** Every text of an error a person or a log could see. */
export function visibleTexts(e: Error & Record<string, unknown>): string {
  return [e.message, String(e.serviceMessage ?? ''), String(e.path ?? ''), String(e.stack ?? ''), String(e.cause ?? ''), JSON.stringify(e)].join('\n');
}
