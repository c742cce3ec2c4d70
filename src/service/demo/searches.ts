// Saved searches, kept per key in memory for as long as the emulator runs, with the service's
// rules and refusals: a name and well-formed terms to create one, the terms again (changed or
// not) to update one, a few priority searches per key, and "That item does not exist" for a
// slug it does not know.
import { HttpError } from './reply';

export interface SearchTerms {
  terms: string[];
  rollups: string[];
}

export interface StoredSearch {
  id: string;
  name: string;
  search_json: SearchTerms;
  priority: boolean;
  created: number;
}

const MAX_PRIORITY = 10;
const MAX_SEARCHES = 100;
const MAX_TERMS = 25;
const UNKNOWN_SEARCH = 'Error: That item does not exist';
const MALFORMED_SEARCH = 'Error: search_json object is not formatted correctly';

function isTermList(v: unknown): v is string[] {
  return Array.isArray(v) && v.length <= MAX_TERMS && v.every((t) => typeof t === 'string' && t.trim() !== '' && t.length <= 200);
}

/** The terms of a `search_json` query value, or the service's refusal. */
export function parseSearchJson(text: string): SearchTerms {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, MALFORMED_SEARCH);
  }
  const v = value as { terms?: unknown; rollups?: unknown } | null;
  if (typeof v !== 'object' || v === null || Array.isArray(v) || !isTermList(v.terms) || v.terms.length === 0
    || (v.rollups !== undefined && !isTermList(v.rollups))) {
    throw new HttpError(400, MALFORMED_SEARCH);
  }
  return { terms: v.terms.map((t) => t.trim()), rollups: (v.rollups ?? []).map((t) => t.trim()) };
}

function flag(q: URLSearchParams, name: string): boolean | undefined {
  const v = q.get(name);
  if (v === null) return undefined;
  if (v === '1' || v === 'true') return true;
  if (v === '0' || v === 'false' || v === '') return false;
  throw new HttpError(400, `Invalid ${name} "${v}": use true or false.`);
}

function nameOf(q: URLSearchParams): string {
  const name = q.get('name')?.trim();
  if (!name) throw new HttpError(400, 'name is required');
  if (name.length > 100) throw new HttpError(400, 'Error: name is too long (at most 100 characters)');
  return name;
}

/** The required `search_json` of a create or an update. */
function termsOf(q: URLSearchParams): SearchTerms {
  const json = q.get('search_json');
  if (json === null || !json.trim()) throw new HttpError(400, 'search_json is required');
  return parseSearchJson(json);
}

function slugOf(name: string, n: number): string {
  const base = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40) || 'search';
  return `${base}-${n.toString(36)}`;
}

export class SavedSearches {
  private readonly byKey = new Map<string, Map<string, StoredSearch>>();
  /** Per key, so slugs do not tell one key about another's searches. */
  private readonly counters = new Map<string, number>();

  private of(owner: string): Map<string, StoredSearch> {
    let searches = this.byKey.get(owner);
    if (!searches) this.byKey.set(owner, (searches = new Map()));
    return searches;
  }

  list(owner: string): StoredSearch[] {
    return [...this.of(owner).values()];
  }

  get(owner: string, slug: string): StoredSearch {
    const search = this.of(owner).get(slug);
    if (!search) throw new HttpError(404, UNKNOWN_SEARCH);
    return search;
  }

  create(owner: string, q: URLSearchParams, now: number): StoredSearch {
    const name = nameOf(q);
    const terms = termsOf(q);
    const priority = flag(q, 'priority') ?? false;
    const searches = this.of(owner);
    if (searches.size >= MAX_SEARCHES) throw new HttpError(400, `Error: You can have at most ${MAX_SEARCHES} saved searches`);
    if (priority) this.checkPriority(searches);
    const n = (this.counters.get(owner) ?? 0) + 1;
    this.counters.set(owner, n);
    const search: StoredSearch = { id: slugOf(name, n), name, search_json: terms, priority, created: now };
    searches.set(search.id, search);
    return search;
  }

  update(owner: string, slug: string, q: URLSearchParams): StoredSearch {
    const search = this.get(owner, slug);
    const terms = termsOf(q);
    const name = q.has('name') ? nameOf(q) : search.name;
    const priority = flag(q, 'priority') ?? search.priority;
    if (priority && !search.priority) this.checkPriority(this.of(owner));
    Object.assign(search, { name, priority, search_json: terms });
    return search;
  }

  delete(owner: string, slug: string): void {
    this.get(owner, slug);
    this.of(owner).delete(slug);
  }

  private checkPriority(searches: Map<string, StoredSearch>): void {
    const count = [...searches.values()].filter((s) => s.priority).length;
    if (count >= MAX_PRIORITY) throw new HttpError(400, `Error: You can have at most ${MAX_PRIORITY} priority searches`);
  }
}
