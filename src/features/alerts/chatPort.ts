// The alerts as the chat reaches them (the pulseAlert tool and @pulse /alert): plain words read by
// the grammar into a rule, its subject resolved from the words (a topic where the figure is a
// topic's, else the coin or stock the words name; the person sees it before it is saved), and the
// rules listed, paused, resumed or deleted. The composition root hands this to the chat bundle;
// its shape is the chat's AlertsPort (a feature never imports another).
import * as l10n from '../../shared/format/l10n';
import { asOwn } from '../../editor/ownInvocation';
import { parseLookup, parseLookupOf, type LookupResult } from '../../shared/lookup/parse';
import type { DraftRule } from './grammar';
import { parseAlertPhrase, ruleFromDraft } from './grammar';
import type { AlertKind, AlertRule } from './core/model';
import { describeRule, NAME_MAX } from './core/model';
import { cutText } from '../../shared/format/cut';
import type { AlertsCore } from './register';
import { statusText } from './core/rows';
import { COMMANDS } from '../../shared/commandTable';

/** What the grammar's words name, in the order a bare name is read: a topic first. */
const PREFERRED: readonly AlertKind[] = ['topic', 'coin', 'stock', 'category', 'nft'];

const isSymbolKind = (kind: AlertKind): boolean => kind === 'coin' || kind === 'stock';

/**
 * The item's title as the person typed it where the words are its name and say a case ("BTC"
 * stays a ticker; a cashtag is a symbol: "$btc" is "BTC"), each word's first letter capitalised;
 * an address's item keeps the title read from it.
 */
function titleOf(title: string, typed: string): string {
  const name = typed.replace(/^\$(?=.)/, '');
  const same = name.toLowerCase() === title.toLowerCase();
  // typed in lower case, the case is the lookup's ("aapl" is the stock "AAPL")
  const words = !same ? title : typed.startsWith('$') ? name.toUpperCase() : name === name.toLowerCase() ? title : name;
  return words.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
}

/**
 * The item a draft's words name, read by the lookup parser as Open Topic, Open Coin… read them
 * (`$aapl` is a symbol: a coin's, or a stock's where the rule fits no coin; an address names its own item), as the first kind the rule fits;
 * or why the words name none it fits ("btc/usd" is no coin).
 */
export function subjectOf(draft: Pick<DraftRule, 'subjectText' | 'kinds'>): LookupResult | undefined {
  const typed = draft.subjectText.trim();
  // read as the lookup reads a name: in lower case (an id is); the title keeps the typed case
  const words = typed.toLowerCase();
  // `$aapl` is a symbol, as the lookup reads it: a coin's or a stock's, where the rule fits one
  const symbol = words.startsWith('$') && draft.kinds.some(isSymbolKind);
  const kind = PREFERRED.find((k) => draft.kinds.includes(k) && (!symbol || isSymbolKind(k)));
  if (!kind) return undefined;
  // an address says its own kind: any the rule fits will do
  const read = parseLookup(words, kind);
  const found = 'ref' in read && draft.kinds.some((k) => k === read.ref.kind) ? read : parseLookupOf(words, kind);
  return 'ref' in found ? { ref: { ...found.ref, title: titleOf(found.ref.title, typed) } } : found;
}

/** A rule the chat showed, to save as it was shown. */
export interface AlertDraft {
  rule: AlertRule;
}

export function isAlertDraft(v: unknown): v is AlertDraft {
  return typeof v === 'object' && v !== null && typeof (v as AlertDraft).rule === 'object';
}

/** The rule a phrase describes, ready to save, or a sentence saying why not. */
export function ruleFromPhrase(phrase: string, now: number, name?: string): AlertRule | string {
  const parsed = parseAlertPhrase(phrase);
  if (!parsed.rule) return parsed.problem ?? l10n.t('The rule could not be read.');
  const subject = subjectOf(parsed.rule);
  if (!subject) return l10n.t('Alerts in plain words watch topics, coins, stocks, categories and NFT collections.');
  if ('problem' in subject) return subject.problem;
  const rule = ruleFromDraft(parsed.rule, subject.ref, now);
  if (typeof rule === 'string') return rule;
  return name?.trim() ? { ...rule, name: cutText(name.trim(), NAME_MAX) } : rule;
}

export function alertsChatPort(core: AlertsCore) {
  const listing = (rule: AlertRule): { id: string; name: string; words: string; status: string } => ({
    id: rule.id, name: rule.name, words: describeRule(rule), status: statusText(rule, core.store.state(core.source(), rule.id), Date.now()),
  });
  return {
    understand(phrase: string, name?: string): { words: string; condition: string; name: string; draft: object } | { problem: string } {
      // said before the rule is read: a full list takes none
      const full = core.store.fullProblem();
      if (full) return { problem: full };
      const rule = ruleFromPhrase(phrase, Date.now(), name);
      if (typeof rule === 'string') return { problem: rule };
      return { words: describeRule(rule), condition: JSON.stringify(rule.condition), name: rule.name, draft: { rule } satisfies AlertDraft };
    },
    async save(draft: object) {
      if (!isAlertDraft(draft)) throw new Error(l10n.t('Not a rule the chat showed.'));
      await core.save(draft.rule);
      return listing(draft.rule);
    },
    list: () => core.store.rules().map(listing),
    setPaused: (id: string, paused: boolean) => core.setPaused(id, paused),
    async remove(id: string) {
      const removed = await core.store.remove(id);
      core.changed();
      return removed;
    },
    // our own object: the command saves it without asking again (the answer showed it)
    saveCommand: (draft: object) => ({ command: COMMANDS.saveAlertDraft.id, args: [asOwn(draft)] }),
    cancelCommand: COMMANDS.discardAlertDraft.id,
  };
}
