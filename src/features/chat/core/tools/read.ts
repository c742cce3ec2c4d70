// Reads the fields of a tool's input: what a model sends may break the schema (VS Code validates
// it, other callers may not), so each reader takes what the schema allows, falls back to its
// default when the field is absent, and otherwise throws `Bad` with one sentence of what to change.
// Pure.
import { checkIdentifier, normalizeIdentifier, type IdentifierProblem } from '../../../../service/api/identifiers';
import * as l10n from '../../../../shared/format/l10n';
import { describeChar, nameProblem } from '../../../../shared/lookup/parts';
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
  if (typeof n !== 'number' || !Number.isInteger(n)) throw new Bad(l10n.t('"{0}" must be a whole number from {1} to {2}.', key, min, max));
  if (n < min || n > max) throw new Bad(l10n.t('"{0}" must be from {1} to {2} (got {3}).', key, min, max, n));
  return n;
}

export function bool(o: Obj, key: string, fallback: boolean): boolean {
  const v = o[key];
  if (v === undefined || v === null) return fallback;
  if (typeof v === 'boolean') return v;
  if (v === 'true' || v === 'false') return v === 'true';
  throw new Bad(l10n.t('"{0}" must be true or false.', key));
}

export function oneOf<T extends string>(o: Obj, key: string, list: readonly T[], fallback?: T): T {
  if (absent(o, key) && fallback !== undefined) return fallback;
  const v = o[key];
  const s = typeof v === 'string' ? v.trim().toLowerCase() : v;
  if (isOneOf(list, s)) return s;
  if (absent(o, key)) throw new Bad(l10n.t('"{0}" is required: one of {1}.', key, list.join(', ')));
  throw new Bad(l10n.t('"{0}" must be one of {1}; "{2}" is not.', key, list.join(', '), String(v).slice(0, 40)));
}

export function listOf<T extends string>(o: Obj, key: string, list: readonly T[], fallback: readonly T[], max: number): T[] {
  const v = o[key];
  if (v === undefined || v === null) return [...fallback];
  const items = typeof v === 'string' ? v.split(',') : v;
  if (!Array.isArray(items)) throw new Bad(l10n.t('"{0}" must be a list of: {1}.', key, list.join(', ')));
  const out: T[] = [];
  for (const item of items) {
    const s = typeof item === 'string' ? item.trim().toLowerCase() : item;
    if (!isOneOf(list, s)) throw new Bad(l10n.t('"{0}" may hold only {1}; "{2}" is not one.', key, list.join(', '), String(item).slice(0, 40)));
    if (!out.includes(s)) out.push(s);
  }
  if (!out.length) return [...fallback];
  if (out.length > max) throw new Bad(l10n.t('"{0}" takes at most {1} values (got {2}).', key, max, out.length));
  return out;
}

/** A field of text; `required`: the sentence saying what it is, when it is missing. */
export function text(o: Obj, key: string, required: () => string): string {
  const v = o[key];
  if (typeof v !== 'string' || !v.trim()) throw new Bad(required());
  return v.trim();
}

/** A topic name, a `$TICKER`, or a pasted address of the service's web app or a social network. */
export function topicName(value: string, key = 'topic'): string {
  const parsed = parseLookupOf(value, 'topic');
  if ('problem' in parsed) throw new Bad(`"${key}": ${parsed.problem}`);
  return parsed.ref.id;
}

export function identifier(kind: 'category' | 'creator' | 'post' | 'postType', value: string, key: string): string {
  const problem = kind === 'category' ? nameProblem('category', value) : identifierProblem(checkIdentifier(kind, value), key);
  if (problem) throw new Bad(kind === 'category' ? l10n.t('"{0}": {1}', key, problem) : problem);
  return normalizeIdentifier(kind, value);
}

/** The client's problem with an id, a screen name or a post type, in the person's words. */
function identifierProblem(found: IdentifierProblem | undefined, key: string): string | undefined {
  if (!found) return undefined;
  switch (found.reason) {
    case 'missing': return l10n.t('"{0}" is required.', key);
    case 'tooLong': return l10n.t('"{0}" is too long ({1} characters, at most {2}).', key, found.length, 200);
    case 'onlyDots': return l10n.t('"{0}" cannot be made only of dots.', key);
    case 'badChar': return l10n.t('"{0}" may not contain {1}.', key, describeChar(found.char));
    case 'notPostType': return l10n.t('"{0}" is a post type, a network key such as tweet, youtube-video or news.', key);
    default: return l10n.t('"{0}": {1}', key, found.message);
  }
}
