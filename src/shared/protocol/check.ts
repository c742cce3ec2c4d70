// The small checks every guard of the protocol is made of.

/** A plain object (not null, not an array) whose fields can be read one by one. */
export function isObj(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export { isOneOf } from '../../service/api/values';
