// The saved-search commands: Search Posts…, Save Search…, Rename…, Edit Terms…, Set Priority…,
// Delete… (with a modal confirmation naming the search). The prompts are here; checking and
// sending are in flows.ts. Loaded on first use (src/main/onDemand/commands.ts); the view is register.ts.
import { termProblem } from '../../shared/lookup/parts';
import * as l10n from '../../shared/format/l10n';
import * as vscode from 'vscode';
import type { SavedSearch } from '../../service/api/types-searches';
import { errorMessage, isCancellation } from '../../editor/errorPolicy';
import { searchRef, searchTermOf, searchTermRef, type ItemRef } from '../../shared/items';
import type { Services } from '../../editor/services';
import { pickText, type NoticeText, type PickText, tNotice, tPick } from '../../editor/sinks/neutral';
import { showError, showInfo, showWarning } from '../../editor/sinks/notify';
import { showPick, type PickItem } from '../../editor/sinks/pick';
import { refFromArg } from '../../editor/treeKit/core/node';
import { withTokenSignal } from '../../editor/tokenSignal';
import {
  askNewSearch, createSearch, createSearchAgain, currentSearch, deleteSearch, editSearchTerms, listSearches, nameProblem, type NewSearch, OneAtATime, parseTerms,
  remedyButton, type Remedy, renameSearch, type Retry, type SavePrompts, type SearchDraft, setSearchPriority, termsProblem, type Outcome,
} from './flows';
import type { SearchesView } from './register';
import { writeTerms } from '../../shared/format/terms';
import { priorityTitle, renameTitle, termsTitle } from './core/titles';
import { execute, register } from '../../editor/commandRun';
import { COMMANDS } from '../../shared/commandTable';

/** What the commands need of the panels. */
export interface SearchPanels {
  activeItem(): { ref: ItemRef } | undefined;
  close(ref: ItemRef): void;
  /** The item changed at the service (a saved search renamed): its panel shows it anew. */
  reload(ref: ItemRef): void;
}

interface PriorityItem extends PickItem {
  priority: boolean;
}

/** `current`: the search's priority now, marked; `previous`: a choice made before (Save Search tried again), offered first. */
async function askPriority(title: PickText, current: boolean | undefined, previous?: boolean): Promise<boolean | undefined> {
  const items: PriorityItem[] = [
    { label: tPick(l10n.t('Normal')), description: current === false ? tPick(l10n.t('current')) : undefined, priority: false },
    { label: tPick(l10n.t('Priority')), description: current === true ? tPick(l10n.t('current')) : undefined, detail: tPick(l10n.t('Refreshed more often; your plan allows only a few.')), priority: true },
  ];
  if (previous === true) items.reverse();
  const picked = await showPick(items, { title, placeHolder: l10n.t('How often the service refreshes this search'), ignoreFocusOut: true });
  return picked?.priority;
}

function askName(title: PickText, value: string): Thenable<string | undefined> {
  return vscode.window.showInputBox({ title, prompt: l10n.t('A name for the saved search'), value, ignoreFocusOut: true, validateInput: nameProblem });
}

