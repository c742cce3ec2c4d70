// What every decoder shares: finding `data` and `config` in a body whatever envelope it came
// in, reading lists entry by entry, and repairing a missing name from a neighbour.
import { ServiceError } from './errors';
import { isObject, Notes, readRecord } from './decode-fields';
import type { FieldKind, Json } from './decode-fields';

/** Every field of T except `extra`, with how to read it: the compiler checks none is missed. */
export type Spec<T> = { readonly [K in Exclude<keyof T, 'extra'>]-?: FieldKind };

export function unusable(detail: string): ServiceError {
  return new ServiceError('bad-response', `The service sent an answer that could not be read (${detail}). Try again later.`);
}

export interface Envelope {
  data: unknown;
  config: Json;
}

/**
 * Finds `data` and `config`. `bareIsNormal`: the documented answer has its fields at the top
 * level (whatsup, a post), so finding them there is not an oddity.
 */
export function open(body: unknown, want: 'list' | 'object', notes: Notes, bareIsNormal = false): Envelope {
  if (Array.isArray(body)) {
    if (want === 'list') {
      notes.add('the answer was a bare list without the "data" envelope');
      return { data: body, config: {} };
    }
    if (body.length === 1 && isObject(body[0])) {
      notes.add('the answer was a list of one; read its only entry');
      return { data: body[0], config: {} };
    }
    throw unusable('a list where one object was expected');
  }
  if (!isObject(body)) throw unusable('no object or list');
  let config: Json = {};
  if (isObject(body.config)) config = body.config;
  else if (body.config !== undefined && body.config !== null) notes.add('"config" was not an object; left out');

  if ('data' in body && body.data !== null && body.data !== undefined) {
    const data = body.data;
    if (want === 'list') {
      if (Array.isArray(data)) return { data, config };
      const values = isObject(data) ? Object.values(data) : [];
      if (values.length && values.every(isObject)) {
        notes.add('"data" was an object of entries; read as a list');
        return { data: values, config };
      }
      throw unusable('"data" is not a list');
    }
    if (isObject(data)) return { data, config };
    if (Array.isArray(data) && isObject(data[0])) {
      notes.add('"data" was a list; read its first entry');
      return { data: data[0], config };
    }
    throw unusable('"data" is not an object');
  }
  if (want === 'object') {
    const rest: Json = { ...body };
    delete rest.config;
    delete rest.error;
    delete rest.data;
    if (Object.keys(rest).length) {
      if (!bareIsNormal) notes.add('the answer had no "data" envelope; read its fields at the top level');
      return { data: rest, config };
    }
  }
  throw unusable(typeof body.error === 'string' ? 'an error without a status' : 'no "data"');
}

/** The readable entries of a list; none readable out of some is unusable. */
export function readList<T>(data: unknown, what: string, notes: Notes, readOne: (raw: Json) => T | undefined): T[] {
  const raw = data as unknown[];
  const out: T[] = [];
  for (const entry of raw) {
    const item = isObject(entry) ? readOne(entry) : undefined;
    if (item === undefined) notes.add(`an entry of the ${what} could not be read; left out`);
    else out.push(item);
  }
  if (raw.length && !out.length) throw unusable(`none of the ${raw.length} entries of the ${what} could be read`);
  return out;
}

/** `key` from the record, else from `fallback` (noting the repair), else undefined. */
export function repaired(rec: Json, key: string, fallback: string | undefined, from: string, notes: Notes): string | undefined {
  const v = rec[key];
  if (typeof v === 'string' && v !== '') return v;
  if (fallback === undefined || fallback === '') return undefined;
  notes.add(`"${key}" was missing; taken from ${from}`);
  rec[key] = fallback;
  return fallback;
}

export function str(v: unknown): string | undefined {
  return typeof v === 'string' && v !== '' ? v : undefined;
}

/** A decoder of one answer: the envelope it came in and the data read from it. */
export type Decoder<T> = (body: unknown, notes: Notes, subject?: string) => { env: Envelope; data: T };

/** A list answer read entry by entry. */
export function listOf<T>(what: string, readOne: (notes: Notes) => (raw: Json) => T | undefined): Decoder<T[]> {
  return (body, notes) => {
    const env = open(body, 'list', notes);
    return { env, data: readList(env.data, what, notes, readOne(notes)) };
  };
}

/** An object answer read as one record; `missing` says what was not there when it cannot be read. */
export function single<T>(missing: string, readOne: (notes: Notes) => (raw: Json) => T | undefined): Decoder<T> {
  return (body, notes) => {
    const env = open(body, 'object', notes);
    const item = readOne(notes)(env.data as Json);
    if (item === undefined) throw unusable(missing);
    return { env, data: item };
  };
}

/** Points of a series in time order (said so when the service sent them out of order). */
export function inTimeOrder<T extends { time: number }>(points: T[], notes: Notes): T[] {
  if (points.some((p, i) => i > 0 && p.time < points[i - 1]!.time)) {
    notes.add('the time series was out of order; sorted by time');
    points.sort((a, b) => a.time - b.time);
  }
  return points;
}

/** A time-series point: a record of `spec` with a numeric `time`. */
export function point<T extends { time: number }>(spec: Spec<T>) {
  return (notes: Notes) => (raw: Json): T | undefined => {
    const rec = readRecord(raw, spec, notes);
    return typeof rec.time === 'number' ? (rec as unknown as T) : undefined;
  };
}

/** A series answer: a list of points of `spec`, in time order. */
export function seriesOf<T extends { time: number }>(spec: Spec<T>): Decoder<T[]> {
  const read = listOf('time series', point(spec));
  return (body, notes) => {
    const { env, data } = read(body, notes);
    return { env, data: inTimeOrder(data, notes) };
  };
}
