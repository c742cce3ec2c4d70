// Rules, their states and the fired history, shared by every window of the profile. The rules and
// the history follow the person (globalState, Settings Sync): each change is written as a change of
// what is there now, made again if another window's stale copy takes it back (syncedWrite.ts), and
// one that could not be kept after all is told (onDidRefuse). The states are this machine's
// (MachineState: a file of their own, so the checking window's writes never carry an old copy of
// a rule); a round writes the states it worked out only for rules whose state nobody changed
// meanwhile (a snooze or a pause in another window stays). States are kept per source of data (the
// demo, or the service a key talks to): a demo value never arms, disarms or feeds the change window
// of a rule on real data. What is unreadable in state is skipped, never fatal; an import is checked
// whole before anything changes. Takes Mementos: tested in plain Node.
import { withoutDemoMark } from '../../../shared/format/demoMark';
import * as l10n from '../../../shared/format/l10n';
import { Emitter } from '../../../service/api/events';
import { ALERT_HISTORY_KEY, ALERT_RULES_KEY } from '../../../editor/syncedKeys';
import type { SyncedWriter } from '../../../editor/syncedWrite';
import type { Memento } from '../../../editor/machineState';
import { unreadableEntries } from '../../../editor/unreadableEntries';
import type { EditChange, Fired, RuleState } from './evaluate';
import { editChange, initialState, stateAfterEdit } from './evaluate';
import { isItemRef } from '../../../shared/items';
import type { AlertRule, Metric } from './model';
import { fromStoredMetric, METRICS, parseRule, RULES_MAX, toStoredMetric, toStoredRule } from './model';
import { isDefaultName, isSentenceName, shortName } from '../shortName';
import { currencyCode } from '../../../shared/figures/format';

/** Where the states are kept: a MachineState changes a piece only if no other window wrote it meanwhile. */
export interface StatesMemento extends Memento {
  change?<T>(key: string, change: (current: T | undefined) => T | undefined): Promise<T | undefined>;
}

type AllStates = Record<string, Record<string, RuleState>>;

export const RULES_KEY = ALERT_RULES_KEY;
/** { [source id]: { [rule id]: state } } (the earlier key, one state a rule for every source, is no longer read). */
export const STATES_KEY = 'socialPulse.alerts.statesBySource';
export const HISTORY_KEY = ALERT_HISTORY_KEY;
/** Sources remembered at most (the demo and a few services): the oldest written is dropped. */
export const SOURCES_MAX = 8;
export const HISTORY_MAX = 200;
export const EXPORT_FORMAT = 'social-pulse-alerts';

export interface AlertExport {
  format: typeof EXPORT_FORMAT;
  version: 1;
  rules: AlertRule[];
  history: Fired[];
}

const STATUSES = new Set(['armed', 'fired', 'waiting', 'stale', 'quota', 'paused']);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const optFinite = (v: unknown): number | undefined => (finite(v) ? v : undefined);

function parseState(value: unknown): RuleState | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v.armed !== 'boolean' || typeof v.status !== 'string' || !STATUSES.has(v.status)) return undefined;
  const samples = Array.isArray(v.samples)
    ? v.samples.filter((s): s is [number, number] => Array.isArray(s) && s.length === 2 && finite(s[0]) && finite(s[1])).slice(-500)
    : [];
  return {
    armed: v.armed,
    status: v.status as RuleState['status'],
    note: typeof v.note === 'string' ? v.note.slice(0, 500) : undefined,
    lastValue: optFinite(v.lastValue),
    lastAt: optFinite(v.lastAt),
    firedAt: optFinite(v.firedAt),
    snoozedUntil: optFinite(v.snoozedUntil),
    checkedAt: optFinite(v.checkedAt),
    checks: finite(v.checks) ? v.checks : 0,
    samples,
    trueSince: optFinite(v.trueSince),
    ...(currencyCode(v.currency) ? { currency: currencyCode(v.currency) } : {}),
  };
}

