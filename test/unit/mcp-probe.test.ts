// The check behind "Social Pulse: Check Tool Endpoint (MCP)", against the emulator: it lists
// the tools with a good key and names a fix for every failure, never repeating the key.
import * as assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startEmulator } from '../../src/service/demo/server';
import { emulatorForSuite } from './client-helpers';
import { probeMcp, type McpProbeResult } from '../../src/editor/connection/mcpProbe';

function failure(result: McpProbeResult): McpProbeResult & { ok: false } {
  assert.equal(result.ok, false, 'the check passed');
  return result as McpProbeResult & { ok: false };
}

describe('MCP endpoint check', () => {
  const good = `sp-${randomUUID()}`;
  const hobby = `sp-${randomUUID()}`;
  const suite = emulatorForSuite({ keys: { [good]: 'individual', [hobby]: 'hobby' } });

  it('connects with the key and lists the tools without spending quota', async () => {
    const result = await probeMcp(suite.emulator.mcpUrl, good);
    assert.ok(result.ok, JSON.stringify(result));
    assert.equal(result.serverName, 'social-pulse-emulator');
    assert.ok(result.tools.some((t) => t.name === 'topic' && t.title === 'Topic summary' && t.description));
    assert.equal(result.tools.length, 7);
    const res = await fetch(`${suite.emulator.baseUrl}/public/topics/list/v1`, { headers: { Authorization: `Bearer ${good}` } });
    assert.equal(res.headers.get('x-rate-limit-minute-remaining'), '9', 'the check counted requests');
  });

  it('says the key was not accepted, without the key', async () => {
    const wrong = `sp-${randomUUID()}`;
    const result = failure(await probeMcp(suite.emulator.mcpUrl, wrong));
    assert.equal(result.cause, 'key');
    assert.equal(result.status, 401);
    assert.match(result.reason, /did not accept the key.*Set API Key/);
    assert.ok(!JSON.stringify(result).includes(wrong));
    assert.equal(failure(await probeMcp(suite.emulator.mcpUrl, undefined)).cause, 'key');
  });

  it('says when the plan does not include the endpoint', async () => {
    const result = failure(await probeMcp(suite.emulator.mcpUrl, hobby));
    assert.equal(result.cause, 'plan');
    assert.equal(result.status, 402);
    assert.match(result.reason, /plan does not include the tool endpoint.*"Your plan does not include this endpoint"/);
  });

  it('says when there is no endpoint at the address, or no address at all', async () => {
    assert.equal(failure(await probeMcp(`${suite.emulator.origin}/nothing-here`, good)).cause, 'address');
    assert.equal(failure(await probeMcp('not a url', good)).cause, 'address');
    assert.equal(failure(await probeMcp('ftp://example.com/mcp', good)).cause, 'address');
  });

  it('says when nothing listens, and when the answer does not come in time', async () => {
    const closed = await startEmulator();
    const address = closed.mcpUrl;
    await closed.close();
    const down = failure(await probeMcp(address, good));
    assert.equal(down.cause, 'network');
    assert.match(down.reason, /Could not reach .*ECONNREFUSED/);

    const silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const port = (silent.address() as AddressInfo).port;
      const slow = failure(await probeMcp(`http://127.0.0.1:${port}/mcp`, good, { timeoutMs: 300 }));
      assert.equal(slow.cause, 'network');
      assert.match(slow.reason, /No answer .* in time/);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('says when a server never ends its tool list (a page sent twice, or page after page), instead of asking forever', async () => {
    for (const nextCursor of [() => 'same', (n: number) => `page-${n}`]) {
      let pages = 0;
      const server = http.createServer((req, res) => {
        if (req.method !== 'POST') return void res.writeHead(405).end();
        let body = '';
        req.on('data', (chunk: Buffer) => (body += chunk.toString()));
        req.on('end', () => {
          const m = JSON.parse(body) as { id?: number; method: string; params?: { protocolVersion?: string } };
          if (m.id === undefined) return void res.writeHead(202).end();
          const result = m.method === 'initialize'
            ? { protocolVersion: m.params?.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: 'endless', version: '1' } }
            : { tools: [{ name: `tool-${pages}`, inputSchema: { type: 'object' } }], nextCursor: nextCursor(++pages) };
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: m.id, result }));
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const port = (server.address() as AddressInfo).port;
        const endless = failure(await probeMcp(`http://127.0.0.1:${port}/mcp`, good));
        assert.equal(endless.cause, 'server');
        assert.match(endless.reason, /did not end its list of tools/);
        assert.ok(pages <= 101, `asked for ${pages} pages`);
      } finally {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    }
  });

  it('stops when cancelled', async () => {
    const abort = new AbortController();
    abort.abort();
    assert.equal(failure(await probeMcp(suite.emulator.mcpUrl, good, { signal: abort.signal })).cause, 'cancelled');
  });
});
