// A free question with a model: the model calls the Social Pulse tools through the editor, round
// by round (each call naming the turn, whose budget it spends), and its words are shown guarded as
// they come.
import * as vscode from 'vscode';
import type { ChatAnswer } from '../../editor/sinks/chat';
import * as l10n from '../../shared/format/l10n';
import type { ItemRef } from '../../shared/items';
import { TURN_ID_FIELD } from './core/budget';
import { answeredTopic } from './core/modelRefs';
import { ModelText } from './core/modelText';
import { specByName } from './core/specs';
import { INSTRUCTIONS, show, type Model } from './pulseModel';
import { invokeOwn } from './tools';

const MAX_TOOL_ROUNDS = 5;

/** What the model said, and the items its calls named (for the buttons under the answer). */
export async function toolRounds(model: Model, request: vscode.ChatRequest, answer: ChatAnswer, turnId: string, token: vscode.CancellationToken): Promise<{ refs: ItemRef[]; text: string }> {
  const tools = vscode.lm.tools.filter((t) => specByName(t.name)).map((t): vscode.LanguageModelChatTool => ({ name: t.name, description: t.description, inputSchema: t.inputSchema }));
  const messages: vscode.LanguageModelChatMessage[] = [vscode.LanguageModelChatMessage.User(`${INSTRUCTIONS} Use the tools to fetch what you need.\n\n${request.prompt}`)];
  const refs: ItemRef[] = [];
  let text = '';
  for (let round = 0; round < MAX_TOOL_ROUNDS && !token.isCancellationRequested; round++) {
    const response = await model.sendRequest(messages, { tools, justification: l10n.t('Social Pulse answers with its data tools.') }, token);
    const calls: vscode.LanguageModelToolCallPart[] = [];
    const said: (vscode.LanguageModelTextPart | vscode.LanguageModelToolCallPart)[] = [];
    const words = new ModelText();
    for await (const part of response.stream) {
      if (part instanceof vscode.LanguageModelTextPart) {
        show(answer, words.push(part.value));
        said.push(part);
      } else if (part instanceof vscode.LanguageModelToolCallPart) {
        calls.push(part);
        said.push(part);
      }
    }
    show(answer, words.flush());
    text += words.text;
    if (!calls.length) break;
    messages.push(vscode.LanguageModelChatMessage.Assistant(said));
    const results: vscode.LanguageModelToolResultPart[] = [];
    for (const call of calls) {
      if (!specByName(call.name)) {
        results.push(new vscode.LanguageModelToolResultPart(call.callId, [new vscode.LanguageModelTextPart(`Unknown tool ${call.name}; use one of the Social Pulse tools.`)]));
        continue;
      }
      const { reply, answer: result } = await invokeOwn(call.name, { ...call.input, [TURN_ID_FIELD]: turnId }, request.toolInvocationToken, token, 'model');
      // the buttons under the answer (Open, Pin) name a topic a call answered about, or none
      const ref = answeredTopic(call.input, result);
      if (ref) refs.push(ref);
      results.push(new vscode.LanguageModelToolResultPart(call.callId, reply.content));
    }
    messages.push(vscode.LanguageModelChatMessage.User(results));
  }
  return { refs, text };
}
