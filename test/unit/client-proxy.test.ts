import * as assert from 'node:assert/strict';
import { startEmulator } from '../../src/service/demo/server';
import type { Emulator } from '../../src/service/demo/server';
import { startProxy } from '../shared/forwardProxy';
import type { ForwardProxy } from '../shared/forwardProxy';
import { clientFor, failure, KEY } from './client-helpers';

// `service.test` resolves nowhere: a request for it only succeeds through the proxy, which
// reaches every host at 127.0.0.1.
describe('client: through a forward proxy', () => {
  let emulator: Emulator;
  let proxy: ForwardProxy;
  let viaName: { baseUrl: string; markdownUrl: string };

  before(async () => {
    emulator = await startEmulator({ keys: { [KEY]: 'builder' } });
    proxy = await startProxy();
    const port = new URL(emulator.origin).port;
    viaName = { baseUrl: `http://service.test:${port}/api4`, markdownUrl: `http://service.test:${port}/ai` };
  });
  after(async () => {
    await proxy.close();
    await emulator.close();
  });

  it('sends requests through the proxy from the setting', async () => {
    const { client } = clientFor(emulator, { ...viaName, proxy: proxy.url });
    const before = emulator.requests();
    const answer = await client.topicsList();
    await client.report({ kind: 'topic', topic: emulator.data.topics[0]!.topic }, 'csv');
    assert.ok(answer.data.length > 0);
    assert.equal(emulator.requests() - before, 2);
    assert.ok(proxy.seen.some((s) => s.startsWith('CONNECT service.test:')), proxy.seen.join());
    client.dispose();
  });

  it('reads HTTPS_PROXY from the environment when the setting is empty', async () => {
    const saved = process.env.HTTPS_PROXY;
    process.env.HTTPS_PROXY = proxy.url;
    try {
      const { client } = clientFor(emulator, { ...viaName });
      // only the proxy can reach service.test (its tunnel may be reused: no new CONNECT needed)
      const answer = await client.categoriesList();
      assert.ok(answer.data.length > 0);
      client.dispose();
    } finally {
      if (saved === undefined) delete process.env.HTTPS_PROXY;
      else process.env.HTTPS_PROXY = saved;
    }
  });

  it('NO_PROXY hosts bypass the proxy (here: the name cannot resolve, so the request fails)', async () => {
    const { client } = clientFor(emulator, { ...viaName, proxy: proxy.url, noProxy: 'example.org, .test', timeoutMs: 5000 });
    const seen = proxy.seen.length;
    const e = await failure(client.coinsList({ limit: 7 }));
    assert.ok(e.kind === 'network' || e.kind === 'timeout', e.kind);
    assert.equal(proxy.seen.length, seen, 'the proxy saw nothing');
    client.dispose();
  });

  it('loopback (the demo emulator) never goes through the proxy', async () => {
    const { client } = clientFor(emulator, { proxy: proxy.url });
    const seen = proxy.seen.length;
    await client.coinsList({ limit: 8 });
    assert.equal(proxy.seen.length, seen);
    client.dispose();
  });

  it('configure with a new proxy replaces the dispatcher; removing it goes direct', async () => {
    const second = await startProxy();
    const { client } = clientFor(emulator, { ...viaName, proxy: proxy.url });
    await client.coinsList({ limit: 9 });
    client.configure({ proxy: second.url });
    await client.coinsList({ limit: 10 });
    assert.ok(second.seen.some((s) => s.includes('service.test')), 'the new proxy carried the request');
    const env = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy'].filter((v) => process.env[v]);
    if (!env.length) {
      // without a proxy, the name only the proxy knows cannot be reached: the request went direct
      client.configure({ proxy: undefined, timeoutMs: 5000 });
      const seen = second.seen.length + proxy.seen.length;
      const e = await failure(client.coinsList({ limit: 11 }));
      assert.ok(e.kind === 'network' || e.kind === 'timeout', e.kind);
      assert.equal(second.seen.length + proxy.seen.length, seen);
    }
    client.dispose();
    await second.close();
  });

  it('a proxy asking for a login: refused without one, with a message that says so; passes with the login in its address', async () => {
    const guarded = await startProxy({ user: 'ann', password: 'p@ss word' });
    try {
      const bare = clientFor(emulator, { ...viaName, proxy: guarded.url });
      const e = await failure(bare.client.coinsList({ limit: 12 }));
      assert.equal(e.kind, 'network');
      assert.match(e.message, /proxy asks for a login/);
      assert.ok(guarded.seen.some((s) => s.startsWith('CONNECT service.test:') && s.endsWith('(407)')), guarded.seen.join());
      bare.client.dispose();

      const withLogin = `http://ann:${encodeURIComponent('p@ss word')}@${new URL(guarded.url).host}`;
      const logged = clientFor(emulator, { ...viaName, proxy: withLogin });
      const answer = await logged.client.coinsList({ limit: 13 });
      assert.ok(answer.data.length > 0);
      assert.ok(guarded.seen.some((s) => s.startsWith('CONNECT service.test:') && !s.endsWith('(407)')), guarded.seen.join());
      assert.ok(!logged.logger.lines.join('\n').includes('p@ss'), 'the login stays out of the log');
      logged.client.dispose();
    } finally {
      await guarded.close();
    }
  });

  it('a proxy that does not answer is named as the cause', async () => {
    const gone = await startProxy();
    await gone.close();
    const { client } = clientFor(emulator, { ...viaName, proxy: gone.url, timeoutMs: 5000 });
    const e = await failure(client.coinsList({ limit: 14 }));
    assert.equal(e.kind, 'network');
    assert.match(e.message, new RegExp(`Could not connect to the proxy ${new URL(gone.url).host.replace(/\./g, '\\.')}: the connection was refused`));
    client.dispose();
  });
});
