// Social Pulse in chat loads from dist/chat.js on the first call. Here, at activation: the
// language model tools under their manifest names and the @pulse participant, each handing its
// calls to the loaded bundle.
import * as vscode from 'vscode';
import type { ChatFeature } from '../bundles/chat';
import type { AlertsCore } from '../../features/alerts/register';
import { ALERT_TOOL, PARTICIPANT_ID, TOOL_IDS, TOOLS } from '../../features/chat/core/specs';
import { loadBundle } from '../../editor/connection/bundles';
import * as l10n from '../../shared/format/l10n';
import type { Services } from '../../editor/services';

type ChatModule = typeof import('../bundles/chat');

/** For the integration tests: the participant, whose handler they call directly. */
export interface ChatHandle {
  readonly participant: vscode.ChatParticipant;
}

export function registerChatOnDemand(services: Services, alerts: AlertsCore): ChatHandle {
  let chat: ChatFeature | undefined;
  const started = (): ChatFeature => (chat ??= loadBundle<ChatModule>('chat.js', l10n.t('chat tools')).startChat(services, alerts));
  const subs = services.context.subscriptions;
  for (const id of TOOL_IDS) {
    subs.push(vscode.lm.registerTool<unknown>(TOOLS[id].name, {
      prepareInvocation: (options, token) => started().tools[id].prepareInvocation?.(options, token),
      invoke: (options, token) => started().tools[id].invoke(options, token),
    }));
  }
  subs.push(vscode.lm.registerTool<unknown>(ALERT_TOOL.name, {
    prepareInvocation: (options, token) => started().alertTool.prepareInvocation?.(options, token),
    invoke: (options, token) => started().alertTool.invoke(options, token),
  }));
  const participant = vscode.chat.createChatParticipant(PARTICIPANT_ID, (request, context, stream, token) =>
    started().handler(request, context, stream, token));
  participant.iconPath = vscode.Uri.joinPath(services.context.extensionUri, 'media', 'icons', 'pulse.svg');
  participant.followupProvider = { provideFollowups: (result) => started().provideFollowups(result) };
  subs.push(participant);
  return { participant };
}
