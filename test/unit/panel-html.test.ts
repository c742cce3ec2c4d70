import * as assert from 'node:assert/strict';
import { buildShell, contentSecurityPolicy, createNonce, type ShellOptions } from '../../src/editor/panelHost/html';

const SOURCE = 'https://file+.vscode-resource.vscode-cdn.net';

const options = (nonce: string, remoteImages = true): ShellOptions => ({
  cspSource: SOURCE,
  nonce,
  remoteImages,
  scriptUri: `${SOURCE}/ext/dist/webview/webview.js`,
  styleUris: [`${SOURCE}/ext/dist/webview/webview.css`],
  l10n: {},
  lang: 'en',
});

/** The directives of the policy in the shell's meta tag. */
function directives(html: string): Map<string, string> {
  const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1] ?? '';
  return new Map(csp.split(';').map((d) => d.trim()).filter(Boolean).map((d) => {
    const [name, ...values] = d.split(/\s+/);
    return [name!, values.join(' ')];
  }));
}

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
    assert.equal(csp, `default-src 'none'; style-src ${SOURCE}; img-src ${SOURCE} https:; font-src ${SOURCE}; `
      + `script-src 'nonce-${nonce}'; form-action 'none'; base-uri 'none'`);
    assert.equal(csp, contentSecurityPolicy(SOURCE, nonce, true));
  });

  it('allows no form target, no base address and nothing the policy does not name', () => {
    const csp = directives(buildShell(options('n')));
    assert.deepEqual([...csp.keys()], ['default-src', 'style-src', 'img-src', 'font-src', 'script-src', 'form-action', 'base-uri']);
    assert.equal(csp.get('default-src'), "'none'");
    assert.equal(csp.get('form-action'), "'none'");
    assert.equal(csp.get('base-uri'), "'none'");
    for (const name of ['style-src', 'font-src', 'img-src', 'script-src']) {
      assert.doesNotMatch(csp.get(name)!, /'unsafe-inline'|'unsafe-eval'|\*|data:|http:/, name);
    }
  });

  it('lets images come only from the extension when remote images are off', () => {
    assert.equal(directives(buildShell(options('n', true))).get('img-src'), `${SOURCE} https:`);
    assert.equal(directives(buildShell(options('n', false))).get('img-src'), SOURCE);
    assert.doesNotMatch(contentSecurityPolicy(SOURCE, 'n', false), /https:(?!\/\/file)/);
  });

  it('loads only the bundle script, with the nonce, and no inline script or style', () => {
    const nonce = createNonce();
    const html = buildShell(options(nonce));
    // the l10n bundle is a data block (type application/json), which the browser never runs
    const scripts = [...html.matchAll(/<script\b(?![^>]*type="application\/json")([^>]*)>([\s\S]*?)<\/script>/g)];
    assert.equal(scripts.length, 1);
    assert.match(scripts[0]![1]!, new RegExp(`nonce="${nonce.replace(/[+/]/g, (c) => `\\${c}`)}"`));
    assert.match(scripts[0]![1]!, /src="https:\/\/file\+\.vscode-resource\.vscode-cdn\.net\/ext\/dist\/webview\/webview\.js"/);
    assert.equal(scripts[0]![2], '');
    assert.doesNotMatch(html, /<style|\sstyle=|\son\w+=/i);
    assert.equal((html.match(/<link rel="stylesheet"/g) ?? []).length, 1);
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
  it('carries the l10n bundle as inert JSON that no translation can close early', () => {
    const html = buildShell({ ...options('n'), l10n: { 'Loading…': '</script><script>alert(1)</script>' }, lang: 'zh-cn' });
    assert.equal((html.match(/<script/g) ?? []).length, 2);
    assert.match(html, /<html lang="zh-cn">/);
  });
});