function parseFired(value: unknown): Fired | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v.ruleId !== 'string' || typeof v.name !== 'string' || typeof v.message !== 'string' || !finite(v.to) || !finite(v.at)) return undefined;
  if (!isItemRef(v.subject) || typeof v.metric !== 'string' || !(METRICS as readonly string[]).includes(v.metric)) return undefined;
  // stored under the oldest name of its metric (an NFT's floor as `price`): read as it is now
  const metric = fromStoredMetric(v.metric as Metric, v.subject.kind);
  return {
    ruleId: v.ruleId, name: v.name, subject: { kind: v.subject.kind, id: v.subject.id, title: v.subject.title }, metric,
    from: optFinite(v.from), to: v.to, at: v.at, demo: v.demo === true, message: v.demo === true ? withoutDemoMark(v.message.slice(0, 500)) : v.message.slice(0, 500),
    ...(typeof v.ownName === 'boolean' ? { ownName: v.ownName } : {}),
    ...(typeof v.key === 'string' && v.key.length <= 64 ? { key: v.key } : {}),
  };
}

/** A firing as it is stored (toStoredMetric): an NFT's floor under `price`, which every version reads. */
function toStoredFired(fired: Fired): Fired {
  return { ...fired, metric: toStoredMetric(fired.metric, fired.subject.kind) };
}

/**
 * A rule as read, with the name it was given by default renamed to today's: a name earlier
 * versions gave by default (the whole sentence), and the default name of a rule whose metric
 * reads as another now (an NFT's `price`, now its floor: "CryptoPunks > $10" would keep a `$`
 * the rule no longer says), read as today's short one. A name of the person's own stays.
 */
function withDefaultName(read: AlertRule, item: unknown): AlertRule {
  const stored = (item as { metric?: unknown }).metric;
  const before = typeof stored === 'string' && stored !== read.metric && (METRICS as readonly string[]).includes(stored) ? { ...read, metric: stored as Metric } : undefined;
  return isSentenceName(read) || (before && isDefaultName(before)) ? { ...read, name: shortName(read) } : read;
}

/** Every readable rule of a list (ids unique), and what was wrong with the rest. */
export function readRules(raw: unknown): { rules: AlertRule[]; problems: string[] } {
  const rules: AlertRule[] = [];
  const problems: string[] = [];
  if (raw === undefined) return { rules, problems };
  if (!Array.isArray(raw)) return { rules, problems: [l10n.t('the rules are not a list')] };
  const ids = new Set<string>();
  for (const item of raw) {
    // parseRule reads a metric stored under its oldest name as the metric it is now (fromStoredMetric)
    const read = parseRule(item);
    const rule = typeof read === 'string' ? read : withDefaultName(read, item);
    if (typeof rule === 'string') problems.push(rule);
    else if (ids.has(rule.id)) problems.push(l10n.t('rule "{0}": its id is used twice', rule.name));
    else if (rules.length >= RULES_MAX) problems.push(l10n.t('more than {0} rules', RULES_MAX));
    else {
      ids.add(rule.id);
      rules.push(rule);
    }
  }
  return { rules, problems };
}

/** An exported file, checked whole: rules or a message saying why nothing was imported. */
export function parseExport(text: string): AlertExport | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return l10n.t('The file is not JSON.');
  }
  if (typeof value !== 'object' || value === null || (value as { format?: unknown }).format !== EXPORT_FORMAT) {
    return l10n.t('The file is not a Social Pulse alerts export (no "format": "{0}").', EXPORT_FORMAT);
  }
  const v = value as Record<string, unknown>;
  if (v.version !== 1) return l10n.t('The file\'s version ({0}) is not one this version reads.', String(v.version));
  const { rules, problems } = readRules(v.rules);
  const shown = problems.slice(0, 3).join('; ');
  if (problems.length) return problems.length > 3 ? l10n.t('Nothing was imported: {0} (and {1} more).', shown, problems.length - 3) : l10n.t('Nothing was imported: {0}.', shown);
  const history = Array.isArray(v.history) ? v.history.map(parseFired).filter((f): f is Fired => !!f) : [];
  return { format: EXPORT_FORMAT, version: 1, rules, history: history.slice(-HISTORY_MAX) };
}

