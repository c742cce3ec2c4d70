// Set-ups a company machine makes, not a setting: a proxy in the editor's environment
// (HTTPS_PROXY) and the company's certificate authority in the operating system's store. The
// editor running this suite was started with both by scripts/run-integration.mjs --network-setups:
// SOCIAL_PULSE_TEST_ENV_PROXY names the proxy it put in HTTPS_PROXY (it reaches every host at
// 127.0.0.1), NO_PROXY lists 127.0.0.3, and SSL_CERT_FILE holds test/fixtures/tls/company-ca.pem (Node's system store on
// Linux, which VS Code reads with http.systemCertificatesNode, on by default).
// As in network.test.ts, nothing listens at 127.0.0.2 or 127.0.0.3: only the proxy gets there.
import * as assert from 'node:assert/strict';
import type { SocialPulseApi } from '../../src/main/extension';
import { activateApi, type Emulator, emulatorBundle, fakeKey, resetCore } from '../integration/coreHelpers';
import { pointTo, SideBySide, startTlsFront } from '../integration/sideBySide';

/** What the environment's proxy has seen (the runner's proxy answers `GET /seen` itself). */
async function proxySeen(proxy: string): Promise<string[]> {
  const res = await fetch(`${proxy}/seen`);
  return await res.json() as string[];
}

describe('network through VS Code, set up on the machine', () => {
  let api: SocialPulseApi;
  let emulator: Emulator;
  let table: SideBySide;
  let company: Awaited<ReturnType<typeof startTlsFront>>;
  let untrusted: Awaited<ReturnType<typeof startTlsFront>>;
  const key = fakeKey();
  const proxy = process.env.SOCIAL_PULSE_TEST_ENV_PROXY ?? '';

  before(async () => {
    assert.ok(proxy && process.env.HTTPS_PROXY === proxy && process.env.NO_PROXY && process.env.SSL_CERT_FILE,
      'run by scripts/run-integration.mjs --network-setups, which sets the editor\'s environment');
    api = await activateApi();
    await resetCore(api);
    table = new SideBySide(api, key);
    emulator = await emulatorBundle().startEmulator({ keys: { [key]: 'builder' } });
    const port = Number(new URL(emulator.origin).port);
    [company, untrusted] = await Promise.all([startTlsFront('company', port), startTlsFront('untrusted', port)]);
    await api.keys.add('Work', key);
  });

  after(async () => {
    // optional: a failed environment check above must stay the message
    if (api) await resetCore(api);
    table?.write('network-setups-side-by-side.md');
    await Promise.all([emulator?.close(), company?.close(), untrusted?.close()]);
  });

  /** SSL_CERT_FILE is Node's system store on Linux only: elsewhere the store is the system's own. */
  function onLinux(test: Mocha.Context): void {
    if (process.platform !== 'linux') test.skip();
  }

  it('HTTPS_PROXY in the editor\'s environment: the request goes through it, as VS Code\'s own fetch does', async () => {
    const at = `http://127.0.0.2:${new URL(emulator.origin).port}`;
    await pointTo(api, at);
    await table.bothReach('HTTPS_PROXY in the editor\'s environment', at);
    const seen = await proxySeen(proxy);
    assert.ok(seen.some((s) => s.includes(`127.0.0.2:${new URL(emulator.origin).port}`)), seen.join());
  });

  it('NO_PROXY in the editor\'s environment: a listed host goes direct, where nothing listens', async () => {
    const at = `http://127.0.0.3:${new URL(emulator.origin).port}`;
    await pointTo(api, at);
    await table.sameAsEditor('NO_PROXY in the editor\'s environment', /127\.0\.0\.3/, at);
    assert.ok(!(await proxySeen(proxy)).some((s) => s.includes('127.0.0.3')), 'the proxy was not asked');
  });

  it('a company certificate authority in the system store: both reach the service over HTTPS', async function () {
    onLinux(this);
    const at = `https://127.0.0.1:${company.port}`;
    await pointTo(api, at);
    await table.bothReach('a company authority in the system store (HTTPS, direct)', at);
  });

  it('the same authority behind the environment\'s proxy (a tunnel to 127.0.0.2)', async function () {
    onLinux(this);
    const at = `https://127.0.0.2:${company.port}`;
    await pointTo(api, at);
    await table.bothReach('the same, through HTTPS_PROXY', at);
    assert.ok((await proxySeen(proxy)).includes(`CONNECT 127.0.0.2:${company.port}`));
  });

  it('a certificate the store does not hold is still refused, and the person reads why', async () => {
    const at = `https://127.0.0.1:${untrusted.port}`;
    await pointTo(api, at);
    const ours = await table.sameAsEditor('a certificate outside the store, beside them', /not one this machine trusts/, at);
    assert.ok(!ours.ok);
  });
});
