// Alerts in the editor: the Alerts view, the election of the one window that checks, and
// notifications. Its commands (add, edit, pause, resume, delete, snooze, export, import, check
// now) are in commands.ts, loaded on first use (src/main/onDemand/commands.ts).
// Checks run in the watchlist's background round (the returned BackgroundRound), never on a
// timer of their own: a rule adds its subject to what the round refreshes. A command that changes
// rules or history with an argument not made by the extension's own UI (a command link's JSON)
// asks first (src/editor/ownInvocation); rule names and fired messages reach the editor only through
// the sinks.
import * as vscode from 'vscode';
import { Emitter } from '../../service/api/events';
import type { QuotaStatus } from '../../service/api/service';
import { errorText } from '../../service/log';
import { isCancellation } from '../../editor/errorPolicy';
import { asOwn } from '../../editor/ownInvocation';
import { withDemoMark } from '../../shared/format/demoMark';
import * as l10n from '../../shared/format/l10n';
import { tNotice } from '../../editor/sinks/neutral';
import { showInfo, showWarning } from '../../editor/sinks/notify';
import type { Services } from '../../editor/services';
import type { WatchlistStore } from '../../editor/watchlist/store';
import { AlertChecker } from './core/checker';
import { addedCost, alertRequests, budgetText, type AddedCost } from './core/cost';
import { LEASE_KEY } from './core/election';
import { RulesHeartbeat } from './core/heartbeat';
import { editChange, initialState, stateAfterEdit, type Fired } from './core/evaluate';
import type { AlertRule } from './core/model';
import type { BackgroundRound } from '../../editor/background/round';
import type { AlertSource } from './source';
import { alertSource } from './source';
import { STATES_KEY, type AlertStore } from './core/store';
import { refusedAlertNotice } from './core/refusalNotice';
import { windowAlerts } from './windowAlerts';
import { moveToMachine } from '../../editor/machineState';
import { AlertsProvider } from './view';
import { execute, register } from '../../editor/commandRun';
import { COMMANDS } from '../../shared/commandTable';

export const ALERTS_VIEW = 'socialPulse.alerts';
const SNOOZE_MS = 3_600_000;

export interface AlertsFeature {
  round: BackgroundRound;
  store: AlertStore;
  /** What the commands (commands.ts, loaded on first use) act on. */
  core: AlertsCore;
}

/** The rules, their states and checks, as the commands see them. */
export interface AlertsCore {
  readonly store: AlertStore;
  /** The id of the source of data in use: rule states are kept per source. */
  source(): string;
  /** Rules or history changed here: the background round learns of it. */
  changed(): void;
  runCheck(refresh: boolean, signal?: AbortSignal): Promise<Fired[]>;
  /** Stops when the window closes or the connection changes. */
  backgroundSignal(): AbortSignal;
  /** Saves a new rule (or `previous` edited) and gives it a first check. Throws a readable message. */
  save(rule: AlertRule, previous?: AlertRule): Promise<void>;
  /** What `rule` adds to each background round, beside the other rules and the watchlist. */
  addedCost(rule: AlertRule): AddedCost;
  /** Pauses or resumes one rule; false when it no longer exists. */
  setPaused(id: string, paused: boolean): Promise<boolean>;
  /** Quiet until `until` (ms since the epoch) on every source's data; a time past wakes it. */
  snooze(id: string, until: number): Promise<void>;
}