function readAllStates(raw: unknown): AllStates {
  const out: AllStates = {};
  if (!isRecord(raw)) return out;
  for (const [source, states] of Object.entries(raw)) {
    if (!isRecord(states)) continue;
    const parsed: Record<string, RuleState> = {};
    for (const [id, value] of Object.entries(states)) {
      const s = parseState(value);
      if (s) parsed[id] = s;
    }
    out[source] = parsed;
  }
  return out;
}

/** `source`'s states replaced, and moved last: the bound drops the source not written for longest. */
function withSource(all: AllStates, source: string, states: Record<string, RuleState>): AllStates {
  const { [source]: _old, ...others } = all;
  return { ...others, [source]: states };
}

function readHistory(raw: unknown): Fired[] {
  return Array.isArray(raw) ? raw.map(parseFired).filter((f): f is Fired => !!f).slice(-HISTORY_MAX) : [];
}

/** What tells a firing from another: its rule and time, and its name when it has one. */
const firingIds = (f: Fired): string[] => [`${f.ruleId}@${f.at}`, ...(f.key ? [`key:${f.key}`] : [])];

/**
 * The history with `fired` added, each firing once (by rule and time, or by name), oldest first,
 * bounded; as it is stored (toStoredFired).
 */
function mergeHistory(history: readonly Fired[], fired: readonly Fired[]): Fired[] {
  const seen = new Set(history.flatMap(firingIds));
  const added = fired.filter((f) => {
    const ids = firingIds(f);
    if (ids.some((id) => seen.has(id))) return false;
    for (const id of ids) seen.add(id);
    return true;
  });
  return [...history, ...added].sort((a, b) => a.at - b.at).slice(-HISTORY_MAX).map(toStoredFired);
}

/**
 * A change of the rules or the history said made that could not be kept: made again on what
 * another window wrote meanwhile, it was refused (the list full, the rule deleted), or that window
 * kept writing over it. `rule`: the rule as it was to be saved, paused, resumed or deleted.
 */
export type RefusedAlertChange = { readonly reason: string } & (
  | { readonly change: 'save' | 'pause' | 'resume' | 'delete'; readonly rule: AlertRule }
  | { readonly change: 'pauseAll' | 'resumeAll' | 'import' | 'clearHistory' | 'firings' });

export class AlertStore {
  private readonly changed = new Emitter<void>();
  readonly onDidChange = this.changed.event;
  private readonly refused = new Emitter<RefusedAlertChange>();
  /** A change said made is not stored after all (the view has followed already): the person is to be told. */
  readonly onDidRefuse = this.refused.event;

  /**
   * `memento`: globalState, for the rules and the history; `machine`: where the states are kept;
   * `synced`: writes the rules and the history so that a change another window takes back is made again.
   */
  constructor(private readonly memento: Memento, private readonly machine: StatesMemento = memento, private readonly synced?: SyncedWriter) {
    synced?.onDidRemake((key) => {
      if (key === RULES_KEY || key === HISTORY_KEY) this.changed.fire();
    });
  }

  rules(): AlertRule[] {
    return readRules(this.memento.get<unknown>(RULES_KEY)).rules;
  }

  rule(id: string): AlertRule | undefined {
    return this.rules().find((r) => r.id === id);
  }

  /** Problems with what is stored (shown once, e.g. in the log); the readable rest is used. */
  problems(): string[] {
    return readRules(this.memento.get<unknown>(RULES_KEY)).problems;
  }

  private allStates(): AllStates {
    return readAllStates(this.machine.get<unknown>(STATES_KEY));
  }

