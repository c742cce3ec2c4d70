// The pulseAlert tool and @pulse /alert, as data: what a call asks (create a rule from plain
// words, list the rules, pause, resume or delete one), what its confirmation shows before anything
// changes (the rule understood, in words and as its condition), and what it answers. The rules
// themselves are the alerts feature's: it is reached through AlertsPort, which the composition
// root wires (a feature never imports another). Pure: no `vscode`.
import * as l10n from '../../../shared/format/l10n';
import { joinMarkdown, markdownText, type LabelText, tLabel, tMarkdown } from '../../../editor/sinks/neutral';
import type { MarkdownText } from './render';

export const ALERT_ACTIONS = ['create', 'list', 'pause', 'resume', 'delete'] as const;
export type AlertAction = (typeof ALERT_ACTIONS)[number];

export interface AlertToolInput {
  action: AlertAction;
  /** create: the rule in plain words ("when solana posts spike while price is flat"). */
  phrase?: string;
  /** create: the rule's name (else one made from the rule). */
  name?: string;
  /** pause, resume, delete: the rule's name (or a unique part of it) or its id. */
  rule?: string;
}

/** A rule as the chat shows it: the alerts feature's words. */
export interface AlertListing {
  id: string;
  name: string;
  /** "Solana: Active posts unusual: 3 deviations above the last 7 days (by hour)". */
  words: string;
  /** "armed", "paused", "snoozed until 15:00 UTC", ... */
  status: string;
}

/** What a phrase was understood as: the rule in words, its condition as stored, and what saves it. */
export interface UnderstoodRule {
  words: string;
  /** The condition as the rule stores it (one line of JSON). */
  condition: string;
  name: string;
  /** Opaque to the chat: handed back to `save`, or to the Save button's command. */
  draft: object;
}

export interface AlertsPort {
  /** The rule a phrase describes, or a sentence saying why not and what it understands. */
  understand(phrase: string, name?: string): UnderstoodRule | { problem: string };
  save(draft: object): Promise<AlertListing>;
  list(): AlertListing[];
  setPaused(id: string, paused: boolean): Promise<boolean>;
  remove(id: string): Promise<boolean>;
  /** The Save button's command and argument for a draft (made by our own code: it saves without asking again). */
  saveCommand(draft: object): { command: string; args: unknown[] };
  /** The Cancel button's command (it saves nothing). */
  readonly cancelCommand: string;
}

const isAction = (v: unknown): v is AlertAction => typeof v === 'string' && (ALERT_ACTIONS as readonly string[]).includes(v);
const text = (v: unknown, max: number): string | undefined => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : undefined);

/** A call's input from a model (untrusted JSON), or a sentence saying what is wrong. */
export function readAlertInput(value: unknown): AlertToolInput | string {
  if (typeof value !== 'object' || value === null) return 'The input must be an object with an "action".';
  const v = value as Record<string, unknown>;
  if (!isAction(v.action)) return `"action" must be one of ${ALERT_ACTIONS.join(', ')}.`;
  const input: AlertToolInput = { action: v.action, phrase: text(v.phrase, 400), name: text(v.name, 120), rule: text(v.rule, 120) };
  if (input.action === 'create' && !input.phrase) return 'To create a rule, give "phrase": the rule in plain words, e.g. "when solana posts spike while price is flat".';
  if ((input.action === 'pause' || input.action === 'resume' || input.action === 'delete') && !input.rule) return `To ${input.action} a rule, give "rule": its name or id (list the rules to see them).`;
  return input;
}

/** The rule `ref` names: its id, its whole name, or a part of one name only. */
export function findRule(rules: readonly AlertListing[], ref: string): AlertListing | AlertListing[] {
  const r = ref.trim().toLowerCase();
  const exact = rules.find((x) => x.id === ref.trim() || x.name.toLowerCase() === r);
  if (exact) return exact;
  const partial = rules.filter((x) => x.name.toLowerCase().includes(r) || x.words.toLowerCase().includes(r));
  return partial.length === 1 ? partial[0]! : partial;
}

/**
 * The rule in words and as its condition, as the confirmation and /alert show it. No emphasis
 * around service text: a confirmation outside the chat is a dialog that shows markdown as plain
 * text, and keeps the escapes inside emphasis.
 */
export function ruleCard(rule: Pick<UnderstoodRule, 'words' | 'condition' | 'name'>): MarkdownText {
  return joinMarkdown([
    tMarkdown(l10n.t('Rule: {0}'), rule.words),
    tMarkdown(l10n.t('Name: {0}'), rule.name),
    tMarkdown(l10n.t('Condition: {0}'), rule.condition),
  ], '\n\n');
}

