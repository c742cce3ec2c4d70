// Per-key quotas of the emulator: minute and day windows on a clock the test controls.
import * as assert from 'node:assert/strict';
import { startEmulator, type Emulator } from '../../src/service/demo/server';
import { clock, get, KEY, type Json } from './emulator-helpers';

const DAILY = 'daily-key';
const START = Date.UTC(2026, 10, 20, 23, 58, 30);
const NEXT_MINUTE_S = Date.UTC(2026, 10, 20, 23, 59) / 1000;
const MIDNIGHT_S = Date.UTC(2026, 10, 21) / 1000;

describe('emulator quotas', () => {
  let emu: Emulator;
  let time: ReturnType<typeof clock>;
  const call = (key = KEY, path = '/public/topics/list/v1') => get(emu.baseUrl + path, key);

  beforeEach(async () => {
    time = clock(START);
    emu = await startEmulator({ now: time.now, keys: { [KEY]: 'individual', [DAILY]: { plan: 'builder', perMinute: 100, perDay: 5 } } });
  });
  afterEach(() => emu.close());

  it('counts down the minute and answers 429 when it is used up', async () => {
    for (let i = 1; i <= 10; i++) {
      const res = await call();
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('x-rate-limit-minute'), '10');
      assert.equal(res.headers.get('x-rate-limit-minute-remaining'), String(10 - i));
      assert.equal(res.headers.get('x-rate-limit-minute-reset'), String(NEXT_MINUTE_S));
      assert.equal(res.headers.get('x-rate-limit-day'), '2000');
      assert.equal(res.headers.get('x-rate-limit-day-remaining'), String(2000 - i));
      assert.equal(res.headers.get('x-rate-limit-day-reset'), String(MIDNIGHT_S));
    }
    const limited = await call();
    assert.equal(limited.status, 429);
    assert.deepEqual(limited.json(), { error: 'Rate limit exceeded (minute)' });
    assert.equal(limited.headers.get('x-rate-limit-minute-remaining'), '0');
    assert.equal(limited.headers.get('retry-after'), null);
  });

  it('resets the minute at the minute boundary; 401 and 429 do not count', async () => {
    for (let i = 0; i < 10; i++) await call();
    assert.equal((await call()).status, 429);
    assert.equal((await call('wrong')).status, 401);
    time.advance(29_000);
    assert.equal((await call()).status, 429, 'still the same minute');
    time.advance(1_000);
    const res = await call();
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('x-rate-limit-minute-remaining'), '9');
    assert.equal(res.headers.get('x-rate-limit-day-remaining'), String(2000 - 11), 'only answered requests count for the day');
  });

  it('answers daily 429 when the day is used up, until UTC midnight', async () => {
    for (let i = 0; i < 5; i++) assert.equal((await call(DAILY)).status, 200);
    const limited = await call(DAILY);
    assert.equal(limited.status, 429);
    assert.deepEqual(limited.json(), { error: 'Rate limit exceeded (daily)' });
    assert.equal(limited.headers.get('x-rate-limit-day-remaining'), '0');
    assert.equal(limited.headers.get('x-rate-limit-day-reset'), String(MIDNIGHT_S));
    time.advance(60_000);
    assert.equal((await call(DAILY)).status, 429, 'a new minute does not help');
    time.advance(60_000);
    const tomorrow = await call(DAILY);
    assert.equal(tomorrow.status, 200);
    assert.equal(tomorrow.headers.get('x-rate-limit-day-remaining'), '4');
    assert.equal(tomorrow.headers.get('x-rate-limit-day-reset'), String(MIDNIGHT_S + 86400));
  });

  it('counts errors of authenticated requests and puts the headers on them', async () => {
    const missing = await call(KEY, '/public/nothing/here');
    assert.equal(missing.status, 404);
    assert.equal(missing.headers.get('x-rate-limit-minute-remaining'), '9');
    const report = await get(`${emu.markdownUrl}/topic/doesnotexist`, KEY);
    assert.equal(report.status, 404);
    assert.equal(report.headers.get('x-rate-limit-minute-remaining'), '8');
  });

  it('keeps keys apart and resets on request', async () => {
    for (let i = 0; i < 10; i++) await call();
    assert.equal((await call(DAILY)).status, 200);
    assert.equal((await call()).status, 429);
    emu.resetQuotas();
    const res = await call();
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('x-rate-limit-minute-remaining'), '9');
  });

  it('counts every API and markdown request it receives', async () => {
    const before = emu.requests();
    await call();
    await call('wrong');
    await get(`${emu.markdownUrl}/topic/bitcoin?format=json`, KEY);
    await get(`${emu.origin}/favicon.ico`, KEY);
    assert.equal(emu.requests() - before, 3);
  });

  it('rejects a key with an unknown plan at start', async () => {
    await assert.rejects(startEmulator({ keys: { k: 'platinum' as never } }), /Unknown plan "platinum"/);
  });

  it('answers Unauthorized without revealing the key', async () => {
    const res = await call('sk-very-secret-123');
    assert.ok(!res.text.includes('sk-very-secret-123'));
    assert.match((res.json<Json>().error as string), /^Unauthorized/);
  });
});
