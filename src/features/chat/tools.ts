// The language model tools: each registered under its manifest name, run by the pure core on the
// one shared client. prepareInvocation says what will be fetched and what it costs (and asks first
// when it is a lot, or when tool calls have spent the turn's budget); the chat's cancellation
// reaches the request as an AbortSignal.
import * as vscode from 'vscode';
import type { Priority } from '../../service/api/service';
import type { Services } from '../../editor/services';
import { toolPreparation } from '../../editor/sinks/chat';
import { withTokenSignal } from '../../editor/tokenSignal';
import { AnsweredResults } from './core/answered';
import type { ToolSpending } from './core/budget';
import { prepareModelCall, runModelCall } from './core/modelCalls';
import { runTool, type ToolClient, type ToolEnv, type ToolResult } from './core/run';
import { TOOL_IDS, TOOLS, type ToolId } from './core/specs';

export function toolEnv(services: Services): ToolEnv {
  const { connection } = services;
  return {
    client: async (signal) => (await connection.client(signal)) as ToolClient,
    state: () => connection.state,
    now: () => Date.now(),
  };
}

/** Runs a tool with the chat's token: cancelling it aborts the requests in flight. */
export function runWithToken(id: ToolId, input: unknown, env: ToolEnv, token: vscode.CancellationToken, priority?: Priority): Promise<ToolResult> {
  return withTokenSignal(token, (signal) => runTool(id, input, env, signal, priority));
}

/** The results the tools answered with lately, for @pulse's rules to take by their text (see core/answered.ts). */
const answered = new AnsweredResults<ToolResult>();

export function answeredWith(text: string): ToolResult | undefined {
  return answered.take(text);
}

/** The tools on the shared client; src/main/onDemand/chat.ts registers them under their manifest names. */
export function createTools(services: Services, env: ToolEnv, spending: ToolSpending): Record<ToolId, vscode.LanguageModelTool<unknown>> {
  const tools = {} as Record<ToolId, vscode.LanguageModelTool<unknown>>;
  for (const id of TOOL_IDS) {
    const spec = TOOLS[id];
    tools[id] = {
      prepareInvocation: (options) => {
        const p = prepareModelCall(id, options.input, env, spending, services.connection.quota());
        return toolPreparation(p.message, p.confirm);
      },
      invoke: async (options, token) => {
        const result = await withTokenSignal(token, (signal) => runModelCall(id, options.input, env, spending, signal));
        answered.add(result);
        services.log.info(`[chat] ${spec.name}: ${result.ok ? 'answered' : `failed (${result.failure})`}, ${result.requests} request(s)`);
        return new vscode.LanguageModelToolResult([new vscode.LanguageModelTextPart(result.text)]);
      },
    };
  }
  return tools;
}
