// The language model tools: each registered under its manifest name, run by the pure core on the
// one shared client. prepareInvocation says what will be fetched and what it costs (and asks first
// when it is a lot, or when tool calls have spent the turn's budget); the chat's cancellation
// reaches the request as an AbortSignal.
import { randomUUID } from 'node:crypto';
import * as vscode from 'vscode';
import type { Services } from '../../editor/services';
import { toolPreparation } from '../../editor/sinks/chat';
import { markdownText } from '../../editor/sinks/neutral';
import { withTokenSignal } from '../../editor/tokenSignal';
import { TURN_ID_FIELD, type ToolSpending } from './core/budget';
import { answerCall, prepareModelCall } from './core/modelCalls';
import { OwnCalls } from './core/ownCalls';
import { runTool, type Reader, type ToolClient, type ToolEnv, type ToolResult } from './core/run';
import { TOOL_IDS, TOOLS, type ToolId } from './core/specs';

export function toolEnv(services: Services): ToolEnv {
  const { connection } = services;
  return {
    client: async (signal) => (await connection.client(signal)) as ToolClient,
    state: () => connection.state,
    now: () => Date.now(),
  };
}

/** Runs a tool for the person who typed a command, with the chat's token: cancelling it aborts the requests in flight. */
export function runWithToken(id: ToolId, input: unknown, env: ToolEnv, token: vscode.CancellationToken, reader: Reader): Promise<ToolResult> {
  return withTokenSignal(token, (signal) => runTool(id, input, env, signal, 'view', reader));
}

/** @pulse's own calls through the editor, each answered with its whole result (see core/ownCalls.ts). */
const ownCalls = new OwnCalls<ToolResult, Reader>(randomUUID);

/** Invokes a tool through the editor for `reader`, with the tool's whole result when it ran (absent when the editor answered in its place). */
export function invokeOwn(name: string, input: object, invocation: vscode.ChatParticipantToolToken | undefined, token: vscode.CancellationToken, reader: Reader): Promise<{ reply: vscode.LanguageModelToolResult; answer?: ToolResult }> {
  return ownCalls.call(input, (tagged) => vscode.lm.invokeTool(name, { input: tagged, toolInvocationToken: invocation }, token), reader);
}

/**
 * Calls a tool as a model's calls go, through the editor: its cost shown, asked first past the
 * turn's budget (a declined call rejects as cancelled), its requests counted in the turn `turnId`;
 * a failure in `reader`'s words (the person's, not a model's). The call's own result; when the tool
 * never ran, the editor's words as a failure.
 */
export async function callAsModel(id: ToolId, input: Record<string, unknown>, turnId: string, invocation: vscode.ChatParticipantToolToken | undefined, token: vscode.CancellationToken, reader: Reader): Promise<ToolResult> {
  const { reply, answer } = await invokeOwn(TOOLS[id].name, { ...input, [TURN_ID_FIELD]: turnId }, invocation, token, reader);
  if (answer) return answer;
  const text = reply.content.map((p) => (p instanceof vscode.LanguageModelTextPart ? p.value : '')).join('');
  return { ok: false, text: markdownText(text), requests: 0, refs: [], sources: [] };
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
        const result = await withTokenSignal(token, (signal) => answerCall(ownCalls, id, options.input, env, spending, signal));
        services.log.info(`[chat] ${spec.name}: ${result.ok ? 'answered' : `failed (${result.failure})`}, ${result.requests} request(s)`);
        return new vscode.LanguageModelToolResult([new vscode.LanguageModelTextPart(result.text)]);
      },
    };
  }
  return tools;
}