function listText(rules: readonly AlertListing[]): MarkdownText {
  if (!rules.length) return tMarkdown(l10n.t('No alert rules yet. Create one in plain words, e.g. "when solana posts spike while price is flat".'));
  return joinMarkdown([
    rules.length === 1 ? tMarkdown(l10n.t('1 alert rule:')) : tMarkdown(l10n.t('{0} alert rules:'), rules.length),
    ...rules.map((r) => tMarkdown(l10n.t('- **{0}** ({1}): {2} (id {3})'), r.name, r.status, r.words, r.id)),
  ], '\n');
}

function ambiguity(ref: string, found: readonly AlertListing[]): MarkdownText {
  if (!found.length) return tMarkdown(l10n.t('No alert rule is named "{0}". List the rules to see their names.'), ref);
  return joinMarkdown([
    tMarkdown(l10n.t('"{0}" names {1} rules; give one\'s whole name or id:'), ref, found.length),
    ...found.slice(0, 10).map((r) => tMarkdown(l10n.t('- {0} (id {1})'), r.name, r.id)),
  ], '\n');
}

/** What the progress line and the confirmation's title say, by the action asked. */
const ACTION_WORDS: Record<'delete' | 'pause' | 'resume', (name: string) => { doing: MarkdownText; ask: LabelText }> = {
  delete: (name) => ({ doing: tMarkdown(l10n.t('Deleting the alert "{0}"…'), name), ask: tLabel(l10n.t('Delete this alert?')) }),
  pause: (name) => ({ doing: tMarkdown(l10n.t('Pausing the alert "{0}"…'), name), ask: tLabel(l10n.t('Pause this alert?')) }),
  resume: (name) => ({ doing: tMarkdown(l10n.t('Resuming the alert "{0}"…'), name), ask: tLabel(l10n.t('Resume this alert?')) }),
};

export interface AlertPreparation {
  message: MarkdownText;
  confirm?: { title: LabelText; message: MarkdownText };
}

/**
 * What VS Code shows before the call runs. Creating, pausing, resuming and deleting ask first,
 * showing the rule; listing does not. Nothing changes here: a declined call never runs.
 */
export function prepareAlertCall(raw: unknown, port: AlertsPort): AlertPreparation {
  const input = readAlertInput(raw);
  if (typeof input === 'string') return { message: tMarkdown(l10n.t('Reading the alert request…')) };
  switch (input.action) {
    case 'list':
      return { message: tMarkdown(l10n.t('Listing your alert rules…')) };
    case 'create': {
      const understood = port.understand(input.phrase!, input.name);
      // a phrase that cannot be read changes nothing: the call answers why, without asking
      if ('problem' in understood) return { message: tMarkdown(l10n.t('Reading the rule…')) };
      return {
        message: tMarkdown(l10n.t('Saving the alert "{0}"…'), understood.name),
        confirm: {
          title: tLabel(l10n.t('Create this alert?')),
          message: joinMarkdown([ruleCard(understood), tMarkdown(l10n.t('Nothing is saved until you confirm. It is checked with the watchlist\'s background refresh, within your quota.'))], '\n\n'),
        },
      };
    }
    default: {
      const found = findRule(port.list(), input.rule!);
      if (Array.isArray(found)) return { message: tMarkdown(l10n.t('Looking for the rule…')) };
      const words = ACTION_WORDS[input.action](found.name);
      return {
        message: words.doing,
        confirm: {
          title: words.ask,
          message: joinMarkdown([tMarkdown(l10n.t('Alert: {0}'), found.name), tMarkdown(l10n.t('Rule: {0}'), found.words), tMarkdown(l10n.t('Now: {0}'), found.status)], '\n\n'),
        },
      };
    }
  }
}

/** Runs a call (after its confirmation); the answer is for the model and the person alike. */
export async function runAlertCall(raw: unknown, port: AlertsPort): Promise<MarkdownText> {
  const input = readAlertInput(raw);
  if (typeof input === 'string') return markdownText(input);
  switch (input.action) {
    case 'list':
      return listText(port.list());
    case 'create': {
      const understood = port.understand(input.phrase!, input.name);
      if ('problem' in understood) return markdownText(understood.problem);
      const saved = await port.save(understood.draft);
      return tMarkdown(l10n.t('Saved the alert "{0}" (id {1}): {2}. It is listed in the Alerts view.'), saved.name, saved.id, saved.words);
    }
    default: {
      const found = findRule(port.list(), input.rule!);
      if (Array.isArray(found)) return ambiguity(input.rule!, found);
      if (input.action === 'delete') {
        return (await port.remove(found.id)) ? tMarkdown(l10n.t('Deleted the alert "{0}".'), found.name) : tMarkdown(l10n.t('The alert "{0}" was already gone.'), found.name);
      }
      const paused = input.action === 'pause';
      await port.setPaused(found.id, paused);
      return paused ? tMarkdown(l10n.t('Paused the alert "{0}".'), found.name) : tMarkdown(l10n.t('Resumed the alert "{0}".'), found.name);
    }
  }
}
