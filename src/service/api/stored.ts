// The forms the client keeps in its cache, checked when a value read back from the saved file
// is first used: that file may hold anything (another version's shapes, a hand edit, damage).
import { isObject } from './decode-fields';
import { formOf } from './decode';
import type { Shape } from './decode';

/** An Answer (without what one call says of its delivery) whose `data` has the form of `shape`. */
export function isStoredAnswer(shape: Shape, v: unknown): boolean {
  if (!isObject(v) || !isObject(v.config) || !Number.isFinite(v.generated) || !Number.isFinite(v.receivedAt)) return false;
  if (!Array.isArray(v.oddities) || !v.oddities.every((o) => typeof o === 'string')) return false;
  return formOf(shape) === 'list' ? Array.isArray(v.data) && v.data.every(isObject) : isObject(v.data);
}

export function isStoredReport(v: unknown): boolean {
  return isObject(v) && isObject(v.subject) && typeof v.format === 'string' && typeof v.text === 'string'
    && Number.isFinite(v.receivedAt);
}
