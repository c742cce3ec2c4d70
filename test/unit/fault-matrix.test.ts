// Every operation family against every fault the emulator can inject, through the real client
// over loopback HTTP: the error kind, a message a person can act on, and whether the last good
// answer stands in (marked stale) once it has expired. Prints the outcomes as a table at the end.
import * as assert from 'node:assert/strict';
import { VirtualClock } from '../../src/service/api/clock';
import { isServiceError } from '../../src/service/api/errors';
import type { ServiceErrorKind } from '../../src/service/api/errors';
import { errorMessage } from '../../src/shared/queries/errorWords';
import type { SocialClient } from '../../src/service/api/service';
import type { Answer, Report } from '../../src/service/api/types';
import { startEmulator } from '../../src/service/demo/server';
import type { Emulator, Fault } from '../../src/service/demo/server';
import { clientFor, KEY, visibleTexts } from './client-helpers';

// 2025-06-02 09:10:00 UTC
const T0 = Date.UTC(2025, 5, 2, 9, 10, 0);
const HOUR = 3_600_000;
/** Longer than every lifetime (the longest: a coin's meta, a day). */
const EXPIRE_MS = 25 * HOUR;
/**
 * The faulted request never completes (a hang, or a body trickling for seconds) and the check is
 * the kind and the message, not the length: 100 ms is well past a loopback answer's headers.
 */
const SHORT_TIMEOUT_MS = 100;
const SMALL_CAP = 4096;
/** Smaller than any answer of the emulator. */
const TINY_CAP = 100;
const HTML_PAGE = '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1><hr><p>nginx</p></body></html>';
const HTML_TAG = /<\/?[a-z!][^>]*>/i;

interface Family {
  name: string;
  call(c: SocialClient, e: Emulator): Promise<Answer<unknown> | Report>;
  /**
   * Never served stale: reports (text pasted into notes must be current) and changes to
   * saved searches (each is its own request; an old answer would claim a change not made).
   */
  neverStale?: boolean;
}

/** A post of the top topic, found before the matrix runs (without the client). */
const known = { postType: '', post: '' };
let creates = 0;

const FAMILIES: Family[] = [
  { name: 'topic list', call: (c) => c.topicsList() },
  { name: 'topic summary', call: (c, e) => c.topic(e.data.topics[0]!.topic) },
  { name: 'time series', call: (c, e) => c.topicTimeSeries(e.data.topics[1]!.topic, { bucket: 'hour', interval: '1d' }) },
  { name: 'posts/news', call: (c, e) => c.topicPosts(e.data.topics[2]!.topic) },
  { name: 'creators', call: (c, e) => c.topicCreators(e.data.topics[3]!.topic) },
  { name: 'category', call: (c, e) => c.category(e.data.categories[0]!.category) },
  { name: 'coins list', call: (c) => c.coinsListV2({ limit: 25 }) },
  { name: 'coin', call: (c, e) => c.coin(String(e.data.coins[0]!.id)) },
  { name: 'report', call: (c, e) => c.report({ kind: 'topic', topic: e.data.topics[0]!.topic }, 'json'), neverStale: true },
  { name: 'creator', call: (c, e) => c.creator('twitter', e.data.creators[0]!.name) },
  { name: 'post (no envelope)', call: (c) => c.post(known.postType, known.post) },
  { name: 'coin meta', call: (c) => c.coinMeta('SOL') },
  { name: 'stocks list', call: (c) => c.stocksListV2({ limit: 20 }) },
  { name: 'NFT series v1', call: (c) => c.nftTimeSeries('azuki') },
  { name: 'search posts', call: (c) => c.searchPosts({ term: 'bitcoin' }) },
  { name: 'saved searches', call: (c) => c.searchesList() },
  { name: 'saved search create', call: (c) => c.searchCreate({ name: `Matrix ${++creates}`, search_json: { terms: ['bitcoin'] } }), neverStale: true },
  { name: 'data changes', call: (c) => c.systemChanges() },
];

interface FaultCase {
  name: string;
  fault: Fault;
  kind: ServiceErrorKind;
  /** Whether the last good answer stands in for this failure. */
  stale: boolean;
  timeoutMs?: number;
  maxResponseBytes?: number;
}

const status = (s: number, body?: string): Fault => ({ kind: 'status', status: s, ...(body === undefined ? {} : { body }) });