export function registerSearchCommands(services: Services, panels: SearchPanels, provider: SearchesView): vscode.Disposable {
  const { connection, log } = services;
  const guard = new OneAtATime();


  /** The saved search a command was given (a row, a panel's ref), else one picked from the list. */
  const savedSearchOf = async (arg: unknown, title: string): Promise<ItemRef | undefined> => {
    const given = refFromArg(arg);
    if (given?.kind === 'search' && searchTermOf(given) === undefined) return given;
    let listed: Outcome<SavedSearch[]> | undefined;
    try {
      listed = await sending(l10n.t('Social Pulse: reading your saved searches…'), async (signal) => listSearches(await connection.client(signal), signal));
    } catch (e) {
      // no client (no key): said; cancelled: nothing to say
      if (!isCancellation(e)) void showError(tNotice(l10n.t('Social Pulse: {0}'), errorMessage(e)));
      return undefined;
    }
    if (!listed) return undefined;
    if (!listed.ok) {
      void showError(tNotice(l10n.t('Social Pulse: {0}'), listed.reason));
      return undefined;
    }
    const list = listed.value;
    if (!list.length) {
      void showInfo(tNotice(l10n.t('Social Pulse: you have no saved searches yet.')));
      return undefined;
    }
    const picked = await showPick(list.map((s) => ({
      label: pickText(s.name), description: pickText(writeTerms(s.search_json.terms)), ref: searchRef(s.id, s.name),
    // as the other search prompts: run from the palette over a search panel, the palette hands the
    // focus back to the panel as it closes, and that must not close this pick
    })), { title, placeHolder: l10n.t('Choose a saved search'), ignoreFocusOut: true });
    return picked?.ref;
  };

  /** A request under a progress notification the person can cancel; undefined once cancelled. */
  const sending = async <T>(title: string, send: (signal: AbortSignal) => Promise<T>): Promise<T | undefined> => {
    const result = await vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title, cancellable: true },
      (_progress, token) => withTokenSignal(token, async (signal) => {
        try {
          const value = await send(signal);
          return signal.aborted ? undefined : { value };
        } catch (e) {
          // the person cancelled (or a newer request took over): nothing went wrong to say
          if (isCancellation(e)) return undefined;
          throw e;
        }
      }));
    // a change cancelled on its way may still have reached the service: the view asks again
    if (!result) provider.reloadRoot();
    return result?.value;
  };

  /**
   * Says how it went; the service's refusal is shown as it said it, with what fixes it: "Edit and
   * Try Again" where the service refused what was typed, the prompt opening again filled in; the
   * fix of a rejected key, a plan or a wrong address; "Try Again" (the same answers) where the
   * network or a rate limit refused it. A change that may have reached the service all the same,
   * or a search found gone (`of`, deleted elsewhere): the view asks again, and a gone one's panels close.
   */
  const report = <T>(outcome: Outcome<T>, done: (value: T) => NoticeText, retry: Retry, of?: ItemRef): Outcome<T> => {
    if (outcome.ok) {
      void showInfo(done(outcome.value));
      provider.reloadRoot();
    } else {
      refused(outcome, retry, of);
    }
    return outcome;
  };

  const refused = (outcome: { reason: string; remedy: Remedy }, retry: Retry, of?: ItemRef): void => {
    log.info(`searches: refused: ${outcome.reason}`);
    if (outcome.remedy.kind === 'gone' && of) panels.close(of);
    if (outcome.remedy.kind === 'gone' || (outcome.remedy.kind === 'again' && outcome.remedy.unsure === true)) provider.reloadRoot();
    const remedy = remedyButton(outcome.remedy, retry);
    // not awaited: the notification may stay a long while, and the command must not wait on it
    void showError(tNotice(l10n.t('Social Pulse: {0}'), outcome.reason), ...(remedy ? [remedy.label] : [])).then((chosen) => {
      if (remedy && chosen === remedy.label) void remedy.run();
    });
  };

  /** A change's retries, each one at a time per search as the change itself. */
  const retryOf = (id: string, again: () => Promise<unknown>, edit?: () => Promise<unknown>): Retry => ({
    edit: edit && (() => guard.run(id, edit)), again: () => guard.run(id, again), run: (command) => execute(command),
  });

  const searchPosts = async (arg?: unknown): Promise<ItemRef | undefined> => {
    const term = typeof arg === 'string' ? arg : await vscode.window.showInputBox({
      title: l10n.t('Search Posts'), prompt: l10n.t('A term or phrase: recently popular posts that match it'), ignoreFocusOut: true,
      validateInput: (v) => (v.trim() ? termProblem(v) : undefined),
    });
    if (!term?.trim()) return undefined;
    const problem = termProblem(term);
    if (problem) {
      void showWarning(tNotice(l10n.t('Social Pulse: {0}'), problem));
      return undefined;
    }
    const ref = searchTermRef(term);
    await execute(COMMANDS.openItem, ref);
    return ref;
  };

  const savePrompts: SavePrompts = {
    terms: (value) => vscode.window.showInputBox({
      title: l10n.t('Save Search (1/3): terms'), prompt: l10n.t('Terms to look for, separated by commas; a term with a comma goes in double quotes, a quote in it doubled (Edit Saved Search Terms… changes them later)'),
      value, ignoreFocusOut: true, validateInput: (v) => (v.trim() ? termsProblem(v) : undefined),
    }),
    name: (value) => askName(tPick(l10n.t('Save Search (2/3): name')), value),
    priority: (previous) => askPriority(tPick(l10n.t('Save Search (3/3): priority')), undefined, previous),
  };

  /**
   * Sends what `answer` gives and says how it went, a refusal with what fixes it (see report; the
   * priority limit or a name refused opens the prompts again filled in). `again`: a Try Again after
   * a failure the service may have outlived, which looks for the search before sending it again.
   */
  const saving = async (answer: () => Promise<NewSearch | undefined>, again = false): Promise<Outcome<SavedSearch> | undefined> => {
    const tried = await guard.run('create', async () => {
      const answers = await answer();
      if (!answers) return undefined;
      const create = again ? createSearchAgain : createSearch;
      const outcome = await sending(l10n.t('Social Pulse: saving the search…'), async (signal) => create(await connection.client(signal), answers, signal));
      return outcome && { answers, outcome };
    });
    if (!tried) return undefined;
    const { answers, outcome } = tried;
    // a Try Again that found the search the lost answer had saved: said so, nothing sent twice
    return report(outcome, (saved) => (outcome.ok && outcome.already
      ? tNotice(l10n.t('Social Pulse: the search "{0}" was saved after all.'), saved.name)
      : tNotice(l10n.t('Social Pulse: saved the search "{0}".'), saved.name)), {
      edit: () => saveFrom(answers), again: (unsure) => saving(async () => answers, unsure), run: (command) => execute(command),
    });
  };

  /** The prompts from `draft` (a term searched, or the answers the service refused), then the request. */
  const saveFrom = (draft: SearchDraft): Promise<Outcome<SavedSearch> | undefined> => saving(() => askNewSearch(draft, savePrompts));

  /** From a term searched (the argument, else the focused results panel), or terms typed. */
  const save = (arg?: unknown): Promise<Outcome<SavedSearch> | undefined> => {
    const given = refFromArg(arg) ?? panels.activeItem()?.ref;
    return saveFrom({ terms: (given ? searchTermOf(given) : undefined) ?? '' });
  };

  const rename = async (arg?: unknown): Promise<Outcome<SavedSearch> | undefined> => {
    const ref = await savedSearchOf(arg, l10n.t('Rename Saved Search'));
    if (!ref) return undefined;
    return guard.run(ref.id, () => askRename(ref, ref.title));
  };

  /** The name prompt filled with `value` (the name, or what was typed before), then the request. */
  const askRename = async (ref: ItemRef, value: string): Promise<Outcome<SavedSearch> | undefined> => {
    const name = await askName(renameTitle(ref.title), value);
    return name === undefined ? undefined : renaming(ref, name);
  };

  const renaming = async (ref: ItemRef, name: string): Promise<Outcome<SavedSearch> | undefined> => {
    const outcome = await sending(l10n.t('Social Pulse: renaming the search…'), async (signal) => renameSearch(await connection.client(signal), ref, name, signal));
    if (!outcome) return undefined;
    if (outcome.ok) panels.reload(searchRef(outcome.value.id, outcome.value.name));
    return report(outcome, (saved) => tNotice(l10n.t('Social Pulse: renamed the search to "{0}".'), saved.name),
      retryOf(ref.id, () => renaming(ref, name), () => askRename(ref, name)), ref);
  };

  /** Prompts with the terms as last listed; the change is sent with the terms as they are now. */
  const editTerms = async (arg?: unknown): Promise<Outcome<SavedSearch> | undefined> => {
    const ref = await savedSearchOf(arg, l10n.t('Edit Saved Search Terms'));
    if (!ref) return undefined;
    return guard.run(ref.id, async () => {
      let listed: Outcome<SavedSearch> | undefined;
      try {
        listed = await sending(l10n.t('Social Pulse: reading the search…'), async (signal) => currentSearch(await connection.client(signal), ref, false, signal));
      } catch (e) {
        // no client (no key): said; cancelled: nothing to say
        if (!isCancellation(e)) void showError(tNotice(l10n.t('Social Pulse: {0}'), errorMessage(e)));
        return undefined;
      }
      if (!listed) return undefined;
      if (!listed.ok) {
        // its Try Again starts the command over (it holds this search's turn itself)
        refused(listed, { again: () => editTerms(ref), run: (command) => execute(command) }, ref);
        return undefined;
      }
      const was = listed.value.search_json.terms;
      return askTerms(ref, writeTerms(was), was);
    });
  };

  /** The terms prompt filled with `value` (the terms, or what was typed before); nothing is sent when the terms are still `was`. */
  const askTerms = async (ref: ItemRef, value: string, was: readonly string[]): Promise<Outcome<SavedSearch> | undefined> => {
    const typed = await vscode.window.showInputBox({
      title: termsTitle(ref.title), prompt: l10n.t('Terms to look for, separated by commas; a term with a comma goes in double quotes, a quote in it doubled'), value,
      ignoreFocusOut: true, validateInput: (v) => (v.trim() ? termsProblem(v) : l10n.t('Type at least one term.')),
    });
    if (typed === undefined) return undefined;
    const parsed = parseTerms(typed);
    if ('terms' in parsed && parsed.terms.join('\n') === was.join('\n')) return undefined;
    return editingTerms(ref, typed, was);
  };

  const editingTerms = async (ref: ItemRef, typed: string, was: readonly string[]): Promise<Outcome<SavedSearch> | undefined> => {
    const outcome = await sending(l10n.t('Social Pulse: changing the terms…'), async (signal) => editSearchTerms(await connection.client(signal), ref, typed, signal));
    if (!outcome) return undefined;
    if (outcome.ok) panels.reload(searchRef(outcome.value.id, outcome.value.name));
    return report(outcome, (saved) => tNotice(l10n.t('Social Pulse: "{0}" now looks for {1}.'), saved.name, writeTerms(saved.search_json.terms)),
      retryOf(ref.id, () => editingTerms(ref, typed, was), () => askTerms(ref, typed, was)), ref);
  };

  const priority = async (arg?: unknown): Promise<Outcome<SavedSearch> | undefined> => {
    const ref = await savedSearchOf(arg, l10n.t('Set Saved Search Priority'));
    if (!ref) return undefined;
    return guard.run(ref.id, () => askSetPriority(ref, undefined));
  };

  /** The priority pick, `previous` (the choice refused before) offered first, then the request. */
  const askSetPriority = async (ref: ItemRef, previous: boolean | undefined): Promise<Outcome<SavedSearch> | undefined> => {
    const chosen = await askPriority(priorityTitle(ref.title), undefined, previous);
    return chosen === undefined ? undefined : settingPriority(ref, chosen);
  };

  const settingPriority = async (ref: ItemRef, chosen: boolean): Promise<Outcome<SavedSearch> | undefined> => {
    const outcome = await sending(l10n.t('Social Pulse: setting the priority…'), async (signal) => setSearchPriority(await connection.client(signal), ref, chosen, signal));
    if (!outcome) return undefined;
    if (outcome.ok) panels.reload(searchRef(outcome.value.id, outcome.value.name));
    return report(outcome, (saved) => tNotice(saved.priority ? l10n.t('Social Pulse: "{0}" is now a priority search.') : l10n.t('Social Pulse: "{0}" is now a normal search.'), saved.name),
      retryOf(ref.id, () => settingPriority(ref, chosen), () => askSetPriority(ref, chosen)), ref);
  };

  const remove = async (arg?: unknown): Promise<Outcome<string> | undefined> => {
    const ref = await savedSearchOf(arg, l10n.t('Delete Saved Search'));
    if (!ref) return undefined;
    return guard.run(ref.id, async () => {
      // the button as shown, in the person's language, is what the dialog answers
      const del = l10n.t('Delete');
      const answer = await showWarning(tNotice(l10n.t('Delete the saved search "{0}"?'), ref.title),
        { modal: true, detail: tNotice(l10n.t('The service forgets its terms and its summary. This cannot be undone.')) }, del);
      if (answer !== del) return undefined;
      return deleting(ref);
    });
  };

  /** Sends the delete the person confirmed; its Try Again is that confirmation still. */
  const deleting = async (ref: ItemRef): Promise<Outcome<string> | undefined> => {
    const outcome = await sending(l10n.t('Social Pulse: deleting the search…'), async (signal) => deleteSearch(await connection.client(signal), ref.id, signal));
    if (!outcome) return undefined;
    if (outcome.ok) panels.close(ref);
    // one the service no longer had: a try whose answer was lost deleted it, or another device did
    return report(outcome, () => (outcome.ok && outcome.already
      ? tNotice(l10n.t('Social Pulse: the search "{0}" was deleted already.'), ref.title)
      : tNotice(l10n.t('Social Pulse: deleted the search "{0}".'), ref.title)), retryOf(ref.id, () => deleting(ref)), ref);
  };

  return vscode.Disposable.from(
    register(COMMANDS.searchPosts, searchPosts),
    register(COMMANDS.saveSearch, save),
    register(COMMANDS.renameSearch, rename),
    register(COMMANDS.editSearchTerms, editTerms),
    register(COMMANDS.setSearchPriority, priority),
    register(COMMANDS.deleteSearch, remove),
  );
}