  /** The rules' states on one source's data. */
  states(source: string): Record<string, RuleState> {
    return this.allStates()[source] ?? {};
  }

  state(source: string, id: string): RuleState {
    return this.states(source)[id] ?? initialState();
  }

  history(): Fired[] {
    return readHistory(this.memento.get<unknown>(HISTORY_KEY));
  }

  /**
   * Writes `change` of the key's value as it is now (made again if another window takes it back).
   * The view follows the first write; `refused`: told why, later, when it could not be kept after
   * all (`change` refused what another window wrote meanwhile, or that window kept writing over it).
   */
  private async writeSynced(key: string, change: (current: unknown) => unknown, refused: (reason: string) => void): Promise<void> {
    if (!this.synced) await this.memento.update(key, change(this.memento.get<unknown>(key)));
    else {
      const written = await this.synced.change(key, change);
      void written.refused.then((e) => {
        if (!e) return;
        this.changed.fire();
        refused(e.message);
      });
    }
  }

  /**
   * Writes the rules as they are stored (toStoredRule: each metric under its oldest name, so a
   * machine on an earlier version reads every rule and keeps it when it writes), and the rules
   * this version cannot read as they were (unreadableEntries.ts).
   */
  private async writeRules(change: (rules: AlertRule[]) => AlertRule[], refused: (reason: string) => void): Promise<void> {
    await this.writeSynced(RULES_KEY, (raw) => [
      ...change(readRules(raw).rules).map(toStoredRule),
      ...unreadableEntries(raw, (entry) => typeof parseRule(entry) !== 'string', RULES_MAX),
    ], refused);
  }

  /** A rule said saved was not kept: told, and its states dropped when it is not stored. */
  private refuse(rule: AlertRule, reason: string): void {
    this.refused.fire({ change: 'save', rule, reason });
    // a state left for a rule no window has is never read: a failure to drop it is no loss
    if (!this.rule(rule.id)) void this.forgetStates(rule.id).catch(() => undefined);
  }

  /** Why no rule can be added now (the list is full), or undefined: asked before the first step of adding one. */
  fullProblem(): string | undefined {
    return this.rules().length >= RULES_MAX ? l10n.t('At most {0} alert rules; delete one first.', RULES_MAX) : undefined;
  }

  /**
   * Adds or replaces (by id). Throws a readable message for a rule that does not parse, and for a
   * new one when the list is full as it is written; resolves once it is written. Not kept after all
   * (a list another window filled before it was made again there): onDidRefuse, later.
   */
  async put(rule: AlertRule): Promise<void> {
    const checked = parseRule(rule);
    if (typeof checked === 'string') throw new Error(l10n.t('This rule cannot be saved: {0}.', checked.replace(/\.$/, '')));
    await this.writeRules((now) => {
      const i = now.findIndex((r) => r.id === checked.id);
      if (i >= 0) return now.map((r, at) => (at === i ? checked : r));
      if (now.length >= RULES_MAX) throw new Error(l10n.t('At most {0} alert rules; delete one first.', RULES_MAX));
      return [...now, checked];
    }, (reason) => this.refuse(checked, reason));
    this.changed.fire();
  }

  /**
   * Replaces the rule of the same id as it is now, keeping whether it is paused now (an edit
   * started before a pause keeps the pause). Throws a readable message, naming the rule as it was
   * (`was`), when it was deleted meanwhile (here or in another window): an edit does not bring it
   * back. Not kept after all (deleted in another window before the edit is made again there):
   * onDidRefuse, later.
   */
  async edit(rule: AlertRule, was: string = rule.name): Promise<void> {
    const checked = parseRule(rule);
    if (typeof checked === 'string') throw new Error(l10n.t('This rule cannot be saved: {0}.', checked.replace(/\.$/, '')));
    await this.writeRules((now) => {
      const i = now.findIndex((r) => r.id === checked.id);
      if (i < 0) throw new Error(l10n.t('The alert "{0}" was deleted while it was being edited; the change was not saved.', was));
      return now.map((r, at) => (at === i ? { ...checked, paused: r.paused } : r));
    }, (reason) => this.refuse(checked, reason));
    this.changed.fire();
  }

