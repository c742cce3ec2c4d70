// The check behind "Social Pulse: Check Tool Endpoint (MCP)", against the emulator: it lists
// the tools with a good key and names a fix for every failure, never repeating the key.
import * as assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startEmulator } from '../../src/service/demo/server';
import { emulatorForSuite, until } from './client-helpers';
import { probeMcp, type McpProbeResult } from '../../src/editor/connection/mcpProbe';
import { failureNotice } from '../../src/features/mcp/core/failureNotice';
import { LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/sdk/types.js';

function failure(result: McpProbeResult): McpProbeResult & { ok: false } {
  assert.equal(result.ok, false, 'the check passed');
  return result as McpProbeResult & { ok: false };
}

interface RpcMessage {
  id?: number;
  method: string;
  params?: { protocolVersion?: string };
}

/** A tool endpoint on loopback whose answers `answer` writes (or leaves unwritten); `seen` are the methods asked, in order. */
async function toolServer(answer: (m: RpcMessage, res: http.ServerResponse) => void): Promise<{ url: string; seen: string[]; close: () => Promise<void> }> {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    if (req.method !== 'POST') return void res.writeHead(405).end();
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const m = JSON.parse(body) as RpcMessage;
      seen.push(m.method);
      answer(m, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`,
    seen,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

function rpcAnswer(res: http.ServerResponse, m: RpcMessage, answer: { result: unknown } | { error: { code: number; message: string; data?: unknown } }): void {
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: m.id, ...answer }));
}

const initialized = (m: RpcMessage): { result: unknown } => ({ result: { protocolVersion: m.params?.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: 'loopback', version: '1' } } });

/** The check's outcome once it has one; waits boundedly (until), so a check that never ends fails the test instead of stalling the run. */
async function settled(check: Promise<McpProbeResult>, what: string): Promise<McpProbeResult & { ok: false }> {
  let result: McpProbeResult | undefined;
  void check.then((r) => (result = r));
  await until(() => result !== undefined, what);
  return failure(result as McpProbeResult);
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

  /** Answers the handshake's request but never the notification that ends it. */
  const handshakeNeverEnds = (): ReturnType<typeof toolServer> => toolServer((m, res) => {
    if (m.method === 'initialize') rpcAnswer(res, m, initialized(m));
  });

  it('ends at its deadline when the server never takes the notification that ends the handshake', async () => {
    const server = await handshakeNeverEnds();
    try {
      const late = await settled(probeMcp(server.url, good, { timeoutMs: 300 }), 'the check to end at its deadline');
      assert.equal(late.cause, 'network');
      assert.match(late.reason, /No answer .* in time/);
    } finally {
      await server.close();
    }
  });

  it('ends on Cancel when the server never takes the notification that ends the handshake', async () => {
    const server = await handshakeNeverEnds();
    try {
      const abort = new AbortController();
      const check = settled(probeMcp(server.url, good, { signal: abort.signal, timeoutMs: 60_000 }), 'the check to end on Cancel');
      await until(() => server.seen.includes('notifications/initialized'), 'the check to send its notification');
      abort.abort();
      assert.equal((await check).cause, 'cancelled');
    } finally {
      await server.close();
    }
  });

  it('says cancelled, not "no answer", when cancelled while the server is answering', async () => {
    const server = await toolServer((m, res) => {
      if (m.method === 'initialize') rpcAnswer(res, m, initialized(m));
      else if (m.id === undefined) res.writeHead(202).end();
      // tools/list: never answered
    });
    try {
      const abort = new AbortController();
      const check = settled(probeMcp(server.url, good, { signal: abort.signal, timeoutMs: 60_000 }), 'the check to end on Cancel');
      await until(() => server.seen.includes('tools/list'), 'the check to ask for the tools');
      abort.abort();
      const stopped = await check;
      assert.equal(stopped.cause, 'cancelled', stopped.reason);
    } finally {
      await server.close();
    }
  });

  it("says what the server answered with a protocol error, in its words on one line, cut short and without the key", async () => {
    for (const code of [-32001, -32603]) {
      const words = `Unauthorized: key ${good} revoked\n\u202e${'x'.repeat(1000)}`;
      const server = await toolServer((m, res) => rpcAnswer(res, m, { error: { code, message: words } }));
      try {
        const refused = failure(await probeMcp(server.url, good, { timeoutMs: 10_000 }));
        assert.equal(refused.cause, 'server', refused.reason);
        assert.match(refused.reason, new RegExp(`refused the check \\(error ${code}\\): "Unauthorized: key \\*\\*\\* revoked x+…"$`));
        assert.ok(refused.reason.length < 400, `${refused.reason.length} characters`);
        assert.ok(!/[\n\u202e]/.test(refused.reason), 'a line break or bidi override in the reason');
        assert.ok(!JSON.stringify(refused).includes(good));
      } finally {
        await server.close();
      }
    }
  });

  it('says where the endpoint redirected (the host, without the path, query or credentials) and what to set, not that it refused', async () => {
    const server = await toolServer((_m, res) => res.writeHead(302, { location: 'https://someone:secret@login.example.com/sso/start?next=%2Fmcp&ticket=t-123#top' }).end());
    try {
      const moved = failure(await probeMcp(server.url, good, { timeoutMs: 10_000 }));
      assert.equal(moved.cause, 'address', moved.reason);
      assert.equal(moved.status, 302);
      assert.match(moved.reason, /redirected to login\.example\.com \(HTTP 302\)/);
      assert.match(moved.reason, /socialPulse\.mcpUrl/);
      assert.doesNotMatch(moved.reason, /refused|someone|secret|sso|ticket|t-123|top/);
    } finally {
      await server.close();
    }
  });

  it('says the endpoint speaks a protocol version the extension does not support, naming both, not that it could not be reached', async () => {
    const newer = await toolServer((m, res) => rpcAnswer(res, m, { result: { protocolVersion: '2099-01-01', capabilities: { tools: {} }, serverInfo: { name: 'future', version: '9' } } }));
    const older = await toolServer((m, res) => rpcAnswer(res, m, { error: { code: -32602, message: 'Unsupported protocol version', data: { supported: ['2023-01-01'], requested: m.params?.protocolVersion } } }));
    try {
      for (const [server, theirs] of [[newer, '2099-01-01'], [older, '2023-01-01']] as const) {
        const other = failure(await probeMcp(server.url, good, { timeoutMs: 10_000 }));
        assert.equal(other.cause, 'server', other.reason);
        assert.match(other.reason, new RegExp(`speaks protocol version ${theirs}, which this extension does not support \\(it speaks ${LATEST_PROTOCOL_VERSION}, .*\\): update the extension`));
        assert.doesNotMatch(other.reason, /Could not reach|refused/);
      }
    } finally {
      await newer.close();
      await older.close();
    }
  });

  it('says when the address answers, but not as a tool endpoint (a web page, text that is not JSON, JSON that is not the protocol)', async () => {
    const answers = [
      { body: '<html>Sign in to the Wi-Fi</html>', contentType: 'text/html; charset=utf-8', says: /\(a web page\)/ },
      { body: '{nope', contentType: 'application/json', says: /\(its answer is not valid JSON\)/ },
      { body: '{"not":"jsonrpc"}', contentType: 'application/json', says: /\(its answer does not follow the tool protocol\)/ },
    ];
    for (const { body, contentType, says } of answers) {
      suite.emulator.faults.set({ kind: 'status', status: 200, body, contentType, match: '/mcp', times: 1 });
      try {
        const other = failure(await probeMcp(suite.emulator.mcpUrl, good, { timeoutMs: 10_000 }));
        assert.equal(other.cause, 'address', other.reason);
        assert.match(other.reason, /answered, but not as a tool endpoint/);
        assert.match(other.reason, says);
        assert.ok(other.reason.length < 300 && !other.reason.includes('\n'), other.reason);
      } finally {
        suite.emulator.faults.clear();
      }
    }
  });

  it('heads each failure by how far the check got, not "not reachable" when the endpoint answered (failed before: every failure headed "Social Pulse tool endpoint not reachable")', async () => {
    const heads = {
      unsent: /^Social Pulse tool endpoint not checked: /,
      refused: /^Social Pulse tool endpoint reachable, but it refused the check: /,
      other: /^Social Pulse tool endpoint answered, but not as a tool endpoint should: /,
      unanswered: /^Social Pulse tool endpoint not reachable: /,
    };
    const redirect = await toolServer((_m, res) => res.writeHead(302, { location: 'https://login.example.com/sso' }).end());
    const newer = await toolServer((m, res) => rpcAnswer(res, m, { result: { protocolVersion: '2099-01-01', capabilities: { tools: {} }, serverInfo: { name: 'future', version: '9' } } }));
    const rpcRefusal = await toolServer((m, res) => rpcAnswer(res, m, { error: { code: -32001, message: 'Unauthorized' } }));
    const closed = await startEmulator();
    const down = closed.mcpUrl;
    await closed.close();
    const webPage = async (): Promise<McpProbeResult> => {
      suite.emulator.faults.set({ kind: 'status', status: 200, body: '<html>Sign in</html>', contentType: 'text/html', match: '/mcp', times: 1 });
      try {
        return await probeMcp(suite.emulator.mcpUrl, good, { timeoutMs: 10_000 });
      } finally {
        suite.emulator.faults.clear();
      }
    };
    try {
      const cases: [string, keyof typeof heads, () => Promise<McpProbeResult>][] = [
        ['an address that is no URL', 'unsent', () => probeMcp('not a url', good)],
        ['a key the endpoint does not accept', 'refused', () => probeMcp(suite.emulator.mcpUrl, `sp-${randomUUID()}`)],
        ['a plan without the endpoint', 'refused', () => probeMcp(suite.emulator.mcpUrl, hobby)],
        ['no endpoint at the address', 'refused', () => probeMcp(`${suite.emulator.origin}/nothing-here`, good)],
        ['a protocol error', 'refused', () => probeMcp(rpcRefusal.url, good, { timeoutMs: 10_000 })],
        ['a redirect', 'other', () => probeMcp(redirect.url, good, { timeoutMs: 10_000 })],
        ['another protocol version', 'other', () => probeMcp(newer.url, good, { timeoutMs: 10_000 })],
        ['a web page', 'other', webPage],
        ['nothing listening', 'unanswered', () => probeMcp(down, good)],
      ];
      for (const [what, reach, check] of cases) {
        const result = failure(await check());
        assert.equal(result.reach, reach, `${what}: ${result.reason}`);
        const notice = failureNotice(result);
        assert.match(notice, heads[reach], `${what}: ${notice}`);
        assert.ok(notice.endsWith(result.reason.replace(/\[/g, '\uFF3B').replace(/\]/g, '\uFF3D')), `${what}: the reason follows the head: ${notice}`);
      }
    } finally {
      await redirect.close();
      await newer.close();
      await rpcRefusal.close();
    }
  });
});
