// An @pulse command's answer: the data first (deterministic), then the model's phrasing of it;
// the data alone when there is no model or it fails.
import * as vscode from 'vscode';
import type { ChatAnswer } from '../../editor/sinks/chat';
import { tMarkdown } from '../../editor/sinks/neutral';
import * as l10n from '../../shared/format/l10n';
import { md, own } from './core/render';
import type { Intent } from './core/commands';
import { QUESTION_ASKER } from './core/errors';
import type { ToolEnv, ToolResult } from './core/run';
import { TOOLS, type ToolId } from './core/specs';
import { INSTRUCTIONS, modelOf, streamText } from './pulseModel';
import { runWithToken } from './tools';

export async function answerFromData(
  env: ToolEnv, intent: Extract<Intent, { tool: ToolId }>, request: vscode.ChatRequest, answer: ChatAnswer,
  token: vscode.CancellationToken, log: vscode.LogOutputChannel,
): Promise<{ result: ToolResult; phrased: boolean }> {
  const { tool: id, input, command } = intent;
  answer.progress(tMarkdown(l10n.t('Fetching {0} data…'), TOOLS[id].referenceName));
  // a failure names what the person typed: the command, or @pulse for a question
  const result = await runWithToken(id, input, env, token, { command: command === 'free' ? QUESTION_ASKER : md`\`/${command}\`` });
  const model = modelOf(request);
  let phrased = false;
  if (model && result.ok && !token.isCancellationRequested) {
    try {
      const messages = [vscode.LanguageModelChatMessage.User(`${INSTRUCTIONS}\n\n## Data\n\n${result.text}\n\n## Question\n\n${request.prompt || `/${request.command ?? ''}`}`)];
      const response = await model.sendRequest(messages, { justification: l10n.t('Social Pulse phrases the data it fetched for your question.') }, token);
      phrased = (await streamText(response, answer)).trim().length > 0;
      if (phrased) answer.markdown(own('\n\n'));
    } catch (e) {
      log.warn(`[chat] the model could not phrase the answer; showing the data: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  // the model's words, then where the figures come from (the data's own footer line)
  if (!phrased) answer.markdown(result.text);
  else if (result.footer) answer.markdown(md`---\n\n${result.footer}`);
  return { result, phrased };
}
