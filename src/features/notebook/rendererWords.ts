// Answers the notebook renderer's request for this extension's l10n bundle (see
// src/shared/protocol/rendererWords.ts): its labels, notes and chart words in the person's language,
// and the zone its times are shown in.
import * as vscode from 'vscode';
import { currentBundle } from '../../shared/format/l10n';
import { currentTimeZone } from '../../shared/format/time';
import { CELL_RENDERER_ID, isWordsRequest, type WordsReply } from '../../shared/protocol/rendererWords';

export function answerRendererWords(): vscode.Disposable {
  const messaging = vscode.notebooks.createRendererMessaging(CELL_RENDERER_ID);
  return messaging.onDidReceiveMessage(({ editor, message }) => {
    if (!isWordsRequest(message)) return;
    const reply: WordsReply = { type: 'words', bundle: { ...currentBundle() }, timeZone: currentTimeZone() };
    void messaging.postMessage(reply, editor);
  });
}
