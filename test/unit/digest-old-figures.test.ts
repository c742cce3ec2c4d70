// What a digest says when the service cannot give it today's figures: the client's last good
// answer is written with its age and why (never as today's), a morning with nothing read at all is
// told apart from one with some failures, a failure's own stop is not doubled, and alerts past the
// digest's few are counted. Against the emulator, closed to stand for a service out of reach.
import * as assert from 'node:assert/strict';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '../../src/service/api/client';
import { VirtualClock } from '../../src/service/api/clock';
import { PLANS } from '../../src/service/api/plans';
import { startEmulator } from '../../src/service/demo/server';
import { composeDigest } from '../../src/features/digest/compose';
import { digestMarkdown } from '../../src/features/digest/core/markdown';
import type { DigestAlert, DigestData, DigestSectionId } from '../../src/features/digest/core/types';
import type { ItemRef } from '../../src/shared/items';
import { KEY, NOW } from './digest-watchlist';

const PINS: readonly ItemRef[] = [{ kind: 'coin', id: '1', title: 'Bitcoin (BTC)' }, { kind: 'topic', id: 'bitcoin', title: 'Bitcoin' }];
const DAY_MS = 86_400_000;

async function digestOn(baseUrl: string, markdownUrl: string, clock: VirtualClock, sections: readonly DigestSectionId[]) {
  const client = createClient({ baseUrl, markdownUrl, plan: 'builder', getKey: async () => KEY, clock });
  const compose = () => composeDigest({
    client, plan: PLANS.builder, quota: client.quota(), pins: PINS, alerts: [], sections, maxRequests: 20, demo: false, now: clock.now(), timeZone: 'UTC',
  });
  return { client, compose };
}

describe('digest: figures the service could not renew', function () {
  this.timeout(60_000);

  it('says the age and why of every row kept from before, in the notes\' zone, and that nothing current was read (failed before: yesterday\'s price written as today\'s, and the day done)', async () => {
    const clock = new VirtualClock(NOW, { busy: () => false });
    const emulator = await startEmulator({ keys: { [KEY]: 'builder' }, now: () => clock.now() });
    const { client, compose } = await digestOn(emulator.baseUrl, emulator.markdownUrl, clock, ['watchlist', 'movers', 'whatsup']);
    try {
      const today = await compose();
      assert.doesNotMatch(today.body, /as of/);
      await emulator.close();
      clock.advance(DAY_MS);
      const next = await compose();
      const host = new URL(emulator.baseUrl).host;
      const asOf = `(as of 2026-11-25 07:30 UTC; Could not connect to ${host}: the connection was refused. Check the address in the settings)`;
      const rows = next.body.split('\n').filter((l) => l.startsWith('| Bitcoin'));
      assert.equal(rows.length, 2);
      for (const row of rows) assert.ok(row.includes(asOf), row);
      assert.ok(next.body.includes(`*${asOf}*`), 'the movers\' table says it below');
      assert.ok(next.body.includes(`**Bitcoin** ${asOf}`), 'what\'s up says it after the topic');
      assert.ok(next.unread, 'nothing current was read: the scheduled digest tries again later');
      assert.equal(next.onlyOld, true, 'old figures were read: a digest asked for has them');
    } finally {
      client.dispose();
    }
  });
});

describe('digest: figures kept from before, why', function () {
  this.timeout(60_000);

  it('says the service\'s own reason, as the Watchlist does (failed before: "the service could not be reached" after a 503 too)', async () => {
    const clock = new VirtualClock(NOW, { busy: () => false });
    const emulator = await startEmulator({ keys: { [KEY]: 'builder' }, now: () => clock.now() });
    const target = new URL(emulator.baseUrl);
    let down = false;
    // in front of the emulator: passes every request on, or answers 503 as a service under maintenance does
    const front = http.createServer((req, res) => {
      if (down) {
        res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"maintenance"}');
        return;
      }
      const on = http.request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      });
      req.pipe(on);
    }).listen(0, '127.0.0.1');
    await new Promise((resolve) => front.once('listening', resolve));
    const baseUrl = emulator.baseUrl.replace(target.port, String((front.address() as AddressInfo).port));
    const { client, compose } = await digestOn(baseUrl, emulator.markdownUrl, clock, ['watchlist']);
    try {
      await compose();
      down = true;
      clock.advance(DAY_MS);
      const next = await compose();
      const [row] = next.body.split('\n').filter((l) => l.startsWith('| Bitcoin (BTC)'));
      assert.ok(row?.includes('(as of 2026-11-25 07:30 UTC; '), row);
      assert.doesNotMatch(row, /could not be reached/);
      assert.match(row, /; The service .*\)/, row);
    } finally {
      client.dispose();
      front.close();
      await emulator.close();
    }
  });
});

