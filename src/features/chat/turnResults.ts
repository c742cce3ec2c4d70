// How an @pulse turn ends: the buttons and references under an answer from the data, the help,
// a cancelled turn, and the metadata the follow-ups read.
import * as vscode from 'vscode';
import { asOwn } from '../../editor/ownInvocation';
import type { ChatAnswer } from '../../editor/sinks/chat';
import { tLabel } from '../../editor/sinks/neutral';
import { isPinnable } from '../../editor/watchlist/store';
import { COMMANDS } from '../../shared/commandTable';
import * as l10n from '../../shared/format/l10n';
import { isItemRef, type ItemRef } from '../../shared/items';
import { reportSubject } from '../../shared/queries/reportSubject';
import { help, type Intent, type ParticipantCommand } from './core/commands';
import { cancelledWords } from './core/errors';
import { md, type MarkdownText } from './core/render';
import type { ToolResult } from './core/run';
import type { ToolId } from './core/specs';

export interface PulseResultMetadata {
  command: ParticipantCommand | 'free' | 'help' | 'alert';
  refs: ItemRef[];
  /** Requests the answer spent (data only; the model's tokens are not ours). */
  requests: number;
  /** Whether the model phrased the answer (false: the data's own tables). */
  phrasedByModel: boolean;
}

/** Open, Insert Report and Pin for the answer's main item. */
export function actions(answer: ChatAnswer, refs: readonly ItemRef[]): void {
  const main = refs[0];
  if (!main || !isItemRef(main)) return;
  answer.button(COMMANDS.openItem.id, tLabel(l10n.t('Open {0}'), main.title), [main]);
  if (reportSubject(main)) answer.button(COMMANDS.insertReport.id, tLabel(l10n.t('Insert Report into Note')), [main]);
  // the button passes this very object back (the extension's own: pinned without asking)
  if (isPinnable(main)) answer.button(COMMANDS.pin.id, tLabel(l10n.t('Pin to Watchlist')), [asOwn({ ...main })]);
}

function references(answer: ChatAnswer, sources: readonly string[]): void {
  for (const source of [...new Set(sources)].slice(0, 8)) {
    if (/^https?:\/\//.test(source)) answer.reference(vscode.Uri.parse(source));
  }
}

/** The buttons and references under an answer from the data, and its metadata; a failure was said in the answer. */
export function finish(intent: Extract<Intent, { tool: ToolId }>, result: ToolResult, phrased: boolean, answer: ChatAnswer, log: vscode.LogOutputChannel): vscode.ChatResult {
  if (result.ok) {
    actions(answer, result.refs);
    references(answer, result.sources);
  }
  log.info(`[chat] @pulse ${intent.command}: ${result.ok ? 'answered' : `failed (${result.failure})`}, ${result.requests} request(s), ${phrased ? 'phrased by the model' : 'data only'}`);
  const metadata: PulseResultMetadata = { command: intent.command, refs: result.refs.slice(0, 5), requests: result.requests, phrasedByModel: phrased };
  // a failure is said once, in the answer above (errorDetails would say its first line again)
  return { metadata };
}

export function showHelp(text: MarkdownText, request: vscode.ChatRequest, answer: ChatAnswer): vscode.ChatResult {
  const all = help();
  answer.markdown(text === all || !request.command ? text : md`${text}\n\n${all}`);
  return { metadata: { command: 'help', refs: [], requests: 0, phrasedByModel: false } satisfies PulseResultMetadata };
}

/** The turn ends here: a declined confirmation or the person's Stop; nothing more is fetched. */
export function cancelledTurn(answer: ChatAnswer): vscode.ChatResult {
  answer.markdown(cancelledWords());
  return { metadata: { command: 'free', refs: [], requests: 0, phrasedByModel: false } satisfies PulseResultMetadata };
}
