// Fetches the markdown report on a subject for a note, with a cancellable progress notification;
// a failure is logged and shown, and answers undefined like a cancellation.
import * as l10n from '../format/l10n';
import * as vscode from 'vscode';
import { isCancellation, toErrorInfo } from '../errorPolicy';
import type { ItemRef } from '../items';
import { fetchReport, type FetchedReport } from '../queries/report';
import { subjectWords } from '../queries/reportSubject';
import type { Services } from '../services';
import { noticeText, tNotice } from '../sinks/neutral';
import { showError } from '../sinks/notify';
import { withTokenSignal } from '../tokenSignal';

export async function fetchForNote(services: Services, ref: ItemRef): Promise<FetchedReport | undefined> {
  try {
    return await vscode.window.withProgress({
      location: vscode.ProgressLocation.Notification,
      title: l10n.t('Social Pulse: fetching the report on the {0}…', noticeText(subjectWords(ref))),
      cancellable: true,
    }, (_progress, token) => withTokenSignal(token, async (signal) => {
      const client = await services.connection.client(signal);
      return fetchReport({ client, ref, format: 'markdown', options: { signal, priority: 'view' } });
    }));
  } catch (e) {
    if (isCancellation(e)) return undefined;
    const error = toErrorInfo(e);
    services.log.warn(`reports: the report on the ${subjectWords(ref)} failed: ${error.kind === 'internal' && e instanceof Error ? e.stack ?? e.message : error.message}`);
    void showError(tNotice(l10n.t('Social Pulse: {0}'), error.message));
    return undefined;
  }
}
