// Requests go through VS Code's own network stack (its `fetch`): whatever VS Code reaches, Social
// Pulse reaches, and where VS Code's own `fetch` fails, Social Pulse says the cause. Each case
// asks VS Code's `fetch` and the extension the same address in the same window, side by side.
// The service is at 127.0.0.2, where nothing listens: only a proxy (which reaches every host at
// 127.0.0.1, where the emulator listens) gets there. VS Code sends only localhost and 127.0.0.1
// direct, and http:// is allowed for this computer's addresses, so no certificate is needed.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as path from 'node:path';
import * as tls from 'node:tls';
import * as vscode from 'vscode';
import type { SocialPulseApi } from '../../src/main/extension';
import { startProxy } from '../shared/forwardProxy';
import type { ForwardProxy } from '../shared/forwardProxy';
import { activateApi, type Emulator, emulatorBundle, fakeKey, resetCore, setSetting, waitFor } from './coreHelpers';

async function setHttp(name: 'proxy' | 'noProxy' | 'proxyStrictSSL', value: unknown): Promise<void> {
  await vscode.workspace.getConfiguration('http').update(name, value, vscode.ConfigurationTarget.Global);
}

/** What VS Code's own fetch gets at `url`: an HTTP status, or the reason it got none. */
async function editorFetch(url: string): Promise<string> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    await res.arrayBuffer();
    return `HTTP ${res.status}`;
  } catch (e) {
    return `failed: ${String((e as { cause?: unknown }).cause ?? e)}`;
  }
}

