import * as assert from 'node:assert/strict';
import { VirtualClock } from '../../src/service/api/clock';
import { isServiceError } from '../../src/service/api/errors';
import type { ServiceErrorKind } from '../../src/service/api/errors';
import { PLANS } from '../../src/service/api/plans';
import type { Plan } from '../../src/service/api/plans';
import {
  backoffMs, nextUtcMidnight, parseResetHeader, parseRetryAfter, Quota, ROLL_MARGIN_MS,
} from '../../src/service/api/quota';
import type { Admission, QuotaTicket } from '../../src/service/api/quota';
import type { QuotaStatus } from '../../src/service/api/service';

// 2025-03-10 12:00:30 UTC: half a minute into a minute, half a day into a day
const T0 = Date.UTC(2025, 2, 10, 12, 0, 30);

function setup(plan: Plan = PLANS.hobby): { clock: VirtualClock; quota: Quota; events: QuotaStatus[] } {
  const clock = new VirtualClock(T0);
  const events: QuotaStatus[] = [];
  const quota = new Quota(plan, clock, (s) => events.push(s));
  return { clock, quota, events };
}

const tick = (): Promise<void> => new Promise((r) => setImmediate(r));

/** Acquires and marks the request answered at once, as when the service replied. */
async function take(quota: Quota, ticket: QuotaTicket, signal?: AbortSignal): Promise<Admission> {
  const a = await quota.acquire(ticket, signal);
  quota.settled(a.seq);
  return a;
}

async function kindOf(p: Promise<unknown>): Promise<ServiceErrorKind | 'ok'> {
  try {
    await p;
    return 'ok';
  } catch (e) {
    assert.ok(isServiceError(e), String(e));
    return e.kind;
  }
}

describe('quota: minute window', () => {
  it('lets the plan minute limit through at once, then holds the next until the minute turns', async () => {
    const { clock, quota, events } = setup();
    for (let i = 0; i < 4; i++) await take(quota, { priority: 'view' });
    let admitted = false;
    const fifth = take(quota, { priority: 'view' }).then((a) => {
      admitted = true;
      return a;
    });
    await tick();
    assert.equal(admitted, false);
    const waiting = events.at(-1)!;
    assert.equal(waiting.waiting, 1);
    assert.equal(waiting.waitingUntil, Date.UTC(2025, 2, 10, 12, 1, 0) + ROLL_MARGIN_MS);
    clock.advance(29_000);
    await tick();
    assert.equal(admitted, false);
    clock.advance(1000 + ROLL_MARGIN_MS);
    const a = await fifth;
    assert.equal(a.waitedMs, 30_000 + ROLL_MARGIN_MS);
    assert.equal(events.at(-1)!.waiting, 0);
    assert.equal(quota.status().minuteUsed, 1);
    assert.equal(quota.status().dayUsed, 5);
  });

  it('serves user requests before background ones that waited longer', async () => {
    const { clock, quota } = setup();
    for (let i = 0; i < 4; i++) await take(quota, { priority: 'view' });
    const order: string[] = [];
    const bg = take(quota, { priority: 'background' }).then(() => order.push('background'));
    const user = take(quota, { priority: 'view' }).then(() => order.push('user'));
    clock.advance(60_000);
    await Promise.all([bg, user]);
    assert.deepEqual(order, ['user', 'background']);
  });

  it('a promoted ticket (a user joined a background request) moves ahead', async () => {
    const { clock, quota } = setup();
    for (let i = 0; i < 4; i++) await take(quota, { priority: 'view' });
    const order: string[] = [];
    const ticket: QuotaTicket = { priority: 'background' };
    const other = take(quota, { priority: 'background' }).then(() => order.push('other'));
    const promoted = take(quota, ticket).then(() => order.push('promoted'));
    ticket.priority = 'view';
    clock.advance(60_000);
    await Promise.all([other, promoted]);
    assert.deepEqual(order.slice(0, 1), ['promoted']);
  });

  it('a waiting request is cancelled by its signal and leaves the line', async () => {
    const { clock, quota, events } = setup();
    for (let i = 0; i < 4; i++) await take(quota, { priority: 'view' });
    const ac = new AbortController();
    const waiting = kindOf(take(quota, { priority: 'view' }, ac.signal));
    await tick();
    assert.equal(quota.status().waiting, 1);
    ac.abort();
    assert.equal(await waiting, 'cancelled');
    assert.equal(events.at(-1)!.waiting, 0);
    clock.advance(60_000);
    assert.equal(quota.status().dayUsed, 4, 'a cancelled request is not counted');
  });
});

describe('quota: day window', () => {
  it('refuses at once (no waiting for hours) when the day is used up, until midnight UTC', async () => {
    const { clock, quota } = setup({ ...PLANS.hobby, perMinute: 1000, perDay: 3 });
    for (let i = 0; i < 3; i++) await take(quota, { priority: 'view' });
    try {
      await take(quota, { priority: 'view' });
      assert.fail('should refuse');
    } catch (e) {
      assert.ok(isServiceError(e));
      assert.equal(e.kind, 'rate-limited-day');
      assert.equal(e.retryAt, Date.UTC(2025, 2, 11));
    }
    clock.set(Date.UTC(2025, 2, 11) + ROLL_MARGIN_MS);
    assert.equal(await kindOf(take(quota, { priority: 'view' })), 'ok');
  });

  it('background requests leave the last 20% of the day for user actions', async () => {
    const { quota } = setup({ ...PLANS.hobby, perMinute: 1000, perDay: 10 });
    for (let i = 0; i < 8; i++) await take(quota, { priority: 'background' });
    assert.equal(await kindOf(take(quota, { priority: 'background' })), 'rate-limited-day');
    assert.equal(await kindOf(take(quota, { priority: 'view' })), 'ok');
    assert.equal(await kindOf(take(quota, { priority: 'view' })), 'ok');
    assert.equal(await kindOf(take(quota, { priority: 'view' })), 'rate-limited-day');
  });
});

