// Alerts in the editor: the Alerts view, its commands (add, edit, pause, resume, delete, snooze,
// export, import, check now), the election of the one window that checks, and notifications.
// Checks run in the watchlist's background round (the returned BackgroundRound), never on a
// timer of their own: a rule adds its subject to what the round refreshes. A command that changes
// rules or history with an argument not made by the extension's own UI (a command link's JSON)
// asks first (src/ownInvocation); rule names and fired messages reach the editor only through
// the sinks.
import * as vscode from 'vscode';
import { Emitter } from '../api/events';
import type { QuotaStatus } from '../api/service';
import { errorText } from '../log';
import type { ItemRef } from '../items';
import { isItemRef } from '../items';
import { fromOwnUi } from '../ownInvocation';
import { notice, noticeText } from '../sinks/neutral';
import { showError, showInfo, showWarning } from '../sinks/notify';
import { withTokenSignal } from '../tokenSignal';
import { refFromArg } from '../treeView/node';
import type { Services } from '../services';
import type { WatchlistStore } from '../watchlist/store';
import { AlertChecker } from './checker';
import { confirmUnlessOwn } from './confirm';
import { alertRequests, budgetText } from './cost';
import { LeaderElection, HEARTBEAT_MS } from './election';
import type { Fired } from './evaluate';
import { initialState, resetForEdit } from './evaluate';
import type { RulePrefill } from './flow';
import { buildRule, inputOf, isRuleInput, isRulePrefill } from './flow';
import type { AlertRule } from './model';
import { describeRule } from './model';
import type { promptRule } from './prompt';
import type { BackgroundRound } from '../background/round';
import type { AlertSource } from './source';
import { alertSource } from './source';
import { AlertStore } from './store';
import { AlertsProvider, type AlertNode } from './view';

export const ALERTS_VIEW = 'socialPulse.alerts';
const SNOOZE_MS = 3_600_000;

export interface AlertsFeature {
  round: BackgroundRound;
  store: AlertStore;
}

function ruleIdOf(arg: unknown): string | undefined {
  if (typeof arg === 'string') return arg;
  if (typeof arg === 'object' && arg !== null && typeof (arg as AlertNode).ruleId === 'string') return (arg as AlertNode).ruleId;
  return undefined;
}

/** The wizard that asks for a rule step by step, loaded on first use (src/onDemand/commands.ts). */
export type LoadPrompt = () => typeof promptRule;

