// Network set-ups side by side: VS Code's own `fetch` and Social Pulse's key check asked the same
// address in the same window, and a table of what each got, for the closing note. Shared by the
// set-ups a setting makes (network.test.ts) and those the machine makes (test/network-setups/).
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as path from 'node:path';
import * as tls from 'node:tls';
import type { SocialPulseApi } from '../../src/main/extension';
import { setSetting, waitFor } from './coreHelpers';

export type Verdict = { ok: true } | { ok: false; message: string };

/** What VS Code's own fetch gets at `url`: an HTTP status, or the reason it got none. */
export async function editorFetch(url: string): Promise<string> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    await res.arrayBuffer();
    return `HTTP ${res.status}`;
  } catch (e) {
    return `failed: ${String((e as { cause?: unknown }).cause ?? e)}`;
  }
}

/** The service's three addresses at `at`, and the connection on them in key mode. */
export async function pointTo(api: SocialPulseApi, at: string): Promise<void> {
  await setSetting('baseUrl', `${at}/api4`);
  await setSetting('markdownUrl', `${at}/ai`);
  await setSetting('mcpUrl', `${at}/mcp`);
  await waitFor(`key mode at ${at}`, () => api.connection.state.mode === 'key' && api.connection.address() === `${at}/api4`);
}

export class SideBySide {
  private readonly rows = ['| set-up | VS Code\'s fetch | Social Pulse |', '|---|---|---|'];

  constructor(private readonly api: SocialPulseApi, private readonly key: string) {}

  /**
   * VS Code's fetch and the extension's own request (a key check: a new request every time, never
   * the cache) to the service at `at`, at the same moment.
   */
  async ask(at: string): Promise<{ ours: Verdict; theirs: string }> {
    const theirs = await editorFetch(`${at}/api4/public/coins/list/v1`);
    const verdict = await this.api.connection.verifyKey(this.key);
    return { ours: verdict.kind === 'ok' ? { ok: true } : { ok: false, message: verdict.reason }, theirs };
  }

  record(setUp: string, theirs: string, ours: Verdict): void {
    this.rows.push(`| ${setUp} | ${theirs} | ${ours.ok ? 'reached' : ours.message} |`);
  }

  /** Asserts both reach the service at `at`; records both. */
  async bothReach(setUp: string, at: string): Promise<void> {
    const { ours, theirs } = await this.ask(at);
    this.record(setUp, theirs, ours);
    assert.ok(/^HTTP /.test(theirs) && ours.ok, `${setUp}: VS Code's fetch ${theirs}; Social Pulse ${ours.ok ? 'reached' : ours.message}`);
  }

  /** Asserts the extension reaches the service exactly when VS Code's fetch does; records both. */
  async sameAsEditor(setUp: string, cause: RegExp, at: string): Promise<Verdict> {
    const { ours, theirs } = await this.ask(at);
    this.record(setUp, theirs, ours);
    assert.equal(ours.ok, /^HTTP /.test(theirs), `${setUp}: VS Code's fetch ${theirs}; Social Pulse ${ours.ok ? 'reached' : ours.message}`);
    if (!ours.ok) assert.match(ours.message, cause);
    return ours;
  }

  /** Writes the table to test-results/`file` when the runner names that folder. */
  write(file: string): void {
    const results = process.env.SOCIAL_PULSE_TEST_RESULTS;
    if (results) fs.writeFileSync(path.join(results, file), `${this.rows.join('\n')}\n`);
  }
}

/** An HTTPS front on 127.0.0.1 with a certificate of test/fixtures/tls, piping to `port` there. */
export async function startTlsFront(certificate: 'untrusted' | 'company', port: number): Promise<{ port: number; close(): Promise<void> }> {
  const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '..', '..', '..', 'test', 'fixtures', 'tls', name));
  const open = new Set<net.Socket>();
  const front = tls.createServer({ cert: fixture(`${certificate}-cert.pem`), key: fixture(`${certificate}-key.pem`) }, (socket) => {
    const back = net.connect(port, '127.0.0.1');
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.pipe(back).pipe(socket);
    const close = () => { socket.destroy(); back.destroy(); };
    socket.on('error', close);
    back.on('error', close);
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  return {
    port: (front.address() as net.AddressInfo).port,
    close: () => new Promise<void>((resolve) => {
      for (const s of open) s.destroy();
      front.close(() => resolve());
    }),
  };
}