describe('quota: what the service says', () => {
  it('headers override local counts and limits, counting what was sent after the answered request', async () => {
    const { quota } = setup(PLANS.builder);
    const first = await take(quota, { priority: 'view' });
    await take(quota, { priority: 'view' });
    // another editor window shares the key: the service has counted more
    quota.observe(first.seq, { minuteLimit: 10, minuteRemaining: 3, dayLimit: 2000, dayRemaining: 1500 });
    const s = quota.status();
    assert.equal(s.plan.perMinute, 10);
    assert.equal(s.plan.perDay, 2000);
    assert.equal(s.minuteUsed, 7 + 1);
    assert.equal(s.dayUsed, 500 + 1);
  });

  it('an answer older than one already applied does not undo it', async () => {
    const { quota } = setup(PLANS.builder);
    const a = await take(quota, { priority: 'view' });
    const b = await take(quota, { priority: 'view' });
    quota.observe(b.seq, { minuteRemaining: 50 });
    quota.observe(a.seq, { minuteRemaining: 99 });
    assert.equal(quota.status().minuteUsed, 50);
  });

  it('takes the minute reset instant from the header', async () => {
    const { clock, quota } = setup(PLANS.hobby);
    const a = await take(quota, { priority: 'view' });
    quota.observe(a.seq, { minuteRemaining: 0, minuteResetAt: T0 + 10_000 });
    let done = false;
    const next = take(quota, { priority: 'view' }).then(() => (done = true));
    clock.advance(10_000 + ROLL_MARGIN_MS - 1);
    await tick();
    assert.equal(done, false);
    clock.advance(1);
    await next;
  });

  it('after a 429 for the minute nothing leaves before retryAt; for the day, nothing until reset', async () => {
    const { clock, quota } = setup(PLANS.builder);
    const refused = await take(quota, { priority: 'view' });
    quota.rateLimited(refused.seq, 'minute', T0 + 5_000);
    let done = false;
    const next = take(quota, { priority: 'view' }).then(() => (done = true));
    clock.advance(4_000);
    await tick();
    assert.equal(done, false);
    clock.advance(60_000);
    await next;
    quota.rateLimited(refused.seq, 'day', Date.UTC(2025, 2, 11));
    assert.equal(await kindOf(take(quota, { priority: 'view' })), 'rate-limited-day');
  });

  it('requests still in flight at the turn of the minute count in the new one', async () => {
    const { clock, quota } = setup();
    const admitted = [];
    for (let i = 0; i < 4; i++) admitted.push(await quota.acquire({ priority: 'view' }));
    quota.settled(admitted[0]!.seq);
    quota.settled(admitted[1]!.seq);
    clock.set(Date.UTC(2025, 2, 10, 12, 1, 0) + ROLL_MARGIN_MS);
    assert.equal(quota.status().minuteUsed, 2);
    assert.equal(quota.status().inFlight, 2);
  });

  it('another key starts from nothing: a request waiting behind the last key\'s full minute leaves at once', async () => {
    const { quota } = setup();
    for (let i = 0; i < 4; i++) await take(quota, { priority: 'view' });
    let left = false;
    const waiting = quota.acquire({ priority: 'view' }).then(() => { left = true; });
    await Promise.resolve();
    assert.equal(left, false, 'the minute of Hobby is used up');
    quota.forgetCounts();
    await waiting;
    assert.equal(quota.status().minuteUsed, 1);
    assert.equal(quota.status().dayUsed, 1);
  });

  it('a new plan keeps the counts', async () => {
    const { quota } = setup(PLANS.builder);
    await take(quota, { priority: 'view' });
    await take(quota, { priority: 'view' });
    quota.setPlan(PLANS.scale);
    assert.equal(quota.status().dayUsed, 2);
    assert.equal(quota.status().plan.perMinute, 500);
  });

  it('dispose refuses every waiting request', async () => {
    const { quota } = setup();
    for (let i = 0; i < 4; i++) await take(quota, { priority: 'view' });
    const waiting = kindOf(take(quota, { priority: 'view' }));
    quota.dispose();
    assert.equal(await waiting, 'cancelled');
  });
});

describe('quota: header parsing', () => {
  it('reads reset headers as epoch seconds, epoch ms or seconds from now', () => {
    assert.equal(parseResetHeader('1741608090', T0), 1741608090_000);
    assert.equal(parseResetHeader('1741608090123', T0), 1741608090123);
    assert.equal(parseResetHeader('30', T0), T0 + 30_000);
    assert.equal(parseResetHeader('soon', T0), undefined);
    assert.equal(parseResetHeader(undefined, T0), undefined);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    assert.equal(parseRetryAfter('12', T0), T0 + 12_000);
    assert.equal(parseRetryAfter('Mon, 10 Mar 2025 12:05:00 GMT', T0), Date.UTC(2025, 2, 10, 12, 5));
    assert.equal(parseRetryAfter('later', T0), undefined);
  });

  it('backs off exponentially with jitter, capped at a minute', () => {
    assert.equal(backoffMs(0, () => 0.5), 1000);
    assert.equal(backoffMs(3, () => 0.5), 8000);
    assert.equal(backoffMs(20, () => 0.5), 60_000);
    assert.equal(backoffMs(2, () => 0), 3200);
    assert.equal(backoffMs(2, () => 1), 4800);
  });

  it('knows the next UTC midnight', () => {
    assert.equal(nextUtcMidnight(T0), Date.UTC(2025, 2, 11));
  });
});
