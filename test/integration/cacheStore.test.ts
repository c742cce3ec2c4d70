// The client's saved cache where the extension's storage is not this machine's disk (a remote
// window): written whole through a temporary file, and what a window killed in the middle of that
// write left behind is removed, while another window's write in progress is left alone, whatever
// the storage's clock says.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { Logger } from '../../src/service/api/service';
import { FileCacheStore } from '../../src/editor/connection/cacheStore';
import { MemoryFs } from './memoryFs';

describe('the saved cache outside this machine\'s disk', () => {
  const warnings: string[] = [];
  const log: Logger = {
    trace: () => undefined, debug: () => undefined, info: () => undefined,
    warn: (m) => warnings.push(m), error: (m) => warnings.push(m),
  };
  const remote = new MemoryFs('social-pulse-remote-test');
  let registration: vscode.Disposable;

  before(() => {
    registration = remote.register();
    remote.createDirectory(remote.uri('/storage'));
  });

  after(() => registration.dispose());

  it('replaces the file whole, and removes the temporary files killed windows left, not a write of this minute', async () => {
    const minutesAgo = (n: number) => Date.now() - n * 60_000;
    remote.put('/storage/cache.json', '{"old":true}', minutesAgo(5));
    remote.put('/storage/cache.4242.tmp', '{"half', minutesAgo(3));
    remote.put('/storage/cache.4343.tmp', '{"another window writing', Date.now());
    remote.put('/storage/notes.tmp', 'not ours', minutesAgo(3));

    const store = new FileCacheStore(remote.uri('/storage'), () => true, log);
    await store.write('{"new":true}');

    assert.deepEqual(remote.names('/storage'), ['cache.4343.tmp', 'cache.json', 'notes.tmp']);
    assert.equal(remote.text('/storage/cache.json'), '{"new":true}');
    assert.equal(await store.read(), '{"new":true}');
    assert.deepEqual(warnings, []);
  });

  it("reads the temporary files' ages on the storage's own clock, however far off this machine's it is", async () => {
    for (const skewMinutes of [30, -30]) {
      remote.skewMs = skewMinutes * 60_000;
      try {
        const minutesAgo = (n: number) => remote.now() - n * 60_000;
        remote.put('/storage/cache.4242.tmp', '{"half', minutesAgo(3));
        remote.put('/storage/cache.4343.tmp', '{"another window writing');
        const store = new FileCacheStore(remote.uri('/storage'), () => true, log);
        await store.write('{"skewed":true}');
        assert.deepEqual(remote.names('/storage'), ['cache.4343.tmp', 'cache.json', 'notes.tmp'], `a clock ${skewMinutes} min off`);
        remote.delete(remote.uri('/storage/cache.4343.tmp'));
      } finally {
        remote.skewMs = 0;
      }
    }
    assert.deepEqual(warnings, []);
  });
});
