// The SDK side of the emulator's MCP endpoint, loaded on the first MCP request (see mcp.ts):
// the SDK, zod and ajv are most of dist/emulator.js, and the emulator's other endpoints never need them.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { registerTools, type ToolContext } from './mcpTools';

export const MCP_SERVER_INFO = { name: 'social-pulse-emulator', title: 'Social Pulse (demo data)', version: '1.0.0' };

export interface McpAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Stateless: a new server and transport for each message, answering in JSON (no event stream). */
export async function serveMcp(request: Request, message: unknown, tools: ToolContext): Promise<McpAnswer> {
  const server = new McpServer(MCP_SERVER_INFO, { capabilities: { tools: {} } });
  registerTools(server, tools);
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  try {
    await server.connect(transport);
    const response = await transport.handleRequest(request, { parsedBody: message });
    return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
  } finally {
    await server.close();
  }
}
