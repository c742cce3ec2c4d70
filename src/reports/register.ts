// "Insert Markdown Report..." and "Open Markdown Report...". The subject is the command's
// argument (a tree item, an item reference or a topic name), else the active report or item
// panel's item, else a topic picked or typed.
import * as l10n from '../format/l10n';
import * as vscode from 'vscode';
import { checkIdentifier } from '../api/identifiers';
import { isCancellation, toErrorInfo } from '../errorPolicy';
import { pickItem } from '../pickers/pickItem';
import { isMarketTableRef } from '../protocol/guards';
import type { ItemRef } from '../items';
import { topicRef } from '../items';
import type { ViewKind } from '../protocol/views';
import type { Services } from '../services';
import { noticeText, tNotice } from '../sinks/neutral';
import { showError, showWarning } from '../sinks/notify';
import { withTokenSignal } from '../tokenSignal';
import { refFromArg } from '../treeView/core/node';
import { insertReport } from '../toNotes/actions';
import { fetchReport } from '../queries/report';
import { reportSubject, subjectWords } from '../queries/reportSubject';
import { register } from '../commandRun';
import { COMMANDS } from '../commandTable';

/** What the reports need from the panels manager. */
export interface ReportPanels {
  openReport(ref: ItemRef): void;
  /** The item of the panel that has the focus, if any. */
  activeItem(): { view: ViewKind; ref: ItemRef } | undefined;
}

/** What a command returns, for tests and other extensions' chaining. */
export interface InsertResult {
  uri: string;
  created: boolean;
}

type Subject = { ref: ItemRef } | { problem: string } | undefined;

function fromArg(arg: unknown): Subject {
  // the coins and stocks tables pass their own reference: their reports are the service's lists
  const ref = refFromArg(arg) ?? (isMarketTableRef(arg) ? arg : undefined);
  if (ref) return { ref };
  if (typeof arg !== 'string') return undefined;
  const problem = checkIdentifier('topic', arg);
  return problem ? { problem: problem.message } : { ref: topicRef(arg) };
}

export function registerReports(services: Services, panels: ReportPanels): void {
  const { log } = services;

  /** Menus on a markdown file pass its Uri: that names no subject, so it is passed over. */
  const subject = async (arg: unknown, title: string): Promise<ItemRef | undefined> => {
    const given = fromArg(arg);
    if (given && 'problem' in given) {
      void showWarning(tNotice(l10n.t('Social Pulse: {0}'), given.problem));
      return undefined;
    }
    if (given) return given.ref;
    const active = panels.activeItem();
    if (active && (active.ref.kind === 'search' || reportSubject(active.ref))) return active.ref;
    return pickItem(services, 'topic', title);
  };

  const insert = async (arg?: unknown): Promise<InsertResult | undefined> => {
    const ref = await subject(arg, 'Insert Markdown Report');
    if (!ref) return undefined;
    try {
      const report = await vscode.window.withProgress({
        location: vscode.ProgressLocation.Notification,
        title: l10n.t('Social Pulse: fetching the report on the {0}…', noticeText(subjectWords(ref))),
        cancellable: true,
      }, (_progress, token) => withTokenSignal(token, async (signal) => {
        const client = await services.connection.client(signal);
        return fetchReport({ client, ref, format: 'markdown', options: { signal, priority: 'view' } });
      }));
      const inserted = await insertReport(services, report);
      return { uri: inserted.document.uri.toString(), created: inserted.created };
    } catch (e) {
      if (isCancellation(e)) return undefined;
      const error = toErrorInfo(e);
      log.warn(`reports: the report on the ${subjectWords(ref)} failed: ${error.kind === 'internal' && e instanceof Error ? e.stack ?? e.message : error.message}`);
      void showError(tNotice(l10n.t('Social Pulse: {0}'), error.message));
      return undefined;
    }
  };

  services.context.subscriptions.push(
    register(COMMANDS.insertReport, insert),
    register(COMMANDS.openReport, async (arg?: unknown) => {
      const ref = await subject(arg, 'Open Markdown Report');
      if (ref) panels.openReport(ref);
    }),
  );
}
