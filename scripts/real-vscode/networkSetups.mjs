// The editor's environment for test/network-setups: what a company machine sets up outside VS
// Code's settings. A forward proxy in HTTPS_PROXY, with 127.0.0.3 in NO_PROXY (the tests' own, test/shared/forwardProxy.ts,
// built by `npm run compile-tests`; it answers `GET /seen` with what it has seen), and the
// company's certificate authority as the system store: on Linux, Node reads that store through
// OpenSSL, which takes SSL_CERT_FILE in place of /etc/ssl/certs/ca-certificates.crt, so the
// machine's own files stay as they are.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './tools.mjs';

/** @returns {Promise<{ env: Record<string, string>, close(): Promise<void> }>} */
export async function startNetworkSetups() {
  const built = path.join(repoRoot, 'out/test/shared/forwardProxy.js');
  if (!fs.existsSync(built)) throw new Error(`no ${built} (npm run compile-tests)`);
  const { startProxy } = await import(pathToFileURL(built).href);
  const proxy = await startProxy();
  return {
    env: {
      // both cases: a developer's own lowercase ones would otherwise be read first
      HTTPS_PROXY: proxy.url,
      https_proxy: proxy.url,
      NO_PROXY: '127.0.0.3',
      no_proxy: '127.0.0.3',
      SOCIAL_PULSE_TEST_ENV_PROXY: proxy.url,
      SSL_CERT_FILE: path.join(repoRoot, 'test/fixtures/tls/company-ca.pem'),
    },
    close: () => proxy.close(),
  };
}
