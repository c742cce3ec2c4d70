import * as assert from 'node:assert/strict';
import { bypassesProxy, chooseProxy, normaliseProxy } from '../../src/service/api/proxy';

const url = (s: string): URL => new URL(s);

describe('client: proxy choice', () => {
  it('the setting wins over the environment; HTTPS_PROXY before HTTP_PROXY', () => {
    const env = { HTTPS_PROXY: 'http://secure:1', HTTP_PROXY: 'http://plain:2', NO_PROXY: 'corp' };
    assert.deepEqual(chooseProxy({ proxy: 'http://mine:3' }, env), { url: 'http://mine:3/', noProxy: 'corp' });
    assert.deepEqual(chooseProxy({}, env), { url: 'http://secure:1/', noProxy: 'corp' });
    assert.deepEqual(chooseProxy({}, { https_proxy: 'http://lower:4' }), { url: 'http://lower:4/', noProxy: '' });
    assert.deepEqual(chooseProxy({}, { HTTP_PROXY: 'http://plain:2', no_proxy: 'x' }), { url: 'http://plain:2/', noProxy: 'x' });
    assert.deepEqual(chooseProxy({ noProxy: 'set' }, env).noProxy, 'set');
    assert.equal(chooseProxy({}, {}).url, undefined);
  });

  it('normalises addresses without a scheme and ignores unusable ones', () => {
    assert.equal(normaliseProxy('proxy.corp:8080'), 'http://proxy.corp:8080/');
    assert.equal(normaliseProxy(' https://user:pw@p:1 '), 'https://user:pw@p:1/');
    assert.equal(normaliseProxy('socks5://p:1'), undefined);
    assert.equal(normaliseProxy('http://'), undefined);
    assert.equal(normaliseProxy(''), undefined);
  });
});

describe('client: NO_PROXY', () => {
  it('matches hosts and their subdomains, with or without a leading dot or *.', () => {
    for (const entry of ['example.com', '.example.com', '*.example.com']) {
      assert.ok(bypassesProxy(url('https://api.example.com/x'), entry), entry);
      assert.ok(bypassesProxy(url('https://example.com/x'), entry), entry);
      assert.ok(!bypassesProxy(url('https://badexample.com/x'), entry), entry);
    }
  });

  it('honours * , ports, lists with spaces and case', () => {
    assert.ok(bypassesProxy(url('https://anything.io'), '*'));
    assert.ok(bypassesProxy(url('https://a.io:8443'), 'b.io, A.IO:8443'));
    assert.ok(!bypassesProxy(url('https://a.io'), 'a.io:8443'));
    assert.ok(bypassesProxy(url('http://a.io'), 'a.io:80'));
    assert.ok(bypassesProxy(url('http://[fe80::1]:9/'), 'fe80::1'));
    assert.ok(bypassesProxy(url('http://[fe80::1]:9/'), '[fe80::1]:9'));
    assert.ok(!bypassesProxy(url('https://lunarcrush.com'), ''));
  });

  it('never sends loopback through a proxy (the demo emulator lives there)', () => {
    for (const u of ['http://127.0.0.1:4000', 'http://localhost:1', 'http://api.localhost', 'http://[::1]:2', 'http://127.8.9.10']) {
      assert.ok(bypassesProxy(url(u), ''), u);
    }
  });
});
