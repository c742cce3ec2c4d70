// The emulator's tool-protocol endpoint, driven by the official SDK client over loopback HTTP:
// the same keys, plan gating and quota as the API, answers from the same generated data.
import * as assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport, StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { startEmulator, type Emulator } from '../../src/service/demo/server';

const TOOLS = ['categories', 'category', 'cryptocurrencies', 'topic', 'topic_posts', 'topic_time_series', 'topics'];
const MINUTE = 60_000;

const builder = `sp-${randomUUID()}`;
const individual = `sp-${randomUUID()}`;
const hobby = `sp-${randomUUID()}`;
const threeAMinute = `sp-${randomUUID()}`;

async function connect(emulator: Emulator, key: string | undefined): Promise<Client> {
  const headers: Record<string, string> = key ? { Authorization: `Bearer ${key}` } : {};
  const client = new Client({ name: 'mcp-emulator-test', version: '1' });
  await client.connect(new StreamableHTTPClientTransport(new URL(emulator.mcpUrl), { requestInit: { headers } }));
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown> = {}): Promise<{ text: string; isError: boolean }> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const text = result.content.map((c) => (c.type === 'text' ? c.text : '')).join('');
  return { text, isError: result.isError === true };
}

/** The table rows of a tool's markdown answer, as cells (header and rule left out). */
function rows(text: string): string[][] {
  const lines = text.split('\n').filter((l) => l.startsWith('| '));
  return lines.slice(1).map((l) => l.slice(2, -2).split(' | '));
}

async function refusal(emulator: Emulator, key: string | undefined): Promise<number | undefined> {
  try {
    const client = await connect(emulator, key);
    await client.close();
    return undefined;
  } catch (e) {
    assert.ok(e instanceof StreamableHTTPError, `not an HTTP refusal: ${String(e)}`);
    assert.ok(!e.message.includes(builder));
    return e.code;
  }
}

async function api(emulator: Emulator, key: string, path: string): Promise<{ status: number; body: { data?: Record<string, unknown>[] } }> {
  const res = await fetch(`${emulator.baseUrl}${path}`, { headers: { Authorization: `Bearer ${key}` } });
  return { status: res.status, body: (await res.json()) as { data?: Record<string, unknown>[] } };
}