export function registerAlerts(services: Services, pins: WatchlistStore, loadPrompt: LoadPrompt): AlertsFeature {
  const { context, connection, log, settings } = services;
  const subs = context.subscriptions;
  const store = new AlertStore(context.globalState);
  const election = new LeaderElection(context.globalState, { now: () => Date.now() }, `${vscode.env.sessionId}-${Math.random().toString(36).slice(2, 8)}`);
  const changed = new Emitter<void>();
  let quota: QuotaStatus | undefined;
  // rule states are kept per source of data: the demo, or the service the key talks to
  const dataSource = (): AlertSource => alertSource(connection.state.mode === 'demo', connection.address());
  const source = (): string => dataSource().id;
  const checker = new AlertChecker({
    store,
    client: (signal) => connection.client(signal),
    clock: { now: () => Date.now() },
    source: dataSource,
    mayNotify: () => election.confirm(),
    notify: (fired) => notify(fired),
  });

  const roundCost = (): number => alertRequests(store.rules(), pins.items(), checker.coinsOffPage);
  const info = (): string[] => {
    const lines: string[] = [];
    if (!store.rules().length) return lines;
    if (connection.state.mode === 'none') lines.push('Set an API key or explore demo data: rules are not checked without data.');
    if (connection.state.mode === 'demo') lines.push('Demo data: alerts fire from generated values and say so.');
    if (!election.isLeader) lines.push('Another Social Pulse window checks the rules and notifies.');
    const minutes = settings.current.backgroundRefreshMinutes;
    // on small plans the budget decides: say how often rules can be checked with what is left
    if (connection.state.plan.id === 'hobby' || minutes <= 0 || (quota && quota.plan.perDay <= 2000)) {
      const pinnedCost = pins.items().length ? 1 : 0;
      const text = budgetText(minutes, Math.max(1, roundCost() + pinnedCost), quota, Date.now());
      if (text) lines.push(text);
    }
    return lines;
  };
  const provider = new AlertsProvider(store, info, source);
  const view = vscode.window.createTreeView(ALERTS_VIEW, { treeDataProvider: provider });

  const describeView = (): void => {
    const rules = store.rules();
    const states = store.states(source());
    const firing = rules.filter((r) => states[r.id]?.status === 'fired').length;
    view.description = rules.length ? `${rules.length} rule${rules.length === 1 ? '' : 's'}${firing ? ` · ${firing} fired` : ''}` : undefined;
    view.badge = firing ? { value: firing, tooltip: `${firing} alert${firing === 1 ? '' : 's'} fired` } : undefined;
    void vscode.commands.executeCommand('setContext', 'socialPulse.alertsEmpty', rules.length === 0);
  };

  const notify = (fired: readonly Fired[]): void => {
    for (const f of fired) {
      log.info(`[alerts] fired: ${f.message}`);
      void showInfo(notice`Social Pulse alert: ${f.message}`, 'Open', 'Snooze 1 h', 'Edit').then(async (choice) => {
        if (choice === 'Open') await vscode.commands.executeCommand('socialPulse.openItem', f.subject);
        else if (choice === 'Snooze 1 h') await snooze(f.ruleId);
        else if (choice === 'Edit') await vscode.commands.executeCommand('socialPulse.editAlert', f.ruleId);
      });
    }
  };

  // The heartbeat keeps (or takes over) the lease; the view follows other windows' edits. Without
  // rules there is nothing to check: no lease is taken (no state written at startup and every
  // 30 s) until this window sees a rule (made here, or found by a check round).
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  const followRules = (): void => {
    if (heartbeat || !store.rules().length) return;
    heartbeat = setInterval(() => {
      void election.tick().then(() => {
        provider.refresh();
        describeView();
      });
    }, HEARTBEAT_MS);
    void election.tick().then(() => provider.refresh());
  };
  // what fired is notified by the checker, once a pass, however many callers joined it
  const runCheck = async (refresh = false, signal?: AbortSignal): Promise<Fired[]> => {
    if (connection.state.mode === 'none' || !store.rules().length) return [];
    followRules();   // rules made in another window reach this one through the shared state
    if (!(await election.tick())) {
      provider.refresh();
      return [];
    }
    try {
      const report = await checker.check({ refresh, signal });
      return report.fired;
    } catch (e) {
      log.warn(`[alerts] check failed: ${errorText(e)}`);
      return [];
    } finally {
      provider.refresh();
      describeView();
    }
  };

  // a background pass stops when the window closes or the connection changes (its answers would
  // be of a source no longer in use)
  let background = new AbortController();
  const stopBackground = (): void => {
    background.abort();
    background = new AbortController();
  };

  const snooze = async (id: string): Promise<void> => {
    const at = source();
    await store.setState(at, id, { ...store.state(at, id), snoozedUntil: Date.now() + SNOOZE_MS });
  };

  const save = async (rule: AlertRule, previous?: AlertRule): Promise<void> => {
    await store.put(rule);
    // an edit restarts the rule on every source's data; a new rule starts as new everywhere
    if (previous) await store.updateStates(rule.id, (prev) => resetForEdit(prev, previous.metric !== rule.metric || previous.subject.id !== rule.subject.id));
    else await store.setState(source(), rule.id, initialState());
    changed.fire();
    // a first look right away, so the view shows where the rule stands
    void runCheck(false, background.signal);
  };

  /** A rule given whole (our own code passes one; a link's is asked about), else asked for step by step. */
  const addOrEdit = async (arg: unknown, existing?: AlertRule, prefill?: RulePrefill): Promise<AlertRule | undefined> => {
    const given = isRuleInput(arg);
    const input = given ? arg : await loadPrompt()(services, existing?.subject ?? refFromArg(arg), existing ? inputOf(existing) : undefined, prefill);
    if (!input) return undefined;
    const rule = buildRule(input, Date.now(), existing);
    if (typeof rule === 'string') {
      void showWarning(notice`Social Pulse: ${rule}`);
      return undefined;
    }
    const verb = existing ? 'Change' : 'Add';
    if (given && !(await confirmUnlessOwn(arg, notice`${verb} the alert "${rule.name}"?`, verb, noticeText(describeRule(rule))))) return undefined;
    try {
      await save(rule, existing);
      if (!given) void showInfo(notice`Alert "${rule.name}" ${existing ? 'saved in' : 'added to'} the Alerts view.`);
      return rule;
    } catch (e) {
      void showWarning(noticeText(errorText(e)));
      return undefined;
    }
  };

  const setPaused = async (arg: unknown, paused: boolean): Promise<void> => {
    const rule = store.rule(ruleIdOf(arg) ?? '');
    if (!rule) return;
    const verb = paused ? 'Pause' : 'Resume';
    if (!(await confirmUnlessOwn(arg, notice`${verb} the alert "${rule.name}"?`, verb))) return;
    await store.put({ ...rule, paused });
    const at = source();
    const state = store.state(at, rule.id);
    await store.setState(at, rule.id, paused ? { ...state, status: 'paused', note: undefined } : { ...state, status: 'waiting', note: 'Resumed; checked in the next round.' });
    changed.fire();
  };

  const exportRules = async (): Promise<void> => {
    const target = await vscode.window.showSaveDialog({ title: 'Export Alerts', filters: { JSON: ['json'] }, defaultUri: vscode.Uri.file('social-pulse-alerts.json') });
    if (!target) return;
    await vscode.workspace.fs.writeFile(target, Buffer.from(JSON.stringify(store.exportAll(), null, 2), 'utf8'));
    void showInfo(notice`Exported ${store.rules().length} alert rules.`);
  };

  const clearHistory = async (arg?: unknown): Promise<boolean> => {
    const count = store.history().length;
    if (!count) return false;
    if (!(await confirmUnlessOwn(arg, notice`Clear the history of ${count} fired alert${count === 1 ? '' : 's'}?`, 'Clear'))) return false;
    await store.clearHistory();
    return true;
  };

  const importRules = async (arg?: unknown): Promise<number | string> => {
    let uri = arg instanceof vscode.Uri ? arg : undefined;
    // a link can name a file (its JSON is revived as a Uri): the person is asked before it is read
    if (uri && !(await confirmUnlessOwn(arg, notice`Import the alert rules in "${uri.path.split('/').pop()}"?`, 'Import',
      notice`Rules with the same id as yours replace them. ${uri.fsPath}`))) return 'cancelled';
    if (!uri) {
      const picked = await vscode.window.showOpenDialog({ title: 'Import Alerts', filters: { JSON: ['json'] }, canSelectMany: false });
      uri = picked?.[0];
    }
    if (!uri) return 'cancelled';
    let text: string;
    try {
      text = Buffer.from(await vscode.workspace.fs.readFile(uri)).toString('utf8');
    } catch (e) {
      const message = `Could not read the file: ${errorText(e)}`;
      void showError(noticeText(message));
      return message;
    }
    const result = await store.importText(text);
    if (typeof result === 'string') void showError(notice`Social Pulse: ${result}`);
    else {
      void showInfo(notice`Imported ${result} alert rule${result === 1 ? '' : 's'}.`);
      changed.fire();
    }
    return result;
  };

  // the view's welcome and description wait for 'ready' (as every welcome does): not activate()'s work
  void connection.ready().then(() => {
    followRules();
    describeView();
  });

  subs.push(
    view,
    provider,
    store,
    changed,
    { dispose: () => clearInterval(heartbeat) },
    { dispose: stopBackground },
    { dispose: () => void election.release() },
    store.onDidChange(() => {
      followRules();
      provider.refresh();
      describeView();
    }),
    connection.onDidChangeQuota((q) => {
      quota = q;
    }),
    connection.onDidChangeState(() => {
      stopBackground();
      provider.refresh();
    }),
    // a chart point passes its metric and value as the second argument
    vscode.commands.registerCommand('socialPulse.addAlert', (arg?: unknown, prefill?: unknown) => addOrEdit(arg, undefined, isRulePrefill(prefill) ? prefill : undefined)),
    vscode.commands.registerCommand('socialPulse.editAlert', async (arg?: unknown, input?: unknown) => {
      const rule = store.rule(ruleIdOf(arg) ?? '');
      if (!rule) {
        void showWarning(notice`Social Pulse: that alert no longer exists.`);
        return undefined;
      }
      return addOrEdit(input, rule);
    }),
    vscode.commands.registerCommand('socialPulse.pauseAlert', (arg?: unknown) => setPaused(arg, true)),
    vscode.commands.registerCommand('socialPulse.resumeAlert', (arg?: unknown) => setPaused(arg, false)),
    vscode.commands.registerCommand('socialPulse.deleteAlert', async (arg?: unknown, confirmed?: boolean) => {
      const rule = store.rule(ruleIdOf(arg) ?? '');
      if (!rule) return false;
      // the view's own row asks too; only our own code, having asked, says it is confirmed
      if (!(confirmed === true && fromOwnUi(arg))) {
        const ok = await showWarning(notice`Delete the alert "${rule.name}"?`, { modal: true }, 'Delete');
        if (ok !== 'Delete') return false;
      }
      const removed = await store.remove(rule.id);
      changed.fire();
      return removed;
    }),
    vscode.commands.registerCommand('socialPulse.snoozeAlert', async (arg?: unknown) => {
      const rule = store.rule(ruleIdOf(arg) ?? '');
      if (!rule || !(await confirmUnlessOwn(arg, notice`Snooze the alert "${rule.name}" for an hour?`, 'Snooze'))) return undefined;
      return snooze(rule.id);
    }),
    // asked for by the person: fresh answers (one request a subject), not the cache; cancellable
    vscode.commands.registerCommand('socialPulse.checkAlerts', () => vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: 'Social Pulse: checking alerts…', cancellable: true },
      (_progress, token) => withTokenSignal(token, (signal) => runCheck(true, signal)),
    )),
    vscode.commands.registerCommand('socialPulse.exportAlerts', exportRules),
    vscode.commands.registerCommand('socialPulse.importAlerts', importRules),
    vscode.commands.registerCommand('socialPulse.clearAlertHistory', clearHistory),
    vscode.commands.registerCommand('socialPulse.openAlertSubject', (arg?: unknown) => {
      const node = arg as AlertNode | undefined;
      const ref: ItemRef | undefined = node?.fired?.subject ?? (node?.ruleId ? store.rule(node.ruleId)?.subject : undefined);
      return ref && isItemRef(ref) ? vscode.commands.executeCommand('socialPulse.openItem', ref) : undefined;
    }),
  );
  // the integration tests read the view's rows through this command (tests only)
  if (context.extensionMode === vscode.ExtensionMode.Test) {
    subs.push(vscode.commands.registerCommand('socialPulse.test.alerts', () => provider.rows()));
  }
  if (store.problems().length) log.warn(`[alerts] skipped unreadable stored rules: ${store.problems().join('; ')}`);

  const round: BackgroundRound = {
    cost: (pinned) => (election.isLeader ? alertRequests(store.rules(), pinned, checker.coinsOffPage) : 0),
    wanted: () => store.rules().some((r) => !r.paused),
    run: async () => {
      await runCheck(false, background.signal);
    },
    onDidChange: changed.event,
  };
  return { round, store };
}
