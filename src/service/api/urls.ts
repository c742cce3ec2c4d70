// Builds an operation's URL from the table: identifiers checked and normalised before anything
// leaves, path segments encoded, and only the query parameters the operation accepts, in the
// table's order (so equal requests have equal URLs and share one cache entry).
import { ServiceError } from './errors';
import { checkIdentifier, normalizeIdentifier, PATH_IDS } from './identifiers';
import type { IdentifierKind } from './identifiers';
import type { Operation, ParamName } from './operations';
import { TIME_SERIES_BUCKETS, TIME_SERIES_INTERVALS } from './values';

export type QueryValues = Partial<Record<ParamName, unknown>>;

function invalid(message: string): ServiceError {
  return new ServiceError('invalid-input', message);
}

function kindOf(name: string): IdentifierKind {
  return Object.hasOwn(PATH_IDS, name) ? PATH_IDS[name as keyof typeof PATH_IDS] : 'id';
}

/** Checks the identifier a path template names `name` and returns it as it is sent. */
export function identifier(name: string, value: unknown): string {
  const kind = kindOf(name);
  if (typeof value !== 'string') throw invalid(checkIdentifier(kind, '')!.message);
  const problem = checkIdentifier(kind, value);
  if (problem) throw invalid(problem.message);
  return normalizeIdentifier(kind, value);
}

/** The base address from the settings, without trailing slashes; a bad one is the user's to fix. */
export function baseOf(address: string, setting: string): string {
  try {
    const url = new URL(address.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('scheme');
    return url.href.replace(/\/+$/, '');
  } catch {
    throw invalid(`The ${setting} setting is not a valid http(s) address.`);
  }
}

/** `/a/{x}/b` with each `{name}` replaced by its checked, encoded value. */
export function fillPath(template: string, values: Readonly<Record<string, unknown>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(identifier(name, values[name])));
}

function whole(name: string, v: unknown, min: number, max: number): string {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
    throw invalid(`"${name}" must be a whole number from ${min} to ${max}.`);
  }
  return String(v);
}

const MAX_UNIX_SECONDS = 1e11; // beyond this the value is surely milliseconds
/** A query this long no longer fits the address limits of servers and proxies on the way. */
const MAX_SEARCH_JSON = 4000;
const CONTROL = /[\u0000-\u001f\u007f]/;

/** `search_json` as sent: an object as its JSON text; text (the person's own JSON) as is, for the service to judge. */
function searchJson(v: unknown): string {
  let text: string | undefined;
  if (typeof v === 'string') text = v;
  else if (typeof v === 'object' && v !== null && !Array.isArray(v)) text = JSON.stringify(v);
  if (text === undefined || !text.trim()) throw invalid('"search_json" must be an object with the search terms, or its JSON text.');
  if (text.length > MAX_SEARCH_JSON) throw invalid(`"search_json" is too long (${text.length} characters, at most ${MAX_SEARCH_JSON}).`);
  return text;
}

function queryValue(op: Operation, name: ParamName, v: unknown): string | undefined {
  switch (name) {
    case 'bucket':
      if (typeof v === 'string' && (TIME_SERIES_BUCKETS as readonly string[]).includes(v)) return v;
      throw invalid(`"bucket" must be one of ${TIME_SERIES_BUCKETS.join(', ')}.`);
    case 'interval':
      if (typeof v === 'string' && (TIME_SERIES_INTERVALS as readonly string[]).includes(v)) return v;
      throw invalid(`"interval" must be one of ${TIME_SERIES_INTERVALS.join(', ')}.`);
    case 'start':
    case 'end':
      if (typeof v === 'number' && v >= MAX_UNIX_SECONDS) throw invalid(`"${name}" looks like milliseconds; give unix seconds.`);
      return whole(name, v, 0, MAX_UNIX_SECONDS);
    case 'limit':
      // every row that takes a limit gives its largest (checked in the table's types)
      return whole(name, v, 1, op.maxLimit ?? 1);
    case 'page':
      return whole(name, v, 0, 1_000_000);
    case 'desc':
      if (typeof v !== 'boolean') throw invalid('"desc" must be true or false.');
      return v ? '1' : undefined;
    case 'sort':
      if (typeof v === 'string' && /^[A-Za-z0-9_]{1,64}$/.test(v)) return v;
      throw invalid('"sort" must be a metric name (letters, numbers and _).');
    case 'filter':
      if (typeof v === 'string' && v.length <= 100 && !CONTROL.test(v)) return v;
      throw invalid('"filter" must be a short single line of text.');
    case 'term':
      if (typeof v === 'string' && v.trim() && v.length <= 200 && !CONTROL.test(v)) return v.trim();
      throw invalid('A search term must be a single line of text of at most 200 characters.');
    case 'search_json':
      return searchJson(v);
    case 'name':
      // an empty name is sent: the service says what it needs
      if (typeof v === 'string' && v.length <= 100 && !CONTROL.test(v)) return v.trim();
      throw invalid('A name must be a single line of text of at most 100 characters.');
    case 'priority':
      if (typeof v !== 'boolean') throw invalid('"priority" must be true or false.');
      return String(v);
  }
}

/** Parameters the operation cannot go without, and those of which exactly one is needed. */
function checkPresence(op: Operation, values: QueryValues): void {
  const given = (name: ParamName): boolean => values[name] !== undefined && values[name] !== null;
  for (const name of op.required ?? []) if (!given(name)) throw invalid(`"${name}" is required.`);
  if (op.oneOf && op.oneOf.filter(given).length !== 1) throw invalid(`Give exactly one of ${op.oneOf.map((n) => `"${n}"`).join(' or ')}.`);
}

export function queryOf(op: Operation, values: QueryValues): string {
  checkPresence(op, values);
  const query = new URLSearchParams();
  for (const name of op.params) {
    const v = values[name];
    if (v === undefined || v === null) continue;
    const s = queryValue(op, name, v);
    if (s !== undefined) query.append(name, s);
  }
  const start = values.start;
  const end = values.end;
  if (op.params.includes('start') && typeof start === 'number' && typeof end === 'number' && start > end) {
    throw invalid('"start" must not be after "end".');
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

export function operationUrl(baseUrl: string, op: Operation, ids: Readonly<Record<string, unknown>>, values: QueryValues): URL {
  const base = baseOf(baseUrl, 'socialPulse.baseUrl');
  return new URL(`${base}${fillPath(op.path, ids)}${queryOf(op, values)}`);
}

/** The cache key and log form of a URL: no credentials, no fragment. */
export function keyOf(url: URL): string {
  return `${url.origin}${url.pathname}${url.search}`;
}
