// The tool-protocol (MCP) endpoint at /mcp, built on the official SDK: Streamable HTTP in
// stateless mode (a new server and transport per request, no sessions) answering in JSON, so
// each answer is one ordinary reply. Same bearer key as the API; the plan must include the
// limited endpoints; each tool call (not each protocol message) counts one request.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { OPERATIONS, type OperationId } from '../api/operations';
import { allows } from '../api/plans';
import type { Caller } from './gate';
import { registerTools } from './mcpTools';
import type { Mount, MountContext } from './mount';
import { failure, INVALID_ENDPOINT, json, PLAN_EXCLUDES, type Reply } from './reply';

export const MCP_SERVER_INFO = { name: 'social-pulse-emulator', title: 'Social Pulse (demo data)', version: '1.0.0' };

/** Headers the SDK reads; the credential and connection headers stay out of it. */
const FORWARDED = ['accept', 'content-type', 'mcp-protocol-version', 'mcp-session-id', 'last-event-id'];

async function answer(ctx: MountContext): Promise<Reply> {
  if (ctx.path !== '' && ctx.path !== '/') return failure(404, INVALID_ENDPOINT);
  const who = ctx.gate.authenticate(ctx.req.headers.authorization);
  if (!who.caller) return who.reply;
  const caller = who.caller;
  const denied = ctx.gate.require(caller, 'limited');
  if (denied) return denied;
  if (ctx.req.method !== 'POST') {
    // stateless: there is no session whose event stream a GET could open or a DELETE could end
    return failure(405, 'Send tool-protocol messages with POST; this endpoint keeps no sessions.', { allow: 'POST' });
  }
  let message: unknown;
  try {
    message = JSON.parse(ctx.body);
  } catch {
    return json(400, { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error: the body is not JSON.' } });
  }
  const server = new McpServer(MCP_SERVER_INFO, { capabilities: { tools: {} } });
  registerTools(server, { data: ctx.data, now: Math.floor(ctx.now / 1000), admit: (op) => admit(ctx, caller, op) });
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  try {
    await server.connect(transport);
    const response = await transport.handleRequest(request(ctx), { parsedBody: message });
    // the caller's rate-limit headers, as counted after this message's tool calls
    return { status: response.status, headers: { ...Object.fromEntries(response.headers), ...caller.headers }, body: await response.text() };
  } finally {
    await server.close();
  }
}

function admit(ctx: MountContext, caller: Caller, op: OperationId): string | undefined {
  // in the API's order: counted first (a refused call counts too), then the plan
  return ctx.gate.charge(caller) ?? (allows(caller.plan.access, OPERATIONS[op].access) ? undefined : PLAN_EXCLUDES);
}

function request(ctx: MountContext): Request {
  const headers = new Headers();
  for (const name of FORWARDED) {
    const value = ctx.req.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  return new Request(new URL(ctx.url.pathname, 'http://127.0.0.1'), { method: 'POST', headers });
}

export const mcpMount: Mount = { prefix: '/mcp', handle: answer };
