// The language model tools: each registered under its manifest name, run by the pure core on the
// one shared client. prepareInvocation says what will be fetched and what it costs (and asks first
// when it is a lot); the chat's cancellation reaches the request as an AbortSignal.
import * as vscode from 'vscode';
import type { Services } from '../services';
import { withTokenSignal } from '../tokenSignal';
import { prepareTool, runTool, type ToolClient, type ToolEnv, type ToolResult } from './core/run';
import { TOOL_IDS, TOOLS, type ToolId } from './core/specs';

export function toolEnv(services: Services): ToolEnv {
  const { connection } = services;
  return {
    client: async (signal) => (await connection.client(signal)) as ToolClient,
    state: () => connection.state,
    baseUrl: () => connection.address(),
    now: () => Date.now(),
  };
}

/** Runs a tool with the chat's token: cancelling it aborts the requests in flight. */
export function runWithToken(id: ToolId, input: unknown, env: ToolEnv, token: vscode.CancellationToken): Promise<ToolResult> {
  return withTokenSignal(token, (signal) => runTool(id, input, env, signal));
}

/** The tools on the shared client; src/onDemand/chat.ts registers them under their manifest names. */
export function createTools(services: Services, env: ToolEnv): Record<ToolId, vscode.LanguageModelTool<unknown>> {
  const tools = {} as Record<ToolId, vscode.LanguageModelTool<unknown>>;
  for (const id of TOOL_IDS) {
    const spec = TOOLS[id];
    tools[id] = {
      prepareInvocation: (options) => {
        const p = prepareTool(id, options.input, env, services.connection.quota());
        return {
          invocationMessage: p.message,
          ...(p.confirm ? { confirmationMessages: { title: p.confirm.title, message: new vscode.MarkdownString(p.confirm.message) } } : {}),
        };
      },
      invoke: async (options, token) => {
        const result = await runWithToken(id, options.input, env, token);
        services.log.info(`[chat] ${spec.name}: ${result.ok ? 'answered' : `failed (${result.failure})`}, ${result.requests} request(s)`);
        return new vscode.LanguageModelToolResult([new vscode.LanguageModelTextPart(result.text)]);
      },
    };
  }
  return tools;
}
