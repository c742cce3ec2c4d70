// The pulseAlert language model tool: its confirmation (prepareInvocation) shows the rule it
// understood, in words and as its condition, before anything is saved; pausing, resuming and
// deleting ask too. A declined call never reaches `invoke`, so nothing changes. The rules are the
// alerts feature's, reached through the port the composition root wires.
import * as vscode from 'vscode';
import type { Services } from '../services';
import { toolPreparation } from '../sinks/chat';
import type { AlertsPort } from './core/alertTool';
import { prepareAlertCall, readAlertInput, runAlertCall } from './core/alertTool';

export function createAlertTool(services: Services, port: AlertsPort): vscode.LanguageModelTool<unknown> {
  return {
    prepareInvocation: (options) => {
      const p = prepareAlertCall(options.input, port);
      return toolPreparation(p.message, p.confirm);
    },
    invoke: async (options) => {
      const text = await runAlertCall(options.input, port);
      const input = readAlertInput(options.input);
      services.log.info(`[chat] pulseAlert: ${typeof input === 'string' ? 'unreadable input' : input.action}`);
      return new vscode.LanguageModelToolResult([new vscode.LanguageModelTextPart(text)]);
    },
  };
}
