// Reads the fields of a tool's input: what a model sends may break the schema (VS Code validates
// it, other callers may not), so each reader takes what the schema allows, falls back to its
// default when the field is absent, and otherwise throws `Bad` with one sentence of what to change.
// Pure.
import { checkIdentifier, normalizeIdentifier } from '../../../../service/api/identifiers';
import { isOneOf } from '../../../../service/api/values';
import { parseLookupOf } from '../../../../shared/lookup/parse';

/** What to change in the input, in one sentence (input.ts's checkInput answers with it). */
export class Bad extends Error {}

export type Obj = Record<string, unknown>;

/** A field a model left out: absent, null, or an empty string (what a form sends for "not given"). */
export function absent(o: Obj, key: string): boolean {
  const v = o[key];
  return v === undefined || v === null || v === '';
}

export function int(o: Obj, key: string, min: number, max: number, fallback: number): number {
  const v = o[key];
  if (v === undefined || v === null) return fallback;
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n)) throw new Bad(`"${key}" must be a whole number from ${min} to ${max}.`);
  if (n < min || n > max) throw new Bad(`"${key}" must be from ${min} to ${max} (got ${n}).`);
  return n;
}

export function bool(o: Obj, key: string, fallback: boolean): boolean {
  const v = o[key];
  if (v === undefined || v === null) return fallback;
  if (typeof v === 'boolean') return v;
  if (v === 'true' || v === 'false') return v === 'true';
  throw new Bad(`"${key}" must be true or false.`);
}

export function oneOf<T extends string>(o: Obj, key: string, list: readonly T[], fallback?: T): T {
  if (absent(o, key) && fallback !== undefined) return fallback;
  const v = o[key];
  const s = typeof v === 'string' ? v.trim().toLowerCase() : v;
  if (isOneOf(list, s)) return s;
  if (absent(o, key)) throw new Bad(`"${key}" is required: one of ${list.join(', ')}.`);
  throw new Bad(`"${key}" must be one of ${list.join(', ')}; "${String(v).slice(0, 40)}" is not.`);
}

export function listOf<T extends string>(o: Obj, key: string, list: readonly T[], fallback: readonly T[], max: number): T[] {
  const v = o[key];
  if (v === undefined || v === null) return [...fallback];
  const items = typeof v === 'string' ? v.split(',') : v;
  if (!Array.isArray(items)) throw new Bad(`"${key}" must be a list of: ${list.join(', ')}.`);
  const out: T[] = [];
  for (const item of items) {
    const s = typeof item === 'string' ? item.trim().toLowerCase() : item;
    if (!isOneOf(list, s)) throw new Bad(`"${key}" may hold only ${list.join(', ')}; "${String(item).slice(0, 40)}" is not one.`);
    if (!out.includes(s)) out.push(s);
  }
  if (!out.length) return [...fallback];
  if (out.length > max) throw new Bad(`"${key}" takes at most ${max} values (got ${out.length}).`);
  return out;
}

export function text(o: Obj, key: string, what: string): string {
  const v = o[key];
  if (typeof v !== 'string' || !v.trim()) throw new Bad(`"${key}" is required: ${what}.`);
  return v.trim();
}

/** A topic name, a `$TICKER`, or a pasted address of the service's web app or a social network. */
export function topicName(value: string, key = 'topic'): string {
  const parsed = parseLookupOf(value, 'topic');
  if ('problem' in parsed) throw new Bad(`"${key}": ${parsed.problem}`);
  return parsed.ref.id;
}

export function identifier(kind: 'category' | 'creator' | 'post' | 'postType', value: string, key: string): string {
  const problem = checkIdentifier(kind, value);
  if (problem) throw new Bad(`"${key}": ${problem.message}`);
  return normalizeIdentifier(kind, value);
}
