// The Alerts view's commands: add, edit, pause, resume, delete, snooze, pause all, resume all,
// export, import, check now, clear history, open a rule's subject. Loaded on first use
// (src/main/onDemand/commands.ts), on the rules, states and checks register.ts keeps. A command that
// changes rules or history with an argument not made by the extension's own UI (a command link's
// JSON) asks first (src/editor/ownInvocation); rule names reach the editor only through the sinks.
import * as vscode from 'vscode';
import { errorText } from '../../service/log';
import type { ItemRef } from '../../shared/items';
import { isItemRef } from '../../shared/items';
import { fromOwnUi } from '../../editor/ownInvocation';
import * as l10n from '../../shared/format/l10n';
import { noticeText, tNotice } from '../../editor/sinks/neutral';
import { showError, showInfo, showWarning } from '../../editor/sinks/notify';
import { withTokenSignal } from '../../editor/tokenSignal';
import { refFromArg } from '../../editor/treeKit/core/node';
import type { Services } from '../../editor/services';
import { confirmUnlessOwn } from './confirm';
import { isAlertDraft } from './chatPort';
import { addFiredToTodaysNote } from './todayNote';
import type { Fired } from './core/evaluate';
import type { RulePrefill } from './core/flow';
import { buildRule, inputOf, isRuleInput, isRulePrefill } from './core/flow';
import type { AlertRule } from './core/model';
import { describeRule } from './core/model';
import { promptRule, type PromptEnv } from './prompt';
import { createBacktests } from './backtestOpen';
import { askSnoozeEnd } from './snoozePrompt';
import { askRuleInWords } from './wordsPrompt';
import { durationText } from './core/cost';
import { addedToNoteNotice } from './core/addedNotice';
import type { AlertsCore } from './register';
import type { AlertNode } from './view';
import { saveChosenFile, saveFolder } from '../../editor/chosenFile';
import { execute, register } from '../../editor/commandRun';
import { COMMANDS } from '../../shared/commandTable';

function isFired(arg: unknown): arg is Fired {
  if (typeof arg !== 'object' || arg === null) return false;
  const f = arg as Partial<Fired>;
  return typeof f.message === 'string' && typeof f.at === 'number' && Number.isFinite(f.at);
}

function ruleIdOf(arg: unknown): string | undefined {
  if (typeof arg === 'string') return arg;
  if (typeof arg === 'object' && arg !== null && typeof (arg as AlertNode).ruleId === 'string') return (arg as AlertNode).ruleId;
  return undefined;
}

export interface AlertCommands extends vscode.Disposable {
  /** A backtest tab VS Code brought back after a reload, with what its page saved. */
  restoreBacktest(panel: vscode.WebviewPanel, state: unknown): void;
}

