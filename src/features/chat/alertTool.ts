// The pulseAlert language model tool: its confirmation (prepareInvocation) shows the rule it
// understood, in words and as its condition, before anything is saved; pausing, resuming and
// deleting ask too. A declined call never reaches `invoke`, so nothing changes. The rules are the
// alerts feature's, reached through the port the composition root wires.
import * as vscode from 'vscode';
import type { Services } from '../../editor/services';
import { toolPreparation } from '../../editor/sinks/chat';
import type { MarkdownText } from '../../editor/sinks/neutral';
import type { AlertsPort } from './core/alertTool';
import { prepareAlertCall, readAlertInput, runAlertCall } from './core/alertTool';

/**
 * The texts this tool answered with lately. `@pulse /alert` through a model reads the tool's
 * answer back as a text part, which no longer says it is our markdown: the answers found here
 * are shown as written, anything else as text.
 */
const answered: MarkdownText[] = [];
const ANSWERS_KEPT = 20;

export function ownAnswer(text: string): MarkdownText | undefined {
  return answered.find((a) => a === text);
}

export function createAlertTool(services: Services, port: AlertsPort): vscode.LanguageModelTool<unknown> {
  return {
    prepareInvocation: (options) => {
      const p = prepareAlertCall(options.input, port);
      return toolPreparation(p.message, p.confirm);
    },
    invoke: async (options) => {
      const text = await runAlertCall(options.input, port);
      answered.push(text);
      if (answered.length > ANSWERS_KEPT) answered.shift();
      const input = readAlertInput(options.input);
      services.log.info(`[chat] pulseAlert: ${typeof input === 'string' ? 'unreadable input' : input.action}`);
      return new vscode.LanguageModelToolResult([new vscode.LanguageModelTextPart(text)]);
    },
  };
}
