import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as https from 'node:https';
import * as net from 'node:net';
import * as path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createClient } from '../../src/service/api/client';
import type { ServiceErrorKind } from '../../src/service/api/errors';
import type { SocialClient } from '../../src/service/api/service';
import { startEmulator } from '../../src/service/demo/server';
import type { Emulator } from '../../src/service/demo/server';
import { clientFor, failure, KEY, visibleTexts } from './client-helpers';

/** Runs one call on a client of its own and disposes of it. */
async function once<T>(c: SocialClient, call: (c: SocialClient) => Promise<T>): Promise<T> {
  try {
    return await call(c);
  } finally {
    c.dispose();
  }
}

// Both network stacks: our own (undici, plain Node) and the editor's (the global fetch, which
// VS Code replaces with its own in the extension host) fail the same way, with the same words.
for (const network of ['undici', 'editor'] as const) describe(`client: errors (${network} stack)`, () => {
  let emulator: Emulator;
  let client: SocialClient;
  const topic = (): string => emulator.data.topics[1]!.topic;
  /** Every call a fresh URL, so the cache never answers. */
  let n = 0;
  const fresh = (c: SocialClient = client): Promise<unknown> => c.topicPosts(topic(), { start: 1_700_000_000 + 86_400 * n++ });
  /** A client that gives up after 1.5 s, for the faults that never answer; the shared client waits
   *  long enough that a busy machine's slow answer is not taken for one of them. */
  const impatient = (): SocialClient => clientFor(emulator, { network, timeoutMs: 1500 }).client;

  before(async () => {
    emulator = await startEmulator({ keys: { [KEY]: 'builder', 'hobby-key': 'hobby' } });
    client = clientFor(emulator, { network, timeoutMs: 20_000 }).client;
  });
  afterEach(() => emulator.faults.clear());
  after(async () => {
    client.dispose();
    await emulator.close();
  });

  it('no key: unauthorized with the way to set one, and nothing sent', async () => {
    const before = emulator.requests();
    const { client: c } = clientFor(emulator, { network, getKey: async () => undefined });
    const e = await failure(c.topicsList());
    assert.equal(e.kind, 'unauthorized');
    assert.equal(e.message, 'Set an API key (Social Pulse: Set API Key) or turn on demo data.');
    assert.equal(emulator.requests(), before);
    c.dispose();
  });

  it('a key that cannot go into a header: unauthorized, nothing sent', async () => {
    const before = emulator.requests();
    const { client: c } = clientFor(emulator, { network, getKey: async () => 'abc\ndef' });
    const e = await failure(c.topicsList());
    assert.equal(e.kind, 'unauthorized');
    assert.match(e.message, /Set it again/);
    assert.equal(emulator.requests(), before);
    c.dispose();
  });

  it('401: the key was rejected', async () => {
    const { client: c } = clientFor(emulator, { network, getKey: async () => 'not-a-known-key-12345' });
    const e = await failure(c.topicsList());
    assert.equal(e.kind, 'unauthorized');
    assert.equal(e.message, 'The service rejected the API key. Check or replace it in Social Pulse: Manage API Keys.');
    assert.equal(e.error.status, 401);
    assert.ok(typeof e.error.serviceMessage === 'string' && e.error.serviceMessage.length > 0);
    c.dispose();
  });

  it('402/403: the plan does not include it', async () => {
    const { client: c } = clientFor(emulator, { network, getKey: async () => 'hobby-key', plan: 'hobby' });
    const e = await failure(c.topic(topic()));
    assert.equal(e.kind, 'plan');
    assert.match(e.message, /plan/i);
    assert.equal(e.error.serviceMessage, 'Your plan does not include this endpoint');
    emulator.faults.set({ kind: 'status', status: 403, times: 1 });
    assert.equal((await failure(fresh())).kind, 'plan');
    c.dispose();
  });

  it('404: not found, with the service text', async () => {
    const e = await failure(client.topic(emulator.data.missingTopic));
    assert.equal(e.kind, 'not-found');
    assert.equal(e.error.serviceMessage, 'That item does not exist');
  });

  it('400: invalid input the service refused', async () => {
    emulator.faults.set({ kind: 'status', status: 400, body: '{"error":"Invalid bucket"}', times: 1 });
    const e = await failure(fresh());
    assert.equal(e.kind, 'invalid-input');
    assert.equal(e.error.serviceMessage, 'Invalid bucket');
  });

  it('429 for the day: thrown at once with retryAt, not retried', async () => {
    const before = emulator.requests();
    emulator.faults.set({ kind: 'rate-limit', window: 'day', times: 5 });
    const { client: c } = clientFor(emulator, { network });
    const e = await failure(c.topicPosts(topic(), { start: 1_600_000_000 }));
    assert.equal(e.kind, 'rate-limited-day');
    const retryAt = e.error.retryAt as number;
    assert.ok(retryAt > Date.now() && retryAt <= Date.now() + 86_400_000);
    assert.equal(new Date(retryAt).getUTCHours(), 0, 'the day resets at midnight UTC');
    assert.ok(emulator.requests() - before <= 1, 'not retried');
    // and the client now refuses locally instead of asking again
    const again = await failure(c.topicPosts(topic(), { start: 1_600_086_400 }));
    assert.equal(again.kind, 'rate-limited-day');
    c.dispose();
  });

  it('429 for the minute on a background request: thrown with Retry-After as retryAt', async () => {
    emulator.faults.set({ kind: 'rate-limit', window: 'minute', retryAfter: 30, times: 1 });
    // its own client: after this refusal the client holds everything back for 30 s
    const { client: c } = clientFor(emulator, { network });
    const started = Date.now();
    const e = await failure(c.topicPosts(topic(), { start: 1_650_000_000 }, { priority: 'background' }));
    assert.equal(e.kind, 'rate-limited-minute');
    const retryAt = e.error.retryAt as number;
    assert.ok(Math.abs(retryAt - (started + 30_000)) < 2000);
    assert.ok(c.quota().minuteUsed >= c.quota().plan.perMinute, 'the minute is treated as used up');
    c.dispose();
  });

  it('429 with a Retry-After no service means (1e20 s ahead): the minute\'s refusal with a wait from the headers, not "Invalid time value"', async () => {
    emulator.faults.set({ kind: 'rate-limit', window: 'minute', retryAfter: 1e20, times: 1 });
    const { client: c } = clientFor(emulator, { network });
    const started = Date.now();
    const e = await failure(c.topicPosts(topic(), { start: 1_650_100_000 }, { priority: 'background' }));
    assert.equal(e.kind, 'rate-limited-minute', e.error.message);
    const retryAt = e.error.retryAt as number;
    assert.ok(retryAt > started && retryAt <= started + 61_000, `within the minute the headers name (${retryAt - started} ms)`);
    c.dispose();
  });

  it('5xx: server', async () => {
    for (const status of [500, 502, 503, 504]) {
      emulator.faults.set({ kind: 'status', status, times: 1 });
      const e = await failure(fresh());
      assert.equal(e.kind, 'server', String(status));
      assert.equal(e.error.status, status);
    }
  });

  it('connection reset, refused and unknown host: network', async () => {
    emulator.faults.set({ kind: 'reset', times: 1 });
    assert.equal((await failure(fresh())).kind, 'network');
    const closed = net.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const refused = createClient({ network, baseUrl: `http://127.0.0.1:${port}/api4`, markdownUrl: `http://127.0.0.1:${port}/ai`, plan: 'builder', getKey: async () => KEY });
    const e = await failure(refused.topicsList());
    assert.equal(e.kind, 'network');
    assert.match(e.message, /refused/);
    refused.dispose();
    const nowhere = createClient({ network, baseUrl: 'http://no-such-host.invalid/api4', markdownUrl: 'http://no-such-host.invalid/ai', plan: 'builder', getKey: async () => KEY, timeoutMs: 5000 });
    const dns = await failure(nowhere.topicsList());
    assert.ok(dns.kind === 'network' || dns.kind === 'timeout', dns.kind);
    nowhere.dispose();
  });

  it('no answer in time: timeout (headers and a dripping body)', async () => {
    emulator.faults.set({ kind: 'hang', times: 1 });
    const e = await failure(once(impatient(), fresh));
    assert.equal(e.kind, 'timeout');
    assert.match(e.message, /did not answer within 2 s/);
    emulator.faults.set({ kind: 'slow', chunkBytes: 10, intervalMs: 400, times: 1 });
    assert.equal((await failure(once(impatient(), fresh))).kind, 'timeout');
  });

  it('malformed, truncated and empty bodies: bad-response; a web page with 200: the address (not the service)', async () => {
    const faults: [string, Parameters<Emulator['faults']['set']>[0]][] = [
      ['malformed', { kind: 'malformed', times: 1 }],
      ['truncated', { kind: 'truncated', times: 1 }],
      ['empty', { kind: 'empty', times: 1 }],
    ];
    for (const [name, fault] of faults) {
      emulator.faults.set(fault);
      const e = await failure(fresh());
      assert.equal(e.kind, 'bad-response', name);
    }
    emulator.faults.set({ kind: 'status', status: 200, body: '<!doctype html><html><body>Sign in</body></html>', contentType: 'text/html', times: 1 });
    assert.equal((await failure(fresh())).kind, 'address');
  });

  it('a response over the size cap: bad-response "response too large"', async () => {
    const { client: c } = clientFor(emulator, { network, maxResponseBytes: 64 * 1024 });
    emulator.faults.set({ kind: 'oversize', bytes: 256 * 1024, times: 1 });
    const e = await failure(c.topicsList());
    assert.equal(e.kind, 'bad-response');
    assert.match(e.message, /response too large/i);
    c.dispose();
  });

  it('cancellation: an aborted signal rejects with cancelled, before and during the request', async () => {
    const pre = new AbortController();
    pre.abort();
    assert.equal((await failure(client.topicPosts(topic(), { start: 1_710_000_000 }, { signal: pre.signal }))).kind, 'cancelled');
    // the answer would come after the test's time limit: only cancelling ends the call in time
    emulator.faults.set({ kind: 'latency', ms: 60_000, times: 1 });
    const during = new AbortController();
    const p = client.topicPosts(topic(), { start: 1_720_000_000 }, { signal: during.signal });
    setTimeout(() => during.abort(), 100);
    assert.equal((await failure(p)).kind, 'cancelled');
  });

  it('the key never appears in any error text, even when the service echoes it', async () => {
    const kinds = new Set<ServiceErrorKind>();
    const scenarios: (() => Promise<unknown>)[] = [
      () => {
        emulator.faults.set({ kind: 'status', status: 400, body: JSON.stringify({ error: `Bad key ${KEY} for this` }), times: 1 });
        return fresh();
      },
      () => {
        emulator.faults.set({ kind: 'status', status: 500, body: `upstream said Authorization: Bearer ${KEY}`, contentType: 'text/plain', times: 1 });
        return fresh();
      },
      () => {
        emulator.faults.set({ kind: 'status', status: 404, body: JSON.stringify({ error: KEY }), times: 1 });
        return fresh();
      },
      () => {
        emulator.faults.set({ kind: 'reset', times: 1 });
        return fresh();
      },
      () => {
        emulator.faults.set({ kind: 'hang', times: 1 });
        return once(impatient(), fresh);
      },
      () => {
        emulator.faults.set({ kind: 'malformed', times: 1 });
        return fresh();
      },
      () => {
        emulator.faults.set({ kind: 'rate-limit', window: 'minute', times: 1 });
        return once(createClient({ network, baseUrl: emulator.baseUrl, markdownUrl: emulator.markdownUrl, plan: 'builder', getKey: async () => KEY }), (c) => c.topic('x', { priority: 'background' }));
      },
      () => once(createClient({ network, baseUrl: emulator.baseUrl, markdownUrl: emulator.markdownUrl, plan: 'builder', getKey: async () => `${KEY}-wrong` }), (c) => c.topic('x')),
    ];
    for (const run of scenarios) {
      const e = await failure(run());
      kinds.add(e.kind);
      assert.ok(!visibleTexts(e.error).includes(KEY), `${e.kind}: ${visibleTexts(e.error)}`);
      emulator.faults.clear();
    }
    assert.ok(kinds.size >= 7, [...kinds].join());
  });
});

// Not the emulator (it speaks plain HTTP): an HTTPS server whose certificate nothing trusts, as
// a service behind a company's HTTPS inspection looks to a machine without the company's authority.
describe('client: a certificate the machine does not trust', () => {
  let server: https.Server;
  let origin: string;

  before(async () => {
    const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '../../../test/fixtures/tls', name));
    server = https.createServer({ cert: fixture('untrusted-cert.pem'), key: fixture('untrusted-key.pem') }, (_req, res) => res.end('{}'));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((r) => server.close(() => r())));

  for (const network of ['undici', 'editor'] as const) {
    it(`says the certificate is the cause (${network} stack)`, async () => {
      const c = createClient({ network, baseUrl: `${origin}/api4`, markdownUrl: `${origin}/ai`, plan: 'builder', getKey: async () => KEY });
      const e = await failure(c.topicsList());
      assert.equal(e.kind, 'network');
      assert.match(e.message, /^The certificate of 127\.0\.0\.1:\d+ is not one this machine trusts \(DEPTH_ZERO_SELF_SIGNED_CERT\)\. .*system's certificate store/);
      c.dispose();
    });
  }
});
