// Shared by the client's tests: a client pointed at a real emulator, an emulator (with a client or
// not) for a whole suite, a recording logger and an in-memory cache store (the forward proxy is in
// test/shared).
import * as assert from 'node:assert/strict';
import { createClient } from '../../src/service/api/client';
import { isServiceError } from '../../src/service/api/errors';
import type { ServiceErrorKind } from '../../src/service/api/errors';
import type { CacheStore, ClientOptions, Logger, RequestLogEntry, SocialClient } from '../../src/service/api/service';
import { startEmulator, type Emulator, type EmulatorOptions } from '../../src/service/demo/server';

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

/** For the suite this is called in: what `start` makes, before its tests, and `stop` of it after them. */
function forSuite<T>(start: () => Promise<T>, stop: (started: T) => Promise<void>): () => T {
  let started: { value: T } | undefined;
  before(async () => {
    started = { value: await start() };
  });
  after(async () => {
    if (started) await stop(started.value);
  });
  return () => {
    assert.ok(started, 'read before the suite\'s tests start');
    return started.value;
  };
}

const BUILDER: EmulatorOptions = { keys: { [KEY]: 'builder' } };

/** An emulator (a Builder key by default) for the suite this is called in, started before its tests and closed after them. */
export function emulatorForSuite(options: EmulatorOptions = BUILDER): { readonly emulator: Emulator } {
  const started = forSuite(() => startEmulator(options), (emulator) => emulator.close());
  return {
    get emulator() {
      return started();
    },
  };
}

/** As emulatorForSuite, with a client on it (KEY on Builder), disposed before the emulator closes. */
export function clientForSuite(options: EmulatorOptions = BUILDER): { readonly emulator: Emulator; readonly client: SocialClient } {
  const started = forSuite(async () => {
    const emulator = await startEmulator(options);
    return { emulator, client: clientFor(emulator).client };
  }, async ({ emulator, client }) => {
    client.dispose();
    await emulator.close();
  });
  return {
    get emulator() {
      return started().emulator;
    },
    get client() {
      return started().client;
    },
  };
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