  /**
   * Pauses or resumes one rule as it is now (its other fields as another window may have changed
   * them); false when it is gone. Not kept after all: onDidRefuse, later.
   */
  async setPaused(id: string, paused: boolean): Promise<boolean> {
    const rule = this.rule(id);
    if (!rule) return false;
    await this.writeRules((now) => now.map((r) => (r.id === id ? { ...r, paused } : r)),
      (reason) => this.refused.fire({ change: paused ? 'pause' : 'resume', rule, reason }));
    this.changed.fire();
    return true;
  }

  /** Pauses or resumes every rule in one write; returns how many changed. Not kept after all: onDidRefuse, later. */
  async setAllPaused(paused: boolean): Promise<number> {
    const changing = this.rules().filter((r) => r.paused !== paused).length;
    if (!changing) return 0;
    await this.writeRules((now) => now.map((r) => ({ ...r, paused })), (reason) => this.refused.fire({ change: paused ? 'pauseAll' : 'resumeAll', reason }));
    this.changed.fire();
    return changing;
  }

  /** False when it is gone. Not kept after all: onDidRefuse, later. */
  async remove(id: string): Promise<boolean> {
    const rule = this.rule(id);
    if (!rule) return false;
    await this.writeRules((now) => now.filter((r) => r.id !== id), (reason) => this.refused.fire({ change: 'delete', rule, reason }));
    await this.forgetStates(id);
    return true;
  }

  private async forgetStates(id: string): Promise<void> {
    await this.changeStates((all) => Object.fromEntries(Object.entries(all).map(([source, states]) => {
      const { [id]: _dropped, ...kept } = states;
      return [source, kept];
    })));
  }

  async setState(source: string, id: string, state: RuleState): Promise<void> {
    await this.changeStates((all) => withSource(all, source, { ...(all[source] ?? {}), [id]: state }));
  }

  /** One source's state of a rule, changed as it is when written (a firing another window saved meanwhile stays). */
  async changeState(source: string, id: string, change: (prev: RuleState) => RuleState): Promise<void> {
    await this.changeStates((all) => withSource(all, source, { ...(all[source] ?? {}), [id]: change(all[source]?.[id] ?? initialState()) }));
  }

  /** The states of the rules `ids` on one source marked paused, or resumed, each as it is when written. */
  async markPaused(source: string, ids: readonly string[], paused: boolean): Promise<void> {
    await this.changeStates((all) => {
      const states = { ...(all[source] ?? {}) };
      for (const id of ids) {
        const now = states[id] ?? initialState();
        states[id] = paused ? { ...now, status: 'paused', note: undefined } : { ...now, status: 'waiting', note: l10n.t('Resumed; checked in the next round.') };
      }
      return withSource(all, source, states);
    });
  }

  /**
   * One source's states of rules that still exist (a deleted rule's state is dropped). With
   * `base`, the states they were worked out from: a rule whose state changed since (a snooze, a
   * pause, an edit, in this window or another) keeps that change.
   */
  async saveStates(source: string, states: Record<string, RuleState>, base?: Record<string, RuleState>): Promise<void> {
    const ids = this.rules().map((r) => r.id);
    await this.changeStates((all) => {
      const now = all[source] ?? {};
      const kept: Record<string, RuleState> = {};
      for (const id of ids) {
        const changedMeanwhile = base !== undefined && JSON.stringify(now[id]) !== JSON.stringify(base[id]);
        const state = changedMeanwhile ? now[id] : states[id];
        if (state) kept[id] = state;
      }
      return withSource(all, source, kept);
    });
  }

