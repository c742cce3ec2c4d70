// The tool-protocol (MCP) endpoint at /mcp, built on the official SDK (mcpServer.ts): Streamable
// HTTP in stateless mode (no sessions) answering in JSON, so each answer is one ordinary reply.
// Same bearer key as the API; the plan must include the limited endpoints; each tool call (not
// each protocol message) counts one request.
import { OPERATIONS, type OperationId } from '../api/operations';
import { allows } from '../api/plans';
import { worldHour } from './data/hour';
import type { Caller } from './gate';
import type { Mount, MountContext } from './mount';
import { failure, INVALID_ENDPOINT, json, PLAN_EXCLUDES, type Reply } from './reply';

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
  // loaded on the first MCP request, not when the emulator starts: the SDK, zod and ajv are most of
  // dist/emulator.js and no other request needs them
  const { serveMcp } = await import('./mcpServer');
  const now = Math.floor(ctx.now / 1000);
  const tools = { data: ctx.data, now, at: worldHour(now), admit: (op: OperationId) => admit(ctx, caller, op) };
  const answered = await serveMcp(request(ctx), message, tools);
  // the caller's rate-limit headers, as counted after this message's tool calls
  return { ...answered, headers: { ...answered.headers, ...caller.headers } };
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
