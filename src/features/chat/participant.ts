// @pulse: answers from the data (the same tool core as the agents' tools), phrased by the model
// the person picked when there is one, as deterministic tables when there is none or it fails.
// Buttons open the item's panel, insert the report into the active note or pin the item;
// references name the sources; follow-ups suggest the next question.
import type * as vscode from 'vscode';
import type { Services } from '../../editor/services';
import { chatAnswer, chatFollowup } from '../../editor/sinks/chat';
import { tMarkdown } from '../../editor/sinks/neutral';
import * as l10n from '../../shared/format/l10n';
import { answerAlert } from './alertChat';
import type { AlertsPort } from './core/alertTool';
import type { ToolSpending } from './core/budget';
import { followups, readRequest } from './core/commands';
import type { ToolEnv } from './core/run';
import { answerFromData } from './dataAnswer';
import { answerFree } from './freeAnswer';
import { modelOf } from './pulseModel';
import { finish, showHelp, type PulseResultMetadata } from './turnResults';

export function createHandler(services: Services, env: ToolEnv, spending: ToolSpending, alerts: AlertsPort): vscode.ChatRequestHandler {
  const { log } = services;
  return async (request, _context, response, token): Promise<vscode.ChatResult> => {
    const answer = chatAnswer(response);
    const model = modelOf(request);
    if (request.command === 'alert') {
      const understood = await answerAlert(request, model, alerts, answer, token, log);
      const metadata: PulseResultMetadata = { command: 'alert', refs: [], requests: 0, phrasedByModel: false };
      return understood ? { metadata } : { metadata, errorDetails: { message: l10n.t('The alert rule could not be read; see the phrasings above.') } };
    }
    // a free question: the model picks the tools; without a model, the rules read it
    if (model && !request.command && request.prompt.trim()) return answerFree(model, request, answer, token, spending, log);
    const intent = readRequest(request.command, request.prompt);
    if ('help' in intent) return showHelp(intent.help, request, answer);
    const { result, phrased } = await answerFromData(env, intent, request, answer, token, log);
    return finish(intent, result, phrased, answer, log);
  };
}

/** The follow-ups offered under an answer: what to ask next about what it named. */
export function provideFollowups(result: vscode.ChatResult): vscode.ChatFollowup[] {
  const meta = result.metadata as PulseResultMetadata | undefined;
  if (!meta || meta.command === 'help') return [chatFollowup('trending', '', tMarkdown(l10n.t('Trending topics')))];
  if (meta.command === 'alert') return [chatFollowup('alert', 'list', tMarkdown(l10n.t('List my alert rules')))];
  return followups(meta.command, meta.refs).map((f) => chatFollowup(f.command, f.prompt, f.label));
}
