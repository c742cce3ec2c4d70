// Social Pulse in chat: the language model tools and the @pulse participant, both on the shared
// client (its key, cache, quota and plan), demo mode included.
import type * as vscode from 'vscode';
import type { Services } from '../services';
import { registerParticipant } from './participant';
import { registerTools, toolEnv } from './tools';

/** For the integration tests: the participant, whose handler they call directly. */
export interface ChatHandle {
  readonly participant: vscode.ChatParticipant;
}

export function registerChat(services: Services): ChatHandle {
  const env = toolEnv(services);
  registerTools(services, env);
  return { participant: registerParticipant(services, env) };
}
