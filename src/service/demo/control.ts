// The emulator's control endpoints (only with `control: true`): tests in another process read a
// list it keeps (GET) and set it (POST) with a JSON entry, a list of entries, or {"clear": true}.
// POST /__emulator/faults sets its faults; the overrides have theirs (overrides.ts).
import type { Faults } from './faults';
import { parseFault } from './faults';
import { failure, json, type Reply } from './reply';

export const CONTROL_PATH = '/__emulator/faults';

/** A list a control endpoint sets: what is in it, entries added, all of it dropped. */
interface ControlledList<T> {
  list(): readonly T[];
  set(entries: readonly T[]): void;
  clear(): void;
}

/** How an endpoint's list reads: its name in the answer, its entries in words, and the reader of one. */
interface ListControl<T> {
  name: string;
  /** The entries a body may carry, for the message when it is not JSON ("a fault, a list of faults"). */
  entries: string;
  /** The entry, or why it is not one. */
  parse(value: unknown): T | string;
}

/** Answers a request to the endpoint of `target`: GET lists it, POST sets or clears it. */
export function controlList<T>(method: string | undefined, body: string, target: ControlledList<T>, how: ListControl<T>): Reply {
  if (method === 'GET') return json(200, { [how.name]: target.list() });
  if (method !== 'POST') return failure(405, 'Use GET or POST', { allow: 'GET, POST' });
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return failure(400, `The body must be JSON: ${how.entries}, or {"clear": true}.`);
  }
  if (typeof value === 'object' && value !== null && (value as { clear?: unknown }).clear === true) {
    target.clear();
    return json(200, { [how.name]: [] });
  }
  const parsed: T[] = [];
  for (const item of Array.isArray(value) ? value : [value]) {
    const entry = how.parse(item);
    if (typeof entry === 'string') return failure(400, entry);
    parsed.push(entry);
  }
  target.set(parsed);
  return json(200, { [how.name]: target.list() });
}

export function control(method: string | undefined, body: string, faults: Faults): Reply {
  return controlList(method, body, faults, { name: 'faults', entries: 'a fault, a list of faults', parse: parseFault });
}
