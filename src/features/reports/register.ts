// "Insert Markdown Report..." and "Open Markdown Report...". The subject is the command's
// argument (a tree item, an item reference or a topic name), else the active report or item
// panel's item, else a topic picked or typed.
import { nameProblem } from '../../shared/lookup/parts';
import * as l10n from '../../shared/format/l10n';
import { pickItem } from '../../editor/pickers/pickItem';
import { isMarketTableRef } from '../../shared/protocol/guards';
import type { ItemRef } from '../../shared/items';
import { topicRef } from '../../shared/items';
import type { ViewKind } from '../../shared/protocol/views';
import type { Services } from '../../editor/services';
import { tNotice } from '../../editor/sinks/neutral';
import { showError, showWarning } from '../../editor/sinks/notify';
import { errorText } from '../../service/log';
import { refFromArg } from '../../editor/treeKit/core/node';
import { insertReport } from '../../editor/toNotes/actions';
import { insertTarget, refuseReadonlyNote } from '../../editor/toNotes/insert';
import { reportSubject } from '../../shared/queries/reportSubject';
import { fetchForNote } from './fetchForNote';
import { registerAddTodaysFigures } from './addTodaysFigures';
import { register } from '../../editor/commandRun';
import { COMMANDS } from '../../shared/commandTable';

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
  const problem = nameProblem('topic', arg);
  return problem ? { problem } : { ref: topicRef(arg) };
}

export function registerReports(services: Services, panels: ReportPanels): void {
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
    const ref = await subject(arg, l10n.t('Insert Markdown Report'));
    if (!ref) return undefined;
    // before any request is spent on it
    if (refuseReadonlyNote(insertTarget())) return undefined;
    const report = await fetchForNote(services, ref);
    if (!report) return undefined;
    try {
      const inserted = await insertReport(services, report, ref);
      return inserted && { uri: inserted.document.uri.toString(), created: inserted.created };
    } catch (e) {
      // the note could not take it (a closed editor, a refused edit): said, not lost in the log
      services.log.warn(`reports: the report could not be inserted: ${errorText(e)}`);
      void showError(tNotice(l10n.t('Social Pulse: the report could not be inserted into the note: {0}'), errorText(e)));
      return undefined;
    }
  };

  services.context.subscriptions.push(
    register(COMMANDS.insertReport, insert),
    register(COMMANDS.openReport, async (arg?: unknown) => {
      const ref = await subject(arg, l10n.t('Open Markdown Report'));
      if (ref) panels.openReport(ref);
    }),
    registerAddTodaysFigures(services),
  );
}
