// A free question with a model: the model calls the Social Pulse tools as it needs them, within
// the turn's budget (past it, each call asks first: see core/budget.ts). A cancelled call ends the
// turn; when the model fails or says nothing, the rules read the question and call its tool as the
// model's calls go, spending within the same turn; its failure is said to the person.
import type * as vscode from 'vscode';
import type { ChatAnswer } from '../../editor/sinks/chat';
import type { ToolSpending } from './core/budget';
import { readRequest } from './core/commands';
import { endedCancelled, QUESTION_ASKER } from './core/errors';
import type { ToolResult } from './core/run';
import type { Model } from './pulseModel';
import { callAsModel } from './tools';
import { toolRounds } from './toolRounds';
import { actions, cancelledTurn, finish, showHelp, type PulseResultMetadata } from './turnResults';

export async function answerFree(model: Model, request: vscode.ChatRequest, answer: ChatAnswer, token: vscode.CancellationToken, spending: ToolSpending, log: vscode.LogOutputChannel): Promise<vscode.ChatResult> {
  const turn = spending.beginTurn();
  try {
    try {
      const { refs, text } = await toolRounds(model, request, answer, turn.id, token);
      if (text.trim()) {
        actions(answer, refs);
        return { metadata: { command: 'free', refs, requests: 0, phrasedByModel: true } satisfies PulseResultMetadata };
      }
    } catch (e) {
      if (token.isCancellationRequested || endedCancelled(e)) return cancelledTurn(answer);
      log.warn(`[chat] the model failed with the tools: ${e instanceof Error ? e.message : String(e)}`);
    }
    if (token.isCancellationRequested) return cancelledTurn(answer);
    const intent = readRequest(undefined, request.prompt);
    if ('help' in intent) return showHelp(intent.help, request, answer);
    let result: ToolResult;
    try {
      result = await callAsModel(intent.tool, intent.input, turn.id, request.toolInvocationToken, token, { command: QUESTION_ASKER });
    } catch (e) {
      if (token.isCancellationRequested || endedCancelled(e)) return cancelledTurn(answer);
      throw e;
    }
    answer.markdown(result.text);
    return finish(intent, result, false, answer, log);
  } finally {
    turn.end();
  }
}
