// Decoders of saved searches (their list, one saved, its output, its deletion) and of the
// notices of data changes. `search_json` goes out as JSON text and may come back as such.
import { ServiceError } from './errors';
import { isObject, readRecord, readStr } from './decode-fields';
import type { Json, Notes } from './decode-fields';
import { listOf, open, readList, repaired, single, str, unusable } from './decode-envelope';
import type { Decoder, Spec } from './decode-envelope';
import { post } from './decode-social';
import type { SavedSearch, SearchDeletion, SearchJson, SearchSummary, SystemChange } from './types-searches';

const SAVED: Spec<Omit<SavedSearch, 'search_json'>> = { id: 'str', name: 'str', priority: 'bool', created: 'num' };
const SEARCH_JSON: Spec<SearchJson> = { terms: 'strs', rollups: 'strs' };
const DELETION: Spec<SearchDeletion> = { id: 'str', deleted: 'bool' };
const SUMMARY: Spec<SearchSummary> = {
  id: 'str', name: 'str', terms: 'strs', interactions_24h: 'num', num_posts: 'num', num_contributors: 'num', sentiment: 'num',
  types_count: 'perNum', types_interactions: 'perNum', posts: 'objs',
};
const CHANGE: Spec<SystemChange> = {
  asset_type: 'str', asset_id: 'numOrStr', asset_name: 'str', change: 'str', description: 'str', time: 'num',
};

/** `search_json` as an object, from an object or from the JSON text of one. */
function searchJson(v: unknown, notes: Notes): Required<SearchJson> {
  let value = v;
  if (typeof v === 'string') {
    try {
      value = JSON.parse(v) as unknown;
      notes.add('"search_json" arrived as JSON text; read as an object');
    } catch {
      notes.add('"search_json" was not readable; left out');
    }
  }
  const rec = readRecord(isObject(value) ? value : {}, SEARCH_JSON, notes);
  return rec as unknown as Required<SearchJson>;
}

function saved(notes: Notes) {
  return (raw: Json): SavedSearch | undefined => {
    const { search_json: terms, ...rest } = raw;
    const rec = readRecord(rest, SAVED, notes);
    if (!str(rec.id)) return undefined;
    repaired(rec, 'name', str(rec.id), 'the id', notes);
    rec.search_json = searchJson(terms, notes);
    return rec as unknown as SavedSearch;
  };
}

/**
 * A deletion succeeded only when the service said so: an error object or an answer saying it
 * was not deleted is no success, whatever the status (the client turns error objects into
 * refusals before this reads them).
 */
const deletion: Decoder<SearchDeletion> = (body, notes, subject) => {
  const env = open(body, 'object', notes, true);
  const raw = env.data as Json;
  const rec = readRecord(raw, DELETION, notes);
  if (rec.deleted === false || raw.success === false) {
    throw new ServiceError('invalid-input', `The service did not delete the saved search${subject ? ` "${subject}"` : ''}.`);
  }
  if (!repaired(rec, 'id', subject, 'the request', notes)) throw unusable('no id of the deleted search');
  rec.deleted = true;
  return { env, data: rec as unknown as SearchDeletion };
};

const summary: Decoder<SearchSummary> = (body, notes, subject) => {
  const env = open(body, 'object', notes);
  const raw = env.data as Json;
  if (!Object.keys(SUMMARY).some((k) => Object.hasOwn(raw, k) && raw[k] !== null)) throw unusable('no summary fields');
  const rec = readRecord(raw, SUMMARY, notes);
  if (!repaired(rec, 'id', str(env.config.id) ?? subject, 'the request', notes)) throw unusable('no search id');
  rec.posts = readList(rec.posts, 'post list', notes, post(notes));
  if (rec.name === undefined) {
    const name = readStr(env.config.name, 'name', notes);
    if (name !== undefined) rec.name = name;
  }
  return { env, data: rec as unknown as SearchSummary };
};

function change(notes: Notes) {
  return (raw: Json): SystemChange | undefined => {
    const rec = readRecord(raw, CHANGE, notes);
    if (typeof rec.time !== 'number' || (rec.asset_id === undefined && !str(rec.asset_name))) return undefined;
    if (!str(rec.asset_type)) rec.asset_type = 'unknown';
    if (!str(rec.change)) rec.change = 'unknown';
    return rec as unknown as SystemChange;
  };
}

export const SEARCH_DECODERS = {
  savedSearches: listOf('saved search list', saved),
  savedSearch: single('no saved search id', saved),
  searchDeletion: deletion,
  searchSummary: summary,
  systemChanges: listOf('change list', change),
};