const FAULTS: FaultCase[] = [
  { name: '400', fault: status(400), kind: 'invalid-input', stale: false },
  { name: '401', fault: status(401), kind: 'unauthorized', stale: false },
  { name: '402', fault: status(402), kind: 'plan', stale: false },
  { name: '403', fault: status(403), kind: 'plan', stale: false },
  // a page from a proxy or firewall, not the service's own words: no plan refusal
  { name: '403 page', fault: { kind: 'status', status: 403, body: HTML_PAGE.replace(/502 Bad Gateway|Bad Gateway/g, '403 Forbidden'), contentType: 'text/html' }, kind: 'network', stale: true },
  // the service's own 404 (its error object) names something missing; a page, not the service's words, is another site's: the address
  { name: '404', fault: status(404), kind: 'not-found', stale: false },
  { name: '404 page', fault: { kind: 'status', status: 404, body: HTML_PAGE.replace(/502 Bad Gateway|Bad Gateway/g, '404 Not Found'), contentType: 'text/html' }, kind: 'address', stale: false },
  { name: 'empty 404', fault: { kind: 'status', status: 404, body: '' }, kind: 'address', stale: false },
  { name: '301', fault: { kind: 'status', status: 301, body: '', headers: { location: 'https://example.com/elsewhere' } }, kind: 'address', stale: false },
  { name: '429 minute', fault: { kind: 'rate-limit', window: 'minute' }, kind: 'rate-limited-minute', stale: true },
  { name: '429 day', fault: { kind: 'rate-limit', window: 'day' }, kind: 'rate-limited-day', stale: true },
  { name: '500', fault: status(500), kind: 'server', stale: true },
  { name: '502', fault: status(502), kind: 'server', stale: true },
  { name: '503', fault: status(503), kind: 'server', stale: true },
  { name: '504', fault: status(504), kind: 'server', stale: true },
  { name: 'connection reset', fault: { kind: 'reset' }, kind: 'network', stale: true },
  { name: 'timeout (hang)', fault: { kind: 'hang' }, kind: 'timeout', stale: true, timeoutMs: SHORT_TIMEOUT_MS },
  { name: 'slow body', fault: { kind: 'slow', chunkBytes: 8, intervalMs: 100 }, kind: 'timeout', stale: true, timeoutMs: SHORT_TIMEOUT_MS },
  { name: 'truncated body', fault: { kind: 'truncated' }, kind: 'bad-response', stale: true },
  { name: 'malformed JSON', fault: { kind: 'malformed' }, kind: 'bad-response', stale: true },
  // the service never sends a web page: one with a success status comes from another site
  { name: 'HTML page, 200', fault: { kind: 'status', status: 200, body: HTML_PAGE, contentType: 'text/html' }, kind: 'address', stale: false },
  { name: 'HTML page, 502', fault: { kind: 'status', status: 502, body: HTML_PAGE, contentType: 'text/html' }, kind: 'server', stale: true },
  { name: 'empty body', fault: { kind: 'empty' }, kind: 'bad-response', stale: true },
  { name: 'over size cap', fault: { kind: 'oversize', bytes: 64 * 1024 }, kind: 'bad-response', stale: true, maxResponseBytes: SMALL_CAP },
  // the whole (real) answer arrives at once, its declared length already over the cap
  { name: 'answer over cap', fault: { kind: 'latency', ms: 0 }, kind: 'bad-response', stale: true, maxResponseBytes: TINY_CAP },
];

