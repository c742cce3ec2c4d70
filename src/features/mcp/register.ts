// The tool endpoint (MCP) in the editor: the server definition for chat and agents. The command
// that checks the endpoint loads on first use (src/main/bundles/commands.ts).
import * as vscode from 'vscode';
import { componentLogger } from '../../service/log';
import type { Services } from '../../editor/services';
import { MCP_PROVIDER_ID, McpDefinitionProvider } from './provider';

export function registerMcp(services: Services): void {
  const { context, connection } = services;
  const log = componentLogger(services.log, 'mcp');
  // typed as always there, but editors built on an older VS Code (or without chat) lack it
  if (typeof vscode.lm?.registerMcpServerDefinitionProvider !== 'function') {
    log.info('This editor offers no MCP server API: the tool endpoint is not offered to chat.');
    return;
  }
  const provider = new McpDefinitionProvider(connection, log);
  context.subscriptions.push(provider, vscode.lm.registerMcpServerDefinitionProvider(MCP_PROVIDER_ID, provider));
}
