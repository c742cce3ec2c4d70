// Requests go through VS Code's own network stack (its `fetch`): whatever VS Code reaches, Social
// Pulse reaches, and where VS Code's own `fetch` fails, Social Pulse says the cause. Each case
// asks VS Code's `fetch` and the extension the same address in the same window, side by side.
// The service is at 127.0.0.2, where nothing listens: only a proxy (which reaches every host at
// 127.0.0.1, where the emulator listens) gets there. VS Code sends only localhost and 127.0.0.1
// direct, and http:// is allowed for this computer's addresses, so no certificate is needed.
// The set-ups that change the machine (the editor's environment, the system store) are in
// test/network-setups/, in an editor of their own.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { SocialPulseApi } from '../../src/main/extension';
import { startProxy } from '../shared/forwardProxy';
import type { ForwardProxy } from '../shared/forwardProxy';
import { activateFresh, type Emulator, emulatorBundle, fakeKey, resetCore, waitFor } from './coreHelpers';
import { pointTo, SideBySide, startTlsFront } from './sideBySide';

async function setHttp(name: 'proxy' | 'noProxy' | 'proxyStrictSSL', value: unknown): Promise<void> {
  await vscode.workspace.getConfiguration('http').update(name, value, vscode.ConfigurationTarget.Global);
}

describe('network through VS Code', () => {
  let api: SocialPulseApi;
  let emulator: Emulator;
  let open: ForwardProxy;
  let guarded: ForwardProxy;
  let base: string;
  let table: SideBySide;
  const key = fakeKey();

  before(async () => {
    api = await activateFresh();
    table = new SideBySide(api, key);
    emulator = await emulatorBundle().startEmulator({ keys: { [key]: 'builder' } });
    open = await startProxy();
    guarded = await startProxy({ user: 'ann', password: 'secret word' });
    const port = new URL(emulator.origin).port;
    base = `http://127.0.0.2:${port}`;
    await api.keys.add('Work', key);
    await pointTo(api, base);
  });

  after(async () => {
    await setHttp('proxy', undefined);
    await setHttp('noProxy', undefined);
    await resetCore(api);
    table.write('network-side-by-side.md');
    await Promise.all([emulator.close(), open.close(), guarded.close()]);
  });

  // First, before any proxy: VS Code keeps the agent of its first proxied request (see below).
  describe('a service whose certificate no store of this machine holds (HTTPS at 127.0.0.1)', () => {
    let front: Awaited<ReturnType<typeof startTlsFront>>;
    let tlsBase: string;

    before(async () => {
      front = await startTlsFront('untrusted', Number(new URL(emulator.origin).port));
      tlsBase = `https://127.0.0.1:${front.port}`;
      await pointTo(api, tlsBase);
    });

    after(async () => {
      await setHttp('proxyStrictSSL', undefined);
      await pointTo(api, base);
      await front.close();
    });

    it('is refused by both, and the person reads that the machine does not trust its certificate', async () => {
      await table.sameAsEditor('a certificate no store holds (a company authority this machine lacks)', /not one this machine trusts/, tlsBase);
    });

    it('http.proxyStrictSSL off: the same answer as VS Code\'s own fetch', async () => {
      await setHttp('proxyStrictSSL', false);
      await table.sameAsEditor('the same, with http.proxyStrictSSL off', /not one this machine trusts/, tlsBase);
    });
  });

  describe('a service only a proxy reaches (127.0.0.2)', () => {
    it('http.proxy: the request goes through the proxy, as VS Code\'s own fetch does', async () => {
      await setHttp('proxy', open.url);
      const { ours, theirs } = await waitFor('both through the proxy', async () => {
        const r = await table.ask(base);
        return r.ours.ok ? r : undefined;
      });
      assert.ok(emulator.requests() >= 2, 'both requests reached the service');
      assert.match(theirs, /^HTTP /);
      assert.ok(ours.ok);
      assert.ok(open.seen.some((s) => s.includes('127.0.0.2')), open.seen.join());
      table.record('http.proxy (no login)', theirs, ours);
    });

    // VS Code keeps the proxy agent of its first proxied request for the window's life (a changed
    // http.proxy applies after a reload), so from here on each set-up asserts parity: Social Pulse
    // reaches the service exactly when VS Code's own fetch does, and otherwise says the cause.
    it('http.noProxy: a listed host goes direct, where nothing listens', async () => {
      await setHttp('noProxy', ['127.0.0.2']);
      await table.sameAsEditor('http.noProxy', /127\.0\.0\.2/, base);
      await setHttp('noProxy', undefined);
    });

    it('a proxy asking for a login it was not given', async () => {
      await setHttp('proxy', guarded.url);
      await table.sameAsEditor('proxy with Basic login, none given', /proxy asks for a login|127\.0\.0\.2/, base);
    });

    it('the login in the proxy address', async () => {
      await setHttp('proxy', `http://ann:${encodeURIComponent('secret word')}@${new URL(guarded.url).host}`);
      const ours = await table.sameAsEditor('login in the proxy address', /proxy asks for a login|127\.0\.0\.2/, base);
      assert.ok(!JSON.stringify(ours).includes('secret'), 'the login stays out of what the person reads');
    });
  });
});
