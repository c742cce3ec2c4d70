import * as assert from 'node:assert/strict';
import { buildShell, contentSecurityPolicy, createNonce } from '../../src/panels/html';

const options = (nonce: string) => ({
  cspSource: 'https://file+.vscode-resource.vscode-cdn.net',
  nonce,
  scriptUri: 'https://file+.vscode-resource.vscode-cdn.net/ext/dist/webview.js',
  styleUris: ['https://file+.vscode-resource.vscode-cdn.net/ext/dist/webview.css', 'https://file+.vscode-resource.vscode-cdn.net/ext/media/panel.css'],
});

describe('panels: HTML shell', () => {
  it('makes 128-bit random nonces', () => {
    const nonces = new Set(Array.from({ length: 200 }, () => createNonce()));
    assert.equal(nonces.size, 200);
    for (const n of nonces) assert.equal(Buffer.from(n, 'base64').length, 16);
  });

  it('carries exactly the strict CSP with the nonce', () => {
    const nonce = createNonce();
    const html = buildShell(options(nonce));
    const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1];
    assert.equal(csp, `default-src 'none'; style-src https://file+.vscode-resource.vscode-cdn.net; `
      + `img-src https://file+.vscode-resource.vscode-cdn.net https:; font-src https://file+.vscode-resource.vscode-cdn.net; `
      + `script-src 'nonce-${nonce}'`);
    assert.equal(csp, contentSecurityPolicy(options(nonce).cspSource, nonce));
  });

  it('loads only the bundle script, with the nonce, and no inline script or style', () => {
    const nonce = createNonce();
    const html = buildShell(options(nonce));
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    assert.equal(scripts.length, 1);
    assert.match(scripts[0]![1]!, new RegExp(`nonce="${nonce.replace(/[+/]/g, (c) => `\\${c}`)}"`));
    assert.match(scripts[0]![1]!, /src="https:\/\/file\+\.vscode-resource\.vscode-cdn\.net\/ext\/dist\/webview\.js"/);
    assert.equal(scripts[0]![2], '');
    assert.doesNotMatch(html, /<style|\sstyle=|\son\w+=/i);
    assert.equal((html.match(/<link rel="stylesheet"/g) ?? []).length, 2);
  });

  it('is the same for every item: no service data in the HTML, only the nonce differs', () => {
    const a = buildShell(options('AAAA')).replaceAll('AAAA', 'N');
    const b = buildShell(options('BBBB')).replaceAll('BBBB', 'N');
    assert.equal(a, b);
  });

  it('escapes attribute values it is given', () => {
    const html = buildShell({ ...options('n'), scriptUri: 'https://x/"><script>alert(1)</script>' });
    assert.doesNotMatch(html, /"><script>alert/);
    assert.match(html, /&quot;&gt;&lt;script&gt;/);
  });
});
