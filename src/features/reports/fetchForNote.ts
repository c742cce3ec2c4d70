// Fetches the markdown report on a subject for a note, with a cancellable progress notification;
// a failure is logged and shown, and answers undefined like a cancellation.
import * as l10n from '../../shared/format/l10n';
import { withRetryTime } from '../../shared/format/time';
import * as vscode from 'vscode';
import { isCancellation, toErrorInfo } from '../../editor/errorPolicy';
import type { ItemRef } from '../../shared/items';
import { fetchReport } from '../../shared/queries/report';
import { subjectWords } from '../../shared/queries/reportSubject';
import type { Services } from '../../editor/services';
import type { HeldReport } from '../../editor/toNotes/actions';
import { noticeText, tNotice } from '../../editor/sinks/neutral';
import { showError } from '../../editor/sinks/notify';
import { withTokenSignal } from '../../editor/tokenSignal';

export async function fetchForNote(services: Services, ref: ItemRef): Promise<HeldReport | undefined> {
  try {
    return await vscode.window.withProgress({
      location: vscode.ProgressLocation.Notification,
      title: l10n.t('Social Pulse: fetching the report on the {0}…', noticeText(subjectWords(ref))),
      cancellable: true,
    }, (_progress, token) => withTokenSignal(token, async (signal) => {
      const client = await services.connection.client(signal);
      const demo = services.connection.state.mode === 'demo';
      return { ...await fetchReport({ client, ref, format: 'markdown', options: { signal, priority: 'view' } }), demo };
    }));
  } catch (e) {
    if (isCancellation(e)) return undefined;
    const error = toErrorInfo(e);
    services.log.warn(`reports: the report on the ${subjectWords(ref)} failed: ${error.kind === 'internal' && e instanceof Error ? e.stack ?? e.message : error.message}`);
    void showError(tNotice(l10n.t('Social Pulse: {0}'), withRetryTime(error.message, error.retryAt)));
    return undefined;
  }
}
