// A test launcher's short plan minute (SOCIAL_PULSE_TEST_MINUTE_MS, read by src/service/api/pacing.ts):
// the client and the emulator both count it, so a used-up minute still makes requests wait in
// line, for seconds instead of a minute; without it, or with a value that is not whole seconds
// up to a minute, the minute is a real one.
import * as assert from 'node:assert/strict';
import { VirtualClock } from '../../src/service/api/clock';
import { MINUTE_MS, pacingMinuteMs, TEST_MINUTE_ENV } from '../../src/service/api/pacing';
import { PLANS } from '../../src/service/api/plans';
import { Quota, ROLL_MARGIN_MS } from '../../src/service/api/quota';
import type { QuotaStatus, SocialClient } from '../../src/service/api/service';
import { startEmulator } from '../../src/service/demo/server';
import type { Emulator } from '../../src/service/demo/server';
import { clientFor, KEY, until } from './client-helpers';
import type { Harness } from './client-helpers';

// 2025-03-10 12:00:10 UTC
const T0 = Date.UTC(2025, 2, 10, 12, 0, 10);
const SHORT = 3000;

/** Runs `fn` with the launcher's variable set to `value` in this process's environment. */
async function withTestMinute(value: string, fn: () => Promise<void>): Promise<void> {
  const before = process.env[TEST_MINUTE_ENV];
  process.env[TEST_MINUTE_ENV] = value;
  try {
    await fn();
  } finally {
    if (before === undefined) delete process.env[TEST_MINUTE_ENV];
    else process.env[TEST_MINUTE_ENV] = before;
  }
}

describe('pacing: a test launcher\'s short minute', () => {
  it('is a real minute unless the variable names whole seconds from 1 to 60', () => {
    assert.equal(pacingMinuteMs({}), MINUTE_MS);
    assert.equal(pacingMinuteMs({ [TEST_MINUTE_ENV]: '3000' }), 3000);
    assert.equal(pacingMinuteMs({ [TEST_MINUTE_ENV]: '60000' }), 60_000);
    for (const bad of ['', '0', '-3000', '500', '2500', '3e3x', 'fast', '120000', 'Infinity']) {
      assert.equal(pacingMinuteMs({ [TEST_MINUTE_ENV]: bad }), MINUTE_MS, `"${bad}"`);
    }
  });

  it('without the variable, Hobby\'s fifth request waits for the real minute', async () => {
    assert.equal(process.env[TEST_MINUTE_ENV], undefined, 'the unit tests run without it');
    const clock = new VirtualClock(T0);
    const events: QuotaStatus[] = [];
    const quota = new Quota(PLANS.hobby, clock, (s) => events.push(s));
    for (let i = 0; i < 4; i++) await quota.acquire({ priority: 'view' });
    void quota.acquire({ priority: 'view' });
    assert.equal(events.at(-1)!.waitingUntil, Date.UTC(2025, 2, 10, 12, 1, 0) + ROLL_MARGIN_MS);
    quota.dispose();
  });

  describe('set for the client and the emulator', () => {
    let clock: VirtualClock;
    let emulator: Emulator;
    let h: Harness;
    let client: SocialClient;
    let events: QuotaStatus[];

    beforeEach(async () => {
      clock = new VirtualClock(T0);
      // as a launcher does: the variable is there when both start, neither is told otherwise
      await withTestMinute(String(SHORT), async () => {
        emulator = await startEmulator({ now: () => clock.now(), keys: { [KEY]: 'hobby' } });
        h = clientFor(emulator, { plan: 'hobby', clock });
      });
      client = h.client;
      events = [];
      client.onQuotaChange((s) => events.push(s));
    });
    afterEach(async () => {
      client.dispose();
      await emulator.close();
    });

    it('the emulator counts the short minute and says when it turns', async () => {
      assert.equal(emulator.minuteMs, SHORT);
      const headers = { authorization: `Bearer ${KEY}` };
      const statuses: number[] = [];
      let reset = '';
      for (let i = 0; i < 5; i++) {
        const res = await fetch(`${emulator.baseUrl}/public/coins/list/v1?limit=${i + 1}`, { headers });
        statuses.push(res.status);
        reset = res.headers.get('x-rate-limit-minute-reset') ?? '';
        await res.arrayBuffer();
      }
      assert.deepEqual(statuses, [200, 200, 200, 200, 429]);
      assert.equal(Number(reset) * 1000, T0 + 2000, 'the next 3 s boundary (12:00:12)');
      clock.set(T0 + 2000);
      const again = await fetch(`${emulator.baseUrl}/public/coins/list/v1?limit=9`, { headers });
      await again.arrayBuffer();
      assert.equal(again.status, 200);
    });

    it('the client holds Hobby\'s fifth request until the short minute turns, and the service refuses none', async () => {
      const before = emulator.requests();
      const calls = [1, 2, 3, 4, 5, 6].map((limit) => client.coinsList({ limit }));
      await until(() => client.quota().waiting === 2 && emulator.requests() - before === 4, 'four sent, two waiting');
      await new Promise((r) => setTimeout(r, 50));
      assert.equal(emulator.requests() - before, 4, 'no more than the minute allows');
      assert.equal(events.find((e) => e.waiting > 0)!.waitingUntil, T0 + 2000 + ROLL_MARGIN_MS);
      clock.set(T0 + 2000 + ROLL_MARGIN_MS);
      assert.equal((await Promise.all(calls)).length, 6);
      assert.equal(emulator.requests() - before, 6);
      assert.ok(!h.log.some((e) => e.status === 429));
    });
  });
});
