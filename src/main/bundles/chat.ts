// The entry of dist/chat.js, loaded the first time a Social Pulse tool or @pulse is called: the
// tools and the participant's handler, on the one shared client (src/main/onDemand/chat.ts registers
// them at activation and hands each call over).
import { randomUUID } from 'node:crypto';
import type * as vscode from 'vscode';
import type { Services } from '../../editor/services';
import { ToolSpending } from '../../features/chat/core/budget';
import type { ToolId } from '../../features/chat/core/specs';
import { createHandler, provideFollowups } from '../../features/chat/participant';
import { createTools, toolEnv } from '../../features/chat/tools';
import { createAlertTool } from '../../features/chat/alertTool';
import type { AlertsCore } from '../../features/alerts/register';
import { alertsChatPort } from '../../features/alerts/chatPort';

export interface ChatFeature {
  readonly tools: Readonly<Record<ToolId, vscode.LanguageModelTool<unknown>>>;
  /** pulseAlert: rules in plain words, on the alerts feature's rules. */
  readonly alertTool: vscode.LanguageModelTool<unknown>;
  readonly handler: vscode.ChatRequestHandler;
  provideFollowups(result: vscode.ChatResult): vscode.ChatFollowup[];
}

export function startChat(services: Services, alertsCore: AlertsCore): ChatFeature {
  const alerts = alertsChatPort(alertsCore);
  const env = toolEnv(services);
  // what tool calls a model made have spent, shared by the tools and @pulse's turns
  const spending = new ToolSpending(() => Date.now(), randomUUID);
  return {
    tools: createTools(services, env, spending), alertTool: createAlertTool(services, alerts),
    handler: createHandler(services, env, spending, alerts), provideFollowups,
  };
}
