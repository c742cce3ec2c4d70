// Demo mode's emulator (src/editor/connection/demoServer.ts): started once on loopback with a session
// token only it accepts, stopped on request, and closed at once when demo mode ends while it starts.
import * as assert from 'node:assert/strict';
import type { Logger } from '../../src/service/api/service';
import type { EmulatorModule } from '../../src/editor/connection/bundles';
import { DEMO_PLAN, DemoServer } from '../../src/editor/connection/demoServer';
import * as emulatorModule from '../../src/service/demo/server';
import type { Emulator } from '../../src/service/demo/server';

const lines: string[] = [];
const log: Logger = {
  trace: (m) => lines.push(m), debug: (m) => lines.push(m), info: (m) => lines.push(m),
  warn: (m) => lines.push(m), error: (m) => lines.push(m),
};

function coins(emulator: Emulator, token: string): Promise<Response> {
  return fetch(`${emulator.baseUrl}/public/coins/list/v1?limit=1`, { headers: { authorization: `Bearer ${token}` } });
}

async function refuses(origin: string): Promise<boolean> {
  try {
    await fetch(origin);
    return false;
  } catch {
    return true;
  }
}

describe('demo server', () => {
  let loads = 0;
  const started: Emulator[] = [];
  const loadEmulator = (): EmulatorModule => {
    loads++;
    return { ...emulatorModule, startEmulator: async (o) => { const e = await emulatorModule.startEmulator(o); started.push(e); return e; } };
  };

  it('starts one emulator on loopback that accepts the session token on the demo plan, and stops it', async () => {
    const listening: Emulator[] = [];
    const demo = new DemoServer({ loadEmulator, log, onListening: (e) => listening.push(e) });
    assert.equal(demo.running, undefined);
    const [first, second] = await Promise.all([demo.start(), demo.start()]);
    assert.equal(first, second, 'a second start started another emulator');
    assert.equal(demo.running, first);
    assert.deepEqual(listening, [first]);
    assert.match(first.origin, /^http:\/\/127\.0\.0\.1:\d+$/);
    const ok = await coins(first, demo.token);
    assert.equal(ok.status, 200);
    assert.equal(ok.headers.get('x-rate-limit-minute'), String(DEMO_PLAN.perMinute), 'not the demo plan');
    assert.equal((await coins(first, `${demo.token}x`)).status, 401);
    await demo.stop();
    assert.equal(demo.running, undefined);
    assert.ok(await refuses(first.origin), 'the emulator still answers after stop()');
    assert.ok(!lines.some((l) => l.includes(demo.token)), 'the session token was logged');
  });

  it('closes an emulator that comes up after demo mode ended, and says the start was cancelled', async () => {
    const demo = new DemoServer({ loadEmulator, log, onListening: () => assert.fail('announced a stopped emulator') });
    const before = started.length;
    const starting = demo.start();
    await demo.stop();
    await assert.rejects(starting, (e: unknown) => (e as { kind?: string }).kind === 'cancelled');
    assert.equal(started.length, before + 1);
    assert.ok(await refuses(started.at(-1)!.origin), 'the late emulator was left running');
    assert.equal(demo.running, undefined);
  });

  it('loads the emulator bundle only when demo mode first needs it', () => {
    const count = loads;
    const demo = new DemoServer({ loadEmulator, log, onListening: () => undefined });
    assert.equal(demo.running, undefined);
    assert.equal(loads, count);
  });
});