/** What a person (or a log) could read about a failure must be plain, helpful and key-free. */
function assertReadable(text: string, what: string): void {
  assert.ok(text.trim().length >= 10, `${what}: too short: "${text}"`);
  assert.ok(!text.includes(KEY), `${what}: contains the key`);
  assert.ok(!HTML_TAG.test(text), `${what}: contains markup: "${text}"`);
  assert.ok(!/\bundefined\b|\[object |NaN/.test(text), `${what}: "${text}"`);
  assert.ok(!/\b0 (s|KB|MB)\b/.test(text), `${what}: a limit of zero: "${text}"`);
}

describe('fault matrix: every operation family x every fault', function () {
  this.timeout(30_000);
  const clients = new Set<SocialClient>();
  const clock = new VirtualClock(T0, { busy: () => [...clients].some((c) => (c.quota().inFlight ?? 0) > 0) });
  let emulator: Emulator;
  const unhandled: unknown[] = [];
  const track = (reason: unknown): void => {
    unhandled.push(reason);
  };
  /** fault -> family -> outcome with and without cached data. */
  const outcomes = new Map<string, Map<string, { kind: string; cached: string }>>();

  const newClient = (c: FaultCase | undefined): SocialClient => {
    const { client } = clientFor(emulator, {
      clock,
      ...(c?.timeoutMs ? { timeoutMs: c.timeoutMs } : {}),
      ...(c?.maxResponseBytes ? { maxResponseBytes: c.maxResponseBytes } : {}),
    });
    clients.add(client);
    return client;
  };

  before(async () => {
    process.on('unhandledRejection', track);
    process.on('uncaughtException', track);
    emulator = await startEmulator({ now: () => clock.now(), keys: { [KEY]: 'builder' } });
    const posts = await fetch(`${emulator.baseUrl}/public/topic/${emulator.data.topics[0]!.topic}/posts/v1`, { headers: { authorization: `Bearer ${KEY}` } });
    const post = ((await posts.json()) as { data: Record<string, unknown>[] }).data[0]!;
    known.postType = String(post.post_type);
    known.post = String(post.id);
  });
  afterEach(() => {
    emulator.faults.clear();
    for (const c of clients) c.dispose();
    clients.clear();
  });
  after(async () => {
    process.off('unhandledRejection', track);
    process.off('uncaughtException', track);
    await emulator.close();
    console.log(table(outcomes));
  });

  for (const fc of FAULTS) {
    for (const family of FAMILIES) {
      const kind = fc.kind;
      it(`${family.name} x ${fc.name}: ${kind}${fc.stale && !family.neverStale ? ', stale when cached' : ''}`, async () => {
        clock.advance(EXPIRE_MS);

        // a good answer first, then let it expire on both clocks
        const cached = newClient(undefined);
        const good = await family.call(cached, emulator);
        clock.advance(EXPIRE_MS);
        cached.configure({ timeoutMs: fc.timeoutMs, maxResponseBytes: fc.maxResponseBytes });
        emulator.faults.set(fc.fault);

        let cachedOutcome: string;
        const served = await family.call(cached, emulator).then((v) => ({ v }), (e: unknown) => ({ e }));
        if ('v' in served) {
          assert.ok(!family.neverStale && fc.stale, `served data where ${kind} was expected`);
          const a = served.v as Answer<unknown>;
          assert.equal(a.stale, true);
          assert.equal(a.fromCache, true);
          assert.deepEqual(a.data, (good as Answer<unknown>).data, 'the last good data, intact');
          assertReadable(a.staleError ? errorMessage(a.staleError) : '', 'staleReason');
          cachedOutcome = 'stale';
        } else {
          assert.ok(isServiceError(served.e), `not a ServiceError: ${String(served.e)}`);
          assert.equal(served.e.kind, kind, served.e.message);
          assert.ok(family.neverStale || !fc.stale, `${fc.kind} with cached data should have been served stale`);
          cachedOutcome = `error`;
        }

        // no cached data: the error itself
        const empty = newClient(fc);
        const failed = await family.call(empty, emulator).then(() => undefined, (e: unknown) => e);
        assert.ok(isServiceError(failed), `expected a ServiceError, got ${String(failed)}`);
        assert.equal(failed.kind, kind, failed.message);
        assertReadable(failed.message, 'message');
        assert.ok(!visibleTexts(failed as unknown as Error & Record<string, unknown>).includes(KEY), 'key in the error');

        const row = outcomes.get(fc.name) ?? new Map<string, { kind: string; cached: string }>();
        row.set(family.name, { kind: failed.kind, cached: cachedOutcome });
        outcomes.set(fc.name, row);
      });
    }
  }

  it('leaves no unhandled rejection or uncaught error behind', async () => {
    await new Promise((r) => setTimeout(r, 50));
    assert.deepEqual(unhandled.map(String), []);
  });
});

/** One line per fault: the kind, and what a caller with expired cached data got. */
function table(outcomes: Map<string, Map<string, { kind: string; cached: string }>>): string {
  const lines = [
    'fault              | kind                | with expired cached data',
    '-------------------|---------------------|--------------------------------------',
  ];
  for (const [fault, row] of outcomes) {
    const kinds = [...new Set([...row.values()].map((o) => o.kind))].join(', ');
    const byCached = new Map<string, string[]>();
    for (const [family, o] of row) byCached.set(o.cached, [...(byCached.get(o.cached) ?? []), family]);
    const cached = [...byCached].map(([outcome, fams]) => (byCached.size === 1 ? `${outcome} (all ${fams.length})` : fams.length === 1 ? `${outcome}: ${fams[0]}` : `${outcome} (${fams.length})`)).join('; ');
    lines.push(`${fault.padEnd(19)}| ${kinds.padEnd(20)}| ${cached}`);
  }
  return `\nFault matrix (${FAMILIES.length} families):\n${lines.join('\n')}\n`;
}