export function registerAlerts(services: Services, pins: WatchlistStore): AlertsFeature {
  const { context, connection, log, settings } = services;
  const subs = context.subscriptions;
  const { machine } = services.windows;
  const { store, election } = windowAlerts(context.globalState, services.windows, { now: () => Date.now() });
  // earlier versions kept the states and the lease in globalState
  const moved = Promise.all([moveToMachine(context.globalState, machine, STATES_KEY), moveToMachine(context.globalState, machine, LEASE_KEY)])
    .catch((e: unknown) => log.warn(`[alerts] the rules' states could not be moved to this machine's state: ${errorText(e)}`));
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
    once: (firing) => machine.once(firing),
  });

  const info = (): string[] => {
    const lines: string[] = [];
    if (!store.rules().length) return lines;
    if (connection.state.mode === 'none') lines.push(l10n.t('Set an API key or explore demo data: rules are not checked without data.'));
    if (connection.state.mode === 'demo') lines.push(l10n.t('Demo data: alerts fire from generated values and say so.'));
    if (!election.isLeader) lines.push(l10n.t('Another Social Pulse window checks the rules and notifies.'));
    const minutes = settings.current.backgroundRefreshMinutes;
    // on small plans the budget decides: say how often rules can be checked with what is left
    if (connection.state.plan.id === 'hobby' || minutes <= 0 || (quota && quota.plan.perDay <= 2000)) {
      const text = budgetText(minutes, { rules: store.rules(), pinned: pins.items(), offPage: checker.itemsOffPage }, quota, Date.now());
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
    const ruleCount = rules.length === 1 ? l10n.t('{0} rule', rules.length) : l10n.t('{0} rules', rules.length);
    view.description = rules.length ? (firing ? l10n.t('{0} · {1} fired', ruleCount, firing) : ruleCount) : undefined;
    view.badge = firing ? { value: firing, tooltip: firing === 1 ? l10n.t('{0} alert fired', firing) : l10n.t('{0} alerts fired', firing) } : undefined;
    void vscode.commands.executeCommand('setContext', 'socialPulse.alertsEmpty', rules.length === 0);
    // the title's Pause All and Resume All show when there is something to pause or resume
    void vscode.commands.executeCommand('setContext', 'socialPulse.alertsActive', rules.some((r) => !r.paused));
    void vscode.commands.executeCommand('setContext', 'socialPulse.alertsPaused', rules.some((r) => r.paused));
  };

  const notify = (fired: readonly Fired[]): void => {
    for (const f of fired) {
      const said = withDemoMark(f.message, f.demo);
      log.info(`[alerts] fired: ${said}`);
      const [open, snoozeHour, edit, toNote] = [l10n.t('Open'), l10n.t('Snooze 1 h'), l10n.t('Edit'), l10n.t('Add to Today\'s Note')];
      void showInfo(tNotice(l10n.t('Social Pulse alert: {0}'), said), open, snoozeHour, edit, toNote).then(async (choice) => {
        if (choice === open) await execute(COMMANDS.openItem, f.subject);
        else if (choice === snoozeHour) await snooze(f.ruleId, Date.now() + SNOOZE_MS);
        // our own object: the command adds it without asking again
        else if (choice === toNote) await execute(COMMANDS.addFiredAlertToNote, asOwn({ ...f }));
        else if (choice === edit) await execute(COMMANDS.editAlert, f.ruleId);
      });
    }
  };

  // The heartbeat keeps (or takes over) the lease; the view follows other windows' edits. Without
  // rules there is nothing to check: no lease is taken (no state written at startup and every
  // 30 s) until this window sees a rule (made here, or found by a check round), and none is kept
  // once the last rule is deleted.
  // the lease is a file: a disk that refuses a write is said in the log, and the next beat tries again
  const tick = (): Promise<boolean> => election.tick().catch((e: unknown) => {
    log.warn(`[alerts] the lease of the alert checks could not be written: ${errorText(e)}`);
    return false;
  });
  const heartbeat = new RulesHeartbeat({
    hasRules: () => store.rules().length > 0,
    beat: (first) => {
      void tick().then(() => {
        provider.refresh();
        if (!first) describeView();
      });
    },
    release: () => {
      void election.release().catch((e: unknown) => log.warn(`[alerts] the lease of the alert checks could not be given up: ${errorText(e)}`));
    },
  });
  const followRules = (): void => heartbeat.follow();
  // what fired is notified by the checker, once a pass, however many callers joined it
  const runCheck = async (refresh = false, signal?: AbortSignal): Promise<Fired[]> => {
    await moved;
    if (connection.state.mode === 'none' || !store.rules().length) return [];
    followRules();   // rules made in another window reach this one through the shared state
    if (!(await tick())) {
      provider.refresh();
      return [];
    }
    try {
      const report = await checker.check({ refresh, signal });
      return report.fired;
    } catch (e) {
      // cancelled (Check Alerts Now's Cancel): this caller stops waiting, the pass goes on for the others
      if (!isCancellation(e)) log.warn(`[alerts] check failed: ${errorText(e)}`);
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

  // kept in the rule's state on every source, so turning demo data on or off does not wake it
  const snooze = async (id: string, until: number): Promise<void> => {
    const snoozedUntil = until > Date.now() ? until : undefined;
    const at = source();
    await store.changeState(at, id, (prev) => ({ ...prev, snoozedUntil }));
    await store.updateStates(id, (prev) => ({ ...(prev ?? initialState()), snoozedUntil }));
    provider.refresh();
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
    heartbeat,
    { dispose: stopBackground },
    { dispose: () => void election.release() },
    store.onDidChange(() => {
      followRules();
      provider.refresh();
      describeView();
    }),
    // a change of the rules or the history said made that could not be kept after all
    store.onDidRefuse((refused) => void showWarning(refusedAlertNotice(refused))),
    connection.onDidChangeQuota((q) => {
      quota = q;
    }),
    connection.onDidChangeState(() => {
      stopBackground();
      provider.refresh();
    }),
  );
  // the integration tests read the view's rows through this command (tests only)
  if (context.extensionMode === vscode.ExtensionMode.Test) {
    subs.push(register(COMMANDS.testAlerts, () => provider.rows()));
  }
  if (store.problems().length) log.warn(`[alerts] skipped unreadable stored rules: ${store.problems().join('; ')}`);

  const round: BackgroundRound = {
    cost: (pinned) => (election.isLeader ? alertRequests(store.rules(), pinned, checker.itemsOffPage) : 0),
    wanted: () => store.rules().some((r) => !r.paused),
    run: async () => {
      await runCheck(false, background.signal);
    },
    onDidChange: changed.event,
  };
  const save = async (rule: AlertRule, previous?: AlertRule): Promise<void> => {
    if (previous) await store.edit(rule, previous.name);
    else await store.put(rule);
    // an edit of what the rule watches restarts it on every source's data; a new rule starts as new everywhere
    const change = previous ? editChange(previous, rule) : undefined;
    if (change && change !== 'none') await store.updateStates(rule.id, (prev) => stateAfterEdit(prev, change));
    else if (!previous) await store.setState(source(), rule.id, initialState());
    changed.fire();
    // a first look right away, so the view shows where the rule stands
    void runCheck(false, background.signal);
  };

  const setPaused = async (id: string, paused: boolean): Promise<boolean> => {
    const rule = store.rule(id);
    if (!rule || !(await store.setPaused(id, paused))) return false;
    await store.markPaused(source(), [rule.id], paused);
    changed.fire();
    return true;
  };

  const core: AlertsCore = {
    store,
    source,
    save,
    setPaused,
    addedCost: (rule) => addedCost(rule, store.rules(), pins.items(), checker.itemsOffPage),
    changed: () => changed.fire(),
    runCheck,
    backgroundSignal: () => background.signal,
    snooze,
  };
  return { round, store, core };
}