describe('emulator: tool-protocol (MCP) endpoint', () => {
  let clock = Date.UTC(2026, 5, 1, 12, 0, 30);
  let emulator: Emulator;
  let client: Client;

  before(async () => {
    emulator = await startEmulator({
      now: () => clock,
      keys: { [builder]: 'builder', [individual]: 'individual', [hobby]: 'hobby', [threeAMinute]: { plan: 'builder', perMinute: 3 } },
    });
    client = await connect(emulator, builder);
  });

  after(async () => {
    await client.close();
    await emulator.close();
  });

  beforeEach(() => emulator.resetQuotas());

  it('lists its tools, each with a description and an input schema', async () => {
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((t) => t.name).sort(), TOOLS);
    for (const t of tools) {
      assert.ok(t.description && t.description.length > 20, `${t.name} has no description`);
      assert.equal(t.inputSchema.type, 'object');
      assert.equal(t.annotations?.readOnlyHint, true);
    }
    const topic = tools.find((t) => t.name === 'topic')!;
    assert.deepEqual(topic.inputSchema.required, ['topic']);
  });

  it('topics: the trending list of the API, in rank order', async () => {
    const { text, isError } = await call(client, 'topics', { limit: 5 });
    assert.equal(isError, false);
    const fromApi = (await api(emulator, builder, '/public/topics/list/v1')).body.data!.slice(0, 5);
    assert.deepEqual(rows(text).map((r) => r[1]), fromApi.map((t) => String(t.topic)));
  });

  it('topic: the summary report of a topic', async () => {
    const bitcoin = emulator.data.topic('bitcoin')!;
    const { text, isError } = await call(client, 'topic', { topic: 'Bitcoin' });
    assert.equal(isError, false);
    assert.ok(text.startsWith(`# ${bitcoin.title}`), text.slice(0, 80));
    for (const section of ['## Overview', "## What's up", '## By network', '## Top posts (24h)', '## Last 30 days']) {
      assert.ok(text.includes(section), `no ${section}`);
    }
  });

  it('topic_time_series: the last week by hour, or an interval by day (Builder)', async () => {
    const week = await call(client, 'topic_time_series', { topic: 'ethereum' });
    assert.equal(week.isError, false);
    const hourly = rows(week.text);
    assert.ok(hourly.length >= 168 && hourly.length <= 169, `${hourly.length} hourly points`);
    assert.match(week.text, /\| time \| interactions \|/);
    const fromApi = (await api(emulator, builder, '/public/topic/ethereum/time-series/v2')).body.data!;
    assert.equal(hourly.length, fromApi.length);

    const month = await call(client, 'topic_time_series', { topic: 'ethereum', interval: '1m', bucket: 'day' });
    assert.equal(month.isError, false);
    assert.ok(rows(month.text).length >= 30 && rows(month.text).length <= 31);
  });

  it('topic_posts: the top posts of the last 24 hours, as many as asked', async () => {
    const { text, isError } = await call(client, 'topic_posts', { topic: 'solana', limit: 7 });
    assert.equal(isError, false);
    const posts = rows(text);
    assert.equal(posts.length, 7);
    const fromApi = (await api(emulator, builder, '/public/topic/solana/posts/v1')).body.data!.slice(0, 7);
    assert.deepEqual(posts.map((p) => p[7]), fromApi.map((p) => String(p.post_link)));
  });

  it('category and categories: the topics of a category, and every category', async () => {
    const defi = await call(client, 'category', { category: 'defi' });
    assert.equal(defi.isError, false);
    const fromApi = (await api(emulator, builder, '/public/category/defi/topics/v1')).body.data!;
    assert.deepEqual(rows(defi.text).map((r) => r[1]), fromApi.map((t) => String(t.topic)));

    const all = await call(client, 'categories');
    assert.deepEqual(rows(all.text).map((r) => r[1]), emulator.data.categories.map((c) => c.category));
  });

  it('cryptocurrencies: sorted and limited like the coin list', async () => {
    const { text, isError } = await call(client, 'cryptocurrencies', { sort: 'galaxy_score', desc: true, limit: 5 });
    assert.equal(isError, false);
    const fromApi = (await api(emulator, builder, '/public/coins/list/v2?sort=galaxy_score&desc=1&limit=5')).body.data!;
    assert.deepEqual(rows(text).map((r) => r[1]), fromApi.map((c) => String(c.symbol)));
    assert.match(text, /5 of \d+ coins, by galaxy_score \(largest first\)/);
  });

  it('answers bad input and unknown items with tool errors the model can read', async () => {
    const bad = await call(client, 'topic', { topic: 'bit<coin>' });
    assert.equal(bad.isError, true);
    assert.match(bad.text, /only letters, numbers, spaces, # and \$; "<"/);
    const missing = await call(client, 'topic', { topic: emulator.data.missingTopic });
    assert.equal(missing.isError, true);
    assert.match(missing.text, /does not exist/);
    const category = await call(client, 'category', { category: 'no such category' });
    assert.equal(category.isError, true);
    assert.match(category.text, /categories tool lists them/);
    const sort = await call(client, 'cryptocurrencies', { sort: 'shoe_size' });
    assert.equal(sort.isError, true, 'an unknown sort metric was accepted');
  });

  it('refuses a request without a key, with a wrong key, and on the Hobby plan', async () => {
    assert.equal(await refusal(emulator, undefined), 401);
    assert.equal(await refusal(emulator, `sp-${randomUUID()}`), 401);
    assert.equal(await refusal(emulator, hobby), 402);
    assert.equal(await refusal(emulator, individual), undefined);
  });

  it('gates tools by plan like the operations they mirror', async () => {
    const limited = await connect(emulator, individual);
    try {
      const week = await call(limited, 'topic_time_series', { topic: 'bitcoin' });
      assert.equal(week.isError, false, week.text);
      const range = await call(limited, 'topic_time_series', { topic: 'bitcoin', interval: '1m' });
      assert.equal(range.isError, true);
      assert.match(range.text, /plan does not include/);
    } finally {
      await limited.close();
    }
  });

  it('counts each tool call, not each protocol message, against the key\'s quota shared with the API', async () => {
    const small = await connect(emulator, threeAMinute);
    try {
      await small.listTools();
      await small.listTools();
      for (let i = 0; i < 3; i++) assert.equal((await call(small, 'topics', { limit: 1 })).isError, false, `call ${i + 1}`);
      const fourth = await call(small, 'topics', { limit: 1 });
      assert.equal(fourth.isError, true);
      assert.match(fourth.text, /Rate limit exceeded \(minute\)/);
      assert.equal((await api(emulator, threeAMinute, '/public/topics/list/v1')).status, 429);
      clock += MINUTE;
      assert.equal((await call(small, 'topics', { limit: 1 })).isError, false, 'the minute window did not reset');
      assert.equal((await api(emulator, threeAMinute, '/public/topics/list/v1')).status, 200);
    } finally {
      await small.close();
    }
  });

  it('sends rate-limit headers (counting only tool calls), and takes no event stream or session', async () => {
    const headers = { Authorization: `Bearer ${threeAMinute}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    const init = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } };
    const first = await fetch(emulator.mcpUrl, { method: 'POST', headers, body: JSON.stringify(init) });
    assert.equal(first.status, 200);
    assert.equal(first.headers.get('mcp-session-id'), null);
    assert.equal(first.headers.get('x-rate-limit-minute-remaining'), '3', 'initialize was counted');
    const callTool = { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'topics', arguments: { limit: 1 } } };
    const second = await fetch(emulator.mcpUrl, { method: 'POST', headers: { ...headers, 'mcp-protocol-version': '2025-06-18' }, body: JSON.stringify(callTool) });
    assert.equal(second.status, 200);
    assert.equal(second.headers.get('x-rate-limit-minute-remaining'), '2');
    const stream = await fetch(emulator.mcpUrl, { headers: { ...headers, accept: 'text/event-stream' } });
    assert.equal(stream.status, 405);
    const broken = await fetch(emulator.mcpUrl, { method: 'POST', headers, body: '{"jsonrpc":' });
    assert.equal(broken.status, 400);
    assert.equal(((await broken.json()) as { error: { code: number } }).error.code, -32700);
  });
});