  /** A rule's state changed on every source (an edit restarts it everywhere). */
  async updateStates(id: string, change: (prev: RuleState | undefined) => RuleState): Promise<void> {
    await this.changeStates((all) => Object.fromEntries(Object.entries(all).map(([source, states]) => [source, { ...states, [id]: change(states[id]) }])));
  }

  /** The states of rules `changes` names changed as an edit would (stateAfterEdit), on every source, in one write. */
  private async editStates(changes: ReadonlyMap<string, EditChange>): Promise<void> {
    if (!changes.size) return;
    await this.changeStates((all) => Object.fromEntries(Object.entries(all).map(([source, states]) => [source,
      Object.fromEntries(Object.entries(states).map(([id, state]) => {
        const change = changes.get(id);
        return [id, change ? stateAfterEdit(state, change) : state];
      }))])));
  }

  /** Writes `change` of every source's states as they are now. */
  private async changeStates(change: (all: AllStates) => AllStates): Promise<void> {
    const apply = (raw: unknown): AllStates => Object.fromEntries(Object.entries(change(readAllStates(raw))).slice(-SOURCES_MAX));
    if (this.machine.change) await this.machine.change<unknown>(STATES_KEY, apply);
    else await this.machine.update(STATES_KEY, apply(this.machine.get<unknown>(STATES_KEY)));
    this.changed.fire();
  }

  /** Not kept after all: onDidRefuse, later. */
  async addHistory(fired: readonly Fired[]): Promise<void> {
    if (!fired.length) return;
    await this.writeSynced(HISTORY_KEY, (raw) => mergeHistory(readHistory(raw), fired), (reason) => this.refused.fire({ change: 'firings', reason }));
    this.changed.fire();
  }

  /** Not kept after all: onDidRefuse, later. */
  async clearHistory(): Promise<void> {
    await this.writeSynced(HISTORY_KEY, () => [], (reason) => this.refused.fire({ change: 'clearHistory', reason }));
    this.changed.fire();
  }

  /** The rules and the history as they are stored (an earlier version imports the file whole). */
  exportAll(): AlertExport {
    return { format: EXPORT_FORMAT, version: 1, rules: this.rules().map(toStoredRule), history: this.history().map(toStoredFired) };
  }

  /**
   * Adds the file's rules (a rule whose id exists is replaced) and its history. Returns how many
   * rules came in, or a message when nothing changed. Not kept after all (another window added
   * rules meanwhile, leaving no room): onDidRefuse, later.
   */
  async importText(text: string): Promise<number | string> {
    const parsed = parseExport(text);
    if (typeof parsed === 'string') return parsed;
    const merged = (rules: readonly AlertRule[]): Map<string, AlertRule> => {
      const byId = new Map(rules.map((r) => [r.id, r]));
      for (const r of parsed.rules) byId.set(r.id, r);
      return byId;
    };
    if (merged(this.rules()).size > RULES_MAX) return l10n.t('Nothing was imported: it would make more than {0} rules.', RULES_MAX);
    const before = new Map(this.rules().map((r) => [r.id, r]));
    // the rules and the history are one import: told once
    let told = false;
    const refused = (reason: string): void => {
      if (!told) this.refused.fire({ change: 'import', reason });
      told = true;
    };
    await this.writeRules((now) => {
      const byId = merged(now);
      if (byId.size > RULES_MAX) throw new Error(l10n.t('At most {0} alert rules; delete one first.', RULES_MAX));
      return [...byId.values()];
    }, refused);
    // a rule replaced by one watching something else does not keep what was seen of the old (an edit's rule)
    await this.editStates(new Map(parsed.rules.flatMap((r) => {
      const was = before.get(r.id);
      const change = was ? editChange(was, r) : 'none';
      return change === 'none' ? [] : [[r.id, change]];
    })));
    await this.writeSynced(HISTORY_KEY, (raw) => mergeHistory(readHistory(raw), parsed.history), refused);
    this.changed.fire();
    return parsed.rules.length;
  }

  dispose(): void {
    this.changed.dispose();
    this.refused.dispose();
  }
}