describe('network through VS Code', () => {
  let api: SocialPulseApi;
  let emulator: Emulator;
  let open: ForwardProxy;
  let guarded: ForwardProxy;
  let base: string;
  const key = fakeKey();
  /** Each set-up's outcome, side by side, written for the closing note. */
  const seen: string[] = ['| set-up | VS Code\'s fetch | Social Pulse |', '|---|---|---|'];

  before(async () => {
    api = await activateApi();
    await resetCore(api);
    emulator = await emulatorBundle().startEmulator({ keys: { [key]: 'builder' } });
    open = await startProxy();
    guarded = await startProxy({ user: 'ann', password: 'secret word' });
    const port = new URL(emulator.origin).port;
    base = `http://127.0.0.2:${port}`;
    await api.keys.add('Work', key);
    await pointTo(base);
  });

  /** The service's three addresses at `at`, and the connection on them in key mode. */
  async function pointTo(at: string): Promise<void> {
    await setSetting('baseUrl', `${at}/api4`);
    await setSetting('markdownUrl', `${at}/ai`);
    await setSetting('mcpUrl', `${at}/mcp`);
    await waitFor(`key mode at ${at}`, () => api.connection.state.mode === 'key' && api.connection.address() === `${at}/api4`);
  }

  after(async () => {
    await setHttp('proxy', undefined);
    await setHttp('noProxy', undefined);
    await resetCore(api);
    const results = process.env.SOCIAL_PULSE_TEST_RESULTS;
    if (results) fs.writeFileSync(path.join(results, 'network-side-by-side.md'), `${seen.join('\n')}\n`);
    await Promise.all([emulator.close(), open.close(), guarded.close()]);
  });

  /**
   * VS Code's fetch and the extension's own request (a key check: a new request every time, never
   * the cache) to the same service, at the same moment.
   */
  async function sideBySide(at = base): Promise<{ ours: { ok: true } | { ok: false; message: string }; theirs: string }> {
    const theirs = await editorFetch(`${at}/api4/public/coins/list/v1`);
    const verdict = await api.connection.verifyKey(key);
    return { ours: verdict.kind === 'ok' ? { ok: true } : { ok: false, message: verdict.reason }, theirs };
  }

  // First, before any proxy: VS Code keeps the agent of its first proxied request (see below).
  describe('a service whose certificate no store of this machine holds (HTTPS at 127.0.0.1)', () => {
    let front: tls.Server;
    let tlsBase: string;

    before(async () => {
      const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '..', '..', '..', 'test', 'fixtures', 'tls', name));
      const port = Number(new URL(emulator.origin).port);
      front = tls.createServer({ cert: fixture('untrusted-cert.pem'), key: fixture('untrusted-key.pem') }, (socket) => {
        const back = net.connect(port, '127.0.0.1');
        socket.pipe(back).pipe(socket);
        const close = () => { socket.destroy(); back.destroy(); };
        socket.on('error', close);
        back.on('error', close);
      });
      await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
      tlsBase = `https://127.0.0.1:${(front.address() as net.AddressInfo).port}`;
      await pointTo(tlsBase);
    });

    after(async () => {
      await setHttp('proxyStrictSSL', undefined);
      await pointTo(base);
      await new Promise<void>((resolve) => front.close(() => resolve()));
    });

    it('is refused by both, and the person reads that the machine does not trust its certificate', async () => {
      await sameAsEditor('a certificate no store holds (a company authority this machine lacks)', /not one this machine trusts/, tlsBase);
    });

    it('http.proxyStrictSSL off: the same answer as VS Code\'s own fetch', async () => {
      await setHttp('proxyStrictSSL', false);
      await sameAsEditor('the same, with http.proxyStrictSSL off', /not one this machine trusts/, tlsBase);
    });
  });

  describe('a service only a proxy reaches (127.0.0.2)', () => {
    it('http.proxy: the request goes through the proxy, as VS Code\'s own fetch does', async () => {
      await setHttp('proxy', open.url);
      const { ours, theirs } = await waitFor('both through the proxy', async () => {
        const r = await sideBySide();
        return r.ours.ok ? r : undefined;
      });
      assert.ok(emulator.requests() >= 2, 'both requests reached the service');
      assert.match(theirs, /^HTTP /);
      assert.ok(ours.ok);
      assert.ok(open.seen.some((s) => s.includes('127.0.0.2')), open.seen.join());
      seen.push(`| http.proxy (no login) | ${theirs} | ${ours.ok ? 'reached' : ''} |`);
    });

    // VS Code keeps the proxy agent of its first proxied request for the window's life (a changed
    // http.proxy applies after a reload), so from here on each set-up asserts parity: Social Pulse
    // reaches the service exactly when VS Code's own fetch does, and otherwise says the cause.
    it('http.noProxy: a listed host goes direct, where nothing listens', async () => {
      await setHttp('noProxy', ['127.0.0.2']);
      await sameAsEditor('http.noProxy', /127\.0\.0\.2/);
      await setHttp('noProxy', undefined);
    });

    it('a proxy asking for a login it was not given', async () => {
      await setHttp('proxy', guarded.url);
      await sameAsEditor('proxy with Basic login, none given', /proxy asks for a login|127\.0\.0\.2/);
    });

    it('the login in the proxy address', async () => {
      await setHttp('proxy', `http://ann:${encodeURIComponent('secret word')}@${new URL(guarded.url).host}`);
      const ours = await sameAsEditor('login in the proxy address', /proxy asks for a login|127\.0\.0\.2/);
      assert.ok(!JSON.stringify(ours).includes('secret'), 'the login stays out of what the person reads');
    });
  });

  /** Asserts the extension reaches the service exactly when VS Code's fetch does; records both. */
  async function sameAsEditor(setUp: string, cause: RegExp, at = base): Promise<unknown> {
    const { ours, theirs } = await sideBySide(at);
    seen.push(`| ${setUp} | ${theirs} | ${ours.ok ? 'reached' : ours.message} |`);
    assert.equal(ours.ok, /^HTTP /.test(theirs), `${setUp}: VS Code's fetch ${theirs}; Social Pulse ${ours.ok ? 'reached' : ours.message}`);
    if (!ours.ok) assert.match(ours.message, cause);
    return ours;
  }
});