describe('digest: a morning with nothing read', function () {
  this.timeout(60_000);

  it('is told apart when nothing at all could be read for a passing reason (failed before: a digest of "could not load" rows, the day marked done)', async () => {
    const clock = new VirtualClock(NOW, { busy: () => false });
    const emulator = await startEmulator({ keys: { [KEY]: 'builder' }, now: () => clock.now() });
    const { baseUrl, markdownUrl } = emulator;
    await emulator.close();
    const { client, compose } = await digestOn(baseUrl, markdownUrl, clock, ['watchlist', 'movers', 'whatsup']);
    try {
      const composed = await compose();
      assert.match(composed.unread ?? '', /Could not connect/);
    } finally {
      client.dispose();
    }
  });

  it('is not a morning with something read, nor one of alerts alone', async () => {
    const clock = new VirtualClock(NOW, { busy: () => false });
    const emulator = await startEmulator({ keys: { [KEY]: 'builder' }, now: () => clock.now() });
    const { client, compose } = await digestOn(emulator.baseUrl, emulator.markdownUrl, clock, ['watchlist']);
    try {
      assert.equal((await compose()).unread, undefined);
      const alertsOnly = await digestOn(emulator.baseUrl, emulator.markdownUrl, clock, ['alerts']);
      assert.equal((await alertsOnly.compose()).unread, undefined);
      alertsOnly.client.dispose();
    } finally {
      client.dispose();
      await emulator.close();
    }
  });
});

const EMPTY: DigestData = { sections: [], lacking: {}, watchlist: [], whatsup: [], posts: [], alerts: [], spending: { budget: 20, spent: 0, cached: 0, leftOut: [] } };
const CTX = { at: NOW, demo: false, planLabel: 'Builder', timeZone: 'UTC' };

describe('digest: its sentences', () => {
  it('end once, after a failure that ends with its own stop (failed before: "…in the settings..")', () => {
    const topic: ItemRef = { kind: 'topic', id: 'bitcoin', title: 'Bitcoin' };
    const body = digestMarkdown({
      ...EMPTY, sections: ['movers', 'whatsup', 'posts'], moversMissing: 'could not load: Check the address in the settings.',
      whatsup: [{ ref: topic, missing: 'could not load: 服务不可用。' }], posts: [{ ref: topic, missing: 'could not load: Try again.' }],
    }, CTX);
    assert.ok(body.includes('Trending topics: could not load: Check the address in the settings.\n'), body);
    assert.ok(body.includes('**Bitcoin**: could not load: 服务不可用.'), body);
    assert.ok(body.includes('**Bitcoin**: could not load: Try again.\n'), body);
    assert.doesNotMatch(body, /\.\.|。\./);
  });

  it('count the alerts past the digest\'s 20 and send to the Alerts view (failed before: the rest dropped unsaid)', () => {
    const alerts: DigestAlert[] = Array.from({ length: 25 }, (_, i) => ({ message: `Alert ${i}.`, at: NOW - i * 60_000, demo: false }));
    const lines = digestMarkdown({ ...EMPTY, sections: ['alerts'], alerts }, CTX).split('\n').filter((l) => l.startsWith('- '));
    assert.equal(lines.length, 21);
    assert.equal(lines[20], '- and 5 more: see the Alerts view');
    assert.equal(digestMarkdown({ ...EMPTY, sections: ['alerts'], alerts: alerts.slice(0, 20) }, CTX).includes('more: see the Alerts view'), false);
  });
});
