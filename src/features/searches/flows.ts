// Creating, renaming, re-prioritising, editing the terms of and deleting a saved search: check
// the answers, then the request. The service requires the terms with every update, so a change
// first reads the search as it is now (never the cached list: terms changed elsewhere must not be
// sent back as they were). The commands are thin prompts around these; tests call them with
// their own answers.
// Each of these changes state on the service: the client never retries or shares them, and the
// guard here keeps a second click from sending one again while the first is under way. Each takes
// the signal of its command's progress notification, as every other request does.
import { isServiceError, isSuperseded } from '../../service/api/errors';
import type { SocialApi } from '../../service/api/service';
import type { SavedSearch, SearchJson } from '../../service/api/types-searches';
import { errorMessage, fixDetails, fixFor, isCancellation, passesByItself, refusedInput } from '../../editor/errorPolicy';
import type { Command } from '../../shared/commandTable';
import type { FixAction } from '../../shared/protocol/fixes';
import { termProblem } from '../../shared/lookup/parts';
import * as l10n from '../../shared/format/l10n';
import { readTerms } from '../../shared/format/terms';

/** The service's own limit on a name (the emulator's refusal says the same). */
export const MAX_NAME = 100;
const MAX_TERMS = 25;

/**
 * What the person can do about a refusal: change the answers (the service refused what was typed),
 * the fix of its kind (a key, the plan, the service address), send the same again later (the
 * network, a rate limit), or nothing here. `unsure`: the request failed where the service may
 * have made the change all the same (see mayHaveLanded): look before sending it again. `gone`:
 * the search was deleted (here or elsewhere): the view and its panels follow.
 */
export type Remedy = { kind: 'edit' } | { kind: 'fix'; fix: FixAction } | { kind: 'again'; unsure?: boolean } | { kind: 'gone' } | { kind: 'none' };

export type Outcome<T> = { ok: true; value: T } | { ok: false; reason: string; remedy: Remedy };

/** The remedy of a failed request, as the trees and panels choose their fix for its kind. */
export function remedyOf(error: unknown): Remedy {
  const fix = fixFor(error);
  if (fix) return { kind: 'fix', fix };
  if (refusedInput(error)) return { kind: 'edit' };
  // a request a change of key or plan stopped was never sent, and an answer cut off may read next
  // time: sending it again is safe
  if (isSuperseded(error) || (isServiceError(error) && error.kind === 'bad-response')) return { kind: 'again' };
  return passesByItself(error) ? { kind: 'again' } : { kind: 'none' };
}

const EDIT: Remedy = { kind: 'edit' };

/** What a failed command can do again: the same for Save Search and each change of a saved search. */
export interface Retry {
  /** The prompt again, filled in with what was typed; none where nothing was typed (Delete). */
  edit?: () => PromiseLike<unknown>;
  /** The same request again; `unsure`: after a failure the service may have outlived. */
  again(unsure: boolean): PromiseLike<unknown>;
  /** A fix's command (a key, the plan, the service address). */
  run(command: Command<[]>): PromiseLike<unknown>;
}

/** A refusal's remedy as a notification's button: its label and what it does; none when there is nothing to do. */
export function remedyButton(remedy: Remedy, retry: Retry): { label: string; run(): PromiseLike<unknown> } | undefined {
  switch (remedy.kind) {
    case 'edit': {
      const { edit } = retry;
      return edit && { label: l10n.t('Edit and Try Again'), run: edit };
    }
    case 'again': return { label: l10n.t('Try Again'), run: () => retry.again(remedy.unsure === true) };
    case 'fix': {
      const fix = fixDetails(remedy.fix);
      return { label: fix.label, run: () => retry.run(fix.command) };
    }
    case 'gone':
    case 'none': return undefined;
  }
}

/**
 * A failure that may have come after the service made the change: no answer came (a timeout, a
 * reset connection), the answer was cut off, or the service failed on its side (a 5xx). A
 * refusal (a rate limit, a key) came before it did anything.
 */
function mayHaveLanded(error: unknown): boolean {
  return isServiceError(error) && (error.kind === 'timeout' || error.kind === 'network' || error.kind === 'server' || error.kind === 'bad-response');
}

/** A change's remedy: sending it again after a failure it may have outlived is an unsure one. */
function changeRemedy(error: unknown): Remedy {
  const remedy = remedyOf(error);
  return remedy.kind === 'again' && mayHaveLanded(error) ? { kind: 'again', unsure: true } : remedy;
}

/** The saved search a change is about: its slug, and its name as last shown (what a refusal names). */
export type SearchOf = string | { id: string; title: string };

