// Searching posts, saved searches (kept per key; create, update and delete change them) and
// the notices of data changes. The search operations answer a refusal as the real service
// does: its error object with status 200.
import { systemChanges } from '../data/changes';
import { activityOf, matchingPosts, subjectsOf } from '../data/searchResults';
import { HttpError } from '../reply';
import { parseSearchJson, type StoredSearch } from '../searches';
import { checked, type Call, type Handler, type Handlers } from './call';

const SEARCH_POSTS_LIMIT = 25;
const SUMMARY_POSTS_LIMIT = 20;

function slug(c: Call): string {
  return checked('search', c.params.slug!);
}

function termsOf(c: Call): { terms: string[]; echo: Record<string, unknown> } {
  const term = c.q.get('term')?.trim();
  const json = c.q.get('search_json');
  if (term && json !== null) throw new HttpError(400, 'Give term or search_json, not both');
  if (term) return { terms: [term], echo: { term } };
  if (json === null || !json.trim()) throw new HttpError(400, 'term or search_json is required');
  const parsed = parseSearchJson(json);
  return { terms: [...parsed.terms, ...parsed.rollups], echo: { search_json: parsed } };
}

function summary(c: Call, search: StoredSearch): unknown {
  const subjects = subjectsOf(c.data, [...search.search_json.terms, ...search.search_json.rollups]);
  return {
    config: { id: search.id, name: search.name, search_json: search.search_json, generated: c.now },
    data: {
      id: search.id,
      name: search.name,
      terms: search.search_json.terms,
      ...activityOf(c.data, subjects, c.at),
      posts: matchingPosts(c.data, subjects, c.at, SUMMARY_POSTS_LIMIT),
    },
  };
}

/** `handler`, whose refusals are answered `{"error": ...}` with status 200. */
function refusingWith200(handler: Handler): Handler {
  return (c) => {
    try {
      return handler(c);
    } catch (e) {
      if (e instanceof HttpError) return { error: e.message };
      throw e;
    }
  };
}

export const SEARCH_HANDLERS = {
  searchPosts: refusingWith200((c) => {
    const { terms, echo } = termsOf(c);
    return { config: { ...echo, generated: c.now }, data: matchingPosts(c.data, subjectsOf(c.data, terms), c.at, SEARCH_POSTS_LIMIT) };
  }),
  searchesList: (c) => ({ data: c.searches.list(c.caller.id) }),
  searchCreate: refusingWith200((c) => {
    const search = c.searches.create(c.caller.id, c.q, c.now);
    return { config: { name: search.name, search_json: search.search_json, priority: search.priority, generated: c.now }, data: search };
  }),
  searchUpdate: refusingWith200((c) => ({ config: { generated: c.now }, data: c.searches.update(c.caller.id, slug(c), c.q) })),
  searchDelete: refusingWith200((c) => {
    const id = slug(c);
    c.searches.delete(c.caller.id, id);
    return { data: { id, deleted: true } };
  }),
  search: refusingWith200((c) => summary(c, c.searches.get(c.caller.id, slug(c)))),
  systemChanges: (c) => ({ data: systemChanges(c.data, c.at) }),
} satisfies Partial<Handlers>;