export function registerAlertCommands(services: Services, core: AlertsCore): AlertCommands {
  const { store, source, runCheck, snooze, save } = core;
  const backtests = createBacktests(services, (id) => store.rule(id));
  const promptEnv: PromptEnv = { backtests, addedCost: (rule) => core.addedCost(rule) };

  /** A new rule saved, and said so; a rule that could not be saved is said why. */
  const saveAndSay = async (rule: AlertRule): Promise<AlertRule | undefined> => {
    try {
      await save(rule);
      void showInfo(tNotice(l10n.t('Alert "{0}" added to the Alerts view.'), rule.name));
      return rule;
    } catch (e) {
      void showWarning(noticeText(errorText(e)));
      return undefined;
    }
  };

  /** Whether a rule can be added, said when it cannot: before the first step, so nothing typed is lost. */
  const roomForOne = (): boolean => {
    const full = store.fullProblem();
    if (full) void showWarning(tNotice(l10n.t('Social Pulse: {0}'), full));
    return !full;
  };

  /** A rule given whole (our own code passes one; a link's is asked about), else asked for step by step. */
  const addOrEdit = async (arg: unknown, existing?: AlertRule, prefill?: RulePrefill): Promise<AlertRule | undefined> => {
    if (!existing && !roomForOne()) return undefined;
    const given = isRuleInput(arg);
    const input = given ? arg : await promptRule(services, promptEnv, existing?.subject ?? refFromArg(arg), existing ? inputOf(existing) : undefined, prefill);
    if (!input) return undefined;
    const rule = buildRule(input, Date.now(), existing);
    if (typeof rule === 'string') {
      void showWarning(tNotice(l10n.t('Social Pulse: {0}'), rule));
      return undefined;
    }
    const question = existing ? tNotice(l10n.t('Change the alert "{0}"?'), rule.name) : tNotice(l10n.t('Add the alert "{0}"?'), rule.name);
    const verb = existing ? l10n.t('Change') : l10n.t('Add');
    if (given && !(await confirmUnlessOwn(arg, question, verb, noticeText(describeRule(rule))))) return undefined;
    try {
      await save(rule, existing);
      if (!given) void showInfo(existing ? tNotice(l10n.t('Alert "{0}" saved in the Alerts view.'), rule.name) : tNotice(l10n.t('Alert "{0}" added to the Alerts view.'), rule.name));
      return rule;
    } catch (e) {
      void showWarning(noticeText(errorText(e)));
      return undefined;
    }
  };

  const setPaused = async (arg: unknown, paused: boolean): Promise<void> => {
    const rule = store.rule(ruleIdOf(arg) ?? '');
    if (!rule) return;
    const question = paused ? tNotice(l10n.t('Pause the alert "{0}"?'), rule.name) : tNotice(l10n.t('Resume the alert "{0}"?'), rule.name);
    if (!(await confirmUnlessOwn(arg, question, paused ? l10n.t('Pause') : l10n.t('Resume')))) return;
    await core.setPaused(rule.id, paused);
  };

  const setAllPaused = async (arg: unknown, paused: boolean): Promise<number> => {
    const count = store.rules().filter((r) => r.paused !== paused).length;
    if (!count) return 0;
    const question = paused
      ? (count === 1 ? tNotice(l10n.t('Pause all {0} alert rule?'), count) : tNotice(l10n.t('Pause all {0} alert rules?'), count))
      : (count === 1 ? tNotice(l10n.t('Resume all {0} alert rule?'), count) : tNotice(l10n.t('Resume all {0} alert rules?'), count));
    if (!(await confirmUnlessOwn(arg, question, paused ? l10n.t('Pause All') : l10n.t('Resume All')))) return 0;
    const changed = await store.setAllPaused(paused);
    await store.markPaused(source(), store.rules().map((r) => r.id), paused);
    core.changed();
    return changed;
  };

  /** Asks how long (unless `minutes` came from our own code), then snoozes; returns when it ends, or undefined. */
  const snoozeRule = async (arg: unknown, minutes?: unknown): Promise<number | undefined> => {
    const rule = store.rule(ruleIdOf(arg) ?? '');
    if (!rule) return undefined;
    if (typeof minutes === 'number' && Number.isFinite(minutes)) {
      const until = Date.now() + minutes * 60_000;
      if (!(await confirmUnlessOwn(arg, tNotice(l10n.t('Snooze the alert "{0}" for {1}?'), rule.name, durationText(minutes * 60_000)), l10n.t('Snooze')))) return undefined;
      await snooze(rule.id, until);
      return until;
    }
    if (!(await confirmUnlessOwn(arg, tNotice(l10n.t('Snooze the alert "{0}"?'), rule.name), l10n.t('Snooze')))) return undefined;
    const until = await askSnoozeEnd(rule.name, store.state(source(), rule.id).snoozedUntil);
    if (until === undefined) return undefined;
    await snooze(rule.id, until);
    return until;
  };

  const exportRules = async (): Promise<void> => {
    const target = await vscode.window.showSaveDialog({
      title: l10n.t('Export Alerts'), filters: { JSON: ['json'] }, defaultUri: vscode.Uri.joinPath(saveFolder(), 'social-pulse-alerts.json'),
    });
    if (!target) return;
    if (!(await saveChosenFile(target, Buffer.from(JSON.stringify(store.exportAll(), null, 2), 'utf8')))) return;
    const count = store.rules().length;
    void showInfo(count === 1 ? tNotice(l10n.t('Exported {0} alert rule.'), count) : tNotice(l10n.t('Exported {0} alert rules.'), count));
  };

  const clearHistory = async (arg?: unknown): Promise<boolean> => {
    const count = store.history().length;
    if (!count) return false;
    if (!(await confirmUnlessOwn(arg, count === 1 ? tNotice(l10n.t('Clear the history of {0} fired alert?'), count) : tNotice(l10n.t('Clear the history of {0} fired alerts?'), count), l10n.t('Clear')))) return false;
    await store.clearHistory();
    return true;
  };

  const importRules = async (arg?: unknown): Promise<number | string> => {
    let uri = arg instanceof vscode.Uri ? arg : undefined;
    // a link can name a file (its JSON is revived as a Uri): the person is asked before it is read
    if (uri && !(await confirmUnlessOwn(arg, tNotice(l10n.t('Import the alert rules in "{0}"?'), uri.path.split('/').pop()), l10n.t('Import'),
      tNotice(l10n.t('Rules with the same id as yours replace them. {0}'), uri.fsPath)))) return 'cancelled';
    if (!uri) {
      const picked = await vscode.window.showOpenDialog({ title: l10n.t('Import Alerts'), filters: { JSON: ['json'] }, canSelectMany: false });
      uri = picked?.[0];
    }
    if (!uri) return 'cancelled';
    let text: string;
    try {
      text = Buffer.from(await vscode.workspace.fs.readFile(uri)).toString('utf8');
    } catch (e) {
      const message = l10n.t('Could not read the file: {0}', errorText(e));
      void showError(noticeText(message));
      return message;
    }
    const result = await store.importText(text);
    if (typeof result === 'string') void showError(tNotice(l10n.t('Social Pulse: {0}'), result));
    else {
      void showInfo(result === 1 ? tNotice(l10n.t('Imported {0} alert rule.'), result) : tNotice(l10n.t('Imported {0} alert rules.'), result));
      core.changed();
    }
    return result;
  };

  if (services.context.extensionMode === vscode.ExtensionMode.Test) {
    // the integration tests read what each backtest replayed and drew (tests only)
    services.context.subscriptions.push(register(COMMANDS.testBacktests, () => backtests.snapshots()));
  }
  const commands = vscode.Disposable.from(
    backtests,
    register(COMMANDS.backtestAlert, (arg?: unknown) => {
      const rule = store.rule(ruleIdOf(arg) ?? '');
      if (!rule) return undefined;
      backtests.open(rule);
      return rule.id;
    }),
    // a chart point passes its metric and value as the second argument
    register(COMMANDS.addAlert, (arg?: unknown, prefill?: unknown) => addOrEdit(arg, undefined, isRulePrefill(prefill) ? prefill : undefined)),
    register(COMMANDS.editAlert, async (arg?: unknown, input?: unknown) => {
      const rule = store.rule(ruleIdOf(arg) ?? '');
      if (!rule) {
        void showWarning(tNotice(l10n.t('Social Pulse: that alert no longer exists.')));
        return undefined;
      }
      return addOrEdit(input, rule);
    }),
    register(COMMANDS.pauseAlert, (arg?: unknown) => setPaused(arg, true)),
    register(COMMANDS.resumeAlert, (arg?: unknown) => setPaused(arg, false)),
    register(COMMANDS.deleteAlert, async (arg?: unknown, confirmed?: unknown) => {
      const rule = store.rule(ruleIdOf(arg) ?? '');
      if (!rule) return false;
      // the view's own row asks too; only our own code, having asked, says it is confirmed
      if (!(confirmed === true && fromOwnUi(arg))) {
        const remove = l10n.t('Delete');
        const ok = await showWarning(tNotice(l10n.t('Delete the alert "{0}"?'), rule.name), { modal: true }, remove);
        if (ok !== remove) return false;
      }
      const removed = await store.remove(rule.id);
      core.changed();
      return removed;
    }),
    // a second argument (minutes) skips the question of how long
    register(COMMANDS.snoozeAlert, snoozeRule),
    // the grammar of @pulse /alert without the chat: a phrase given by a caller is shown in the box first
    register(COMMANDS.addAlertInWords, async (words?: unknown) => {
      if (!roomForOne()) return undefined;
      const rule = await askRuleInWords(typeof words === 'string' ? words.slice(0, 400) : undefined);
      if (!rule) return undefined;
      return saveAndSay(rule);
    }),
    // the Save and Cancel buttons under a rule @pulse /alert read from plain words
    register(COMMANDS.saveAlertDraft, async (arg?: unknown) => {
      if (!isAlertDraft(arg)) return undefined;
      const rule = { ...arg.rule };
      if (store.rule(rule.id)) {
        void showInfo(tNotice(l10n.t('The alert "{0}" is saved already.'), rule.name));
        return undefined;
      }
      if (!(await confirmUnlessOwn(arg, tNotice(l10n.t('Add the alert "{0}"?'), rule.name), l10n.t('Add'), noticeText(describeRule(rule))))) return undefined;
      return saveAndSay(rule);
    }),
    // a fired alert's notification: its line in today's note (the digest's note)
    register(COMMANDS.addFiredAlertToNote, async (arg?: unknown) => {
      if (!isFired(arg)) return undefined;
      if (!(await confirmUnlessOwn(arg, tNotice(l10n.t('Add "{0}" to today\'s note?'), arg.message), l10n.t('Add')))) return undefined;
      try {
        const result = await addFiredToTodaysNote(arg, services.windows.machine);
        if ('problem' in result) {
          void showWarning(tNotice(l10n.t('Social Pulse: {0}'), result.problem));
          return undefined;
        }
        const open = l10n.t('Open');
        const notice = addedToNoteNotice(result.relative, result.unsaved);
        const said = result.unsaved === undefined ? showInfo(notice, open) : showWarning(notice, open);
        void said.then((choice) => {
          if (choice === open) void vscode.window.showTextDocument(result.uri);
        });
        return result.relative;
      } catch (e) {
        void showWarning(tNotice(l10n.t('Social Pulse: the alert could not be added to today\'s note: {0}'), errorText(e)));
        return undefined;
      }
    }),
    register(COMMANDS.discardAlertDraft, () => {
      void showInfo(tNotice(l10n.t('Nothing was saved.')));
    }),
    register(COMMANDS.pauseAllAlerts, (arg?: unknown) => setAllPaused(arg, true)),
    register(COMMANDS.resumeAllAlerts, (arg?: unknown) => setAllPaused(arg, false)),
    // asked for by the person: fresh answers (one request a subject), not the cache; cancellable
    register(COMMANDS.checkAlerts, () => vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: l10n.t('Social Pulse: checking alerts…'), cancellable: true },
      (_progress, token) => withTokenSignal(token, (signal) => runCheck(true, signal)),
    )),
    register(COMMANDS.exportAlerts, exportRules),
    register(COMMANDS.importAlerts, importRules),
    register(COMMANDS.clearAlertHistory, clearHistory),
    register(COMMANDS.openAlertSubject, (arg?: unknown) => {
      const node = arg as AlertNode | undefined;
      const ref: ItemRef | undefined = node?.fired?.subject ?? (node?.ruleId ? store.rule(node.ruleId)?.subject : undefined);
      return ref && isItemRef(ref) ? execute(COMMANDS.openItem, ref) : undefined;
    }),
  );
  return { restoreBacktest: (panel, state) => backtests.restore(panel, state), dispose: () => commands.dispose() };
}
