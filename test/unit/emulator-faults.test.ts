// Injected faults of the emulator, in-process and through the control endpoint, and closing
// with connections still open.
import * as assert from 'node:assert/strict';
import * as http from 'node:http';
import * as net from 'node:net';
import { startEmulator, type Emulator } from '../../src/service/demo/server';
import { get, KEY, NOW, type Json } from './emulator-helpers';

const PATH = '/public/topic/bitcoin/v1';

/** Raw GET that reports what arrived even when the connection ends early. */
function raw(url: string): Promise<{ status?: number; declared?: number; received: number; error?: string }> {
  return new Promise((resolve) => {
    const req = http.get(url, { headers: { authorization: `Bearer ${KEY}` }, agent: false }, (res) => {
      let received = 0;
      const done = (error?: string) => resolve({ status: res.statusCode, declared: Number(res.headers['content-length']), received, error });
      res.on('data', (chunk: Buffer) => { received += chunk.length; });
      res.on('end', () => done());
      res.on('aborted', () => done('aborted'));
      res.on('error', (e) => done(e.message));
    });
    req.on('error', (e) => resolve({ received: 0, error: e.message }));
  });
}

describe('emulator faults', () => {
  let emu: Emulator;
  const call = (path = PATH, init?: RequestInit) => get(emu.baseUrl + path, KEY, init);

  beforeEach(async () => { emu = await startEmulator({ now: () => NOW, keys: { [KEY]: 'builder' }, control: true }); });
  afterEach(() => emu.close());

  it('latency delays the answer, which is otherwise normal', async () => {
    emu.faults.set({ kind: 'latency', ms: 150, times: 1 });
    const started = performance.now();
    const res = await call();
    assert.ok(performance.now() - started >= 140, 'waited');
    assert.equal(res.status, 200);
    assert.deepEqual(emu.faults.list(), [], 'removed after its one time');
  });

  it('reset destroys the connection', async () => {
    emu.faults.set({ kind: 'reset' });
    await assert.rejects(call());
  });

  it('status answers any code with a JSON or HTML body and headers', async () => {
    emu.faults.set({ kind: 'status', status: 503, times: 1 });
    const plain = await call();
    assert.equal(plain.status, 503);
    assert.deepEqual(plain.json(), { error: 'Service Unavailable' });
    emu.faults.set({ kind: 'status', status: 502, body: '<html><body><h1>502 Bad Gateway</h1></body></html>', headers: { 'retry-after': '7' }, times: 1 });
    const page = await call();
    assert.equal(page.status, 502);
    assert.match(page.headers.get('content-type') ?? '', /^text\/html/);
    assert.equal(page.headers.get('retry-after'), '7');
    assert.equal((await call()).status, 200, 'gone after its times');
  });

  it('malformed sends 200 with a body that is not JSON', async () => {
    emu.faults.set({ kind: 'malformed' });
    const res = await call();
    assert.equal(res.status, 200);
    assert.throws(() => JSON.parse(res.text));
  });

  it('truncated declares more than it sends, then closes', async () => {
    emu.faults.set({ kind: 'truncated' });
    const res = await raw(emu.baseUrl + PATH);
    assert.equal(res.status, 200);
    assert.ok(res.declared! > res.received, `${res.declared} declared, ${res.received} received`);
    await assert.rejects(call().then((r) => JSON.parse(r.text)));
  });

  it('empty sends 200 with no body', async () => {
    emu.faults.set({ kind: 'empty' });
    const res = await call();
    assert.equal(res.status, 200);
    assert.equal(res.text, '');
  });

  it('oversize sends exactly the bytes asked for, as valid JSON', async () => {
    emu.faults.set({ kind: 'oversize', bytes: 3_000_000 });
    const res = await call();
    assert.equal(Buffer.byteLength(res.text), 3_000_000);
    assert.equal(res.headers.get('content-length'), '3000000');
    assert.equal(typeof res.json<Json>().data, 'string');
  });

  it('slow drips the real body', async () => {
    const normal = await call();
    emu.faults.set({ kind: 'slow', chunkBytes: 200, intervalMs: 10 });
    const started = performance.now();
    const slow = await call();
    assert.equal(slow.text, normal.text);
    assert.ok(performance.now() - started >= (Math.ceil(normal.text.length / 200) - 1) * 10 - 5, 'dripped');
  });

  it('hang never answers; close() still ends promptly', async () => {
    emu.faults.set({ kind: 'hang' });
    await assert.rejects(call(PATH, { signal: AbortSignal.timeout(200) }), /abort|timeout/i);
    const pending = call().catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 50));
    await emu.close();
    assert.ok((await pending) instanceof Error, 'the hanging request fails when the emulator closes');
  });

  it('rate-limit forces a 429 with the headers of an exhausted window', async () => {
    emu.faults.set({ kind: 'rate-limit', window: 'minute', retryAfter: 30, times: 1 });
    const minute = await call();
    assert.equal(minute.status, 429);
    assert.deepEqual(minute.json(), { error: 'Rate limit exceeded (minute)' });
    assert.equal(minute.headers.get('x-rate-limit-minute-remaining'), '0');
    assert.equal(minute.headers.get('retry-after'), '30');
    emu.faults.set({ kind: 'rate-limit', window: 'day' });
    const day = await call();
    assert.deepEqual(day.json(), { error: 'Rate limit exceeded (daily)' });
    assert.equal(day.headers.get('x-rate-limit-day-remaining'), '0');
    assert.equal(day.headers.get('retry-after'), null);
  });

  it('match limits a fault to paths that contain it', async () => {
    emu.faults.set({ kind: 'status', status: 500, match: '/coins/' });
    assert.equal((await call()).status, 200);
    assert.equal((await call('/public/coins/list/v2')).status, 500);
  });

  it('latency combines with another fault', async () => {
    emu.faults.set([{ kind: 'latency', ms: 100 }, { kind: 'status', status: 504 }]);
    const started = performance.now();
    assert.equal((await call()).status, 504);
    assert.ok(performance.now() - started >= 90);
  });

  it('is set and cleared over HTTP with control: true', async () => {
    const post = (body: unknown) => fetch(`${emu.origin}/__emulator/faults`, { method: 'POST', body: JSON.stringify(body) });
    assert.equal((await post({ kind: 'status', status: 500, times: 2 })).status, 200);
    assert.equal((await call()).status, 500);
    assert.equal((await post({ clear: true })).status, 200);
    assert.equal((await call()).status, 200);
    const bad = await post({ kind: 'status', status: 'oops' });
    assert.equal(bad.status, 400);
    assert.match(((await bad.json()) as Json).error as string, /status/);
    assert.equal((await post({ kind: 'teleport' })).status, 400);
  });

  it('has no control endpoint without control: true', async () => {
    const closed = await startEmulator({ keys: { [KEY]: 'builder' } });
    try {
      const res = await fetch(`${closed.origin}/__emulator/faults`, { method: 'POST', body: '{"kind":"hang"}' });
      assert.equal(res.status, 404);
    } finally {
      await closed.close();
    }
  });

  it('closes with keep-alive connections open and a request half sent, ending them', async () => {
    const agent = new http.Agent({ keepAlive: true });
    const partial = net.connect(Number(new URL(emu.origin).port), '127.0.0.1');
    // the server resets it on close: that is the point
    partial.on('error', () => undefined);
    let timer: NodeJS.Timeout | undefined;
    try {
      await new Promise<void>((resolve) => http.get(`${emu.baseUrl}${PATH}`, { agent, headers: { authorization: `Bearer ${KEY}` } }, (res) => {
        res.resume();
        res.on('end', resolve);
      }));
      const kept = Object.values(agent.freeSockets).flat();
      assert.equal(kept.length, 1, 'the connection stays open after the answer');
      await new Promise<void>((resolve) => partial.write(`GET /api4${PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\n`, () => resolve()));
      const ended = [kept[0]!, partial].map((socket) => new Promise<void>((resolve) => socket.once('close', () => resolve())));
      // a close() that waited for open connections to finish would lose this race
      const limit = new Promise<'still open'>((resolve) => {
        timer = setTimeout(() => resolve('still open'), 5000);
      });
      const outcome = await Promise.race([Promise.all([emu.close(), ...ended]).then(() => 'closed' as const), limit]);
      assert.equal(outcome, 'closed');
    } finally {
      clearTimeout(timer);
      partial.destroy();
      agent.destroy();
    }
  });
});