function searchOf(search: SearchOf): { id: string; title: string } {
  return typeof search === 'string' ? { id: search, title: search } : { id: search.id, title: search.title || search.id };
}

/** Why a name cannot be sent, for an input box's validation; undefined when it can. */
export function nameProblem(name: string): string | undefined {
  const n = name.trim();
  if (!n) return l10n.t('Type a name for the search.');
  if (n.length > MAX_NAME) return l10n.t('A name has at most {0} characters (this has {1}).', MAX_NAME, n.length);
  return undefined;
}

/** Terms typed as a comma-separated list: `bitcoin, $btc, "1,000 btc"` (see core/terms.ts). */
export function parseTerms(text: string): { terms: string[] } | { problem: string } {
  const terms = [...new Set(readTerms(text))];
  if (!terms.length) return { problem: l10n.t('Type at least one term; separate terms with commas.') };
  if (terms.length > MAX_TERMS) return { problem: l10n.t('A search has at most {0} terms (this has {1}).', MAX_TERMS, terms.length) };
  for (const term of terms) {
    const problem = termProblem(term);
    if (problem) return { problem: `"${term.slice(0, 40)}": ${problem}` };
  }
  return { terms };
}

export function termsProblem(text: string): string | undefined {
  const parsed = parseTerms(text);
  return 'problem' in parsed ? parsed.problem : undefined;
}

/** `change`: the request changes the search, and a failure it may have outlived is an unsure one. */
async function attempt<T>(send: () => Promise<T>, change = false): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await send() };
  } catch (e) {
    // the service's refusal ("name is required", the priority limit) is in the message
    return { ok: false, reason: errorMessage(e), remedy: change ? changeRemedy(e) : remedyOf(e) };
  }
}

export interface NewSearch {
  name: string;
  /** comma-separated, as typed */
  terms: string;
  priority: boolean;
}

/** What Save Search's prompts start from: a term searched, or all that was answered before the service refused it. */
export interface SearchDraft {
  terms: string;
  /** Undefined: the first term. */
  name?: string;
  priority?: boolean;
}

/** Save Search's prompts, each started from a value; undefined when the person gives up. */
export interface SavePrompts {
  terms(value: string): PromiseLike<string | undefined>;
  name(value: string): PromiseLike<string | undefined>;
  /** `previous`: the choice made before, offered first. */
  priority(previous: boolean | undefined): PromiseLike<boolean | undefined>;
}

/** Asks for a new search, each prompt filled in from `draft`: the answers, or undefined once the person gives up. */
export async function askNewSearch(draft: SearchDraft, ask: SavePrompts): Promise<NewSearch | undefined> {
  const terms = await ask.terms(draft.terms);
  if (!terms?.trim()) return undefined;
  const name = await ask.name(draft.name ?? readTerms(terms)[0] ?? '');
  if (name === undefined) return undefined;
  const priority = await ask.priority(draft.priority);
  if (priority === undefined) return undefined;
  return { name, terms, priority };
}

/** A create's outcome; `already`: the search was found saved by an earlier try whose answer was lost, and not sent again. */
export type Created = { ok: true; value: SavedSearch; already: boolean } | { ok: false; reason: string; remedy: Remedy };

export async function createSearch(client: SocialApi, answers: NewSearch, signal?: AbortSignal): Promise<Created> {
  const parsed = parseTerms(answers.terms);
  if ('problem' in parsed) return { ok: false, reason: parsed.problem, remedy: EDIT };
  try {
    // the name goes as typed: the input box checked it, and the service's refusal says the rest
    const saved = await client.searchCreate({ name: answers.name.trim(), search_json: { terms: parsed.terms }, priority: answers.priority }, { priority: 'view', signal });
    return { ok: true, value: saved.data, already: false };
  } catch (e) {
    // the service's refusal ("name is required", the priority limit) is in the message
    return { ok: false, reason: errorMessage(e), remedy: changeRemedy(e) };
  }
}

/**
 * Save Search's "Try Again" after a failure the service may have outlived (`Remedy.unsure`): the
 * service's own list first, read fresh; a search of the same name and terms there was saved by
 * the try before (its answer was lost), and is not created a second time. Otherwise the create
 * is sent again.
 */
export async function createSearchAgain(client: SocialApi, answers: NewSearch, signal?: AbortSignal): Promise<Created> {
  const parsed = parseTerms(answers.terms);
  if ('problem' in parsed) return { ok: false, reason: parsed.problem, remedy: EDIT };
  let listed: SavedSearch[];
  try {
    listed = (await client.searchesList({ priority: 'view', refresh: true, signal })).data;
  } catch (e) {
    const remedy = remedyOf(e);
    // still unknown whether the first try saved it: the next Try Again looks again
    return { ok: false, reason: errorMessage(e), remedy: remedy.kind === 'again' ? { kind: 'again', unsure: true } : remedy };
  }
  const name = answers.name.trim();
  const terms = new Set(parsed.terms);
  const saved = listed.find((s) => s.name === name && s.search_json.terms.length === terms.size && s.search_json.terms.every((t) => terms.has(t)));
  return saved ? { ok: true, value: saved, already: true } : createSearch(client, answers, signal);
}

