// This machine's state, shared by the profile's windows: a piece is a file of its own, written
// whole; every window reads the last write at once; a change applied by two windows at once keeps
// both; a marker is had by one window only. Two instances on one real temporary folder are two windows.
import * as assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { MachineState } from '../../src/editor/machineState';
import { folderEachTest } from '../shared/tempFolder';

describe('machine state shared by windows', () => {
  const tmp = folderEachTest('pulse-machine-');

  it('a write of one window is read by another at once, each piece on its own', async () => {
    const a = new MachineState(tmp.dir);
    const b = new MachineState(tmp.dir);
    assert.equal(b.get('socialPulse.alerts.lease'), undefined);
    for (let i = 0; i < 20; i++) {
      // the same size each time: read again all the same
      await a.update('socialPulse.alerts.lease', { holder: 'a', until: 1000 + i });
      assert.deepEqual(b.get('socialPulse.alerts.lease'), { holder: 'a', until: 1000 + i });
    }
    await b.update('socialPulse.digest.claim', { day: 'x' });
    assert.deepEqual(a.get('socialPulse.alerts.lease'), { holder: 'a', until: 1019 }, 'another piece is left as it was');
    await a.update('socialPulse.alerts.lease', undefined);
    assert.equal(b.get('socialPulse.alerts.lease'), undefined);
    assert.deepEqual(fs.readdirSync(tmp.dir).sort(), ['socialPulse.digest.claim.json']);
  });

  it('changes made by several windows at once all stay', async () => {
    const windows = Array.from({ length: 5 }, () => new MachineState(tmp.dir));
    await Promise.all(windows.flatMap((w, i) => [0, 1, 2].map((j) => w.change<string[]>('socialPulse.alerts.statesBySource', (now) => [...(now ?? []), `${i}-${j}`]))));
    assert.equal(new Set(windows[0]!.get<string[]>('socialPulse.alerts.statesBySource')).size, 15);
  });

  it('a window slow enough to have its lock taken as stale leaves the new holder\'s lock in place', async () => {
    const slow = new MachineState(tmp.dir);
    const lock = path.join(tmp.dir, 'socialPulse.alerts.statesBySource.json.lock');
    await slow.change<number>('socialPulse.alerts.statesBySource', () => {
      // meanwhile another window found the lock older than it allows and took it
      fs.writeFileSync(lock, 'another window');
      return 1;
    });
    assert.equal(fs.readFileSync(lock, 'utf8'), 'another window');
  });

  it('a lock left by a window killed in the middle of a change is taken at once, not after it goes stale', async () => {
    // the process id of a process that has ended, written as a window writes its lock
    const ended = spawnSync(process.execPath, ['-e', '']).pid!;
    const lock = path.join(tmp.dir, 'socialPulse.alerts.statesBySource.json.lock');
    fs.writeFileSync(lock, `${ended} 0123456789ab`);
    const state = new MachineState(tmp.dir);
    const changed = state.change<number>('socialPulse.alerts.statesBySource', () => 7);
    // a fresh lock goes stale after 10 s: the change must not be waiting for that
    const late = new Promise<'late'>((resolve) => setTimeout(resolve, 5_000, 'late').unref());
    assert.equal(await Promise.race([changed, late]), 7);
    assert.equal(state.get('socialPulse.alerts.statesBySource'), 7);
    assert.equal(fs.existsSync(lock), false);
  });

  it("windows that find the same dead window's lock all keep their changes: none removes a lock another has just taken", async () => {
    const ended = spawnSync(process.execPath, ['-e', '']).pid!;
    // each round: six windows at once find the lock of a window killed in a change; taking it by
    // rm-then-create lost a change in about one round of five here
    for (let round = 0; round < 60; round++) {
      const roundDir = fs.mkdtempSync(path.join(tmp.dir, 'round-'));
      fs.writeFileSync(path.join(roundDir, 'socialPulse.alerts.statesBySource.json.lock'), `${ended} 0123456789ab`);
      const windows = Array.from({ length: 6 }, () => new MachineState(roundDir));
      await Promise.all(windows.map((w, i) => w.change<number[]>('socialPulse.alerts.statesBySource', (now) => [...(now ?? []), i])));
      assert.deepEqual([...windows[0]!.get<number[]>('socialPulse.alerts.statesBySource')!].sort(), [0, 1, 2, 3, 4, 5], `round ${round}`);
      assert.deepEqual(fs.readdirSync(roundDir), ['socialPulse.alerts.statesBySource.json'], 'no lock nor guard is left');
    }
  });

  it('a guard left by a window killed while it broke a lock is removed too', async () => {
    const ended = spawnSync(process.execPath, ['-e', '']).pid!;
    const lock = path.join(tmp.dir, 'socialPulse.alerts.statesBySource.json.lock');
    fs.writeFileSync(lock, `${ended} 0123456789ab`);
    fs.writeFileSync(`${lock}.break`, `${ended} ba9876543210`);
    const state = new MachineState(tmp.dir);
    const changed = state.change<number>('socialPulse.alerts.statesBySource', () => 7);
    const late = new Promise<'late'>((resolve) => setTimeout(resolve, 5_000, 'late').unref());
    assert.equal(await Promise.race([changed, late]), 7);
    assert.deepEqual(fs.readdirSync(tmp.dir), ['socialPulse.alerts.statesBySource.json']);
  });

  it("a live window's lock is waited for, however old the file system's clock makes it look (a profile on a network share)", async () => {
    const lock = path.join(tmp.dir, 'socialPulse.alerts.statesBySource.json.lock');
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      fs.writeFileSync(lock, `${holder.pid} 0123456789ab`);
      const hourAgo = Date.now() / 1000 - 3600;
      fs.utimesSync(lock, hourAgo, hourAgo);
      const state = new MachineState(tmp.dir);
      const changed = state.change<number>('socialPulse.alerts.statesBySource', () => 7);
      // a busy machine only makes the waiting window slower: it cannot make this pass wrongly
      const waited = new Promise<'waiting'>((resolve) => setTimeout(resolve, 1_000, 'waiting').unref());
      assert.equal(await Promise.race([changed, waited]), 'waiting', 'the lock of a live window was taken');
      fs.rmSync(lock);
      assert.equal(await changed, 7);
    } finally {
      holder.kill();
    }
  });

  it('a marker is had by the one window that asks first', async () => {
    const windows = Array.from({ length: 6 }, () => new MachineState(tmp.dir));
    const got = await Promise.all(windows.map((w) => w.once('fired-abc')));
    assert.equal(got.filter(Boolean).length, 1);
    assert.equal(await windows[0]!.once('fired-other'), true);
    await assert.rejects(windows[0]!.once('../escape'), /not a marker name/);
  });

  it("drops markers a week old on the file system's clock, and none another window just made when this machine's clock is days ahead", async () => {
    const once = path.join(tmp.dir, 'once');
    fs.mkdirSync(once);
    fs.writeFileSync(path.join(once, 'fresh'), '');
    const fsNow = fs.statSync(path.join(once, 'fresh')).mtimeMs;
    for (const [name, days] of [['eight-days', 8], ['six-days', 6]] as const) {
      fs.writeFileSync(path.join(once, name), '');
      fs.utimesSync(path.join(once, name), (fsNow - days * 86_400_000) / 1000, (fsNow - days * 86_400_000) / 1000);
    }
    const realNow = Date.now;
    Date.now = () => realNow() + 30 * 86_400_000;
    try {
      const state = new MachineState(tmp.dir);
      assert.equal(await state.once('mine'), true);
      assert.equal(await state.once('fresh'), false, "another window's marker of this minute is still had");
    } finally {
      Date.now = realNow;
    }
    assert.deepEqual(fs.readdirSync(once).sort(), ['fresh', 'mine', 'six-days']);
  });
});
