// The pulseAlert language model tool: its confirmation (prepareInvocation) shows the rule it
// understood, in words and as its condition, before anything is saved; pausing, resuming and
// deleting ask too. A declined call never reaches `invoke`, so nothing changes. The rules are the
// alerts feature's, reached through the port the composition root wires.
import { randomUUID } from 'node:crypto';
import * as vscode from 'vscode';
import type { Services } from '../../editor/services';
import { toolPreparation } from '../../editor/sinks/chat';
import { markdownText, type MarkdownText } from '../../editor/sinks/neutral';
import type { AlertsPort } from './core/alertTool';
import { prepareAlertCall, readAlertInput, runAlertCall } from './core/alertTool';
import { OwnCalls } from './core/ownCalls';
import { ALERT_TOOL } from './core/specs';

/**
 * `@pulse /alert` calls this tool through the editor and gets back a text part, which no longer
 * says it is our markdown: each call takes its own answer back as written (see core/ownCalls.ts).
 */
const ownCalls = new OwnCalls<MarkdownText>(randomUUID);

/** Calls pulseAlert with a model's `input`, through the editor (it asks first); its answer, or the editor's words as text. */
export async function callAlertTool(input: object, invocation: vscode.ChatParticipantToolToken | undefined, token: vscode.CancellationToken): Promise<MarkdownText> {
  const { reply, answer } = await ownCalls.call(input, (tagged) => vscode.lm.invokeTool(ALERT_TOOL.name, { input: tagged, toolInvocationToken: invocation }, token));
  return answer ?? markdownText(reply.content.map((p) => (p instanceof vscode.LanguageModelTextPart ? p.value : '')).join(''));
}

export function createAlertTool(services: Services, port: AlertsPort): vscode.LanguageModelTool<unknown> {
  return {
    prepareInvocation: (options) => {
      const p = prepareAlertCall(options.input, port);
      return toolPreparation(p.message, p.confirm);
    },
    invoke: async (options) => {
      const text = await runAlertCall(options.input, port);
      ownCalls.answered(options.input, text);
      const input = readAlertInput(options.input);
      services.log.info(`[chat] pulseAlert: ${typeof input === 'string' ? 'unreadable input' : input.action}`);
      return new vscode.LanguageModelToolResult([new vscode.LanguageModelTextPart(text)]);
    },
  };
}