/** The saved searches, to choose one from; undefined once cancelled (there is nothing to say). */
export async function listSearches(client: SocialApi, signal?: AbortSignal): Promise<Outcome<SavedSearch[]> | undefined> {
  try {
    return { ok: true, value: (await client.searchesList({ signal })).data };
  } catch (e) {
    return isCancellation(e) ? undefined : { ok: false, reason: errorMessage(e), remedy: remedyOf(e) };
  }
}

/** The saved search as the service has it now (`fresh`), or as last listed (a prompt's first value); or why not. */
export async function currentSearch(client: SocialApi, of: SearchOf, fresh = true, signal?: AbortSignal): Promise<Outcome<SavedSearch>> {
  const { id, title } = searchOf(of);
  const listed = await attempt(async () => (await client.searchesList({ priority: 'view', refresh: fresh, signal })).data);
  if (!listed.ok) return listed;
  const search = listed.value.find((s) => s.id === id);
  if (search) return { ok: true, value: search };
  // the list as last listed may predate the search (saved on another device): only the service's own list says it is gone
  if (!fresh) return currentSearch(client, of, true, signal);
  return { ok: false, reason: goneReason(title), remedy: { kind: 'gone' } };
}

/** A search deleted here or elsewhere, by the name the person knows it by, and what to do now. */
function goneReason(title: string): string {
  return l10n.t('The saved search "{0}" no longer exists: it was deleted, here or on another device. Pick one from the Searches view (refresh it for the current list), or save the search again.', title);
}

/** One update of the search: its terms as they are now (or `terms`) with the changed name or priority. */
async function update(client: SocialApi, of: SearchOf, change: { name?: string; priority?: boolean; terms?: string[] }, signal?: AbortSignal): Promise<Outcome<SavedSearch>> {
  const now = await currentSearch(client, of, true, signal);
  if (!now.ok) return now;
  const { terms, ...rest } = change;
  const search_json: SearchJson = { terms: terms ?? now.value.search_json.terms, rollups: now.value.search_json.rollups };
  return attempt(async () => (await client.searchUpdate(now.value.id, { ...rest, search_json }, { priority: 'view', signal })).data, true);
}

export async function renameSearch(client: SocialApi, of: SearchOf, name: string, signal?: AbortSignal): Promise<Outcome<SavedSearch>> {
  return update(client, of, { name: name.trim() }, signal);
}

export async function setSearchPriority(client: SocialApi, of: SearchOf, priority: boolean, signal?: AbortSignal): Promise<Outcome<SavedSearch>> {
  return update(client, of, { priority }, signal);
}

/** New terms for a saved search, typed as a comma-separated list (its rollups are kept). */
export async function editSearchTerms(client: SocialApi, of: SearchOf, typed: string, signal?: AbortSignal): Promise<Outcome<SavedSearch>> {
  const parsed = parseTerms(typed);
  if ('problem' in parsed) return { ok: false, reason: parsed.problem, remedy: EDIT };
  return update(client, of, { terms: parsed.terms }, signal);
}

/**
 * Deletes the search; one the service no longer has is deleted all the same (`already`: a try
 * whose answer was lost deleted it, or another device did).
 */
export async function deleteSearch(client: SocialApi, slug: string, signal?: AbortSignal): Promise<Deleted> {
  try {
    await client.searchDelete(slug, { priority: 'view', signal });
    return { ok: true, value: slug, already: false };
  } catch (e) {
    if (isServiceError(e) && e.kind === 'not-found') return { ok: true, value: slug, already: true };
    return { ok: false, reason: errorMessage(e), remedy: changeRemedy(e) };
  }
}

export type Deleted = { ok: true; value: string; already: boolean } | { ok: false; reason: string; remedy: Remedy };

/** One change at a time per search (and one create at a time): a second click while it runs does nothing. */
export class OneAtATime {
  private readonly running = new Set<string>();

  /** Runs `task` unless one for `key` is under way; undefined when it did not run. */
  async run<T>(key: string, task: () => Promise<T>): Promise<T | undefined> {
    if (this.running.has(key)) return undefined;
    this.running.add(key);
    try {
      return await task();
    } finally {
      this.running.delete(key);
    }
  }
}
