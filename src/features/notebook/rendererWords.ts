// Answers the notebook renderer's request for this extension's l10n bundle (see
// src/shared/protocol/rendererWords.ts): its labels, notes and chart words in the person's language,
// and the zone its times are shown in. Another zone is sent to every renderer when it changes.
import * as vscode from 'vscode';
import { currentBundle } from '../../shared/format/l10n';
import { currentTimeZone, onDidChangeShownZone } from '../../shared/format/time';
import { CELL_RENDERER_ID, isWordsRequest, type WordsReply } from '../../shared/protocol/rendererWords';

export function answerRendererWords(): vscode.Disposable {
  const messaging = vscode.notebooks.createRendererMessaging(CELL_RENDERER_ID);
  const reply = (): WordsReply => ({ type: 'words', bundle: { ...currentBundle() }, timeZone: currentTimeZone() });
  return vscode.Disposable.from(
    messaging.onDidReceiveMessage(({ editor, message }) => {
      if (isWordsRequest(message)) void messaging.postMessage(reply(), editor);
    }),
    // no editor: every renderer of ours draws its outputs again in the zone
    onDidChangeShownZone(() => void messaging.postMessage(reply())),
  );
}
